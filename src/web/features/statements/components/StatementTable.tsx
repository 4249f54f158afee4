import { orderTypeKey, orderTypeLabel } from '../../../../shared/dict/transactions';
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { StatementRecord } from '../../../../shared/actions/statements';
import { formatMoney } from '../../../../shared/format/money';
import { displayDate, displayDateTime } from '../../../components/dateDisplay';
import { TableEmpty } from '../../../components/TableEmpty';
import { usePhone } from '../../../components/usePhone';

export interface StatementTableProps {
  rows: StatementRecord[];
  total: number;
  page: { pageNum: number; pageSize: number };
  loading: boolean;
  failed: boolean;
  downloading: string | null;
  /** Whether the person may ask for certified copies (function 1302). */
  canCertify: boolean;
  certifying: (statementId: string) => boolean;
  onRetry: () => void;
  onPage: (pageNum: number, pageSize: number) => void;
  onDownload: (s: StatementRecord, certified?: boolean) => void;
  onCertify: (s: StatementRecord) => void;
}

const STATUS_COLORS: Record<StatementRecord['status'], string> = { Q: 'default', R: 'processing', D: 'success', F: 'error' };

/** The statements the business generated: period, format, live progress, balances, download. */
export function StatementTable({ rows, total, page, loading, failed, downloading, canCertify, certifying, onRetry, onPage, onDownload, onCertify }: StatementTableProps) {
  const { t } = useTranslation();
  const narrow = usePhone();
  const statusCell = (s: StatementRecord) =>
    s.status === 'Q' || s.status === 'R' ? (
      <Progress percent={s.progress} size="small" status="active" aria-label={t('statements.progress', { percent: s.progress })} />
    ) : (
      <Tag color={STATUS_COLORS[s.status]}>{t(`statements.status.${s.status}`)}</Tag>
    );
  const downloadCell = (s: StatementRecord) =>
    s.status === 'D' ? (
      <Button
        size="small"
        icon={<DownloadOutlined aria-hidden />}
        loading={downloading === s.statementId}
        onClick={() => onDownload(s)}
        aria-label={t('statements.downloadOne', { format: s.format.toUpperCase(), start: displayDate(s.startDate), end: displayDate(s.endDate) })}
      >
        {t('statements.download')}
      </Button>
    ) : null;
  const certifiedCell = (s: StatementRecord) => {
    if (s.status !== 'D') return null;
    if (s.certifiedStatus === 'D') {
      return (
        <Button
          size="small"
          type="link"
          icon={<SafetyCertificateOutlined aria-hidden />}
          loading={downloading === `${s.statementId}:certified`}
          onClick={() => onDownload(s, true)}
          title={s.certifiedRef ?? undefined}
          aria-label={t('statements.certified.downloadOne', { ref: s.certifiedRef })}
        >
          {s.certifiedRef}
        </Button>
      );
    }
    if (s.certifiedStatus === 'Q') return <Tag color="processing">{t('statements.certified.making')}</Tag>;
    return canCertify ? (
      <Button size="small" disabled={certifying(s.statementId)} loading={certifying(s.statementId)} onClick={() => onCertify(s)}>
        {s.certifiedStatus === 'F' ? t('statements.certified.retry') : t('statements.certified.request')}
      </Button>
    ) : null;
  };
  // On a phone a statement is one cell: its period and format, when it was asked for, its state,
  // and its buttons.
  const phoneColumns: ColumnsType<StatementRecord> = [
    {
      key: 'statement',
      title: t('statements.columns.period'),
      render: (_: unknown, s) => (
        <Flex vertical gap={4} align="start">
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>{`${displayDate(s.startDate)} – ${displayDate(s.endDate)} · ${s.format.toUpperCase()}`}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {displayDateTime(s.createdAt)}
          </Typography.Text>
          {statusCell(s)}
          <Flex gap={8} wrap>
            {downloadCell(s)}
            {certifiedCell(s)}
          </Flex>
        </Flex>
      ),
    },
  ];
  const columns: ColumnsType<StatementRecord> = [
    { key: 'created', title: t('statements.columns.created'), dataIndex: 'createdAt', render: (v: string) => displayDateTime(v), width: 170 },
    {
      key: 'period',
      title: t('statements.columns.period'),
      render: (_: unknown, s) => <span style={{ whiteSpace: 'nowrap' }}>{`${displayDate(s.startDate)} – ${displayDate(s.endDate)}`}</span>,
    },
    {
      key: 'type',
      title: t('statements.columns.type'),
      dataIndex: 'ordTyp',
      responsive: ['xl'],
      render: (v: string | null) => (v ? t(orderTypeKey(v), { defaultValue: orderTypeLabel(v) }) : t('statements.form.allTypes')),
    },
    { key: 'format', title: t('statements.columns.format'), dataIndex: 'format', render: (v: string) => v.toUpperCase() },
    {
      key: 'status',
      title: t('statements.columns.status'),
      width: 150,
      render: (_: unknown, s) => statusCell(s),
    },
    { key: 'rows', title: t('statements.columns.rows'), dataIndex: 'rowCount', align: 'right', render: (v: number | null) => v ?? t('common.none') },
    {
      key: 'balances',
      title: t('statements.columns.balances'),
      responsive: ['md'],
      render: (_: unknown, s) =>
        s.openingBalance === null || s.closingBalance === null ? (
          t('common.none')
        ) : (
          <Typography.Text style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(s.openingBalance)} → {formatMoney(s.closingBalance)}
          </Typography.Text>
        ),
    },
    {
      key: 'download',
      title: t('statements.columns.file'),
      render: (_: unknown, s) => downloadCell(s),
    },
    { key: 'certified', title: t('statements.columns.certified'), render: (_: unknown, s) => certifiedCell(s) },
  ];
  return (
    <Table<StatementRecord>
      rowKey="statementId"
      size="small"
      columns={narrow ? phoneColumns : columns}
      dataSource={rows}
      loading={loading}
      scroll={narrow ? undefined : { x: 1100 }}
      locale={{ emptyText: <TableEmpty failed={failed} onRetry={onRetry} description={t('statements.empty')} /> }}
      pagination={{ current: page.pageNum, pageSize: page.pageSize, total, hideOnSinglePage: true, onChange: onPage }}
    />
  );
}
