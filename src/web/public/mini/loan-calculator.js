wordPage({
  'en-US': {
    title: 'Loan calculator',
    lead: 'Monthly repayment of a KES loan at a fixed annual rate (reducing balance).',
    amount: 'Loan amount (KES)',
    rate: 'Annual interest rate (%)',
    months: 'Period (months)',
    calculate: 'Calculate',
    missing: 'Enter an amount, a rate and a period.',
    monthly: 'Monthly repayment',
    interest: 'Total interest',
    total: 'Total to repay',
    month: 'Month',
    monthInterest: 'Interest',
    balance: 'Balance',
  },
  'zh-CN': {
    title: '贷款计算器',
    lead: '按固定年利率（等额本息）计算一笔 KES 贷款的月还款额。',
    amount: '贷款金额（KES）',
    rate: '年利率（%）',
    months: '期限（月）',
    calculate: '计算',
    missing: '请输入金额、利率和期限。',
    monthly: '月还款额',
    interest: '利息合计',
    total: '还款总额',
    month: '月份',
    monthInterest: '利息',
    balance: '剩余本金',
  },
});

// Reducing-balance loan: payment = P r / (1 - (1 + r)^-n), r the monthly rate.
document.getElementById('form').addEventListener('submit', (e) => {
  e.preventDefault();
  const p = Number(document.getElementById('amount').value);
  const annual = Number(document.getElementById('rate').value);
  const n = Math.round(Number(document.getElementById('months').value));
  const out = document.getElementById('out');
  if (!(p > 0) || !(n > 0) || annual < 0) {
    out.innerHTML = `<p class="error">${t('missing')}</p>`;
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
    `<dl class="result"><dt>${t('monthly')}</dt><dd id="monthly">${kes(pay)}</dd>` +
    `<dt>${t('interest')}</dt><dd>${kes(pay * n - p)}</dd><dt>${t('total')}</dt><dd>${kes(pay * n)}</dd></dl>` +
    `<table><thead><tr><th>${t('month')}</th><th>${t('monthInterest')}</th><th>${t('balance')}</th></tr></thead><tbody>${rows}</tbody></table>`;
});
