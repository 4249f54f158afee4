import type { PageRegistry } from '../../app/menu/pageRegistry';

/** The account statement page; who sees it is the server's menu (function 1301). */
export const statementsPages: PageRegistry = {
  'finance.accountStatement': { path: '/finance/money/accountStatement', load: () => import('./pages/account-statement/AccountStatementPage') },
};
