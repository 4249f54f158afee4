import { DownloadAccountStatement, GenerateAccountStatement, QueryAccountStatementList, RequestCertifiedStatement } from '../../../shared/actions/statements';
import type { Kysely } from 'kysely';
import { periodProblem } from '../../../shared/rules/statements';
import type { Database } from '../../db/schema';
import { totalOf } from '../../db/paging';
import { newId, nowIso, randomDigits, toNairobi14 } from '../../db/util';
import { sessionAction } from '../../http/action';
import { BizError, ruleError } from '../../http/errors';
import { enqueue } from '../../jobs/runner';
import { signedFileUrl } from '../files/files.service';
import { CERTIFY_JOB, STATEMENT_ATTEMPTS, queueStatement } from './statements.job';
import { type StatementRow, statementRecord } from './statements.queries';

/** Function 1301 Statement: generate or view (spec 000 section 6). */
const STATEMENT = { funcNo: '1301' };
/** Function 1302 Statement: certified request. */
const CERTIFIED = { funcNo: '1302' };
/** Statements of one business waiting or being made at once. */
export const STATEMENTS_IN_FLIGHT = 3;
/** How long a download link works. */
const LINK_TTL_SECONDS = 300;

/**
 * Account statements (/finance/money/accountStatement): asked for here, made by the
 * `statements.generate` job, downloaded through the file service by a short-lived signed link
 * that only a session of the business (holding 1301) is given.
 */
export const statementsActions = [
  sessionAction(GenerateAccountStatement, STATEMENT, async (input, ctx) => {
    const problem = periodProblem(input.startDate, input.endDate, toNairobi14(nowIso()).slice(0, 8));
    if (problem) throw ruleError(ctx.locale, problem.field, problem.message);
    const merchantId = ctx.session.merchantId;
    const busy = await ctx.db
      .selectFrom('statements')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .where('status', 'in', ['Q', 'R'])
      .executeTakeFirst();
    if (Number(busy?.n ?? 0) >= STATEMENTS_IN_FLIGHT) throw new BizError('MMCP5306');
    const row = await ctx.db
      .transaction()
      .execute((trx) =>
        queueStatement(trx, {
          id: newId(),
          merchantId,
          personId: ctx.session.personId,
          startDate: input.startDate,
          endDate: input.endDate,
          ordTyp: input.ordTyp ?? null,
          format: input.format,
          locale: ctx.locale,
        }),
      );
    await ctx.audit({ event: 'STATEMENT_GENERATE', detail: input.ordTyp ? { code: 'AUDIT_STATEMENT_GENERATE_TYPE', params: { from: input.startDate, to: input.endDate, format: input.format.toUpperCase(), ordTyp: input.ordTyp } } : { code: 'AUDIT_STATEMENT_GENERATE', params: { from: input.startDate, to: input.endDate, format: input.format.toUpperCase() } } });
    ctx.money.jobs.kick();
    return statementRecord(row);
  }),

  sessionAction(QueryAccountStatementList, STATEMENT, async (input, ctx) => {
    const q = ctx.db.selectFrom('statements').where('merchant_id', '=', ctx.session.merchantId);
    const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).offset(input.offset).execute();
    return { list: rows.map(statementRecord), total: await totalOf(q, input, rows.length) };
  }),

  sessionAction(DownloadAccountStatement, STATEMENT, async (input, ctx) => {
    const st = await ownStatement(ctx.db, ctx.session.merchantId, input.statementId);
    const [fileId, fileName] = input.certified ? [st.certified_file_id, st.certified_file_name] : [st.file_id, st.file_name];
    const ready = input.certified ? st.certified_status === 'D' : st.status === 'D';
    if (!ready || !fileId || !fileName) throw new BizError('MMCP5305');
    const url = await signedFileUrl(ctx.db, ctx.config, { fileId, name: fileName }, { ttlSeconds: LINK_TTL_SECONDS });
    const dates = { from: st.start_date, to: st.end_date };
    await ctx.audit({
      event: 'STATEMENT_DOWNLOAD',
      detail: input.certified ? { code: 'AUDIT_STATEMENT_DOWNLOAD_CERTIFIED', params: { ref: st.certified_ref ?? '', ...dates } } : { code: 'AUDIT_STATEMENT_DOWNLOAD', params: { format: st.format.toUpperCase(), ...dates } },
    });
    return { url, fileName, fileId };
  }),

  sessionAction(RequestCertifiedStatement, CERTIFIED, async (input, ctx) => {
    const st = await ownStatement(ctx.db, ctx.session.merchantId, input.statementId);
    if (st.status !== 'D') throw new BizError('MMCP5305');
    if (st.certified_status === 'Q' || st.certified_status === 'D') throw new BizError('MMCP5307');
    const ref = `CS${randomDigits(10)}`;
    const now = nowIso();
    await ctx.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('statements')
        .set({ certified_status: 'Q', certified_ref: ref, certified_person_id: ctx.session.personId, certified_requested_at: now, certified_locale: ctx.locale })
        .where('id', '=', st.id)
        .where((eb) => eb.or([eb('certified_status', 'is', null), eb('certified_status', '=', 'F')]))
        .executeTakeFirst();
      // Two clicks at once: the other one asked first.
      if (Number(moved.numUpdatedRows) !== 1) throw new BizError('MMCP5307');
      await enqueue(trx, { kind: CERTIFY_JOB, payload: { statementId: st.id }, dedupeKey: `certify:${st.id}:${ref}`, maxAttempts: STATEMENT_ATTEMPTS });
    });
    await ctx.audit({ event: 'STATEMENT_CERTIFY', detail: { code: 'AUDIT_STATEMENT_CERTIFY', params: { ref, from: st.start_date, to: st.end_date } } });
    ctx.money.jobs.kick();
    return statementRecord({ ...st, certified_status: 'Q', certified_ref: ref, certified_person_id: ctx.session.personId, certified_requested_at: now, certified_locale: ctx.locale });
  }),
];

/** A statement of the caller's business; anything else is 'Statement not found' alike. */
async function ownStatement(db: Kysely<Database>, merchantId: string, statementId: string): Promise<StatementRow> {
  const st = await db.selectFrom('statements').selectAll().where('id', '=', statementId).where('merchant_id', '=', merchantId).executeTakeFirst();
  if (!st) throw new BizError('MMCP5304');
  return st;
}
