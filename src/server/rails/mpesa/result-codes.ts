import type { RailFailureReason } from '../rail';

/**
 * Daraja's result codes (STK callback and query, B2C/B2B results), in our common terms. Codes
 * not listed are 'OTHER'; the network's own code and text always travel with the outcome.
 */
const REASONS: Record<string, RailFailureReason> = {
  '1': 'INSUFFICIENT_FUNDS',
  '2001': 'WRONG_PIN',
  '1032': 'CANCELLED',
  '1031': 'CANCELLED',
  '1037': 'NO_RESPONSE',
  '1019': 'NO_RESPONSE',
  '1001': 'BUSY',
  '1025': 'OTHER',
  '9999': 'OTHER',
  '2': 'LIMIT',
  '3': 'LIMIT',
  '4': 'LIMIT',
  '8': 'LIMIT',
  '2040': 'INVALID_DESTINATION',
  'C2B00011': 'INVALID_DESTINATION',
  'C2B00012': 'INVALID_DESTINATION',
  R000001: 'REVERSED',
};

export function mpesaReason(resultCode: string): RailFailureReason | null {
  if (resultCode === '0') return null;
  return REASONS[resultCode] ?? 'OTHER';
}
