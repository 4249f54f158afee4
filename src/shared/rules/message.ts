import { isMessageCode, type Locale, messageText } from '../i18n/messages';

/**
 * Rule messages travel as catalogue codes with optional parameters, e.g. `MIN_LENGTH|{"min":8}`,
 * so that zod schemas shared by the browser and the server carry no language of their own.
 */
export function ruleMessage(code: string, params?: Record<string, string | number>): string {
  return params ? `${code}|${JSON.stringify(params)}` : code;
}

export function renderRuleMessage(raw: string, locale: Locale): string {
  const bar = raw.indexOf('|');
  const code = bar < 0 ? raw : raw.slice(0, bar);
  if (!isMessageCode(code)) return raw;
  let params: Record<string, string | number> = {};
  if (bar >= 0) {
    try {
      params = JSON.parse(raw.slice(bar + 1)) as Record<string, string | number>;
    } catch {
      params = {};
    }
  }
  return messageText(code, locale, params);
}
