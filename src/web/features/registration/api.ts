import { useQuery } from '@tanstack/react-query';
import {
  CheckIdNoIsUse,
  CheckUserSignUp,
  GetRegisterSessionToken,
  SetUpOwnerPassword,
  UpdatePersonInfo,
} from '../../../shared/actions/registration';
import { callAction } from '../../api/client';
import { withSealedSecret } from '../../api/secrets';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../api/storage';
import type { ContactId } from '../identity/api';

/**
 * Registration (src/shared/actions/registration.ts): the sign-up check, the registration token
 * kept on this browser so that leaving and coming back resumes at the right step, and the steps.
 * Refusals are shown by the screens (hideError).
 */
const QUIET = { hideError: true } as const;

export const registrationKeys = {
  all: ['registration'] as const,
  session: (token: string | null) => [...registrationKeys.all, 'session', token] as const,
};

export function readRegisterToken(): string | null {
  return readLocal(STORAGE_KEYS.registerToken);
}

export function saveRegisterToken(token: string | null): void {
  writeLocal(STORAGE_KEYS.registerToken, token);
}

export function checkSignUp(contact: ContactId) {
  return callAction(CheckUserSignUp, { countryCode: '254', ...contact }, QUIET);
}

/** The ticket of the verified code becomes the registration token, kept on this browser. */
export async function startRegistration(ticket: string) {
  const session = await callAction(GetRegisterSessionToken, { ticket }, QUIET);
  saveRegisterToken(session.registerToken);
  return session;
}

/** Where the registration kept on this browser stands (MMCP1027 when it expired or is unknown). */
export function useRegistrationSession(token: string | null) {
  return useQuery({
    queryKey: registrationKeys.session(token),
    queryFn: () => callAction(GetRegisterSessionToken, { registerToken: token! }, QUIET),
    enabled: token !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export function isIdNoInUse(registerToken: string, idType: '01' | '00', idNo: string) {
  return callAction(CheckIdNoIsUse, { registerToken, idType, idNo }, { silent: true });
}

export interface PersonInfo {
  firstName: string;
  lastName: string;
  idType: '01' | '00';
  idNo: string;
}

export function savePersonInfo(registerToken: string, info: PersonInfo) {
  return callAction(UpdatePersonInfo, { registerToken, ...info }, QUIET);
}

/** passwordType '1' the login password, '0' the PIN (which completes the registration). */
export function setOwnerSecret(registerToken: string, passwordType: '0' | '1', secret: string) {
  return withSealedSecret(
    secret,
    (password) => callAction(SetUpOwnerPassword, { registerToken, password, passwordType }, QUIET),
    QUIET,
  );
}
