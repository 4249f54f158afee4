import { Button, Flex, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TillPayment } from '../../../../shared/actions/tills';
import { formatMoney } from '../../../../shared/format/money';
import { truncateName } from '../../../../shared/format/name';
import { useRowAction } from '../../../app/overlay/useRowAction';
import { displayDateTime } from '../../../components/dateDisplay';
import { usePageInRange } from '../../../components/serverPaging';
import { TableEmpty } from '../../../components/TableEmpty';
import { readDate, readPage, readText, toSearch } from '../../../components/urlParams';
import { useTillMutations, useTillPayments } from '../api';
import { ClaimDialog } from '../pages/till/ClaimDialog';
import { DateRangeFilter } from './DateRangeFilter';
import { PhoneText } from '../../../components/PhoneText';
import { usePhone } from '../../../components/usePhone';

/**
 * Till payments, server-paged and filtered in the query string (claimed or not, dates, a search),
 * refreshed every few seconds; a cashier claims one against a sale. One till's when `tillId` is
 * given, else every till's (with the till shown).
 */
export function PaymentRecords({ tillId }: { tillId?: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const claimedParam = params.get('claimed');
  const claimed = claimedParam === 'Y' || claimedParam === 'N' ? claimedParam : undefined;
  const startDate = readDate(params, 'from');
  const endDate = readDate(params, 'to');
  const keyword = readText(params, 'q', 40);
  const payments = useTillPayments({ ...page, tillId, claimed, startDate, endDate, keyword });
  const { claim } = useTillMutations();
  const row = useRowAction();
  const [claiming, setClaiming] = useState<TillPayment | null>(null);
  const go = (next: Record<string, string | number | undefined>) =>
    setParams(toSearch({ tillId, claimed, from: startDate, to: endDate, q: keyword, page: 1, size: page.pageSize, ...next }), { replace: true });
  // A page past the end (?page=999, or the last row claimed away) moves to the last page.
  usePageInRange(page, payments.data?.total, (p) => go({ page: p.pageNum, size: p.pageSize }));

  const narrow = usePhone();
  const payerCell = (p: TillPayment) => (
    <Space direction="vertical" size={0}>
      <span title={p.payerName ?? ''}>{p.payerName ? truncateName(p.payerName) : t('common.none')}</span>
      {p.payerPhone && (
        <Typography.Text type="secondary">
          <PhoneText phone={p.payerPhone} />
        </Typography.Text>
      )}
    </Space>
  );
  const claimCell = (p: TillPayment) =>
    p.claimed === 'Y' ? (
      <Space direction="vertical" size={0}>
        <Tag color="green">{p.claimRef}</Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {truncateName(p.claimedBy ?? '')} {displayDateTime(p.claimedAt)}
        </Typography.Text>
      </Space>
    ) : (
      <Button size="small" disabled={row.busy(p.paymentId)} onClick={() => setClaiming(p)}>
        {t('tills.till.claim')}
      </Button>
    );
  // On a phone a payment is two cells: who paid, when and on which till, and its claim; the amount.
  const phoneColumns: ColumnsType<TillPayment> = [
    {
      key: 'payer',
      title: t('tills.till.payer'),
      render: (_: unknown, p) => (
        <Flex vertical gap={4} align="start">
          {payerCell(p)}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {displayDateTime(p.createdAt)}
            {tillId ? '' : ` · ${p.tillNo} ${p.tillName}`}
          </Typography.Text>
          {claimCell(p)}
        </Flex>
      ),
    },
    { key: 'amount', title: t('tills.till.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => <strong style={{ whiteSpace: 'nowrap' }}>{formatMoney(v)}</strong> },
  ];
  const columns: ColumnsType<TillPayment> = [
    { key: 'time', title: t('tills.till.time'), dataIndex: 'createdAt', render: (v: string) => displayDateTime(v) },
    ...(tillId
      ? []
      : [{ key: 'till', title: t('tills.settle.till'), render: (_: unknown, p: TillPayment) => `${p.tillNo} · ${p.tillName}` }]),
    { key: 'payer', title: t('tills.till.payer'), render: (_: unknown, p) => payerCell(p) },
    {
      key: 'transId',
      title: t('tills.till.transId'),
      responsive: ['md'],
      render: (_: unknown, p) => (
        <Space direction="vertical" size={0}>
          <span style={{ fontFamily: 'monospace' }}>{p.transId}</span>
          <Typography.Text type="secondary">{t(`tills.till.source.${p.source === 'wallet' ? 'wallet' : 'mpesa'}`)}</Typography.Text>
        </Space>
      ),
    },
    { key: 'reference', title: t('tills.till.reference'), dataIndex: 'reference', render: (r: string | null) => r || t('common.none'), responsive: ['lg'] },
    { key: 'amount', title: t('tills.till.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => <strong>{formatMoney(v)}</strong> },
    { key: 'claim', title: t('tills.till.claimed'), render: (_: unknown, p) => claimCell(p) },
  ];

  const submitClaim = async (v: { saleRef: string; note?: string }) => {
    if (!claiming) return;
    const target = claiming;
    setClaiming(null);
    await row.run(target.paymentId, () => claim.mutateAsync({ paymentId: target.paymentId, saleRef: v.saleRef, note: v.note || undefined }), t('tills.till.claimDone', { saleRef: v.saleRef }));
  };
  const filtered = Boolean(claimed || startDate || endDate || keyword);

  return (
    <section aria-label={t('tills.till.transactions')}>
      <Flex justify="space-between" align="baseline" wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('tills.till.transactions')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('tills.till.live')}</Typography.Text>
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('tills.till.claimed')}
          value={claimed ?? ''}
          onChange={(v: string) => go({ claimed: v || undefined })}
          options={[
            { value: '', label: t('tills.till.allPayments') },
            { value: 'N', label: t('tills.till.unclaimed') },
            { value: 'Y', label: t('tills.till.claimed') },
          ]}
          style={{ width: 160 }}
        />
        <DateRangeFilter ariaLabel={t('settlement.filter.dates')} start={startDate} end={endDate} onChange={(from, to) => go({ from, to })} />
        <Input.Search aria-label={t('tills.till.search')} placeholder={t('tills.till.search')} defaultValue={keyword} allowClear onSearch={(v) => go({ q: v.trim() || undefined })} style={{ width: 240 }} />
      </Flex>
      <Table<TillPayment>
        rowKey="paymentId"
        size="middle"
        scroll={narrow ? undefined : { x: 'max-content' }}
        columns={narrow ? phoneColumns : columns}
        dataSource={payments.data?.list ?? []}
        loading={payments.isPending}
        locale={{ emptyText: <TableEmpty failed={payments.isError} onRetry={() => void payments.refetch()} description={filtered ? t('tills.till.noneFiltered') : t('tills.till.none')} /> }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: payments.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: (pageNum, pageSize) => go({ page: pageNum, size: pageSize }),
        }}
      />
      <ClaimDialog payment={claiming} busy={claim.isPending} onSubmit={(v) => void submitClaim(v)} onCancel={() => setClaiming(null)} />
    </section>
  );
}
