import { z } from 'zod';

/** A decimal number written out: '12', ' -3.5 '. Not '', 'NaN', 'Infinity', '1e3' or '0x10'. */
const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number that may also travel as text ('12' from a query string or a text input). Only a
 * decimal number written out becomes its number; anything else (null, '', true, [], 'NaN') stays
 * as sent and fails `schema` with the schema's own message, naming the field, where
 * `z.coerce.number()` would silently read it as 0 or 1.
 */
export function numberFromText<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && NUMERIC_TEXT.test(v) ? Number(v) : v), schema);
}
