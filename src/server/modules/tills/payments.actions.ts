import {
  ClaimTillPayment,
  PayTill,
  PayTillPreOrder,
  ExportTillStatement,
  QueryTillStatement,
  QueryTillTransList,
  SimulateTillPayment,
} from '../../../shared/actions/tills';
import { formatMoney } from '../../../shared/format/money';
import { normalizePhone } from '../../../shared/rules/identity';
import { nairobiDayStartIso, nowIso, matches } from '../../db/util';
import { sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { InsufficientFunds, ensureTill, ensureWallet, postEntry, tillAccountId, walletAccountId } from '../../ledger/ledger';
import { type OrderRow, assertDailyRoom, createOrder, findOrder, notifyOrder, orderRecord, recentSameOrder } from '../money/orders';
import { consumePinAuthorization } from '../../security/authorizations';
import { afterPayment, claimerName, loadPayment, paymentRecord, paymentsOf, recordTillPayment, type PaymentView } from './payments';
import { TILL_VIEWERS, registerTill, requireAny, scopedTill } from './tills.actions';
import { assertStoreAccess, listScope } from '../staff/scope';
import { saveFiles, signedFileUrl } from '../files/files.service';
import { exportTable } from '../statements/export';
import { statementTable, tillStatement } from './statement';
import { nextDate, tillByNumber } from './tills.queries';

/** Till managers (3801, 3802) and cashiers (43) see and claim till payments. */
const PAYMENT_VIEWERS = [...TILL_VIEWERS, '43'];
/** Paying another business's till from the wallet: 10 BuyGoods, behind the KYC gate of buy goods (111) like pay by code. */
const BUY_GOODS = { funcNo: '10', transTypId: '111' };

export const paymentsActions = [
  sessionAction(QueryTillTransList, {}, async (input, ctx) => {
    await requireAny(ctx, PAYMENT_VIEWERS);
    let q = paymentsOf(ctx.db, ctx.session.merchantId, input.tillId);
    const scope = await listScope(ctx.db, ctx.session);
    if (scope) q = q.where('till_payments.store_id', 'in', scope);
    if (input.storeId) q = q.where('till_payments.store_id', '=', input.storeId);
    if (input.claimed === 'Y') q = q.where('till_payments.claim_ref', 'is not', null);
    if (input.claimed === 'N') q = q.where('till_payments.claim_ref', 'is', null);
    if (input.startDate) q = q.where('till_payments.created_at', '>=', nairobiDayStartIso(input.startDate));
    if (input.endDate) q = q.where('till_payments.created_at', '<', nairobiDayStartIso(nextDate(input.endDate)));
    if (input.keyword) {
      const k = input.keyword;
      q = q.where((eb) =>
        eb.or([
          matches('till_payments.trans_id', k),
          matches('till_payments.payer_name', k),
          matches('till_payments.reference', k),
          matches('till_payments.claim_ref', k),
        ]),
      );
    }
    const rows = await q
      .selectAll('till_payments')
      .select(['tills.till_no', 'tills.name as till_name', claimerName])
      .orderBy('till_payments.created_at', 'desc')
      .orderBy('till_payments.id', 'desc')
      .limit(input.limit)
      .offset(input.offset)
      .execute();
    const count = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    return { list: (rows as PaymentView[]).map(paymentRecord), total: Number(count?.n ?? 0) };
  }),

  sessionAction(ClaimTillPayment, {}, async (input, ctx) => {
    await requireAny(ctx, PAYMENT_VIEWERS);
    const row = await loadPayment(ctx.db, ctx.session.merchantId, input.paymentId);
    if (!row) throw new BizError('MMCP5206', {}, { field: 'paymentId' });
    await assertStoreAccess(ctx.db, ctx.session, row.store_id, { code: 'MMCP5206', field: 'paymentId' });
    const now = nowIso();
    // The claim is the guard: only one cashier matches a payment to a sale.
    const done = await ctx.db
      .updateTable('till_payments')
      .set({ claim_ref: input.saleRef, claim_note: input.note || null, claimed_by: ctx.session.personId, claimed_at: now })
      .where('id', '=', row.id)
      .where('claim_ref', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new BizError('MMCP5207', {}, { field: 'paymentId' });
    await ctx.audit({ event: 'TILL_CLAIM', detail: { code: 'AUDIT_TILL_CLAIM', params: { transId: row.trans_id, amount: formatMoney(Number(row.amount)), tillNo: row.till_no, saleRef: input.saleRef } } });
    return paymentRecord((await loadPayment(ctx.db, ctx.session.merchantId, row.id))!);
  }),

  // Simulator only: what a customer's phone does when paying a till by M-PESA buy goods.
  sessionAction(SimulateTillPayment, { funcNo: '3801' }, async (input, ctx) => {
    const simulator = ctx.money.rails.simulators.mpesa;
    if (!simulator) throw new BizError('MMCP4404');
    if (input.amount % 100 !== 0) throw new BizError('MMCP4008', {}, { field: 'amount' });
    const till = await tillByNumber(ctx.db, input.tillNo);
    if (!till || till.merchant_id !== ctx.session.merchantId) throw new BizError('MMCP5205', {}, { field: 'tillNo' });
    const pay = () =>
      simulator.customerPays({ shortCode: till.till_no, amount: input.amount / 100, msisdn: normalizePhone(input.mobile)!, billRef: input.reference ?? '', firstName: input.payerName || undefined });
    let result = await pay();
    if (result.ResultCode === 'C2B00015') {
      // The simulator forgot the till's registration (it keeps it in memory): register and pay again.
      await registerTill(ctx, till.till_no);
      result = await pay();
    }
    return { transId: result.TransID, resultCode: result.ResultCode, resultDesc: result.ResultDesc };
  }),

  sessionAction(PayTillPreOrder, BUY_GOODS, async (input, ctx) => {
    // Whole shillings, as the page and a customer's M-PESA buy goods pay a till.
    if (input.amount % 100 !== 0) throw new BizError('MMCP4008', {}, { field: 'amount' });
    const till = await tillByNumber(ctx.db, input.tillNo);
    if (!till) throw new BizError('MMCP5205', {}, { field: 'tillNo' });
    if (till.status !== '0') throw new BizError('MMCP5202', {}, { field: 'tillNo' });
    if (till.merchant_id === ctx.session.merchantId) throw new BizError('MMCP5212', {}, { field: 'tillNo' });
    const merchant = await ctx.db.selectFrom('merchants').select('name').where('id', '=', till.merchant_id).executeTakeFirstOrThrow();
    const { order, authTxCode } = await createOrder(ctx, ctx.money, {
      ordTyp: '42',
      transTypId: '111',
      direction: 'out',
      rail: 'internal',
      channel: null,
      amount: input.amount,
      requestId: input.requestId,
      remarks: input.reference ?? null,
      counterparty: { name: `${merchant.name} (${till.name})`, account: till.till_no, merchantId: till.merchant_id },
      details: { tillId: till.id },
    });
    return {
      order: orderRecord(order),
      authTxCode,
      tillName: till.name,
      merchantName: merchant.name,
      repeatOf: order.status === 'U' ? await recentSameOrder(ctx.db, order) : null,
    };
  }),

  sessionAction(PayTill, BUY_GOODS, async (input, ctx) => {
    const order = await findOrder(ctx.db, ctx.session.merchantId, input.ordNo);
    if (order.ord_typ !== '42') throw new BizError('MMCP4004');
    if (order.status !== 'U') {
      if (order.auth_tx_code === input.authTxCode) return orderRecord(order);
      throw new BizError('MMCP4005');
    }
    if (order.auth_tx_code !== input.authTxCode) throw new BizError('MMCP2060');
    const { tillId } = JSON.parse(order.details ?? '{}') as { tillId: string };
    const till = await ctx.db.selectFrom('tills').selectAll().where('id', '=', tillId).executeTakeFirstOrThrow();
    const payer = await ctx.db.selectFrom('merchants').select(['name', 'merc_no']).where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow();
    await ensureWallet(ctx.db, order.merchant_id);
    await ensureTill(ctx.db, till.merchant_id, till.id);
    const credit = { source: 'wallet' as const, transId: order.ord_no, amount: order.amount, payerName: payer.name, payerPhone: null, reference: order.remarks || payer.merc_no };
    const now = nowIso();
    const settled = { status: 'S' as const, updated_at: now, finished_at: now, result_code: '0', result_desc: 'Success', receipt: order.ord_no };
    const paid: OrderRow = { ...order, ...settled };
    // The PIN spent, the order, its ledger entry, the till's payment row, the notice and the audit
    // row: one transaction, so a refusal (the balance, the day's limit) leaves the PIN to try again.
    let made = false;
    try {
      made = await recordTillPayment(ctx.db, till, credit, async (trx) => {
        const spent = await consumePinAuthorization(trx, input.authTxCode, ctx.session.personId, ctx.session.merchantId);
        if (spent.purpose !== `order:${order.id}`) throw new BizError('MMCP2060');
        const moved = await trx
          .updateTable('money_orders')
          .set(settled)
          .where('id', '=', order.id)
          .where('status', '=', 'U')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new BizError('MMCP4005');
        await postEntry(trx, {
          idemKey: `order:${order.id}`,
          kind: '42',
          orderId: order.id,
          memo: `${order.ord_no} to till ${till.till_no}`,
          lines: [
            { accountId: walletAccountId(order.merchant_id), amount: -order.amount },
            { accountId: tillAccountId(till.id), amount: order.amount },
          ],
        });
        await assertDailyRoom(trx, paid);
        await notifyOrder(trx, paid);
        await ctx.audit({ event: 'TILL_PAY', detail: { code: 'AUDIT_TILL_PAY', params: { amount: formatMoney(order.amount), tillNo: till.till_no, ordNo: order.ord_no } } }, undefined, trx);
      });
    } catch (error) {
      if (error instanceof InsufficientFunds) throw new BizError('MMCP4001', {}, { field: 'amount' });
      throw error;
    }
    // The till's owner is told once; a retry that found the payment already written answers the order as it stands.
    if (made) await afterPayment(ctx.money, till, credit);
    return orderRecord(await findOrder(ctx.db, ctx.session.merchantId, order.ord_no));
  }),

  sessionAction(QueryTillStatement, {}, async (input, ctx) => {
    await requireAny(ctx, TILL_VIEWERS);
    await scopedTill(ctx, input.tillId);
    return tillStatement(ctx.db, ctx.session.merchantId, input, ctx.locale);
  }),

  sessionAction(ExportTillStatement, {}, async (input, ctx) => {
    await requireAny(ctx, TILL_VIEWERS);
    await scopedTill(ctx, input.tillId);
    const st = await tillStatement(ctx.db, ctx.session.merchantId, input, ctx.locale);
    const merchant = await ctx.db.selectFrom('merchants').select(['name', 'merc_no']).where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow();
    const file = await exportTable(statementTable(st, merchant.name), input.format, { locale: ctx.locale, font: ctx.config.pdfFont });
    const fileName = `till-${st.tillNo}-${st.startDate}-${st.endDate}.${file.extension}`;
    const [stored] = await saveFiles(ctx.db, ctx.config, { personId: ctx.session.personId, merchantId: ctx.session.merchantId }, 'document', [
      { name: fileName, mime: file.mime, type: null, bytes: file.bytes },
    ]);
    await ctx.audit({ event: 'STATEMENT_DOWNLOAD', detail: { code: 'AUDIT_TILL_STATEMENT', params: { tillNo: st.tillNo, from: st.startDate, to: st.endDate, format: input.format.toUpperCase() } } });
    return { url: await signedFileUrl(ctx.db, ctx.config, { fileId: stored!.fileId, name: fileName }, { ttlSeconds: 600 }), fileName };
  }),
];
