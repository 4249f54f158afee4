import { Card, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { usePageInRange } from '../../../../components/serverPaging';
import { readDate, readPage, readText, toSearch } from '../../../../components/urlParams';
import { DateRangeFilter } from '../../../tills/components/DateRangeFilter';
import { TillSelect } from '../../../tills/components/TillSelect';
import { useSettlements } from '../../api';
import { SettledChart } from '../../components/SettledChart';
import { SettlementTable } from '../../components/SettlementTable';

/** /analysis/settelement/tills (function 1A): every settlement, by till, status and dates (in the query string). */
export default function SettlementTillsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const tillId = readText(params, 'till', 64);
  const statusParam = params.get('status');
  const status = statusParam === 'P' || statusParam === 'S' || statusParam === 'F' ? statusParam : undefined;
  const startDate = readDate(params, 'from');
  const endDate = readDate(params, 'to');
  const data = useSettlements({ ...page, tillId, status, startDate, endDate });
  const set = (next: Record<string, string | undefined>, pageNum = 1, pageSize = page.pageSize) =>
    setParams(toSearch({ till: tillId, status, from: startDate, to: endDate, ...next, page: pageNum, size: pageSize }), { replace: true });
  usePageInRange(page, data.data?.total, (p) => set({}, p.pageNum, p.pageSize));
  return (
    <PageCard title={t('settlement.page.tillsTitle')}>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <TillSelect value={tillId} allLabel={t('settlement.filter.allTills')} onChange={(v) => set({ till: v })} />
        <Select
          aria-label={t('settlement.filter.status')}
          value={status ?? ''}
          onChange={(v: string) => set({ status: v || undefined })}
          options={[{ value: '', label: t('settlement.filter.allStatuses') }, ...(['P', 'S', 'F'] as const).map((s) => ({ value: s, label: t(`settlement.status.${s}`) }))]}
          style={{ width: 180 }}
        />
        <DateRangeFilter ariaLabel={t('settlement.filter.dates')} start={startDate} end={endDate} onChange={(from, to) => set({ from, to })} />
      </Flex>
      {/* The chart is of money settled: a list of failed or processing settlements has none to show. */}
      {(status === undefined || status === 'S') && (
        <Card size="small" style={{ marginBottom: 16 }} loading={data.isPending}>
          <SettledChart days={data.data?.daily ?? []} chosen={Boolean(startDate || endDate)} />
        </Card>
      )}
      <SettlementTable
        rows={data.data?.list ?? []}
        total={data.data?.total ?? 0}
        page={page}
        loading={data.isFetching && data.isPlaceholderData}
        failed={data.isError}
        filtered={Boolean(tillId || status || startDate || endDate)}
        onRetry={() => void data.refetch()}
        onPage={(pageNum, pageSize) => set({}, pageNum, pageSize)}
      />
    </PageCard>
  );
}
