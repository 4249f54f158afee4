import type { Kysely } from 'kysely';
import { BUSINESS_REQUIREMENTS } from '../../../shared/rules/business';
import type { Database } from '../../db/schema';

/**
 * The business's KYC level from what is known (spec 000 sections 3 and 4):
 * 00 set up; 01 the owner's ID uploaded and the identity check passed; 02 also the documents the
 * business type needs and every invited stakeholder joined. A level is only ever raised here (a
 * review may have granted more); a failed identity check marks the status failed.
 */
export async function recomputeKyc(db: Kysely<Database>, merchantId: string): Promise<void> {
  const m = await db.selectFrom('merchants').selectAll().where('id', '=', merchantId).executeTakeFirst();
  if (!m?.owner_person_id) return;
  const owner = await db.selectFrom('persons').select(['id_upload_flag', 'peleza_status']).where('id', '=', m.owner_person_id).executeTakeFirstOrThrow();
  const need = BUSINESS_REQUIREMENTS[m.business_type as keyof typeof BUSINESS_REQUIREMENTS] ?? BUSINESS_REQUIREMENTS['0'];
  const docs = new Set((await db.selectFrom('merchant_documents').select('doc_type').where('merchant_id', '=', merchantId).execute()).map((d) => d.doc_type));
  const pending = await db.selectFrom('stakeholders').select('id').where('merchant_id', '=', merchantId).where('status', '=', 'I').executeTakeFirst();

  const ownerOk = owner.id_upload_flag === 'Y' && owner.peleza_status === '00';
  const papersOk = need.documents.every((d) => docs.has(d)) && (!need.regNo || !!m.reg_no) && (!need.kraPin || !!m.kra_pin);
  const computed = ownerOk ? (papersOk && !pending ? '02' : '01') : '00';
  // Levels are '00' < '01' < '02', so the larger string is the higher level.
  const level = [computed, m.kyc_level].sort().at(-1) ?? m.kyc_level;
  const status = owner.peleza_status === '01' ? '00' : level === '02' ? '02' : '01';
  if (level !== m.kyc_level || status !== m.kyc_status) {
    await db.updateTable('merchants').set({ kyc_level: level, kyc_status: status, id_upload_flag: owner.id_upload_flag === 'Y' ? 'Y' : m.id_upload_flag }).where('id', '=', merchantId).execute();
  }
}

/** After something about a person changed: every business they own. */
export async function recomputeKycForPerson(db: Kysely<Database>, personId: string): Promise<void> {
  const owned = await db.selectFrom('merchants').select('id').where('owner_person_id', '=', personId).execute();
  for (const m of owned) await recomputeKyc(db, m.id);
}
