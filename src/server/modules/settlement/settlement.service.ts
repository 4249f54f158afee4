import type { Kysely } from 'kysely';
import { formatMoney } from '../../../shared/format/money';
import type { Database } from '../../db/schema';
import { isoAfter, nairobiDayStartIso, newId, nowIso, toNairobi14 } from '../../db/util';
import { BizError } from '../../http/errors';
import { type JobHandler, enqueue } from '../../jobs/runner';
import { chargesFor } from '../../ledger/fees';
import {
  InsufficientFunds,
  accountBalance,
  ensureSystemAccount,
  ensureTill,
  ensureWallet,
  postEntry,
  reserveEntry,
  systemAccountId,
  tillAccountId,
  walletAccountId,
} from '../../ledger/ledger';
import type { PayoutDestination } from '../../rails/rail';
import { bankByCode } from '../../../shared/dict/banks';
import { notifyPerson } from '../money/notify';
import { type MoneyRuntime, RAIL_DEADLINE_MS, moneyOrderRow, newOrderNo } from '../money/orders';
import { type SettleMethod, type TillRow, effectiveSettle } from '../tills/tills.queries';
import { noticeText } from '../notifications/service';

/**
 * Settlement moves a till's money to its store's settlement destination (the store's settlement
 * details: null or 0 self → the business wallet; 2 merchant → the wallet of the business whose merchant
 * number the details hold (the same business's wallet when none is given); 1 bank account or 4 bank card → the
 * bank rail; 5 mobile money → M-PESA B2C). One settlement per till and period (`till_settlements`
 * is unique on both), so a job that runs twice for a period moves the money once. The fee comes
 * out of the amount settled (fee rules A6 and A9 in src/server/ledger/fees.ts).
 *
 * To the wallet the entry posts at once. To a network it is a money order (A6/A9) whose ledger
 * entry reserves the till's money, sent by the money area's `rail.submit` job: the network's answer
 * posts it, or voids it and the money is back on the till.
 */
export interface Destination {
  channel: 'W' | 'B' | 'M';
  destination: string | null;
  rail: 'internal' | 'bank' | 'mpesa';
  /** Fee rule channel: null (wallet), 41 bank, 44 M-PESA. */
  feeChannel: string | null;
  payout: PayoutDestination | null;
  counterparty: { name: string | null; phone: string | null; account: string | null; bank: string | null };
  /** The business whose wallet an internal settlement credits (itself, or another for method 2). */
  walletMerchantId: string;
}

/** Where a store's tills settle (the settlement details of the store; a store without them settles to the wallet). */
export async function destinationOf(db: Kysely<Database>, storeId: string): Promise<Destination> {
  const store = await db
    .selectFrom('stores')
    .select(['merchant_id', 'settle_channel', 'settle_account_no', 'settle_account_name', 'settle_bank_code'])
    .where('id', '=', storeId)
    .executeTakeFirst();
  const channel = store?.settle_channel ?? null;
  const accountNo = store?.settle_account_no?.trim() || null;
  const name = store?.settle_account_name ?? null;
  const own = store?.merchant_id ?? '';
  if (channel === '1' && accountNo && store?.settle_bank_code) {
    return {
      channel: 'B',
      // The bank by name, as the business knows it: 'KCB Bank 1187654322'.
      destination: `${bankByCode(store.settle_bank_code)?.name ?? store.settle_bank_code} ${accountNo}`,
      rail: 'bank',
      feeChannel: '41',
      payout: { kind: 'account', bankCode: store.settle_bank_code, accountNo, accountName: name, method: 'EFT' },
      counterparty: { name, phone: null, account: accountNo, bank: store.settle_bank_code },
      walletMerchantId: own,
    };
  }
  if (channel === '4' && accountNo) {
    const masked = `**** ${accountNo.slice(-4)}`;
    return {
      channel: 'B',
      destination: masked,
      rail: 'bank',
      feeChannel: '41',
      payout: { kind: 'card', cardNo: accountNo },
      counterparty: { name, phone: null, account: masked, bank: null },
      walletMerchantId: own,
    };
  }
  if (channel === '5' && accountNo) {
    const digits = accountNo.replace(/\D/g, '');
    const msisdn = digits.startsWith('254') ? digits : `254${digits.replace(/^0/, '')}`;
    return {
      channel: 'M',
      destination: msisdn,
      rail: 'mpesa',
      feeChannel: '44',
      payout: { kind: 'phone', msisdn },
      counterparty: { name, phone: msisdn, account: null, bank: null },
      walletMerchantId: own,
    };
  }
  if (channel === '2' && accountNo) {
    // Another business's wallet, by its merchant number.
    const other = await db.selectFrom('merchants').select(['id', 'name']).where('merc_no', '=', accountNo).executeTakeFirst();
    if (other && other.id !== own) {
      return {
        channel: 'W',
        destination: accountNo,
        rail: 'internal',
        feeChannel: null,
        payout: null,
        counterparty: { name: name ?? other.name, phone: null, account: accountNo, bank: null },
        walletMerchantId: other.id,
      };
    }
  }
  // 0 self, or no details: the business's own wallet.
  return { channel: 'W', destination: null, rail: 'internal', feeChannel: null, payout: null, counterparty: { name: null, phone: null, account: null, bank: null }, walletMerchantId: own };
}

/** Fee rule of a settlement: A9 for the scheduled end of day, A6 otherwise. */
export function settlementType(method: SettleMethod): 'A6' | 'A9' {
  return method === '1' ? 'A9' : 'A6';
}

export interface Quote {
  /** Taken from the till. */
  taken: number;
  net: number;
  fee: number;
  excise: number;
  vat: number;
}

/** The charges on settling `amount`; M-PESA pays whole shillings, so the odd cents stay on the till. */
export function quote(method: SettleMethod, dest: Destination, amount: number): Quote {
  const c = chargesFor(settlementType(method), dest.feeChannel, amount);
  const charges = c.fee + c.excise + c.vat;
  let net = amount - charges;
  if (dest.rail === 'mpesa') net = Math.floor(net / 100) * 100;
  return { taken: net + charges, net, fee: c.fee, excise: c.excise, vat: c.vat };
}

/** The till's balance at a moment (its posted entries before it). */
async function balanceAt(db: Kysely<Database>, tillId: string, at: string): Promise<number> {
  const row = await db
    .selectFrom('postings')
    .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
    .select((eb) => eb.fn.sum<number | string | null>('postings.amount').as('s'))
    .where('postings.account_id', '=', tillAccountId(tillId))
    .where('journal_entries.status', '=', 'S')
    .where('journal_entries.created_at', '<', at)
    .executeTakeFirst();
  return Number(row?.s ?? 0);
}

export interface SettleRequest {
  till: TillRow;
  /** YYYYMMDD for end of day; otherwise a key of what caused it (M:<request>, R:<trans id>, T:<trans id>). */
  period: string;
  method: SettleMethod;
  /** What to take; null: all that is available (up to the balance at `asOf`). */
  amount: number | null;
  asOf?: string | null;
  personId: string | null;
  /** A hand-made settlement is refused with a message; a job's simply does nothing. */
  manual: boolean;
}

/**
 * Settles a till once for a period. Answers the settlement's id (a new one, or the one this
 * period already has), or null when there was nothing to settle.
 */
export async function settleTill(runtime: MoneyRuntime, req: SettleRequest): Promise<{ id: string; created: boolean } | null> {
  const { db } = runtime;
  const { till } = req;
  const existing = await db.selectFrom('till_settlements').select('id').where('till_id', '=', till.id).where('period', '=', req.period).executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const dest = await destinationOf(db, till.store_id);
  await ensureTill(db, till.merchant_id, till.id);
  await ensureWallet(db, till.merchant_id);
  if (dest.rail === 'internal') await ensureWallet(db, dest.walletMerchantId);
  await ensureSystemAccount(db, 'fee_income');
  await ensureSystemAccount(db, 'excise');
  await ensureSystemAccount(db, 'vat');
  if (dest.rail !== 'internal') await ensureSystemAccount(db, `clearing:${dest.rail}`);

  const { available } = await accountBalance(db, tillAccountId(till.id));
  let amount = req.amount ?? available;
  if (req.amount === null && req.asOf) amount = Math.min(available, await balanceAt(db, till.id, req.asOf));
  if (req.manual && amount > available) throw new BizError('MMCP5208', {}, { field: 'amount' });
  if (amount <= 0) return null;
  const q = quote(req.method, dest, amount);
  if (q.net <= 0) {
    if (req.manual) throw new BizError('MMCP5209', { fee: formatMoney(q.fee + q.excise + q.vat) }, { field: 'amount' });
    return null;
  }
  const id = newId();
  const now = nowIso();
  const ordTyp = settlementType(req.method);
  try {
    const created = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('till_settlements')
        .values({
          id,
          merchant_id: till.merchant_id,
          store_id: till.store_id,
          till_id: till.id,
          period: req.period,
          method: req.method,
          channel: dest.channel,
          destination: dest.destination,
          amount: q.taken,
          fee: q.fee,
          excise: q.excise,
          vat: q.vat,
          status: dest.rail === 'internal' ? 'S' : 'P',
          order_id: null,
          result_desc: null,
          person_id: req.personId,
          created_at: now,
          finished_at: dest.rail === 'internal' ? now : null,
        })
        .onConflict((oc) => oc.columns(['till_id', 'period']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      const charges = [
        { accountId: systemAccountId('fee_income'), amount: q.fee, role: 'fee' as const },
        { accountId: systemAccountId('excise'), amount: q.excise, role: 'excise' as const },
        { accountId: systemAccountId('vat'), amount: q.vat, role: 'vat' as const },
      ];
      // Every settlement has its money order, so the records list what the statement lists: to a
      // wallet it is settled at once (into the business's own wallet, the whole amount taken less
      // the charges; to another business's, out of the till); to a network it waits for the rail.
      const internal = dest.rail === 'internal';
      const own = internal && dest.walletMerchantId === till.merchant_id;
      const orderId = newId();
      const ordNo = newOrderNo();
      await trx
        .insertInto('money_orders')
        .values(
          moneyOrderRow({
            id: orderId,
            merchant_id: till.merchant_id,
            store_id: till.store_id,
            person_id: req.personId,
            ord_no: ordNo,
            ord_typ: ordTyp,
            trans_typ_id: '132',
            direction: own ? 'in' : 'out',
            rail: dest.rail,
            channel: dest.feeChannel,
            amount: own ? q.taken : q.net,
            fee: q.fee,
            excise: q.excise,
            vat: q.vat,
            status: internal ? 'S' : 'P',
            request_id: `settlement:${id}`,
            counterparty_name: own ? `${till.name} (${till.till_no})` : dest.counterparty.name,
            counterparty_phone: dest.counterparty.phone,
            counterparty_account: own ? till.till_no : dest.counterparty.account,
            counterparty_bank: dest.counterparty.bank,
            remarks: `Till ${till.till_no} settlement`,
            details: JSON.stringify(internal ? { settlementId: id, tillId: till.id } : { payout: dest.payout, collect: null, settlementId: id, tillId: till.id }),
            deadline_at: internal ? null : isoAfter(RAIL_DEADLINE_MS),
            created_at: now,
            updated_at: now,
            finished_at: internal ? now : null,
          }),
        )
        .execute();
      await trx.updateTable('till_settlements').set({ order_id: orderId }).where('id', '=', id).execute();
      if (internal) {
        await postEntry(trx, {
          idemKey: `settlement:${id}`,
          kind: ordTyp,
          orderId,
          memo: `till ${till.till_no} settled to ${own ? 'the wallet' : `merchant ${dest.destination}`} (${req.period})`,
          lines: [{ accountId: tillAccountId(till.id), amount: -q.taken }, { accountId: walletAccountId(dest.walletMerchantId), amount: q.net }, ...charges],
        });
        return true;
      }
      await reserveEntry(trx, {
        idemKey: `order:${orderId}`,
        kind: ordTyp,
        orderId,
        memo: `${ordNo} till ${till.till_no} settlement via ${dest.rail}`,
        lines: [{ accountId: tillAccountId(till.id), amount: -q.taken }, { accountId: systemAccountId(`clearing:${dest.rail}`), amount: q.net }, ...charges],
      });
      await enqueue(trx, { kind: 'rail.submit', payload: { orderId }, dedupeKey: `submit:${orderId}` });
      return true;
    });
    if (!created) {
      const again = await db.selectFrom('till_settlements').select('id').where('till_id', '=', till.id).where('period', '=', req.period).executeTakeFirstOrThrow();
      return { id: again.id, created: false };
    }
  } catch (error) {
    if (error instanceof InsufficientFunds) {
      if (req.manual) throw new BizError('MMCP5208', {}, { field: 'amount' });
      return null;
    }
    throw error;
  }
  if (dest.rail !== 'internal') runtime.jobs.kick();
  const owner = await db.selectFrom('merchants').select('owner_person_id').where('id', '=', till.merchant_id).executeTakeFirst();
  if (owner?.owner_person_id) {
    await notifyPerson(db, {
      merchantId: till.merchant_id,
      personId: owner.owner_person_id,
      ...noticeText({
        title: 'NOTE_SETTLED_TITLE',
        body: dest.rail === 'internal' ? 'NOTE_SETTLED_WALLET' : 'NOTE_SETTLED_ACCOUNT',
        params: { amount: formatMoney(q.net), tillNo: till.till_no, tillName: till.name },
      }),
      amount: q.net,
    });
  }
  return { id, created: true };
}

/**
 * A settlement sent to a network ends with its money order: S settled, F failed (the reservation
 * was voided, so the money is back on the till). A failed one whose order the network confirmed
 * after its deadline (`settleLate`: the till paid it after all) becomes S. Brings the rows of a
 * business up to date.
 */
export async function syncSettlements(db: Kysely<Database>, merchantId: string): Promise<void> {
  const changed = await db
    .selectFrom('till_settlements')
    .innerJoin('money_orders', 'money_orders.id', 'till_settlements.order_id')
    .select(['till_settlements.id', 'till_settlements.status as was', 'money_orders.status', 'money_orders.result_desc', 'money_orders.finished_at'])
    .where('till_settlements.merchant_id', '=', merchantId)
    .where((eb) =>
      eb.or([
        eb.and([eb('till_settlements.status', '=', 'P'), eb('money_orders.status', 'in', ['S', 'F'])]),
        eb.and([eb('till_settlements.status', '=', 'F'), eb('money_orders.status', '=', 'S')]),
      ]),
    )
    .execute();
  for (const p of changed) {
    await db
      .updateTable('till_settlements')
      .set({ status: p.status as 'S' | 'F', result_desc: p.result_desc, finished_at: p.finished_at ?? nowIso() })
      .where('id', '=', p.id)
      .where('status', '=', p.was)
      .execute();
  }
}

/** Yesterday's Nairobi business date (YYYYMMDD). */
export function previousBusinessDate(now = new Date()): string {
  const today = toNairobi14(now.toISOString()).slice(0, 8);
  const start = new Date(nairobiDayStartIso(today));
  return toNairobi14(new Date(start.getTime() - 3600_000).toISOString()).slice(0, 8);
}

function dayAfter(yyyymmdd: string): string {
  const start = new Date(nairobiDayStartIso(yyyymmdd));
  return toNairobi14(new Date(start.getTime() + 36 * 3600_000).toISOString()).slice(0, 8);
}

/**
 * The end of day: every active till that settles at the end of the day gets one settlement job for
 * the day (deduplicated per till and date), settling what it held when the day ended.
 */
export async function sweepEndOfDay(runtime: MoneyRuntime, date: string): Promise<number> {
  const { db } = runtime;
  const tills = await db
    .selectFrom('tills')
    .leftJoin('till_store_settings', 'till_store_settings.store_id', 'tills.store_id')
    .select(['tills.id'])
    .where('tills.deleted_at', 'is', null)
    .where('tills.status', '=', '0')
    .where((eb) =>
      eb.or([
        eb('tills.settle_method', '=', '1'),
        eb.and([eb('tills.settle_method', 'is', null), eb.or([eb('till_store_settings.settle_method', 'is', null), eb('till_store_settings.settle_method', '=', '1')])]),
      ]),
    )
    .execute();
  const asOf = nairobiDayStartIso(dayAfter(date));
  for (const t of tills) {
    await enqueue(db, { kind: 'settlement.run', payload: { tillId: t.id, period: date, method: '1', asOf }, dedupeKey: `settle:${t.id}:${date}` });
  }
  if (tills.length) runtime.jobs.kick();
  return tills.length;
}

interface RunPayload {
  tillId: string;
  period: string;
  method: SettleMethod;
  amount?: number | null;
  asOf?: string | null;
}

/** Runs one settlement of a till for a period (idempotent: a second run for the period does nothing). */
export function settlementRunHandler(runtime: MoneyRuntime): JobHandler {
  return async (payload) => {
    const p = payload as RunPayload;
    const till = await runtime.db.selectFrom('tills').selectAll().where('id', '=', p.tillId).executeTakeFirst();
    if (!till || till.deleted_at) return undefined;
    await settleTill(runtime, { till, period: p.period, method: p.method, amount: p.amount ?? null, asOf: p.asOf ?? null, personId: null, manual: false });
    return undefined;
  };
}

/** Every ten minutes: yesterday's end-of-day settlements exist (once per till and day across all nodes). */
export function settlementDailyHandler(runtime: MoneyRuntime): JobHandler {
  return async () => {
    await sweepEndOfDay(runtime, previousBusinessDate());
    return { retryAt: isoAfter(10 * 60_000) };
  };
}

/**
 * After a payment reached a till: real-time tills settle that payment at once; balance-threshold
 * tills settle all they hold once it reaches the threshold. Each is one job, deduplicated by the
 * payment that caused it.
 */
export async function afterTillPayment(runtime: MoneyRuntime, till: TillRow, transId: string, amount: number): Promise<void> {
  if (till.status !== '0') return;
  const { method, threshold } = await effectiveSettle(runtime.db, till);
  if (method === '0') {
    await enqueue(runtime.db, { kind: 'settlement.run', payload: { tillId: till.id, period: `R:${transId}`, method, amount }, dedupeKey: `settle:${till.id}:R:${transId}` });
    runtime.jobs.kick();
  } else if (method === '3' && threshold !== null) {
    const { available } = await accountBalance(runtime.db, tillAccountId(till.id));
    if (available < threshold) return;
    await enqueue(runtime.db, { kind: 'settlement.run', payload: { tillId: till.id, period: `T:${transId}`, method, amount: null }, dedupeKey: `settle:${till.id}:T:${transId}` });
    runtime.jobs.kick();
  }
}

