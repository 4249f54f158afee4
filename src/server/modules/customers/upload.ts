import type { Kysely } from 'kysely';
import type { BatchRowError, CustomerBatch } from '../../../shared/actions/customers';
import type { Locale } from '../../../shared/i18n/messages';
import { CUSTOMER_CSV_COLUMNS, type CsvRowError, type CustomerFields, checkCustomerCsv } from '../../../shared/rules/customers';
import { renderRuleMessage, ruleMessage } from '../../../shared/rules/message';
import { isUniqueViolation } from '../../db/database';
import { totalOf } from '../../db/paging';
import type { Database } from '../../db/schema';
import { newId, nowIso, toNairobi14 } from '../../db/util';
import { type Book, existingMobiles } from './customers.queries';
import { customerValues, refusal } from './customers.values';

/**
 * The bulk upload (FileParseUploadCustomer): a .csv of at most 100 customers in the template's
 * columns. Every row is checked first; a file with a bad row adds nobody (never half a file), and
 * its row errors are kept with the batch in the upload history. A good file adds every row in one
 * transaction.
 */

export interface Uploader {
  personId: string;
  operatorName: string;
  storeId: string | null;
}

const columnIndex = (field: string) => CUSTOMER_CSV_COLUMNS.findIndex((c) => c.field === field);

export type UploadResult = { ok: true; batchId: string; total: number; added: number } | { ok: false; batchId: string; total: number; errors: CsvRowError[] };

export async function uploadCustomers(db: Kysely<Database>, book: Book, who: Uploader, file: { fileName: string; content: string }, locale: Locale): Promise<UploadResult> {
  const { fileName, content } = file;
  const checked = checkCustomerCsv(fileName, content);
  if (!checked.ok && 'fileError' in checked) {
    const field = checked.fileError === 'MMCP6103' ? 'fileName' : 'content';
    throw refusal(checked.fileError, field, locale);
  }
  const rows = checked.rows;
  const errors: CsvRowError[] = checked.ok ? [] : [...checked.errors];
  const taken = await existingMobiles(db, book, checked.mobiles.map((m) => m.mobile));
  for (const m of checked.mobiles) {
    if (taken.has(m.mobile)) errors.push({ row: m.row, field: 'mobile', message: ruleMessage('MMCP6102'), value: m.value });
  }
  const total = new Set([...rows.map((r) => r.row), ...errors.map((e) => e.row)]).size;
  const batchId = newId();
  const now = nowIso();
  const batch = {
    id: batchId,
    merchant_id: book.merchantId,
    book_store_id: book.storeId,
    file_name: fileName,
    total_rows: total,
    person_id: who.personId,
    operator_name: who.operatorName,
    created_at: now,
  };
  if (errors.length > 0) {
    // Row order, and within a row the template's column order.
    errors.sort((a, b) => a.row - b.row || columnIndex(a.field) - columnIndex(b.field));
    const failedRows = new Set(errors.map((e) => e.row)).size;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('customer_batches').values({ ...batch, added_rows: 0, failed_rows: failedRows, status: 'F' }).execute();
      await trx
        .insertInto('customer_batch_errors')
        .values(errors.map((e) => ({ id: newId(), batch_id: batchId, row_no: e.row, field: e.field, message: e.message, value: e.value.slice(0, 120) })))
        .execute();
    });
    return { ok: false, batchId, total, errors };
  }
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('customer_batches').values({ ...batch, added_rows: rows.length, failed_rows: 0, status: 'S' }).execute();
      await trx
        .insertInto('customers')
        .values(rows.map((r) => ({ ...customerValues(book, r.fields as CustomerFields, now), store_id: who.storeId, batch_id: batchId })))
        .execute();
    });
  } catch (error) {
    // A customer added with one of these mobiles while the file was read: refuse, nothing added.
    if (isUniqueViolation(error)) throw refusal('MMCP6102', 'content', locale);
    throw error;
  }
  return { ok: true, batchId, total, added: rows.length };
}

export function renderRowErrors(errors: { row: number; field: string; message: string; value: string | null }[], locale: Locale): BatchRowError[] {
  return errors.map((e) => ({ row: Number(e.row), field: e.field, message: renderRuleMessage(e.message, locale), value: e.value ?? '' }));
}

/** The upload history, newest first, each batch with its row errors. */
export async function listBatches(db: Kysely<Database>, book: Book, page: { limit: number; offset: number }, locale: Locale) {
  const q = db.selectFrom('customer_batches').where('merchant_id', '=', book.merchantId).where('book_store_id', '=', book.storeId);
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  const ids = rows.map((r) => r.id);
  const errors =
    ids.length === 0 ? [] : await db.selectFrom('customer_batch_errors').selectAll().where('batch_id', 'in', ids).orderBy('batch_id').orderBy('row_no').orderBy('id').execute();
  const list: CustomerBatch[] = rows.map((r) => ({
    batchId: r.id,
    fileName: r.file_name,
    total: Number(r.total_rows),
    added: Number(r.added_rows),
    failed: Number(r.failed_rows),
    status: r.status === 'S' ? 'S' : 'F',
    operatorName: r.operator_name,
    createdAt: toNairobi14(r.created_at),
    errors: renderRowErrors(
      errors.filter((e) => e.batch_id === r.id).map((e) => ({ row: e.row_no, field: e.field, message: e.message, value: e.value })),
      locale,
    ),
  }));
  return { list, total: await totalOf(q.selectAll(), page, rows.length) };
}
