import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nairobiDayStartIso, toNairobi14 } from '../db/util';
import { chargesFor } from '../ledger/fees';
import { ensureSystemAccount, ensureTill, ensureWallet, postEntry, systemAccountId, tillAccountId, walletAccountId } from '../ledger/ledger';
import { moneyOrderRow } from '../modules/money/orders';

/**
 * The demo business's tills: two on the main store, one at the Westlands branch, with a week of
 * customers paying them by M-PESA (some payments claimed against sales by the cashier); their end
 * of day settlements are `seedDemoTillSettlements`, run once the sales are in. Every shilling is
 * posted through the ledger, so the invariants hold from the first start.
 */
const KES = 100;
const DAY_MS = 24 * 3600_000;

const TILLS = [
  { id: 'till-demo-counter1', store: 'main', no: '5123401', name: 'Counter 1' },
  { id: 'till-demo-counter2', store: 'main', no: '5123402', name: 'Counter 2' },
  { id: 'till-demo-westlands', store: 'branch', no: '5123403', name: 'Front Desk' },
] as const;

const PAYERS: [string, string][] = [
  ['Wanjiku', '25471****344'],
  ['Brian', '25472****677'],
  ['Faith', '25474****900'],
  ['Hassan', '25479****233'],
  ['Lucy', '25411****455'],
  ['Peter', '25470****812'],
];

export async function seedDemoTills(
  db: Kysely<Database>,
  demo: { merchantId: string; mainStoreId: string; branchStoreId: string; cashierId: string; ownerId: string },
): Promise<void> {
  const todayStart = Date.parse(nairobiDayStartIso(toNairobi14(new Date().toISOString()).slice(0, 8)));
  const created = new Date(todayStart - 30 * DAY_MS).toISOString();
  for (const kind of ['clearing:mpesa', 'clearing:bank', 'fee_income', 'excise', 'vat'] as const) await ensureSystemAccount(db, kind);
  await ensureWallet(db, demo.merchantId);
  for (const t of TILLS) {
    await db
      .insertInto('tills')
      .values({
        id: t.id,
        merchant_id: demo.merchantId,
        store_id: t.store === 'main' ? demo.mainStoreId : demo.branchStoreId,
        till_no: t.no,
        name: t.name,
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
    await ensureTill(db, demo.merchantId, t.id);
  }
  await db
    .insertInto('till_store_settings')
    .values([
      { store_id: demo.mainStoreId, merchant_id: demo.merchantId, settle_method: '1', settle_threshold: null, updated_at: created },
      { store_id: demo.branchStoreId, merchant_id: demo.merchantId, settle_method: '1', settle_threshold: null, updated_at: created },
    ])
    .execute();

  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  let receipt = 1;
  for (let day = 6; day >= 0; day--) {
    const dayStart = todayStart - day * DAY_MS;
    const date = toNairobi14(new Date(dayStart).toISOString()).slice(0, 8);
    for (const t of TILLS) {
      const count = 2 + rand(3);
      for (let i = 0; i < count; i++) {
        // Payments between 08:00 and 18:00 Nairobi time, and before now for today.
        const at = new Date(Math.min(dayStart + (8 + rand(10)) * 3600_000 + rand(60) * 60_000, Date.now() - (count - i) * 60_000)).toISOString();
        const amount = (50 + rand(40) * 25) * KES;
        const [name, phone] = PAYERS[rand(PAYERS.length)]!;
        const transId = `SKD${date.slice(2)}${String(receipt++).padStart(3, '0')}`;
        const claimed = day > 0 && rand(3) !== 0;
        await db
          .insertInto('till_payments')
          .values({
            id: `tp-demo-${transId}`,
            merchant_id: demo.merchantId,
            store_id: t.store === 'main' ? demo.mainStoreId : demo.branchStoreId,
            till_id: t.id,
            source: 'mpesa',
            trans_id: transId,
            amount,
            payer_name: name,
            payer_phone: phone,
            reference: '',
            claim_ref: claimed ? `RCP-${date.slice(4)}-${String(receipt).padStart(3, '0')}` : null,
            claim_note: claimed ? 'Matched at the counter' : null,
            claimed_by: claimed ? demo.cashierId : null,
            claimed_at: claimed ? new Date(Date.parse(at) + 5 * 60_000).toISOString() : null,
            created_at: at,
          })
          .execute();
        await postEntry(db, {
          idemKey: `c2b:mpesa:${transId}`,
          kind: '42',
          memo: `mpesa payment ${transId} to till ${t.no}`,
          at,
          lines: [
            { accountId: systemAccountId('clearing:mpesa'), amount: -amount },
            { accountId: tillAccountId(t.id), amount },
          ],
        });
      }
    }
  }
}

/**
 * The end of each past day, as the `settlement.daily` job leaves it: each till's whole balance at
 * Nairobi midnight (its M-PESA payments, checkout sales and refunds alike) moved just after it, the
 * main store's to the wallet (free), the branch's to its bank account (the store's settlement
 * details; EFT fee). Run after every seed that moves money on a till.
 */
export async function seedDemoTillSettlements(db: Kysely<Database>, demo: { merchantId: string; mainStoreId: string; branchStoreId: string }): Promise<void> {
  const todayStart = Date.parse(nairobiDayStartIso(toNairobi14(new Date().toISOString()).slice(0, 8)));
  let seq = 1;
  for (let day = 30; day >= 1; day--) {
    const dayStart = todayStart - day * DAY_MS;
    const dayEnd = new Date(dayStart + DAY_MS).toISOString();
    const date = toNairobi14(new Date(dayStart).toISOString()).slice(0, 8);
    for (const t of TILLS) {
      const held = await db
        .selectFrom('postings')
        .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
        .select((eb) => eb.fn.sum<number | string | null>('postings.amount').as('s'))
        .where('postings.account_id', '=', tillAccountId(t.id))
        .where('journal_entries.status', '=', 'S')
        .where('journal_entries.created_at', '<', dayEnd)
        .executeTakeFirst();
      const total = Number(held?.s ?? 0);
      if (total <= 0) continue;
      const toBank = t.store === 'branch';
      const c = toBank ? chargesFor('A9', '41', total) : { fee: 0, excise: 0, vat: 0 };
      const net = total - c.fee - c.excise - c.vat;
      const settledAt = new Date(dayStart + DAY_MS + 5 * 60_000).toISOString();
      const id = `ts-demo-${t.id}-${date}`;
      // Each settlement's own order, as `settleTill` makes it: into the wallet, or out to the bank.
      const orderId = `mo-${id}`;
      await db
        .insertInto('money_orders')
        .values(
          moneyOrderRow({
            id: orderId,
            merchant_id: demo.merchantId,
            store_id: t.store === 'main' ? demo.mainStoreId : demo.branchStoreId,
            ord_no: `${toNairobi14(settledAt)}${String(200000 + seq++)}`,
            ord_typ: 'A9',
            trans_typ_id: '132',
            direction: toBank ? 'out' : 'in',
            rail: toBank ? 'bank' : 'internal',
            channel: toBank ? '41' : null,
            amount: toBank ? net : total,
            fee: c.fee,
            excise: c.excise,
            vat: c.vat,
            status: 'S',
            request_id: `settlement:${id}`,
            counterparty_name: toBank ? 'Amani Traders Ltd' : `${t.name} (${t.no})`,
            counterparty_account: toBank ? '1187654322' : t.no,
            counterparty_bank: toBank ? '01' : null,
            remarks: `Till ${t.no} settlement`,
            details: JSON.stringify({ settlementId: id, tillId: t.id }),
            result_code: toBank ? '0' : null,
            result_desc: toBank ? 'Success' : null,
            created_at: settledAt,
            updated_at: settledAt,
            finished_at: settledAt,
          }),
        )
        .execute();
      await db
        .insertInto('till_settlements')
        .values({
          id,
          merchant_id: demo.merchantId,
          store_id: t.store === 'main' ? demo.mainStoreId : demo.branchStoreId,
          till_id: t.id,
          period: date,
          method: '1',
          channel: toBank ? 'B' : 'W',
          destination: toBank ? 'KCB Bank 1187654322' : null,
          amount: total,
          fee: c.fee,
          excise: c.excise,
          vat: c.vat,
          status: 'S',
          order_id: orderId,
          result_desc: null,
          person_id: null,
          created_at: settledAt,
          finished_at: settledAt,
        })
        .execute();
      await postEntry(db, {
        idemKey: `settlement:${id}`,
        kind: 'A9',
        orderId,
        memo: `till ${t.no} settled to the ${toBank ? 'bank account' : 'wallet'} (${date})`,
        at: settledAt,
        lines: [
          { accountId: tillAccountId(t.id), amount: -total },
          { accountId: toBank ? systemAccountId('clearing:bank') : walletAccountId(demo.merchantId), amount: net },
          { accountId: systemAccountId('fee_income'), amount: c.fee, role: 'fee' },
          { accountId: systemAccountId('excise'), amount: c.excise, role: 'excise' },
          { accountId: systemAccountId('vat'), amount: c.vat, role: 'vat' },
        ],
      });
    }
  }
}
