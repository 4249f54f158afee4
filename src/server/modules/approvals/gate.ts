import type { Kysely, Selectable } from 'kysely';
import { type MandateTxType, inBand, isMandateTxType, subTypeName } from '../../../shared/dict/approvals';
import { type CatalogueText, DEFAULT_LOCALE, isMessageCode, type Locale, MESSAGES, type MessageCode, messageText, storedParam, storedText, type TextParam } from '../../../shared/i18n/messages';
import { isUniqueViolation } from '../../db/database';
import type { ApprovalTable, Database, MandateTable } from '../../db/schema';
import { newId, nowIso, randomDigits, toNairobi14 } from '../../db/util';
import { BizError } from '../../http/errors';
import type { MoneyRuntime } from '../money/orders';
import { noticeText, notify } from '../notifications/service';
import { detailColumns } from '../audit/audit.detail';

/**
 * The approval gate (docs/areas/approvals.md): the one place a money action asks whether an
 * account mandate holds it. Usage, inside the transaction that would otherwise move the money:
 *
 *   const held = await holdForApproval(trx, { merchantId, storeId, personId, kind: 'refund', refId,
 *     txTyp: '05', subTyp: null, amount,
 *     summary: { code: 'APPROVAL_SUMMARY_REFUND', params: { amount: 'KES 500.00', orderNo } }, fingerprint: `refund:${orderId}` });
 *   if (held) { mark your record as waiting approval (pay status W) and stop: no money moves now }
 *
 * and, once at start-up (module scope), what runs when the request is approved or ends otherwise:
 *
 *   registerApprovalKind('refund', { execute: async (runtime, approval) => ..., release: async (db, approval, status) => ... });
 *
 * `execute` runs once the last authorizer agrees (status S), right after that decision and again
 * from the `approvals.execute` job if the process died in between: it must be idempotent (guard
 * your own status change, use the ledger's idempotency keys). Answer `{ ok: false, reason }` when
 * the transaction could not be made: the approval becomes E (approved but transaction failed).
 * `release` runs in the transaction that rejects (F) or closes (C) the request.
 */
export type ApprovalRow = Selectable<ApprovalTable>;
export type MandateRow = Selectable<MandateTable>;

export interface HoldRequest {
  merchantId: string;
  storeId: string | null;
  /** The initiator: the person whose action is held. */
  personId: string;
  /** What is held; a kind registered with `registerApprovalKind`. */
  kind: string;
  /** The held record's id (a money order, a batch, a refund). */
  refId: string;
  ordNo?: string | null;
  txTyp: MandateTxType;
  subTyp: string | null;
  /** KES minor units: the amount the mandate's band is matched against. */
  amount: number;
  /** What authorizers read, in their language: 'KES 25,000.00 to Mary Achieng'. */
  summary: ApprovalSummary;
  /** Requests with the same fingerprint are identical: only one may wait at a time. */
  fingerprint: string;
}

/** An approval's summary as catalogue words: the held transaction's amount and where it goes. */
export interface ApprovalSummary {
  code: Extract<MessageCode, `APPROVAL_SUMMARY_${string}`>;
  params: Record<string, string | number>;
}

/**
 * The summary kept in `approvals.summary` for the audit trail: the default language's words and
 * the subtype ('KES 25,000.00 to Mary Achieng (M-PESA mobile)').
 */
function storedSummary(req: Pick<HoldRequest, 'summary' | 'txTyp' | 'subTyp'>): string {
  const via = subTypeName(req.txTyp, req.subTyp);
  return `${messageText(req.summary.code, DEFAULT_LOCALE, req.summary.params)}${via ? ` (${via})` : ''}`;
}

/** The summary as a notice parameter, worded when the notice is read. */
export function summaryParam(a: Pick<ApprovalRow, 'summary' | 'summary_code' | 'summary_params'>): TextParam {
  return a.summary_code ? { code: a.summary_code as MessageCode, params: JSON.parse(a.summary_params ?? '{}') } : a.summary;
}

/** A transaction type's name as catalogue words (an unknown code as it is). */
export function txTypeWord(txTyp: string): TextParam {
  return isMandateTxType(txTyp) ? { code: `AUDIT_TX_TYPE_${txTyp}` } : txTyp;
}

/**
 * A transaction subtype's name as catalogue words (a mandate's, a held request's), its English as
 * `subTypeName` words it; null when there is none, the name itself for one the catalogue lacks.
 */
export function subTypeWord(txTyp: string, subTyp: string | null): TextParam | null {
  const name = subTypeName(txTyp, subTyp);
  if (name === null) return null;
  const code = txTyp === '02' ? `AUDIT_SUBTYPE_BILL_${subTyp}` : txTyp === '04' && subTyp === '41' ? 'AUDIT_SUBTYPE_BANK_EFT' : `AUDIT_SUBTYPE_${subTyp}`;
  return isMessageCode(code) && MESSAGES[code]['en-US'] === name ? { code } : name;
}

/**
 * The summary as an audit row's parameter: its words and, as `approvals.summary` keeps them, the
 * subtype it goes by ('KES 25,000.00 to Mary Achieng (M-PESA mobile)'). Approvals made before 0036
 * give their stored words.
 */
export function auditSummary(a: Pick<ApprovalRow, 'summary' | 'summary_code' | 'summary_params' | 'tx_typ' | 'sub_typ'>): TextParam {
  if (!a.summary_code) return a.summary;
  const via = subTypeWord(a.tx_typ, a.sub_typ);
  return via ? { code: 'AUDIT_SUMMARY_VIA', params: { summary: summaryParam(a), via } } : summaryParam(a);
}

/** The summary in the reader's language (approvals made before 0036 keep their stored words). */
export function summaryIn(a: Pick<ApprovalRow, 'summary' | 'summary_code' | 'summary_params'>, locale: Locale): string {
  return a.summary_code ? messageText(a.summary_code as MessageCode, locale, JSON.parse(a.summary_params ?? '{}')) : storedText(a.summary, locale);
}

export type ExecuteResult = { ok: true } | { ok: false; reason: string };

export interface ApprovalKind {
  execute(runtime: MoneyRuntime, approval: ApprovalRow): Promise<ExecuteResult>;
  release?(db: Kysely<Database>, approval: ApprovalRow, status: 'F' | 'C'): Promise<void>;
}

const KINDS = new Map<string, ApprovalKind>();

export function registerApprovalKind(kind: string, handler: ApprovalKind): void {
  KINDS.set(kind, handler);
}

export function approvalKind(kind: string): ApprovalKind | undefined {
  return KINDS.get(kind);
}

/** The active mandate whose type, subtype and band hold this transaction, if any. */
export async function findMandate(db: Kysely<Database>, merchantId: string, txTyp: string, subTyp: string | null, amount: number): Promise<MandateRow | null> {
  const rows = await db.selectFrom('mandates').selectAll().where('merchant_id', '=', merchantId).where('tx_typ', '=', txTyp).where('status', '=', 'A').execute();
  // A mandate for the exact subtype wins over one for the whole type.
  const fitting = rows.filter((m) => (m.sub_typ === null || m.sub_typ === subTyp) && inBand(amount, { from: m.limit_from, to: m.limit_to }));
  return fitting.find((m) => m.sub_typ !== null) ?? fitting[0] ?? null;
}

export async function personNames(db: Kysely<Database>, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('persons').select(['id', 'first_name', 'last_name', 'username']).where('id', 'in', unique).execute();
  return new Map(rows.map((p) => [p.id, `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim() || p.username || p.id]));
}

/** An audit row written outside an action (the gate and the execution job run without one). */
export async function auditApproval(
  db: Kysely<Database>,
  a: { merchantId: string; storeId: string | null; personId: string | null; event: 'APPROVAL_HOLD' | 'APPROVAL_EXECUTE'; detail: CatalogueText; result: 'S' | 'F' },
): Promise<void> {
  const name = a.personId ? (await personNames(db, [a.personId])).get(a.personId) : null;
  await db
    .insertInto('audit_trail')
    .values({
      id: newId(),
      merchant_id: a.merchantId,
      person_id: a.personId,
      operator_name: name ?? 'System',
      event: a.event,
      action: a.event === 'APPROVAL_HOLD' ? 'ApprovalGate' : 'approvals.execute',
      store_id: a.storeId,
      store_name: null,
      ...detailColumns(a.detail),
      ip: null,
      result: a.result,
      created_at: nowIso(),
      changes: null,
      device_id: null,
      device_name: null,
    })
    .execute();
}

/**
 * An approved request (S) whose transaction failed becomes E, once: the guarded UPDATE decides, and
 * only the call that moved it audits it (`APPROVAL_EXECUTE`, result F) and tells the initiator.
 * Called when the release could not be made (`executeApproval`) and when the money core ends a
 * released order F (`failApprovedOrder`: the network refused it or never confirmed it in time).
 * Answers whether this call moved it.
 */
export async function approvalFailed(db: Kysely<Database>, a: ApprovalRow, reason: string): Promise<boolean> {
  const moved = await db
    .updateTable('approvals')
    .set({ status: 'E', result_desc: reason.slice(0, 200), updated_at: nowIso() })
    .where('id', '=', a.id)
    .where('status', '=', 'S')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await auditApproval(db, {
    merchantId: a.merchant_id,
    storeId: a.store_id,
    personId: null,
    event: 'APPROVAL_EXECUTE',
    detail: { code: 'AUDIT_APPROVAL_FAILED', params: { approvalNo: a.approval_no, summary: auditSummary(a), reason: storedParam(reason) } },
    result: 'F',
  });
  await notify(db, {
    merchantId: a.merchant_id,
    personId: a.initiator_id,
    ...noticeText({
      title: 'NOTE_APPROVED_UNPAID_TITLE',
      body: 'NOTE_APPROVED_UNPAID',
      params: { approvalNo: a.approval_no, summary: summaryParam(a), reason: reason.replace(/[.\s]+$/, '') },
    }),
    ordNo: a.ord_no,
    amount: a.amount,
  });
  return true;
}

/** Tells the people who may decide now that a request waits for them (in-app, plus their digests). */
export async function notifyDeciders(db: Kysely<Database>, approval: ApprovalRow, personIds: string[]): Promise<void> {
  const initiator = (await personNames(db, [approval.initiator_id])).get(approval.initiator_id) ?? '';
  for (const personId of personIds) {
    await notify(db, {
      merchantId: approval.merchant_id,
      personId,
      ...noticeText({
        title: 'NOTE_APPROVAL_NEEDED_TITLE',
        body: 'NOTE_APPROVAL_NEEDED',
        params: { initiator, summary: summaryParam(approval), approvalNo: approval.approval_no },
      }),
      ordNo: approval.ord_no,
      amount: approval.amount,
      link: `/setting/transactionApproval/detail?approvalNo=${approval.approval_no}`,
    });
  }
}

/**
 * Holds a transaction when a mandate says so: answers the pending approval (status P), or null
 * when no mandate holds it (no mandate, or a zero mandate) and the caller goes on. Refuses a
 * person who is not an initiator of the mandate (MMCP5712), an identical request already waiting
 * (MMCP5711), and a request nobody else could approve (MMCP5715). Call it inside the caller's
 * transaction: a refusal leaves nothing behind.
 */
export async function holdForApproval(db: Kysely<Database>, req: HoldRequest): Promise<ApprovalRow | null> {
  const m = await findMandate(db, req.merchantId, req.txTyp, req.subTyp, req.amount);
  if (!m) return null;
  const members = await db.selectFrom('mandate_members').select(['person_id', 'role_typ', 'seq']).where('mandate_id', '=', m.id).orderBy('seq').execute();
  const initiators = members.filter((x) => x.role_typ === '0').map((x) => x.person_id);
  if (initiators.length > 0 && !initiators.includes(req.personId)) throw new BizError('MMCP5712');
  if (m.mandate_typ === '0') return null;
  // The initiator never approves their own request: their own place in the chain is left out.
  const approvers = members.filter((x) => x.role_typ === '1' && x.person_id !== req.personId).map((x) => x.person_id);
  if (approvers.length === 0) throw new BizError('MMCP5715');
  const pending = await db.selectFrom('approvals').select('id').where('merchant_id', '=', req.merchantId).where('fingerprint', '=', req.fingerprint).where('status', '=', 'P').executeTakeFirst();
  if (pending) throw new BizError('MMCP5711');
  const now = nowIso();
  const row: ApprovalRow = {
    id: newId(),
    merchant_id: req.merchantId,
    store_id: req.storeId,
    approval_no: `AP${toNairobi14(now)}${randomDigits(6)}`,
    kind: req.kind,
    ref_id: req.refId,
    ord_no: req.ordNo ?? null,
    tx_typ: req.txTyp,
    sub_typ: req.subTyp,
    amount: req.amount,
    summary: storedSummary(req),
    summary_code: req.summary.code,
    summary_params: JSON.stringify(req.summary.params),
    fingerprint: req.fingerprint,
    mandate_id: m.id,
    mandate_typ: m.mandate_typ,
    // Sequential: everyone in order. Non-sequential: all (ALL) or any one (Any), in any order.
    required: m.mandate_typ === '2' && m.rule_typ === '4' ? 1 : approvers.length,
    approved: 0,
    initiator_id: req.personId,
    status: 'P',
    stage: '00',
    executed: 'N',
    result_desc: null,
    version: 0,
    created_at: now,
    updated_at: now,
    finished_at: null,
  };
  try {
    await db.insertInto('approvals').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError('MMCP5711');
    throw error;
  }
  await db
    .insertInto('approval_steps')
    .values(approvers.map((person_id, i) => ({ id: newId(), approval_id: row.id, merchant_id: req.merchantId, seq: i + 1, person_id, status: 'W', reason: null, decided_at: null })))
    .execute();
  await db.insertInto('approval_events').values({ id: newId(), approval_id: row.id, stage: '00', person_id: req.personId, reason: null, created_at: now }).execute();
  await notifyDeciders(db, row, m.mandate_typ === '1' ? approvers.slice(0, 1) : approvers);
  await auditApproval(db, {
    merchantId: req.merchantId,
    storeId: req.storeId,
    personId: req.personId,
    event: 'APPROVAL_HOLD',
    detail: { code: 'AUDIT_APPROVAL_HELD', params: { txType: txTypeWord(req.txTyp), summary: auditSummary(row), mandateNo: m.mandate_no, approvalNo: row.approval_no } },
    result: 'S',
  });
  return row;
}

/** Whether a pending approval holds this record (for screens that show 'waiting approval'). */
export async function pendingApprovalOf(db: Kysely<Database>, merchantId: string, kind: string, refId: string): Promise<ApprovalRow | null> {
  return (
    (await db.selectFrom('approvals').selectAll().where('merchant_id', '=', merchantId).where('kind', '=', kind).where('ref_id', '=', refId).where('status', '=', 'P').executeTakeFirst()) ??
    null
  );
}
