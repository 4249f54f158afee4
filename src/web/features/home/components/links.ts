/**
 * Where a banner or mini app leads. A route is a page of the portal (React Router path, without
 * the /Merchant basename); a web link is opened in the shell's embedded frame. Web links served by
 * this app may be written as paths (/Merchant/mini/...): they resolve against the page's origin.
 */
export function absoluteWebLink(address: string, origin: string): string | null {
  try {
    const url = new URL(address, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The portal route that shows a mini app (its page opens web links in a frame). */
export function miniAppRoute(appId: string): string {
  return `/home/miniApps?app=${encodeURIComponent(appId)}`;
}
