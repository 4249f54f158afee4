import { z } from 'zod';
import { ruleMessage } from '../rules/message';
import { contract, yn } from './contract';
import { sealedSecret } from './identity';
import { otpBusinessType, otpCode } from './otp';

/**
 * Passwords and PINs after registration (spec 000 sections 2, 3, 4, 5, 7 and 8).
 * passwordType: 1 the login password, 0 the payment PIN.
 */
export const passwordType = z.enum(['0', '1']);

/** Forgot password or forgot PIN: the new secret, with the ticket of a verified code (02 or 03). */
export const ResetPassword = contract(
  'ResetPassword',
  z.object({
    countryCode: z.literal('254').default('254'),
    userId: z.string().trim().min(1, ruleMessage('REQUIRED')).max(120),
    userIdType: z.enum(['P', 'E']),
    passwordType,
    password: sealedSecret,
    ticket: z.string().min(20, ruleMessage('REQUIRED')).max(100),
  }),
  z.object({}),
);

/** Checks the signed-in person's login password or PIN; answers the attempts left. */
export const MerchantCheckPassword = contract(
  'MerchantCheckPassword',
  z.object({ passwordType, password: sealedSecret }),
  z.object({ leftTryTimes: z.number().int() }),
);

export const MerchantModifyPassword = contract(
  'MerchantModifyPassword',
  z.object({ passwordType: passwordType.default('1'), oldPassword: sealedSecret, newPassword: sealedSecret }),
  z.object({}),
);

/** Whether one more change is allowed today (updateContentFlag P: password). */
export const ModifyPasswordRiskCheck = contract(
  'ModifyPasswordRiskCheck',
  z.object({
    userId: z.string().max(120).optional(),
    userIdType: z.enum(['P', 'E', 'S']).optional(),
    updateContentFlag: z.enum(['P']).default('P'),
  }),
  z.object({ allowed: yn, changesLeft: z.number().int() }),
);

/** Codes for a signed-in person, sent to their own phone (or e-mail when they have no phone). */
export const SendOtp = contract(
  'SendOtp',
  z.object({ businessType: otpBusinessType }),
  z.object({ jrnNo: z.string(), resendAfter: z.number().int(), maskedTo: z.string() }),
);

export const CheckOtp = contract(
  'CheckOtp',
  z.object({ businessType: otpBusinessType, jrnNo: z.string().min(1, ruleMessage('REQUIRED')).max(64), otp: otpCode }),
  z.object({ ticket: z.string() }),
);
