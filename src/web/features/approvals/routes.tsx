import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Account mandates (function 3701) and transaction approval (3702) pages; who sees them is the server's menu. */
export const approvalsPages: PageRegistry = {
  'account.accountMandate': { path: '/account/accountMandate', load: () => import('./pages/MandateListPage') },
  'account.accountMandate.add': { path: '/account/accountMandate/add', load: () => import('./pages/MandateFormPage') },
  'setting.transactionApproval': { path: '/setting/transactionApproval', load: () => import('./pages/ApprovalListPage') },
  'setting.transactionApproval.detail': { path: '/setting/transactionApproval/detail', load: () => import('./pages/ApprovalDetailPage') },
};
