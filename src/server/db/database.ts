import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type KyselyPlugin,
  type LimitNode,
  type Migration,
  type MigrationProvider,
  Migrator,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  PostgresDialect,
  type RootOperationNode,
  type SqliteDatabase,
  SqliteDialect,
  ValueNode,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import * as m0001 from './migrations/0001_spine';
import * as m0002 from './migrations/0002_otp';
import * as m0003 from './migrations/0003_registration';
import * as m0004 from './migrations/0004_devices_pin';
import * as m0005 from './migrations/0005_email_verified';
import * as m0006 from './migrations/0006_previous_login';
import * as m0007 from './migrations/0007_files';
import * as m0008 from './migrations/0008_identity_checks';
import * as m0009 from './migrations/0009_business';
import * as m0010 from './migrations/0010_money';
import * as m0011 from './migrations/0011_beneficiaries';
import * as m0012 from './migrations/0012_topup';
import * as m0013 from './migrations/0013_notifications';
import * as m0019 from './migrations/0019_statements';
import * as m0020 from './migrations/0020_bills';
import * as m0021 from './migrations/0021_standing_orders';
import * as m0022 from './migrations/0022_approvals';
import * as m0014 from './migrations/0014_help';
import * as m0017 from './migrations/0017_stores';
import * as m0015 from './migrations/0015_audit_globalization';
import * as m0016 from './migrations/0016_home_extras';
import * as m0018 from './migrations/0018_tills';
import * as m0026 from './migrations/0026_customers';
import * as m0023 from './migrations/0023_inventory';
import * as m0027 from './migrations/0027_staff';
import * as m0028 from './migrations/0028_money_limits_index';
import * as m0029 from './migrations/0029_orders_operator_index';
import * as m0030 from './migrations/0030_staff_frozen_from';
import * as m0031 from './migrations/0031_money_limits_covering';
import * as m0032 from './migrations/0032_stores_list_order';
import * as m0033 from './migrations/0033_notification_texts';
import * as m0034 from './migrations/0034_lookup_indexes';
import * as m0035 from './migrations/0035_content_translations';
import * as m0036 from './migrations/0036_approval_summary_text';
import * as m0037 from './migrations/0037_temporary_passwords';
import * as m0038 from './migrations/0038_audit_detail_text';
import * as m0039 from './migrations/0039_money_daily_use';
import * as m0040 from './migrations/0040_postings_entry_account';
import * as m0041 from './migrations/0041_history_covering';
import * as m0042 from './migrations/0042_wallet_activity';
import * as m0043 from './migrations/0043_records_search';
import * as m0044 from './migrations/0044_ledger_audits';
import * as m0045 from './migrations/0045_cancelled_suspended_sales';
import * as m0046 from './migrations/0046_list_indexes';
import * as m0047 from './migrations/0047_statement_locale';
import * as m0048 from './migrations/0048_person_locale';
import * as m0049 from './migrations/0049_settlement_destination_names';
import * as m0050 from './migrations/0050_unpaid_sales';
import * as m0051 from './migrations/0051_settlement_orders';
import * as m0024 from './migrations/0024_selling';
import * as m0025 from './migrations/0025_refunds';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

// pg hands bigint and numeric back as strings: read them as numbers in one place. Money is integer
// minor units, far inside 2^53; anything beyond would be a bug worth failing on.
function toSafeNumber(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`integer out of safe range: ${text}`);
  return n;
}
pg.types.setTypeParser(20, toSafeNumber);
pg.types.setTypeParser(1700, (t: string) => Number(t));

export function openDatabase(config: Config): Db {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, a dropped test database) must not
    // bring the process down: the pool drops it and opens another when next needed.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.warn(`database connection lost: ${error.code ?? error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = config.sqlitePath ?? path.join(config.dataDir, 'biashara.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const times = config.sqliteStatementTimes ? new Map<string, StatementTime>() : null;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, times, config.sqliteQueryPlans) }),
    plugins: [new LiteralLimits()],
  });
  return {
    db,
    dialect: 'sqlite',
    destroy: async () => {
      await db.destroy();
      if (times && config.sqliteStatementTimes) writeStatementTimes(config.sqliteStatementTimes, times);
    },
  };
}

/**
 * Writes a query's LIMIT into its SQL text instead of binding it. This SQLite (built with STAT4)
 * lets the planner read a bound LIMIT, and so prepares the statement again each time it is bound:
 * every paged list paid a second prepare on each call (20 µs on the store list, more on larger
 * queries). Page sizes are few, so the statement cache keeps one statement for each. OFFSET stays
 * bound: the planner does not read it.
 */
class LiteralLimits implements KyselyPlugin {
  readonly #transformer = new (class extends OperationNodeTransformer {
    protected override transformLimit(node: LimitNode): LimitNode {
      const limit = node.limit;
      if (ValueNode.is(limit) && !limit.immediate && Number.isSafeInteger(limit.value)) return { ...node, limit: ValueNode.createImmediate(limit.value) };
      return super.transformLimit(node);
    }
  })();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult<R>(args: { result: R }): Promise<R> {
    return args.result;
  }
}

/**
 * Kysely prepares every query anew; preparing costs more than running most of our queries, so
 * prepared statements are kept by their SQL text (bounded; queries are built from few shapes).
 */
function withStatementCache(sqlite: SQLite.Database, times: Map<string, StatementTime> | null, plans: string | null): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (!stmt) {
        if (cache.size >= 2000) cache.clear();
        stmt = sqlite.prepare(sql);
        if (plans) logPlan(sqlite, sql, plans);
        if (times) timed(stmt, sql, times);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

/**
 * SQLITE_QUERY_PLANS: appends one JSON line for each statement this connection prepares: its SQL
 * text (never values), SQLite's query plan and the source line that built it. `npm run
 * query-plans` reads these to list the statements that read a whole table or sort a whole range.
 */
function logPlan(sqlite: SQLite.Database, sql: string, file: string): void {
  if (!/^\s*(select|with|insert|update|delete)\b/i.test(sql)) return;
  // Unbound parameters are null; the plan does not depend on their values.
  const holes = (sql.match(/\?/g) ?? []).length;
  let plan: string[];
  try {
    plan = (sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...new Array(holes).fill(null)) as { detail: string }[]).map((r) => r.detail);
  } catch (error) {
    plan = [`(no plan: ${(error as Error).message})`];
  }
  fs.appendFileSync(file, `${JSON.stringify({ sql, plan, origin: sourceOf(new Error().stack ?? '') })}\n`);
}

/** The first frame of a stack outside this file and the libraries: which code built the statement. */
function sourceOf(stack: string): string | null {
  for (const line of stack.split('\n').slice(1)) {
    const m = /\(?((?:\/|[A-Za-z]:)[^()]*?\/src\/[^():]+):(\d+):\d+\)?$/.exec(line.trim());
    if (m && !m[1]?.endsWith('/db/database.ts')) return `${m[1]?.slice(m[1].lastIndexOf('/src/') + 1)}:${m[2]}`;
  }
  return null;
}

interface StatementTime {
  count: number;
  micros: number;
}

/** Counts each run of a prepared statement and its time (config.sqliteStatementTimes). */
function timed(stmt: SQLite.Statement, sql: string, times: Map<string, StatementTime>): void {
  const entry = times.get(sql) ?? { count: 0, micros: 0 };
  times.set(sql, entry);
  const target = stmt as unknown as Record<'run' | 'all' | 'get', (...args: unknown[]) => unknown>;
  for (const method of ['run', 'all', 'get'] as const) {
    const original = target[method].bind(stmt);
    target[method] = (...args: unknown[]) => {
      const started = process.hrtime.bigint();
      try {
        return original(...args);
      } finally {
        entry.count++;
        entry.micros += Number(process.hrtime.bigint() - started) / 1000;
      }
    };
  }
}

/** Statements by total time, most first: count, total ms, µs each, SQL (tab-separated). */
function writeStatementTimes(file: string, times: Map<string, StatementTime>): void {
  const rows = [...times].filter(([, t]) => t.count > 0).sort((a, b) => b[1].micros - a[1].micros);
  const lines = rows.map(([sql, t]) => [t.count, (t.micros / 1000).toFixed(1), (t.micros / t.count).toFixed(1), sql.replace(/\s+/g, ' ').trim()].join('\t'));
  fs.writeFileSync(file, `count\ttotal ms\tus each\tsql\n${lines.join('\n')}\n`);
}

const MIGRATIONS: Record<string, Migration> = {
  '0024_selling': m0024,
  '0025_refunds': m0025,
  '0001_spine': m0001,
  '0002_otp': m0002,
  '0003_registration': m0003,
  '0004_devices_pin': m0004,
  '0005_email_verified': m0005,
  '0006_previous_login': m0006,
  '0007_files': m0007,
  '0008_identity_checks': m0008,
  '0009_business': m0009,
  '0010_money': m0010,
  '0011_beneficiaries': m0011,
  '0012_topup': m0012,
  '0013_notifications': m0013,
  '0019_statements': m0019,
  '0020_bills': m0020,
  '0021_standing_orders': m0021,
  '0022_approvals': m0022,
  '0014_help': m0014,
  '0017_stores': m0017,
  '0015_audit_globalization': m0015,
  '0016_home_extras': m0016,
  '0018_tills': m0018,
  '0026_customers': m0026,
  '0023_inventory': m0023,
  '0027_staff': m0027,
  '0028_money_limits_index': m0028,
  '0029_orders_operator_index': m0029,
  '0030_staff_frozen_from': m0030,
  '0031_money_limits_covering': m0031,
  '0032_stores_list_order': m0032,
  '0033_notification_texts': m0033,
  '0034_lookup_indexes': m0034,
  '0035_content_translations': m0035,
  '0036_approval_summary_text': m0036,
  '0037_temporary_passwords': m0037,
  '0038_audit_detail_text': m0038,
  '0039_money_daily_use': m0039,
  '0040_postings_entry_account': m0040,
  '0041_history_covering': m0041,
  '0042_wallet_activity': m0042,
  '0043_records_search': m0043,
  '0044_ledger_audits': m0044,
  '0045_cancelled_suspended_sales': m0045,
  '0046_list_indexes': m0046,
  '0047_statement_locale': m0047,
  '0048_person_locale': m0048,
  '0049_settlement_destination_names': m0049,
  '0050_unpaid_sales': m0050,
  '0051_settlement_orders': m0051,
};

class CodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export const migrationProvider: MigrationProvider = new CodeMigrationProvider();

export async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** True when the error is a unique-constraint violation on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505'
  );
}
