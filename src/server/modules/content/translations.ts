import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/messages';

/**
 * The provider's own content (help processes, home banners, mini apps) is written by the provider,
 * not by us, so it cannot live in the message catalogue or the web dictionaries: each row carries
 * its texts in other languages in `translations` (migration 0035), JSON per locale with the row's
 * column names, e.g. `{"zh-CN": {"title": "…", "summary": "…", "steps": "…"}}` (steps one per line,
 * as in the column). The columns hold the default language's (en-US) words.
 */
export type Translations = Partial<Record<Locale, Record<string, string>>>;

/** The row's columns that hold a text (string or null): the ones a translation may replace. */
type TextField<R> = { [K in keyof R]-?: R[K] extends string | null ? K : never }[keyof R];

/**
 * The row with its `fields` in the reader's language: each from the row's translation for `locale`
 * where it has one that is not blank, else the column as stored. A reader of the default language
 * gets the columns.
 */
export function localized<R extends { translations?: string | null }, F extends TextField<R>>(row: R, locale: Locale, fields: readonly F[]): R {
  if (locale === DEFAULT_LOCALE || !row.translations) return row;
  const texts = textsIn(row.translations, locale);
  if (!texts) return row;
  const out = { ...row };
  for (const field of fields) {
    const text: unknown = texts[String(field)];
    if (typeof text === 'string' && text.trim() !== '') out[field] = text as R[F];
  }
  return out;
}

/**
 * The texts of one locale in the column's JSON; anything that is not an object of objects reads
 * as no translation, so a mistyped row shows in English instead of failing the whole list.
 */
function textsIn(json: string, locale: Locale): Record<string, unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const texts = isObject(parsed) ? parsed[locale] : null;
  return isObject(texts) ? texts : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
