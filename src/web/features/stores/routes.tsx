import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Store pages by page key; who sees them is the server's menu. */
export const storesPages: PageRegistry = {
  'setting.storeManagement': {
    path: '/setting/storeManagement',
    load: () => import('./pages/store-management/StoreManagementPage'),
  },
  'setting.addStore': {
    path: '/setting/storeManagement/addStore',
    load: () => import('./pages/store-form/AddStorePage'),
  },
  'setting.showStore': {
    path: '/setting/storeManagement/showStore',
    load: () => import('./pages/show-store/ShowStorePage'),
  },
  'setting.amendStore': {
    path: '/setting/storeManagement/amendStore',
    load: () => import('./pages/store-form/AmendStorePage'),
  },
  'setting.manageStoreFront': {
    path: '/setting/manageStoreFront',
    load: () => import('./pages/storefront/StorefrontPage'),
  },
  'setting.storeSettings': {
    path: '/setting/manageStoreFront/storeSettings',
    load: () => import('./pages/store-settings/StoreSettingsPage'),
  },
};
