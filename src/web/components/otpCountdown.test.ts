import { describe, expect, it } from 'vitest';
import { canResend, initOtpCountdown, otpCountdownReducer, RESEND_SECONDS } from './otpCountdown';

const sent = { jrnNo: 'j1', maskedTo: '+254 *** *** 678', resendAfter: 60 };

describe('OTP countdown (spec 000 section 4)', () => {
  it('starts idle when no code has been sent', () => {
    const state = initOtpCountdown();
    expect(state.phase).toBe('idle');
    expect(canResend(state)).toBe(false);
  });

  it('counts down 60 s after a send with resend disabled', () => {
    let state = otpCountdownReducer(initOtpCountdown(), { type: 'send' });
    state = otpCountdownReducer(state, { type: 'sent', sent });
    expect(state).toMatchObject({ phase: 'counting', left: RESEND_SECONDS, sent, sends: 1 });
    expect(canResend(state)).toBe(false);
  });

  it('allows resend once the countdown reaches zero', () => {
    let state = initOtpCountdown({ ...sent, resendAfter: 2 });
    state = otpCountdownReducer(state, { type: 'tick' });
    expect(state).toMatchObject({ phase: 'counting', left: 1 });
    state = otpCountdownReducer(state, { type: 'tick' });
    expect(state).toMatchObject({ phase: 'ready', left: 0 });
    expect(canResend(state)).toBe(true);
  });

  it('enables resend at once when a send fails', () => {
    let state = otpCountdownReducer(initOtpCountdown(), { type: 'send' });
    state = otpCountdownReducer(state, { type: 'failed' });
    expect(canResend(state)).toBe(true);
  });

  it('keeps the earlier code when a resend fails', () => {
    let state = otpCountdownReducer(initOtpCountdown({ ...sent, resendAfter: 1 }), { type: 'tick' });
    state = otpCountdownReducer(state, { type: 'send' });
    state = otpCountdownReducer(state, { type: 'failed' });
    expect(state.sent).toEqual({ ...sent, resendAfter: 1 });
  });

  it('uses 60 s when the server gives no wait', () => {
    expect(initOtpCountdown({ jrnNo: 'j', maskedTo: 'x' }).left).toBe(RESEND_SECONDS);
  });

  it('ignores ticks when not counting', () => {
    const state = initOtpCountdown();
    expect(otpCountdownReducer(state, { type: 'tick' })).toBe(state);
  });
});
