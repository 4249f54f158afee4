import type { PageRegistry } from '../../app/menu/pageRegistry';

/** The first page after login. */
export const homePages: PageRegistry = {
  home: { path: '/home', load: () => import('./pages/home/HomePage') },
  'home.miniApps': { path: '/home/miniApps', load: () => import('./pages/mini-apps/MiniAppsPage') },
};
