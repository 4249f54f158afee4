import { Button, Flex, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillOrder } from '../../../../../shared/actions/bills';
import { UTILITY_KIND_CODES, formatToken } from '../../../../../shared/dict/bills';
import { formatMoney } from '../../../../../shared/format/money';
import { PAGE_SIZE_OPTIONS } from '../../../../../shared/protocol/paging';
import { TableEmpty } from '../../../../components/TableEmpty';
import { displayDateTime } from '../../../../components/dateDisplay';
import { useHistory } from '../../api';
import { billAccountText } from '../../components/billAccountText';
import { ListTable } from '../../../../components/stackedColumns';

const STATUS_COLORS: Record<string, string> = { S: 'success', F: 'error', P: 'processing', U: 'default', W: 'warning' };

/** The business's bill payments, paged on the server, newest first; the filter and page live in the URL. */
export function HistoryTab({
  page,
  kind,
  onPage,
  onKind,
  onOpen,
}: {
  page: { pageNum: number; pageSize: number };
  kind: string | undefined;
  onPage: (pageNum: number, pageSize: number) => void;
  onKind: (kind: string | undefined) => void;
  onOpen: (ordNo: string) => void;
}) {
  const { t } = useTranslation();
  const history = useHistory({ ...page, utilityKind: kind as BillOrder['utilityKind'] | undefined });
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Select
          aria-label={t('bills.form.kind')}
          style={{ width: 200 }}
          allowClear
          placeholder={t('bills.history.all')}
          value={kind}
          onChange={(v: string | undefined) => onKind(v)}
          options={UTILITY_KIND_CODES.map((k) => ({ value: k, label: t(`bills.kind.${k}`) }))}
        />
        <Typography.Text type="secondary">{t('bills.history.points', { points: history.data?.rewardPoints ?? 0 })}</Typography.Text>
      </Flex>
      <ListTable<BillOrder> stack={{ aside: 'total', actions: 'view' }}
        rowKey="ordNo"
        size="middle"
        loading={history.isFetching}
        dataSource={history.data?.list ?? []}
        locale={{ emptyText: <TableEmpty failed={history.isError} onRetry={() => void history.refetch()} description={t('bills.history.empty')} /> }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: history.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          onChange: onPage,
        }}
        scroll={{ x: 900 }}
        columns={[
          { key: 'time', title: t('bills.history.time'), render: (_v, o) => displayDateTime(o.createdAt) },
          { key: 'provider', title: t('bills.history.provider'), render: (_v, o) => `${o.billerName} · ${t(`bills.kind.${o.utilityKind}`)}` },
          { key: 'account', title: t('bills.history.account'), render: (_v, o) => billAccountText(o) },
          // The amount paid to the biller, and what left the wallet with the fee and taxes (as a standing order's runs show them).
          { key: 'amount', title: t('bills.history.amount'), align: 'right', render: (_v, o) => formatMoney(o.amount) },
          { key: 'total', title: t('bills.history.total'), align: 'right', render: (_v, o) => formatMoney(o.totalAmount) },
          { key: 'status', title: t('bills.history.status'), render: (_v, o) => <Tag color={STATUS_COLORS[o.status]}>{t(`bills.status.${o.status}`)}</Tag> },
          { key: 'token', title: t('bills.history.token'), render: (_v, o) => (o.token ? <Typography.Text copyable={{ text: formatToken(o.token) }}>{formatToken(o.token)}</Typography.Text> : '') },
          {
            key: 'view',
            title: '',
            render: (_v, o) => (
              <Button type="link" onClick={() => onOpen(o.ordNo)}>
                {t('bills.history.view')}
              </Button>
            ),
          },
        ]}
      />
    </Flex>
  );
}
