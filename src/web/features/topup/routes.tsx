import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Top-up pages by page key; who sees them is the server's menu (function 08, type 101; 3705). */
export const topupPages: PageRegistry = {
  'finance.money': { path: '/finance/money', load: () => import('./pages/money/MoneyPage') },
  'finance.money.mobileInformation': {
    path: '/finance/money/mobileInformation',
    load: () => import('./pages/mobile-information/MobileInformationPage'),
  },
  'finance.money.mobileConfirm': { path: '/finance/money/mobileConfirm', load: () => import('./pages/mobile-confirm/MobileConfirmPage') },
  'finance.money.mobilePayment': { path: '/finance/money/mobilePayment', load: () => import('./pages/mobile-payment/MobilePaymentPage') },
  'finance.money.mobileResult': { path: '/finance/money/mobileResult', load: () => import('./pages/mobile-result/MobileResultPage') },
  'finance.money.accountManagement': {
    path: '/finance/money/accountManagement',
    load: () => import('./pages/account-management/AccountManagementPage'),
  },
  'finance.money.addNumber': { path: '/finance/money/addNumber', load: () => import('./pages/add-number/AddNumberPage') },
  'finance.money.bankInformation': {
    path: '/finance/money/bankInformation',
    load: () => import('./pages/bank-information/BankInformationPage'),
  },
  'setting.pesalinkRegistration': {
    path: '/setting/pesalinkRegistration',
    load: () => import('./pages/pesalink-registration/PesalinkRegistrationPage'),
  },
};
