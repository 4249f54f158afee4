import type { Kysely } from 'kysely';
import {
  AddQuickRange,
  MerchantBannerList,
  MerQuickAccessPermission,
  QryAllMiniAppList,
  QryRecomMiniAppList,
  QueryQuickRange,
  type QuickEntry,
} from '../../../shared/actions/home';
import { quickAccessSize, quickRangeProblem } from '../../../shared/rules/home';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { bannerRecord, miniAppRecord, permittedQuickEntries, routeOpenable } from './home.queries';

/** A person's saved choice, kept to what they may still open (a role may have lost a function). */
async function quickRange(ctx: SessionContext) {
  const permitted = await permittedQuickEntries(ctx.db, ctx.session);
  const size = quickAccessSize(permitted.length);
  const saved = await chosenIds(ctx.db, ctx.session.personId, ctx.session.merchantId);
  const byId = new Map(permitted.map((e) => [e.menuId, e]));
  if (saved.length === 0) return { list: permitted.slice(0, size), size, custom: 'N' as const };
  const list = saved.map((id) => byId.get(id)).filter((e): e is QuickEntry => Boolean(e));
  // An entry the role no longer allows drops out; the next permitted pages fill its place.
  for (const e of permitted) {
    if (list.length >= size) break;
    if (!list.includes(e)) list.push(e);
  }
  return { list, size, custom: 'Y' as const };
}

async function chosenIds(db: Kysely<Database>, personId: string, merchantId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('quick_access_entries')
    .select('menu_id')
    .where('person_id', '=', personId)
    .where('merchant_id', '=', merchantId)
    .orderBy('position')
    .limit(50)
    .execute();
  return rows.map((r) => r.menu_id);
}

/**
 * Home extras (spec 000 sections 2, 7 and 9). Quick access is per person and business, chosen
 * among the pages their role may open; banners and mini apps are the provider's, the same for every
 * business, each shown while active and in its order.
 */
export const homeActions = [
  sessionAction(MerQuickAccessPermission, {}, async (_input, ctx) => {
    const list = await permittedQuickEntries(ctx.db, ctx.session);
    return { list, size: quickAccessSize(list.length) };
  }),

  sessionAction(QueryQuickRange, {}, async (_input, ctx) => quickRange(ctx)),

  sessionAction(AddQuickRange, {}, async (input, ctx) => {
    const permitted = await permittedQuickEntries(ctx.db, ctx.session);
    const problem = quickRangeProblem(
      input.menuIds,
      permitted.map((e) => e.menuId),
    );
    if (problem) throw new BizError(problem.code, problem.params ?? {}, { field: 'menuIds' });
    const { personId, merchantId } = ctx.session;
    const now = nowIso();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('quick_access_entries').where('person_id', '=', personId).where('merchant_id', '=', merchantId).execute();
      await trx
        .insertInto('quick_access_entries')
        .values(input.menuIds.map((menuId, position) => ({ id: newId(), person_id: personId, merchant_id: merchantId, menu_id: menuId, position, created_at: now })))
        .execute();
    });
    await ctx.audit({ event: 'QUICK_ACCESS', detail: { code: 'AUDIT_QUICK_ACCESS', params: { menus: input.menuIds.join(', ') } } });
    return quickRange(ctx);
  }),

  sessionAction(MerchantBannerList, {}, async (_input, ctx) => {
    const now = nowIso();
    const rows = await ctx.db
      .selectFrom('home_banners')
      .selectAll()
      .where('status', '=', 'A')
      .where('starts_at', '<=', now)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .orderBy('sort_order')
      .orderBy('id')
      .limit(20)
      .execute();
    const openable = await routeOpenable(ctx.db, ctx.session);
    return { list: rows.filter((r) => openable(r.link_type, r.link)).map((r) => bannerRecord(r, ctx.locale)) };
  }),

  sessionAction(QryAllMiniAppList, {}, async (input, ctx) => {
    let q = ctx.db.selectFrom('mini_apps').selectAll().where('status', '=', 'A');
    if (input.category) q = q.where('category', '=', input.category);
    const rows = await q.orderBy('sort_order').orderBy('id').limit(100).execute();
    const categories = await ctx.db.selectFrom('mini_apps').select('category').distinct().where('status', '=', 'A').orderBy('category').execute();
    const openable = await routeOpenable(ctx.db, ctx.session);
    return { list: rows.filter((r) => openable(r.link_type === 'web' ? 'web' : 'route', r.address)).map((r) => miniAppRecord(r, ctx.locale)), categories: categories.map((c) => c.category) };
  }),

  sessionAction(QryRecomMiniAppList, {}, async (_input, ctx) => {
    const rows = await ctx.db
      .selectFrom('mini_apps')
      .selectAll()
      .where('status', '=', 'A')
      .where('recommended', '=', 'Y')
      .orderBy('sort_order')
      .orderBy('id')
      .limit(8)
      .execute();
    const openable = await routeOpenable(ctx.db, ctx.session);
    return { list: rows.filter((r) => openable(r.link_type === 'web' ? 'web' : 'route', r.address)).map((r) => miniAppRecord(r, ctx.locale)) };
  }),
];
