import { ChangeStore, QueryStoreList, queryStoreFront, updateStoreFront } from '../../../shared/actions/stores';
import { sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { salesTaxActions } from './salesTax.actions';
import { storefrontActions } from './storefront.actions';
import { storeManagementActions } from './storeManagement.actions';
import { storeReferenceActions } from './storeReference.actions';
import { storeReviewActions } from './storeReview.actions';
import { defaultStore, findStore, listStores, toStoreSummary } from './stores.queries';
import { assertStoreAccess, storeScope } from '../staff/scope';

/** Stores in the session: the header's store switcher and storefront toggle (spec 000 section 2). */
export const storesActions = [
  sessionAction(QueryStoreList, {}, async (input, ctx) => {
    const { rows, total } = await listStores(ctx.db, ctx.session.merchantId, input, await storeScope(ctx.db, ctx.session.merchantId, ctx.session.personId));
    return { mercId: ctx.session.merchantId, currentStoreId: ctx.session.storeId, list: rows.map((r) => ({ ...toStoreSummary(r), reviewSts: r.review_status === 'U' ? ('U' as const) : null, reviewReason: r.push_flag === 'R' ? r.review_reason : null })), total };
  }),

  sessionAction(ChangeStore, {}, async (input, ctx) => {
    const store = await findStore(ctx.db, ctx.session.merchantId, input.storeId);
    if (!store) throw new BizError('MMCP2101');
    await assertStoreAccess(ctx.db, ctx.session, store.id);
    if (store.status === 'C') throw new BizError('MMCP2102');
    const was = ctx.session.storeId;
    const wasName = was ? (await findStore(ctx.db, ctx.session.merchantId, was))?.name : null;
    await ctx.db.updateTable('sessions').set({ store_id: store.id }).where('id', '=', ctx.session.sessionId).execute();
    ctx.session = { ...ctx.session, storeId: store.id };
    await ctx.audit({ event: 'CHANGE_STORE', detail: { code: 'AUDIT_CHANGE_STORE', params: { store: store.name } }, before: { store: wasName ?? null }, after: { store: store.name } });
    return { currentStore: toStoreSummary(store) };
  }),

  sessionAction(queryStoreFront, {}, async (_input, ctx) => {
    const store = await currentStore(ctx.db, ctx.session.merchantId, ctx.session.storeId);
    return { storeId: store.id, mshpSts: toStoreSummary(store).mshpSts };
  }),

  sessionAction(updateStoreFront, { funcNo: '2002' }, async (input, ctx) => {
    const store = await currentStore(ctx.db, ctx.session.merchantId, ctx.session.storeId);
    if (input.mshpSts === '1' && store.status === 'C') throw new BizError('MMCP5022');
    await ctx.db
      .updateTable('stores')
      .set({ storefront: input.mshpSts })
      .where('id', '=', store.id)
      .where('merchant_id', '=', ctx.session.merchantId)
      .execute();
    await ctx.audit({
      event: 'UPDATE_STOREFRONT',
      detail: { code: input.mshpSts === '1' ? 'AUDIT_STOREFRONT_OPENED' : 'AUDIT_STOREFRONT_CLOSED', params: { store: store.name } },
      before: { store: store.name, mshpSts: toStoreSummary(store).mshpSts },
      after: { store: store.name, mshpSts: input.mshpSts },
    });
    return { storeId: store.id, mshpSts: input.mshpSts };
  }),

  ...storeManagementActions,
  ...storeReferenceActions,
  ...storefrontActions,
  ...salesTaxActions,
  ...storeReviewActions,
];

async function currentStore(db: Parameters<typeof findStore>[0], merchantId: string, storeId: string | null) {
  const store = storeId ? await findStore(db, merchantId, storeId) : await defaultStore(db, merchantId);
  if (!store) throw new BizError('MMCP2101');
  return store;
}
