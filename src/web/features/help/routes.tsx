import type { PageRegistry } from '../../app/menu/pageRegistry';

/**
 * Help center pages by page key. The merchant's page is a menu entry (function 40); the support
 * desk is the home of the provider's support agents, who have no business and so no menu
 * (routed like a person's own pages, src/web/app/menu/personPages.ts).
 */
export const helpPages: PageRegistry = {
  'setting.helpManagement': {
    path: '/setting/helpManagement',
    load: () => import('./pages/help-center/HelpCenterPage'),
  },
  'support.desk': {
    path: '/supportDesk',
    load: () => import('./pages/support-desk/SupportDeskPage'),
  },
};

export const SUPPORT_PAGE_KEYS = ['support.desk'] as const;
export const SUPPORT_HOME = '/supportDesk';
