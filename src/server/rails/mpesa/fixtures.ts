import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Safaricom's published Daraja examples (fixtures/*.json) and what tests derive from them: a
 * strict zod schema with the same keys and value types (our outgoing bodies must pass it), and a
 * shape (keys and types, recursively) to compare the simulator's answers and callbacks with.
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export function fixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8')) as T;
}

export function schemaFromFixture(example: unknown, options: { optional?: string[]; extra?: Record<string, z.ZodType> } = {}): z.ZodType {
  return derive(example, options);
}

function derive(value: unknown, options: { optional?: string[]; extra?: Record<string, z.ZodType> } = {}): z.ZodType {
  if (typeof value === 'number') return z.number();
  if (typeof value === 'string') return z.string();
  if (typeof value === 'boolean') return z.boolean();
  if (Array.isArray(value)) return z.array(value.length > 0 ? derive(value[0]) : z.unknown());
  if (value && typeof value === 'object') {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, v] of Object.entries(value)) {
      const item = derive(v);
      shape[key] = options.optional?.includes(key) ? item.optional() : item;
    }
    return z.strictObject({ ...shape, ...options.extra });
  }
  return z.null();
}

/** Keys and value types, recursively; arrays by the union of their items' shapes. */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) {
    const merged: Record<string, unknown> = {};
    for (const item of value) {
      const shape = shapeOf(item);
      if (shape && typeof shape === 'object') Object.assign(merged, shape);
      else return [shape];
    }
    return [merged];
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shapeOf(v)]),
    );
  }
  return value === null ? 'null' : typeof value;
}
