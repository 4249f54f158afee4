import {
  AddCustomerBlackList,
  AddCustomers,
  BatchUploadCustQueryPage,
  CustomerNotice,
  CustomerTemplateDownload,
  DeleteCustomer,
  EditCustomer,
  FileParseUploadCustomer,
  MerchantCustomerCheckMcc,
  QueryCustomerDetail,
  QueryCustomerNoticeFailures,
  QueryCustomerNoticeList,
  QueryCustomerOrders,
  QueryCustomers,
  RemoveCustomerBlackList,
  RetryCustomerNotice,
} from '../../../shared/actions/customers';
import { normalizePhone } from '../../../shared/rules/identity';
import { customerFullName, customerTemplateCsv } from '../../../shared/rules/customers';
import { isUniqueViolation } from '../../db/database';
import { nowIso } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import {
  customerBook,
  customerOrders,
  customersByIds,
  customerStats,
  customerWithMobile,
  listCustomers,
  ownCustomer,
  toCustomer,
} from './customers.queries';
import { customerColumns, customerValues, refusal } from './customers.values';
import { listFailures, listNotices, ownNotice, retryNotice, sendNotice, toNotice } from './notices';
import { listBatches, renderRowErrors, uploadCustomers } from './upload';
import type { TextParam } from '../../../shared/i18n/messages';

/**
 * Customers (spec 001 sections 2, 3, 5 and 7). Function 21: 2101 add, 2102 bulk add, 2103 send
 * message, 2104 amend, 2105 delete, 2106 view (details use 2106). Every query is scoped to the
 * current store's customer book (customers.queries.ts).
 */
const F = { add: { funcNo: '2101' }, bulk: { funcNo: '2102' }, message: { funcNo: '2103' }, amend: { funcNo: '2104' }, remove: { funcNo: '2105' }, view: { funcNo: '2106' } };

const bookOf = (ctx: SessionContext) => customerBook(ctx.db, ctx.session.merchantId, ctx.session.storeId);

async function businessName(ctx: SessionContext): Promise<string> {
  const row = await ctx.db.selectFrom('merchants').select('name').where('id', '=', ctx.session.merchantId).executeTakeFirst();
  return row?.name ?? 'Biashara';
}

/** Runs a write that may hit the book's unique mobile; a clash (a race the check missed) answers MMCP6102 on `mobile`. */
async function uniqueMobile<T>(ctx: SessionContext, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal('MMCP6102', 'mobile', ctx.locale);
    throw error;
  }
}

/** What the audit trail keeps of a customer (no notes: they may be private). */
const auditView = (c: ReturnType<typeof toCustomer>) => ({
  name: c.fullName,
  mobile: c.mobile,
  email: c.email,
  gender: c.gender,
  birthday: c.birthday,
  anniversary: c.anniversary,
  state: c.state,
  blackFlg: c.blackFlg,
});

export const customersActions = [
  sessionAction(QueryCustomers, F.view, async (input, ctx) => listCustomers(ctx.db, await bookOf(ctx), input)),

  sessionAction(QueryCustomerDetail, F.view, async (input, ctx) => {
    const row = await ownCustomer(ctx.db, await bookOf(ctx), input.custId, ctx.locale);
    return { ...toCustomer(row), stats: await customerStats(ctx.db, ctx.session.merchantId, row) };
  }),

  sessionAction(QueryCustomerOrders, F.view, async (input, ctx) => {
    const row = await ownCustomer(ctx.db, await bookOf(ctx), input.custId, ctx.locale);
    return customerOrders(ctx.db, ctx.session.merchantId, row, input);
  }),

  sessionAction(MerchantCustomerCheckMcc, F.add, async (input, ctx) => {
    const taken = await customerWithMobile(ctx.db, await bookOf(ctx), input.mobile, input.custId);
    if (taken) throw refusal('MMCP6102', 'mobile', ctx.locale);
    return { mobile: normalizePhone(input.mobile) ?? input.mobile };
  }),

  sessionAction(AddCustomers, F.add, async (input, ctx) => {
    const book = await bookOf(ctx);
    if (await customerWithMobile(ctx.db, book, input.mobile)) throw refusal('MMCP6102', 'mobile', ctx.locale);
    const values = { ...customerValues(book, input, nowIso()), store_id: ctx.session.storeId, person_id: ctx.session.personId };
    await uniqueMobile(ctx, () => ctx.db.insertInto('customers').values(values).execute());
    const fullName = customerFullName(input);
    await ctx.audit({ event: 'CUSTOMER_ADD', detail: { code: 'AUDIT_CUSTOMER_ADD', params: { name: fullName } }, after: { name: fullName, mobile: values.mobile, email: values.email ?? '' } });
    return { custId: values.id, fullName };
  }),

  sessionAction(EditCustomer, F.amend, async (input, ctx) => {
    const book = await bookOf(ctx);
    const row = await ownCustomer(ctx.db, book, input.custId, ctx.locale);
    if (await customerWithMobile(ctx.db, book, input.mobile, row.id)) throw refusal('MMCP6102', 'mobile', ctx.locale);
    const columns = customerColumns(input);
    const updated = { ...row, ...columns, updated_at: nowIso() };
    await uniqueMobile(ctx, () => ctx.db.updateTable('customers').set({ ...columns, updated_at: updated.updated_at }).where('id', '=', row.id).execute());
    const fullName = customerFullName(input);
    await ctx.audit({ event: 'CUSTOMER_EDIT', detail: { code: 'AUDIT_CUSTOMER_EDIT', params: { name: fullName } }, before: auditView(toCustomer(row)), after: auditView(toCustomer(updated)) });
    return { custId: row.id, fullName };
  }),

  sessionAction(DeleteCustomer, F.remove, async (input, ctx) => {
    const row = await ownCustomer(ctx.db, await bookOf(ctx), input.custId, ctx.locale);
    await ctx.db.deleteFrom('customers').where('id', '=', row.id).execute();
    const c = toCustomer(row);
    await ctx.audit({ event: 'CUSTOMER_DELETE', detail: { code: 'AUDIT_CUSTOMER_DELETE', params: { name: c.fullName } }, before: auditView(c) });
    return {};
  }),

  sessionAction(CustomerTemplateDownload, F.bulk, async (_input, ctx) => ({
    fileName: 'customer-template.csv',
    contentType: 'text/csv; charset=utf-8',
    content: customerTemplateCsv(ctx.locale),
  })),

  sessionAction(FileParseUploadCustomer, F.bulk, async (input, ctx) => {
    const book = await bookOf(ctx);
    const who = { personId: ctx.session.personId, operatorName: ctx.session.operatorName, storeId: ctx.session.storeId };
    const result = await uploadCustomers(ctx.db, book, who, input, ctx.locale);
    if (!result.ok) {
      const failedRows = new Set(result.errors.map((e) => e.row)).size;
      await ctx.audit({ event: 'CUSTOMER_UPLOAD', detail: { code: 'AUDIT_CUSTOMER_UPLOAD_REFUSED', params: { file: input.fileName, failed: failedRows, total: result.total } }, result: 'F' });
      const errors = renderRowErrors(result.errors, ctx.locale);
      throw refusal('MMCP6107', 'content', ctx.locale, { count: failedRows }, { batchId: result.batchId, total: result.total, errors });
    }
    await ctx.audit({ event: 'CUSTOMER_UPLOAD', detail: { code: 'AUDIT_CUSTOMER_UPLOAD', params: { file: input.fileName, count: result.added } } });
    return { batchId: result.batchId, total: result.total, added: result.added };
  }),

  sessionAction(BatchUploadCustQueryPage, F.bulk, async (input, ctx) => listBatches(ctx.db, await bookOf(ctx), input, ctx.locale)),

  sessionAction(CustomerNotice, F.message, async (input, ctx) => {
    const book = await bookOf(ctx);
    const ids = [...new Set(input.custIds)];
    const rows = await customersByIds(ctx.db, book, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = ids.findIndex((id) => !byId.has(id));
    if (missing >= 0) throw refusal('MMCP6101', `custIds.${input.custIds.indexOf(ids[missing]!)}`, ctx.locale);
    const message = { channel: input.channel, subject: input.subject, content: input.content, businessName: await businessName(ctx) };
    const who = { personId: ctx.session.personId, operatorName: ctx.session.operatorName };
    const result = await sendNotice(ctx.db, book, who, message, ids.map((id) => byId.get(id)!));
    await ctx.audit({
      event: 'CUSTOMER_MESSAGE',
      detail: { code: 'AUDIT_CUSTOMER_MESSAGE', params: { channel: channelWord(input.channel), total: result.total, sent: result.sent, failed: result.failed } },
    });
    return result;
  }),

  sessionAction(QueryCustomerNoticeList, F.message, async (input, ctx) => listNotices(ctx.db, await bookOf(ctx), input)),

  sessionAction(QueryCustomerNoticeFailures, F.message, async (input, ctx) => {
    const notice = await ownNotice(ctx.db, await bookOf(ctx), input.noticeId, ctx.locale);
    const page = await listFailures(ctx.db, notice.id, input, ctx.locale);
    return { ...page, notice: toNotice(notice) };
  }),

  sessionAction(RetryCustomerNotice, F.message, async (input, ctx) => {
    const book = await bookOf(ctx);
    const notice = await ownNotice(ctx.db, book, input.noticeId, ctx.locale);
    const result = await retryNotice(ctx.db, book, notice, await businessName(ctx), input.recipientIds);
    await ctx.audit({
      event: 'CUSTOMER_MESSAGE_RETRY',
      detail: { code: 'AUDIT_CUSTOMER_MESSAGE_RETRY', params: { channel: channelWord(notice.channel), total: result.retried, sent: result.sent, failed: result.failed } },
    });
    return { noticeId: notice.id, ...result };
  }),

  sessionAction(AddCustomerBlackList, F.amend, async (input, ctx) => {
    const row = await ownCustomer(ctx.db, await bookOf(ctx), input.custId, ctx.locale);
    if (row.black_flg === 'Y') throw refusal('MMCP6119', 'custId', ctx.locale);
    const now = nowIso();
    await ctx.db.updateTable('customers').set({ black_flg: 'Y', black_reason: input.reason || null, black_at: now, updated_at: now }).where('id', '=', row.id).execute();
    const name = toCustomer(row).fullName;
    await ctx.audit({ event: 'CUSTOMER_BLACKLIST', detail: input.reason ? { code: 'AUDIT_CUSTOMER_BLACKLIST_REASON', params: { name, reason: input.reason } } : { code: 'AUDIT_CUSTOMER_BLACKLIST', params: { name } }, before: { blackFlg: 'N' }, after: { blackFlg: 'Y' } });
    return {};
  }),

  sessionAction(RemoveCustomerBlackList, F.amend, async (input, ctx) => {
    const row = await ownCustomer(ctx.db, await bookOf(ctx), input.custId, ctx.locale);
    if (row.black_flg !== 'Y') throw refusal('MMCP6120', 'custId', ctx.locale);
    await ctx.db.updateTable('customers').set({ black_flg: 'N', black_reason: null, black_at: null, updated_at: nowIso() }).where('id', '=', row.id).execute();
    await ctx.audit({ event: 'CUSTOMER_UNBLACKLIST', detail: { code: 'AUDIT_CUSTOMER_UNBLACKLIST', params: { name: toCustomer(row).fullName } }, before: { blackFlg: 'Y' }, after: { blackFlg: 'N' } });
    return {};
  }),
];

const CHANNEL_WORD = { '01': 'AUDIT_WORD_EMAIL', '02': 'AUDIT_WORD_SMS', '03': 'AUDIT_WORD_IN_APP' } as const;

/** A message channel as catalogue words, for the audit trail (an unknown code as it is). */
function channelWord(channel: string): TextParam {
  return Object.hasOwn(CHANNEL_WORD, channel) ? { code: CHANNEL_WORD[channel as keyof typeof CHANNEL_WORD] } : channel;
}

