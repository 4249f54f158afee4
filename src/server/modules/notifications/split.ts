import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { SplitBill, SplitBillRecord } from '../../../shared/actions/notifications';
import { formatMoney } from '../../../shared/format/money';
import { splitRemaining, splitRuleBroken } from '../../../shared/rules/split';
import type { Database } from '../../db/schema';
import { newId, nowIso, toNairobi14 } from '../../db/util';
import type { SessionContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { checkPayee } from '../beneficiaries/payee';
import { cancelWaitingOrder, newOrderNo } from '../money/orders';
import { notify } from './service';
import { noticeText } from './service';

/**
 * Split bills (spec 001: order type 25; up to 20 accounts; the remaining amount may not fall below
 * 0; 'Duplicate remitters have been selected'). The business asks up to 20 {product}-wallet
 * owners each for a share; each share has its own order number, and the remitter's notification
 * (messTyp 1) carries it. The remitter pays with an ordinary transfer to the business's wallet,
 * made with `splitOrderNo`, which links that transfer order to the share; the share's payment
 * status is read from the linked order: S paid (1), F failed (2), otherwise not paid (0).
 */
export const SPLIT_ORDER_TYPE = '25';

type SplitInput = z.output<(typeof SplitBill)['input']>;

interface ResolvedRemitter {
  merchantId: string;
  personId: string;
  phone: string;
  name: string;
  amount: number;
}

async function resolveRemitters(ctx: SessionContext, input: SplitInput): Promise<ResolvedRemitter[]> {
  const out: ResolvedRemitter[] = [];
  for (const [i, r] of input.remitters.entries()) {
    let mobile = r.mobile ?? null;
    const field = `remitters.${i}.${r.bnfUsrNo ? 'bnfUsrNo' : 'mobile'}`;
    if (r.bnfUsrNo) {
      const bnf = await ctx.db
        .selectFrom('beneficiaries')
        .select(['channel', 'mobile'])
        .where('merchant_id', '=', ctx.session.merchantId)
        .where('id', '=', r.bnfUsrNo)
        .executeTakeFirst();
      if (!bnf) throw new BizError('MMCP4308', {}, { field });
      if (bnf.channel !== '28' || !bnf.mobile) throw new BizError('MMCP4610', {}, { field });
      mobile = bnf.mobile;
    }
    if (!mobile) throw new BizError('MMCP4610', {}, { field });
    let payee: Awaited<ReturnType<typeof checkPayee>>;
    try {
      payee = await checkPayee(ctx.db, ctx.session.merchantId, { rcvCnl: '28', mobile }, { locale: ctx.locale });
    } catch (e) {
      if (e instanceof BizError && e.code !== 'MMCP0006') throw new BizError(e.code, e.params, { ...e.extra, field });
      throw e;
    }
    const owner = await ctx.db.selectFrom('merchants').select('owner_person_id').where('id', '=', payee.targetMerchantId!).executeTakeFirst();
    if (!owner?.owner_person_id || !payee.mobile) throw new BizError('MMCP4301', {}, { field });
    out.push({ merchantId: payee.targetMerchantId!, personId: owner.owner_person_id, phone: payee.mobile, name: payee.name ?? payee.mobile, amount: r.amount });
  }
  return out;
}

export async function createSplitBill(ctx: SessionContext, input: SplitInput): Promise<SplitBillRecord> {
  const merchantId = ctx.session.merchantId;
  if (input.requestId) {
    const again = await ctx.db.selectFrom('split_bills').select('ord_no').where('merchant_id', '=', merchantId).where('request_id', '=', input.requestId).executeTakeFirst();
    if (again) return splitRecord(ctx.db, merchantId, again.ord_no);
  }
  // The list as typed first (count, duplicates, remaining), then as resolved (the same wallet twice by two routes).
  const typed = splitRuleBroken(input.totalAmount, input.remitters);
  if (typed) throw new BizError(typed, {}, { field: typed === 'MMCP4606' ? 'totalAmount' : 'remitters' });
  const remitters = await resolveRemitters(ctx, input);
  const resolved = splitRuleBroken(
    input.totalAmount,
    remitters.map((r) => ({ mobile: r.phone, amount: r.amount })),
  );
  if (resolved) throw new BizError(resolved, {}, { field: 'remitters' });

  const me = await ctx.db
    .selectFrom('merchants as m')
    .leftJoin('persons as p', 'p.id', 'm.owner_person_id')
    .select(['m.name', 'p.phone'])
    .where('m.id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const now = nowIso();
  const ordDt = toNairobi14(now).slice(0, 8);
  const ordNo = newOrderNo();
  await ctx.db.transaction().execute(async (trx) => {
    const splitId = newId();
    await trx
      .insertInto('split_bills')
      .values({
        id: splitId,
        merchant_id: merchantId,
        person_id: ctx.session.personId,
        ord_no: ordNo,
        ord_typ: SPLIT_ORDER_TYPE,
        ord_dt: ordDt,
        request_id: input.requestId ?? null,
        total_amount: input.totalAmount,
        remarks: input.remarks || null,
        pay_to_phone: me.phone ?? '',
        pay_to_name: me.name,
        created_at: now,
      })
      .execute();
    for (const r of remitters) {
      const shareNo = newOrderNo();
      await trx
        .insertInto('split_shares')
        .values({
          id: newId(),
          split_id: splitId,
          ord_no: shareNo,
          ord_dt: ordDt,
          remitter_merchant_id: r.merchantId,
          remitter_person_id: r.personId,
          remitter_phone: r.phone,
          remitter_name: r.name,
          amount: r.amount,
          pay_ord_no: null,
          created_at: now,
        })
        .execute();
      await notify(trx, {
        merchantId: r.merchantId,
        personId: r.personId,
        messTyp: '1',
        ...noticeText({
          title: 'NOTE_SPLIT_TITLE',
          body: input.remarks ? 'NOTE_SPLIT_REMARKS' : 'NOTE_SPLIT',
          params: { name: me.name, share: formatMoney(r.amount), total: formatMoney(input.totalAmount), remarks: input.remarks ?? '' },
        }),
        ordNo: shareNo,
        ordDt,
        amount: r.amount,
      });
    }
  });
  await ctx.audit({
    event: 'SPLIT_BILL',
    detail: { code: remitters.length === 1 ? 'AUDIT_SPLIT_BILL_ONE' : 'AUDIT_SPLIT_BILL', params: { amount: formatMoney(input.totalAmount), count: remitters.length, ordNo } },
  });
  return splitRecord(ctx.db, merchantId, ordNo);
}

/** A share's payment status from its linked transfer order: 1 paid, 2 failed, 0 not paid (none, waiting or on its way). */
function paymentStatus(orderStatus: string | null | undefined): '0' | '1' | '2' {
  if (orderStatus === 'S') return '1';
  if (orderStatus === 'F') return '2';
  return '0';
}

async function sharesOf(db: Kysely<Database>, splitIds: string[]) {
  if (splitIds.length === 0) return [];
  return db
    .selectFrom('split_shares as sh')
    .leftJoin('money_orders as o', (j) => j.onRef('o.merchant_id', '=', 'sh.remitter_merchant_id').onRef('o.ord_no', '=', 'sh.pay_ord_no'))
    .select(['sh.split_id', 'sh.ord_no', 'sh.ord_dt', 'sh.remitter_name', 'sh.remitter_phone', 'sh.amount', 'sh.created_at', 'o.status as pay_status'])
    .where('sh.split_id', 'in', splitIds)
    .orderBy('sh.created_at')
    .orderBy('sh.ord_no')
    .execute();
}

function toRecord(
  s: { id: string; ord_no: string; ord_dt: string; total_amount: number | string; remarks: string | null; created_at: string },
  shares: Awaited<ReturnType<typeof sharesOf>>,
): SplitBillRecord {
  const mine = shares.filter((sh) => sh.split_id === s.id);
  const total = Number(s.total_amount);
  return {
    orderNo: s.ord_no,
    orderDate: s.ord_dt,
    ordTyp: '25',
    totalAmount: total,
    remainingAmount: splitRemaining(
      total,
      mine.map((sh) => ({ amount: Number(sh.amount) })),
    ),
    remarks: s.remarks,
    createdAt: toNairobi14(s.created_at),
    shares: mine.map((sh) => ({
      orderNo: sh.ord_no,
      orderDate: sh.ord_dt,
      remitterName: sh.remitter_name,
      remitterPhone: sh.remitter_phone,
      amount: Number(sh.amount),
      orderPaymentStatus: paymentStatus(sh.pay_status),
    })),
  };
}

async function splitRecord(db: Kysely<Database>, merchantId: string, ordNo: string): Promise<SplitBillRecord> {
  const s = await db.selectFrom('split_bills').selectAll().where('merchant_id', '=', merchantId).where('ord_no', '=', ordNo).executeTakeFirstOrThrow();
  return toRecord(s, await sharesOf(db, [s.id]));
}

export async function listSplitBills(db: Kysely<Database>, merchantId: string, page: { offset: number; limit: number }) {
  const base = db.selectFrom('split_bills').where('merchant_id', '=', merchantId);
  const totalRow = await base.select((eb) => eb.fn.countAll<string | number>().as('c')).executeTakeFirst();
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  const shares = await sharesOf(
    db,
    rows.map((r) => r.id),
  );
  return { total: Number(totalRow?.c ?? 0), list: rows.map((r) => toRecord(r, shares)) };
}

/** One share as its remitter (or the business that split the bill) sees it. */
export async function splitShareDetail(ctx: SessionContext, orderNo: string, orderDate: string) {
  const row = await ctx.db
    .selectFrom('split_shares as sh')
    .innerJoin('split_bills as s', 's.id', 'sh.split_id')
    .leftJoin('money_orders as o', (j) => j.onRef('o.merchant_id', '=', 'sh.remitter_merchant_id').onRef('o.ord_no', '=', 'sh.pay_ord_no'))
    .select([
      'sh.ord_no',
      'sh.ord_dt',
      'sh.amount',
      'sh.pay_ord_no',
      's.ord_no as split_ord_no',
      's.total_amount',
      's.remarks',
      's.pay_to_phone',
      's.pay_to_name',
      'o.status as pay_status',
    ])
    .where('sh.ord_no', '=', orderNo)
    .where('sh.ord_dt', '=', orderDate)
    .where((eb) => eb.or([eb('sh.remitter_merchant_id', '=', ctx.session.merchantId), eb('s.merchant_id', '=', ctx.session.merchantId)]))
    .executeTakeFirst();
  if (!row) throw new BizError('MMCP4604', {}, { field: 'orderNo' });
  return {
    orderNo: row.ord_no,
    orderDate: row.ord_dt,
    orderPaymentStatus: paymentStatus(row.pay_status),
    payAmt: Number(row.amount),
    rcvMblNo: row.pay_to_phone,
    rcvNm: row.pay_to_name,
    splitOrderNo: row.split_ord_no,
    totalAmount: Number(row.total_amount),
    remarks: row.remarks,
    payOrdNo: row.pay_ord_no,
  };
}

/**
 * The transfer side (TransferPreOrder with `splitOrderNo`): the share must be the caller's, not
 * paid or on its way, paid to the business that split the bill, with the amount asked; an earlier
 * payment of it still waiting for its PIN is cancelled. Answers the share's id for
 * `linkSplitPayment` once the order exists.
 */
export async function checkSplitPayment(ctx: SessionContext, splitOrderNo: string, payee: { targetMerchantId?: string }, amount: number, requestId: string): Promise<string> {
  const share = await ctx.db
    .selectFrom('split_shares as sh')
    .innerJoin('split_bills as s', 's.id', 'sh.split_id')
    .leftJoin('money_orders as o', (j) => j.onRef('o.merchant_id', '=', 'sh.remitter_merchant_id').onRef('o.ord_no', '=', 'sh.pay_ord_no'))
    .select(['sh.id', 'sh.amount', 's.merchant_id', 'o.id as pay_order_id', 'o.status as pay_status', 'o.request_id as pay_request_id'])
    .where('sh.ord_no', '=', splitOrderNo)
    .where('sh.remitter_merchant_id', '=', ctx.session.merchantId)
    .executeTakeFirst();
  if (!share) throw new BizError('MMCP4604', {}, { field: 'splitOrderNo' });
  if (share.pay_status === 'S') throw new BizError('MMCP4607', {}, { field: 'amount' });
  if (share.pay_status === 'P' || share.pay_status === 'W') throw new BizError('MMCP4609', {}, { field: 'amount' });
  if (payee.targetMerchantId !== share.merchant_id || Number(share.amount) !== amount) throw new BizError('MMCP4608', {}, { field: 'amount' });
  // An earlier payment of the share still waiting for its PIN (another tab, or one left at the PIN
  // step) is cancelled, so that only the newest can be paid: two would pay the share twice. The
  // status it is cancelled from is the guard; one paid meanwhile keeps the share.
  if (share.pay_status === 'U' && share.pay_order_id && share.pay_request_id !== requestId) {
    if (!(await cancelWaitingOrder(ctx.db, share.pay_order_id))) throw new BizError('MMCP4609', {}, { field: 'amount' });
  }
  return share.id;
}

export async function linkSplitPayment(db: Kysely<Database>, shareId: string, ordNo: string): Promise<void> {
  await db.updateTable('split_shares').set({ pay_ord_no: ordNo }).where('id', '=', shareId).execute();
}
