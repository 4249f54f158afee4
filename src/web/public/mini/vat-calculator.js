// Works in cents so that the net and the VAT always add up to the gross.
document.getElementById('form').addEventListener('submit', (e) => {
  e.preventDefault();
  const cents = Math.round(Number(document.getElementById('amount').value) * 100);
  const rate = Number(document.getElementById('rate').value);
  const inclusive = document.getElementById('mode').value === 'inclusive';
  const out = document.getElementById('out');
  if (!(cents >= 0) || !(rate >= 0)) {
    out.innerHTML = '<p class="error">Enter an amount and a rate.</p>';
    return;
  }
  const vat = inclusive ? Math.round((cents * rate) / (100 + rate)) : Math.round((cents * rate) / 100);
  const net = inclusive ? cents - vat : cents;
  const gross = net + vat;
  out.innerHTML =
    `<dl class="result"><dt>Net (excl. VAT)</dt><dd id="net">${kes(net / 100)}</dd>` +
    `<dt>VAT at ${rate}%</dt><dd id="vat">${kes(vat / 100)}</dd>` +
    `<dt>Gross (incl. VAT)</dt><dd id="gross">${kes(gross / 100)}</dd></dl>`;
});
