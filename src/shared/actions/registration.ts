import { z } from 'zod';
import { idNoRule, idTypeSchema, personNameRule } from '../rules/identity';
import { ruleMessage } from '../rules/message';
import { contract, yn } from './contract';
import { sealedSecret } from './identity';

/**
 * Registration up to a verified owner without a business (spec 000 sections 2 and 7):
 * CheckUserSignUp, a code (UnLoginSendOtp/UnLoginCheckOtp, business type 01), then a registration
 * token that carries the person through personal information, password and PIN.
 */
export const registerStep = z.enum(['PERSON_INFO', 'PASSWORD', 'PIN', 'DONE']);
export type RegisterStep = z.infer<typeof registerStep>;

export const CheckUserSignUp = contract(
  'CheckUserSignUp',
  z.object({
    countryCode: z.literal('254').default('254'),
    userId: z.string().trim().min(1, ruleMessage('REQUIRED')).max(120),
    /** S: a staff username, checked by the add staff form (URMP8037 when taken). */
    userIdType: z.enum(['P', 'E', 'S']),
  }),
  /** isSignUp 'Y': the id is free to register; 'N': already registered, with the message. */
  z.object({ isSignUp: yn, isRegisteredMsg: z.string() }),
);

const registerToken = z.string().min(20, ruleMessage('REQUIRED')).max(100);

export const GetRegisterSessionToken = contract(
  'GetRegisterSessionToken',
  z
    .object({ ticket: z.string().max(100).optional(), registerToken: registerToken.optional() })
    .refine((v) => v.ticket || v.registerToken, { message: ruleMessage('REQUIRED'), path: ['ticket'] }),
  z.object({
    registerToken: z.string(),
    /** The step the person is at: the screen to resume on. */
    step: registerStep,
    userIdType: z.enum(['P', 'E']),
    maskedUserId: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
);

export const CheckIdNoIsUse = contract(
  'CheckIdNoIsUse',
  z.object({ registerToken, idType: idTypeSchema, idNo: idNoRule }),
  z.object({ isUse: yn }),
);

export const UpdatePersonInfo = contract(
  'UpdatePersonInfo',
  z.object({ registerToken, firstName: personNameRule, lastName: personNameRule, idType: idTypeSchema, idNo: idNoRule }),
  z.object({ step: registerStep }),
);

/** passwordType 1 sets the login password, 0 the payment PIN (spec 000 enumerations). */
export const SetUpOwnerPassword = contract(
  'SetUpOwnerPassword',
  z.object({ registerToken, password: sealedSecret, passwordType: z.enum(['0', '1']) }),
  z.object({
    step: registerStep,
    loginInfo: z
      .object({ userNo: z.string(), userIdType: z.enum(['P', 'E']), merchantId: z.string().nullable(), expiresAt: z.string() })
      .nullable(),
  }),
);
