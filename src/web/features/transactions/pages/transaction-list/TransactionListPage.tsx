import { FileTextOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Statistic, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../../../shared/format/money';
import { periodProblem } from '../../../../../shared/rules/statements';
import { isActionError } from '../../../../api/errors';
import { useFunctions } from '../../../../app/guards/permissions';
import { nairobiTodayWire } from '../../../../components/dateDisplay';
import { PageCard } from '../../../../components/PageCard';
import { usePageInRange } from '../../../../components/serverPaging';
import { ruleText } from '../../../../i18n';
import { useTransRecords } from '../../api';
import { type TransFilter, TransFilters } from '../../components/TransFilters';
import { TransTable } from '../../components/TransTable';
import { readTransQuery, transSearch } from './listQuery';

/** /finance/transaction: every money order of the business, filtered and paged on the server. Filters and page live in the URL. */
export default function TransactionListPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => readTransQuery(new URLSearchParams(search)), [search]);
  // A linked or typed period the server would refuse is shown on the Period field, not asked for.
  const badPeriod = query.startDate && query.endDate ? periodProblem(query.startDate, query.endDate, nairobiTodayWire(), null) : null;
  const list = useTransRecords(query, !badPeriod);
  const serverPeriodError = isActionError(list.error) ? list.error.fieldErrors.find((f) => f.field === 'startDate' || f.field === 'endDate')?.message : undefined;
  const periodError = badPeriod ? ruleText(badPeriod.message) : (serverPeriodError ?? null);
  // A page past the end (?page=99, or the last row filtered away) moves to the last page.
  usePageInRange(query, list.data?.total, (p) => setParams(transSearch({ ...query, ...p }), { replace: true }));
  const { pageNum: _p, pageSize: _s, ...filter } = query;
  const filtered = Object.values(filter).some((v) => v !== undefined);
  const { has } = useFunctions();
  // A list that could not load (or a period it cannot list) has no totals: '—', never KES 0.00.
  const failed = (list.isError && !list.data) || Boolean(badPeriod);

  return (
    <PageCard
      title={t('transactions.title')}
      extra={
        // The account statement needs its own function (1301): offered only to whoever may open it.
        has('1301') && (
          <Button icon={<FileTextOutlined aria-hidden />} onClick={() => void navigate('/finance/money/accountStatement')}>
            {t('transactions.statement')}
          </Button>
        )
      }
    >
      <TransFilters value={filter} periodError={periodError} onSubmit={(next: TransFilter) => setParams(transSearch({ ...next, pageNum: 1, pageSize: query.pageSize }))} />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title={t('transactions.totals.in')} value={failed ? '—' : formatMoney(list.data?.totalIn ?? 0)} styles={{ content: { color: token.colorSuccess, fontSize: 20 } }} loading={list.isLoading} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title={t('transactions.totals.out')} value={failed ? '—' : formatMoney(list.data?.totalOut ?? 0)} styles={{ content: { fontSize: 20 } }} loading={list.isLoading} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title={t('transactions.totals.count')} value={failed ? '—' : (list.data?.total ?? 0)} styles={{ content: { fontSize: 20 } }} loading={list.isLoading} />
          </Card>
        </Col>
      </Row>
      <TransTable
        rows={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={{ pageNum: query.pageNum, pageSize: query.pageSize }}
        loading={list.isFetching}
        failed={list.isError && !periodError}
        filtered={filtered}
        onRetry={() => void list.refetch()}
        onPage={(pageNum, pageSize) => setParams(transSearch({ ...query, pageNum: pageSize === query.pageSize ? pageNum : 1, pageSize }))}
      />
    </PageCard>
  );
}
