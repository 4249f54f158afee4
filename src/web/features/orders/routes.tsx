import type { PageRegistry } from '../../app/menu/pageRegistry';

const list = () => import('./pages/orders/OrdersPage');
const refund = () => import('./pages/refund/RefundPage');

/** Order management (spec 001 section 2, Manage menu: Order); every tab is the same page. */
export const ordersPages: PageRegistry = {
  'orders.index': { path: '/manage/order', load: list },
  'orders.newOrders': { path: '/manage/order/newOrders', load: list },
  'orders.onGoing': { path: '/manage/order/onGoing', load: list },
  'orders.picked': { path: '/manage/order/picked', load: list },
  'orders.completed': { path: '/manage/order/completed', load: list },
  'orders.suspended': { path: '/manage/order/suspended', load: list },
  'orders.waitingForRefund': { path: '/manage/order/waitingForRefund', load: list },
  'orders.refunded': { path: '/manage/order/refunded', load: list },
  'orders.refund': { path: '/manage/order/refund', load: refund },
  'orders.waitingRefund': { path: '/manage/order/waitingForRefund/refund', load: refund },
  'orders.detail': { path: '/manage/order/detail', load: () => import('./pages/detail/OrderDetailPage') },
  'orders.receipt': { path: '/manage/order/completed/receipt', load: () => import('./pages/receipt/ReceiptPage') },
};
