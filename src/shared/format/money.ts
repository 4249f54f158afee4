/**
 * Money travels and is stored as integer minor units (cents); the screens show 'KES 1,234.00'
 * (ARCHITECTURE.md section 5, spec 000 section 9). Arithmetic stays in bigint: never floats.
 */
export const CURRENCY = 'KES';

export type MinorUnits = bigint | number | string;

function toBigInt(value: MinorUnits): bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : null;
  const text = value.trim();
  return /^-?\d+$/.test(text) ? BigInt(text) : null;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 123456 -> 'KES 1,234.56'; -5 -> '-KES 0.05'. A value that is not whole minor units gives ''. */
export function formatMoney(minor: MinorUnits, currency: string = CURRENCY): string {
  const amount = toBigInt(minor);
  if (amount === null) return '';
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const whole = groupThousands((abs / 100n).toString());
  const cents = (abs % 100n).toString().padStart(2, '0');
  const body = currency ? `${currency} ${whole}.${cents}` : `${whole}.${cents}`;
  return negative ? `-${body}` : body;
}

/** The amount without the currency: 123456 -> '1,234.56'. */
export function formatAmount(minor: MinorUnits): string {
  return formatMoney(minor, '');
}

/**
 * 'KES 1,234.5', '1234', '-0.05' -> minor units; anything else (letters, three decimals,
 * misplaced commas) -> null.
 */
export function parseMoney(text: string, currency: string = CURRENCY): bigint | null {
  let s = text.trim();
  let negative = false;
  if (s.startsWith('-')) {
    negative = true;
    s = s.slice(1).trim();
  }
  if (currency && s.toUpperCase().startsWith(currency.toUpperCase())) {
    s = s.slice(currency.length).trim();
  }
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const whole = BigInt(m[1]!.replace(/,/g, ''));
  const cents = BigInt((m[2] ?? '').padEnd(2, '0'));
  const minor = whole * 100n + cents;
  return negative && minor !== 0n ? -minor : minor;
}
