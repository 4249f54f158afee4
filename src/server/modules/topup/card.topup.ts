import type { TopupOrder } from '../../../shared/actions/topup';
import { TRANS_TYPE_IDS } from '../../../shared/dict/money';
import { nowIso } from '../../db/util';
import type { SessionContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { checkOtp, sendOtp } from '../../security/otp';
import { createOrder, type OrderRow } from '../money/orders';
import { maskRecipient } from '../otp/otp.actions';
import { cardLast4, cardPayType, cardUnavailable, findTopupCard, topupRecord } from './topup.queries';

/**
 * Top-up from a saved card (order type 02, transaction type 101, channel = the card's payment
 * type 0003 Visa / 0004 Master, so the fee rules of `101:0003` and `101:0004` apply). The order is
 * PIN-confirmed like an M-PESA top-up; before the charge leaves, the cardholder passes 3-D Secure
 * with a one-time code (type 18, payment3DCertified) sent to the person's phone. The card rail
 * then charges the card and the outcome credits the wallet (money/settle.ts), as an STK push does.
 */
export async function cardTopupPreOrder(
  ctx: SessionContext,
  input: { amount: number; cardId: string; requestId: string },
): Promise<{ order: TopupOrder; authTxCode: string | null }> {
  const card = await findTopupCard(ctx.db, ctx.session.merchantId, input.cardId);
  const railCollects = typeof ctx.money.rails.card?.collect === 'function';
  if (cardUnavailable(card, railCollects, ctx.locale)) throw new BizError(card.card_flag !== '1' ? 'MMCP4115' : 'MMCP4109', {}, { field: 'cardId' });
  const merchant = await ctx.db.selectFrom('merchants').select('merc_no').where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow();
  const person = await ctx.db.selectFrom('persons').select('phone').where('id', '=', ctx.session.personId).executeTakeFirst();
  const { order, authTxCode } = await createOrder(ctx, ctx.money, {
    ordTyp: '02',
    transTypId: TRANS_TYPE_IDS.topUp,
    direction: 'in',
    rail: 'card',
    channel: cardPayType(card.masked_no),
    amount: input.amount,
    requestId: input.requestId,
    counterparty: { name: card.bank_name, account: card.masked_no, bank: card.bank_name },
    collect: {
      msisdn: person?.phone ?? '',
      accountReference: merchant.merc_no,
      description: `Top-up ${merchant.merc_no}`,
      card: { token: card.id, last4: cardLast4(card.masked_no) },
    },
    requirePin: true,
  });
  return { order: topupRecord(order, ctx.locale), authTxCode };
}

/**
 * The 3-D Secure step of a card order waiting for its pay step, once the PIN has authorized it
 * (else MMCP2060). Without a code: sends one (to the phone, else the e-mail), binds it to the
 * authorization and answers the challenge. With one: checks it is that code (wrong: MMCP1020 with
 * the tries left) and answers null, so the pay step runs.
 */
export async function cardTopupThreeDs(
  ctx: SessionContext,
  order: OrderRow,
  input: { authTxCode: string; jrnNo?: string; otp?: string },
): Promise<{ jrnNo: string; resendAfter: number; maskedTo: string } | null> {
  if (order.auth_tx_code !== input.authTxCode) throw new BizError('MMCP2060');
  const { personId, merchantId } = ctx.session;
  const authorized = await ctx.db
    .selectFrom('pin_authorizations')
    .select(['auth_tx_code', 'otp_jrn_no'])
    .where('auth_tx_code', '=', input.authTxCode)
    .where('person_id', '=', personId)
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'A')
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!authorized) throw new BizError('MMCP2060');
  if (input.jrnNo && input.otp) {
    // Only the code sent for this order's authorization confirms it (not one sent for another).
    if (input.jrnNo !== authorized.otp_jrn_no) throw new BizError('MMCP1022');
    await checkOtp(ctx.db, '18', input.jrnNo, input.otp, { personId, ip: ctx.ip });
    return null;
  }
  const person = await ctx.db.selectFrom('persons').select(['phone', 'email']).where('id', '=', personId).executeTakeFirst();
  const address = person?.phone ?? person?.email ?? null;
  if (!address) throw new BizError('MMCP4908');
  const to = { channel: person?.phone ? ('sms' as const) : ('email' as const), address };
  const { jrnNo, resendAfter } = await sendOtp(ctx, '18', to, personId);
  await ctx.db.updateTable('pin_authorizations').set({ otp_jrn_no: jrnNo }).where('auth_tx_code', '=', input.authTxCode).execute();
  return { jrnNo, resendAfter, maskedTo: maskRecipient(address) };
}
