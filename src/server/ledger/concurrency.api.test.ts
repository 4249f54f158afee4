import { describe, expect, it } from 'vitest';
import { newId, nowIso, randomDigits } from '../db/util';
import { withTestApp } from '../testing/harness';
import { InsufficientFunds, ensureSystemAccount, ensureWallet, ledgerViolations, postEntry, reserveEntry, commitEntry, voidEntry } from './ledger';

/**
 * Parallel payments (ARCHITECTURE.md section 10): 8 clients move money between 20 wallets for a
 * few seconds, each payment in its own transaction. On PostgreSQL (npm run test:pg) they really
 * run at once on separate connections, so a missing lock or a check outside the UPDATE would show
 * as a wallet below zero or a balance that differs from its postings.
 */
describe('the ledger under parallel payments', () => {
  const t = withTestApp({ seedDemo: false });

  it('keeps every invariant with 8 clients paying between 20 wallets', async () => {
    const db = t.database.db;
    const wallets: string[] = [];
    for (let i = 0; i < 20; i++) {
      const id = newId();
      await db
        .insertInto('merchants')
        .values({ id, merc_no: `7${randomDigits(11)}`, name: `Parallel ${i}`, abbr: 'P', business_type: '0', created_at: nowIso() } as never)
        .execute();
      wallets.push(await ensureWallet(db, id));
    }
    const clearing = await ensureSystemAccount(db, 'clearing:bank');
    for (const w of wallets) {
      await postEntry(db, { idemKey: `seed-${w}`, kind: 'test', memo: 'seed', lines: [{ accountId: clearing, amount: -100_000 }, { accountId: w, amount: 100_000 }] });
    }

    const until = Date.now() + 3_000;
    const counts = { posted: 0, refused: 0, held: 0 };
    const client = async (n: number) => {
      let i = 0;
      while (Date.now() < until) {
        i++;
        const from = wallets[Math.floor(Math.random() * 20)]!;
        let to = wallets[Math.floor(Math.random() * 20)]!;
        if (to === from) to = wallets[(wallets.indexOf(from) + 1) % 20]!;
        const amount = 1 + Math.floor(Math.random() * 60_000);
        const key = `par-${n}-${i}`;
        try {
          if (i % 5 === 0) {
            // Money out to a network: held, then posted or released.
            await db.transaction().execute((trx) =>
              reserveEntry(trx, { idemKey: key, kind: 'test', memo: 'out', lines: [{ accountId: from, amount: -amount }, { accountId: clearing, amount }] }),
            );
            await db.transaction().execute((trx) => (i % 10 === 0 ? voidEntry(trx, key) : commitEntry(trx, key)));
            counts.held++;
          } else {
            await db.transaction().execute((trx) =>
              postEntry(trx, { idemKey: key, kind: 'test', memo: 'pay', lines: [{ accountId: from, amount: -amount }, { accountId: to, amount }] }),
            );
            counts.posted++;
          }
        } catch (error) {
          if (!(error instanceof InsufficientFunds)) throw error;
          counts.refused++;
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));

    expect(counts.posted + counts.held).toBeGreaterThan(50);
    expect(counts.refused).toBeGreaterThan(0);
    expect(await ledgerViolations(db)).toEqual([]);
    const rows = await db.selectFrom('ledger_accounts').select(['balance', 'reserved']).where('id', 'in', wallets).execute();
    for (const r of rows) {
      expect(r.balance).toBeGreaterThanOrEqual(0);
      expect(r.reserved).toBe(0);
    }
  }, 30_000);
});
