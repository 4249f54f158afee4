import {
  AddPaymentMobile,
  CheckPaymentMobile,
  DeletePaymentMobile,
  PaymentMobileList,
  QueryTopupBankCards,
  QueryTopupStatus,
  QueryTopupWallets,
  TopOrderDetailQuery,
  Topup,
  TopUpPreOrder,
} from '../../../shared/actions/topup';
import { formatMoney } from '../../../shared/format/money';
import { displayPhone, normalizePhone } from '../../../shared/rules/identity';
import { TRANS_TYPE_IDS } from '../../../shared/dict/money';
import type { TextParam } from '../../../shared/i18n/messages';
import { totalOf } from '../../db/paging';
import { newId, nowIso } from '../../db/util';
import { sessionAction } from '../../http/action';
import { BizError, fieldError } from '../../http/errors';
import { checkOtp, sendOtp } from '../../security/otp';
import type { Rail } from '../../rails/rail';
import { createOrder, payOrder } from '../money/orders';
import { maskRecipient } from '../otp/otp.actions';
import { cardTopupPreOrder, cardTopupThreeDs } from './card.topup';
import {
  cardRecord,
  ensureMobileCanBeAdded,
  findPaymentMobile,
  findTopupOrder,
  mobileRecord,
  topupRecord,
} from './topup.queries';

/** Function 08 (TopUp) guards the whole area; the money steps also pass the KYC matrix for 101. */
const TOPUP = { funcNo: '08' } as const;
const TOPUP_MONEY = { funcNo: '08', transTypId: TRANS_TYPE_IDS.topUp } as const;

function phoneOf(locale: Parameters<typeof fieldError>[0], input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw fieldError(locale, 'mblNo', 'PHONE_FORMAT');
  return phone;
}

/**
 * Top-up by M-PESA (spec 001 sections 4 and 7): the business pulls money from one of its payment
 * mobiles into its wallet. TopUpPreOrder records the order (limits of type 101, idempotent on the
 * request id) and answers the PIN authorization; Topup spends it and sends the STK push; the
 * phone's answer settles the order (src/server/modules/money/settle.ts), which the screen follows
 * with QueryTopupStatus.
 */
export const topupActions = [
  sessionAction(PaymentMobileList, TOPUP, async (input, ctx) => {
    const q = ctx.db.selectFrom('payment_mobiles').where('merchant_id', '=', ctx.session.merchantId);
    const rows = await q.selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').limit(input.limit).offset(input.offset).execute();
    return { list: rows.map(mobileRecord), total: await totalOf(q, input, rows.length) };
  }),

  sessionAction(CheckPaymentMobile, TOPUP, async (input, ctx) => {
    const phone = phoneOf(ctx.locale, input.mblNo);
    await ensureMobileCanBeAdded(ctx.db, ctx.session.merchantId, phone);
    return { mblNo: phone, available: 'Y' as const };
  }),

  sessionAction(AddPaymentMobile, TOPUP, async (input, ctx) => {
    const phone = phoneOf(ctx.locale, input.mblNo);
    await ensureMobileCanBeAdded(ctx.db, ctx.session.merchantId, phone);
    if (!input.jrnNo || !input.otp) {
      // The code goes to the number being added: whoever adds it shows they hold that phone.
      const { jrnNo, resendAfter } = await sendOtp(ctx, '16', { channel: 'sms', address: phone }, ctx.session.personId);
      return { step: 'VERIFY' as const, jrnNo, resendAfter, maskedTo: maskRecipient(phone), mobile: null };
    }
    await checkOtp(ctx.db, '16', input.jrnNo, input.otp, { address: phone, personId: ctx.session.personId, ip: ctx.ip });
    const row = { id: newId(), merchant_id: ctx.session.merchantId, phone, name: input.name || null, created_at: nowIso() };
    try {
      await ctx.db.insertInto('payment_mobiles').values(row).execute();
    } catch (error) {
      // Two tabs confirmed the same number at once: the unique index kept one.
      const exists = await ctx.db.selectFrom('payment_mobiles').select('id').where('merchant_id', '=', row.merchant_id).where('phone', '=', phone).executeTakeFirst();
      if (exists) throw new BizError('MMCP4101', {}, { field: 'mblNo' });
      throw error;
    }
    await ctx.audit({ event: 'PAYMENT_MOBILE', detail: { code: 'AUDIT_PAYMENT_MOBILE_ADD', params: { phone: displayPhone(phone) } } });
    return { step: 'DONE' as const, jrnNo: null, resendAfter: null, maskedTo: null, mobile: mobileRecord(row) };
  }),

  sessionAction(DeletePaymentMobile, TOPUP, async (input, ctx) => {
    const row = await findPaymentMobile(ctx.db, ctx.session.merchantId, input.mobileId);
    await ctx.db.deleteFrom('payment_mobiles').where('id', '=', row.id).where('merchant_id', '=', ctx.session.merchantId).execute();
    await ctx.audit({ event: 'PAYMENT_MOBILE', detail: { code: 'AUDIT_PAYMENT_MOBILE_DELETE', params: { phone: displayPhone(row.phone) } } });
    return {};
  }),

  sessionAction(QueryTopupBankCards, TOPUP, async (_input, ctx) => {
    // Card top-up runs through the card rail once it can collect; until then cards show as unavailable.
    const cardRail: Rail | undefined = ctx.money.rails.card;
    const railCollects = typeof cardRail?.collect === 'function';
    const rows = await ctx.db.selectFrom('topup_cards').selectAll().where('merchant_id', '=', ctx.session.merchantId).orderBy('created_at', 'asc').orderBy('id', 'asc').limit(50).execute();
    return { list: rows.map((c) => cardRecord(c, railCollects, ctx.locale)) };
  }),

  sessionAction(QueryTopupWallets, TOPUP, async (_input, ctx) => {
    const rows = await ctx.db.selectFrom('payment_mobiles').selectAll().where('merchant_id', '=', ctx.session.merchantId).orderBy('created_at', 'asc').orderBy('id', 'asc').limit(50).execute();
    const merchant = await ctx.db.selectFrom('merchants').select(['merc_no', 'name']).where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow();
    return {
      list: rows.map((m) => ({ mobileId: m.id, type: '1' as const, provider: 'M-PESA' as const, mblNo: m.phone, name: m.name })),
      walletAccount: { product: ctx.config.walletBrand, accountNo: merchant.merc_no, accountName: merchant.name },
      paybill: { shortCode: ctx.money.mpesaShortCode, accountNo: merchant.merc_no },
    };
  }),

  sessionAction(TopUpPreOrder, TOPUP_MONEY, async (input, ctx) => {
    if (input.cardId) return cardTopupPreOrder(ctx, { amount: input.amount, cardId: input.cardId, requestId: input.requestId });
    if (!input.mobileId) throw new BizError('MMCP4906', {}, { field: 'mobileId' });
    const mobile = await findPaymentMobile(ctx.db, ctx.session.merchantId, input.mobileId);
    const merchant = await ctx.db.selectFrom('merchants').select('merc_no').where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow();
    const { order, authTxCode } = await createOrder(ctx, ctx.money, {
      ordTyp: '01',
      transTypId: TRANS_TYPE_IDS.topUp,
      direction: 'in',
      rail: 'mpesa',
      channel: null,
      amount: input.amount,
      requestId: input.requestId,
      counterparty: { name: mobile.name, phone: mobile.phone },
      collect: { msisdn: mobile.phone, accountReference: merchant.merc_no, description: 'Top-up' },
      requirePin: true,
    });
    return { order: topupRecord(order, ctx.locale), authTxCode };
  }),

  sessionAction(Topup, TOPUP_MONEY, async (input, ctx) => {
    const before = await findTopupOrder(ctx.db, ctx.session.merchantId, input.ordNo);
    if (before.ord_typ === '02' && before.status === 'U') {
      // 3-D Secure: the cardholder's one-time code, asked for once the PIN has authorized the order.
      const challenge = await cardTopupThreeDs(ctx, before, input);
      if (challenge) return { ...topupRecord(before, ctx.locale), threeDs: challenge };
    }
    // The audit row commits with the request sent (the pay step that moved it writes it, once).
    const after = await payOrder(ctx, ctx.money, before, input.authTxCode, (sent) => {
      const from: TextParam = sent.ord_typ === '02' ? { code: 'AUDIT_FROM_CARD', params: { card: sent.counterparty_account ?? '' } } : displayPhone(sent.counterparty_phone ?? '');
      return { event: 'TOP_UP', detail: { code: 'AUDIT_TOP_UP', params: { amount: formatMoney(sent.amount), from, ordNo: sent.ord_no } } };
    });
    return { ...topupRecord(after, ctx.locale), threeDs: null };
  }),

  sessionAction(QueryTopupStatus, TOPUP, async (input, ctx) => topupRecord(await findTopupOrder(ctx.db, ctx.session.merchantId, input.ordNo), ctx.locale)),

  sessionAction(TopOrderDetailQuery, TOPUP, async (input, ctx) => topupRecord(await findTopupOrder(ctx.db, ctx.session.merchantId, input.ordNo), ctx.locale)),
];
