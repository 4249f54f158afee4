import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Checkout pages by page key; who sees them is the server's menu (43 Cashier, transaction type 117). */
export const checkoutPages: PageRegistry = {
  'checkout.index': { path: '/checkout/index', load: () => import('./pages/checkout/CheckoutPage') },
  'checkout.inventoryItem': { path: '/checkout/inventoryItem', load: () => import('./pages/checkout/CheckoutPage') },
  'checkout.nonInventoryItem': { path: '/checkout/nonInventoryItem', load: () => import('./pages/checkout/CheckoutPage') },
};
