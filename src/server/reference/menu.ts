/**
 * The menu is data (ARCHITECTURE.md section 4). Each area adds its own entries when its screens
 * work, so no entry ever leads to an empty page. Page keys map to lazily loaded pages in the SPA.
 */
export interface MenuSeed {
  id: string;
  parentId: string | null;
  path: string;
  pageKey: string | null;
  titleKey: string;
  icon: string | null;
  order: number;
  hidden?: boolean;
  funcNo?: string | null;
  transTypId?: string | null;
  subscription?: boolean;
  webLink?: string | null;
}

export const MENU: MenuSeed[] = [
  { id: 'home', parentId: null, path: '/home', pageKey: 'home', titleKey: 'menu.home', icon: 'HomeOutlined', order: 10 },
  {
    id: 'account.profile',
    parentId: null,
    path: '/account/accountProfile',
    pageKey: 'account.profile',
    titleKey: 'menu.accountProfile',
    icon: 'UserOutlined',
    order: 800,
    hidden: true,
  },
  {
    id: 'account.privacyAndSecurity',
    parentId: null,
    path: '/account/privacyAndSecurity',
    pageKey: 'account.privacyAndSecurity',
    titleKey: 'menu.privacyAndSecurity',
    icon: 'SafetyOutlined',
    order: 810,
    hidden: true,
  },
  {
    id: 'business.index',
    parentId: null,
    path: '/business/index',
    pageKey: 'business.index',
    titleKey: 'business.menu.index',
    icon: 'ApartmentOutlined',
    order: 700,
    // Spec 000 section 6: 34 MyOtherBusiness (the brief had none; a cashier holds no business pages).
    funcNo: '34',
  },
  {
    id: 'business.myBusiness',
    parentId: 'business.index',
    path: '/business/myBusiness',
    pageKey: 'business.myBusiness',
    titleKey: 'business.menu.myBusiness',
    icon: 'ShopOutlined',
    order: 10,
    hidden: true,
    funcNo: '34',
  },
  {
    id: 'business.subMerchant',
    parentId: 'business.index',
    path: '/business/subMerchant',
    pageKey: 'business.subMerchant',
    titleKey: 'business.menu.subMerchant',
    icon: 'ApartmentOutlined',
    order: 20,
    hidden: true,
    funcNo: '32',
  },
  { id: 'setting', parentId: null, path: '/setting', pageKey: null, titleKey: 'menu.setting', icon: 'SettingOutlined', order: 900 },
  {
    id: 'setting.businessSetup',
    parentId: 'setting',
    path: '/setting/businessSetup',
    pageKey: 'setting.businessSetup',
    titleKey: 'business.menu.businessSetup',
    icon: 'ProfileOutlined',
    order: 10,
    funcNo: '30',
  },
  {
    id: 'setting.subscriptionPlan',
    parentId: 'setting',
    path: '/setting/subscriptionPlan',
    pageKey: 'setting.subscriptionPlan',
    titleKey: 'business.menu.subscriptionPlan',
    icon: 'CrownOutlined',
    order: 20,
    funcNo: '3706',
  },
  {
    id: 'setting.storeManagement',
    parentId: 'setting',
    path: '/setting/storeManagement',
    pageKey: 'setting.storeManagement',
    titleKey: 'menu.storeManagement',
    icon: 'ShopOutlined',
    order: 50,
    funcNo: '2001',
  },
  {
    id: 'setting.stakeholderManagement',
    parentId: 'setting',
    path: '/setting/stakeholderManagement',
    pageKey: 'setting.stakeholderManagement',
    titleKey: 'business.menu.stakeholderManagement',
    icon: 'TeamOutlined',
    order: 80,
    funcNo: '31',
  },
  {
    id: 'setting.stakeholderFail',
    parentId: 'setting.stakeholderManagement',
    path: '/setting/stakeholderManagement/fail',
    pageKey: 'setting.stakeholderFail',
    titleKey: 'business.menu.stakeholderFail',
    icon: null,
    order: 10,
    hidden: true,
    funcNo: '31',
  },
  {
    id: 'setting.auditTrail',
    parentId: 'setting',
    path: '/setting/auditTrail',
    pageKey: 'setting.auditTrail',
    titleKey: 'menu.auditTrail',
    icon: 'AuditOutlined',
    order: 120,
    funcNo: '3704',
  },
];
