import { orderTypeKey, orderTypeLabel } from '../../../../../shared/dict/transactions';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, type DescriptionsProps, Result, Skeleton, Tag, Timeline, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { OutputOf } from '../../../../../shared/actions/contract';
import type { QueryTransRecordDetail, TransPosting } from '../../../../../shared/actions/transactions';
import { formatMoney } from '../../../../../shared/format/money';
import { displayPhone } from '../../../../../shared/rules/identity';
import { displayDateTime } from '../../../../components/dateDisplay';
import { PageCard } from '../../../../components/PageCard';
import { isActionError } from '../../../../api/errors';
import { OrderStatusTag } from '../../../wallet/components/OrderStatusTag';
import { useTransRecordDetail } from '../../api';
import { channelText } from '../../components/TransTable';
import { accountText, resultText, stepText, totalLabel } from '../../components/recordWords';
import { ListTable } from '../../../../components/stackedColumns';

type Detail = OutputOf<typeof QueryTransRecordDetail>;

const STEP_COLORS: Record<string, string> = { U: 'gray', P: 'blue', S: 'green', F: 'red', V: 'orange' };

function OrderFacts({ order, postings }: { order: Detail['order']; postings: TransPosting[] }) {
  const { t, i18n } = useTranslation();
  const none = t('common.none');
  const money = (v: number) => formatMoney(v);
  const items: DescriptionsProps['items'] = [
    { key: 'ordNo', label: t('transactions.detail.ordNo'), children: <Typography.Text copyable>{order.ordNo}</Typography.Text> },
    { key: 'type', label: t('transactions.columns.type'), children: t(orderTypeKey(order.ordTyp), { defaultValue: orderTypeLabel(order.ordTyp) }) },
    { key: 'status', label: t('transactions.columns.status'), children: <OrderStatusTag status={order.status} /> },
    { key: 'direction', label: t('transactions.filters.direction'), children: t(`transactions.dcFlg.${order.dcFlg}`) },
    { key: 'channel', label: t('transactions.columns.channel'), children: channelText(t, order.ordTyp, order.rcvCnl) },
    {
      key: 'transTypId',
      label: t('transactions.detail.transTypId'),
      children: order.transTypId
        ? i18n.exists(`transactions.detail.transTyp.${order.transTypId}`)
          ? t('transactions.detail.transTypOf', { name: t(`transactions.detail.transTyp.${order.transTypId}`), id: order.transTypId })
          : order.transTypId
        : none,
    },
    { key: 'amount', label: t('transactions.detail.amount'), children: money(order.amount) },
    { key: 'fee', label: t('transactions.detail.fee'), children: money(order.fee) },
    { key: 'excise', label: t('transactions.detail.excise'), children: money(order.exciseDuty) },
    { key: 'vat', label: t('transactions.detail.vat'), children: money(order.vat) },
    { key: 'total', label: totalLabel(t, order, postings), children: <Typography.Text strong>{money(order.totalAmount)}</Typography.Text> },
    { key: 'name', label: t('transactions.detail.counterparty'), children: order.rcvNm ?? none },
    { key: 'phone', label: t('transactions.detail.phone'), children: order.rcvMblNo ? (/^254\d{9}$/.test(order.rcvMblNo) ? displayPhone(order.rcvMblNo) : order.rcvMblNo) : none },
    { key: 'account', label: t('transactions.detail.account'), children: order.rcvAcNo ? `${order.rcvBnkNm ?? ''} ${order.rcvAcNo}`.trim() : none },
    ...(order.accountReference ? [{ key: 'reference', label: t('transactions.detail.paybillAccount'), children: order.accountReference }] : []),
    ...(order.rcvMerchantNo ? [{ key: 'merchantNo', label: t('transactions.detail.merchantNo'), children: order.rcvMerchantNo }] : []),
    { key: 'receipt', label: t('transactions.detail.receipt'), children: order.receipt ?? none },
    { key: 'remarks', label: t('transactions.detail.remarks'), children: order.remarks ?? none },
    { key: 'operator', label: t('transactions.detail.operator'), children: order.operator ?? none },
    { key: 'created', label: t('transactions.detail.createdAt'), children: displayDateTime(order.createdAt) },
    { key: 'finished', label: t('transactions.detail.finishedAt'), children: order.finishedAt ? displayDateTime(order.finishedAt) : none },
    ...(resultText(order) ? [{ key: 'result', label: t('transactions.detail.result'), children: resultText(order) }] : []),
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} />;
}

function Postings({ postings }: { postings: TransPosting[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<TransPosting> = [
    { key: 'at', title: t('transactions.postings.at'), dataIndex: 'at', render: (v: string) => displayDateTime(v), width: 170 },
    { key: 'account', title: t('transactions.postings.account'), render: (_: unknown, p) => accountText(t, p) },
    { key: 'role', title: t('transactions.postings.role'), dataIndex: 'role', render: (v: string) => t(`transactions.role.${v}`, { defaultValue: v }) },
    { key: 'debit', title: t('transactions.postings.debit'), align: 'right', render: (_: unknown, p) => (p.dcFlg === 'd' ? formatMoney(p.amount) : '') },
    { key: 'credit', title: t('transactions.postings.credit'), align: 'right', render: (_: unknown, p) => (p.dcFlg === 'c' ? formatMoney(p.amount) : '') },
    {
      key: 'balance',
      title: t('transactions.postings.balanceAfter'),
      align: 'right',
      render: (_: unknown, p) => (p.balanceAfter === null ? t('common.none') : formatMoney(p.balanceAfter)),
    },
    {
      key: 'state',
      title: t('transactions.postings.state'),
      dataIndex: 'entryStatus',
      render: (s: TransPosting['entryStatus']) => <Tag color={s === 'S' ? 'success' : s === 'P' ? 'processing' : 'default'}>{t(`transactions.entryStatus.${s}`)}</Tag>,
    },
  ];
  return (
    <ListTable<TransPosting>
      rowKey={(p, i) => `${p.account}-${p.role}-${i}`}
      size="small"
      pagination={false}
      columns={columns}
      dataSource={postings}
      scroll={{ x: 760 }}
      locale={{ emptyText: t('transactions.postings.empty') }}
    />
  );
}

/** /finance/components/transRecordDetail?ordNo=…: one order in full, its steps and its ledger postings. */
export default function TransRecordDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ordNo = params.get('ordNo')?.trim() || undefined;
  const detail = useTransRecordDetail(ordNo);
  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => void navigate(-1)}>
      {t('common.back')}
    </Button>
  );

  if (!ordNo || (detail.isError && isActionError(detail.error) && detail.error.code === 'MMCP4004')) {
    return (
      <PageCard title={t('transactions.detail.title')} extra={back}>
        <Result status="404" title={t('transactions.detail.notFound')} />
      </PageCard>
    );
  }
  if (detail.isError) {
    return (
      <PageCard title={t('transactions.detail.title')} extra={back}>
        <Alert type="error" showIcon message={t('common.loadFailed')} action={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>} />
      </PageCard>
    );
  }
  const data = detail.data;
  return (
    <PageCard title={t('transactions.detail.title')} extra={back}>
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <OrderFacts order={data.order} postings={data.postings} />
          <Card size="small" title={t('transactions.detail.history')} style={{ marginTop: 16 }}>
            <Timeline
              items={data.history.map((h) => ({
                color: STEP_COLORS[h.status],
                title: displayDateTime(h.at),
                content: stepText(t, data.order, h),
              }))}
            />
          </Card>
          <Card size="small" title={t('transactions.detail.postings')} style={{ marginTop: 16 }}>
            <Typography.Paragraph type="secondary">{t('transactions.postings.help')}</Typography.Paragraph>
            <Postings postings={data.postings} />
          </Card>
        </>
      )}
    </PageCard>
  );
}
