import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Account pages by page key; the profile is a hidden menu entry reached from the user menu. */
export const accountPages: PageRegistry = {
  'account.profile': {
    path: '/account/accountProfile',
    load: () => import('./pages/account-profile/AccountProfilePage'),
  },
};
