import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { PAY_SUB } from '../../../shared/actions/payByCode';
import type { ReceiveCode } from '../../../shared/actions/wallet';
import { formatMoney } from '../../../shared/format/money';
import { normalizePhone } from '../../../shared/rules/identity';
import type { Database, PaymentCodeTable } from '../../db/schema';
import { newId, nowIso, toNairobi14 } from '../../db/util';
import type { SessionContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { checkBusinessGates } from '../../http/router';
import { InsufficientFunds, ensureTill, ensureWallet, postEntry, tillAccountId, walletAccountId } from '../../ledger/ledger';
import { consumePinAuthorization } from '../../security/authorizations';
import { notifyPerson } from '../money/notify';
import { type OrderRow, assertDailyRoom, createOrder, notifyOrder } from '../money/orders';
import { requireAny } from '../tills/tills.actions';
import { afterPayment, recordTillPayment } from '../tills/payments';
import { refuse } from './checkout.pricing';
import { type GoodsOrderRow, addEvent, loadOrder } from './checkout.queries';
import { assertPayable, assertSellable, moveOrder, paidColumns, takeGoods } from './checkout.service';
import { noticeText } from '../notifications/service';

/**
 * A sale's pay code (spec 001 sections 2 and 7, payment codes and checkout): twelve digits (and a
 * QR code holding them) made for one open order at the counter, valid for `SALE_CODE_TTL_MS`. A
 * customer pays it from their {product} wallet through Pay by code ({product} pay tab) with their
 * PIN: the money goes wallet → the order's till and the sale is paid, in one transaction, once.
 * The wallet area's receive codes are eight letters and digits without 0/1, so the two never clash.
 */
export type PaymentCodeRow = Selectable<PaymentCodeTable>;
export const SALE_CODE_TTL_MS = 10 * 60_000;
export const SALE_CODE = /^\d{12}$/;
/** Function 43 Cashier at the counter (transaction type 117). */
const CASHIER = '43';
/** The sub-type a {product} pay code is paid with (pay-by-code area, channel 30). */
const SUB_CODE = PAY_SUB.code;

export function isSaleCode(code: string): boolean {
  return SALE_CODE.test(code.trim());
}

/** The counter's gate: function 43 and the business may sell (transaction type 117). */
export async function requireCounter(ctx: SessionContext): Promise<void> {
  await requireAny(ctx, [CASHIER]);
  await checkBusinessGates(ctx, ctx.session.merchantId, { transTypId: '117' });
}

/** W waiting (until it expires), S paid, C closed, E expired. */
export function codeState(row: Pick<PaymentCodeRow, 'status' | 'expires_at'>, now = nowIso()): 'W' | 'S' | 'C' | 'E' {
  if (row.status === 'W' && row.expires_at <= now) return 'E';
  return row.status as 'W' | 'S' | 'C' | 'E';
}

export function saleCodeRecord(row: PaymentCodeRow, orderNo: string | null): ReceiveCode {
  const status = codeState(row);
  return {
    code: row.code,
    amount: row.amount === null ? null : Number(row.amount),
    rcvFlg: status === 'W' ? '1' : '0',
    storeId: row.store_id,
    storeName: null,
    createdAt: row.created_at,
    closedAt: status === 'C' ? row.updated_at : null,
    orderNo,
    status,
    expiresAt: row.expires_at,
  };
}

export function findSaleCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('payment_codes').selectAll().where('code', '=', code.trim()).executeTakeFirst();
}

/** The newest code of an order (index payment_codes_order_idx). */
export function latestSaleCode(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('payment_codes').selectAll().where('order_id', '=', orderId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The refusal for a code that cannot be paid now, on `field`. */
function codeRefusal(row: PaymentCodeRow, locale: SessionContext['locale'], field: string): BizError | null {
  const state = codeState(row);
  if (state === 'S') return refuse('MMCP5924', field, locale);
  if (state === 'C') return refuse('MMCP5923', field, locale);
  if (state === 'E') return refuse('MMCP5922', field, locale);
  return null;
}

/**
 * GenerateCode for an order: the open code the order already has (an unexpired W), else a new one;
 * an older code of the order is closed, so one code at a time pays a sale.
 */
export async function generateSaleCode(ctx: SessionContext, orderNo: string, payerPhone: string | null = null): Promise<{ row: PaymentCodeRow; order: GoodsOrderRow; fresh: boolean }> {
  const order = await loadOrder(ctx, orderNo);
  assertPayable(order, ctx.locale);
  await assertSellable(ctx.db, order, ctx.locale);
  const last = await latestSaleCode(ctx.db, order.id);
  if (last && codeState(last) === 'W' && Number(last.amount) === Number(order.total)) {
    if (payerPhone && last.payer_phone !== payerPhone) {
      await ctx.db.updateTable('payment_codes').set({ payer_phone: payerPhone, updated_at: nowIso() }).where('id', '=', last.id).execute();
      return { row: { ...last, payer_phone: payerPhone }, order, fresh: false };
    }
    return { row: last, order, fresh: false };
  }
  const now = nowIso();
  for (let attempt = 0; ; attempt++) {
    const row: PaymentCodeRow = {
      id: newId(),
      code: Array.from({ length: 12 }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(0, 10))).join(''),
      merchant_id: order.merchant_id,
      store_id: order.store_id,
      till_id: order.till_id,
      order_id: order.id,
      amount: Number(order.total),
      status: 'W',
      rcv_flg: '1',
      payer_phone: payerPhone,
      money_order_id: null,
      person_id: ctx.session.personId,
      expires_at: new Date(Date.now() + SALE_CODE_TTL_MS).toISOString(),
      paid_at: null,
      created_at: now,
      updated_at: now,
    };
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('payment_codes').set({ status: 'C', rcv_flg: '0', updated_at: now }).where('order_id', '=', order.id).where('status', '=', 'W').execute();
        await trx.insertInto('payment_codes').values(row).execute();
        await addEvent(trx, order, 'payCode', order, ctx.session.personId, { code: 'EVT_PAY_CODE', params: { code: row.code } });
      });
    } catch (error) {
      // Twelve random digits clash with an existing code once in a trillion: draw again.
      if (attempt < 3 && (await findSaleCode(ctx.db, row.code))) continue;
      throw error;
    }
    return { row, order, fresh: true };
  }
}

/** A code of the caller's business (store-scoped through its order), else 'Pay code not found.' */
async function ownSaleCode(ctx: SessionContext, code: string): Promise<{ row: PaymentCodeRow; order: GoodsOrderRow }> {
  const row = await findSaleCode(ctx.db, code);
  if (!row || row.merchant_id !== ctx.session.merchantId || !row.order_id) throw refuse('MMCP5928', 'code', ctx.locale);
  const order = await ctx.db.selectFrom('goods_orders').selectAll().where('id', '=', row.order_id).executeTakeFirstOrThrow();
  await loadOrder(ctx, order.order_no).catch(() => {
    throw refuse('MMCP5928', 'code', ctx.locale);
  });
  return { row, order };
}

/** ClosePaymentCode of a sale's code: W → C (closed again answers it); a paid code stays paid. */
export async function closeSaleCode(ctx: SessionContext, code: string): Promise<ReceiveCode> {
  const { row, order } = await ownSaleCode(ctx, code);
  const state = codeState(row);
  if (state === 'S') throw refuse('MMCP5924', 'code', ctx.locale);
  if (state !== 'W') return saleCodeRecord(row, order.order_no);
  const now = nowIso();
  const moved = await ctx.db.updateTable('payment_codes').set({ status: 'C', rcv_flg: '0', updated_at: now }).where('id', '=', row.id).where('status', '=', 'W').executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw refuse('MMCP5924', 'code', ctx.locale);
  await ctx.audit({ event: 'GOODS_PAY_CODE', detail: { code: 'AUDIT_PAY_CODE_CLOSED', params: { code: row.code, orderNo: order.order_no } }, before: { status: 'W' }, after: { status: 'C' } });
  return saleCodeRecord({ ...row, status: 'C', rcv_flg: '0', updated_at: now }, order.order_no);
}

/** EnablePaymentCode of a sale's code: C → W while it has not expired and its sale is still open for the same total. */
export async function enableSaleCode(ctx: SessionContext, code: string): Promise<ReceiveCode> {
  const { row, order } = await ownSaleCode(ctx, code);
  const state = codeState(row);
  if (state === 'W') return saleCodeRecord(row, order.order_no);
  if (state !== 'C' || row.expires_at <= nowIso()) throw codeRefusal({ ...row, status: state === 'C' ? 'W' : row.status }, ctx.locale, 'code') ?? refuse('MMCP5922', 'code', ctx.locale);
  assertPayable(order, ctx.locale);
  if (Number(row.amount) !== Number(order.total)) throw refuse('MMCP5922', 'code', ctx.locale);
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    // One open code per sale: a newer one is closed.
    await trx.updateTable('payment_codes').set({ status: 'C', rcv_flg: '0', updated_at: now }).where('order_id', '=', order.id).where('status', '=', 'W').execute();
    await trx.updateTable('payment_codes').set({ status: 'W', rcv_flg: '1', updated_at: now }).where('id', '=', row.id).where('status', '=', 'C').execute();
  });
  await ctx.audit({ event: 'GOODS_PAY_CODE', detail: { code: 'AUDIT_PAY_CODE_ENABLED', params: { code: row.code, orderNo: order.order_no } }, before: { status: 'C' }, after: { status: 'W' } });
  return saleCodeRecord({ ...row, status: 'W', rcv_flg: '1', updated_at: now }, order.order_no);
}

/** QueryPaymentCodeInfo for an order: its codes, newest first. */
export async function saleCodesOf(ctx: SessionContext, orderNo: string, paging: { limit: number; offset: number }) {
  const order = await loadOrder(ctx, orderNo);
  const q = ctx.db.selectFrom('payment_codes').where('order_id', '=', order.id).where('merchant_id', '=', ctx.session.merchantId);
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(paging.limit).offset(paging.offset).execute();
  const count = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { list: rows.map((r) => saleCodeRecord(r, order.order_no)), total: Number(count.n) };
}

/** QueryPayCode of a sale's code: who it pays and how much (anyone signed in: it is shown at a counter). */
export async function decodeSaleCode(db: Kysely<Database>, code: string) {
  const row = await findSaleCode(db, code);
  if (!row) return null;
  const merchant = await db.selectFrom('merchants').select(['merc_no', 'name']).where('id', '=', row.merchant_id).executeTakeFirstOrThrow();
  const store = await db.selectFrom('stores').select('name').where('id', '=', row.store_id).executeTakeFirst();
  return {
    code: row.code,
    merchantNo: merchant.merc_no,
    merchantName: merchant.name,
    storeName: store?.name ?? null,
    amount: row.amount === null ? null : Number(row.amount),
    rcvFlg: codeState(row) === 'W' ? ('1' as const) : ('0' as const),
  };
}

/** The wallet holder a mobile number names: the business whose owner has that number. */
async function walletOfPhone(db: Kysely<Database>, msisdn: string) {
  return db
    .selectFrom('merchants')
    .innerJoin('persons', 'persons.id', 'merchants.owner_person_id')
    .select(['merchants.id as merchantId', 'merchants.name', 'persons.id as personId'])
    .where('persons.phone', '=', msisdn)
    .where('merchants.status', '!=', 'C')
    .orderBy('merchants.created_at')
    .limit(1)
    .executeTakeFirst();
}

/**
 * ConfirmPayment 0002: the customer's wallet is found by their mobile; they are sent the sale's pay
 * code (in-app) and confirm it with their PIN in Pay by code. Nothing moves until they do.
 */
export async function requestWalletPayment(ctx: SessionContext, orderNo: string, mobile: string | null | undefined) {
  const msisdn = mobile ? normalizePhone(mobile) : null;
  if (!msisdn) throw refuse('MMCP5926', 'mobile', ctx.locale);
  const payer = await walletOfPhone(ctx.db, msisdn);
  if (!payer) throw refuse('MMCP5926', 'mobile', ctx.locale);
  if (payer.merchantId === ctx.session.merchantId) throw refuse('MMCP5927', 'mobile', ctx.locale);
  const { row, order } = await generateSaleCode(ctx, orderNo, msisdn);
  const seller = await ctx.db.selectFrom('merchants').select('name').where('id', '=', order.merchant_id).executeTakeFirstOrThrow();
  await notifyPerson(ctx.db, {
    merchantId: payer.merchantId,
    personId: payer.personId,
    ...noticeText({
      title: 'NOTE_PAY_REQUEST_TITLE',
      body: 'NOTE_PAY_REQUEST',
      // The code's expiry as a clock time in Nairobi.
      params: { seller: seller.name, amount: formatMoney(Number(order.total)), orderNo: order.order_no, code: row.code, time: toNairobi14(row.expires_at).replace(/^\d{8}(\d\d)(\d\d)\d\d$/, '$1:$2') },
    }),
    ordNo: order.order_no,
    amount: Number(order.total),
  });
  return { row, order };
}

/** Details of the money order that pays a sale's code (beside pay-by-code's payKind / payCode). */
interface SaleCodeDetails {
  payKind: 'code';
  payCode: string;
  saleCodeId: string;
  goodsOrderNo: string;
  tillId: never;
}

/**
 * Pay by code's pre-order for a sale's code (the payer's session): the code must be open and the
 * amount its sale's total. Answers null when the code is not a sale's.
 */
export async function saleCodePreOrder(ctx: SessionContext, input: { payCode: string; amount: number; requestId: string; remarks?: string | null }) {
  if (!isSaleCode(input.payCode)) return null;
  const row = await findSaleCode(ctx.db, input.payCode);
  if (!row?.order_id) return null;
  const refusal = codeRefusal(row, ctx.locale, 'payCode');
  if (refusal) throw refusal;
  if (row.merchant_id === ctx.session.merchantId) throw refuse('MMCP5927', 'payCode', ctx.locale);
  if (input.amount !== Number(row.amount)) throw refuse('MMCP5925', 'amount', ctx.locale, { amount: formatMoney(Number(row.amount)) });
  const order = await ctx.db.selectFrom('goods_orders').select(['order_no', 'till_id', 'pay_status', 'accept_status', 'detail_status']).where('id', '=', row.order_id).executeTakeFirstOrThrow();
  // The sale was paid another way, suspended or cancelled: its code no longer takes money.
  if (order.pay_status !== 'WP' || order.accept_status === 'CL' || order.detail_status === 'WM') throw refuse('MMCP5923', 'payCode', ctx.locale);
  if (!order.till_id) throw refuse('MMCP5905', 'payCode', ctx.locale);
  const merchant = await ctx.db.selectFrom('merchants').select('name').where('id', '=', row.merchant_id).executeTakeFirstOrThrow();
  const name = `${merchant.name} (sale ${order.order_no})`;
  const { order: money, authTxCode } = await createOrder(ctx, ctx.money, {
    ordTyp: '42',
    transTypId: '111',
    direction: 'out',
    rail: 'internal',
    channel: SUB_CODE,
    amount: input.amount,
    requestId: input.requestId,
    remarks: input.remarks?.trim() || `Sale ${order.order_no}`,
    counterparty: { name, account: row.code, merchantId: row.merchant_id },
    details: { payKind: 'code', payCode: row.code, saleCodeId: row.id, goodsOrderNo: order.order_no } satisfies Omit<SaleCodeDetails, 'tillId'>,
  });
  return { order: money, authTxCode, payKind: 'code' as const, payCode: row.code, name };
}

/**
 * Pay by code's pay step for a sale's code (after VerifyPasscodeTrans): in ONE transaction the PIN
 * authorization is spent, the money order goes U → S, the payer's wallet pays the sale's till
 * (ledger) within the day's limit, the code W → S, the sale is paid (stock and coupon taken), the
 * till's payment row is written already matched to the sale, and the payer's notice and audit row
 * are written. Null when the order is not a sale code's.
 */
export async function paySaleCode(ctx: SessionContext, order: OrderRow, authTxCode: string): Promise<OrderRow | null> {
  const details = JSON.parse(order.details ?? '{}') as Partial<SaleCodeDetails>;
  if (!details.saleCodeId) return null;
  if (order.status !== 'U') {
    if (order.auth_tx_code === authTxCode) return order;
    throw new BizError('MMCP4005');
  }
  if (order.auth_tx_code !== authTxCode) throw new BizError('MMCP2060');
  const code = await ctx.db.selectFrom('payment_codes').selectAll().where('id', '=', details.saleCodeId).executeTakeFirstOrThrow();
  const refusal = codeRefusal(code, ctx.locale, 'payCode');
  if (refusal) throw refusal;
  const sale = await ctx.db.selectFrom('goods_orders').selectAll().where('id', '=', code.order_id as string).executeTakeFirstOrThrow();
  assertPayable(sale, ctx.locale);
  const till = await ctx.db.selectFrom('tills').selectAll().where('id', '=', sale.till_id as string).executeTakeFirstOrThrow();
  const payer = await ctx.db.selectFrom('merchants').select(['name', 'merc_no']).where('id', '=', order.merchant_id).executeTakeFirstOrThrow();
  const payerPerson = await ctx.db.selectFrom('persons').select('phone').where('id', '=', ctx.session.personId).executeTakeFirst();
  await ensureWallet(ctx.db, order.merchant_id);
  await ensureTill(ctx.db, till.merchant_id, till.id);
  const credit = { source: 'wallet' as const, transId: order.ord_no, amount: order.amount, payerName: payer.name, payerPhone: payerPerson?.phone ?? null, reference: code.code };
  const now = nowIso();
  const settled = { status: 'S' as const, updated_at: now, finished_at: now, result_code: '0', result_desc: 'Success', receipt: order.ord_no };
  try {
    await recordTillPayment(ctx.db, till, credit, async (trx, tillPaymentId) => {
      const spent = await consumePinAuthorization(trx, authTxCode, ctx.session.personId, ctx.session.merchantId);
      if (spent.purpose !== `order:${order.id}`) throw new BizError('MMCP2060');
      const moved = await trx
        .updateTable('money_orders')
        .set(settled)
        .where('id', '=', order.id)
        .where('status', '=', 'U')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new BizError('MMCP4005');
      // The code is paid once: W, open and unexpired → S.
      const paid = await trx
        .updateTable('payment_codes')
        .set({ status: 'S', rcv_flg: '0', paid_at: now, money_order_id: order.id, updated_at: now })
        .where('id', '=', code.id)
        .where('status', '=', 'W')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(paid.numUpdatedRows) !== 1) throw refuse('MMCP5924', 'payCode', ctx.locale);
      // The wallet that pays is the customer's: a sale without a number takes theirs (a one-time
      // coupon is redeemed against it; before, its payer met 'Enter the customer's mobile number').
      const customerPhone = sale.customer_phone ?? (payerPerson?.phone ? normalizePhone(payerPerson.phone) : null);
      const after = await moveOrder(trx, sale, { ...paidColumns(sale, '0002', order.ord_no, now), money_order_id: order.id, customer_phone: customerPhone }, ctx.locale);
      await takeGoods(trx, sale, code.person_id, ctx.locale);
      await trx
        .insertInto('goods_order_payments')
        .values({
          id: newId(),
          order_id: sale.id,
          merchant_id: sale.merchant_id,
          method: '0002',
          amount: order.amount,
          tendered: null,
          change_amount: null,
          status: 'S',
          payer_phone: code.payer_phone ?? credit.payerPhone,
          money_order_id: order.id,
          network_ref: order.ord_no,
          result_desc: `Pay code ${code.code}`,
          person_id: code.person_id,
          created_at: now,
          finished_at: now,
        })
        .execute();
      await trx.updateTable('till_payments').set({ claim_ref: sale.order_no, claim_note: 'Checkout', claimed_by: code.person_id, claimed_at: now }).where('id', '=', tillPaymentId).execute();
      await postEntry(trx, {
        idemKey: `order:${order.id}`,
        kind: '42',
        orderId: order.id,
        memo: `${order.ord_no} pays sale ${sale.order_no} on till ${till.till_no}`,
        lines: [
          { accountId: walletAccountId(order.merchant_id), amount: -order.amount },
          { accountId: tillAccountId(till.id), amount: order.amount },
        ],
      });
      await addEvent(trx, sale, 'pay', after, code.person_id, { code: 'EVT_WALLET_PAY_CODE', params: { payer: payer.name, code: code.code, ordNo: order.ord_no } });
      const paidOrder: OrderRow = { ...order, ...settled };
      await assertDailyRoom(trx, paidOrder);
      await notifyOrder(trx, paidOrder);
      await ctx.audit({ event: 'PAY_BY_CODE', detail: { code: 'AUDIT_PAY_BY_CODE_SALE', params: { amount: formatMoney(order.amount), saleNo: sale.order_no, payee: order.counterparty_name ?? '', code: code.code, ordNo: order.ord_no } } }, undefined, trx);
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) throw new BizError('MMCP4001', {}, { field: 'amount' });
    throw error;
  }
  const after = await ctx.db.selectFrom('money_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  await afterPayment(ctx.money, till, credit).catch((err: unknown) => ctx.log.warn({ err, ordNo: order.ord_no }, 'work after a pay code payment failed'));
  return after;
}
