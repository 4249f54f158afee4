import crypto from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';

let lastMs = 0;
let sequence = 0;

/**
 * Time-sortable ids: 9 base36 characters of milliseconds, 3 of a per-process sequence (so ids made
 * in one millisecond keep their order), then 9 random ones.
 */
export function newId(): string {
  const now = Date.now();
  if (now === lastMs) sequence++;
  else {
    lastMs = now;
    sequence = 0;
  }
  const time = now.toString(36).padStart(9, '0');
  const seq = (sequence % 46656).toString(36).padStart(3, '0');
  return `${time}${seq}${randomHex9()}`;
}

// Random bytes are drawn from the CSPRNG in blocks: one call per id cost more than the rest of newId.
const POOL_BYTES = 5 * 1024;
let pool = Buffer.alloc(0);
let poolAt = 0;

/** 9 random hex characters (36 bits) from the pooled CSPRNG bytes. */
function randomHex9(): string {
  if (poolAt + 5 > pool.length) {
    pool = crypto.randomBytes(POOL_BYTES);
    poolAt = 0;
  }
  const hex = pool.toString('hex', poolAt, poolAt + 5).slice(0, 9);
  poolAt += 5;
  return hex;
}

/** Random digits, for numbers people read (merchant, user and store numbers). */
export function randomDigits(length: number): string {
  let out = String(crypto.randomInt(1, 10));
  while (out.length < length) out += crypto.randomInt(0, 10).toString();
  return out;
}

export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfter(ms: number, from: Date = new Date()): string {
  return new Date(from.getTime() + ms).toISOString();
}

const NAIROBI_OFFSET_MS = 3 * 3600 * 1000;

/** 14-digit Africa/Nairobi timestamp (UTC+3 all year) from an ISO instant. */
export function toNairobi14(iso: string): string {
  const d = new Date(new Date(iso).getTime() + NAIROBI_OFFSET_MS);
  return d.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** UTC ISO instant where a Nairobi business date (YYYYMMDD) starts. */
export function nairobiDayStartIso(yyyymmdd: string): string {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  return new Date(Date.UTC(y, m - 1, d) - NAIROBI_OFFSET_MS).toISOString();
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** 'Y' or 'N' from a stored flag or a condition. */
export function yn(value: string | boolean | null | undefined): 'Y' | 'N' {
  return value === true || value === 'Y' ? 'Y' : 'N';
}

/**
 * `%text%` for LIKE with its wildcards taken literally: the statement says `escape '\\'`, so '50%'
 * finds '50% deposit' only. Lower-case both sides for a search that ignores case.
 */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A search box's condition: the column holds the text, its % and _ taken as themselves (never
 * 'match everything'), ignoring case. A column kept lower-case already (a name key, digits) is
 * compared as it is (`folded`), so its index can serve.
 *
 *   q.where((eb) => eb.or([matches('payer_name', keyword), matches('trans_id', keyword)]))
 */
export function matches(column: string, text: string, options: { folded?: boolean } = {}): RawBuilder<boolean> {
  const target = options.folded ? sql.ref(column) : sql`lower(${sql.ref(column)})`;
  return sql<boolean>`${target} like ${containing(text.toLowerCase())} escape '\\'`;
}
