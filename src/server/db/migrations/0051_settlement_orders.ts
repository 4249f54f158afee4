import type { Kysely } from 'kysely';
import { randomDigits, toNairobi14 } from '../util';

/**
 * A till settlement settled at once (to a wallet), and the demo's earlier ones, had no money
 * order: the statement listed its ledger line while the records (money orders) did not, so the
 * two could not be reconciled. Each settled settlement without an order gets one now, as
 * `settleTill` makes it since: money into the business's wallet (the amount taken, less the
 * charges), or out of the till (to another wallet, or a bank). Its ledger entry is linked to it,
 * and its place in the wallet's activity (0042) set from the entry's postings.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  const pending = await db
    .selectFrom('till_settlements as s')
    .innerJoin('tills as t', 't.id', 's.till_id')
    .select(['s.id', 's.merchant_id', 's.store_id', 's.till_id', 's.method', 's.amount', 's.fee', 's.excise', 's.vat', 's.person_id', 's.created_at', 's.finished_at', 't.till_no', 't.name as till_name'])
    .where('s.order_id', 'is', null)
    .where('s.status', '=', 'S')
    .execute();
  let seq = 0;
  for (const s of pending) {
    const entry = await db.selectFrom('journal_entries').select('id').where('idem_key', '=', `settlement:${s.id}`).where('order_id', 'is', null).executeTakeFirst();
    if (!entry) continue;
    const postings = await db.selectFrom('postings').select(['account_id', 'amount']).where('entry_id', '=', entry.id).execute();
    const ownWallet = `wal:${s.merchant_id}`;
    const own = postings.some((p) => p.account_id === ownWallet && Number(p.amount) > 0);
    const toBank = postings.some((p) => p.account_id === 'sys:clearing:bank' && Number(p.amount) > 0);
    const charges = Number(s.fee) + Number(s.excise) + Number(s.vat);
    const at = String(s.finished_at ?? s.created_at);
    const orderId = `mo-0051-${s.id}`;
    await db
      .insertInto('money_orders')
      .values({
        id: orderId,
        merchant_id: s.merchant_id,
        store_id: s.store_id,
        person_id: s.person_id,
        ord_no: `${toNairobi14(at)}000${String(seq++ % 1000).padStart(3, '0')}${randomDigits(4)}`,
        ord_typ: s.method === '1' ? 'A9' : 'A6',
        trans_typ_id: '132',
        direction: own ? 'in' : 'out',
        rail: toBank ? 'bank' : 'internal',
        channel: toBank ? '41' : null,
        amount: own ? Number(s.amount) : Number(s.amount) - charges,
        fee: Number(s.fee),
        excise: Number(s.excise),
        vat: Number(s.vat),
        status: 'S',
        auth_tx_code: null,
        request_id: `settlement:${s.id}`,
        counterparty_name: own ? `${s.till_name} (${s.till_no})` : null,
        counterparty_phone: null,
        counterparty_account: own ? s.till_no : null,
        counterparty_bank: null,
        counterparty_merchant_id: null,
        beneficiary_id: null,
        batch_id: null,
        remarks: `Till ${s.till_no} settlement`,
        details: JSON.stringify({ settlementId: s.id, tillId: s.till_id, backfilled: true }),
        network_ref: null,
        receipt: null,
        result_code: null,
        result_desc: null,
        deadline_at: null,
        created_at: at,
        updated_at: at,
        finished_at: at,
        // 0042: posted to the business's own wallet (2), or a till's money only (0).
        wallet_activity: own ? 2 : 0,
      })
      .execute();
    await db.updateTable('journal_entries').set({ order_id: orderId }).where('id', '=', entry.id).execute();
    await db.updateTable('till_settlements').set({ order_id: orderId }).where('id', '=', s.id).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  const made = await db.selectFrom('money_orders').select('id').where('id', 'like', 'mo-0051-%').execute();
  for (const { id } of made) {
    await db.updateTable('journal_entries').set({ order_id: null }).where('order_id', '=', id).execute();
    await db.updateTable('till_settlements').set({ order_id: null }).where('order_id', '=', id).execute();
    await db.deleteFrom('money_orders').where('id', '=', id).execute();
  }
}
