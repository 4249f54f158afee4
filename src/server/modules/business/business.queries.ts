import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { businessInfo } from '../../../shared/actions/business';
import type { Database, MerchantTable } from '../../db/schema';
import { newId, nowIso, randomDigits, toNairobi14 } from '../../db/util';
import { isUniqueViolation } from '../../db/database';
import { type Locale, messageText } from '../../../shared/i18n/messages';
import { BizError } from '../../http/errors';

export async function findMerchantByNo(db: Kysely<Database>, mercNo: string) {
  return db.selectFrom('merchants').selectAll().where('merc_no', '=', mercNo).executeTakeFirst();
}

/** A membership of the person in the business numbered mercNo, when active. */
export async function activeMembership(db: Kysely<Database>, personId: string, mercNo: string) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('merchants as mc', 'mc.id', 'm.merchant_id')
    .select(['m.id', 'm.role_id', 'm.merchant_id', 'm.designation'])
    .where('m.person_id', '=', personId)
    .where('mc.merc_no', '=', mercNo)
    .where('m.status', '=', 'A')
    .executeTakeFirst();
}

/** A number people read (12 digits), unique. */
export async function newMerchantNo(db: Kysely<Database>): Promise<string> {
  for (;;) {
    const no = randomDigits(12);
    const taken = await db.selectFrom('merchants').select('id').where('merc_no', '=', no).executeTakeFirst();
    if (!taken) return no;
  }
}

/** An 8-digit invitation code no live invitation uses. */
export async function newInviteCode(db: Kysely<Database>): Promise<string> {
  for (;;) {
    const code = randomDigits(8);
    const taken = await db.selectFrom('stakeholders').select('id').where('invite_code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

/** Creates a store, retrying the store number on the rare clash. */
export async function createStore(
  db: Kysely<Database>,
  values: { merchantId: string; name: string; headOffice: boolean; address: string | null },
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const id = newId();
    try {
      await db
        .insertInto('stores')
        .values({
          id,
          merchant_id: values.merchantId,
          store_no: randomDigits(6),
          name: values.name,
          head_office: values.headOffice ? 'Y' : 'N',
          status: values.headOffice ? 'Y' : 'N',
          storefront: '0',
          push_flag: 'N',
          address: values.address,
          created_at: nowIso(),
        })
        .execute();
      return id;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt > 5) throw error;
    }
  }
}

export async function toBusinessInfo(db: Kysely<Database>, m: Selectable<MerchantTable>): Promise<z.input<typeof businessInfo>> {
  const documents = await db.selectFrom('merchant_documents').select(['doc_type', 'file_id']).where('merchant_id', '=', m.id).orderBy('created_at').execute();
  return {
    mercId: m.merc_no,
    mercName: m.name,
    businessType: m.business_type as '0' | '1' | '2' | '3',
    industry: m.industry,
    sector: m.sector,
    description: m.description,
    kraPin: m.kra_pin,
    regNo: m.reg_no,
    county: m.county,
    town: m.town,
    address: m.address,
    postalAddress: m.postal_address,
    postalCode: m.postal_code,
    website: m.website,
    altPhone: m.alt_phone,
    kycLevel: m.kyc_level,
    kycSts: m.kyc_status,
    bank: m.bank_account_no
      ? { bankName: m.bank_name ?? '', bankBranch: m.bank_branch, accountNo: m.bank_account_no, accountName: m.bank_account_name ?? '' }
      : null,
    documents: documents.map((d) => ({ docType: d.doc_type, fileId: d.file_id })),
    createdAt: toNairobi14(m.created_at),
  };
}

/** The system role a stakeholder's designation brings: owners own, directors and partners administer. */
export function roleForDesignation(designation: string): string {
  return designation === '0' || designation === '3' ? 'role-owner' : 'role-admin';
}

/**
 * Another business files under this KRA PIN: other than `except` (the business changing it), and
 * outside `family`, the id of a parent: it and its sub-merchants share one (a parent setting up a
 * sub-merchant, a parent or a sub-merchant changing theirs).
 */
export async function kraPinTaken(db: Kysely<Database>, kraPin: string, within: { except?: string; family?: string | null } = {}): Promise<boolean> {
  let q = db.selectFrom('merchants').select('id').where('kra_pin', '=', kraPin);
  if (within.except) q = q.where('id', '!=', within.except);
  const family = within.family;
  if (family) q = q.where('id', '!=', family).where((eb) => eb.or([eb('parent_id', 'is', null), eb('parent_id', '!=', family)]));
  return (await q.executeTakeFirst()) !== undefined;
}

export function kraPinRefusal(locale: Locale): BizError {
  return new BizError('MMCP3219', {}, {}, [{ field: 'kraPin', message: messageText('MMCP3219', locale) }]);
}
