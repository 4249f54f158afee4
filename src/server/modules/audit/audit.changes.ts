/**
 * What an audit row keeps of an edit: only the fields that changed, before and after, with every
 * secret dropped. The router calls this for every `ctx.audit({ before, after })`, so no handler
 * can store a password, PIN, one-time code, token or full card number by mistake.
 */
export type Plain = Record<string, unknown>;

/** Field names that hold secrets, whatever their case or separators. */
const SECRET_NAME =
  /(password|passwd|pwd|passcode|otp|token|secret|hash|cvv|cvc|random|authtxcode|smscode|verifycode|verificationcode|invitecode|invitationcode|privatekey|apikey)/;

export function isSecretField(name: string): boolean {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (SECRET_NAME.test(key)) return true;
  // A PIN (pin, newPin, oldPin, pin_hash, confirmPin), but not a KRA PIN (a public tax number).
  if (key.includes('kra')) return false;
  return key === 'pin' || key.endsWith('pin') || key.startsWith('pin');
}

/** A card number (13-19 digits, spaces or dashes allowed) keeps its last four digits only. */
function maskValue(value: unknown): unknown {
  if (typeof value === 'string' && /^\d[\d -]{11,22}\d$/.test(value)) {
    const digits = value.replace(/\D/g, '');
    if (digits.length >= 13 && digits.length <= 19) return `****${digits.slice(-4)}`;
  }
  return value;
}

/**
 * The words of an audit sentence's parameters with every card number masked as `maskValue` does: a
 * payee named by its card number (`to` of a transfer to a card without a name) keeps its last four
 * digits only. Whole values only: order, ticket and receipt numbers inside a text stay as they are.
 * Not `sanitize`: its depth limit, kept for the changes JSON, would cut the nested catalogue words
 * of a list ('e-mail, SMS, in-app').
 */
export function maskCardParams<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object') return maskValue(value) as T;
  if (depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => maskCardParams(v, depth + 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskCardParams(v, depth + 1)])) as T;
}

function clean(value: unknown, depth: number): unknown {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object') return maskValue(value);
  if (depth > 4) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => clean(v, depth + 1));
  if (value instanceof Date) return value.toISOString();
  const out: Plain = {};
  for (const [k, v] of Object.entries(value as Plain)) {
    if (isSecretField(k) || v === undefined) continue;
    out[k] = clean(v, depth + 1);
  }
  return out;
}

export function sanitize(value: Plain): Plain {
  return clean(value, 0) as Plain;
}

const MAX_JSON = 8000;

/**
 * The JSON stored in `audit_trail.changes`: `{before, after}` of the changed fields (both given:
 * an edit), the new record (only `after`: an addition) or the old one (only `before`: a removal).
 * Null when nothing is left to store.
 */
export function changesJson(before?: Plain | null, after?: Plain | null): string | null {
  const b = before ? sanitize(before) : null;
  const a = after ? sanitize(after) : null;
  let out: { before: Plain | null; after: Plain | null };
  if (b && a) {
    const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
    const cb: Plain = {};
    const ca: Plain = {};
    for (const k of keys) {
      if (JSON.stringify(b[k] ?? null) === JSON.stringify(a[k] ?? null)) continue;
      cb[k] = b[k] ?? null;
      ca[k] = a[k] ?? null;
    }
    if (Object.keys(ca).length === 0) return null;
    out = { before: cb, after: ca };
  } else if (a || b) {
    out = { before: b, after: a };
    if (Object.keys(b ?? a ?? {}).length === 0) return null;
  } else {
    return null;
  }
  const json = JSON.stringify(out);
  if (json.length <= MAX_JSON) return json;
  // Too large to keep whole: the names of what changed still say what happened.
  return JSON.stringify({ before: null, after: { changedFields: Object.keys(out.after ?? out.before ?? {}) } });
}
