import { describe, expect, it } from 'vitest';
import { canMoveTicket } from '../dict/help';
import { isCallbackTime, ticketTitleRule } from './help';

describe('ticket transitions', () => {
  it('takes an unresolved ticket, answers one in progress, and cancels either', () => {
    expect(canMoveTicket('0', '2')).toBe(true);
    expect(canMoveTicket('0', '3')).toBe(true);
    expect(canMoveTicket('2', '1')).toBe(true);
    expect(canMoveTicket('2', '3')).toBe(true);
  });

  it('never moves an addressed or cancelled ticket, nor skips taking it', () => {
    expect(canMoveTicket('0', '1')).toBe(false);
    expect(canMoveTicket('1', '3')).toBe(false);
    expect(canMoveTicket('3', '2')).toBe(false);
    expect(canMoveTicket('9', '2')).toBe(false);
  });
});

describe('the preferred call-back time', () => {
  const now = Date.parse('2026-11-21T09:00:00Z');
  it('is after now and within 30 days', () => {
    expect(isCallbackTime('2026-11-21T10:00:00Z', now)).toBe(true);
    expect(isCallbackTime('2026-12-21T09:00:00Z', now)).toBe(true);
    expect(isCallbackTime('2026-12-21T09:00:01Z', now)).toBe(false);
    expect(isCallbackTime('2026-11-21T08:59:00Z', now)).toBe(false);
    expect(isCallbackTime('tomorrow', now)).toBe(false);
  });
});

describe('the ticket title', () => {
  it('names the rule it breaks', () => {
    expect(ticketTitleRule.safeParse('').error?.issues[0]?.message).toBe('REQUIRED');
    expect(ticketTitleRule.safeParse('abc').error?.issues[0]?.message).toBe('MIN_LENGTH|{"min":4}');
    expect(ticketTitleRule.safeParse('  Payment missing  ').data).toBe('Payment missing');
  });
});
