import { readJson, STORAGE_KEYS, writeJson } from '../../api/storage';
import type { ContactId } from '../identity/api';

/**
 * The forgot-password flow between its screens (spec 000 section 2: description, code, set
 * password, success): whose password, and the ticket of the verified code (valid 15 minutes,
 * single use). Kept in sessionStorage so that a reload of the last screen keeps working.
 */
export interface PasswordResetFlow extends ContactId {
  ticket: string;
}

function isFlow(v: unknown): v is PasswordResetFlow {
  const f = v as PasswordResetFlow;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof f.userId === 'string' &&
    (f.userIdType === 'P' || f.userIdType === 'E') &&
    typeof f.ticket === 'string'
  );
}

export function readResetFlow(): PasswordResetFlow | null {
  return readJson('session', STORAGE_KEYS.passwordReset, isFlow);
}

export function saveResetFlow(flow: PasswordResetFlow | null): void {
  writeJson('session', STORAGE_KEYS.passwordReset, flow);
}

/** The screens of the flow, for its progress bar. */
export const RESET_PROGRESS = ['description', 'code', 'password', 'success'] as const;
