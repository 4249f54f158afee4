import type { z } from 'zod';
import { isMessageCode } from '../i18n/messages';
import { ruleMessage } from './message';

type Issue = z.core.$ZodIssue;

/** A refusal of the input: the field's dotted path and its rule message (a catalogue code, `ruleMessage`). */
export interface IssueMessage {
  field: string;
  message: string;
}

/**
 * A schema's refusals as the catalogue words them, one per field. A rule of our own carries its
 * code already; zod's own checks (a type, a length, a bound, an option) speak zod's English,
 * which no person should read: they become 'This field is required', 'Maximum field length = 20',
 * 'Enter a number of at least 1', 'Invalid value'… A union (a cart line that is a product or a
 * free amount) answers for the shape the input was closest to, under that shape's own field,
 * never 'Invalid input' on the whole line.
 *
 *   const parsed = contract.input.safeParse(body);
 *   if (!parsed.success) issueMessages(parsed.error.issues, body); // [{ field: 'items.0.unitPrice', message: 'NUMBER_WHOLE' }]
 */
export function issueMessages(issues: readonly Issue[], input: unknown): IssueMessage[] {
  const seen = new Set<string>();
  const out: IssueMessage[] = [];
  for (const issue of issues.flatMap((i) => closest(i, [], input))) {
    const field = issue.path.map(String).join('.') || '(body)';
    const message = issueMessage(issue, valueAt(input, issue.path));
    const key = `${field}\n${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, message });
  }
  return out;
}

/** The issue itself, or for a union the issues of the option the input came closest to (paths made whole). */
function closest(issue: Issue, prefix: PropertyKey[], input: unknown): Issue[] {
  const path = [...prefix, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ ...issue, path } as Issue];
  // A field left out weighs more than a field given wrongly: the input meant the option it filled in.
  const weight = (option: Issue[]) => option.reduce((sum, i) => sum + (valueAt(input, [...path, ...i.path]) === undefined ? 2 : 1), 0);
  const best = issue.errors.reduce((a, b) => (weight(b) < weight(a) ? b : a));
  return best.flatMap((i) => closest(i, path, input));
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function issueMessage(issue: Issue, value: unknown): string {
  if (isMessageCode(issue.message.split('|')[0] ?? '')) return issue.message;
  if (value === '') return ruleMessage('REQUIRED');
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined || value === null) return ruleMessage('REQUIRED');
      return issue.expected === 'int' && typeof value === 'number' ? ruleMessage('NUMBER_WHOLE') : ruleMessage('INVALID_VALUE');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        if (min <= 1) return ruleMessage('REQUIRED');
        return issue.origin === 'string' ? ruleMessage('MIN_LENGTH', { min }) : ruleMessage('LIST_MIN', { min });
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false ? ruleMessage('NUMBER_ABOVE', { min }) : ruleMessage('NUMBER_MIN', { min });
      }
      return ruleMessage('INVALID_VALUE');
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return ruleMessage('MAX_LENGTH', { 0: max });
      if (issue.origin === 'array' || issue.origin === 'set') return ruleMessage('LIST_MAX', { max });
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false ? ruleMessage('NUMBER_BELOW', { max }) : ruleMessage('NUMBER_MAX', { max });
      }
      return ruleMessage('INVALID_VALUE');
    }
    default:
      return ruleMessage('INVALID_VALUE');
  }
}
