import { isMessageCode, type Locale, MESSAGES, type MessageCode, messageText } from '../i18n/messages';

/**
 * Rule messages travel as catalogue codes with optional parameters, e.g. `MIN_LENGTH|{"min":8}`,
 * so that zod schemas shared by the browser and the server carry no language of their own.
 */
export function ruleMessage(code: string, params?: Record<string, string | number>): string {
  // A schema naming a placeholder its text does not have (or leaving one out) would show the
  // person a raw `{min}`: refuse it when the schema is built, so every test that loads it fails.
  if (isMessageCode(code)) {
    const wanted = [...MESSAGES[code]['en-US'].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const missing = wanted.filter((name) => !params || !(name in params));
    if (missing.length) throw new Error(`ruleMessage('${code}') needs ${missing.map((n) => `{${n}}`).join(', ')}`);
  }
  return params ? `${code}|${JSON.stringify(params)}` : code;
}

/** A rule message (`CODE|{"min":8}`) as its catalogue code and parameters; null when it is no code (plain words). */
export function parseRuleMessage(raw: string): { code: MessageCode; params: Record<string, string | number> } | null {
  const bar = raw.indexOf('|');
  const code = bar < 0 ? raw : raw.slice(0, bar);
  if (!isMessageCode(code)) return null;
  let params: Record<string, string | number> = {};
  if (bar >= 0) {
    try {
      params = JSON.parse(raw.slice(bar + 1)) as Record<string, string | number>;
    } catch {
      params = {};
    }
  }
  return { code, params };
}

export function renderRuleMessage(raw: string, locale: Locale): string {
  const parsed = parseRuleMessage(raw);
  return parsed ? messageText(parsed.code, locale, parsed.params) : raw;
}
