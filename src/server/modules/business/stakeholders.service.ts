import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { stakeholderInput } from '../../../shared/actions/business';
import { DESIGNATIONS, DESIGNATIONS_ZH, type Designation } from '../../../shared/dict/business';
import { type Locale, messageText } from '../../../shared/i18n/messages';
import { normalizePhone } from '../../../shared/rules/identity';
import type { Database } from '../../db/schema';
import { isoAfter, newId, nowIso } from '../../db/util';
import type { BaseContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { sendMessage } from '../../rails/messaging';
import { newInviteCode } from './business.queries';

export const INVITE_TTL_MS = 7 * 24 * 3600_000;

type Invitee = Pick<z.output<typeof stakeholderInput>, 'mblNo' | 'email'>;

/**
 * Why this invitation would be a second one of a person (MMCP3220, on the contact it matched):
 * the owner setting up (`self`), someone already a stakeholder of the business or invited to it,
 * or a member of it. Null when the person is new to the business.
 */
export async function stakeholderConflict(
  db: Kysely<Database>,
  locale: Locale,
  merchantId: string | null,
  s: Invitee,
  self?: { phone: string | null; email: string | null },
): Promise<BizError | null> {
  const phone = s.mblNo ? normalizePhone(s.mblNo) : null;
  const email = s.email ? s.email.toLowerCase() : null;
  const refuse = (field: 'mblNo' | 'email') => new BizError('MMCP3220', {}, {}, [{ field, message: messageText('MMCP3220', locale) }]);
  if (self) {
    if (phone && phone === self.phone) return refuse('mblNo');
    if (email && email === self.email?.toLowerCase()) return refuse('email');
  }
  if (!merchantId) return null;
  for (const [field, value] of [['mblNo', phone], ['email', email]] as const) {
    if (!value) continue;
    const column = field === 'mblNo' ? 'phone' : 'email';
    const listed = await db.selectFrom('stakeholders').select('id').where('merchant_id', '=', merchantId).where('status', '!=', 'D').where(column, '=', value).executeTakeFirst();
    const member = await db
      .selectFrom('memberships as m')
      .innerJoin('persons as p', 'p.id', 'm.person_id')
      .select('m.id')
      .where('m.merchant_id', '=', merchantId)
      .where('m.status', '=', 'A')
      .where(`p.${column}`, '=', value)
      .executeTakeFirst();
    if (listed || member) return refuse(field);
  }
  return null;
}

/** Records a stakeholder and sends them their 8-digit invitation code by SMS or e-mail. */
export async function inviteStakeholder(
  ctx: Pick<BaseContext, 'db' | 'locale'>,
  merchantId: string,
  businessName: string,
  inviterName: string,
  s: z.output<typeof stakeholderInput>,
): Promise<string> {
  const id = newId();
  const code = await newInviteCode(ctx.db);
  const phone = s.mblNo ? normalizePhone(s.mblNo) : null;
  const email = s.email ? s.email.toLowerCase() : null;
  await ctx.db
    .insertInto('stakeholders')
    .values({
      id,
      merchant_id: merchantId,
      person_id: null,
      first_name: s.firstName,
      last_name: s.lastName,
      phone,
      email,
      designation: s.designation,
      invite_code: code,
      invite_expires_at: isoAfter(INVITE_TTL_MS),
      status: 'I',
      created_at: nowIso(),
    })
    .execute();
  await sendInvitation(ctx.db, { phone, email, firstName: s.firstName, designation: s.designation, code, businessName, inviterName, locale: ctx.locale });
  return id;
}

/** The invitation, in the inviter's language (the invited person has none on record yet). */
export async function sendInvitation(
  db: Kysely<Database>,
  v: { phone: string | null; email: string | null; firstName: string; designation: string; code: string; businessName: string; inviterName: string; locale: Locale },
): Promise<void> {
  const names: Record<string, string> = v.locale === 'zh-CN' ? DESIGNATIONS_ZH : DESIGNATIONS;
  const role = names[v.designation as Designation] ?? messageText('MSG_STAKEHOLDER_ROLE', v.locale);
  const body = messageText('MSG_STAKEHOLDER_INVITE', v.locale, { name: v.firstName, inviter: v.inviterName, business: v.businessName, role, code: v.code });
  await sendMessage(db, {
    channel: v.phone ? 'sms' : 'email',
    recipient: v.phone ?? v.email ?? '',
    subject: v.phone ? undefined : messageText('MSG_STAKEHOLDER_INVITE_SUBJECT', v.locale, { business: v.businessName }),
    body,
    purpose: 'invite:stakeholder',
  });
}

/** The invitation a code names, while it is live; 'Invitation code error' otherwise. */
export async function liveInvitation(db: Kysely<Database>, code: string) {
  const stakeholder = await db
    .selectFrom('stakeholders')
    .selectAll()
    .where('invite_code', '=', code)
    .where('status', '=', 'I')
    .where('invite_expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!stakeholder) throw new BizError('MMCP3201');
  const merchant = await db.selectFrom('merchants').selectAll().where('id', '=', stakeholder.merchant_id).executeTakeFirstOrThrow();
  return { stakeholder, merchant };
}
