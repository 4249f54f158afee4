import type { Locale } from '../i18n/messages';

/**
 * The names of the roles a person holds in a business: the two system roles and the staff role
 * groups (spec 000 section 6). `en` is what the server stores as the role's name (and writes in
 * audit rows); screens show the reader's language with `roleNameIn`.
 */
export const ROLE_NAMES = {
  OWNER: { en: 'Owner', zh: '店主' },
  ADMIN: { en: 'Administrator', zh: '管理员' },
  SALES: { en: 'Sales', zh: '销售' },
  STORE_MANAGER: { en: 'Store manager', zh: '店长' },
  ACCOUNTANT: { en: 'Accountant', zh: '会计' },
  STOCK_KEEPER: { en: 'Stock keeper', zh: '库管' },
  MARKETING: { en: 'Marketing', zh: '市场' },
  FINANCE: { en: 'Finance officer', zh: '财务专员' },
  ADMINISTRATOR: { en: 'Staff administrator', zh: '员工管理员' },
} as const satisfies Record<string, { en: string; zh: string }>;

/**
 * Other roles the server stores by name: the demo business's cashier (seed/demo.ts) and the
 * authorizers of its mandate (seed/demoApprovals.ts). They are not role groups, so they have no
 * audit words (`AUDIT_ROLE_*` follows `ROLE_NAMES`), but every screen names them as it names the rest.
 */
export const OTHER_ROLE_NAMES = {
  CASHIER: { en: 'Cashier', zh: '收银员' },
  AUTHORIZER: { en: 'Authorizer', zh: '审批人' },
} as const satisfies Record<string, { en: string; zh: string }>;

const BY_STORED = new Map<string, { en: string; zh: string }>([...Object.values(ROLE_NAMES), ...Object.values(OTHER_ROLE_NAMES)].map((n) => [n.en, n]));

/** A stored role name in the reader's language; a name we do not know shows as stored. */
export function roleNameIn(stored: string, locale: Locale): string {
  const known = BY_STORED.get(stored);
  return known && locale === 'zh-CN' ? known.zh : stored;
}
