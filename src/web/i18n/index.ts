import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  isMessageCode,
  type Locale,
  LOCALES,
  type MessageCode,
  messageText,
} from '../../shared/i18n/messages';
import { renderRuleMessage } from '../../shared/rules/message';
import { readLocal, writeLocal } from '../api/storage';
import { enUS } from './en-US';

const LANGUAGE_KEY = 'bz.lang';
/** Set when the person picked the language in the header on this browser: it then outranks the business's. */
const LANGUAGE_PICKED_KEY = 'bz.lang.picked';

function storedLocale(): Locale {
  const saved = readLocal(LANGUAGE_KEY);
  return LOCALES.find((l) => l === saved) ?? DEFAULT_LOCALE;
}

const DAYJS_LOCALE: Record<Locale, string> = { 'en-US': 'en', 'zh-CN': 'zh-cn' };

function applyDocumentLocale(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALE[locale]);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** en-US is built in (it is also the fallback); zh-CN arrives as its own chunk when first chosen. */
const antdLocales: Partial<Record<Locale, AntdLocale>> = {};
const loading = new Map<Locale, Promise<void>>();

function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en-US') return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = import('./zh-CN.bundle').then((bundle) => {
      i18n.addResourceBundle('zh-CN', 'translation', bundle.zhCN, true, true);
      antdLocales['zh-CN'] = bundle.antdZhCN;
    });
    // A failed download (offline) may be tried again on the next choice.
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** Ant Design's texts for a loaded locale; undefined means its built-in English. */
export function antdLocaleOf(locale: string): AntdLocale | undefined {
  return antdLocales[locale as Locale];
}

const initial = storedLocale();
void i18n.use(initReactI18next).init({
  resources: {
    'en-US': { translation: enUS },
  },
  lng: initial,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Settles once the stored language's texts are in: the app renders after it (no English flash). */
export const i18nReady: Promise<void> = loadLocale(initial)
  .then(() => i18n.changeLanguage(initial))
  .then(
    () => applyDocumentLocale(initial),
    () => applyDocumentLocale(DEFAULT_LOCALE),
  );

export function currentLocale(): Locale {
  return LOCALES.find((l) => l === i18n.language) ?? DEFAULT_LOCALE;
}

/** Words as a list in the UI language: 'A, B and C', 'A、B和C'. */
export function listWords(words: string[]): string {
  return new Intl.ListFormat(currentLocale(), { style: 'long', type: 'conjunction' }).format(words);
}

/**
 * Switches the UI language and keeps it on this browser. `picked`: the person chose it in the
 * header, so the business's language (applied at each session start) no longer replaces it here;
 * false (the business's setting) lets the business's language apply again.
 */
export async function setLocale(locale: Locale, { picked }: { picked?: boolean } = {}): Promise<void> {
  await loadLocale(locale);
  writeLocal(LANGUAGE_KEY, locale);
  if (picked !== undefined) writeLocal(LANGUAGE_PICKED_KEY, picked ? 'Y' : null);
  applyDocumentLocale(locale);
  await i18n.changeLanguage(locale);
}

/** Whether the person picked the UI language in the header on this browser. */
export function languagePickedHere(): boolean {
  return readLocal(LANGUAGE_PICKED_KEY) === 'Y';
}

/** A text of the shared message catalogue (the one the server answers from) in the UI language. */
export function catalogueText(code: MessageCode, params?: Record<string, string | number>) {
  return messageText(code, currentLocale(), params);
}

/** A server field error or a shared rule message, shown in the UI language. */
export function ruleText(raw: string): string {
  const code = raw.split('|')[0] ?? raw;
  return isMessageCode(code) ? renderRuleMessage(raw, currentLocale()) : raw;
}

export { i18n };
