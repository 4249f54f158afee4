import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Beneficiary pages by page key; who sees them is the server's menu (function 11). */
export const beneficiaryPages: PageRegistry = {
  'finance.beneficiary': {
    path: '/finance/beneficiary',
    load: () => import('./pages/beneficiary-list/BeneficiaryPage'),
  },
  'finance.beneficiary.addBeneficiary': {
    path: '/finance/beneficiary/addBeneficiary',
    load: () => import('./pages/beneficiary-form/AddBeneficiaryPage'),
  },
  'finance.beneficiary.amendBeneficiary': {
    path: '/finance/beneficiary/amendBeneficiary',
    load: () => import('./pages/beneficiary-form/AmendBeneficiaryPage'),
  },
  'finance.beneficiary.addGroup': {
    path: '/finance/beneficiary/group/addGroup',
    load: () => import('./pages/group-form/AddGroupPage'),
  },
  'finance.beneficiary.amendGroup': {
    path: '/finance/beneficiary/group/amendGroup',
    load: () => import('./pages/group-form/AmendGroupPage'),
  },
};
