// Formatting shared by the mini apps: KES with thousands separators and 2 decimals.
window.kes = (n) => `KES ${Number(n).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
