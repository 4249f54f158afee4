import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryMerMmdAutRul } from '../../../../shared/actions/approvals';
import { callAction } from '../../../api/client';
import { approvalKeys } from '../api';

/**
 * On a money review step: tells the person, before the PIN, that an account mandate will hold the
 * payment and who approves it. Best effort: without the mandate permission it shows nothing.
 */
export function MandateHint({ txTyp, subTyp, amount }: { txTyp: string; subTyp: string | null; amount: number }) {
  const { t } = useTranslation();
  const rule = useQuery({
    queryKey: [...approvalKeys.mandates(), 'rule', txTyp, subTyp, amount],
    queryFn: ({ signal }) => callAction(QueryMerMmdAutRul, { txTyp, ...(subTyp ? { subTyp } : {}), amount }, { signal, silent: true, hideError: true }),
    retry: false,
  });
  const m = rule.data?.mandate;
  if (!m || m.mandateTyp === '0' || m.approvers.length === 0) return null;
  const names = m.approvers.map((p) => p.name).join(', ');
  const key = m.mandateTyp === '1' ? 'sequential' : m.ruleTyp === '4' ? 'any' : 'all';
  return <Alert type="info" showIcon message={t('approvals.hint.title')} description={t(`approvals.hint.${key}`, { names })} />;
}
