import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Business pages by page key; who sees them is the server's menu (functions 30, 31, 32, 3706). */
export const businessPages: PageRegistry = {
  'setting.businessSetup': {
    path: '/setting/businessSetup',
    load: () => import('./pages/business-setup/BusinessSetupPage'),
  },
  'setting.subscriptionPlan': {
    path: '/setting/subscriptionPlan',
    load: () => import('./pages/subscription-plan/SubscriptionPlanPage'),
  },
  'setting.stakeholderManagement': {
    path: '/setting/stakeholderManagement',
    load: () => import('./pages/stakeholder-management/StakeholderManagementPage'),
  },
  'setting.stakeholderFail': {
    path: '/setting/stakeholderManagement/fail',
    load: () => import('./pages/stakeholder-fail/StakeholderFailPage'),
  },
  'business.index': {
    path: '/business/index',
    load: () => import('./pages/business-index/BusinessIndexPage'),
  },
  'business.myBusiness': {
    path: '/business/myBusiness',
    load: () => import('./pages/my-business/MyBusinessPage'),
  },
  'business.subMerchant': {
    path: '/business/subMerchant',
    load: () => import('./pages/sub-merchant/SubMerchantPage'),
  },
};
