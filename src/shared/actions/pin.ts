import { z } from 'zod';
import { ruleMessage } from '../rules/message';
import { contract } from './contract';
import { sealedSecret } from './identity';

/**
 * PIN verification of a money order (spec 000 section 4): the order is created first with an
 * `authTxCode`; the PIN (and, for 3D certification, a code of business type 18) authorizes that one
 * order once; the pay step consumes it.
 */
export const VerifyPasscodeTrans = contract(
  'VerifyPasscodeTrans',
  z.object({
    authTxCode: z.string().min(1, ruleMessage('REQUIRED')).max(64),
    passcode: sealedSecret,
    /** The order's details as the browser showed them, base64; kept with the authorization. */
    signData: z.string().max(4096).optional(),
    otpJrnNo: z.string().max(64).optional(),
    otp: z.string().regex(/^\d{4}$/, ruleMessage('OTP_FORMAT')).optional(),
  }),
  z.object({ authTxCode: z.string(), leftTryTimes: z.number().int() }),
);
