import { UnLoginCheckOtp, UnLoginSendOtp } from '../../../shared/actions/otp';
import { normalizePhone } from '../../../shared/rules/identity';
import { publicAction } from '../../http/action';
import { BizError, fieldError } from '../../http/errors';
import { checkOtp, type OtpRecipient, sendOtp } from '../../security/otp';
import { findPersonByLogin } from '../identity/identity.queries';

/** Where a code for a phone or e-mail login id goes; refuses ids that are not well formed. */
export function otpRecipient(locale: Parameters<typeof fieldError>[0], userId: string, type: 'P' | 'E'): OtpRecipient {
  if (type === 'P') {
    const phone = normalizePhone(userId);
    if (!phone) throw fieldError(locale, 'userId', 'PHONE_FORMAT');
    return { channel: 'sms', address: phone };
  }
  const email = userId.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) throw fieldError(locale, 'userId', 'EMAIL_FORMAT');
  return { channel: 'email', address: email };
}

export function maskRecipient(address: string): string {
  if (address.includes('@')) {
    const [name = '', domain = ''] = address.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  }
  return `+254 *** *** ${address.slice(-3)}`;
}

export const otpActions = [
  publicAction(UnLoginSendOtp, async (input, ctx) => {
    const to = otpRecipient(ctx.locale, input.userId, input.userIdType);
    const person = await findPersonByLogin(ctx.db, to.address, input.userIdType);
    if (input.businessType === '01' && person) throw new BizError(input.userIdType === 'P' ? 'MMCP1030' : 'MMCP1032');
    if (input.businessType !== '01' && !person) throw new BizError('MMCP1031');
    const { jrnNo, resendAfter } = await sendOtp(ctx, input.businessType, to, person?.id ?? null);
    return { jrnNo, resendAfter, maskedTo: maskRecipient(to.address) };
  }),

  publicAction(UnLoginCheckOtp, async (input, ctx) => {
    const { ticket } = await checkOtp(ctx.db, input.businessType, input.jrnNo, input.otp, { ip: ctx.ip });
    return { ticket };
  }),
];
