import { isMessageCode, type MessageCode } from '../i18n/messages';

/**
 * Why a money order failed, in words a person understands: the catalogue text for the result code
 * the network (Daraja's codes) or the portal recorded. A code with no words of its own shows the
 * network's text inside a sentence of ours. Both sides read this, so a reason reads the same in
 * every screen and language.
 */
export function orderFailure(o: { direction: 'in' | 'out'; resultCode: string | null; resultDesc: string | null }): { code: MessageCode; params?: Record<string, string> } | null {
  switch (o.resultCode) {
    case '1032':
    case '1031':
      return { code: 'MMCP4105' };
    case '1037':
    case '1019':
      return { code: 'MMCP4106' };
    case '1':
      // On a collection, the customer's M-PESA balance; on a payout, the network's own words.
      if (o.direction === 'in') return { code: 'MMCP4009' };
      break;
    case '1001':
      // Daraja's 500.001.1001: another STK push is still open on that phone.
      return { code: 'MMCP4013' };
    case 'TIMEOUT':
      return { code: 'MMCP4010' };
    case 'CANCELLED':
      return { code: 'MMCP4011' };
    // Held for approval (docs/areas/approvals.md): no network was asked.
    case 'REJECTED':
      return { code: 'MMCP4014' };
    case 'CLOSED':
      return { code: 'MMCP4015' };
    default:
      if (o.resultCode && isMessageCode(o.resultCode)) return { code: o.resultCode };
  }
  return o.resultDesc ? { code: 'MMCP4012', params: { reason: o.resultDesc.replace(/[.\s]+$/, '') } } : null;
}
