import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Inventory pages by page key; who sees them is the server's menu (22 Inventory, subscription-gated). */
export const inventoryPages: PageRegistry = {
  'inventory.index': { path: '/manage/inventory', load: () => import('./pages/InventoryPage') },
  'inventory.add': { path: '/manage/inventory/addInventory', load: () => import('./pages/AddProductPage') },
  'inventory.edit': { path: '/manage/inventory/editInventory', load: () => import('./pages/EditProductPage') },
  'inventory.detail': { path: '/manage/inventory/inventoryDetail', load: () => import('./pages/ProductDetailPage') },
};
