import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryMerMmdAutRul } from '../../../../shared/actions/approvals';
import { callAction } from '../../../api/client';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { approvalKeys } from '../api';
import { listWords } from '../../../i18n';

/**
 * On a money review step: tells the person, before the PIN, that an account mandate will hold the
 * payment and who approves it. Best effort: without the mandate permission it shows nothing.
 * `recurring`: the PIN authorizes payments made later (a standing order, a regular bill), each of
 * which the mandate holds.
 *
 *   <MandateHint txTyp="04" subTyp="44" amount={amount} />
 */
export function MandateHint({ txTyp, subTyp, amount, recurring = false }: { txTyp: string; subTyp: string | null; amount: number; recurring?: boolean }) {
  const { t } = useTranslation();
  // On a form the amount changes as it is typed: ask once it settles (a review step's is settled already).
  const settled = useDebouncedValue(amount);
  const rule = useQuery({
    queryKey: [...approvalKeys.mandates(), 'rule', txTyp, subTyp, settled],
    queryFn: ({ signal }) => callAction(QueryMerMmdAutRul, { txTyp, ...(subTyp ? { subTyp } : {}), amount: settled }, { signal, silent: true, hideError: true }),
    enabled: settled > 0,
    retry: false,
  });
  const m = settled === amount ? rule.data?.mandate : null;
  if (!m || m.mandateTyp === '0' || m.approvers.length === 0) return null;
  const names = listWords(m.approvers.map((p) => p.name));
  const key = m.mandateTyp === '1' ? 'sequential' : m.ruleTyp === '4' ? 'any' : 'all';
  return <Alert type="info" showIcon message={t('approvals.hint.title')} description={t(recurring ? `approvals.hint.recurring.${key}` : `approvals.hint.${key}`, { names })} />;
}
