import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withTestApp } from './testing/harness';

const t = withTestApp();

/** `npm run ledger:check` against the test app's database, beside the running app. */
function ledgerCheck(): Promise<{ code: number; out: string }> {
  const env = { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '' };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', path.join('src', 'server', 'ledgerCheck.ts')], { env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr });
    });
  });
}

describe('npm run ledger:check', () => {
  it('says the demo ledger holds, lists the nightly audit, and exits 0', async () => {
    // The app's runner made the first nightly audit at start.
    for (let waited = 0; waited < 10_000; waited += 50) {
      const run = await t.database.db.selectFrom('ledger_audits').select('finished_at').executeTakeFirst();
      if (run?.finished_at) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { code, out } = await ledgerCheck();
    expect(out).toMatch(/^The ledger now: \d+ accounts, [\d,]+ postings, checked in \d+ ms\n {2}no problems\n/);
    expect(out).toMatch(/The last nightly audits \(Nairobi time\):\n {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d to \d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}\d+ accounts {2}0 problems/);
    expect(code).toBe(0);
  }, 30_000);

  it('names a wallet whose cached balance is not its postings, and exits 1', async () => {
    const db = t.database.db;
    const wallet = 'wal:merc-demo';
    const { balance } = await db.selectFrom('ledger_accounts').select('balance').where('id', '=', wallet).executeTakeFirstOrThrow();
    await db.updateTable('ledger_accounts').set({ balance: Number(balance) + 250 }).where('id', '=', wallet).execute();
    try {
      const { code, out } = await ledgerCheck();
      expect(out).toContain(`  problem: balances sum to 250\n`);
      expect(out).toContain(`  problem: ${wallet}: balance ${Number(balance) + 250} but postings sum to ${balance}\n`);
      expect(code).toBe(1);
    } finally {
      await db.updateTable('ledger_accounts').set({ balance }).where('id', '=', wallet).execute();
    }
  }, 30_000);
});
