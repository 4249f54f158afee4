import type { PageRegistry } from '../../app/menu/pageRegistry';

/** The globalization page (spec 000 section 2: no permission). */
export const globalizationPages: PageRegistry = {
  'setting.globalization': {
    path: '/setting/globalization',
    load: () => import('./pages/globalization/GlobalizationPage'),
  },
};
