import { useMutation } from '@tanstack/react-query';
import { MerchantLogin } from '../../../shared/actions/identity';
import { UnLoginCheckOtp, UnLoginSendOtp } from '../../../shared/actions/otp';
import { guessUserIdType, normalizePhone } from '../../../shared/rules/identity';
import { callAction } from '../../api/client';
import { withSealedSecret } from '../../api/secrets';
import { loadSessionData } from '../../app/session/loadSession';

export interface LoginValues {
  userId: string;
  password: string;
}

/** The code a device the account does not trust yet must give (business type 17). */
export interface DeviceCode {
  otpJrnNo: string;
  otp: string;
}

/** MerchantLogin's answer for a device the account does not trust yet: a code was sent. */
export const DEVICE_CODE_CODE = 'MMCP1050';

/** The one login field as the wire wants it: phone numbers as 254 + 9 digits. */
export function loginIdentity(raw: string) {
  const value = raw.trim();
  const userIdType = guessUserIdType(value);
  const userId = userIdType === 'P' ? (normalizePhone(value) ?? value) : value;
  return { userId, userIdType };
}

/**
 * Sign-in: the password sealed under a fresh random, MerchantLogin (the token arrives in the
 * response header and the action client keeps it), then everything the shell needs.
 * Refusals reject with the ActionError; the page shows them itself.
 */
export async function login(values: LoginValues, code?: DeviceCode): Promise<void> {
  const identity = loginIdentity(values.userId);
  const { loginInfo } = await withSealedSecret(
    values.password,
    (password) => callAction(MerchantLogin, { ...identity, password, ...code }, { hideError: true }),
    { hideError: true },
  );
  // merchantId null: registered, no business yet; only who they are is loaded.
  await loadSessionData({}, { hasBusiness: loginInfo.merchantId !== null });
}

export function useLogin() {
  return useMutation({
    mutationFn: ({ values, code }: { values: LoginValues; code?: DeviceCode }) => login(values, code),
  });
}

/** Codes before sign-in: 01 register, 02 forgot password (spec 000 section 3). */
export type PublicCodeType = '01' | '02';

/** A phone (254 + 9 digits) or an e-mail address, as the sign-up and reset forms send them. */
export interface ContactId {
  userId: string;
  userIdType: 'P' | 'E';
}

/** Sends a code before sign-in; the screens show refusals themselves. */
export function sendPublicCode(businessType: PublicCodeType, contact: ContactId) {
  return callAction(UnLoginSendOtp, { businessType, countryCode: '254', ...contact }, { hideError: true });
}

/** Checks a code sent before sign-in; answers the ticket of the flow's next step. */
export function checkPublicCode(businessType: PublicCodeType, jrnNo: string, otp: string) {
  return callAction(UnLoginCheckOtp, { businessType, jrnNo, otp }, { hideError: true });
}
