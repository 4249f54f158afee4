import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Standing order pages by page key; who sees them is the server's menu (function 14, menu 110). */
export const standingOrderPages: PageRegistry = {
  'finance.standingOrder': {
    path: '/finance/standingOrder',
    load: () => import('./pages/StandingOrderListPage'),
  },
  'finance.standingOrder.add': {
    path: '/finance/standingOrder/add',
    load: () => import('./pages/AddStandingOrderPage'),
  },
  'finance.standingOrder.orderDetail': {
    path: '/finance/standingOrder/orderDetail',
    load: () => import('./pages/StandingOrderDetailPage'),
  },
  'finance.standingOrder.edit': {
    path: '/finance/standingOrder/edit',
    load: () => import('./pages/EditStandingOrderPage'),
  },
};
