import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from './database';

describe('the SQLite statement times (SQLITE_STATEMENT_TIMES)', () => {
  it('writes each statement once with its count, most time first, and never a value', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biashara-times-'));
    const file = path.join(dir, 'times.tsv');
    try {
      const config = { ...loadConfig({ DATA_DIR: dir, SQLITE_STATEMENT_TIMES: file }), sqlitePath: ':memory:' };
      const database = openDatabase(config);
      for (let i = 0; i < 3; i++) await sql`select ${`secret-${i}`} as v`.execute(database.db);
      await sql`select 1 as one`.execute(database.db);
      expect(fs.existsSync(file)).toBe(false);
      await database.destroy();
      const [header, ...rows] = fs.readFileSync(file, 'utf8').trim().split('\n');
      expect(header).toBe('count\ttotal ms\tus each\tsql');
      const bySql = new Map(rows.map((r) => [r.split('\t')[3], Number(r.split('\t')[0])]));
      expect(bySql.get('select ? as v')).toBe(3);
      expect(bySql.get('select 1 as one')).toBe(1);
      expect(fs.readFileSync(file, 'utf8')).not.toContain('secret');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is off unless asked for', () => {
    expect(loadConfig({ DATA_DIR: os.tmpdir() }).sqliteStatementTimes).toBeNull();
  });
});

describe('the SQLite query plans (SQLITE_QUERY_PLANS)', () => {
  it('appends each new statement once, with its plan and the line that built it, and never a value', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biashara-plans-'));
    const file = path.join(dir, 'plans.jsonl');
    try {
      const config = { ...loadConfig({ DATA_DIR: dir, SQLITE_QUERY_PLANS: file }), sqlitePath: ':memory:' };
      const database = openDatabase(config);
      await sql`create table t (id integer primary key, name text)`.execute(database.db);
      for (let i = 0; i < 2; i++) await sql`select * from t where name = ${`secret-${i}`}`.execute(database.db);
      await sql`select * from t where id = ${7}`.execute(database.db);
      await database.destroy();
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { sql: string; plan: string[]; origin: string });
      expect(lines.map((l) => l.sql)).toEqual(['select * from t where name = ?', 'select * from t where id = ?']);
      expect(lines[0]?.plan).toEqual(['SCAN t']);
      expect(lines[1]?.plan).toEqual(['SEARCH t USING INTEGER PRIMARY KEY (rowid=?)']);
      expect(lines[0]?.origin).toMatch(/^src\/server\/db\/database\.test\.ts:\d+$/);
      expect(fs.readFileSync(file, 'utf8')).not.toContain('secret');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is off unless asked for', () => {
    expect(loadConfig({ DATA_DIR: os.tmpdir() }).sqliteQueryPlans).toBeNull();
  });
});
