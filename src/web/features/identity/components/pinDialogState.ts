import { isActionError } from '../../../api/errors';
import type { OtpSent } from '../../../components/otpCountdown';

/** VerifyPasscodeTrans answers (spec 000 sections 4 and 8, src/shared/actions/pin.ts). */
export const PIN_CODES = {
  wrongPin: 'MMCP2007',
  runOut: 'MMCP2050',
  /** 3D certification: a code was sent; call again with otpJrnNo and otp. */
  needOtp: 'MMCP2061',
  /** The order's authorization expired or was already used. */
  expired: 'MMCP2060',
} as const;

/** What one VerifyPasscodeTrans call came to. */
export type PinOutcome =
  | { kind: 'authorized' }
  | { kind: 'wrongPin'; left: number | null }
  | { kind: 'runOut' }
  | { kind: 'needOtp'; sent: OtpSent }
  | { kind: 'expired'; message: string }
  | { kind: 'failed'; code: string; message: string };

/** Reads a refused VerifyPasscodeTrans. */
export function pinOutcome(error: unknown): PinOutcome {
  if (!isActionError(error)) return { kind: 'failed', code: 'UNKNOWN', message: String(error) };
  switch (error.code) {
    case PIN_CODES.wrongPin:
      return { kind: 'wrongPin', left: error.numberField('leftTryTimes') };
    case PIN_CODES.runOut:
      return { kind: 'runOut' };
    case PIN_CODES.needOtp: {
      const jrnNo = error.envelope?.jrnNo;
      const maskedTo = error.envelope?.maskedTo;
      if (typeof jrnNo === 'string' && typeof maskedTo === 'string') {
        return { kind: 'needOtp', sent: { jrnNo, maskedTo } };
      }
      return { kind: 'failed', code: error.code, message: error.message };
    }
    case PIN_CODES.expired:
      return { kind: 'expired', message: error.message };
    default:
      return { kind: 'failed', code: error.code, message: error.message };
  }
}

/**
 * The PIN dialog (spec 000 section 4, PIN verification flow): the PIN step, then for 3D
 * certification the code step; it ends authorized, run out (offer Reset PIN), or expired.
 */
export interface PinDialogState {
  step: 'pin' | 'otp';
  busy: boolean;
  /** Attempts left after a wrong PIN; null before one. */
  wrongPinLeft: number | null;
  wrongPin: boolean;
  /** A failure to show in the dialog (the caller's onFailed also hears of it). */
  error: string | null;
  sent: OtpSent | null;
  ended: null | 'authorized' | 'runOut' | 'expired';
  /** The text to show when the dialog ended expired. */
  endMessage: string | null;
}

export const initialPinDialogState: PinDialogState = {
  step: 'pin',
  busy: false,
  wrongPinLeft: null,
  wrongPin: false,
  error: null,
  sent: null,
  ended: null,
  endMessage: null,
};

export type PinDialogEvent =
  | { type: 'submit' }
  | { type: 'outcome'; outcome: PinOutcome }
  | { type: 'backToPin' }
  | { type: 'reset' };

export function pinDialogReducer(state: PinDialogState, event: PinDialogEvent): PinDialogState {
  switch (event.type) {
    case 'reset':
      return initialPinDialogState;
    case 'submit':
      return { ...state, busy: true, error: null };
    case 'backToPin':
      return { ...state, step: 'pin', busy: false, sent: null };
    case 'outcome': {
      const { outcome } = event;
      const idle = { ...state, busy: false };
      switch (outcome.kind) {
        case 'authorized':
          return { ...idle, ended: 'authorized' };
        case 'wrongPin':
          return { ...idle, step: 'pin', wrongPin: true, wrongPinLeft: outcome.left, sent: null };
        case 'runOut':
          return { ...idle, ended: 'runOut' };
        case 'needOtp':
          return { ...idle, step: 'otp', wrongPin: false, wrongPinLeft: null, sent: outcome.sent };
        case 'expired':
          return { ...idle, ended: 'expired', endMessage: outcome.message };
        case 'failed':
          return { ...idle, error: outcome.message };
      }
    }
  }
}
