import { QueryStoreReviewList, ReviewStore } from '../../../shared/actions/stores';
import { messageText } from '../../../shared/i18n/messages';
import { totalOf } from '../../db/paging';
import { nowIso, toNairobi14 } from '../../db/util';
import { BizError } from '../../http/errors';
import { notifyPerson } from '../money/notify';
import { supportAction } from '../help/support';
import { noticeText } from '../notifications/service';

/**
 * The provider's review of publish requests (spec 001 section 4: a published store waits for
 * review), done by the provider's support agents across every business.
 */
export const storeReviewActions = [
  supportAction(QueryStoreReviewList, async (input, ctx) => {
    const q = ctx.db
      .selectFrom('stores')
      .innerJoin('merchants', 'merchants.id', 'stores.merchant_id')
      .where('stores.review_status', '=', 'U');
    const rows = await q
      .select(['stores.id', 'stores.name', 'stores.address', 'stores.updated_at', 'stores.created_at', 'merchants.id as merc_id', 'merchants.name as merc_name', 'merchants.merc_no'])
      .orderBy('stores.updated_at')
      .orderBy('stores.id')
      .limit(input.limit)
      .offset(input.offset)
      .execute();
    return {
      list: rows.map((r) => ({
        storeId: r.id,
        storeName: r.name,
        mercId: r.merc_id,
        mercName: r.merc_name,
        mercNo: r.merc_no,
        address: r.address,
        requestedAt: toNairobi14(r.updated_at ?? r.created_at),
      })),
      total: await totalOf(q, input, rows.length),
    };
  }),

  supportAction(ReviewStore, async (input, ctx, agent) => {
    const store = await ctx.db.selectFrom('stores').selectAll().where('id', '=', input.storeId).executeTakeFirst();
    if (!store) throw new BizError('MMCP2101');
    if (store.review_status !== 'U') throw new BizError('MMCP5006');
    // Suspending withdraws a request (UpdateStoreStatus); a suspended store is never published.
    if (input.decision === 'Y' && store.status === 'C') throw new BizError('MMCP5008');
    if (input.decision === 'R' && !input.reason) {
      throw new BizError('MMCP5007', {}, {}, [{ field: 'reason', message: messageText('MMCP5007', ctx.locale) }]);
    }
    const now = nowIso();
    const pushFlg = input.decision;
    await ctx.db
      .updateTable('stores')
      .set({
        push_flag: pushFlg,
        review_status: null,
        review_reason: pushFlg === 'R' ? (input.reason ?? null) : null,
        reviewed_at: now,
        reviewer_name: agent.operatorName,
        updated_at: now,
      })
      .where('id', '=', store.id)
      .where('review_status', '=', 'U')
      .execute();
    await ctx.audit(
      {
        event: 'STORE_REVIEW',
        detail: pushFlg === 'Y' ? { code: 'AUDIT_STORE_REVIEW_PUBLISHED', params: { store: store.name } } : { code: 'AUDIT_STORE_REVIEW_REFUSED', params: { store: store.name, reason: input.reason ?? '' } },
        before: { pushFlg: store.push_flag, reviewSts: 'U' },
        after: { pushFlg, reviewSts: null, reviewReason: pushFlg === 'R' ? input.reason : null },
      },
      { merchantId: store.merchant_id, personId: agent.personId, operatorName: `Support: ${agent.operatorName}`, storeId: store.id },
    );
    const merchant = await ctx.db.selectFrom('merchants').select('owner_person_id').where('id', '=', store.merchant_id).executeTakeFirst();
    if (merchant?.owner_person_id) {
      await notifyPerson(ctx.db, {
        merchantId: store.merchant_id,
        personId: merchant.owner_person_id,
        ...noticeText(
          pushFlg === 'Y'
            ? { title: 'NOTE_STORE_PUBLISHED_TITLE', body: 'NOTE_STORE_PUBLISHED', params: { store: store.name } }
            : { title: 'NOTE_STORE_REFUSED_TITLE', body: 'NOTE_STORE_REFUSED', params: { store: store.name, reason: input.reason ?? '' } },
        ),
      });
    }
    return { storeId: store.id, pushFlg };
  }),
];
