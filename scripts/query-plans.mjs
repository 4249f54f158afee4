// npm run query-plans: runs the API tests on SQLite with SQLITE_QUERY_PLANS set, then lists the
// statements of the product's own code (not the tests', the seed's or the migrations') whose plan
// reads a whole table (SCAN), sorts a whole range to take one page (USE TEMP B-TREE FOR ORDER BY
// under a LIMIT) or runs a subquery for each row that finds its rows by the business, account or
// person alone, each with the source line that built it. A report for speed work, not a test:
// it never fails on what it finds.
// `npm run query-plans -- path/to/file.jsonl` reports an existing log instead of running the tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, header, run } from './lib.mjs';

let log = process.argv[2];
if (!log) {
  log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'biashara-plans-')), 'plans.jsonl');
  header('API tests with SQLITE_QUERY_PLANS');
  const { DATABASE_URL, ...env } = process.env;
  const code = await run(bin('vitest'), ['run', '--project', 'api'], { env: { ...env, SQLITE_QUERY_PLANS: log } });
  if (code !== 0) console.log('\nSome API tests failed; the plans below are of the statements that ran.');
}

/**
 * What the plan does that a growing table makes slower: reads a whole table (SCAN; VALUES lists
 * and CTEs are not tables), or sorts a whole range before taking a page (a paged statement whose
 * order comes from no index). A statement without LIMIT returns all it sorts, so its sort is
 * no more than its answer.
 */
function findings(sql, plan) {
  // LIMIT is written into the SQL text (database.ts, LiteralLimits); OFFSET stays bound.
  const paged = /\blimit\s+(\?|\d+)/i.test(sql);
  let correlated = false;
  return plan.filter((d) => {
    if (d.startsWith('CORRELATED')) correlated = true;
    // A subquery run for each outer row that finds its rows by the business, account or person
    // alone walks all of them every time: the outer row's own key is not in its index.
    const walks = correlated && /^SEARCH .*\((merchant_id|account_id|person_id|store_id)=\?\)$/.test(d);
    return walks || /^SCAN (?!\d+-ROW VALUES|CONSTANT ROW)/.test(d) || (paged && d === 'USE TEMP B-TREE FOR ORDER BY');
  });
}

// Code outside the product's request and job paths: tests, test helpers, the demo seed, migrations.
const notProduct = (origin) => !origin || /\.test\.tsx?:|\/testing\/|\/seed\/|\/migrations\//.test(origin);

const bySql = new Map();
for (const line of fs.readFileSync(log, 'utf8').split('\n')) {
  if (!line) continue;
  const { sql, plan, origin } = JSON.parse(line);
  const entry = bySql.get(sql) ?? { plan, origins: new Set() };
  entry.origins.add(origin);
  bySql.set(sql, entry);
}

// One entry per source line: the same builder makes several shapes (an IN list of 1, 2, 3 ids).
const bySource = new Map();
for (const [sql, { plan, origins }] of bySql) {
  const found = findings(sql, plan);
  if (!found.length) continue;
  for (const origin of origins) {
    if (notProduct(origin)) continue;
    const entry = bySource.get(origin) ?? { sql, found: new Set(), shapes: 0 };
    for (const f of found) entry.found.add(f);
    entry.shapes++;
    bySource.set(origin, entry);
  }
}
const report = [...bySource].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));

header(`Query plans: ${bySql.size} statements; ${report.length} lines of the product's code read a whole table, sort a whole range or walk a business's rows for each row`);
for (const [origin, { sql, found, shapes }] of report) {
  const text = sql.length > 300 ? `${sql.slice(0, 300)}…` : sql;
  console.log(`${origin}${shapes > 1 ? ` (${shapes} shapes)` : ''}\n  ${[...found].join('; ')}\n  ${text}\n`);
}
console.log(`Log: ${log}`);
