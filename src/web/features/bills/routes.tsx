import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Bills and airtime pages by page key; who sees them is the server's menu (function 04, type 125). */
export const billsPages: PageRegistry = {
  'finance.payUtilities': {
    path: '/finance/payUtilities',
    load: () => import('./pages/pay-utilities/PayUtilitiesPage'),
  },
  'finance.payUtilities.accountManage': {
    path: '/finance/payUtilities/accountManage/index',
    load: () => import('./pages/account-manage/AccountManagePage'),
  },
  'finance.payUtilities.regularBill': {
    path: '/finance/payUtilities/regularBill/index',
    load: () => import('./pages/regular-bill/RegularBillPage'),
  },
};
