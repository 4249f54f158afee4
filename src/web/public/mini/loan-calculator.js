// Reducing-balance loan: payment = P r / (1 - (1 + r)^-n), r the monthly rate.
document.getElementById('form').addEventListener('submit', (e) => {
  e.preventDefault();
  const p = Number(document.getElementById('amount').value);
  const annual = Number(document.getElementById('rate').value);
  const n = Math.round(Number(document.getElementById('months').value));
  const out = document.getElementById('out');
  if (!(p > 0) || !(n > 0) || annual < 0) {
    out.innerHTML = '<p class="error">Enter an amount, a rate and a period.</p>';
    return;
  }
  const r = annual / 100 / 12;
  const pay = r === 0 ? p / n : (p * r) / (1 - (1 + r) ** -n);
  let balance = p;
  let rows = '';
  for (let i = 1; i <= n; i++) {
    const interest = balance * r;
    balance = Math.max(0, balance - (pay - interest));
    if (i <= 6 || i === n) rows += `<tr><td>${i}</td><td>${kes(interest)}</td><td>${kes(balance)}</td></tr>`;
  }
  out.innerHTML =
    `<dl class="result"><dt>Monthly repayment</dt><dd id="monthly">${kes(pay)}</dd>` +
    `<dt>Total interest</dt><dd>${kes(pay * n - p)}</dd><dt>Total to repay</dt><dd>${kes(pay * n)}</dd></dl>` +
    `<table><thead><tr><th>Month</th><th>Interest</th><th>Balance</th></tr></thead><tbody>${rows}</tbody></table>`;
});
