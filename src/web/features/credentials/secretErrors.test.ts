import { describe, expect, it } from 'vitest';
import { ActionError } from '../../api/errors';
import { secretProblem } from './secretErrors';

function refused(code: string, message: string, extra: Record<string, unknown> = {}) {
  return new ActionError({
    action: 'MerchantModifyPassword',
    code,
    message,
    kind: 'business',
    envelope: { rspMsgCd: code, rspMsgInf: message, ...extra },
  });
}

describe('secretProblem (spec 000 section 8)', () => {
  it('says try again with two password chances left', () => {
    expect(secretProblem(refused('MMCP1042', 'Password is wrong', { leftTryTimes: 2 }))).toEqual({
      kind: 'current',
      text: 'You have supplied an error Password, Try again',
    });
  });

  it('warns of the last password chance', () => {
    expect(secretProblem(refused('MMCP1042', 'Password is wrong', { leftTryTimes: 1 }))).toEqual({
      kind: 'current',
      text: 'Error Password, One last chance is left',
    });
  });

  it('logs out when the password chances have run out', () => {
    expect(secretProblem(refused('MMCP1042', 'Password is wrong', { leftTryTimes: 0 }))).toEqual({
      kind: 'chanceRunOut',
      text: 'Your chance has run out, you will be logged out in a few seconds',
    });
  });

  it('shows the 24-hour lock on the password field', () => {
    const text = 'Your chance has run out, please try again after 24 hours.';
    expect(secretProblem(refused('MMCP1003', text, { leftTryTimes: 0 }))).toEqual({ kind: 'current', text });
  });

  it('asks for the correct PIN with the attempts left', () => {
    expect(secretProblem(refused('MMCP2007', 'Please enter the correct PIN', { leftTryTimes: 2 }))).toEqual({
      kind: 'current',
      text: 'Please enter the correct PIN (2 attempts left)',
    });
  });

  it('offers the PIN reset when the PIN attempts have run out', () => {
    expect(secretProblem(refused('MMCP2050', 'x', { leftTryTimes: 0 })).kind).toBe('pinRunOut');
  });

  it('puts a new secret equal to the old one on the new field', () => {
    expect(secretProblem(refused('MMCP1044', 'The new PIN cannot be the same as the old PIN'))).toEqual({
      kind: 'new',
      text: 'The new PIN cannot be the same as the old PIN',
    });
    expect(secretProblem(refused('MMCP1041', "The new password can't be the same as the old")).kind).toBe('new');
  });

  it('shows anything else as the server said it', () => {
    expect(secretProblem(refused('MMCP1043', 'The number of password changes exceeds the risk control'))).toEqual({
      kind: 'message',
      text: 'The number of password changes exceeds the risk control',
    });
  });
});
