import crypto from 'node:crypto';

/**
 * Callback URLs carry their own proof: `sig` is an HMAC of the route and the order id under the
 * configured secret. A network calls back exactly the URL we gave it, so a genuine callback
 * always verifies, while nobody without the secret can forge one for an order (or replay one
 * order's URL for another). Registered URLs without an order (C2B) sign the route alone.
 */
export function callbackSignature(secret: string, route: string, orderId: string | null): string {
  return crypto.createHmac('sha256', secret).update(`${route}\n${orderId ?? ''}`).digest('base64url').slice(0, 32);
}

export function callbackUrl(baseUrl: string, secret: string, route: string, orderId: string | null): string {
  const query = new URLSearchParams();
  if (orderId !== null) query.set('order', orderId);
  query.set('sig', callbackSignature(secret, route, orderId));
  return `${baseUrl}${route}?${query.toString()}`;
}

export function verifyCallback(secret: string, route: string, query: unknown): { ok: true; orderId: string | null } | { ok: false } {
  const q = (query ?? {}) as Record<string, unknown>;
  const orderId = typeof q.order === 'string' && q.order !== '' ? q.order : null;
  const sig = typeof q.sig === 'string' ? q.sig : '';
  const expected = callbackSignature(secret, route, orderId);
  const a = Buffer.from(sig);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b) ? { ok: true, orderId } : { ok: false };
}
