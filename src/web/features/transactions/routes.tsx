import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Transaction records and one record's detail; who sees them is the server's menu (function 12). */
export const transactionsPages: PageRegistry = {
  'finance.transaction': { path: '/finance/transaction', load: () => import('./pages/transaction-list/TransactionListPage') },
  'finance.transRecordDetail': { path: '/finance/components/transRecordDetail', load: () => import('./pages/record-detail/TransRecordDetailPage') },
};
