import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Device management pages by page key; who sees them is the server's menu (function 39). */
export const devicesPages: PageRegistry = {
  'setting.deviceManagement': {
    path: '/setting/deviceManagement',
    load: () => import('./pages/device-management/DeviceManagementPage'),
  },
};
