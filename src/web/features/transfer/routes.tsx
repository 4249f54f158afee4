import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Send-money pages by page key; who sees them is the server's menu (function 09, type 110). */
export const transferPages: PageRegistry = {
  'finance.transfer': {
    path: '/finance/transfer',
    load: () => import('./pages/transfer/TransferPage'),
  },
  'finance.transfer.details': {
    path: '/finance/transfer/details',
    load: () => import('./pages/transfer-details/TransferDetailsPage'),
  },
};
