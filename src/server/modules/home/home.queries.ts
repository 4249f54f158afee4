import type { Kysely, Selectable } from 'kysely';
import type { Banner, MiniApp, QuickEntry } from '../../../shared/actions/home';
import type { Database, HomeBannerTable, MenuEntryTable, MiniAppTable } from '../../db/schema';
import type { Locale } from '../../../shared/i18n/messages';
import { toNairobi14 } from '../../db/util';
import { localized } from '../content/translations';
import { planActive } from '../identity/identity.queries';

/**
 * The menu pages a person may put in quick access, in menu order: every page of the menu their
 * role's functions and the plan let them open (as getNav filters it), visible in the side menu or
 * one of the home page's own quick actions (withdraw, request to pay, QR code); never /home itself.
 */
export async function permittedQuickEntries(db: Kysely<Database>, session: { roleId: string; merchantId: string }): Promise<QuickEntry[]> {
  const { entries, allowed } = await menuAccess(db, session);
  const byParent = new Map<string | null, Selectable<MenuEntryTable>[]>();
  for (const e of entries) byParent.set(e.parent_id, [...(byParent.get(e.parent_id) ?? []), e]);
  const out: QuickEntry[] = [];
  const walk = (parentId: string | null) => {
    for (const e of byParent.get(parentId) ?? []) {
      if (!allowed(e)) continue;
      const openable = Boolean(e.page_key || e.web_link);
      const shown = e.hidden !== 'Y' || e.parent_id === 'home';
      if (openable && shown && e.id !== 'home') out.push({ menuId: e.id, path: e.path, titleKey: e.title_key, icon: e.icon, webLink: e.web_link });
      if (e.hidden !== 'Y') walk(e.id);
    }
  };
  walk(null);
  return out;
}

/** The menu's entries and whether the person may open one (their role's function, the plan), as getNav decides. */
async function menuAccess(db: Kysely<Database>, session: { roleId: string; merchantId: string }) {
  const [entries, funcs, merchant] = await Promise.all([
    db.selectFrom('menu_entries').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('role_functions').select('func_no').where('role_id', '=', session.roleId).execute(),
    db.selectFrom('merchants').select(['plan_code', 'plan_expires_at']).where('id', '=', session.merchantId).executeTakeFirstOrThrow(),
  ]);
  const held = new Set(funcs.map((f) => f.func_no));
  const hasPlan = planActive(merchant);
  const allowed = (e: Selectable<MenuEntryTable>) => (!e.func_no || held.has(e.func_no)) && (e.subscription !== 'Y' || hasPlan);
  return { entries, allowed };
}

/**
 * Whether a banner's or mini app's portal route is one the person may open: a route of a menu
 * page they may not open is not offered to them (it would lead to 'no access'). Web links and
 * routes outside the menu are always offered.
 */
export async function routeOpenable(db: Kysely<Database>, session: { roleId: string; merchantId: string }): Promise<(linkType: string | null, link: string | null) => boolean> {
  const { entries, allowed } = await menuAccess(db, session);
  const byPath = new Map(entries.filter((e) => e.path).map((e) => [e.path, e]));
  return (linkType, link) => {
    if (linkType !== 'route' || !link) return true;
    const entry = byPath.get(link.split(/[?#]/)[0] ?? link);
    return !entry || allowed(entry);
  };
}

/**
 * A banner's and a mini app's texts, in the reader's language where the provider translated them.
 * A mini app's category stays as stored: it is a filter value, which the web app names.
 */
const BANNER_TEXTS = ['title', 'description'] as const;
const MINI_APP_TEXTS = ['name', 'description'] as const;

export function bannerRecord(row: Selectable<HomeBannerTable>, locale: Locale): Banner {
  const b = localized(row, locale, BANNER_TEXTS);
  return {
    bannerId: b.id,
    title: b.title,
    description: b.description,
    imageUrl: b.image_url,
    linkType: b.link_type === 'web' || b.link_type === 'route' ? b.link_type : null,
    link: b.link,
    startAt: toNairobi14(b.starts_at),
    endAt: b.ends_at ? toNairobi14(b.ends_at) : null,
    order: b.sort_order,
  };
}

export function miniAppRecord(row: Selectable<MiniAppTable>, locale: Locale): MiniApp {
  const a = localized(row, locale, MINI_APP_TEXTS);
  return {
    appId: a.id,
    name: a.name,
    description: a.description,
    category: a.category,
    iconUrl: a.icon_url,
    linkType: a.link_type === 'web' ? 'web' : 'route',
    address: a.address,
    recommended: a.recommended === 'Y' ? 'Y' : 'N',
  };
}
