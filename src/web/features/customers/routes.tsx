import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Customer pages by page key; who sees them is the server's menu (function 21). */
export const customersPages: PageRegistry = {
  'customers.index': { path: '/customer', load: () => import('./pages/customer-list/CustomerListPage') },
  'customers.add': { path: '/customer/add', load: () => import('./pages/customer-form/AddCustomerPage') },
  'customers.edit': { path: '/customer/edit', load: () => import('./pages/customer-form/EditCustomerPage') },
  'customers.bulkAdd': { path: '/customer/bulkAdd', load: () => import('./pages/bulk-add/BulkAddPage') },
  'customers.details': { path: '/customer/details', load: () => import('./pages/details/CustomerDetailsPage') },
  'customers.sendMessage': { path: '/customer/sendMessage', load: () => import('./pages/send-message/SendMessagePage') },
  'customers.tryAgain': { path: '/customer/sendMessage/tryAgain', load: () => import('./pages/try-again/TryAgainPage') },
  'customers.blackList': { path: '/customer/blackList', load: () => import('./pages/black-list/BlackListPage') },
};
