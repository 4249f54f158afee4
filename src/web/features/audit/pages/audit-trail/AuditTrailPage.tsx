import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { usePageInRange } from '../../../../components/serverPaging';
import { useSelectSearch } from '../../../../components/useDebouncedValue';
import { useAuditOperators, useAuditTrail, useExportAuditTrail } from '../../api';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { auditSearch, readAuditQuery } from './auditQuery';

/** /setting/auditTrail: who did what, when, from where. Filters and page live in the URL. */
export default function AuditTrailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => readAuditQuery(new URLSearchParams(search)), [search]);
  const list = useAuditTrail(query);
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(query, list.data?.total, (p) => setParams(auditSearch({ ...query, ...p }), { replace: true }));
  const personSearch = useSelectSearch();
  const operators = useAuditOperators(personSearch.text, query.operatorId);
  const exporter = useExportAuditTrail();
  const filter = useMemo(
    () => ({
      event: query.event,
      operator: query.operator,
      operatorId: query.operatorId,
      beginDate: query.beginDate,
      endDate: query.endDate,
    }),
    [query.event, query.operator, query.operatorId, query.beginDate, query.endDate],
  );

  const exportCsv = async () => {
    try {
      const file = await exporter.mutateAsync(filter);
      void message.success(t('auditTrail.exported', { count: file.rows, file: file.fileName }));
    } catch {
      // the client has shown the refusal
    }
  };

  return (
    <PageCard
      title={t('audit.title')}
      extra={
        <Button icon={<DownloadOutlined aria-hidden />} loading={exporter.isPending} onClick={() => void exportCsv()}>
          {exporter.isPending ? t('auditTrail.exporting') : t('auditTrail.export')}
        </Button>
      }
    >
      <AuditFilters
        value={filter}
        operators={operators.data?.list ?? []}
        operatorsLoading={operators.isFetching}
        onSearchOperators={personSearch.onSearch}
        onSubmit={(next) => setParams(auditSearch({ ...next, pageNum: 1, pageSize: query.pageSize }))}
      />
      <AuditTable
        entries={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        loading={list.isFetching}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onPage={(pageNum, pageSize) =>
          setParams(auditSearch({ ...query, pageNum: pageSize === query.pageSize ? pageNum : 1, pageSize }))
        }
      />
    </PageCard>
  );
}
