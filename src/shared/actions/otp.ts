import { z } from 'zod';
import { ruleMessage } from '../rules/message';
import { contract } from './contract';

/** One-time codes (spec 000 sections 4, 5, 7 and 8). `jrnNo` names one sent code. */

export const otpCode = z.string().regex(/^\d{4}$/, ruleMessage('OTP_FORMAT'));

/** Business types a person may ask for before signing in. */
export const unloginOtpType = z.enum(['01', '02', '17']);
export const otpBusinessType = z.enum(['01', '02', '03', '09', '11', '12', '13', '16', '17', '18']);

const sent = z.object({ jrnNo: z.string(), resendAfter: z.number().int(), maskedTo: z.string() });

export const UnLoginSendOtp = contract(
  'UnLoginSendOtp',
  z.object({
    businessType: unloginOtpType,
    userId: z.string().trim().min(1, ruleMessage('REQUIRED')).max(120),
    userIdType: z.enum(['P', 'E']),
    countryCode: z.literal('254').default('254'),
  }),
  sent,
);

export const UnLoginCheckOtp = contract(
  'UnLoginCheckOtp',
  z.object({ businessType: unloginOtpType, jrnNo: z.string().min(1, ruleMessage('REQUIRED')).max(64), otp: otpCode }),
  z.object({ ticket: z.string() }),
);
