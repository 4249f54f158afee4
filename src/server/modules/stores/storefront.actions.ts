import type { Kysely } from 'kysely';
import { QueryStoreFrontSettings, QueryStoreReviews, type StorefrontDetail, UpdateStoreFrontSettings } from '../../../shared/actions/stores';
import { messageText } from '../../../shared/i18n/messages';
import { WEEKDAYS } from '../../../shared/dict/stores';
import type { Config } from '../../config';
import { totalOf } from '../../db/paging';
import type { Database } from '../../db/schema';
import { nowIso, toNairobi14 } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { findStoredFile, ownsFile, signedFileUrl } from '../files/files.service';
import { STORE_MANAGE, STORE_VIEW } from './storeManagement.actions';
import { defaultStore, findStore, type StoreRow } from './stores.queries';

async function currentStore(ctx: SessionContext): Promise<StoreRow> {
  const { merchantId, storeId } = ctx.session;
  const store = storeId ? await findStore(ctx.db, merchantId, storeId) : await defaultStore(ctx.db, merchantId);
  if (!store) throw new BizError('MMCP2101');
  return store;
}

async function storefrontOf(db: Kysely<Database>, config: Config, store: StoreRow): Promise<StorefrontDetail> {
  const front = await db.selectFrom('storefronts').selectAll().where('store_id', '=', store.id).executeTakeFirst();
  const hours = await db.selectFrom('store_hours').selectAll().where('store_id', '=', store.id).orderBy('weekday').execute();
  const stats = await db
    .selectFrom('store_reviews')
    .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.sum<string | number | null>('rating').as('total')])
    .where('store_id', '=', store.id)
    .executeTakeFirst();
  const n = Number(stats?.n ?? 0);
  const banner = front?.banner_file_id ? await findStoredFile(db, front.banner_file_id) : null;
  const byDay = new Map(hours.map((h) => [Number(h.weekday), h]));
  return {
    storeId: store.id,
    storeName: store.name,
    mshpSts: store.storefront === '1' ? '1' : '0',
    bannerFileId: front?.banner_file_id ?? null,
    bannerUrl: banner ? await signedFileUrl(db, config, { fileId: banner.fileId, name: banner.name }) : null,
    displayName: front?.display_name ?? null,
    legalName: front?.legal_name ?? null,
    phone: front?.phone ?? null,
    email: front?.email ?? null,
    whatsapp: front?.whatsapp ?? null,
    facebook: front?.facebook ?? null,
    instagram: front?.instagram ?? null,
    xHandle: front?.x_handle ?? null,
    tiktok: front?.tiktok ?? null,
    paymentMethods: (front?.payment_methods ?? '').split(',').filter(Boolean),
    location: front?.location ?? null,
    latitude: front?.latitude == null ? null : Number(front.latitude),
    longitude: front?.longitude == null ? null : Number(front.longitude),
    returnPolicy: front?.return_policy ?? null,
    // Every weekday, closed where nothing was set.
    hours: WEEKDAYS.map((weekday) => {
      const h = byDay.get(weekday);
      return { weekday, closed: h && h.closed === 'N' ? 'N' : 'Y', openTime: h?.open_time ?? null, closeTime: h?.close_time ?? null };
    }),
    rating: n ? Math.round((Number(stats?.total ?? 0) / n) * 10) / 10 : null,
    reviewCount: n,
  };
}

function frontAudit(d: StorefrontDetail): Record<string, unknown> {
  const { bannerUrl: _u, rating: _r, reviewCount: _c, storeName: _s, mshpSts: _m, hours, ...rest } = d;
  return { ...rest, hours: hours.map((h) => (h.closed === 'Y' ? `${h.weekday}:closed` : `${h.weekday}:${h.openTime}-${h.closeTime}`)).join(' ') };
}

/** The current store's storefront (/setting/manageStoreFront and /storeSettings). */
export const storefrontActions = [
  sessionAction(QueryStoreFrontSettings, { funcNo: STORE_VIEW }, async (_input, ctx) => storefrontOf(ctx.db, ctx.config, await currentStore(ctx))),

  sessionAction(UpdateStoreFrontSettings, { funcNo: STORE_MANAGE }, async (input, ctx) => {
    const store = await currentStore(ctx);
    if (input.bannerFileId) {
      const file = await findStoredFile(ctx.db, input.bannerFileId);
      const owner = { personId: ctx.session.personId, merchantId: ctx.session.merchantId };
      if (!file || !ownsFile(file, owner) || !['picture', 'businessPhoto'].includes(file.kind)) {
        throw new BizError('MMCP5020', {}, {}, [{ field: 'bannerFileId', message: messageText('MMCP5020', ctx.locale) }]);
      }
    }
    const before = await storefrontOf(ctx.db, ctx.config, store);
    const now = nowIso();
    const values = {
      banner_file_id: input.bannerFileId ?? null,
      display_name: input.displayName ?? null,
      legal_name: input.legalName ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      whatsapp: input.whatsapp ?? null,
      facebook: input.facebook ?? null,
      instagram: input.instagram ?? null,
      x_handle: input.xHandle ?? null,
      tiktok: input.tiktok ?? null,
      payment_methods: [...new Set(input.paymentMethods)].sort().join(','),
      location: input.location ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      return_policy: input.returnPolicy ?? null,
      updated_at: now,
    };
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('storefronts')
        .values({ store_id: store.id, merchant_id: ctx.session.merchantId, ...values })
        .onConflict((oc) => oc.column('store_id').doUpdateSet(values))
        .execute();
      await trx.deleteFrom('store_hours').where('store_id', '=', store.id).execute();
      if (input.hours.length) {
        await trx
          .insertInto('store_hours')
          .values(
            input.hours.map((h) => ({
              store_id: store.id,
              weekday: h.weekday,
              closed: h.closed,
              open_time: h.closed === 'Y' ? null : (h.openTime ?? null),
              close_time: h.closed === 'Y' ? null : (h.closeTime ?? null),
            })),
          )
          .execute();
      }
    });
    const after = await storefrontOf(ctx.db, ctx.config, store);
    await ctx.audit({ event: 'STOREFRONT_SETTINGS', detail: { code: 'AUDIT_STOREFRONT_SETTINGS', params: { store: store.name } }, before: frontAudit(before), after: frontAudit(after) });
    return after;
  }),

  sessionAction(QueryStoreReviews, { funcNo: STORE_VIEW }, async (input, ctx) => {
    const store = await currentStore(ctx);
    const q = ctx.db.selectFrom('store_reviews').where('store_id', '=', store.id).where('merchant_id', '=', ctx.session.merchantId);
    const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).offset(input.offset).execute();
    const counts = await q.select((eb) => ['rating', eb.fn.countAll<string | number>().as('n')]).groupBy('rating').execute();
    const byRating = [1, 2, 3, 4, 5].map((r) => Number(counts.find((c) => Number(c.rating) === r)?.n ?? 0));
    const total = byRating.reduce((a, b) => a + b, 0);
    const sum = byRating.reduce((a, n, i) => a + n * (i + 1), 0);
    return {
      list: rows.map((r) => ({ reviewId: r.id, username: r.username, rating: Number(r.rating), description: r.description, createdAt: toNairobi14(r.created_at) })),
      total: await totalOf(q, input, rows.length),
      average: total ? Math.round((sum / total) * 10) / 10 : null,
      counts: byRating,
    };
  }),
];
