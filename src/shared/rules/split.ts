import { normalizePhone } from './identity';
import { ruleMessage } from './message';

/**
 * Split bill rules (spec 001 sections 5 and 9): up to 20 accounts per split bill; each share at
 * least KES 10; the remaining amount (the total less every share) may not fall below 0; the same
 * remitter may not be chosen twice. The browser checks them as the user types, the server again with the same codes.
 */
export const SPLIT_MAX_REMITTERS = 20;

/**
 * The least a share may ask, minor units (spec 001 section 9: minimum payment KES 10): a smaller
 * share could never be paid, since a transfer to a wallet starts at KES 10.
 */
export const SPLIT_MIN_SHARE = 10_00;
/** The rule message of a share under the minimum: 'Minimum amount KES.10.00'. */
export const SPLIT_MIN_SHARE_MESSAGE = ruleMessage('AMOUNT_MIN', { 0: SPLIT_MIN_SHARE / 100 });

/** Null when a share's amount (minor units, null while empty) may be asked, else its rule message. */
export function splitShareProblem(amount: number | null): string | null {
  return amount !== null && amount < SPLIT_MIN_SHARE ? SPLIT_MIN_SHARE_MESSAGE : null;
}

export interface SplitRemitterDraft {
  bnfUsrNo?: string | null;
  mobile?: string | null;
  /** Minor units. */
  amount?: number | null;
}

/** The amount left to the person who split the bill (minor units); negative when the shares are too high. */
export function splitRemaining(total: number, remitters: readonly SplitRemitterDraft[]): number {
  return total - remitters.reduce((sum, r) => sum + (r.amount ?? 0), 0);
}

/** Who a remitter is, for the duplicate check: the beneficiary, else the phone in 254… form. */
export function remitterKey(r: SplitRemitterDraft): string | null {
  if (r.bnfUsrNo) return `bnf:${r.bnfUsrNo}`;
  const phone = r.mobile ? normalizePhone(r.mobile) : null;
  return phone ? `tel:${phone}` : null;
}

/**
 * The first split rule a draft breaks, as a catalogue code: MMCP4612 no remitter, MMCP4605 more
 * than 20, MMCP4303 'Duplicate remitters have been selected', MMCP4606 remaining below 0; null when fine.
 */
export function splitRuleBroken(total: number, remitters: readonly SplitRemitterDraft[]): 'MMCP4612' | 'MMCP4605' | 'MMCP4303' | 'MMCP4606' | null {
  if (remitters.length === 0) return 'MMCP4612';
  if (remitters.length > SPLIT_MAX_REMITTERS) return 'MMCP4605';
  const keys = remitters.map(remitterKey).filter((k): k is string => k !== null);
  if (new Set(keys).size !== keys.length) return 'MMCP4303';
  if (splitRemaining(total, remitters) < 0) return 'MMCP4606';
  return null;
}
