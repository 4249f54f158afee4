import type { Kysely } from 'kysely';
import { addDays, addMonths, firstOnOrAfter, nameKey, nextAfter } from '../../shared/rules/standingOrders';
import type { Database } from '../db/schema';
import { moneyOrderRow } from '../modules/money/orders';
import { nairobiDayStartIso, toNairobi14 } from '../db/util';
import { chargesFor } from '../ledger/fees';
import { ensureSystemAccount, ensureWallet, postEntry, systemAccountId } from '../ledger/ledger';
import { ensureStandingOrderScheduler } from '../modules/standing-orders/standing-orders.jobs';
import { simulatedName } from '../rails/bank/simulator';

/**
 * The demo business's standing orders: the shop's rent (KES 15,000 each month, on the day it started
 * 35 days ago, to the landlord's KCB account by EFT) with its two runs so far, and a paused weekly float to a
 * supplier's M-PESA paybill with one run. Past runs are posted through the ledger (wallet to the
 * network's clearing account, fee and excise duty), so the invariants hold from the first start;
 * an M-PESA top-up of exactly what they cost, the day before the first, pays for them, so the
 * wallet's balance is what it would be without them.
 */
const KES = 100;

interface DemoOrder {
  id: string;
  name: string;
  category: string;
  reason: string;
  amount: number;
  frequency: '1' | '2';
  channel: string;
  transTypId: string;
  rail: 'bank' | 'mpesa';
  payee: Record<string, string>;
  payeeName: string;
  payeeAccount: string;
  bank: string | null;
  status: '0' | '1';
  startDate: string;
  runs: string[];
}

export async function seedDemoStandingOrders(db: Kysely<Database>, merchantId: string, ownerId: string): Promise<void> {
  const today = toNairobi14(new Date().toISOString()).slice(0, 8);
  // The demo's whole history stays inside the last 40 days (the statements start there).
  const rentStart = addDays(today, -35);
  const rentRuns = [0, 1, 2].map((n) => addMonths(rentStart, n)).filter((d) => d <= today);
  const floatStart = addDays(today, -10);
  const landlord = simulatedName('01/1104567777');
  const orders: DemoOrder[] = [
    {
      id: 'demo-so-rent',
      name: 'Shop rent',
      category: '01',
      reason: 'Rent Moi Avenue shop',
      amount: 15_000 * KES,
      frequency: '2',
      channel: '41',
      transTypId: '104',
      rail: 'bank',
      payee: { rcvCnl: '41', bankCode: '01', rcvAcNo: '1104567777', rcvNm: landlord },
      payeeName: landlord,
      payeeAccount: '1104567777',
      bank: 'KCB Bank',
      status: '0',
      startDate: rentStart,
      runs: rentRuns,
    },
    {
      id: 'demo-so-float',
      name: 'Supplier float',
      category: '03',
      reason: 'Weekly stock float',
      amount: 2_000 * KES,
      frequency: '1',
      channel: 'A1',
      transTypId: '110',
      rail: 'mpesa',
      payee: { rcvCnl: 'A1', rcvAcNo: '888880', accountReference: 'AMANI01', rcvNm: 'Kilimo Supplies' },
      payeeName: 'Kilimo Supplies',
      payeeAccount: '888880',
      bank: null,
      status: '1',
      startDate: floatStart,
      runs: [floatStart],
    },
  ];
  const wallet = await ensureWallet(db, merchantId);
  for (const kind of ['fee_income', 'excise', 'vat', 'clearing:bank', 'clearing:mpesa'] as const) await ensureSystemAccount(db, kind);
  const cost = orders.reduce((sum, o) => sum + o.runs.length * chargesFor(o.transTypId, o.channel, o.amount).total, 0);
  const topupAt = nairobiDayStartIso(addDays(rentStart, -1));
  const topupId = 'demo-so-topup';
  await db
    .insertInto('money_orders')
    .values(
      moneyOrderRow({
        id: topupId,
        merchant_id: merchantId,
        person_id: ownerId,
        ord_no: `${toNairobi14(topupAt)}3000000`,
        ord_typ: '01',
        trans_typ_id: '101',
        direction: 'in',
        rail: 'mpesa',
        amount: cost,
        status: 'S',
        request_id: topupId,
        counterparty_name: 'Top-up',
        counterparty_phone: '254712345678',
        remarks: 'Top-up for standing orders',
        network_ref: 'RKSO000001',
        receipt: 'RKSO000001',
        result_code: '0',
        result_desc: 'Success',
        created_at: topupAt,
        updated_at: topupAt,
        finished_at: topupAt,
      }),
    )
    .execute();
  await postEntry(db, {
    idemKey: `order:${topupId}`,
    kind: '01',
    orderId: topupId,
    memo: 'demo top-up for standing orders',
    at: topupAt,
    lines: [
      { accountId: systemAccountId('clearing:mpesa'), amount: -cost },
      { accountId: wallet, amount: cost },
    ],
  });
  for (const o of orders) {
    const created = nairobiDayStartIso(addDays(o.startDate, -2));
    const last = o.runs[o.runs.length - 1]!;
    await db
      .insertInto('standing_orders')
      .values({
        id: o.id,
        merchant_id: merchantId,
        order_no: `SO${toNairobi14(created)}${o.id === 'demo-so-rent' ? '0000001' : '0000002'}`,
        request_id: o.id,
        name: o.name,
        name_key: nameKey(o.name),
        category: o.category,
        reason: o.reason,
        amount: o.amount,
        frequency: o.frequency,
        start_date: o.startDate,
        end_date: null,
        max_runs: null,
        runs_done: o.runs.length,
        next_date: today > last ? firstOnOrAfter(o.frequency, o.startDate, today) : nextAfter(o.frequency, o.startDate, last),
        last_date: last,
        channel: o.channel,
        payee: JSON.stringify(o.payee),
        payee_name: o.payeeName,
        payee_account: o.payeeAccount,
        pay_source: '1',
        status: o.status,
        person_id: ownerId,
        store_id: null,
        created_at: created,
        updated_at: created,
      })
      .execute();
    let seq = 0;
    for (const runDate of o.runs) {
      seq++;
      const when = new Date(Date.parse(nairobiDayStartIso(runDate)) + 6 * 3_600_000).toISOString();
      const orderId = `${o.id}-order-${seq}`;
      const charges = chargesFor(o.transTypId, o.channel, o.amount);
      const receipt = `SODEMO${o.id === 'demo-so-rent' ? 'R' : 'F'}${seq}`;
      await db
        .insertInto('money_orders')
        .values(
          moneyOrderRow({
            id: orderId,
            merchant_id: merchantId,
            person_id: ownerId,
            ord_no: `${toNairobi14(when)}${String(300000 + seq + (o.id === 'demo-so-rent' ? 0 : 10))}`,
            ord_typ: '22',
            trans_typ_id: o.transTypId,
            direction: 'out',
            rail: o.rail,
            channel: o.channel,
            amount: o.amount,
            fee: charges.fee,
            excise: charges.excise,
            vat: charges.vat,
            status: 'S',
            request_id: `so-${orderId}`,
            counterparty_name: o.payeeName,
            counterparty_account: o.payeeAccount,
            counterparty_bank: o.bank,
            remarks: o.reason,
            details: JSON.stringify({ standingOrderNo: o.id }),
            network_ref: receipt,
            receipt,
            result_code: '0',
            result_desc: 'Success',
            created_at: when,
            updated_at: when,
            finished_at: when,
          }),
        )
        .execute();
      await db
        .insertInto('standing_order_runs')
        .values({ id: `${o.id}-run-${seq}`, standing_order_id: o.id, merchant_id: merchantId, run_date: runDate, seq, amount: o.amount, status: 'S', order_id: orderId, reason: null, created_at: when, updated_at: when })
        .execute();
      await postEntry(db, {
        idemKey: `order:${orderId}`,
        kind: '22',
        orderId,
        memo: `demo standing order ${o.name}`,
        at: when,
        lines: [
          { accountId: wallet, amount: -charges.total },
          { accountId: systemAccountId(`clearing:${o.rail}`), amount: o.amount },
          { accountId: systemAccountId('fee_income'), amount: charges.fee, role: 'fee' },
          { accountId: systemAccountId('excise'), amount: charges.excise, role: 'excise' },
          { accountId: systemAccountId('vat'), amount: charges.vat, role: 'vat' },
        ],
      });
    }
  }
  await ensureStandingOrderScheduler(db);
}
