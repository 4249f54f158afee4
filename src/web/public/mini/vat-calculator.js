wordPage({
  'en-US': {
    title: 'VAT calculator',
    lead: "Kenya's standard VAT rate is 16%. Add it to a price, or take it out of a price that includes it.",
    amount: 'Amount (KES)',
    mode: 'The amount',
    inclusive: 'includes VAT',
    exclusive: 'excludes VAT',
    rate: 'Rate (%)',
    calculate: 'Calculate',
    missing: 'Enter an amount and a rate.',
    net: 'Net (excl. VAT)',
    vat: 'VAT at {rate}%',
    gross: 'Gross (incl. VAT)',
  },
  'zh-CN': {
    title: '增值税计算器',
    lead: '肯尼亚的标准增值税税率为 16%。可在价格上加上增值税，或从含税价格中扣除。',
    amount: '金额（KES）',
    mode: '该金额',
    inclusive: '含增值税',
    exclusive: '不含增值税',
    rate: '税率（%）',
    calculate: '计算',
    missing: '请输入金额和税率。',
    net: '不含税金额',
    vat: '增值税（{rate}%）',
    gross: '含税金额',
  },
});

// Works in cents so that the net and the VAT always add up to the gross.
document.getElementById('form').addEventListener('submit', (e) => {
  e.preventDefault();
  const cents = Math.round(Number(document.getElementById('amount').value) * 100);
  const rate = Number(document.getElementById('rate').value);
  const inclusive = document.getElementById('mode').value === 'inclusive';
  const out = document.getElementById('out');
  if (!(cents >= 0) || !(rate >= 0)) {
    out.innerHTML = `<p class="error">${t('missing')}</p>`;
    return;
  }
  const vat = inclusive ? Math.round((cents * rate) / (100 + rate)) : Math.round((cents * rate) / 100);
  const net = inclusive ? cents - vat : cents;
  const gross = net + vat;
  out.innerHTML =
    `<dl class="result"><dt>${t('net')}</dt><dd id="net">${kes(net / 100)}</dd>` +
    `<dt>${t('vat', { rate })}</dt><dd id="vat">${kes(vat / 100)}</dd>` +
    `<dt>${t('gross')}</dt><dd id="gross">${kes(gross / 100)}</dd></dl>`;
});
