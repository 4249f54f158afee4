import { Button, Card, Flex, Input, Modal, Select, Space, Statistic, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Till } from '../../../../../shared/actions/tills';
import { formatMoney } from '../../../../../shared/format/money';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { readPage, readText, toSearch } from '../../../../components/urlParams';
import { useTillMutations, useTills } from '../../api';
import { StoreSelect } from '../../components/StoreSelect';
import { TillQr } from '../../components/TillQr';
import { TillFormDialog, type TillFormValues } from './TillFormDialog';
import { ListTable } from '../../../../components/stackedColumns';
import { useSingleFlight } from '../../../../components/useSingleFlight';

export const TILL_PAGE = '/setting/tillManagement/till';

/**
 * /setting/tillManagement (function 38 ManageMyTills): the business's tills with their balances,
 * filtered by store, status and name in the query string; add, rename, enable, disable, delete,
 * show the QR; links to request a till, settle, the settlements and the till statement.
 */
export default function TillManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const storeId = readText(params, 'store', 64);
  const statusParam = params.get('status');
  const status = statusParam === '0' || statusParam === '1' ? statusParam : undefined;
  const keyword = readText(params, 'q', 30);
  const tills = useTills({ ...page, storeId, status, keyword }, { live: true });
  const m = useTillMutations();
  const row = useRowAction();
  const [dialog, setDialog] = useState<{ editing: Till | null } | null>(null);
  const [qrOf, setQrOf] = useState<Till | null>(null);
  const setFilter = (next: Record<string, string | undefined>) =>
    setParams(toSearch({ store: storeId, status, q: keyword, ...next, page: 1, size: page.pageSize }), { replace: true });

  /** Rejects with the refusal, which the dialog shows. Once at a time: a double click adds one till. */
  const submit = useSingleFlight(async (values: TillFormValues) => {
    if (dialog?.editing) {
      await m.update.mutateAsync({ tillId: dialog.editing.tillId, tillName: values.tillName });
    } else {
      const made = await m.add.mutateAsync(values);
      navigate(`${TILL_PAGE}?tillId=${made.tillId}`);
    }
    setDialog(null);
  });

  const columns: ColumnsType<Till> = [
    {
      key: 'tillNo',
      title: t('tills.field.tillNo'),
      dataIndex: 'tillNo',
      render: (no: string, x) => (
        <Link to={`${TILL_PAGE}?tillId=${x.tillId}`} style={{ fontFamily: 'monospace' }}>
          {no}
        </Link>
      ),
    },
    { key: 'name', title: t('tills.field.tillName'), dataIndex: 'tillName' },
    { key: 'store', title: t('tills.field.store'), dataIndex: 'storeName', responsive: ['md'] },
    { key: 'balance', title: t('tills.field.balance'), dataIndex: 'balance', align: 'right', render: (v: number) => formatMoney(v) },
    {
      key: 'method',
      title: t('tills.field.settleMethod'),
      dataIndex: 'settleMethod',
      responsive: ['lg'],
      render: (m: Till['settleMethod'], x) => (x.ownSettleMethod ? t(`tills.method.${m}`) : t('tills.field.followsStore', { method: t(`tills.method.${m}`) })),
    },
    {
      key: 'status',
      title: t('tills.field.status'),
      dataIndex: 'status',
      render: (s: Till['status']) => <Tag color={s === '0' ? 'green' : 'default'}>{t(`tills.status.${s}`)}</Tag>,
    },
    {
      key: 'actions',
      title: '',
      render: (_: unknown, x) => (
        <Space size={4}>
          <Button size="small" onClick={() => navigate(`${TILL_PAGE}?tillId=${x.tillId}`)}>
            {t('tills.action.open')}
          </Button>
          <Button size="small" onClick={() => setQrOf(x)} disabled={x.status !== '0'}>
            {t('tills.action.qr')}
          </Button>
          <Button size="small" onClick={() => setDialog({ editing: x })}>
            {t('tills.action.edit')}
          </Button>
          {x.status === '0' ? (
            <Button
              size="small"
              disabled={row.busy(x.tillId)}
              onClick={() => void row.run(x.tillId, () => m.disable.mutateAsync(x.tillId), t('tills.action.disabled'), { title: t('tills.action.disableConfirm', { tillNo: x.tillNo }) })}
            >
              {t('tills.action.disable')}
            </Button>
          ) : (
            <Button size="small" disabled={row.busy(x.tillId)} onClick={() => void row.run(x.tillId, () => m.enable.mutateAsync(x.tillId), t('tills.action.enabled'))}>
              {t('tills.action.enable')}
            </Button>
          )}
          <Button
            size="small"
            danger
            disabled={row.busy(x.tillId)}
            onClick={() =>
              void row.run(x.tillId, () => m.remove.mutateAsync(x.tillId), t('tills.action.deleted'), {
                title: t('tills.action.deleteConfirm', { tillNo: x.tillNo, name: x.tillName }),
                danger: true,
              })
            }
          >
            {t('tills.action.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const empty = <TableEmpty failed={tills.isError} onRetry={() => void tills.refetch()} description={t('tills.list.none')} />;
  return (
    <PageCard
      title={t('tills.list.title')}
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => setDialog({ editing: null })}>
            {t('tills.list.add')}
          </Button>
          <Button onClick={() => navigate('/setting/tillManagement/requestTill')}>{t('tills.list.request')}</Button>
          <Button onClick={() => navigate('/setting/tillManagement/settle')}>{t('tills.list.settle')}</Button>
        </Space>
      }
    >
      <Flex gap={16} wrap style={{ marginBottom: 16 }}>
        <Card size="small" style={{ minWidth: 220 }}>
          <Statistic title={t('tills.list.totalBalance')} value={formatMoney(tills.data?.totalBalance ?? 0)} />
          <Typography.Text type="secondary">{t('tills.list.tillCount', { count: tills.data?.total ?? 0 })}</Typography.Text>
        </Card>
        <Flex vertical gap={8} justify="center">
          <Link to="/analysis/settelement">{t('tills.list.settlements')}</Link>
          <Link to="/finance/money/tillStatement">{t('tills.list.statement')}</Link>
          <Link to="/tillManagement/payments">{t('tills.menu.payments')}</Link>
          <Link to="/tillManagement/payTill">{t('tills.menu.payTill')}</Link>
        </Flex>
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <StoreSelect aria-label={t('tills.field.store')} value={storeId} allLabel={t('tills.list.allStores')} onChange={(v) => setFilter({ store: v })} />
        <Select
          aria-label={t('tills.list.status')}
          value={status ?? ''}
          onChange={(v: string) => setFilter({ status: v || undefined })}
          options={[
            { value: '', label: t('tills.list.allStatuses') },
            { value: '0', label: t('tills.status.0') },
            { value: '1', label: t('tills.status.1') },
          ]}
          style={{ width: 160 }}
        />
        <Input.Search
          aria-label={t('tills.list.keyword')}
          placeholder={t('tills.list.keyword')}
          defaultValue={keyword}
          allowClear
          onSearch={(v) => setFilter({ q: v.trim() || undefined })}
          style={{ width: 240 }}
        />
      </Flex>
      <ListTable<Till> stack={{ aside: 'balance' }}
        rowKey="tillId"
        size="middle"
        // On a phone the row scrolls inside the card: the action buttons stay whole.
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={tills.data?.list ?? []}
        loading={tills.isPending}
        locale={{ emptyText: empty }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: tills.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: (pageNum, pageSize) => setParams(toSearch({ store: storeId, status, q: keyword, page: pageNum, size: pageSize }), { replace: true }),
        }}
      />
      <TillFormDialog
        open={dialog !== null}
        editing={Boolean(dialog?.editing)}
        initial={dialog?.editing ? { tillName: dialog.editing.tillName, storeId: dialog.editing.storeId } : { storeId: storeId }}
        busy={m.add.isPending || m.update.isPending}
        onSubmit={submit}
        onCancel={() => setDialog(null)}
      />
      <Modal open={qrOf !== null} title={qrOf ? t('tills.qr.title', { tillNo: qrOf.tillNo }) : ''} footer={null} onCancel={() => setQrOf(null)} destroyOnHidden>
        {qrOf && <TillQr tillId={qrOf.tillId} tillNo={qrOf.tillNo} active={qrOf.status === '0'} />}
      </Modal>
    </PageCard>
  );
}
