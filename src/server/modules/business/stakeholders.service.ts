import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { stakeholderInput } from '../../../shared/actions/business';
import { DESIGNATIONS } from '../../../shared/dict/business';
import { normalizePhone } from '../../../shared/rules/identity';
import type { Database } from '../../db/schema';
import { isoAfter, newId, nowIso } from '../../db/util';
import type { BaseContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { sendMessage } from '../../rails/messaging';
import { newInviteCode } from './business.queries';

export const INVITE_TTL_MS = 7 * 24 * 3600_000;

/** Records a stakeholder and sends them their 8-digit invitation code by SMS or e-mail. */
export async function inviteStakeholder(
  ctx: Pick<BaseContext, 'db'>,
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
  await sendInvitation(ctx.db, { phone, email, firstName: s.firstName, designation: s.designation, code, businessName, inviterName });
  return id;
}

export async function sendInvitation(
  db: Kysely<Database>,
  v: { phone: string | null; email: string | null; firstName: string; designation: string; code: string; businessName: string; inviterName: string },
): Promise<void> {
  const role = DESIGNATIONS[v.designation as keyof typeof DESIGNATIONS] ?? 'Stakeholder';
  const body = `Hello ${v.firstName}, ${v.inviterName} invited you to join ${v.businessName} on Biashara as ${role}. Your invitation code is ${v.code} (valid 7 days). Register or sign in, then choose Join a business.`;
  await sendMessage(db, {
    channel: v.phone ? 'sms' : 'email',
    recipient: v.phone ?? v.email ?? '',
    subject: v.phone ? undefined : `Join ${v.businessName} on Biashara`,
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
