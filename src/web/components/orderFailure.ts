import type { MoneyOrder } from '../../shared/actions/money';
import { orderFailure } from '../../shared/dict/failures';
import { catalogueText } from '../i18n';

/** Why a failed money order failed, in the UI language (null when nothing is known). */
export function orderFailureText(o: Pick<MoneyOrder, 'direction' | 'resultCode' | 'resultDesc'>): string | null {
  const reason = orderFailure(o);
  return reason ? catalogueText(reason.code, reason.params) : null;
}
