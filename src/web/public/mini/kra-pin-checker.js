// A sample register (local data): the PINs a demo business might meet.
const REGISTER = {
  P051234567K: { name: 'Amani Traders Ltd', type: 'Company', station: 'Nairobi West', status: 'Active', vat: 'Registered' },
  A001234567Z: { name: 'Jane Wanjiku Kamau', type: 'Individual', station: 'Nairobi East', status: 'Active', vat: 'Not registered' },
  P052222333M: { name: 'Mombasa Fresh Produce Ltd', type: 'Company', station: 'Mombasa', status: 'Dormant', vat: 'Registered' },
  A009876543B: { name: 'Peter Otieno Odhiambo', type: 'Individual', station: 'Kisumu', status: 'Active', vat: 'Not registered' },
};
const FORMAT = /^[AP]\d{9}[A-Z]$/;

document.getElementById('form').addEventListener('submit', (e) => {
  e.preventDefault();
  const pin = document.getElementById('pin').value.trim().toUpperCase();
  const out = document.getElementById('out');
  if (!FORMAT.test(pin)) {
    out.innerHTML = '<p class="error" id="verdict">Not a valid KRA PIN: a letter A or P, 9 digits, then a letter.</p>';
    return;
  }
  const found = REGISTER[pin];
  if (!found) {
    out.innerHTML = `<p id="verdict">${pin} is well formed, but it is not in the sample register.</p>`;
    return;
  }
  out.innerHTML =
    `<dl class="result"><dt>Taxpayer</dt><dd id="verdict">${found.name}</dd><dt>Type</dt><dd>${found.type}</dd>` +
    `<dt>Tax station</dt><dd>${found.station}</dd><dt>PIN status</dt><dd>${found.status}</dd><dt>VAT</dt><dd>${found.vat}</dd></dl>`;
});
