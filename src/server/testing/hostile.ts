import type { z } from 'zod';

/**
 * Reads an action's input schema (zod 4) for the robustness test: the fields it declares, a
 * plausible value for each (so one field at a time can be made hostile while the others pass), and
 * the hostile values that fit a field's kind. Only what the test needs; not a general walker.
 */
type Def = { type: string; [key: string]: unknown };
type Schema = z.ZodType;

function def(schema: Schema): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The schema under the wrappers that do not change a value's kind (optional, default, pipes...). */
export function core(schema: Schema): Schema {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const d = def(s);
    if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(d.type)) s = d.innerType as Schema;
    // A preprocess is a pipe from a transform: its schema is the pipe's end. A transform after a
    // schema is a pipe from that schema: what the caller sends is its start.
    else if (d.type === 'pipe') s = (def(d.in as Schema).type === 'transform' ? d.out : d.in) as Schema;
    else if (d.type === 'lazy') s = (d.getter as () => Schema)();
    else return s;
  }
  return s;
}

/** The object shapes a body may take: one for an object, each branch of a union or intersection. */
export function shapes(schema: Schema): Record<string, Schema>[] {
  const c = core(schema);
  const d = def(c);
  if (d.type === 'object') return [d.shape as Record<string, Schema>];
  if (d.type === 'union') return (d.options as Schema[]).flatMap(shapes);
  if (d.type === 'intersection') return [...shapes(d.left as Schema), ...shapes(d.right as Schema)];
  return [];
}

/** Every field the body declares, with its schema (the first branch's where branches share a name). */
export function fieldsOf(schema: Schema): Map<string, Schema> {
  const out = new Map<string, Schema>();
  for (const shape of shapes(schema)) for (const [k, v] of Object.entries(shape)) if (!out.has(k)) out.set(k, v);
  return out;
}

/**
 * The object a field holds, directly or as the items of its array (`list: [{ rcvNm, amount }]`),
 * with a wrapper putting one such object back into the field; null for a field of plain values.
 */
export function nestedObject(schema: Schema): { item: Schema; wrap: (item: unknown) => unknown } | null {
  const d = def(core(schema));
  if (d.type === 'object') return { item: core(schema), wrap: (item) => item };
  if (d.type === 'array' && def(core(d.element as Schema)).type === 'object') return { item: d.element as Schema, wrap: (item) => [item] };
  return null;
}

export type Kind = 'string' | 'number' | 'boolean' | 'choice' | 'array' | 'object' | 'other';

export function kindOf(schema: Schema): Kind {
  const d = def(core(schema));
  if (d.type === 'string' || d.type === 'template_literal') return 'string';
  if (d.type === 'number' || d.type === 'int' || d.type === 'bigint') return 'number';
  if (d.type === 'boolean') return 'boolean';
  if (d.type === 'enum' || d.type === 'literal') return 'choice';
  if (d.type === 'array' || d.type === 'tuple' || d.type === 'set') return 'array';
  if (d.type === 'object' || d.type === 'record') return 'object';
  if (d.type === 'union') {
    const kinds = new Set((d.options as Schema[]).map(kindOf));
    if (kinds.size === 1) return [...kinds][0]!;
    // A text or a number that may also be one fixed value (`phoneRule.or(z.literal(''))`) is still text or a number.
    const [plain, ...rest] = [...kinds].filter((k) => k !== 'choice');
    return plain && rest.length === 0 && (plain === 'string' || plain === 'number') ? plain : 'other';
  }
  return 'other';
}

const STRING_GUESSES = [
  '1',
  'abc',
  'Abc Ltd',
  '0712345678',
  '254712345678',
  'owner@demo.co.ke',
  '20260101',
  '202601',
  '20260101000000',
  '120000',
  '12:00',
  'A123456789Z',
  'P051234567A',
  'Abc@12345',
  '1234',
  '123456',
  '12345678',
  'ABCD1234',
  '047',
  '01',
  '0',
  'Y',
  'https://example.com/x',
  'x'.repeat(16),
];
const NUMBER_GUESSES = [1, 100, 0, 10_000, 20260101];

/** A value the field's own schema accepts, or undefined when none of the guesses passes. */
export function plausible(schema: Schema, depth = 0): unknown {
  if (depth > 4) return undefined;
  const accepts = (v: unknown) => {
    try {
      return schema.safeParse(v).success;
    } catch {
      // A schema that throws is the product's fault; the test's calls will show it as a 500.
      return false;
    }
  };
  const c = core(schema);
  const d = def(c);
  const tries: unknown[] = [];
  switch (d.type) {
    case 'enum':
      tries.push(...Object.values(d.entries as Record<string, unknown>));
      break;
    case 'literal':
      tries.push(...(d.values as unknown[]));
      break;
    case 'boolean':
      tries.push(true, false);
      break;
    case 'number':
    case 'int':
      tries.push(...NUMBER_GUESSES);
      break;
    case 'string':
      tries.push(...STRING_GUESSES);
      break;
    case 'array': {
      tries.push([]);
      const item = plausible(d.element as Schema, depth + 1);
      if (item !== undefined) tries.push([item]);
      break;
    }
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(d.shape as Record<string, Schema>)) {
        const p = plausible(v, depth + 1);
        if (p !== undefined) o[k] = p;
      }
      tries.push(o, {});
      break;
    }
    case 'union':
      for (const option of d.options as Schema[]) tries.push(plausible(option, depth + 1));
      break;
    default:
      tries.push('1', 1, true, {}, []);
  }
  for (const v of tries) if (v !== undefined && accepts(v)) return v;
  // An optional field with no guess that passes is left out.
  return undefined;
}

/** A body every declared field of which holds a plausible value (where one was found). */
export function plausibleBody(schema: Schema, known: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [k, v] of fieldsOf(schema)) {
    // A real record's id (the business's store, a product...) takes the handler past its lookup.
    const p = k in known && v.safeParse(known[k]).success ? known[k] : plausible(v);
    if (p !== undefined) body[k] = p;
  }
  return body;
}

export const LONG = 'x'.repeat(100_000);
// One object of each, so that a probe's value can be told to be one of the wrong types by identity.
const OBJECT = Object.freeze({});
const ARRAY = Object.freeze([]) as unknown as unknown[];
const OPERATOR = Object.freeze({ $gt: '' });
export const SQL = "' OR 1=1 --";

/** Values of another type than the kind, and values of the right type at its edges. */
export function hostileValues(kind: Kind): unknown[] {
  const shared: unknown[] = [OBJECT, ARRAY, null, true, OPERATOR];
  switch (kind) {
    case 'string':
      return [...shared, 12345, -1, LONG, '\u0000', 'a\u0000b', '😀🇰🇪', SQL, ' ', 'NaN', '<script>alert(1)</script>'];
    case 'number':
      return [...shared, 'abc', '12', 'NaN', 'Infinity', '', ' ', -1, -999_999_999_999, 1e20, Number.MAX_SAFE_INTEGER + 2, 0.5, 1e-7, LONG];
    case 'boolean':
      return [...shared, 'true', 1, 'Y', 'x', 12345, LONG];
    case 'choice':
      return [...shared, 12345, 'ZZ', '', SQL, '\u0000', LONG];
    case 'array':
      return [...shared.filter((v) => v !== ARRAY), 'x', 12345, [null], [LONG], [SQL, 12345, {}], Array.from({ length: 5000 }, (_, i) => i)];
    case 'object':
      return [...shared.filter((v) => v !== OBJECT), 'x', 12345, { evil: LONG }];
    default:
      return [...shared, 'x', 12345, LONG, SQL, '\u0000', -1];
  }
}

/** Values of another type than the kind, which its schema must refuse (null left out: optional fields may take it). */
export function wrongTypes(kind: Kind): unknown[] {
  const containers: unknown[] = [OBJECT, ARRAY, OPERATOR];
  switch (kind) {
    case 'string':
      return [12345, -1, true, ...containers];
    case 'number':
      return ['abc', 'NaN', 'Infinity', '', true, ...containers];
    case 'boolean':
      return ['x', 12345, ...containers];
    case 'choice':
      return [12345, true, ...containers];
    case 'array':
      return ['x', 12345, true, OBJECT];
    case 'object':
      return ['x', 12345, true, ARRAY];
    default:
      return [];
  }
}

/** The wrong types of a field, less what a fixed value of its union declares on purpose (`z.literal('')`). */
export function wrongTypesOf(schema: Schema): unknown[] {
  const d = def(core(schema));
  const fixed = d.type === 'union' ? (d.options as Schema[]).filter((o) => kindOf(o) === 'choice') : [];
  return wrongTypes(kindOf(schema)).filter((v) => !fixed.some((o) => o.safeParse(v).success));
}

/** Describes a value short enough for a failure message. */
export function describeValue(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 30)}…(${s.length} chars)` : s;
}
