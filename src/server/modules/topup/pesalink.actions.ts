import type { Kysely } from 'kysely';
import { DeregisterPesalink, QueryPesalinkRegistration, RegisterPesalink } from '../../../shared/actions/topup';
import { displayPhone, normalizePhone } from '../../../shared/rules/identity';
import type { Database } from '../../db/schema';
import { nowIso, toNairobi14 } from '../../db/util';
import { sessionAction } from '../../http/action';
import { BizError, fieldError } from '../../http/errors';
import { consumePinAuthorization, createPinAuthorization } from '../../security/authorizations';

/** Function 3705 (Interbank-transfer registration). */
const PESALINK = { funcNo: '3705' } as const;

/**
 * PesaLink registration (spec 001 section 7, 'pesalink registration'; names are ours): the
 * business registers a phone number so senders on PesaLink can pay it by phone into its bank
 * account on file. The bank rail offers no registration call, so this is our own directory: the
 * PesaLink rail's phone lookup should consult `pesalinkNameForPhone` first (docs/areas/topup.md).
 */
async function registrationOf(db: Kysely<Database>, merchantId: string) {
  const [merchant, reg, mobiles] = await Promise.all([
    db
      .selectFrom('merchants')
      .leftJoin('persons', 'persons.id', 'merchants.owner_person_id')
      .select(['merchants.bank_name', 'merchants.bank_account_no', 'merchants.bank_account_name', 'merchants.name', 'persons.phone as owner_phone'])
      .where('merchants.id', '=', merchantId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('pesalink_registrations').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst(),
    db.selectFrom('payment_mobiles').select('phone').where('merchant_id', '=', merchantId).orderBy('created_at', 'asc').limit(50).execute(),
  ]);
  const phones = [...new Set([merchant.owner_phone, ...mobiles.map((m) => m.phone)].filter((p): p is string => Boolean(p)))];
  const bankAccount =
    merchant.bank_name && merchant.bank_account_no
      ? { bankName: merchant.bank_name, accountNo: merchant.bank_account_no, accountName: merchant.bank_account_name ?? merchant.name }
      : null;
  const registered = reg?.status === 'R';
  return {
    status: registered ? ('R' as const) : ('N' as const),
    mblNo: registered ? reg.phone : null,
    bankName: registered ? reg.bank_name : null,
    accountNo: registered ? reg.account_no : null,
    accountName: registered ? reg.account_name : null,
    registeredAt: registered && reg.registered_at ? toNairobi14(reg.registered_at) : null,
    bankAccount,
    phones,
  };
}

/** The business name a PesaLink phone is registered to here, for the rail's phone lookup; null when none. */
export async function pesalinkNameForPhone(db: Kysely<Database>, phone: string): Promise<string | null> {
  const row = await db
    .selectFrom('pesalink_registrations')
    .innerJoin('merchants', 'merchants.id', 'pesalink_registrations.merchant_id')
    .select(['pesalink_registrations.account_name', 'merchants.name'])
    .where('pesalink_registrations.phone', '=', phone)
    .where('pesalink_registrations.status', '=', 'R')
    .executeTakeFirst();
  return row ? (row.account_name ?? row.name) : null;
}

export const pesalinkActions = [
  sessionAction(QueryPesalinkRegistration, PESALINK, async (_input, ctx) => registrationOf(ctx.db, ctx.session.merchantId)),

  sessionAction(RegisterPesalink, PESALINK, async (input, ctx) => {
    const phone = normalizePhone(input.mblNo);
    if (!phone) throw fieldError(ctx.locale, 'mblNo', 'PHONE_FORMAT');
    const merchantId = ctx.session.merchantId;
    const current = await registrationOf(ctx.db, merchantId);
    if (!current.bankAccount) throw new BizError('MMCP4110');
    if (!current.phones.includes(phone)) throw new BizError('MMCP4113', {}, { field: 'mblNo' });
    if (current.status === 'R' && current.mblNo === phone) throw new BizError('MMCP4114', {}, { field: 'mblNo' });
    const taken = await ctx.db
      .selectFrom('pesalink_registrations')
      .select('merchant_id')
      .where('phone', '=', phone)
      .where('status', '=', 'R')
      .where('merchant_id', '!=', merchantId)
      .executeTakeFirst();
    if (taken) throw new BizError('MMCP4111', {}, { field: 'mblNo' });
    const purpose = `pesalink:register:${phone}`;
    if (!input.authTxCode) {
      const authTxCode = await createPinAuthorization(ctx.db, { personId: ctx.session.personId, merchantId, purpose, amount: null, needOtp: false });
      return { step: 'AUTHORIZE' as const, authTxCode, registration: null };
    }
    const spent = await consumePinAuthorization(ctx.db, input.authTxCode, ctx.session.personId, merchantId);
    if (spent.purpose !== purpose) throw new BizError('MMCP2060');
    const now = nowIso();
    const values = {
      phone,
      bank_name: current.bankAccount.bankName,
      account_no: current.bankAccount.accountNo,
      account_name: current.bankAccount.accountName,
      status: 'R',
      registered_at: now,
      updated_at: now,
    };
    const updated = await ctx.db.updateTable('pesalink_registrations').set(values).where('merchant_id', '=', merchantId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await ctx.db.insertInto('pesalink_registrations').values({ merchant_id: merchantId, ...values }).execute();
    await ctx.audit({ event: 'PESALINK_REGISTRATION', detail: { code: 'AUDIT_PESALINK_REGISTER', params: { phone: displayPhone(phone), bank: current.bankAccount.bankName, accountNo: current.bankAccount.accountNo } } });
    return { step: 'DONE' as const, authTxCode: null, registration: await registrationOf(ctx.db, merchantId) };
  }),

  sessionAction(DeregisterPesalink, PESALINK, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const current = await registrationOf(ctx.db, merchantId);
    if (current.status !== 'R') throw new BizError('MMCP4112');
    const purpose = `pesalink:deregister:${current.mblNo}`;
    if (!input.authTxCode) {
      const authTxCode = await createPinAuthorization(ctx.db, { personId: ctx.session.personId, merchantId, purpose, amount: null, needOtp: false });
      return { step: 'AUTHORIZE' as const, authTxCode, registration: null };
    }
    const spent = await consumePinAuthorization(ctx.db, input.authTxCode, ctx.session.personId, merchantId);
    if (spent.purpose !== purpose) throw new BizError('MMCP2060');
    await ctx.db.updateTable('pesalink_registrations').set({ status: 'N', updated_at: nowIso() }).where('merchant_id', '=', merchantId).execute();
    await ctx.audit({ event: 'PESALINK_REGISTRATION', detail: { code: 'AUDIT_PESALINK_DEREGISTER', params: { phone: displayPhone(current.mblNo ?? '') } } });
    return { step: 'DONE' as const, authTxCode: null, registration: await registrationOf(ctx.db, merchantId) };
  }),
];
