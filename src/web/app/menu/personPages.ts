import { PERSON_PAGE_KEYS } from '../../features/account/routes';
import { SUPPORT_PAGE_KEYS } from '../../features/help/routes';
import { normalizePath } from './menuTree';
import { PAGES } from './pages';

/**
 * The pages of a person without a business yet (registered, no business set up): their own
 * account. They have no menu (getNav needs a business), so these are routed from the registry.
 */
export const PERSON_PAGES = [...PERSON_PAGE_KEYS, ...SUPPORT_PAGE_KEYS].map((key) => ({ key, path: PAGES[key]!.path }));

/** Whether a path (with or without its query) is one of those pages. */
export function isPersonPagePath(path: string): boolean {
  const pathname = normalizePath(path.split(/[?#]/)[0] ?? path);
  return PERSON_PAGES.some((p) => normalizePath(p.path) === pathname);
}

/** The path of a person page by its key (for the user menu of a person without a business). */
export function personPagePath(key: (typeof PERSON_PAGE_KEYS)[number]): string {
  return PERSON_PAGES.find((p) => p.key === key)!.path;
}
