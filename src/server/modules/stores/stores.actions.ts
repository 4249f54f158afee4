import { ChangeStore, QueryStoreList, queryStoreFront, updateStoreFront } from '../../../shared/actions/stores';
import { sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { defaultStore, findStore, listStores, toStoreSummary } from './stores.queries';

/** Stores in the session: the header's store switcher and storefront toggle (spec 000 section 2). */
export const storesActions = [
  sessionAction(QueryStoreList, {}, async (input, ctx) => {
    const { rows, total } = await listStores(ctx.db, ctx.session.merchantId, input);
    return { mercId: ctx.session.merchantId, currentStoreId: ctx.session.storeId, list: rows.map(toStoreSummary), total };
  }),

  sessionAction(ChangeStore, {}, async (input, ctx) => {
    const store = await findStore(ctx.db, ctx.session.merchantId, input.storeId);
    if (!store) throw new BizError('MMCP2101');
    if (store.status === 'C') throw new BizError('MMCP2102');
    await ctx.db.updateTable('sessions').set({ store_id: store.id }).where('id', '=', ctx.session.sessionId).execute();
    ctx.session = { ...ctx.session, storeId: store.id };
    await ctx.audit({ event: 'CHANGE_STORE', detail: `Switched to ${store.name}` });
    return { currentStore: toStoreSummary(store) };
  }),

  sessionAction(queryStoreFront, {}, async (_input, ctx) => {
    const store = await currentStore(ctx.db, ctx.session.merchantId, ctx.session.storeId);
    return { storeId: store.id, mshpSts: toStoreSummary(store).mshpSts };
  }),

  sessionAction(updateStoreFront, { funcNo: '2002' }, async (input, ctx) => {
    const store = await currentStore(ctx.db, ctx.session.merchantId, ctx.session.storeId);
    await ctx.db
      .updateTable('stores')
      .set({ storefront: input.mshpSts })
      .where('id', '=', store.id)
      .where('merchant_id', '=', ctx.session.merchantId)
      .execute();
    await ctx.audit({
      event: 'UPDATE_STOREFRONT',
      detail: `${input.mshpSts === '1' ? 'Storefront opened' : 'Storefront closed'}: ${store.name}`,
    });
    return { storeId: store.id, mshpSts: input.mshpSts };
  }),
];

async function currentStore(db: Parameters<typeof findStore>[0], merchantId: string, storeId: string | null) {
  const store = storeId ? await findStore(db, merchantId, storeId) : await defaultStore(db, merchantId);
  if (!store) throw new BizError('MMCP2101');
  return store;
}
