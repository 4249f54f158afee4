import type { Kysely } from 'kysely';
import type { Approval, ApprovalDetail } from '../../../shared/actions/approvals';
import { type ApprovalOperationCode, subTypeName, txTypeName } from '../../../shared/dict/approvals';
import type { Locale } from '../../../shared/i18n/messages';
import type { Database } from '../../db/schema';
import { newId, nowIso, toNairobi14 } from '../../db/util';
import type { SessionContext } from '../../http/action';
import { BizError, fieldError } from '../../http/errors';
import { enqueue, type JobHandler } from '../../jobs/runner';
import { type MoneyRuntime, orderRecord } from '../money/orders';
import { notify } from '../notifications/service';
import { type ApprovalRow, approvalFailed, approvalKind, auditApproval, auditSummary, notifyDeciders, personNames, summaryIn, summaryParam } from './gate';
import { ordersOf } from './money';
import { noticeText } from '../notifications/service';

/**
 * Deciding and running held requests (docs/areas/approvals.md). A decision is one transaction
 * guarded by the approval's version, so two authorizers clicking at once cannot both count; the
 * last agreement makes the approval S and enqueues `approvals.execute` in that same transaction,
 * then runs it at once: the job is the safety net when the process dies in between, and what it
 * runs is idempotent (the money core's status guard and ledger key).
 */
export const EXECUTE_JOB = 'approvals.execute';

type StepRow = { seq: number; person_id: string; status: string; reason: string | null; decided_at: string | null };

async function stepsOf(db: Kysely<Database>, approvalId: string): Promise<StepRow[]> {
  return db.selectFrom('approval_steps').select(['seq', 'person_id', 'status', 'reason', 'decided_at']).where('approval_id', '=', approvalId).orderBy('seq').execute();
}

/** Who may decide now: sequential, the first still waiting; otherwise everyone still waiting. */
function decidersNow(a: Pick<ApprovalRow, 'status' | 'mandate_typ'>, steps: StepRow[]): string[] {
  if (a.status !== 'P') return [];
  const waiting = steps.filter((s) => s.status === 'W');
  return a.mandate_typ === '1' ? waiting.slice(0, 1).map((s) => s.person_id) : waiting.map((s) => s.person_id);
}

export async function findApproval(db: Kysely<Database>, merchantId: string, approvalNo: string): Promise<ApprovalRow> {
  const row = await db.selectFrom('approvals').selectAll().where('merchant_id', '=', merchantId).where('approval_no', '=', approvalNo).executeTakeFirst();
  if (!row) throw new BizError('MMCP5706');
  return row;
}

export async function approvalRecords(db: Kysely<Database>, rows: ApprovalRow[], viewerId: string, locale: Locale): Promise<Approval[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const allSteps = await db.selectFrom('approval_steps').select(['approval_id', 'seq', 'person_id', 'status', 'reason', 'decided_at']).where('approval_id', 'in', ids).orderBy('seq').execute();
  const mandates = await db.selectFrom('mandates').select(['id', 'mandate_no']).where('id', 'in', [...new Set(rows.map((r) => r.mandate_id))]).execute();
  const names = await personNames(db, [...rows.map((r) => r.initiator_id), ...allSteps.map((s) => s.person_id)]);
  return rows.map((r) => {
    const steps = allSteps.filter((s) => s.approval_id === r.id);
    const deciders = decidersNow(r, steps);
    return {
      approvalNo: r.approval_no,
      kind: r.kind,
      ordNo: r.ord_no,
      txTyp: r.tx_typ,
      txTypName: txTypeName(r.tx_typ),
      subTyp: r.sub_typ,
      subTypName: subTypeName(r.tx_typ, r.sub_typ),
      amount: r.amount,
      summary: summaryIn(r, locale),
      mandateNo: mandates.find((m) => m.id === r.mandate_id)?.mandate_no ?? '',
      mandateTyp: r.mandate_typ as '0' | '1' | '2',
      required: r.required,
      approved: r.approved,
      initiatorId: r.initiator_id,
      initiatorName: names.get(r.initiator_id) ?? '',
      status: r.status as Approval['status'],
      stage: r.stage,
      resultDesc: r.result_desc,
      nextApprovers: deciders.map((p) => names.get(p) ?? p),
      canApprove: deciders.includes(viewerId) ? 'Y' : 'N',
      canClose: r.status === 'P' && r.initiator_id === viewerId ? 'Y' : 'N',
      createdAt: toNairobi14(r.created_at),
      finishedAt: r.finished_at ? toNairobi14(r.finished_at) : null,
    };
  });
}

export async function approvalDetail(db: Kysely<Database>, row: ApprovalRow, viewerId: string, locale: Locale): Promise<ApprovalDetail> {
  const [record] = await approvalRecords(db, [row], viewerId, locale);
  const steps = await stepsOf(db, row.id);
  const events = await db.selectFrom('approval_events').selectAll().where('approval_id', '=', row.id).orderBy('created_at').orderBy('id').execute();
  const names = await personNames(db, [...steps.map((s) => s.person_id), ...events.map((e) => e.person_id ?? '')]);
  const orders = await ordersOf(db, row);
  return {
    ...(record as Approval),
    steps: steps.map((s) => ({
      seq: s.seq,
      personId: s.person_id,
      name: names.get(s.person_id) ?? '',
      status: s.status as 'W' | 'A' | 'R' | 'N',
      reason: s.reason,
      decidedAt: s.decided_at ? toNairobi14(s.decided_at) : null,
    })),
    events: events.map((e) => ({ stage: e.stage, name: e.person_id ? (names.get(e.person_id) ?? null) : null, reason: e.reason, at: toNairobi14(e.created_at) })),
    orders: orders.map(orderRecord),
  };
}

/**
 * Runs what an approved request released, once: the kind's `execute`, then `executed` Y, or E with
 * the reason when the transaction could not be made. Safe to call again (a retrying job).
 */
export async function executeApproval(runtime: MoneyRuntime, approvalId: string): Promise<void> {
  const { db } = runtime;
  const a = await db.selectFrom('approvals').selectAll().where('id', '=', approvalId).executeTakeFirst();
  if (a?.status !== 'S' || a.executed === 'Y') return;
  const kind = approvalKind(a.kind);
  if (!kind) throw new Error(`no approval kind ${a.kind} registered`);
  const result = await kind.execute(runtime, a);
  await db.transaction().execute(async (trx) => {
    const done = await trx.updateTable('approvals').set({ executed: 'Y', updated_at: nowIso() }).where('id', '=', a.id).where('executed', '=', 'N').executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return;
    // A failure is audited and told by `approvalFailed` (once, whichever path gets there first:
    // a released order the network refuses at once may have made the request E already).
    if (!result.ok) {
      await approvalFailed(trx, a, result.reason);
      return;
    }
    await auditApproval(trx, {
      merchantId: a.merchant_id,
      storeId: a.store_id,
      personId: null,
      event: 'APPROVAL_EXECUTE',
      detail: { code: 'AUDIT_APPROVAL_RELEASED', params: { approvalNo: a.approval_no, summary: auditSummary(a) } },
      result: 'S',
    });
  });
}

export function approvalJobs(runtime: () => MoneyRuntime): Record<string, JobHandler> {
  return {
    [EXECUTE_JOB]: async (payload) => {
      await executeApproval(runtime(), (payload as { approvalId: string }).approvalId);
      return undefined;
    },
  };
}

/** A decision whose guarded UPDATE lost to another decision made at the same moment. */
class ConcurrentDecision extends Error {}

const STAGE_OF: Record<ApprovalOperationCode, string> = { '01': '01', '02': '02', '04': '04' };

/**
 * One decision on a pending request: 01 agree, 02 reject (with a reason), 04 close (the initiator).
 * Refusals: decided already MMCP5707, own request MMCP5708, not yet your turn MMCP5709, not an
 * authorizer MMCP5710, only the initiator closes MMCP5713, a rejection without reason MMCP5716.
 */
export async function decide(ctx: SessionContext, approvalNo: string, operTyp: ApprovalOperationCode, reason: string | undefined): Promise<ApprovalRow> {
  // Two authorizers of a non-sequential mandate may agree at the same moment: the one whose
  // guarded UPDATE lost reads the request again and decides on what it has become.
  for (let attempt = 0; ; attempt++) {
    try {
      return await decideOnce(ctx, approvalNo, operTyp, reason);
    } catch (error) {
      if (!(error instanceof ConcurrentDecision) || attempt >= 4) throw error instanceof ConcurrentDecision ? new BizError('MMCP5707') : error;
    }
  }
}

async function decideOnce(ctx: SessionContext, approvalNo: string, operTyp: ApprovalOperationCode, reason: string | undefined): Promise<ApprovalRow> {
  const me = ctx.session.personId;
  const a = await findApproval(ctx.db, ctx.session.merchantId, approvalNo);
  if (a.status !== 'P') throw new BizError('MMCP5707');
  const steps = await stepsOf(ctx.db, a.id);
  if (operTyp === '04') {
    if (a.initiator_id !== me) throw new BizError('MMCP5713');
  } else {
    if (a.initiator_id === me) throw new BizError('MMCP5708');
    const mine = steps.find((s) => s.person_id === me);
    if (mine?.status !== 'W') throw new BizError(mine ? 'MMCP5707' : 'MMCP5710');
    if (!decidersNow(a, steps).includes(me)) throw new BizError('MMCP5709');
    if (operTyp === '02' && !reason) throw fieldError(ctx.locale, 'reason', 'MMCP5716');
  }
  const now = nowIso();
  const approvedNow = operTyp === '01' ? a.approved + 1 : a.approved;
  const status = operTyp === '02' ? 'F' : operTyp === '04' ? 'C' : approvedNow >= a.required ? 'S' : 'P';
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('approvals')
      .set({
        status,
        approved: approvedNow,
        stage: STAGE_OF[operTyp],
        version: a.version + 1,
        updated_at: now,
        finished_at: status === 'P' ? null : now,
        result_desc: status === 'F' ? (reason ?? null) : status === 'C' ? 'Closed by the initiator' : null,
      })
      .where('id', '=', a.id)
      .where('status', '=', 'P')
      .where('version', '=', a.version)
      .executeTakeFirst();
    // Someone else decided in between: their decision stands; decide again on the fresh state.
    if (Number(moved.numUpdatedRows) !== 1) throw new ConcurrentDecision();
    if (operTyp !== '04') {
      await trx
        .updateTable('approval_steps')
        .set({ status: operTyp === '01' ? 'A' : 'R', reason: reason ?? null, decided_at: now })
        .where('approval_id', '=', a.id)
        .where('person_id', '=', me)
        .where('status', '=', 'W')
        .execute();
    }
    if (status !== 'P') await trx.updateTable('approval_steps').set({ status: 'N' }).where('approval_id', '=', a.id).where('status', '=', 'W').execute();
    await trx.insertInto('approval_events').values({ id: newId(), approval_id: a.id, stage: STAGE_OF[operTyp], person_id: me, reason: reason ?? null, created_at: now }).execute();
    const after: ApprovalRow = { ...a, status, approved: approvedNow, version: a.version + 1 };
    if (status === 'S') await enqueue(trx, { kind: EXECUTE_JOB, payload: { approvalId: a.id }, dedupeKey: `approval-exec:${a.id}` });
    if (status === 'F' || status === 'C') await approvalKind(a.kind)?.release?.(trx, after, status);
    if (status === 'P') {
      // Sequential: the next in line hears of it now (non-sequential authorizers were all told at the start).
      if (a.mandate_typ === '1') await notifyDeciders(trx, after, decidersNow(after, await stepsOf(trx, a.id)));
    } else {
      const names = await personNames(trx, [me]);
      const by = names.get(me) ?? '';
      const params = { approvalNo: a.approval_no, summary: summaryParam(a), by, reason: (reason ?? '').replace(/[.\s]+$/, '') };
      const words = noticeText(
        status === 'S'
          ? { title: 'NOTE_REQUEST_APPROVED_TITLE', body: 'NOTE_REQUEST_APPROVED', params }
          : status === 'F'
            ? { title: 'NOTE_REQUEST_REJECTED_TITLE', body: 'NOTE_REQUEST_REJECTED', params }
            : { title: 'NOTE_REQUEST_CLOSED_TITLE', body: 'NOTE_REQUEST_CLOSED', params },
      );
      const viewers = await trx.selectFrom('mandate_members').select('person_id').where('mandate_id', '=', a.mandate_id).where('role_typ', '=', '2').execute();
      const told = [...new Set([a.initiator_id, ...viewers.map((v) => v.person_id)])].filter((p) => p !== me);
      for (const personId of told) {
        await notify(trx, {
          merchantId: a.merchant_id,
          personId,
          ...words,
          ordNo: a.ord_no,
          amount: a.amount,
        });
      }
    }
  });
  await ctx.audit({
    event: operTyp === '01' ? 'APPROVAL_AGREE' : operTyp === '02' ? 'APPROVAL_REJECT' : 'APPROVAL_CLOSE',
    detail: {
      code: operTyp === '01' ? (status === 'S' ? 'AUDIT_APPROVAL_AGREED_APPROVED' : 'AUDIT_APPROVAL_AGREED') : operTyp === '02' ? 'AUDIT_APPROVAL_REJECTED' : 'AUDIT_APPROVAL_CLOSED',
      params: { approvalNo: a.approval_no, summary: auditSummary(a), reason: reason ?? '' },
    },
    before: { status: a.status, approved: a.approved },
    after: { status, approved: approvedNow },
  });
  if (status === 'S') {
    await executeApproval(ctx.money, a.id);
    ctx.money.jobs.kick();
  }
  return findApproval(ctx.db, ctx.session.merchantId, approvalNo);
}
