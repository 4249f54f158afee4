import type { Kysely, Selectable } from 'kysely';
import type { PaymentMobile, TopupCard, TopupOrder } from '../../../shared/actions/topup';
import { messageText, type Locale, type MessageCode } from '../../../shared/i18n/messages';
import type { Database, PaymentMobileTable, TopupCardTable } from '../../db/schema';
import { toNairobi14 } from '../../db/util';
import { BizError } from '../../http/errors';
import type { OrderRow } from '../money/orders';

/** A business keeps a handful of numbers it tops up from; more is a sign of misuse. */
export const MAX_PAYMENT_MOBILES = 5;

/** Top-up order types (spec 001 enumerations): 01 by M-PESA, 02 by bank card. */
export const TOPUP_ORDER_TYPES = ['01', '02'] as const;

export function mobileRecord(m: Selectable<PaymentMobileTable>): PaymentMobile {
  return { mobileId: m.id, mblNo: m.phone, name: m.name, createdAt: toNairobi14(m.created_at) };
}

export async function findPaymentMobile(db: Kysely<Database>, merchantId: string, mobileId: string) {
  const row = await db.selectFrom('payment_mobiles').selectAll().where('merchant_id', '=', merchantId).where('id', '=', mobileId).executeTakeFirst();
  if (!row) throw new BizError('MMCP4102', {}, { field: 'mobileId' });
  return row;
}

/** Refuses a number already added, or one past the business's limit (MMCP4101, MMCP4103). */
export async function ensureMobileCanBeAdded(db: Kysely<Database>, merchantId: string, phone: string): Promise<void> {
  const rows = await db.selectFrom('payment_mobiles').select('phone').where('merchant_id', '=', merchantId).execute();
  if (rows.some((r) => r.phone === phone)) throw new BizError('MMCP4101', {}, { field: 'mblNo' });
  if (rows.length >= MAX_PAYMENT_MOBILES) throw new BizError('MMCP4103', { max: MAX_PAYMENT_MOBILES }, { field: 'mblNo' });
}

/** Why a card cannot top up now; null when it can (the card rail collects no money yet). */
export function cardUnavailable(card: Pick<Selectable<TopupCardTable>, 'card_flag'>, railCollects: boolean, locale: Locale): string | null {
  if (card.card_flag !== '1') return messageText('MMCP4115', locale);
  if (!railCollects) return messageText('MMCP4109', locale);
  return null;
}

/** Payment type of a card (spec enumerations): 0003 Visa (starts with 4), 0004 Master. */
export function cardPayType(maskedNo: string): '0003' | '0004' {
  return maskedNo.trim().startsWith('4') ? '0003' : '0004';
}

/** The last four digits of a masked card number ('4187 **** **** 2231' -> '2231'). */
export function cardLast4(maskedNo: string): string {
  return maskedNo.replace(/\D/g, '').slice(-4);
}

export async function findTopupCard(db: Kysely<Database>, merchantId: string, cardId: string) {
  const row = await db.selectFrom('topup_cards').selectAll().where('merchant_id', '=', merchantId).where('id', '=', cardId).executeTakeFirst();
  if (!row) throw new BizError('MMCP4907', {}, { field: 'cardId' });
  return row;
}

export function cardRecord(c: Selectable<TopupCardTable>, railCollects: boolean, locale: Locale): TopupCard {
  const reason = cardUnavailable(c, railCollects, locale);
  return {
    cardId: c.id,
    type: c.card_kind === '1' ? '1' : '0',
    bankName: c.bank_name,
    cardNo: c.masked_no,
    cardFlag: c.card_flag === '1' ? '1' : '0',
    cardType: c.card_type === '1' ? '1' : '0',
    payType: cardPayType(c.masked_no),
    topupAvailable: reason ? 'N' : 'Y',
    unavailableReason: reason,
  };
}

/** The network's result code in words a person understands (Daraja codes; spec 001 section 8). */
function failureCode(resultCode: string | null): MessageCode {
  switch (resultCode) {
    case '1032':
    case '1031':
      return 'MMCP4105';
    case '1037':
    case '1019':
    case 'TIMEOUT':
      return 'MMCP4106';
    case '1':
      return 'MMCP4107';
    case '1001':
      return 'MMCP4013';
    default:
      return 'MMCP4108';
  }
}

/** The card gateway's result code in words (card top-up, order type 02). */
function cardFailureCode(resultCode: string | null): MessageCode {
  switch (resultCode) {
    case 'INSUFFICIENT_FUNDS':
      return 'MMCP4903';
    case 'DECLINED':
      return 'MMCP4904';
    case 'TIMEOUT':
      return 'MMCP4905';
    default:
      return 'MMCP4108';
  }
}

export function failReason(o: Pick<OrderRow, 'status' | 'result_code' | 'result_desc' | 'ord_typ' | 'network_ref'>, locale: Locale): string | null {
  if (o.status !== 'F') return null;
  if (o.ord_typ === '02') return messageText(cardFailureCode(o.result_code), locale, { reason: o.result_desc ?? o.result_code ?? '' });
  // No answer by the deadline, and M-PESA never confirmed the push (no reference): the phone may
  // never have been asked, so 'the phone did not answer' would send the person to check a phone
  // that most likely saw nothing.
  if (o.result_code === 'TIMEOUT' && !o.network_ref) return messageText('MMCP4116', locale);
  return messageText(failureCode(o.result_code), locale, { reason: o.result_desc ?? o.result_code ?? '' });
}

export function topupRecord(o: OrderRow, locale: Locale): TopupOrder {
  return {
    ordNo: o.ord_no,
    ordTyp: o.ord_typ,
    amount: o.amount,
    fee: o.fee,
    exciseDuty: o.excise,
    vat: o.vat,
    totalAmount: o.amount - o.fee - o.excise - o.vat,
    mblNo: o.ord_typ === '02' ? null : o.counterparty_phone,
    cardNo: o.ord_typ === '02' ? o.counterparty_account : null,
    payType: o.ord_typ === '02' ? o.channel : null,
    status: o.status as TopupOrder['status'],
    receipt: o.receipt,
    failReason: failReason(o, locale),
    createdAt: toNairobi14(o.created_at),
    finishedAt: o.finished_at ? toNairobi14(o.finished_at) : null,
  };
}

/** A top-up order of the business by its number (MMCP4104 for any other order). */
export async function findTopupOrder(db: Kysely<Database>, merchantId: string, ordNo: string): Promise<OrderRow> {
  const row = await db
    .selectFrom('money_orders')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('ord_no', '=', ordNo)
    .where('ord_typ', 'in', [...TOPUP_ORDER_TYPES])
    .executeTakeFirst();
  if (!row) throw new BizError('MMCP4104', {}, { field: 'ordNo' });
  return row;
}
