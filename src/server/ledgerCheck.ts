import { loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { toNairobi14 } from './db/util';
import { ledgerViolations } from './ledger/ledger';

/**
 * `npm run ledger:check`: checks every invariant of the ledger now (ledgerViolations: the nightly
 * audit's checks, each entry summing to zero, the day's use the daily limit reads and each order's
 * place in the wallet's activity), in one snapshot of the database the server uses, and lists the
 * last nightly audits (docs/operations.md, The ledger's nightly audit). It may run beside the
 * server: a snapshot blocks neither SQLite's writer (WAL) nor PostgreSQL. Exits 1 when a problem is
 * found.
 */
const when = (iso: string | null) => (iso ? toNairobi14(iso).replace(/^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/, '$1-$2-$3 $4:$5:$6') : 'not finished');

async function main(): Promise<number> {
  const database = openDatabase(loadConfig());
  try {
    await migrate(database.db);
    const db = database.db;
    const started = performance.now();
    const problems = await ledgerViolations(db);
    const accounts = Number((await db.selectFrom('ledger_accounts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const postings = Number((await db.selectFrom('postings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const count = (n: number) => n.toLocaleString('en-US');
    console.log(`The ledger now: ${count(accounts)} accounts, ${count(postings)} postings, checked in ${Math.round(performance.now() - started)} ms`);
    if (problems.length === 0) console.log('  no problems');
    for (const p of problems) console.log(`  problem: ${p}`);

    const audits = await db.selectFrom('ledger_audits').selectAll().orderBy('started_at', 'desc').limit(7).execute();
    console.log(audits.length ? '\nThe last nightly audits (Nairobi time):' : '\nNo nightly audit has run yet.');
    for (const a of audits) {
      console.log(`  ${when(a.started_at)} to ${when(a.finished_at)}  ${count(a.accounts_checked)} accounts  ${a.problems} problems`);
      for (const f of JSON.parse(a.findings) as string[]) console.log(`    ${f}`);
    }
    return problems.length === 0 ? 0 : 1;
  } finally {
    await database.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
