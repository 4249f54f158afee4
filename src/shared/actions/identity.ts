import { z } from 'zod';
import { loginPasswordRule, userIdTypeSchema } from '../rules/identity';
import { ruleMessage } from '../rules/message';
import { contract, empty, yn } from './contract';

/** Keys, randoms, sign-in and who-am-I (spec 000 section 7, docs/protocol.md). */

export const QryPubKey = contract(
  'QryPubKey',
  z.object({ controlTyp: z.string().optional(), businessType: z.string().optional() }),
  z.object({ isEncrypt: z.boolean(), messPubKey: z.string(), keyId: z.string() }),
);

export const QryEncryptionkey = contract(
  'QryEncryptionkey',
  empty,
  z.object({ pwdPubKey: z.string(), keyId: z.string() }),
);

export const QryRandomNo = contract('QryRandomNo', empty, z.object({ randomNo: z.string() }));

/** An encrypted secret as sent by the browser: base64 of the RSA-OAEP ciphertext. */
export const sealedSecret = z.string().min(16, ruleMessage('REQUIRED')).max(2048);

export const MerchantLogin = contract(
  'MerchantLogin',
  z.object({
    userId: z.string().trim().min(1, ruleMessage('REQUIRED')).max(120),
    userIdType: userIdTypeSchema,
    password: sealedSecret,
    /** The second call on a device the account does not trust yet: the code sent after the first. */
    otpJrnNo: z.string().max(64).optional(),
    otp: z.string().regex(/^\d{4}$/, ruleMessage('OTP_FORMAT')).optional(),
  }),
  z.object({
    loginInfo: z.object({
      userNo: z.string(),
      userIdType: userIdTypeSchema,
      merchantId: z.string().nullable(),
      storeId: z.string().nullable(),
      expiresAt: z.string(),
    }),
  }),
);

/** Not for the wire: the plain login form as the browser validates it before encrypting. */
export const loginForm = z.object({
  userId: z.string().trim().min(1, ruleMessage('REQUIRED')),
  password: loginPasswordRule,
});

export const LoginOut = contract('LoginOut', empty, empty);

export const QryUserInformation = contract(
  'QryUserInformation',
  empty,
  z.object({
    userNo: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    userIdType: userIdTypeSchema,
    merchantOwnerNo: z.string(),
    mblNoPlain: z.string().nullable(),
    email: z.string().nullable(),
    username: z.string().nullable(),
    idUploadFlag: yn,
    businessSetupStatus: yn,
    /** Y while a paid plan runs: the subscription-gated entries (spec 000 section 4). */
    planFlag: yn,
    /** The plan in force (BASIC once chosen); null while the business has chosen none: the portal asks it to. */
    planCode: z.string().nullable(),
    roleId: z.string(),
    roleName: z.string(),
    designation: z.string().nullable(),
    lastLoginAt: z.string().nullable(),
    /** The provider's staff: SUPPORT for a support agent (docs/areas/help.md); absent for merchants' people. */
    platformRole: z.string().nullable().optional(),
    /** Y while the person signs in with a password someone else set (a staff invitation or reset): the portal asks them to choose their own. */
    tempPassword: yn.optional(),
  }),
);

export const storeSummary = z.object({
  storeId: z.string(),
  storeName: z.string(),
  headOffFlg: yn,
  /** Storefront status: '1' open, '0' closed. */
  mshpSts: z.enum(['0', '1']),
  /** N normal/open, C suspended/closed, Y main store. */
  storeStatus: z.enum(['N', 'C', 'Y']),
  pushFlg: z.enum(['Y', 'N', 'R']),
  address: z.string().nullable(),
  createdAt: z.string(),
});
export type StoreSummary = z.infer<typeof storeSummary>;

export const QueryMercInfo = contract(
  'QueryMercInfo',
  empty,
  z.object({
    mercId: z.string(),
    mercName: z.string(),
    mercAbbr: z.string(),
    /** Business type: 0 sole unregistered, 1 sole registered, 2 partnership, 3 LLC. */
    merchantType: z.enum(['0', '1', '2', '3']),
    businessSetupStatus: yn,
    idUploadFlag: yn,
    kycLevel: z.enum(['00', '01', '02']),
    kycSts: z.enum(['00', '01', '02']),
    planFlag: yn,
    planName: z.string().nullable(),
    mainFlag: yn,
    currentStore: storeSummary.nullable(),
  }),
);

export const funcEntry = z.object({ funcNo: z.string(), funcNm: z.string() });

export const QryMerRolFuncList = contract(
  'QryMerRolFuncList',
  empty,
  z.object({
    roleId: z.string(),
    roleName: z.string(),
    merRolFuncList: z.array(funcEntry),
  }),
);
