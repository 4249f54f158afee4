// Shared by the mini apps. The portal passes the reader's language in the frame's address
// (?lang=zh-CN; docs/areas/home.md): each page words itself from its own texts in that language.
window.lang = new URLSearchParams(window.location.search).get('lang') === 'zh-CN' ? 'zh-CN' : 'en-US';
document.documentElement.lang = window.lang;

/** Words the page: each [data-t] element's text, the title, and window.t(key, params) for scripts. */
window.wordPage = (texts) => {
  const words = texts[window.lang];
  window.t = (key, params = {}) => words[key].replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = words[el.dataset.t];
  document.title = words.title;
};

// KES with thousands separators and 2 decimals.
window.kes = (n) => `KES ${Number(n).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
