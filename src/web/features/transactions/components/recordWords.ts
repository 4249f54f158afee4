import type { TFunction } from 'i18next';
import type { MoneyOrder } from '../../../../shared/actions/money';
import type { TransPosting, transStatusStep } from '../../../../shared/actions/transactions';
import { orderFailureText } from '../../../components/orderFailure';
import { catalogueText } from '../../../i18n';
import type { z } from 'zod';

type Order = Pick<MoneyOrder, 'status' | 'direction' | 'resultCode' | 'resultDesc'>;

/**
 * The outcome of a record in the reader's language: a failure's reason through the failure
 * dictionary, a success as the catalogue's 'Success'; never the network's own English words.
 */
export function resultText(order: Order): string | null {
  return order.status === 'F' ? orderFailureText(order) : order.status === 'S' ? catalogueText('MMC00000') : null;
}

/** A ledger account as a person knows it: a till by its name, a network by its name. */
export function accountText(t: TFunction, p: Pick<TransPosting, 'account' | 'accountName'>): string {
  if (p.account.startsWith('till:')) return p.accountName ? t('transactions.account.till', { name: p.accountName }) : t('transactions.account.tillUnnamed');
  if (p.account.startsWith('clearing:')) {
    const rail = p.account.slice(9);
    return t(`transactions.rail.${rail}`, { defaultValue: t('transactions.account.clearing', { name: rail }) });
  }
  return t(`transactions.account.${p.account}`, { defaultValue: p.account });
}

/** A status step's words: a failure's reason (worded like the result) or the rail it was sent on. */
export function stepText(t: TFunction, order: Order, h: z.infer<typeof transStatusStep>): string {
  const detail = h.status === 'F' ? orderFailureText(order) : h.status === 'P' && h.desc ? t(`transactions.rail.${h.desc}`, { defaultValue: h.desc }) : null;
  return [t(`transactions.step.${h.status}`), detail].filter(Boolean).join(' · ');
}

/**
 * What the total moved, named by the account the order actually posted: the wallet where the
 * wallet moved (a transfer, a payment to another business's till), else the till (a sale paid into
 * a till, a refund from it). A failed order moved nothing, so its total is just 'Total'.
 */
export function totalLabel(t: TFunction, order: { status: MoneyOrder['status']; dcFlg: 'c' | 'd' }, postings: Pick<TransPosting, 'account' | 'role'>[]): string {
  if (order.status === 'F') return t('transactions.detail.total');
  const principal = postings.filter((p) => p.role === 'principal');
  const till = !principal.some((p) => p.account === 'wallet') && principal.some((p) => p.account.startsWith('till:'));
  if (order.dcFlg === 'd') return t(till ? 'transactions.detail.totalOutTill' : 'transactions.detail.totalOut');
  return t(till ? 'transactions.detail.totalInTill' : 'transactions.detail.totalIn');
}
