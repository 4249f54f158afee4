import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Settlement pages by page key (function 1A SettleTransactionHistory); the server's menu decides who sees them. */
export const settlementPages: PageRegistry = {
  'settlement.index': { path: '/analysis/settelement', load: () => import('./pages/settlement/SettlementPage') },
  'settlement.tills': { path: '/analysis/settelement/tills', load: () => import('./pages/settlement-tills/SettlementTillsPage') },
};
