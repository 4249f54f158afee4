import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Till pages by page key; who sees them is the server's menu (function 38: 3801, 3802). */
export const tillsPages: PageRegistry = {
  'tills.index': { path: '/setting/tillManagement', load: () => import('./pages/till-management/TillManagementPage') },
  'tills.index.alias': { path: '/tillManagement/index', aliasOf: 'tills.index', load: () => import('./pages/till-management/TillManagementPage') },
  'tills.till': { path: '/setting/tillManagement/till', load: () => import('./pages/till/TillPage') },
  'tills.settle': { path: '/setting/tillManagement/settle', load: () => import('./pages/settle/SettlePage') },
  'tills.requestTill': { path: '/setting/tillManagement/requestTill', load: () => import('./pages/request-till/RequestTillPage') },
  'tills.settle.alias': { path: '/tillManagement/settle', aliasOf: 'tills.settle', load: () => import('./pages/settle/SettlePage') },
  'tills.requestTill.alias': { path: '/tillManagement/requestTill', aliasOf: 'tills.requestTill', load: () => import('./pages/request-till/RequestTillPage') },
  'tills.payments': { path: '/tillManagement/payments', load: () => import('./pages/payments/TillPaymentsPage') },
  'tills.payTill': { path: '/tillManagement/payTill', load: () => import('./pages/pay-till/PayTillPage') },
  'tills.statement': { path: '/finance/money/tillStatement', load: () => import('./pages/statement/TillStatementPage') },
};
