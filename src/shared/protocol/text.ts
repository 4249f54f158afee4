/**
 * Text no database can keep: PostgreSQL refuses a NUL character (U+0000) in any text value, so a
 * body carrying one is refused as input, naming the field, before it reaches a query. No form
 * produces one; it comes only from a caller writing the JSON by hand.
 */
const NUL = '\u0000';

interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
}

function pathOf(step: Step, lastKey?: string): string {
  const keys: string[] = lastKey === undefined ? [] : [lastKey];
  for (let s: Step | null = step; s; s = s.parent) if (s.key !== null) keys.push(s.key);
  return keys.reverse().join('.') || '(body)';
}

/**
 * The path of the first string (or key) holding a NUL in a parsed JSON body, dotted as field
 * errors name nested fields (`list.0.rcvNm`), or null when there is none. Walks without recursion
 * and keeps each step's parent instead of a copied path, so a body nested thousands of levels
 * deep costs a loop, not the stack.
 */
export function nulCharacterPath(body: unknown): string | null {
  const stack: Step[] = [{ value: body, key: null, parent: null }];
  while (stack.length) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(step);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: String(i), parent: step });
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (const [key] of entries) if (key.includes(NUL)) return pathOf(step, key.replaceAll(NUL, '\uFFFD'));
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: step });
    }
  }
  return null;
}
