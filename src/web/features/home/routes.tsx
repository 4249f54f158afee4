import type { PageRegistry } from '../../app/menu/pageRegistry';

/** The first page after login. */
export const homePages: PageRegistry = {
  home: { path: '/home', load: () => import('./pages/home/HomePage') },
};
