import { roleNameIn } from '../../shared/dict/roles';
import { currentLocale, i18n } from '../i18n';

/** The label of a dictionary code (i18n `dict.<family>.<code>`), or the code when it has none. */
export function dictText(family: string, code: string | null | undefined, empty = ''): string {
  if (code === null || code === undefined || code === '') return empty;
  const key = `dict.${family}.${code}`;
  return i18n.exists(key) ? i18n.t(key) : code;
}

/** A stored role name (Owner, Sales, …) in the UI language. */
export function roleText(name: string | null | undefined, empty = ''): string {
  return name ? roleNameIn(name, currentLocale()) : empty;
}
