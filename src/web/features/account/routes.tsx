import type { PageRegistry } from '../../app/menu/pageRegistry';

/**
 * Account pages by page key: hidden menu entries reached from the user menu. A person without a
 * business yet has no menu and reaches these two from the landing page's user menu.
 */
export const accountPages: PageRegistry = {
  'account.profile': {
    path: '/account/accountProfile',
    load: () => import('./pages/account-profile/AccountProfilePage'),
  },
  'account.privacyAndSecurity': {
    path: '/account/privacyAndSecurity',
    load: () => import('./pages/privacy-and-security/PrivacyAndSecurityPage'),
  },
  'setting.index': {
    path: '/setting/index',
    load: () => import('./pages/settings-index/SettingsIndexPage'),
  },
};

export const PERSON_PAGE_KEYS = ['account.profile', 'account.privacyAndSecurity'] as const;
