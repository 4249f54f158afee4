import { Segmented } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../../api/session';
import { PageCard } from '../../../../components/PageCard';
import { CallBackPanel } from '../../components/CallBackPanel';
import { RaiseTicketForm } from '../../components/RaiseTicketForm';
import { ServiceProcesses } from '../../components/ServiceProcesses';
import { TicketDrawer } from '../../components/TicketDrawer';
import { TicketList } from '../../components/TicketList';
import { type HelpState, type HelpTab, helpSearch, readHelpState } from './helpQuery';

/**
 * /setting/helpManagement (function 40): service processes with their detail, raise a ticket,
 * raised tickets with the ticket detail, and call backs. Tab, filter, page and the open ticket
 * or process live in the query string.
 */
export default function HelpCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => readHelpState(new URLSearchParams(search)), [search]);
  const go = useCallback((next: HelpState) => setParams(helpSearch(next)), [setParams]);
  const phone = useSession((s) => s.person?.mblNoPlain ?? '');

  return (
    <PageCard title={t('help.title')}>
      {/* On a phone the tabs scroll inside their own strip; the page never scrolls sideways. */}
      <div style={{ overflowX: 'auto', marginBottom: 16 }}>
        <Segmented<HelpTab>
          aria-label={t('help.tabs.label')}
          value={state.tab}
          options={(['processes', 'raise', 'tickets', 'callBack'] as const).map((v) => ({ value: v, label: t(`help.tabs.${v}`) }))}
          onChange={(tab) => go({ tab, pageNum: 1, pageSize: state.pageSize })}
        />
      </div>
      {state.tab === 'processes' && (
        <ServiceProcesses open={state.process} onOpen={(process) => go({ ...state, process })} onRaise={() => go({ tab: 'raise', pageNum: 1, pageSize: state.pageSize })} />
      )}
      {state.tab === 'raise' && <RaiseTicketForm onRaised={(ticket) => go({ tab: 'tickets', pageNum: 1, pageSize: state.pageSize, ticket })} />}
      {state.tab === 'tickets' && (
        <TicketList
          state={state}
          go={(next) => go({ ...state, ...next })}
          onOpen={(ticket) => go({ ...state, ticket })}
          onRaise={() => go({ tab: 'raise', pageNum: 1, pageSize: state.pageSize })}
        />
      )}
      {state.tab === 'callBack' && <CallBackPanel defaultPhone={phone ? phone.slice(-9) : ''} />}
      <TicketDrawer ticketNo={state.tab === 'tickets' ? state.ticket : undefined} onClose={() => go({ ...state, ticket: undefined })} />
    </PageCard>
  );
}
