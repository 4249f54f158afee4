wordPage({
  'en-US': {
    title: 'KRA PIN checker',
    lead: 'A KRA PIN is a letter (A for individuals, P for companies), 9 digits and a letter, e.g. P051234567K. This checker looks it up in a sample register kept on this page; it does not contact KRA.',
    pin: 'KRA PIN',
    check: 'Check',
    badFormat: 'Not a valid KRA PIN: a letter A or P, 9 digits, then a letter.',
    notFound: '{pin} is well formed, but it is not in the sample register.',
    taxpayer: 'Taxpayer',
    type: 'Type',
    station: 'Tax station',
    status: 'PIN status',
    vat: 'VAT',
    Company: 'Company',
    Individual: 'Individual',
    Active: 'Active',
    Dormant: 'Dormant',
    Registered: 'Registered',
    NotRegistered: 'Not registered',
  },
  'zh-CN': {
    title: 'KRA PIN 查验',
    lead: 'KRA PIN 由一个字母（个人为 A，公司为 P）、9 位数字和一个字母组成，例如 P051234567K。本工具在页面内的示例登记册中查询，不会联系 KRA。',
    pin: 'KRA PIN',
    check: '查验',
    badFormat: '不是有效的 KRA PIN：应为字母 A 或 P、9 位数字，再加一个字母。',
    notFound: '{pin} 格式正确，但不在示例登记册中。',
    taxpayer: '纳税人',
    type: '类型',
    station: '税务所',
    status: 'PIN 状态',
    vat: '增值税',
    Company: '公司',
    Individual: '个人',
    Active: '正常',
    Dormant: '休眠',
    Registered: '已登记',
    NotRegistered: '未登记',
  },
});

// A sample register (local data): the PINs a demo business might meet.
const REGISTER = {
  P051234567K: { name: 'Amani Traders Ltd', type: 'Company', station: 'Nairobi West', status: 'Active', vat: 'Registered' },
  A001234567Z: { name: 'Jane Wanjiku Kamau', type: 'Individual', station: 'Nairobi East', status: 'Active', vat: 'NotRegistered' },
  P052222333M: { name: 'Mombasa Fresh Produce Ltd', type: 'Company', station: 'Mombasa', status: 'Dormant', vat: 'Registered' },
  A009876543B: { name: 'Peter Otieno Odhiambo', type: 'Individual', station: 'Kisumu', status: 'Active', vat: 'NotRegistered' },
};
const FORMAT = /^[AP]\d{9}[A-Z]$/;

document.getElementById('form').addEventListener('submit', (e) => {
  e.preventDefault();
  const pin = document.getElementById('pin').value.trim().toUpperCase();
  const out = document.getElementById('out');
  if (!FORMAT.test(pin)) {
    out.innerHTML = `<p class="error" id="verdict">${t('badFormat')}</p>`;
    return;
  }
  const found = REGISTER[pin];
  if (!found) {
    out.innerHTML = `<p id="verdict">${t('notFound', { pin })}</p>`;
    return;
  }
  out.innerHTML =
    `<dl class="result"><dt>${t('taxpayer')}</dt><dd id="verdict">${found.name}</dd><dt>${t('type')}</dt><dd>${t(found.type)}</dd>` +
    `<dt>${t('station')}</dt><dd>${found.station}</dd><dt>${t('status')}</dt><dd>${t(found.status)}</dd><dt>${t('vat')}</dt><dd>${t(found.vat)}</dd></dl>`;
});
