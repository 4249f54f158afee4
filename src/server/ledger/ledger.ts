import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { newId, nowIso, toNairobi14 } from '../db/util';

/**
 * The double-entry ledger (ARCHITECTURE.md section 6). Money moves only here: an entry's postings
 * sum to zero; an account's balance is the sum of the postings of its posted entries, cached in
 * `ledger_accounts.balance` and updated in the same transaction; every entry has a unique
 * idempotency key, so applying one twice is a no-op.
 *
 * Outside networks are two-phase: `reserveEntry` records a pending entry whose outgoing side is
 * held (`reserved`), then `commitEntry` posts it or `voidEntry` releases it. Available money is
 * `balance - reserved`, and a floored account (a wallet: floor 0, or minus its overdraft limit) may
 * never go below its floor: the check is in the same UPDATE that moves the money, so two
 * concurrent payments cannot both pass it.
 *
 * Every function here runs inside the caller's transaction (pass the transaction as `db`).
 */
export type Role = 'principal' | 'fee' | 'excise' | 'vat';

export interface Line {
  accountId: string;
  amount: number;
  role?: Role;
}

export interface EntryInput {
  idemKey: string;
  kind: string;
  orderId?: string | null;
  memo: string;
  lines: Line[];
  /** When it happened, if not now (demo history, imports). */
  at?: string;
}

export interface EntryResult {
  entryId: string;
  /** True when an entry with this key already existed (nothing was applied again). */
  duplicate: boolean;
  status: 'P' | 'S' | 'V';
}

/** The account had too little available money for the entry; the transaction must roll back. */
export class InsufficientFunds extends Error {
  constructor(readonly accountId: string) {
    super(`insufficient funds in ${accountId}`);
  }
}

export type SystemAccount = 'fee_income' | 'vat' | 'excise' | 'suspense' | `clearing:${string}`;

/** The id of a provider account: fixed, so every node agrees without a lookup. */
export function systemAccountId(kind: SystemAccount): string {
  return `sys:${kind}`;
}

export function walletAccountId(merchantId: string): string {
  return `wal:${merchantId}`;
}

/**
 * Whether an order is in its business's wallet activity (`money_orders.wallet_activity`, kept by
 * migration 0042's triggers as orders, entries and postings are written): not the wallet's (a
 * till's money), the wallet's with nothing posted yet, or posted to the wallet.
 */
export const WALLET_ACTIVITY = { no: 0, unposted: 1, posted: 2 } as const;

/**
 * Accounts are never deleted, so once one is known to exist on a database it need not be asked
 * for again. Only what was made outside a transaction is remembered (a transaction may roll back).
 */
const knownAccounts = new WeakMap<Kysely<Database>, Set<string>>();

async function ensureAccount(db: Kysely<Database>, id: string, open: () => Promise<unknown>): Promise<string> {
  const known = db.isTransaction ? undefined : knownAccounts.get(db);
  if (known?.has(id)) return id;
  await open();
  if (!db.isTransaction) {
    if (known) known.add(id);
    else knownAccounts.set(db, new Set([id]));
  }
  return id;
}

/** Opens the provider's account of a kind if it is not there yet (idempotent). */
export async function ensureSystemAccount(db: Kysely<Database>, kind: SystemAccount): Promise<string> {
  const id = systemAccountId(kind);
  return ensureAccount(db, id, () =>
    db
    .insertInto('ledger_accounts')
    .values({ id, merchant_id: null, kind, floor: null, created_at: nowIso() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute(),
  );
}

/** Opens a merchant's wallet (floor 0) if it is not there yet (idempotent). */
export async function ensureWallet(db: Kysely<Database>, merchantId: string): Promise<string> {
  const id = walletAccountId(merchantId);
  return ensureAccount(db, id, () =>
    db
      .insertInto('ledger_accounts')
      .values({ id, merchant_id: merchantId, kind: 'wallet', floor: 0, created_at: nowIso() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute(),
  );
}

/** A till's own account: what customers paid the till and it has not settled yet. */
export function tillAccountId(tillId: string): string {
  return `till:${tillId}`;
}

/** Opens a till's account (floor 0: a settlement can never take more than the till holds), idempotent. */
export async function ensureTill(db: Kysely<Database>, merchantId: string, tillId: string): Promise<string> {
  const id = tillAccountId(tillId);
  return ensureAccount(db, id, () =>
    db
      .insertInto('ledger_accounts')
      // (merchant_id, kind) is unique, so the kind names the till.
      .values({ id, merchant_id: merchantId, kind: id, floor: 0, created_at: nowIso() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute(),
  );
}

function validate(input: EntryInput): Line[] {
  if (input.lines.length < 2) throw new Error('an entry needs at least two postings');
  let sum = 0;
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.amount)) throw new Error(`posting amount must be an integer: ${line.amount}`);
    sum += line.amount;
  }
  if (sum !== 0) throw new Error(`postings of ${input.idemKey} sum to ${sum}, not zero`);
  // Zero lines carry nothing; accounts are touched in id order so concurrent entries never deadlock.
  return input.lines.filter((l) => l.amount !== 0).sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
}

/**
 * Records an entry once per idempotency key: the journal row, then `moveBalances`, then the
 * postings. Balances move before the postings are written so that the postings' foreign-key check
 * finds each account row already locked for update by this transaction and adds no share lock of
 * its own beside it (on PostgreSQL, a share and an update lock of one transaction on a row that
 * other payments update at once can fail with 'new multixact has more than one updating member').
 */
async function insertEntry(db: Kysely<Database>, input: EntryInput, status: 'P' | 'S', lines: Line[], moveBalances: () => Promise<void>): Promise<EntryResult> {
  const now = input.at ?? nowIso();
  const entryId = newId();
  const inserted = await db
    .insertInto('journal_entries')
    .values({
      id: entryId,
      idem_key: input.idemKey,
      status,
      kind: input.kind,
      order_id: input.orderId ?? null,
      memo: input.memo,
      created_at: now,
      settled_at: status === 'S' ? now : null,
    })
    .onConflict((oc) => oc.column('idem_key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
    const existing = await db.selectFrom('journal_entries').select(['id', 'status']).where('idem_key', '=', input.idemKey).executeTakeFirstOrThrow();
    return { entryId: existing.id, duplicate: true, status: existing.status };
  }
  await moveBalances();
  await db
    .insertInto('postings')
    .values(lines.map((l) => ({ id: newId(), entry_id: entryId, account_id: l.accountId, amount: l.amount, role: l.role ?? 'principal', created_at: now })))
    .execute();
  return { entryId, duplicate: false, status };
}

/** Moves `amount` on an account's balance; a debit of a floored account must leave it at or above its floor. */
async function applyToBalance(db: Kysely<Database>, accountId: string, amount: number): Promise<void> {
  let q = db
    .updateTable('ledger_accounts')
    .set({ balance: sql`balance + ${amount}` })
    .where('id', '=', accountId);
  if (amount < 0) q = q.where((eb) => eb.or([eb('floor', 'is', null), eb(sql`balance - reserved + ${amount}`, '>=', eb.ref('floor'))]));
  const result = await q.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const exists = await db.selectFrom('ledger_accounts').select('id').where('id', '=', accountId).executeTakeFirst();
    if (!exists) throw new Error(`no ledger account ${accountId}`);
    throw new InsufficientFunds(accountId);
  }
}

/** Posts an entry at once (internal moves: wallet to wallet, fees, settled callbacks). */
export async function postEntry(db: Kysely<Database>, input: EntryInput): Promise<EntryResult> {
  const lines = validate(input);
  return insertEntry(db, input, 'S', lines, async () => {
    for (const line of lines) await applyToBalance(db, line.accountId, line.amount);
  });
}

/** Records a pending entry and holds its outgoing side (money sent to an outside network). */
export async function reserveEntry(db: Kysely<Database>, input: EntryInput): Promise<EntryResult> {
  const lines = validate(input);
  return insertEntry(db, input, 'P', lines, async () => {
    for (const line of lines) {
      if (line.amount >= 0) continue;
      const held = await db
        .updateTable('ledger_accounts')
        .set({ reserved: sql`reserved + ${-line.amount}` })
        .where('id', '=', line.accountId)
        .where((eb) => eb.or([eb('floor', 'is', null), eb(sql`balance - reserved + ${line.amount}`, '>=', eb.ref('floor'))]))
        .executeTakeFirst();
      if (Number(held.numUpdatedRows) !== 1) throw new InsufficientFunds(line.accountId);
    }
  });
}

async function settle(db: Kysely<Database>, idemKey: string, to: 'S' | 'V'): Promise<boolean> {
  const entry = await db.selectFrom('journal_entries').select('id').where('idem_key', '=', idemKey).executeTakeFirst();
  if (!entry) throw new Error(`no entry ${idemKey}`);
  // The status change is the guard: only one caller moves an entry out of pending.
  const moved = await db
    .updateTable('journal_entries')
    .set({ status: to, settled_at: nowIso() })
    .where('id', '=', entry.id)
    .where('status', '=', 'P')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  const lines = await db.selectFrom('postings').select(['account_id', 'amount']).where('entry_id', '=', entry.id).orderBy('account_id').execute();
  for (const line of lines) {
    if (line.amount < 0) {
      await db
        .updateTable('ledger_accounts')
        .set(to === 'S' ? { reserved: sql`reserved - ${-line.amount}`, balance: sql`balance + ${line.amount}` } : { reserved: sql`reserved - ${-line.amount}` })
        .where('id', '=', line.account_id)
        .execute();
    } else if (to === 'S') {
      await db
        .updateTable('ledger_accounts')
        .set({ balance: sql`balance + ${line.amount}` })
        .where('id', '=', line.account_id)
        .execute();
    }
  }
  return true;
}

/** Posts a pending entry (the network said it succeeded). False when it was no longer pending. */
export function commitEntry(db: Kysely<Database>, idemKey: string): Promise<boolean> {
  return settle(db, idemKey, 'S');
}

/** Releases a pending entry (the network said it failed, or it timed out). False when it was no longer pending. */
export function voidEntry(db: Kysely<Database>, idemKey: string): Promise<boolean> {
  return settle(db, idemKey, 'V');
}

export interface AccountBalance {
  balance: number;
  reserved: number;
  available: number;
  floor: number | null;
}

export async function accountBalance(db: Kysely<Database>, accountId: string): Promise<AccountBalance> {
  const row = await db.selectFrom('ledger_accounts').select(['balance', 'reserved', 'floor']).where('id', '=', accountId).executeTakeFirst();
  if (!row) return { balance: 0, reserved: 0, available: 0, floor: 0 };
  return { balance: row.balance, reserved: row.reserved, available: row.balance - row.reserved, floor: row.floor };
}

/**
 * The ledger's invariants (ARCHITECTURE.md section 6): all balances sum to zero; each cached
 * balance equals its posted postings and each hold its pending ones; no floored account below its
 * floor; each entry sums to zero. Answers what is wrong (empty when all hold).
 *
 * Its reads share one snapshot (repeatable read on PostgreSQL), so money settling meanwhile, such
 * as a network's answer posted by a job, is never seen half: in the balances and not yet in the
 * postings.
 */
export async function ledgerViolations(db: Kysely<Database>): Promise<string[]> {
  return db.transaction().setIsolationLevel('repeatable read').execute(violationsIn);
}

export interface CachedAccount {
  id: string;
  balance: number;
  reserved: number;
  floor: number | null;
}

/**
 * What is wrong with these accounts' cached figures, read in the caller's snapshot: a balance that
 * is not the sum of its posted postings, a hold that is not the sum of its pending ones, available
 * money below the floor. Used by ledgerViolations and by the nightly audit's slices
 * (src/server/ledger/audit.ts).
 */
export async function accountProblems(db: Kysely<Database>, accounts: CachedAccount[]): Promise<string[]> {
  if (accounts.length === 0) return [];
  // One walk of the postings serves both sums; a pending entry holds its outgoing side only.
  const rows = await db
    .selectFrom('postings')
    .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
    .where('postings.account_id', 'in', accounts.map((a) => a.id))
    .groupBy('postings.account_id')
    .select([
      'postings.account_id',
      sql<number | string>`sum(case when journal_entries.status = 'S' then postings.amount else 0 end)`.as('posted'),
      sql<number | string>`sum(case when journal_entries.status = 'P' and postings.amount < 0 then postings.amount else 0 end)`.as('held'),
    ])
    .execute();
  const postedBy = new Map(rows.map((r) => [r.account_id, Number(r.posted)]));
  const heldBy = new Map(rows.map((r) => [r.account_id, -Number(r.held)]));
  const problems: string[] = [];
  for (const a of accounts) {
    const balance = Number(a.balance);
    const reserved = Number(a.reserved);
    if (balance !== (postedBy.get(a.id) ?? 0)) problems.push(`${a.id}: balance ${balance} but postings sum to ${postedBy.get(a.id) ?? 0}`);
    if (reserved !== (heldBy.get(a.id) ?? 0)) problems.push(`${a.id}: reserved ${reserved} but pending holds sum to ${heldBy.get(a.id) ?? 0}`);
    if (a.floor !== null && balance - reserved < Number(a.floor)) problems.push(`${a.id}: available ${balance - reserved} below floor ${a.floor}`);
  }
  return problems;
}

/** Whether all balances sum to zero, as every entry's postings do: empty when they do. */
export async function totalProblems(db: Kysely<Database>): Promise<string[]> {
  const total = await db.selectFrom('ledger_accounts').select((eb) => eb.fn.sum<number | string | null>('balance').as('s')).executeTakeFirst();
  return Number(total?.s ?? 0) === 0 ? [] : [`balances sum to ${total?.s}`];
}

async function violationsIn(db: Kysely<Database>): Promise<string[]> {
  const problems = await totalProblems(db);
  const accounts = await db.selectFrom('ledger_accounts').select(['id', 'balance', 'reserved', 'floor']).execute();
  problems.push(...(await accountProblems(db, accounts)));
  const unbalanced = await db
    .selectFrom('postings')
    .groupBy('entry_id')
    .select(['entry_id', (eb) => eb.fn.sum<number | string>('amount').as('s')])
    .having((eb) => eb.fn.sum('amount'), '<>', 0)
    .execute();
  for (const e of unbalanced) problems.push(`entry ${e.entry_id} sums to ${e.s}`);

  // The day's use the daily limit reads (migration 0039's triggers) equals the orders it counts.
  const counted = await db
    .selectFrom('money_orders')
    .where('direction', '=', 'out')
    .where('status', 'in', ['P', 'S', 'W'])
    .select(['merchant_id', 'trans_typ_id', 'created_at', 'amount'])
    .execute();
  const usedBy = new Map<string, number>();
  for (const o of counted) {
    const key = `${o.merchant_id} ${o.trans_typ_id} ${toNairobi14(o.created_at).slice(0, 8)}`;
    usedBy.set(key, (usedBy.get(key) ?? 0) + Number(o.amount));
  }
  for (const u of await db.selectFrom('money_daily_use').selectAll().execute()) {
    const key = `${u.merchant_id} ${u.trans_typ_id} ${u.day}`;
    if (Number(u.amount) !== (usedBy.get(key) ?? 0)) problems.push(`daily use ${key}: ${u.amount} but its orders sum to ${usedBy.get(key) ?? 0}`);
    usedBy.delete(key);
  }
  for (const [key, sum] of usedBy) problems.push(`daily use ${key}: no row but its orders sum to ${sum}`);

  // Each order's place in the wallet's activity (migration 0042's triggers) agrees with its postings.
  const entered = await db.selectFrom('journal_entries').where('order_id', 'is not', null).select('order_id').distinct().execute();
  const walleted = await db
    .selectFrom('postings')
    .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
    .innerJoin('money_orders', 'money_orders.id', 'journal_entries.order_id')
    .whereRef('postings.account_id', '=', sql<string>`'wal:' || money_orders.merchant_id`)
    .select('money_orders.id')
    .distinct()
    .execute();
  const expected = new Map<string, number>(entered.map((e) => [e.order_id as string, WALLET_ACTIVITY.no]));
  for (const o of walleted) expected.set(o.id, WALLET_ACTIVITY.posted);
  for (const o of await db.selectFrom('money_orders').select(['id', 'ord_no', 'details', 'wallet_activity']).execute()) {
    const tills = o.details?.includes('"creditAccountId"') ? WALLET_ACTIVITY.no : WALLET_ACTIVITY.unposted;
    const want = expected.get(o.id) ?? tills;
    if (o.wallet_activity !== want) problems.push(`order ${o.ord_no}: wallet_activity ${o.wallet_activity} but its postings say ${want}`);
  }
  return problems;
}
