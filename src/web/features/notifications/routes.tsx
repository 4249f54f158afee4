import type { PageRegistry } from '../../app/menu/pageRegistry';

/**
 * Notification pages by page key; who sees them is the server's menu (3710 notification
 * management, 09 for split bills). The drawer itself lives in the header (components/NotificationBell).
 */
export const notificationsPages: PageRegistry = {
  'setting.manageNotifications': {
    path: '/setting/manageNotifications',
    load: () => import('./pages/manage-notifications/ManageNotificationsPage'),
  },
  'finance.splitBill': {
    path: '/finance/splitBill',
    load: () => import('./pages/split-bill/SplitBillPage'),
  },
};
