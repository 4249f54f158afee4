/** Hands the browser a file link to save under `fileName` (e.g. a signed, short-lived download link). */
export function saveLink(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
