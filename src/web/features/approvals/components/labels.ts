import type { TFunction } from 'i18next';
import type { Mandate } from '../../../../shared/actions/approvals';
import { formatMoney } from '../../../../shared/format/money';

/** 'KES 20,000.00 and above' or 'KES 0.00 to below KES 20,000.00' (bands are [from, to)). */
export function bandText(t: TFunction, m: Pick<Mandate, 'limitFrom' | 'limitTo'>): string {
  return m.limitTo === null ? t('approvals.mandate.bandFrom', { from: formatMoney(m.limitFrom) }) : t('approvals.mandate.bandRange', { from: formatMoney(m.limitFrom), to: formatMoney(m.limitTo) });
}

export const APPROVAL_STATUS_COLORS: Record<string, string> = { P: 'processing', S: 'success', F: 'error', E: 'warning', C: 'default' };
