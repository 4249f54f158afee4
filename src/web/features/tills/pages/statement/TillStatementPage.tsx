import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Row, Space, Statistic } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type TillMovement, tillMovementIn } from '../../../../../shared/dict/tills';
import { formatMoney } from '../../../../../shared/format/money';
import { displayDateTime, nairobiTodayWire } from '../../../../components/dateDisplay';
import { PageCard } from '../../../../components/PageCard';
import { saveLink } from '../../../../components/saveLink';
import { TableEmpty } from '../../../../components/TableEmpty';
import { readDate, readText, toSearch } from '../../../../components/urlParams';
import { currentLocale } from '../../../../i18n';
import { useExportTillStatement, useTillStatement } from '../../api';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { TillSelect } from '../../components/TillSelect';
import { ListTable } from '../../../../components/stackedColumns';

interface Entry {
  at: string;
  type: TillMovement;
  description: string;
  reference: string | null;
  credit: number;
  debit: number;
  balance: number;
}

/**
 * /finance/money/tillStatement (function 38): a till's statement for a period — opening and
 * closing balance and every movement — with PDF, CSV and XLSX export through the shared export
 * helper. Till and period live in the query string.
 */
export default function TillStatementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tillId = readText(params, 'tillId', 64);
  const today = nairobiTodayWire();
  const startDate = readDate(params, 'from') ?? `${today.slice(0, 6)}01`;
  const endDate = readDate(params, 'to') ?? today;
  const statement = useTillStatement(tillId ? { tillId, startDate, endDate } : null);
  const exporter = useExportTillStatement();
  const [exporting, setExporting] = useState<string | null>(null);
  const set = (next: Record<string, string | undefined>) => setParams(toSearch({ tillId, from: startDate, to: endDate, ...next }), { replace: true });
  const st = statement.data;

  const download = async (format: 'pdf' | 'csv' | 'xlsx') => {
    if (!tillId) return;
    setExporting(format);
    try {
      const link = await exporter.mutateAsync({ tillId, startDate, endDate, format });
      saveLink(link.url, link.fileName);
    } catch {
      // the client has shown the refusal
    } finally {
      setExporting(null);
    }
  };

  const columns: ColumnsType<Entry> = [
    { key: 'at', title: t('tills.statement.date'), dataIndex: 'at', render: (v: string) => displayDateTime(v) },
    { key: 'description', title: t('tills.statement.description'), dataIndex: 'type', render: (type: TillMovement) => tillMovementIn(type, currentLocale()) },
    { key: 'reference', title: t('tills.statement.reference'), dataIndex: 'reference', render: (r: string | null) => r ?? t('common.none'), responsive: ['md'] },
    { key: 'credit', title: t('tills.statement.credit'), dataIndex: 'credit', align: 'right', render: (v: number) => (v ? formatMoney(v) : '') },
    { key: 'debit', title: t('tills.statement.debit'), dataIndex: 'debit', align: 'right', render: (v: number) => (v ? formatMoney(v) : '') },
    { key: 'balance', title: t('tills.statement.balance'), dataIndex: 'balance', align: 'right', render: (v: number) => formatMoney(v) },
  ];

  return (
    <PageCard
      title={t('tills.statement.title')}
      extra={
        tillId && (
          <Space wrap>
            {(['pdf', 'csv', 'xlsx'] as const).map((f) => (
              <Button key={f} icon={<DownloadOutlined aria-hidden />} loading={exporting === f} onClick={() => void download(f)}>
                {f.toUpperCase()}
              </Button>
            ))}
          </Space>
        )
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <TillSelect value={tillId} placeholder={t('tills.settle.chooseTill')} onChange={(v) => set({ tillId: v })} />
        <DateRangeFilter ariaLabel={t('tills.statement.period')} start={startDate} end={endDate} allowEmpty={false} onChange={(from, to) => set({ from, to })} />
      </Flex>
      {!tillId ? (
        <Empty description={t('tills.statement.chooseTill')} />
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {[
              ['opening', st?.openingBalance],
              ['totalIn', st?.totalIn],
              ['totalOut', st?.totalOut],
              ['closing', st?.closingBalance],
            ].map(([key, value]) => (
              <Col xs={12} md={6} key={key as string}>
                <Card size="small" loading={statement.isPending}>
                  <Statistic title={t(`tills.statement.${key as string}`)} value={formatMoney((value as number | undefined) ?? 0)} />
                </Card>
              </Col>
            ))}
          </Row>
          {st?.truncated === 'Y' && <Alert type="warning" showIcon message={t('tills.statement.truncated')} style={{ marginBottom: 12 }} />}
          <ListTable<Entry> stack={{ aside: 'balance' }}
            rowKey={(e) => `${e.at}-${e.reference}-${e.balance}`}
            size="small"
            scroll={{ x: 'max-content' }}
            columns={columns}
            dataSource={st?.entries ?? []}
            loading={statement.isFetching}
            locale={{ emptyText: <TableEmpty failed={statement.isError} onRetry={() => void statement.refetch()} description={t('tills.statement.none')} /> }}
            pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          />
        </>
      )}
    </PageCard>
  );
}
