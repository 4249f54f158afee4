/** Spec 000 sections 4 and 9: after a send, resend waits 60 s. */
export const RESEND_SECONDS = 60;

/** Where a code went: what every send action answers (UnLoginSendOtp, SendOtp, ChangeEmail...). */
export interface OtpSent {
  jrnNo: string;
  maskedTo: string;
  resendAfter?: number | null;
}

/**
 * The OTP dialog's send state (spec 000 section 4): idle, then sending, then counting down after
 * a send (resend disabled), then ready (resend allowed). A failed send is ready at once.
 */
export type OtpPhase = 'idle' | 'sending' | 'counting' | 'ready';

export interface OtpCountdownState {
  phase: OtpPhase;
  /** Seconds until resend is allowed; 0 unless counting. */
  left: number;
  /** The last code sent, whose jrnNo the check uses. */
  sent: OtpSent | null;
  /** How many codes were sent (a new one starts the code field over). */
  sends: number;
}

export type OtpCountdownEvent =
  | { type: 'send' }
  | { type: 'sent'; sent: OtpSent }
  | { type: 'failed' }
  | { type: 'tick' };

export function initOtpCountdown(sent?: OtpSent | null): OtpCountdownState {
  return sent
    ? { phase: 'counting', left: waitOf(sent), sent, sends: 1 }
    : { phase: 'idle', left: 0, sent: null, sends: 0 };
}

function waitOf(sent: OtpSent): number {
  const wait = sent.resendAfter;
  return typeof wait === 'number' && wait > 0 ? wait : RESEND_SECONDS;
}

export function otpCountdownReducer(
  state: OtpCountdownState,
  event: OtpCountdownEvent,
): OtpCountdownState {
  switch (event.type) {
    case 'send':
      return { ...state, phase: 'sending', left: 0 };
    case 'sent':
      return { phase: 'counting', left: waitOf(event.sent), sent: event.sent, sends: state.sends + 1 };
    case 'failed':
      return { ...state, phase: 'ready', left: 0 };
    case 'tick': {
      if (state.phase !== 'counting') return state;
      const left = state.left - 1;
      return left > 0 ? { ...state, left } : { ...state, phase: 'ready', left: 0 };
    }
  }
}

export function canResend(state: OtpCountdownState): boolean {
  return state.phase === 'ready';
}
