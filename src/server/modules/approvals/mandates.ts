import type { Kysely } from 'kysely';
import type { Mandate } from '../../../shared/actions/approvals';
import { bandsOverlap, subTypeName, txTypeName } from '../../../shared/dict/approvals';
import { messageText } from '../../../shared/i18n/messages';
import type { MandateFields } from '../../../shared/rules/approvals';
import type { Database } from '../../db/schema';
import { newId, nowIso, randomDigits, toNairobi14 } from '../../db/util';
import type { SessionContext } from '../../http/action';
import { BizError, fieldError } from '../../http/errors';
import { type MandateRow, personNames, subTypeWord, txTypeWord } from './gate';

/** Account mandates (docs/areas/approvals.md): the rules the gate reads. */
type Fields = Required<Pick<MandateFields, 'txTyp' | 'limitFrom' | 'mandateTyp'>> & {
  subTyp?: string | null;
  limitTo?: number | null;
  ruleTyp: '0' | '4';
  initiators: string[];
  approvers: string[];
  viewers: string[];
};

const ROLE_FIELDS = { '0': 'initiators', '1': 'approvers', '2': 'viewers' } as const;

export async function mandateRecords(db: Kysely<Database>, rows: MandateRow[]): Promise<Mandate[]> {
  if (rows.length === 0) return [];
  const members = await db
    .selectFrom('mandate_members')
    .select(['mandate_id', 'person_id', 'role_typ', 'seq'])
    .where('mandate_id', 'in', rows.map((r) => r.id))
    .orderBy('seq')
    .execute();
  const names = await personNames(db, members.map((m) => m.person_id));
  return rows.map((r) => {
    const of = (role: string) =>
      members.filter((m) => m.mandate_id === r.id && m.role_typ === role).map((m) => ({ personId: m.person_id, name: names.get(m.person_id) ?? m.person_id }));
    return {
      mandateNo: r.mandate_no,
      txTyp: r.tx_typ,
      txTypName: txTypeName(r.tx_typ),
      subTyp: r.sub_typ,
      subTypName: subTypeName(r.tx_typ, r.sub_typ),
      limitFrom: r.limit_from,
      limitTo: r.limit_to,
      mandateTyp: r.mandate_typ as Mandate['mandateTyp'],
      ruleTyp: r.rule_typ as Mandate['ruleTyp'],
      status: r.status,
      initiators: of('0'),
      approvers: of('1'),
      viewers: of('2'),
      createdAt: toNairobi14(r.created_at),
      updatedAt: toNairobi14(r.updated_at),
    };
  });
}

export async function findMandateByNo(db: Kysely<Database>, merchantId: string, mandateNo: string): Promise<MandateRow> {
  const row = await db.selectFrom('mandates').selectAll().where('merchant_id', '=', merchantId).where('mandate_no', '=', mandateNo).where('status', '=', 'A').executeTakeFirst();
  if (!row) throw new BizError('MMCP5702');
  return row;
}

/** Refuses people outside the business and a band that overlaps another mandate of the type (MMCP5701). */
async function check(ctx: SessionContext, f: Fields, exceptId: string | null): Promise<void> {
  for (const role of ['initiators', 'approvers', 'viewers'] as const) {
    const ids = f[role];
    if (ids.length === 0) continue;
    const found = await ctx.db.selectFrom('memberships').select('person_id').where('merchant_id', '=', ctx.session.merchantId).where('person_id', 'in', ids).execute();
    if (found.length !== new Set(ids).size) throw fieldError(ctx.locale, role, 'MMCP5705');
  }
  const others = await ctx.db.selectFrom('mandates').selectAll().where('merchant_id', '=', ctx.session.merchantId).where('tx_typ', '=', f.txTyp).where('status', '=', 'A').execute();
  const clash = others.find(
    (m) =>
      m.id !== exceptId &&
      (m.sub_typ === null || !f.subTyp || m.sub_typ === f.subTyp) &&
      bandsOverlap({ from: m.limit_from, to: m.limit_to }, { from: f.limitFrom, to: f.limitTo ?? null }),
  );
  if (clash) {
    const params = { mandateNo: clash.mandate_no };
    throw new BizError('MMCP5701', params, {}, [{ field: 'limitFrom', message: messageText('MMCP5701', ctx.locale, params) }]);
  }
}

async function writeMembers(db: Kysely<Database>, merchantId: string, mandateId: string, f: Fields): Promise<void> {
  await db.deleteFrom('mandate_members').where('mandate_id', '=', mandateId).execute();
  const rows = (Object.entries(ROLE_FIELDS) as [string, 'initiators' | 'approvers' | 'viewers'][]).flatMap(([role, field]) =>
    f[field].map((person_id, i) => ({ id: newId(), mandate_id: mandateId, merchant_id: merchantId, person_id, role_typ: role, seq: i + 1 })),
  );
  if (rows.length > 0) await db.insertInto('mandate_members').values(rows).execute();
}

function plain(m: Mandate) {
  return {
    txTyp: m.txTyp,
    subTyp: m.subTyp,
    limitFrom: m.limitFrom,
    limitTo: m.limitTo,
    mandateTyp: m.mandateTyp,
    ruleTyp: m.ruleTyp,
    initiators: m.initiators.map((p) => p.name).join(', '),
    approvers: m.approvers.map((p) => p.name).join(', '),
    viewers: m.viewers.map((p) => p.name).join(', '),
  };
}

export async function addMandate(ctx: SessionContext, f: Fields): Promise<Mandate> {
  await check(ctx, f, null);
  const now = nowIso();
  const id = newId();
  const ruleTyp = f.mandateTyp === '2' ? f.ruleTyp : '0';
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('mandates')
      .values({
        id,
        merchant_id: ctx.session.merchantId,
        mandate_no: `MD${toNairobi14(now)}${randomDigits(4)}`,
        tx_typ: f.txTyp,
        sub_typ: f.subTyp || null,
        limit_from: f.limitFrom,
        limit_to: f.limitTo ?? null,
        mandate_typ: f.mandateTyp,
        rule_typ: ruleTyp,
        status: 'A',
        created_by: ctx.session.personId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await writeMembers(trx, ctx.session.merchantId, id, f);
  });
  const row = await ctx.db.selectFrom('mandates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const [record] = await mandateRecords(ctx.db, [row]);
  const m = record as Mandate;
  await ctx.audit({ event: 'MANDATE_ADD', detail: m.subTypName ? { code: 'AUDIT_MANDATE_ADD_SUBTYPE', params: { mandateNo: m.mandateNo, txType: txTypeWord(m.txTyp), subType: subTypeWord(m.txTyp, m.subTyp) ?? m.subTypName } } : { code: 'AUDIT_MANDATE_ADD', params: { mandateNo: m.mandateNo, txType: txTypeWord(m.txTyp) } }, after: plain(m) });
  return m;
}

export async function editMandate(ctx: SessionContext, mandateNo: string, f: Fields): Promise<Mandate> {
  const before = await findMandateByNo(ctx.db, ctx.session.merchantId, mandateNo);
  const [was] = await mandateRecords(ctx.db, [before]);
  await check(ctx, f, before.id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('mandates')
      .set({
        tx_typ: f.txTyp,
        sub_typ: f.subTyp || null,
        limit_from: f.limitFrom,
        limit_to: f.limitTo ?? null,
        mandate_typ: f.mandateTyp,
        rule_typ: f.mandateTyp === '2' ? f.ruleTyp : '0',
        updated_at: nowIso(),
      })
      .where('id', '=', before.id)
      .execute();
    await writeMembers(trx, ctx.session.merchantId, before.id, f);
  });
  const row = await ctx.db.selectFrom('mandates').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
  const m = (await mandateRecords(ctx.db, [row]))[0] as Mandate;
  await ctx.audit({ event: 'MANDATE_EDIT', detail: { code: 'AUDIT_MANDATE_EDIT', params: { mandateNo: m.mandateNo } }, before: plain(was as Mandate), after: plain(m) });
  return m;
}

export async function deleteMandate(ctx: SessionContext, mandateNo: string): Promise<void> {
  const row = await findMandateByNo(ctx.db, ctx.session.merchantId, mandateNo);
  const [was] = await mandateRecords(ctx.db, [row]);
  // Kept as D: requests it held keep pointing at it; they still wait for their own authorizers.
  await ctx.db.updateTable('mandates').set({ status: 'D', updated_at: nowIso() }).where('id', '=', row.id).where('status', '=', 'A').execute();
  await ctx.audit({ event: 'MANDATE_DELETE', detail: { code: 'AUDIT_MANDATE_DELETE', params: { mandateNo } }, before: plain(was as Mandate) });
}
