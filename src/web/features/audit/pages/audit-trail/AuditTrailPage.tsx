import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { useAuditTrail } from '../../api';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { auditSearch, readAuditQuery } from './auditQuery';

/** /setting/auditTrail: who did what, when. Filters and page live in the URL. */
export default function AuditTrailPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => readAuditQuery(new URLSearchParams(search)), [search]);
  const list = useAuditTrail(query);
  const filter = useMemo(
    () => ({
      event: query.event,
      operator: query.operator,
      beginDate: query.beginDate,
      endDate: query.endDate,
    }),
    [query.event, query.operator, query.beginDate, query.endDate],
  );

  return (
    <PageCard title={t('audit.title')}>
      <AuditFilters
        value={filter}
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
          setParams(
            auditSearch({ ...query, pageNum: pageSize === query.pageSize ? pageNum : 1, pageSize }),
          )
        }
      />
    </PageCard>
  );
}
