import type { Kysely } from 'kysely';
import { type UtilityKind, billOrderType, billerByCode } from '../../shared/dict/bills';
import type { Database } from '../db/schema';
import { moneyOrderRow } from '../modules/money/orders';
import { toNairobi14 } from '../db/util';
import { chargesFor } from '../ledger/fees';
import { nairobiTime } from './clock';
import { ensureSystemAccount, ensureWallet, postEntry, systemAccountId } from '../ledger/ledger';
import { ensurePlanScheduler, initialLastPeriod } from '../modules/bills/plans';
import { simulatedName } from '../rails/bank/simulator';

/**
 * The demo business's bills: three saved accounts (a KPLC prepaid meter, Nairobi Water, DStv), a
 * regular bill paying the DStv package on the 5th, and a few past payments, each posted through
 * the ledger (wallet to the billers' clearing account, fee and excise duty), so the invariants
 * hold from the first start. Holder names are the billers simulator's, so a check agrees.
 */
const KES = 100;

const ACCOUNTS = [
  { id: 'demo-bill-kplc', biller: 'KPLC_PREPAID', accountNo: '37201234567', nickname: 'Shop meter', packageCode: null },
  { id: 'demo-bill-water', biller: 'NAIROBI_WATER', accountNo: '20045678', nickname: 'Shop water', packageCode: null },
  { id: 'demo-bill-dstv', biller: 'DSTV', accountNo: '7023456789', nickname: 'Waiting area TV', packageCode: 'DSTV_COMPACT' },
] as const;

const PAYMENTS: { daysAgo: number; biller: string; accountNo: string; amount: number; packageCode?: string; packageName?: string; token?: string; units?: string; plan?: boolean; rating?: number }[] = [
  { daysAgo: 27, biller: 'DSTV', accountNo: '7023456789', amount: 3_600 * KES, packageCode: 'DSTV_COMPACT', packageName: 'DStv Compact', plan: true },
  { daysAgo: 18, biller: 'KPLC_PREPAID', accountNo: '37201234567', amount: 2_000 * KES, token: '48203915667201843559', units: '81.63', rating: 5 },
  { daysAgo: 11, biller: 'NAIROBI_WATER', accountNo: '20045678', amount: 1_850 * KES },
  { daysAgo: 4, biller: 'SAFARICOM_AIRTIME', accountNo: '254712345678', amount: 500 * KES },
  { daysAgo: 2, biller: 'KPLC_PREPAID', accountNo: '37201234567', amount: 1_000 * KES, token: '19027736405518822047', units: '40.82' },
];

export async function seedDemoBills(db: Kysely<Database>, merchantId: string, ownerId: string): Promise<void> {
  const created = nairobiTime(40, 10, 15);
  for (const a of ACCOUNTS) {
    const biller = billerByCode(a.biller)!;
    await db
      .insertInto('bill_accounts')
      .values({
        id: a.id,
        merchant_id: merchantId,
        biller: a.biller,
        utility_kind: biller.kind,
        account_no: a.accountNo,
        account_name: simulatedName(`${a.biller}/${a.accountNo}`),
        nickname: a.nickname,
        package_code: a.packageCode,
        created_by: ownerId,
        created_at: created,
        updated_at: created,
      })
      .execute();
  }

  const planId = 'demo-bill-plan-dstv';
  await db
    .insertInto('bill_plans')
    .values({
      id: planId,
      merchant_id: merchantId,
      plan_no: `RB${toNairobi14(created)}0000001`,
      request_id: 'demo-bill-plan-dstv',
      biller: 'DSTV',
      utility_kind: '04',
      account_no: '7023456789',
      account_name: simulatedName('DSTV/7023456789'),
      package_code: 'DSTV_COMPACT',
      name: 'Waiting area TV',
      amount: 3_600 * KES,
      day: 5,
      pay_source: '1',
      status: '0',
      person_id: ownerId,
      store_id: null,
      last_period: initialLastPeriod(5),
      created_at: created,
      updated_at: created,
    })
    .execute();
  await ensurePlanScheduler(db);

  const wallet = await ensureWallet(db, merchantId);
  for (const kind of ['fee_income', 'excise', 'vat', 'clearing:billers'] as const) await ensureSystemAccount(db, kind);
  let n = 0;
  for (const p of PAYMENTS) {
    n++;
    const biller = billerByCode(p.biller)!;
    const when = nairobiTime(p.daysAgo, 9 + n, 15);
    const id = `demo-bill-order-${n}`;
    const charges = chargesFor('125', biller.kind, p.amount);
    const ordNo = `${toNairobi14(when)}${String(200000 + n)}`;
    const receipt = `BLDEMO${String(n).padStart(4, '0')}`;
    const accountName = biller.mode === 'airtime' ? null : simulatedName(`${p.biller}/${p.accountNo}`);
    await db
      .insertInto('money_orders')
      .values(
        moneyOrderRow({
          id,
          merchant_id: merchantId,
          person_id: ownerId,
          ord_no: ordNo,
          ord_typ: billOrderType(biller.kind as UtilityKind, Boolean(p.plan)),
          trans_typ_id: '125',
          direction: 'out',
          rail: 'billers',
          channel: biller.kind,
          amount: p.amount,
          fee: charges.fee,
          excise: charges.excise,
          vat: charges.vat,
          status: 'S',
          request_id: id,
          counterparty_name: accountName,
          counterparty_phone: biller.mode === 'airtime' ? p.accountNo : null,
          counterparty_account: p.accountNo,
          counterparty_bank: biller.name,
          remarks: p.plan ? 'Regular bill Waiting area TV' : null,
          details: JSON.stringify({ biller: p.biller, packageCode: p.packageCode ?? null }),
          network_ref: receipt,
          receipt,
          result_code: '00',
          result_desc: 'Success',
          created_at: when,
          updated_at: when,
          finished_at: when,
        }),
      )
      .execute();
    await db
      .insertInto('bill_orders')
      .values({
        order_id: id,
        merchant_id: merchantId,
        ord_no: ordNo,
        biller: p.biller,
        utility_kind: biller.kind,
        account_no: p.accountNo,
        account_name: accountName,
        package_code: p.packageCode ?? null,
        package_name: p.packageName ?? null,
        plan_id: p.plan ? planId : null,
        period: p.plan ? toNairobi14(when).slice(0, 6) : null,
        token: p.token ?? null,
        units: p.units ?? null,
        rating: p.rating ?? null,
        rating_comment: null,
        rated_at: p.rating ? when : null,
        created_at: when,
      })
      .execute();
    if (p.plan) {
      await db
        .insertInto('bill_plan_runs')
        .values({ id: `demo-bill-run-${n}`, plan_id: planId, merchant_id: merchantId, period: toNairobi14(when).slice(0, 6), status: 'S', attempts: 1, order_id: id, last_error: null, notified: 'N', created_at: when, updated_at: when })
        .execute();
    }
    if (p.rating) {
      await db.insertInto('reward_points').values({ id: `demo-bill-points-${n}`, merchant_id: merchantId, points: 10, reason: 'rating', ref: `rate:${id}`, created_at: when }).execute();
    }
    await postEntry(db, {
      idemKey: `order:${id}`,
      kind: billOrderType(biller.kind as UtilityKind, Boolean(p.plan)),
      orderId: id,
      memo: `demo ${biller.name} ${p.accountNo}`,
      at: when,
      lines: [
        { accountId: wallet, amount: -charges.total },
        { accountId: systemAccountId('clearing:billers'), amount: p.amount },
        { accountId: systemAccountId('fee_income'), amount: charges.fee, role: 'fee' },
        { accountId: systemAccountId('excise'), amount: charges.excise, role: 'excise' },
        { accountId: systemAccountId('vat'), amount: charges.vat, role: 'vat' },
      ],
    });
  }
}
