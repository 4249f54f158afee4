/**
 * The M-PESA simulator's deterministic test numbers (docs/rails.md, 'Test numbers'). The party
 * is the customer's phone (STK push, B2C) or the paybill paid (B2B); amounts are whole KES.
 *
 * | party                       | outcome                                                        |
 * | --------------------------- | -------------------------------------------------------------- |
 * | 254708000001 / 900001       | fails: 1032 Request cancelled by user                          |
 * | 254708000002 / 900002       | fails: 1037 DS timeout user cannot be reached (no response)     |
 * | 254708000003 / 900003       | fails: 1 The balance is insufficient for the transaction       |
 * | 254708000004 / 900004       | accepted, the callback never comes; the status query: success  |
 * | 254708000005 / 900005       | accepted, the callback never comes; the status query: failed   |
 * | 254708000006 / 900006       | the request itself fails with HTTP 503 (RailUnavailable)       |
 * | 254708000007 / 900007       | fails: 2001 The initiator information is invalid (wrong PIN)   |
 * | 254708000008 (STK push)     | refused at once: 500.001.1001 unable to lock subscriber (1001) |
 * | B2C/B2B of exactly KES 1,037| accepted, the callback never comes; the status query: success  |
 * | anything else               | succeeds                                                       |
 */
export type Scenario =
  | { kind: 'result'; resultCode: string; resultDesc: string; callback: boolean }
  | { kind: 'unavailable' }
  | { kind: 'locked' };

export const SUCCESS_DESC = 'The service request is processed successfully.';

const FAILURES: Record<string, { resultCode: string; resultDesc: string }> = {
  '1': { resultCode: '1032', resultDesc: 'Request cancelled by user' },
  '2': { resultCode: '1037', resultDesc: 'DS timeout user cannot be reached' },
  '3': { resultCode: '1', resultDesc: 'The balance is insufficient for the transaction' },
  '5': { resultCode: '1', resultDesc: 'The balance is insufficient for the transaction' },
  '7': { resultCode: '2001', resultDesc: 'The initiator information is invalid.' },
};

/** The magic digit of a party, or null for an ordinary number. */
function magicDigit(party: string): string | null {
  return /^25470800000(\d)$/.exec(party)?.[1] ?? /^90000(\d)$/.exec(party)?.[1] ?? null;
}

export function scenarioFor(party: string, wholeKes: number, kind: 'stk' | 'b2c' | 'b2b'): Scenario {
  const digit = magicDigit(party);
  if (digit === '6') return { kind: 'unavailable' };
  if (digit === '8' && kind === 'stk') return { kind: 'locked' };
  if (digit === '4') return { kind: 'result', resultCode: '0', resultDesc: SUCCESS_DESC, callback: false };
  const failure = digit ? FAILURES[digit] : undefined;
  if (failure) return { kind: 'result', ...failure, callback: digit !== '5' };
  if (kind !== 'stk' && wholeKes === 1037) return { kind: 'result', resultCode: '0', resultDesc: SUCCESS_DESC, callback: false };
  return { kind: 'result', resultCode: '0', resultDesc: SUCCESS_DESC, callback: true };
}
