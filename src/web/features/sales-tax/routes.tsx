import type { PageRegistry } from '../../app/menu/pageRegistry';

/** The sales tax page by page key; who sees it is the server's menu (function 3703). */
export const salesTaxPages: PageRegistry = {
  'setting.SalesTax': {
    path: '/setting/SalesTax',
    load: () => import('./pages/SalesTaxPage'),
  },
};
