import { type Kysely, type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import {
  ApprovalMerOperation,
  type BusinessFields,
  type businessChange,
  MerModificationAdvance,
  ModifyMercInfoTimeCheck,
  queryMerApprovalDetails,
  queryMerApprovalList,
  QueryBusinessChangeReviewList,
  ReviewBusinessChange,
  WebQueryBusinessInfo,
  WebUpdateBusinessInfo,
} from '../../../shared/actions/business';
import { INDUSTRIES } from '../../../shared/dict/business';
import { COUNTIES } from '../../../shared/dict/kenya';
import { BUSINESS_CHANGE_APPROVAL_MS } from '../../../shared/rules/business';
import { normalizePhone } from '../../../shared/rules/identity';
import { isUniqueViolation } from '../../db/database';
import { totalOf } from '../../db/paging';
import type { BusinessChangeTable, Database, MerchantTable } from '../../db/schema';
import { isoAfter, newId, nowIso, toNairobi14 } from '../../db/util';
import { type AuditNote, type SessionContext, sessionAction } from '../../http/action';
import { supportAction } from '../help/support';
import { BizError, fieldError } from '../../http/errors';
import { kraPinRefusal, kraPinTaken, toBusinessInfo } from './business.queries';

/** Wire field -> merchants column, for the fields a change may touch. */
const COLUMNS: Record<keyof BusinessFields, keyof MerchantTable> = {
  businessName: 'name',
  industry: 'industry',
  sector: 'sector',
  description: 'description',
  kraPin: 'kra_pin',
  regNo: 'reg_no',
  county: 'county',
  town: 'town',
  address: 'address',
  postalAddress: 'postal_address',
  postalCode: 'postal_code',
  website: 'website',
  altPhone: 'alt_phone',
};

type Change = z.input<typeof businessChange>;

/** The names of who asked for the changes and who decided them, read in one query. */
async function namesOf(db: Kysely<Database>, rows: Selectable<BusinessChangeTable>[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.decided_by ? [r.requested_by, r.decided_by] : [r.requested_by])))];
  if (ids.length === 0) return new Map();
  const people = await db.selectFrom('persons').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute();
  return new Map(people.map((p) => [p.id, `${p.first_name} ${p.last_name}`]));
}

/** A change as its reader sees it; `reader` the person reading (null: the provider's desk, never its requester). */
function changeOf(reader: string | null, row: Selectable<BusinessChangeTable>, names: Map<string, string>): Change {
  const name = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return {
    changeId: row.id,
    changes: JSON.parse(row.changes) as Change['changes'],
    status: row.status as 'P' | 'S' | 'F' | 'C',
    requestedBy: name(row.requested_by) ?? '',
    requestedById: row.requested_by,
    mine: row.requested_by === reader ? ('Y' as const) : ('N' as const),
    reason: row.reason,
    createdAt: toNairobi14(row.created_at),
    decidedAt: row.decided_at ? toNairobi14(row.decided_at) : null,
    decidedBy: name(row.decided_by),
  };
}

async function toChange(ctx: SessionContext, row: Selectable<BusinessChangeTable>): Promise<Change> {
  return changeOf(ctx.session.personId, row, await namesOf(ctx.db, [row]));
}

/**
 * Closes the business's change that waited for approval past its 24 hours (spec 000 sections 4
 * and 9): status C, unapplied, closed at the end of its window, so that a new change may be
 * applied for. Every call of this area runs it first, so what it answers is always current.
 */
async function closeExpired(ctx: SessionContext): Promise<void> {
  const expired = await ctx.db
    .selectFrom('business_changes')
    .select(['id', 'created_at'])
    .where('merchant_id', '=', ctx.session.merchantId)
    .where('status', '=', 'P')
    .where('created_at', '<=', isoAfter(-BUSINESS_CHANGE_APPROVAL_MS))
    .execute();
  for (const change of expired) {
    await ctx.db
      .updateTable('business_changes')
      .set({ status: 'C', decided_at: isoAfter(BUSINESS_CHANGE_APPROVAL_MS, new Date(change.created_at)) })
      .where('id', '=', change.id)
      .where('status', '=', 'P')
      .execute();
  }
}

function pendingOf(ctx: SessionContext) {
  return ctx.db
    .selectFrom('business_changes')
    .selectAll()
    .where('merchant_id', '=', ctx.session.merchantId)
    .where('status', '=', 'P')
    .executeTakeFirst();
}

function latestOf(ctx: SessionContext) {
  return ctx.db
    .selectFrom('business_changes')
    .selectAll()
    .where('merchant_id', '=', ctx.session.merchantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

async function ownChange(ctx: SessionContext, id: string) {
  const row = await ctx.db.selectFrom('business_changes').selectAll().where('id', '=', id).where('merchant_id', '=', ctx.session.merchantId).executeTakeFirst();
  if (!row) throw new BizError('MMCP3215');
  return row;
}

export const changesActions = [
  sessionAction(WebQueryBusinessInfo, { funcNo: '30' }, async (_input, ctx) => {
    await closeExpired(ctx);
    const merchant = await ctx.db.selectFrom('merchants').selectAll().where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow();
    const [pending, latest] = await Promise.all([pendingOf(ctx), latestOf(ctx)]);
    return {
      ...(await toBusinessInfo(ctx.db, merchant)),
      pendingChange: pending ? await toChange(ctx, pending) : null,
      lastChange: latest && latest.status !== 'P' ? await toChange(ctx, latest) : null,
    };
  }),

  sessionAction(ModifyMercInfoTimeCheck, { funcNo: '30' }, async (_input, ctx) => {
    await closeExpired(ctx);
    const pending = await pendingOf(ctx);
    return { allowed: pending ? ('N' as const) : ('Y' as const), pendingChangeId: pending?.id ?? null, appliedAt: pending ? toNairobi14(pending.created_at) : null };
  }),

  sessionAction(WebUpdateBusinessInfo, { funcNo: '30' }, async (input, ctx) => {
    await closeExpired(ctx);
    if (await pendingOf(ctx)) throw new BizError('MMCP3214');
    const merchant = await ctx.db.selectFrom('merchants').selectAll().where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow();
    const industry = input.industry ?? merchant.industry;
    const sector = input.sector ?? merchant.sector;
    if ((input.industry || input.sector) && !INDUSTRIES.some((i) => i.code === industry && i.sectors.some((s) => s.code === sector))) {
      throw fieldError(ctx.locale, 'sector', 'INVALID_VALUE');
    }
    if (input.county && !COUNTIES.some((c) => c.code === input.county)) throw fieldError(ctx.locale, 'county', 'INVALID_VALUE');
    const changes: Change['changes'] = {};
    for (const [field, column] of Object.entries(COLUMNS) as [keyof BusinessFields, keyof MerchantTable][]) {
      let value = input[field];
      if (value === undefined) continue;
      if (field === 'altPhone' && value) value = normalizePhone(value) ?? value;
      const from = (merchant[column] as string | null) ?? null;
      if ((value || null) !== from) changes[field] = { from, to: value || null };
    }
    if (Object.keys(changes).length === 0) throw new BizError('MMCP3213');
    if (changes.regNo?.to) {
      const taken = await ctx.db.selectFrom('merchants').select('id').where('reg_no', '=', changes.regNo.to).where('id', '!=', merchant.id).executeTakeFirst();
      if (taken) throw new BizError('MMCP3202');
    }
    if (changes.kraPin?.to && (await kraPinTaken(ctx.db, changes.kraPin.to, { except: merchant.id, family: merchant.parent_id ?? merchant.id }))) throw kraPinRefusal(ctx.locale);
    const id = newId();
    await ctx.db
      .insertInto('business_changes')
      .values({ id, merchant_id: merchant.id, requested_by: ctx.session.personId, changes: JSON.stringify(changes), status: 'P', reason: null, created_at: nowIso(), decided_at: null, decided_by: null })
      .execute();
    await ctx.audit({
      event: 'BUSINESS_CHANGE',
      detail: { code: 'AUDIT_BUSINESS_CHANGE', params: { fields: Object.keys(changes).join(', ') } },
      before: Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, c.from])),
      after: Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, c.to])),
    });
    return { changeId: id };
  }),

  sessionAction(MerModificationAdvance, { funcNo: '30' }, async (input, ctx) => {
    await closeExpired(ctx);
    const row = input.changeId ? await ownChange(ctx, input.changeId) : await latestOf(ctx);
    return { change: row ? await toChange(ctx, row) : null };
  }),

  sessionAction(queryMerApprovalList, { funcNo: '31' }, async (input, ctx) => {
    await closeExpired(ctx);
    let q = ctx.db.selectFrom('business_changes').where('merchant_id', '=', ctx.session.merchantId);
    if (input.status) q = q.where('status', '=', input.status);
    // Pending changes first (they wait for a decision), then newest first.
    const rows = await q
      .selectAll()
      .orderBy((eb) => eb.case().when('status', '=', 'P').then(0).else(1).end())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.limit)
      .offset(input.offset)
      .execute();
    const names = await namesOf(ctx.db, rows);
    return { list: rows.map((r) => changeOf(ctx.session.personId, r, names)), total: await totalOf(q, input, rows.length) };
  }),

  sessionAction(queryMerApprovalDetails, { funcNo: '31' }, async (input, ctx) => {
    await closeExpired(ctx);
    return toChange(ctx, await ownChange(ctx, input.changeId));
  }),

  sessionAction(ApprovalMerOperation, { funcNo: '31' }, async (input, ctx) => {
    await closeExpired(ctx);
    const row = await ownChange(ctx, input.changeId);
    if (row.requested_by === ctx.session.personId && row.status === 'P') throw new BizError('MMCP3216');
    const { status, changes } = await decide(ctx.db, row, input, ctx.session.personId);
    await ctx.audit(decisionAudit(status, changes));
    return { status };
  }),

  supportAction(QueryBusinessChangeReviewList, async (input, ctx) => {
    const q = ctx.db
      .selectFrom('business_changes')
      .innerJoin('merchants', 'merchants.id', 'business_changes.merchant_id')
      .where('business_changes.status', '=', 'P')
      .where('business_changes.created_at', '>', isoAfter(-BUSINESS_CHANGE_APPROVAL_MS))
      .where(aloneToDecide);
    const rows = await q
      .selectAll('business_changes')
      .select(['merchants.name as merc_name', 'merchants.merc_no'])
      .orderBy('business_changes.created_at')
      .orderBy('business_changes.id')
      .limit(input.limit)
      .offset(input.offset)
      .execute();
    const names = await namesOf(ctx.db, rows);
    return { list: rows.map((r) => ({ ...changeOf(null, r, names), mercName: r.merc_name, mercNo: r.merc_no })), total: await totalOf(q, input, rows.length) };
  }),

  supportAction(ReviewBusinessChange, async (input, ctx, agent) => {
    const row = await ctx.db.selectFrom('business_changes').selectAll().where('id', '=', input.changeId).where(aloneToDecide).executeTakeFirst();
    // Only the changes the desk lists: another stakeholder of the business decides the rest.
    if (!row) throw new BizError('MMCP3215');
    const { status, changes } = await decide(ctx.db, row, input, agent.personId);
    await ctx.audit(decisionAudit(status, changes), { merchantId: row.merchant_id, personId: agent.personId, operatorName: `Support: ${agent.operatorName}`, storeId: null });
    return { status };
  }),
];

/**
 * A pending change whose business has no one but its requester to decide it: no other active
 * member whose role holds 31 (a sole proprietor alone, or every other stakeholder blocked).
 */
const aloneToDecide = sql<boolean>`not exists (
  select 1 from memberships m join role_functions f on f.role_id = m.role_id
   where m.merchant_id = business_changes.merchant_id and m.person_id <> business_changes.requested_by
     and m.status = 'A' and f.func_no = '31')`;

/**
 * Decides a pending change within its 24 hours (MMCP3217 closed, MMCP3215 decided already or
 * gone): approved, it is applied to the business in the same transaction.
 */
async function decide(db: Kysely<Database>, row: Selectable<BusinessChangeTable>, input: { approve: 'Y' | 'N'; reason?: string | undefined }, deciderId: string) {
  // Past its 24 hours it is closed, whether or not anyone has closed it yet.
  if (row.status === 'C' || (row.status === 'P' && row.created_at <= isoAfter(-BUSINESS_CHANGE_APPROVAL_MS))) throw new BizError('MMCP3217');
  if (row.status !== 'P') throw new BizError('MMCP3215');
  const status = input.approve === 'Y' ? ('S' as const) : ('F' as const);
  const changes = JSON.parse(row.changes) as Change['changes'];
  try {
    await db.transaction().execute(async (trx) => {
      // A PIN taken by another business since the change was asked for (two asked for it at once).
      if (status === 'S' && changes.kraPin?.to) {
        const m = await trx.selectFrom('merchants').select(['id', 'parent_id']).where('id', '=', row.merchant_id).executeTakeFirstOrThrow();
        if (await kraPinTaken(trx, changes.kraPin.to, { except: m.id, family: m.parent_id ?? m.id })) throw new BizError('MMCP3219', {}, { field: 'kraPin' });
      }
      const decided = await trx
        .updateTable('business_changes')
        .set({ status, reason: input.reason ?? null, decided_at: nowIso(), decided_by: deciderId })
        .where('id', '=', row.id)
        .where('status', '=', 'P')
        .where('created_at', '>', isoAfter(-BUSINESS_CHANGE_APPROVAL_MS))
        .executeTakeFirst();
      if (Number(decided.numUpdatedRows) !== 1) throw new BizError('MMCP3215');
      if (status === 'S') {
        const set: Record<string, string | null> = {};
        for (const [field, change] of Object.entries(changes)) set[COLUMNS[field as keyof BusinessFields]] = change.to;
        await trx.updateTable('merchants').set(set).where('id', '=', row.merchant_id).execute();
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError('MMCP3202');
    throw error;
  }
  return { status, changes };
}

function decisionAudit(status: 'S' | 'F', changes: Change['changes']): AuditNote {
  return {
    event: status === 'S' ? 'BUSINESS_CHANGE_APPROVED' : 'BUSINESS_CHANGE_REJECTED',
    detail: { code: status === 'S' ? 'AUDIT_BUSINESS_CHANGE_APPROVED' : 'AUDIT_BUSINESS_CHANGE_REJECTED', params: { fields: Object.keys(changes).join(', ') } },
    ...(status === 'S' && {
      before: Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, c.from])),
      after: Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, c.to])),
    }),
  };
}
