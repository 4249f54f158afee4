import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { moneyOrderRow } from '../modules/money/orders';
import { toNairobi14 } from '../db/util';
import { chargesFor } from '../ledger/fees';
import { ensureSystemAccount, ensureTill, ensureWallet, postEntry, systemAccountId, walletAccountId } from '../ledger/ledger';
import { shortCodeInfo } from '../rails/mpesa/simulator.scenarios';
import { DEMO_SPLIT } from './demoNotifications';

/**
 * Pay by code's demo (docs/areas/pay-by-code.md): Baraka Kiosk (the notifications seed's second
 * business) gets a store and a till, 5123490 'Kiosk Till', that the demo business can pay; and the
 * demo business has paid tills, paybills and Baraka's pay code over the past weeks, so its quick
 * picks (QueryFrequentPayCode) are not empty. Every shilling goes through the ledger.
 */
export const DEMO_PAY_BY_CODE = { barakaStoreId: 'store-demo-baraka', barakaTillId: 'till-demo-baraka', barakaTillNo: '5123490' };

const KES = 100;
const DAY_MS = 86400_000;

interface Past {
  kind: 'till' | 'bill' | 'code';
  code: string;
  accountNo?: string;
  amount: number;
  daysAgo: number;
}

const PAST: Past[] = [
  { kind: 'bill', code: '888880', accountNo: 'AMANI01', amount: 2_450 * KES, daysAgo: 27 },
  { kind: 'till', code: '5551234', amount: 320 * KES, daysAgo: 21 },
  { kind: 'bill', code: '888880', accountNo: 'AMANI01', amount: 2_380 * KES, daysAgo: 18 },
  { kind: 'code', code: '800100200490', amount: 600 * KES, daysAgo: 12 },
  { kind: 'till', code: '5551234', amount: 150 * KES, daysAgo: 9 },
  { kind: 'bill', code: '247247', accountNo: 'ACC7781', amount: 1_200 * KES, daysAgo: 6 },
  { kind: 'bill', code: '888880', accountNo: 'AMANI01', amount: 2_510 * KES, daysAgo: 3 },
  { kind: 'till', code: '5551234', amount: 480 * KES, daysAgo: 1 },
];

export async function seedDemoPayByCode(db: Kysely<Database>, demo: { merchantId: string; ownerId: string }): Promise<void> {
  const created = new Date(Date.now() - 60 * DAY_MS).toISOString();
  await db
    .insertInto('stores')
    .values({ id: DEMO_PAY_BY_CODE.barakaStoreId, merchant_id: DEMO_SPLIT.barakaMerchantId, store_no: '500490', name: 'Baraka Kiosk', head_office: 'Y', status: 'Y', storefront: '0', push_flag: 'N', address: 'Kenyatta Market, Nairobi', created_at: created })
    .execute();
  await db
    .insertInto('tills')
    .values({
      id: DEMO_PAY_BY_CODE.barakaTillId,
      merchant_id: DEMO_SPLIT.barakaMerchantId,
      store_id: DEMO_PAY_BY_CODE.barakaStoreId,
      till_no: DEMO_PAY_BY_CODE.barakaTillNo,
      name: 'Kiosk Till',
      status: '0',
      origin: 'A',
      settle_method: null,
      settle_threshold: null,
      remarks: null,
      created_at: created,
      updated_at: created,
      deleted_at: null,
    })
    .execute();
  await ensureTill(db, DEMO_SPLIT.barakaMerchantId, DEMO_PAY_BY_CODE.barakaTillId);
  for (const kind of ['clearing:mpesa', 'fee_income', 'excise', 'vat'] as const) await ensureSystemAccount(db, kind);
  await ensureWallet(db, demo.merchantId);
  await ensureWallet(db, DEMO_SPLIT.barakaMerchantId);

  for (const [i, p] of PAST.entries()) {
    const at = new Date(Date.now() - p.daysAgo * DAY_MS - (i + 1) * 3_600_000).toISOString();
    const id = `demo-paybycode-${i + 1}`;
    const internal = p.kind === 'code';
    const channel = p.kind === 'bill' ? '3411' : p.kind === 'till' ? '3405' : '30';
    const charges = chargesFor('111', channel, p.amount);
    const name = internal ? 'Baraka Kiosk' : (shortCodeInfo(p.code)?.name ?? null);
    const ordNo = `${toNairobi14(at)}4${String(i).padStart(2, '0')}${String(1000 + i)}`;
    await db
      .insertInto('money_orders')
      .values(
        moneyOrderRow({
          id,
          merchant_id: demo.merchantId,
          person_id: demo.ownerId,
          ord_no: ordNo,
          ord_typ: '42',
          trans_typ_id: '111',
          direction: 'out',
          rail: internal ? 'internal' : 'mpesa',
          channel,
          amount: p.amount,
          fee: charges.fee,
          excise: charges.excise,
          vat: charges.vat,
          status: 'S',
          request_id: `demo-paybycode-${i + 1}`,
          counterparty_name: name,
          counterparty_account: p.code,
          counterparty_merchant_id: internal ? DEMO_SPLIT.barakaMerchantId : null,
          details: JSON.stringify({ payKind: p.kind, payCode: p.code, accountNo: p.accountNo ?? null, payout: null, collect: null }),
          receipt: internal ? ordNo : `SKP${String(7000000 + i * 7919).slice(-7)}`,
          result_code: '0',
          result_desc: 'Success',
          created_at: at,
          updated_at: at,
          finished_at: at,
        }),
      )
      .execute();
    await postEntry(db, {
      idemKey: `order:${id}`,
      orderId: id,
      kind: '42',
      memo: `demo pay by code ${p.code}`,
      at,
      lines: [
        { accountId: walletAccountId(demo.merchantId), amount: -charges.total, role: 'principal' },
        { accountId: internal ? walletAccountId(DEMO_SPLIT.barakaMerchantId) : systemAccountId('clearing:mpesa'), amount: p.amount, role: 'principal' },
        { accountId: systemAccountId('fee_income'), amount: charges.fee, role: 'fee' },
        { accountId: systemAccountId('excise'), amount: charges.excise, role: 'excise' },
        { accountId: systemAccountId('vat'), amount: charges.vat, role: 'vat' },
      ],
    });
  }
}
