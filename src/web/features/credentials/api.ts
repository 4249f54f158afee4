import {
  CheckOtp,
  MerchantCheckPassword,
  MerchantModifyPassword,
  ModifyPasswordRiskCheck,
  ResetPassword,
  SendOtp,
} from '../../../shared/actions/credentials';
import type { otpBusinessType } from '../../../shared/actions/otp';
import type { z } from 'zod';
import { callAction } from '../../api/client';
import { withSealedSecret, withSealedSecrets } from '../../api/secrets';

/**
 * Passwords and PINs (src/shared/actions/credentials.ts). passwordType '1' is the login password,
 * '0' the payment PIN. Every call here hides the server's toast: the screens show refusals on
 * their fields, with the attempts left.
 */
export type SecretType = '0' | '1';
type OtpBusinessType = z.infer<typeof otpBusinessType>;

const QUIET = { hideError: true } as const;

/** Whether one more password change is allowed today (risk control). */
export function passwordRiskCheck() {
  return callAction(ModifyPasswordRiskCheck, { updateContentFlag: 'P' }, QUIET);
}

/** Old and new secret, each sealed under its own fresh random. */
export function changeSecret(passwordType: SecretType, oldSecret: string, newSecret: string) {
  return withSealedSecrets(
    [oldSecret, newSecret],
    ([oldPassword, newPassword]) =>
      callAction(
        MerchantModifyPassword,
        { passwordType, oldPassword: oldPassword!, newPassword: newPassword! },
        QUIET,
      ),
    QUIET,
  );
}

/** The signed-in person's own login password or PIN, checked (answers the attempts left). */
export function checkOwnSecret(passwordType: SecretType, secret: string) {
  return withSealedSecret(
    secret,
    (password) => callAction(MerchantCheckPassword, { passwordType, password }, QUIET),
    QUIET,
  );
}

/** A code to the signed-in person's own phone (or e-mail when they have none). */
export function sendOwnCode(businessType: OtpBusinessType) {
  return callAction(SendOtp, { businessType }, QUIET);
}

export function checkOwnCode(businessType: OtpBusinessType, jrnNo: string, otp: string) {
  return callAction(CheckOtp, { businessType, jrnNo, otp }, QUIET);
}

export interface ResetInput {
  userId: string;
  userIdType: 'P' | 'E';
  passwordType: SecretType;
  secret: string;
  /** From the verified code: business type 02 for the password, 03 for the PIN. */
  ticket: string;
}

/** Forgot password or PIN: the new secret with the ticket of a verified code. */
export function resetSecret({ secret, ...input }: ResetInput) {
  return withSealedSecret(
    secret,
    (password) => callAction(ResetPassword, { ...input, countryCode: '254', password }, QUIET),
    QUIET,
  );
}
