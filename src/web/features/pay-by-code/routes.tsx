import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Pay by code's page; who sees it is the server's menu (function 10 BuyGoods, type 111). */
export const payByCodePages: PageRegistry = {
  'finance.payByCode': { path: '/finance/payByCode', load: () => import('./pages/pay-by-code/PayByCodePage') },
};
