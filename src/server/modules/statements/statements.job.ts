import type { Kysely } from 'kysely';
import { orderTypeLabel } from '../../../shared/dict/transactions';
import { type Locale, messageText } from '../../../shared/i18n/messages';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { nowIso, toNairobi14 } from '../../db/util';
import { type JobHandler, enqueue } from '../../jobs/runner';
import { saveFiles } from '../files/files.service';
import { type ExportRow, type ExportTable, balanceSummary, exportTable, periodSummary } from './export';
import { datetimeText } from './export/table';
import { type StatementLine, type StatementRow, countPeriodPostings, lineDescription, periodBounds, statementLines, walletBalanceBefore } from './statements.queries';

export const STATEMENT_JOB = 'statements.generate';
export const CERTIFY_JOB = 'statements.certify';
/** A statement whose job failed this often is marked failed (F). */
export const STATEMENT_ATTEMPTS = 3;

/** What a new statement is asked for: its business, who asked, the period of Nairobi days, a type filter and the file format. */
export interface StatementRequest {
  id: string;
  merchantId: string;
  personId: string;
  startDate: string;
  endDate: string;
  ordTyp: string | null;
  format: StatementRow['format'];
  /** The language its file is worded in: the asker's. */
  locale: Locale;
}

/**
 * Queues a statement: its row (Q, nothing made yet) and its `statements.generate` job. The caller
 * holds the transaction both belong to. Returns the row as stored.
 */
export async function queueStatement(db: Kysely<Database>, req: StatementRequest): Promise<StatementRow> {
  const row: StatementRow = {
    id: req.id,
    merchant_id: req.merchantId,
    person_id: req.personId,
    start_date: req.startDate,
    end_date: req.endDate,
    ord_typ: req.ordTyp,
    format: req.format,
    status: 'Q',
    progress: 0,
    row_count: null,
    opening_balance: null,
    closing_balance: null,
    money_in: null,
    money_out: null,
    file_id: null,
    file_name: null,
    error: null,
    created_at: nowIso(),
    finished_at: null,
    certified_status: null,
    certified_ref: null,
    certified_person_id: null,
    certified_file_id: null,
    certified_file_name: null,
    certified_requested_at: null,
    certified_at: null,
    locale: req.locale,
    certified_locale: null,
  };
  await db.insertInto('statements').values(row).execute();
  await enqueue(db, { kind: STATEMENT_JOB, payload: { statementId: row.id }, dedupeKey: `statement:${row.id}`, maxAttempts: STATEMENT_ATTEMPTS });
  return row;
}

interface StatementTotals {
  opening: number;
  closing: number;
  moneyIn: number;
  moneyOut: number;
  lines: number;
}

/** The statement's columns in every format, in a language. */
export function statementColumns(locale: Locale): ExportTable['columns'] {
  return [
    { key: 'at', title: messageText('EXPORT_COL_DATE', locale), kind: 'datetime', width: 1.5 },
    // Order numbers run to 24 digits: the PDF sets them a size smaller so one fits on its line.
    { key: 'ordNo', title: messageText('EXPORT_COL_ORDER_NO', locale), width: 1.55, fontSize: 6.5 },
    { key: 'description', title: messageText('EXPORT_COL_DESCRIPTION', locale), width: 2.2 },
    { key: 'moneyIn', title: messageText('EXPORT_COL_MONEY_IN', locale), kind: 'money' },
    { key: 'moneyOut', title: messageText('EXPORT_COL_MONEY_OUT', locale), kind: 'money' },
    { key: 'balance', title: messageText('EXPORT_COL_BALANCE', locale), kind: 'money' },
  ];
}

/** A statement read from the ledger: its table in any language, and its totals. */
export interface StatementContent {
  table: (locale: Locale) => ExportTable;
  totals: StatementTotals;
}

/**
 * A statement as a table: the opening balance (every settled wallet posting before the period), the
 * period's postings with the running balance, the closing balance. An ord_typ filter lists only that
 * type's lines (the balances stay the wallet's own, so only an unfiltered statement adds up line by
 * line). `onRead` hears how far reading went (0..1).
 */
export async function statementTable(
  db: Kysely<Database>,
  st: StatementRow,
  onRead: (share: number) => Promise<void> = async () => {},
): Promise<StatementContent> {
  const merchant = await db.selectFrom('merchants').select(['name', 'merc_no']).where('id', '=', st.merchant_id).executeTakeFirstOrThrow();
  const { from, to } = periodBounds(st.start_date, st.end_date);
  const opening = await walletBalanceBefore(db, st.merchant_id, from);
  const count = await countPeriodPostings(db, st.merchant_id, from, to);

  const lines: StatementLine[] = [];
  const totals: StatementTotals = { opening, closing: opening, moneyIn: 0, moneyOut: 0, lines: 0 };
  let read = 0;
  for await (const page of statementLines(db, st.merchant_id, from, to, opening)) {
    for (const line of page) {
      totals.closing = line.balance;
      if (st.ord_typ && line.ordTyp !== st.ord_typ) continue;
      totals.lines++;
      if (line.amount >= 0) totals.moneyIn += line.amount;
      else totals.moneyOut += -line.amount;
      lines.push(line);
    }
    read += page.length;
    await onRead(read / Math.max(1, count));
  }

  const table = (locale: Locale): ExportTable => {
    const rows: ExportRow[] = [
      { at: null, ordNo: null, description: messageText('EXPORT_OPENING_BALANCE', locale), moneyIn: null, moneyOut: null, balance: opening },
      ...lines.map((line) => ({
        // Timestamps in the file are Nairobi time.
        at: toNairobi14(line.settledAt),
        ordNo: line.ordNo,
        description: lineDescription(line.order, locale),
        moneyIn: line.amount >= 0 ? line.amount : null,
        moneyOut: line.amount < 0 ? -line.amount : null,
        balance: line.balance,
      })),
      { at: null, ordNo: null, description: messageText('EXPORT_CLOSING_BALANCE', locale), moneyIn: null, moneyOut: null, balance: totals.closing },
    ];
    const types = st.ord_typ ? messageText('EXPORT_TYPE_ONLY', locale, { type: orderTypeLabel(st.ord_typ, locale) }) : messageText('EXPORT_ALL', locale);
    return {
      title: messageText('EXPORT_STATEMENT', locale),
      generatedAt: nowIso(),
      summary: [
        { label: messageText('EXPORT_BUSINESS', locale), value: merchant.name },
        { label: messageText('EXPORT_BUSINESS_NUMBER', locale), value: merchant.merc_no },
        periodSummary(st.start_date, st.end_date, locale),
        { label: messageText('EXPORT_TRANSACTIONS', locale), value: types },
        ...balanceSummary(totals, locale),
        // A type's lines do not add up to the wallet's balances: the file says so beside them.
        ...(st.ord_typ ? [{ label: messageText('EXPORT_NOTE', locale), value: messageText('EXPORT_BALANCES_WHOLE', locale, { type: orderTypeLabel(st.ord_typ, locale) }) }] : []),
        { label: messageText('EXPORT_ENTRIES', locale), value: String(totals.lines) },
      ],
      columns: statementColumns(locale),
      rows,
    };
  };
  return { table, totals };
}

async function setProgress(db: Kysely<Database>, id: string, progress: number) {
  await db.updateTable('statements').set({ progress }).where('id', '=', id).where('status', '=', 'R').execute();
}

async function merchantNo(db: Kysely<Database>, merchantId: string): Promise<string> {
  return (await db.selectFrom('merchants').select('merc_no').where('id', '=', merchantId).executeTakeFirstOrThrow()).merc_no;
}

/**
 * Renders one statement into its file (PDF, CSV or XLSX), stored by the file service as the
 * business's document. Progress: 5 once started, up to 80 while reading, 90 while rendering, 100
 * when done.
 */
export async function generateStatement(db: Kysely<Database>, config: Config, st: StatementRow): Promise<void> {
  await db.updateTable('statements').set({ status: 'R', progress: 5 }).where('id', '=', st.id).where('status', 'in', ['Q', 'R']).execute();
  const { table, totals } = await statementTable(db, st, (share) => setProgress(db, st.id, 5 + Math.floor(75 * share)));
  await setProgress(db, st.id, 90);
  const file = await exportTable(table, st.format, { locale: st.locale, font: config.pdfFont });
  const name = `statement-${await merchantNo(db, st.merchant_id)}-${st.start_date}-${st.end_date}.${file.extension}`;
  const [stored] = await saveFiles(db, config, { personId: st.person_id, merchantId: st.merchant_id }, 'document', [
    { name, mime: file.mime, type: null, bytes: file.bytes },
  ]);
  await db
    .updateTable('statements')
    .set({
      status: 'D',
      progress: 100,
      row_count: totals.lines,
      opening_balance: totals.opening,
      closing_balance: totals.closing,
      money_in: totals.moneyIn,
      money_out: totals.moneyOut,
      file_id: stored!.fileId,
      file_name: name,
      error: null,
      finished_at: nowIso(),
    })
    .where('id', '=', st.id)
    .execute();
}

/**
 * The certified copy of a finished statement (function 1302): the same entries read again from the
 * ledger, as a PDF whatever the statement's format, titled as certified and carrying its reference
 * and the time it was certified, so a bank or embassy can quote the reference back to the provider.
 */
export async function certifyStatement(db: Kysely<Database>, config: Config, st: StatementRow): Promise<void> {
  if (!st.certified_ref) throw new Error(`statement ${st.id} has no certification reference`);
  const { table } = await statementTable(db, st);
  const certifiedAt = nowIso();
  const ref = st.certified_ref;
  const certified = (locale: Locale): ExportTable => {
    const plain = table(locale);
    return {
      ...plain,
      title: messageText('EXPORT_CERTIFIED_STATEMENT', locale),
      generatedAt: certifiedAt,
      summary: [
        ...(plain.summary ?? []),
        { label: messageText('EXPORT_CERTIFICATION_REF', locale), value: ref },
        { label: messageText('EXPORT_CERTIFIED', locale), value: messageText('EXPORT_CERTIFIED_AT', locale, { at: datetimeText(toNairobi14(certifiedAt)) }) },
      ],
    };
  };
  const file = await exportTable(certified, 'pdf', { locale: st.certified_locale ?? st.locale, font: config.pdfFont });
  const name = `certified-statement-${await merchantNo(db, st.merchant_id)}-${st.start_date}-${st.end_date}.pdf`;
  const [stored] = await saveFiles(db, config, { personId: st.certified_person_id ?? st.person_id, merchantId: st.merchant_id }, 'document', [
    { name, mime: file.mime, type: null, bytes: file.bytes },
  ]);
  await db
    .updateTable('statements')
    .set({ certified_status: 'D', certified_file_id: stored!.fileId, certified_file_name: name, certified_at: certifiedAt })
    .where('id', '=', st.id)
    .execute();
}

/** The jobs: each runs once per statement; after the last failed attempt the statement (or its certified copy) is F. */
export function statementJobs(db: Kysely<Database>, config: Config): Record<string, JobHandler> {
  const load = (payload: unknown) =>
    db
      .selectFrom('statements')
      .selectAll()
      .where('id', '=', (payload as { statementId: string }).statementId)
      .executeTakeFirst();
  return {
    [STATEMENT_JOB]: async (payload, job) => {
      const st = await load(payload);
      if (!st || st.status === 'D' || st.status === 'F') return undefined;
      try {
        await generateStatement(db, config, st);
      } catch (error) {
        if (job.attempts < job.maxAttempts) throw error;
        const message = error instanceof Error ? error.message : String(error);
        await db.updateTable('statements').set({ status: 'F', error: message.slice(0, 300), finished_at: nowIso() }).where('id', '=', st.id).execute();
      }
      return undefined;
    },
    [CERTIFY_JOB]: async (payload, job) => {
      const st = await load(payload);
      if (st?.certified_status !== 'Q') return undefined;
      try {
        await certifyStatement(db, config, st);
      } catch (error) {
        if (job.attempts < job.maxAttempts) throw error;
        await db.updateTable('statements').set({ certified_status: 'F' }).where('id', '=', st.id).execute();
      }
      return undefined;
    },
  };
}
