import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Store pages by page key; who sees them is the server's menu. */
export const storesPages: PageRegistry = {
  'setting.storeManagement': {
    path: '/setting/storeManagement',
    load: () => import('./pages/store-management/StoreManagementPage'),
  },
};
