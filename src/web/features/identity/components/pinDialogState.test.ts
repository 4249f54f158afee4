import { describe, expect, it } from 'vitest';
import { ActionError } from '../../../api/errors';
import { initialPinDialogState, pinDialogReducer, pinOutcome, type PinOutcome } from './pinDialogState';

function refused(code: string, extra: Record<string, unknown> = {}) {
  return new ActionError({
    action: 'VerifyPasscodeTrans',
    code,
    message: `text of ${code}`,
    kind: 'business',
    envelope: { rspMsgCd: code, rspMsgInf: `text of ${code}`, ...extra },
  });
}

function stateAfter(...outcomes: PinOutcome[]) {
  return outcomes.reduce(
    (state, outcome) =>
      pinDialogReducer(pinDialogReducer(state, { type: 'submit' }), { type: 'outcome', outcome }),
    initialPinDialogState,
  );
}

describe('pinOutcome', () => {
  it('reads a wrong PIN with the attempts left', () => {
    expect(pinOutcome(refused('MMCP2007', { leftTryTimes: 2 }))).toEqual({ kind: 'wrongPin', left: 2 });
  });

  it('reads the run-out code', () => {
    expect(pinOutcome(refused('MMCP2050', { leftTryTimes: 0 }))).toEqual({ kind: 'runOut' });
  });

  it('reads the 3D-certification code with where it went', () => {
    expect(pinOutcome(refused('MMCP2061', { needOtp: 'Y', jrnNo: 'j1', maskedTo: '+254 *** *** 678' }))).toEqual({
      kind: 'needOtp',
      sent: { jrnNo: 'j1', maskedTo: '+254 *** *** 678' },
    });
  });

  it('reads an expired authorization', () => {
    expect(pinOutcome(refused('MMCP2060'))).toEqual({ kind: 'expired', message: 'text of MMCP2060' });
  });

  it('reads anything else as a failure for the caller', () => {
    expect(pinOutcome(refused('MMCP0500'))).toEqual({ kind: 'failed', code: 'MMCP0500', message: 'text of MMCP0500' });
  });
});

describe('the PIN dialog', () => {
  it('is busy while the PIN is checked', () => {
    expect(pinDialogReducer(initialPinDialogState, { type: 'submit' }).busy).toBe(true);
  });

  it('ends authorized on a right PIN', () => {
    expect(stateAfter({ kind: 'authorized' })).toMatchObject({ ended: 'authorized', busy: false });
  });

  it('stays on the PIN with the attempts left after a wrong one', () => {
    expect(stateAfter({ kind: 'wrongPin', left: 1 })).toMatchObject({
      step: 'pin',
      wrongPin: true,
      wrongPinLeft: 1,
      ended: null,
    });
  });

  it('ends run out, to offer the PIN reset', () => {
    expect(stateAfter({ kind: 'wrongPin', left: 1 }, { kind: 'runOut' }).ended).toBe('runOut');
  });

  it('moves to the code step for 3D certification', () => {
    const sent = { jrnNo: 'j1', maskedTo: 'x' };
    expect(stateAfter({ kind: 'needOtp', sent })).toMatchObject({ step: 'otp', sent, wrongPin: false });
  });

  it('ends authorized after the code', () => {
    const sent = { jrnNo: 'j1', maskedTo: 'x' };
    expect(stateAfter({ kind: 'needOtp', sent }, { kind: 'authorized' }).ended).toBe('authorized');
  });

  it('ends expired with the message', () => {
    expect(stateAfter({ kind: 'expired', message: 'gone' })).toMatchObject({ ended: 'expired', endMessage: 'gone' });
  });

  it('shows any other failure and lets the person try again', () => {
    expect(stateAfter({ kind: 'failed', code: 'NETWORK', message: 'offline' })).toMatchObject({
      error: 'offline',
      busy: false,
      ended: null,
    });
  });

  it('goes back from the code step to the PIN', () => {
    const state = stateAfter({ kind: 'needOtp', sent: { jrnNo: 'j', maskedTo: 'x' } });
    expect(pinDialogReducer(state, { type: 'backToPin' })).toMatchObject({ step: 'pin', sent: null });
  });
});
