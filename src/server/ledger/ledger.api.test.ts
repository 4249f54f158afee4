import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { newId, nowIso, randomDigits } from '../db/util';
import { withTestApp } from '../testing/harness';
import { chargesFor, vatIncluded } from './fees';
import {
  InsufficientFunds,
  accountBalance,
  commitEntry,
  ensureSystemAccount,
  ensureWallet,
  ledgerViolations,
  postEntry,
  reserveEntry,
  systemAccountId,
  voidEntry,
} from './ledger';

/** A bare merchant row to hang a wallet on (the ledger needs nothing else). */
async function merchant(db: Kysely<Database>): Promise<string> {
  const id = newId();
  await db
    .insertInto('merchants')
    .values({ id, merc_no: `9${randomDigits(11)}`, name: `Ledger test ${id}`, abbr: 'LT', business_type: '0', created_at: nowIso() } as never)
    .execute();
  return ensureWallet(db, id);
}

describe('the ledger', () => {
  const t = withTestApp({ seedDemo: false });

  async function fund(account: string, amount: number, key = newId()) {
    const clearing = await ensureSystemAccount(t.database.db, 'clearing:mpesa');
    return t.database.db.transaction().execute((trx) =>
      postEntry(trx, { idemKey: key, kind: 'test', memo: 'fund', lines: [{ accountId: clearing, amount: -amount }, { accountId: account, amount }] }),
    );
  }

  it('posts an entry once per idempotency key and keeps the cached balance equal to the postings', async () => {
    const wallet = await merchant(t.database.db);
    const first = await fund(wallet, 10_000, 'fund-once');
    const again = await fund(wallet, 10_000, 'fund-once');
    expect(first.duplicate).toBe(false);
    expect(again.duplicate).toBe(true);
    expect(again.entryId).toBe(first.entryId);
    expect((await accountBalance(t.database.db, wallet)).balance).toBe(10_000);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('refuses an entry that does not sum to zero, and leaves nothing behind', async () => {
    const wallet = await merchant(t.database.db);
    await expect(
      t.database.db.transaction().execute((trx) =>
        postEntry(trx, { idemKey: newId(), kind: 'test', memo: 'bad', lines: [{ accountId: wallet, amount: 5 }, { accountId: systemAccountId('clearing:mpesa'), amount: -4 }] }),
      ),
    ).rejects.toThrow(/sum to 1/);
    expect((await accountBalance(t.database.db, wallet)).balance).toBe(0);
  });

  it('never lets a wallet go below its floor, and rolls the whole entry back', async () => {
    const a = await merchant(t.database.db);
    const b = await merchant(t.database.db);
    await fund(a, 5_000);
    await expect(
      t.database.db.transaction().execute((trx) =>
        postEntry(trx, { idemKey: newId(), kind: 'test', memo: 'too much', lines: [{ accountId: a, amount: -5_001 }, { accountId: b, amount: 5_001 }] }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect((await accountBalance(t.database.db, a)).balance).toBe(5_000);
    expect((await accountBalance(t.database.db, b)).balance).toBe(0);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('holds a reservation until the network answers: posted on success, released on failure', async () => {
    const a = await merchant(t.database.db);
    await fund(a, 10_000);
    const clearing = await ensureSystemAccount(t.database.db, 'clearing:bank');
    const db = t.database.db;
    await db.transaction().execute((trx) =>
      reserveEntry(trx, { idemKey: 'hold-ok', kind: 'test', memo: 'out', lines: [{ accountId: a, amount: -6_000 }, { accountId: clearing, amount: 6_000 }] }),
    );
    expect(await accountBalance(db, a)).toMatchObject({ balance: 10_000, reserved: 6_000, available: 4_000 });
    // The held money cannot be spent twice.
    await expect(
      db.transaction().execute((trx) =>
        reserveEntry(trx, { idemKey: 'hold-2', kind: 'test', memo: 'out', lines: [{ accountId: a, amount: -4_001 }, { accountId: clearing, amount: 4_001 }] }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await db.transaction().execute((trx) => commitEntry(trx, 'hold-ok'))).toBe(true);
    expect(await db.transaction().execute((trx) => commitEntry(trx, 'hold-ok'))).toBe(false);
    expect(await accountBalance(db, a)).toMatchObject({ balance: 4_000, reserved: 0 });

    await db.transaction().execute((trx) =>
      reserveEntry(trx, { idemKey: 'hold-void', kind: 'test', memo: 'out', lines: [{ accountId: a, amount: -3_000 }, { accountId: clearing, amount: 3_000 }] }),
    );
    expect(await db.transaction().execute((trx) => voidEntry(trx, 'hold-void'))).toBe(true);
    // A late success after the void changes nothing.
    expect(await db.transaction().execute((trx) => commitEntry(trx, 'hold-void'))).toBe(false);
    expect(await accountBalance(db, a)).toMatchObject({ balance: 4_000, reserved: 0, available: 4_000 });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('keeps its invariants through a random mix of payments, holds and failures', async () => {
    const db = t.database.db;
    const wallets = await Promise.all(Array.from({ length: 5 }, () => merchant(db)));
    for (const w of wallets) await fund(w, 50_000);
    const clearing = await ensureSystemAccount(db, 'clearing:pesalink');
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pending: string[] = [];
    for (let i = 0; i < 200; i++) {
      const from = wallets[rand(5)]!;
      const to = wallets[rand(5)]!;
      const amount = 1 + rand(30_000);
      const key = `mix-${i}`;
      try {
        if (rand(3) === 0) {
          await db.transaction().execute((trx) =>
            reserveEntry(trx, { idemKey: key, kind: 'test', memo: 'hold', lines: [{ accountId: from, amount: -amount }, { accountId: clearing, amount }] }),
          );
          pending.push(key);
        } else if (from !== to) {
          await db.transaction().execute((trx) =>
            postEntry(trx, { idemKey: key, kind: 'test', memo: 'pay', lines: [{ accountId: from, amount: -amount }, { accountId: to, amount }] }),
          );
        }
      } catch (error) {
        expect(error).toBeInstanceOf(InsufficientFunds);
      }
      if (pending.length > 0 && rand(4) === 0) {
        const k = pending.shift()!;
        await db.transaction().execute((trx) => (rand(2) ? commitEntry(trx, k) : voidEntry(trx, k)));
      }
    }
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('fees and taxes', () => {
  it('charges the tier fee and excise duty of 15% on it; VAT only where the rule says', () => {
    expect(chargesFor('110', '44', 1_000_00)).toEqual({ fee: 15_00, excise: 2_25, vat: 0, total: 1_017_25 });
    expect(chargesFor('110', '28', 5_000_00)).toEqual({ fee: 0, excise: 0, vat: 0, total: 5_000_00 });
    const visa = chargesFor('104', '46', 10_000_00);
    expect(visa.fee).toBe(30_00 + 150_00);
    expect(visa.vat).toBe(Math.round(visa.fee * 0.16));
    expect(vatIncluded(1_500_00)).toBe(20_690);
  });
});
