import { Segmented, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { StoreReviewDesk } from '../../../stores/components/StoreReviewDesk';
import { ChangeReviewDesk } from '../../../business/components/ChangeReviewDesk';
import { DeskCallbacks } from './DeskCallbacks';
import { type DeskState, type DeskTab, deskSearch, readDeskState } from './deskQuery';
import { DeskTicketDrawer } from './DeskTicketDrawer';
import { DeskTickets } from './DeskTickets';

/** /supportDesk: the provider's support agents' home (docs/decisions/0003-provider-support-desk.md). */
export default function SupportDeskPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => readDeskState(new URLSearchParams(search)), [search]);
  const go = useCallback((next: DeskState) => setParams(deskSearch(next)), [setParams]);

  return (
    <PageCard title={t('help.desk.title')}>
      <Typography.Paragraph type="secondary">{t('help.desk.intro')}</Typography.Paragraph>
      {/* On a phone the tabs scroll inside their own strip; the page never scrolls sideways. */}
      <div style={{ overflowX: 'auto', marginBottom: 16 }}>
        <Segmented<DeskTab>
          aria-label={t('help.tabs.label')}
          value={state.tab}
          options={[
            ...(['tickets', 'callbacks'] as const).map((v) => ({ value: v, label: t(`help.desk.tabs.${v}`) })),
            { value: 'stores' as const, label: t('stores.review.tab') },
            { value: 'changes' as const, label: t('business.changeReview.tab') },
          ]}
          onChange={(tab) => go({ tab, pageNum: 1, pageSize: state.pageSize })}
        />
      </div>
      {state.tab === 'tickets' && <DeskTickets state={state} go={go} />}
      {state.tab === 'callbacks' && <DeskCallbacks state={state} go={go} />}
      {state.tab === 'stores' && (
        <StoreReviewDesk pageNum={state.pageNum} pageSize={state.pageSize} onPage={(pageNum, pageSize) => go({ tab: 'stores', pageNum, pageSize })} />
      )}
      {state.tab === 'changes' && (
        <ChangeReviewDesk pageNum={state.pageNum} pageSize={state.pageSize} onPage={(pageNum, pageSize) => go({ tab: 'changes', pageNum, pageSize })} />
      )}
      <DeskTicketDrawer ticketNo={state.tab === 'tickets' ? state.ticket : undefined} onClose={() => go({ ...state, ticket: undefined })} />
    </PageCard>
  );
}
