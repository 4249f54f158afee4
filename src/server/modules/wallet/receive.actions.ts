import {
  ClosePaymentCode,
  EnablePaymentCode,
  GenerateCode,
  QueryPayCode,
  QueryPaymentCodeInfo,
  RequestPay,
  SimulateCodePayment,
} from '../../../shared/actions/wallet';
import { formatAmount, formatMoney } from '../../../shared/format/money';
import { feeRule } from '../../ledger/fees';
import { normalizePhone } from '../../../shared/rules/identity';
import { totalOf } from '../../db/paging';
import { newId, nowIso } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { createOrder, orderRecord } from '../money/orders';
import { findReceiveCode, newReceiveCode, receiveCodeRecord, receiveCodes } from './wallet.queries';
import { closeSaleCode, decodeSaleCode, enableSaleCode, generateSaleCode, isSaleCode, requireCounter, saleCodeRecord, saleCodesOf } from '../checkout/checkout.paycode';
import { checkBusinessGates } from '../../http/router';
import { requireAny } from '../tills/tills.actions';

/** Function 02 QRCodeCollect; menu transaction type 131 request to pay and QR code. */
const COLLECT = { funcNo: '02', transTypId: '131' };

/** The receive codes' gate (COLLECT): a sale's pay code is the counter's instead (function 43, type 117). */
async function requireCollect(ctx: SessionContext, withType = true): Promise<void> {
  await requireAny(ctx, [COLLECT.funcNo]);
  if (withType) await checkBusinessGates(ctx, ctx.session.merchantId, { transTypId: COLLECT.transTypId });
}

async function merchantOf(ctx: SessionContext) {
  return ctx.db.selectFrom('merchants').select(['merc_no', 'name']).where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow();
}

/** The M-PESA simulator when this server runs it (never against the real network). */
function mpesaSimulator(ctx: SessionContext) {
  return ctx.money.rails.simulators.mpesa;
}

async function ownCode(ctx: SessionContext, code: string) {
  const row = await findReceiveCode(ctx.db, code, ctx.session.merchantId);
  if (!row) throw new BizError('MMCP4403', {}, { field: 'code' });
  return row;
}

/**
 * Money the business collects: a request to pay (an M-PESA STK push to the customer's phone; the
 * customer confirms there, so no PIN here) and receive codes, which customers pay through the
 * provider's paybill with the code as the account (credited by src/server/modules/money/incoming.ts).
 */
/** A code's fixed amount: inside the limits of receiving (131) and whole shillings, as M-PESA pays it. */
function checkFixedAmount(amount: number): void {
  const rule = feeRule('131', null);
  if (amount < rule.min || amount > rule.max) throw new BizError('MMCP4002', { min: formatAmount(rule.min), max: formatAmount(rule.max) }, { field: 'amount' });
  if (amount % 100 !== 0) throw new BizError('MMCP4008', {}, { field: 'amount' });
}

export const receiveActions = [
  sessionAction(RequestPay, COLLECT, async (input, ctx) => {
    const merchant = await merchantOf(ctx);
    const msisdn = normalizePhone(input.mobile)!;
    const retry = await ctx.db
      .selectFrom('money_orders')
      .select('id')
      .where('merchant_id', '=', ctx.session.merchantId)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
    const { order } = await createOrder(ctx, ctx.money, {
      ordTyp: 'R1',
      transTypId: '131',
      direction: 'in',
      rail: 'mpesa',
      channel: null,
      amount: input.amount,
      requestId: input.requestId,
      requirePin: false,
      remarks: input.remarks ?? null,
      counterparty: { phone: msisdn, name: null },
      collect: { msisdn, accountReference: merchant.merc_no, description: input.remarks || `Pay ${merchant.name}`.slice(0, 60) },
    });
    if (!retry) {
      await ctx.audit({ event: 'REQUEST_PAY', detail: { code: 'AUDIT_REQUEST_PAY', params: { amount: formatMoney(order.amount), from: msisdn, ordNo: order.ord_no } } });
    }
    return orderRecord(order);
  }),

  sessionAction(GenerateCode, {}, async (input, ctx) => {
    if (input.orderNo) {
      await requireCounter(ctx);
      const { row, order, fresh } = await generateSaleCode(ctx, input.orderNo);
      if (fresh) await ctx.audit({ event: 'GOODS_PAY_CODE', detail: { code: 'AUDIT_PAY_CODE_GENERATED', params: { code: row.code, orderNo: order.order_no, amount: formatMoney(Number(order.total)) } } });
      return saleCodeRecord(row, order.order_no);
    }
    await requireCollect(ctx);
    if (input.amount != null) checkFixedAmount(input.amount);
    const storeId = input.storeId ?? null;
    let storeName: string | null = null;
    if (storeId) {
      const store = await ctx.db.selectFrom('stores').select('name').where('id', '=', storeId).where('merchant_id', '=', ctx.session.merchantId).executeTakeFirst();
      if (!store) throw new BizError('MMCP2101', {}, { field: 'storeId' });
      storeName = store.name;
    }
    for (let attempt = 0; ; attempt++) {
      const row = {
        id: newId(),
        merchant_id: ctx.session.merchantId,
        store_id: storeId,
        code: newReceiveCode(),
        amount: input.amount ?? null,
        rcv_flg: '1' as const,
        created_at: nowIso(),
        closed_at: null,
      };
      try {
        await ctx.db.insertInto('receive_codes').values(row).execute();
      } catch (error) {
        // A clash with an existing code (one in a trillion): draw again.
        if (attempt < 3 && (await findReceiveCode(ctx.db, row.code))) continue;
        throw error;
      }
      await ctx.audit({ event: 'RECEIVE_CODE', detail: row.amount ? { code: 'AUDIT_RECEIVE_CODE_AMOUNT', params: { code: row.code, amount: formatMoney(row.amount) } } : { code: 'AUDIT_RECEIVE_CODE', params: { code: row.code } } });
      return receiveCodeRecord({ ...row, store_name: storeName });
    }
  }),

  sessionAction(QueryPaymentCodeInfo, {}, async (input, ctx) => {
    if (input.orderNo) await requireCounter(ctx);
    else await requireCollect(ctx, false);
    const sale = input.orderNo ? await saleCodesOf(ctx, input.orderNo, input) : null;
    let q = receiveCodes(ctx.db).where('receive_codes.merchant_id', '=', ctx.session.merchantId);
    if (input.rcvFlg) q = q.where('receive_codes.rcv_flg', '=', input.rcvFlg);
    if (input.storeId) q = q.where('receive_codes.store_id', '=', input.storeId);
    const rows = sale
      ? []
      : await q
          .selectAll('receive_codes')
          .select('stores.name as store_name')
          .orderBy('receive_codes.created_at', 'desc')
          .orderBy('receive_codes.id', 'desc')
          .limit(input.limit)
          .offset(input.offset)
          .execute();
    const merchant = await merchantOf(ctx);
    return {
      list: sale ? sale.list : rows.map(receiveCodeRecord),
      total: sale ? sale.total : await totalOf(q, input, rows.length),
      paybillNo: ctx.money.mpesaShortCode,
      merchantNo: merchant.merc_no,
      merchantName: merchant.name,
      simulatorFlg: mpesaSimulator(ctx) ? ('Y' as const) : ('N' as const),
    };
  }),

  sessionAction(ClosePaymentCode, {}, async (input, ctx) => {
    if (isSaleCode(input.code)) {
      await requireCounter(ctx);
      return closeSaleCode(ctx, input.code);
    }
    await requireCollect(ctx);
    const row = await ownCode(ctx, input.code);
    if (row.rcv_flg === '0') return receiveCodeRecord(row);
    const closedAt = nowIso();
    await ctx.db.updateTable('receive_codes').set({ rcv_flg: '0', closed_at: closedAt }).where('id', '=', row.id).execute();
    await ctx.audit({ event: 'RECEIVE_CODE', detail: { code: 'AUDIT_RECEIVE_CODE_CLOSED', params: { code: row.code } } });
    return receiveCodeRecord({ ...row, rcv_flg: '0', closed_at: closedAt });
  }),

  sessionAction(EnablePaymentCode, {}, async (input, ctx) => {
    if (isSaleCode(input.code)) {
      await requireCounter(ctx);
      return enableSaleCode(ctx, input.code);
    }
    await requireCollect(ctx);
    const row = await ownCode(ctx, input.code);
    if (row.rcv_flg === '1') return receiveCodeRecord(row);
    await ctx.db.updateTable('receive_codes').set({ rcv_flg: '1', closed_at: null }).where('id', '=', row.id).execute();
    await ctx.audit({ event: 'RECEIVE_CODE', detail: { code: 'AUDIT_RECEIVE_CODE_ENABLED', params: { code: row.code } } });
    return receiveCodeRecord({ ...row, rcv_flg: '1', closed_at: null });
  }),

  // Decoding tells anyone signed in who a code pays: it is printed on a counter for all to see.
  sessionAction(QueryPayCode, {}, async (input, ctx) => {
    const sale = isSaleCode(input.code) ? await decodeSaleCode(ctx.db, input.code) : null;
    if (sale) return { ...sale, paybillNo: ctx.money.mpesaShortCode };
    const row = await findReceiveCode(ctx.db, input.code);
    const merchant = row
      ? await ctx.db.selectFrom('merchants').select(['merc_no', 'name']).where('id', '=', row.merchant_id).executeTakeFirst()
      : await ctx.db.selectFrom('merchants').select(['merc_no', 'name']).where('merc_no', '=', input.code).executeTakeFirst();
    if (!merchant) throw new BizError('MMCP4403', {}, { field: 'code' });
    return {
      code: row?.code ?? merchant.merc_no,
      merchantNo: merchant.merc_no,
      merchantName: merchant.name,
      storeName: row?.store_name ?? null,
      amount: row?.amount === null || row?.amount === undefined ? null : Number(row.amount),
      rcvFlg: row?.rcv_flg ?? ('1' as const),
      paybillNo: ctx.money.mpesaShortCode,
    };
  }),

  sessionAction(SimulateCodePayment, { funcNo: '02' }, async (input, ctx) => {
    const simulator = mpesaSimulator(ctx);
    if (!simulator) throw new BizError('MMCP4404');
    if (input.amount % 100 !== 0) throw new BizError('MMCP4008', {}, { field: 'amount' });
    const pay = () =>
      simulator.customerPays({ shortCode: ctx.money.mpesaShortCode, amount: input.amount / 100, msisdn: normalizePhone(input.mobile)!, billRef: input.code });
    let result = await pay();
    if (result.ResultCode === 'C2B00015') {
      // Registration at start failed or the network forgot it: register ours and pay again.
      await ctx.money.rails.mpesa.registerC2b(ctx.money.mpesaShortCode);
      result = await pay();
    }
    return { transId: result.TransID, resultCode: result.ResultCode, resultDesc: result.ResultDesc };
  }),
];
