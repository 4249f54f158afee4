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
 * | 254708000009 / 900009       | fails: 2040 the receiver (paybill) does not accept the payment |
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
  '9': { resultCode: '2040', resultDesc: 'The receiver is not set up to accept this payment.' },
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

const TILL_NAMES = ['Mama Njeri Groceries', 'Kilimani Hardware', 'Jamii Pharmacy', 'Tuskys Express', 'Baraka Butchery', 'Wanjiku Salon', 'Rafiki Electronics', 'Mwangaza Bookshop'];
const PAYBILL_NAMES = ['Nairobi Water', 'Zuku Fibre', 'Strathmore School Fees', 'Jubilee Insurance', 'Kenya Power Postpaid', 'NHIF Contributions', 'Safari Sacco', 'Homeland Rentals'];

/**
 * What the simulator's short code lookup answers (docs/rails.md, 'Short code lookup'): seven
 * digits are a till (type 2), five or six a paybill (type 4), named with a stable made-up name;
 * a number starting 999 (e.g. 9999999, 999999) is unknown to the network.
 */
export function shortCodeInfo(shortCode: string): { shortCode: string; name: string; type: '2' | '4' } | null {
  if (!/^\d{5,7}$/.test(shortCode) || shortCode.startsWith('999')) return null;
  const sum = [...shortCode].reduce((a, d) => a + Number(d), 0);
  if (shortCode.length === 7) return { shortCode, name: TILL_NAMES[sum % TILL_NAMES.length]!, type: '2' };
  return { shortCode, name: PAYBILL_NAMES[sum % PAYBILL_NAMES.length]!, type: '4' };
}
