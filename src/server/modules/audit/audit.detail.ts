import { maskCardParams } from './audit.changes';
import { type CatalogueText, catalogueWords, DEFAULT_LOCALE, isMessageCode, type Locale, storedText, type TextParam } from '../../../shared/i18n/messages';

/**
 * An audit row's sentence is catalogue words, worded when read (docs/areas/audit.md): `detail`
 * keeps the default language's words (search, and rows written before 0038), `detail_code` and
 * `detail_params` what each reader's language words them from.
 */
export function detailColumns(given: CatalogueText): { detail: string; detail_code: string; detail_params: string | null } {
  // No full card number in the sentence (audit.changes.ts keeps them out of before and after).
  const text = maskCardParams(given);
  return { detail: catalogueWords(text, DEFAULT_LOCALE), detail_code: text.code, detail_params: text.params ? JSON.stringify(text.params) : null };
}

/** A stored row's sentence in the reader's language (as stored when it has no code: an older row). */
export function detailIn(row: { detail: string; detail_code?: string | null; detail_params?: string | null }, locale: Locale): string {
  if (!row.detail_code || !isMessageCode(row.detail_code)) return storedText(row.detail, locale);
  const params = row.detail_params ? (JSON.parse(row.detail_params) as Record<string, TextParam>) : undefined;
  return catalogueWords({ code: row.detail_code, params }, locale);
}

/** Words joined with 'and' ('email and sms'), each worded in the reader's language. */
export function andList(words: TextParam[]): TextParam {
  if (words.length <= 1) return words[0] ?? '';
  return { code: 'AUDIT_WORD_AND', params: { a: andList(words.slice(0, -1)), b: words[words.length - 1]! } };
}

/** Words joined with commas ('e-mail, SMS'), each worded in the reader's language. */
export function commaList(words: TextParam[]): TextParam {
  if (words.length <= 1) return words[0] ?? '';
  return { code: 'AUDIT_WORD_LIST', params: { a: commaList(words.slice(0, -1)), b: words[words.length - 1]! } };
}

const CHANNELS = ['28', '30', '44', '65', 'A1', '29', '40', '42', '41', '46', '63'] as const;

/** A transfer channel (rcvCnl) as catalogue words with the wallet's brand; null for a code the list does not name. */
export function channelWord(rcvCnl: string | null, brand: string): TextParam | null {
  const code = CHANNELS.find((c) => c === rcvCnl);
  return code ? { code: `AUDIT_CHANNEL_${code}`, params: { product: brand } } : null;
}
