import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
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
import { zhCN } from './zh-CN';

const LANGUAGE_KEY = 'bz.lang';

function storedLocale(): Locale {
  const saved = readLocal(LANGUAGE_KEY);
  return LOCALES.find((l) => l === saved) ?? DEFAULT_LOCALE;
}

const DAYJS_LOCALE: Record<Locale, string> = { 'en-US': 'en', 'zh-CN': 'zh-cn' };

function applyDocumentLocale(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALE[locale]);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

const initial = storedLocale();
void i18n.use(initReactI18next).init({
  resources: {
    'en-US': { translation: enUS },
    'zh-CN': { translation: zhCN },
  },
  lng: initial,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyDocumentLocale(initial);

export function currentLocale(): Locale {
  return LOCALES.find((l) => l === i18n.language) ?? DEFAULT_LOCALE;
}

export async function setLocale(locale: Locale): Promise<void> {
  writeLocal(LANGUAGE_KEY, locale);
  applyDocumentLocale(locale);
  await i18n.changeLanguage(locale);
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
