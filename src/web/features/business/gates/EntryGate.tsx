import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../../shared/actions/menu';
import { useSession } from '../../../api/session';
import { PageReady } from '../../../app/overlay/PageReady';
import { FullPageSpinner } from '../../../app/pages/FullPageSpinner';
import { ButtonLink } from '../../../components/ButtonLink';
import { businessKeys, fetchTransferMatrix } from '../api';
import { entryGate, needsMatrix } from './gateDecision';
import { useGateDialog } from './useGateDialog';

/** Whether a menu entry is gated at all: the shell wraps only those pages. */
export function isGatedEntry(node: Pick<MenuNode, 'transTypId' | 'subscription'>): boolean {
  return Boolean(node.transTypId) || node.subscription;
}

/**
 * Opens a gated menu page only when the plan and the KYC matrix allow it; otherwise shows the
 * gate's dialog and a closed page in its place. The server refuses the page's calls anyway.
 */
export function EntryGate({ node, children }: { node: MenuNode; children: ReactNode }) {
  const { t } = useTranslation();
  const planFlag = useSession((s) => s.person?.planFlag);
  const showGate = useGateDialog();
  const matrix = useQuery({
    queryKey: businessKeys.matrix(),
    queryFn: ({ signal }) => fetchTransferMatrix(signal),
    enabled: needsMatrix(node),
    staleTime: 0,
  });
  const waiting = needsMatrix(node) && matrix.isPending;
  const gate = useMemo(
    () => (waiting ? null : entryGate(node, planFlag, matrix.data ?? null)),
    [waiting, node, planFlag, matrix.data],
  );

  useEffect(() => {
    if (gate) showGate(gate);
  }, [gate, showGate]);

  if (waiting) return <FullPageSpinner />;
  if (!gate) return <>{children}</>;
  return (
    <PageReady>
      <Result
      status="403"
      title={t('business.gate.closedTitle')}
      subTitle={t(`business.gate.${gate.kind === 'subscription' ? 'subscription' : gate.dialog}.text`)}
      extra={
        <ButtonLink type="primary" to="/home">
          {t('notFound.home')}
        </ButtonLink>
      }
      />
    </PageReady>
  );
}
