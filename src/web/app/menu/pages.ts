import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { accountPages } from '../../features/account/routes';
import { auditPages } from '../../features/audit/routes';
import { devicesPages } from '../../features/devices/routes';
import { globalizationPages } from '../../features/globalization/routes';
import { beneficiaryPages } from '../../features/beneficiary/routes';
import { customersPages } from '../../features/customers/routes';
import { businessPages } from '../../features/business/routes';
import { helpPages } from '../../features/help/routes';
import { homePages } from '../../features/home/routes';
import { ordersPages } from '../../features/orders/routes';
import { storesPages } from '../../features/stores/routes';
import { salesTaxPages } from '../../features/sales-tax/routes';
import { transferPages } from '../../features/transfer/routes';
import { billsPages } from '../../features/bills/routes';
import { standingOrderPages } from '../../features/standing-orders/routes';
import { inventoryPages } from '../../features/inventory/routes';
import { approvalsPages } from '../../features/approvals/routes';
import { walletPages } from '../../features/wallet/routes';
import { statementsPages } from '../../features/statements/routes';
import { transactionsPages } from '../../features/transactions/routes';
import { topupPages } from '../../features/topup/routes';
import { settlementPages } from '../../features/settlement/routes';
import { tillsPages } from '../../features/tills/routes';
import { checkoutPages } from '../../features/checkout/routes';
import { payByCodePages } from '../../features/pay-by-code/routes';
import { notificationsPages } from '../../features/notifications/routes';
import { staffPages } from '../../features/staff/routes';
import { normalizePath } from './menuTree';
import type { PageRegistry } from './pageRegistry';

/** Every page the browser can show for a menu entry, by page key. One chunk per page. */
export const PAGES: PageRegistry = {
  ...staffPages,
  ...homePages,
  ...ordersPages,
  ...accountPages,
  ...storesPages,
  ...salesTaxPages,
  ...auditPages,
  ...devicesPages,
  ...globalizationPages,
  ...businessPages,
  ...beneficiaryPages,
  ...customersPages,
  ...transferPages,
  ...billsPages,
  ...standingOrderPages,
  ...inventoryPages,
  ...approvalsPages,
  ...walletPages,
  ...transactionsPages,
  ...statementsPages,
  ...topupPages,
  ...notificationsPages,
  ...helpPages,
  ...tillsPages,
  ...checkoutPages,
  ...payByCodePages,
  ...settlementPages,
};

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazily loaded page of a page key, made once; null for a key this build does not know. */
export function pageComponent(pageKey: string | null): LazyExoticComponent<ComponentType> | null {
  if (!pageKey) return null;
  const def = PAGES[pageKey];
  if (!def) return null;
  let page = lazyPages.get(pageKey);
  if (!page) {
    page = lazy(def.load);
    lazyPages.set(pageKey, page);
  }
  return page;
}

/** The path of the page a page key is another name for (it leads there and opens no tab); null for a page of its own. */
export function aliasPath(pageKey: string | null): string | null {
  const target = pageKey ? PAGES[pageKey]?.aliasOf : undefined;
  return target ? (PAGES[target]?.path ?? null) : null;
}

const knownPaths = new Set(Object.values(PAGES).map((p) => normalizePath(p.path)));

const preloaded = new Set<string>();

/**
 * Starts fetching the page of a path (its chunk and what it imports) while the session and the
 * shell load, instead of after them: a page opened by its address shows sooner. Whether the person
 * may open it is still the menu's to say; this only warms the browser's module cache.
 */
export function preloadPage(pathname: string): void {
  const path = normalizePath(pathname);
  if (preloaded.has(path)) return;
  preloaded.add(path);
  const def = Object.values(PAGES).find((p) => normalizePath(p.path) === path);
  def?.load().catch(() => {
    // The page loads (and reports a failure) the usual way when it opens.
  });
}

/** Whether a path is one of the app's pages (before login, to tell a page from a typo). */
export function isKnownPagePath(pathname: string): boolean {
  return knownPaths.has(normalizePath(pathname));
}
