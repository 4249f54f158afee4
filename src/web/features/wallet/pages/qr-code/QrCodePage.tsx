import { Button, Card, Col, Form, Popconfirm, Row, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ReceiveCode } from '../../../../../shared/actions/wallet';
import { formatMoney } from '../../../../../shared/format/money';
import { displayDateTime } from '../../../../components/dateDisplay';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { readPage, readText, toSearch } from '../../../../components/urlParams';
import { useCodeMutations, usePaymentCodes } from '../../api';
import { useTxLimits } from '../../../../api/money';
import { amountProblem } from '../../../../../shared/rules/money';
import { ruleText } from '../../../../i18n';
import { toMinor } from '../../components/AmountField';
import { CodeCard } from './CodeCard';
import { DecodeCode } from './DecodeCode';
import { AmountInput } from '../../../../components/AmountInput';
import { wholeShillingsRule } from '../../../../components/amountRule';
import { useSingleFlight } from '../../../../components/useSingleFlight';

/**
 * /qrCode (function 02, menu type 131): the business's receive codes. A customer pays the
 * provider's M-PESA paybill with the code as the account number (or scans its QR); the wallet is
 * credited. Codes are generated (optionally for a fixed amount), closed and enabled again; any
 * code can be decoded to see whom it pays.
 */
export default function QrCodePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const selectedCode = readText(params, 'code', 20);
  const codes = usePaymentCodes(page);
  const { generate, close, enable } = useCodeMutations();
  const [form] = Form.useForm<{ amount: number | null }>();
  const limits = useTxLimits('131', undefined, undefined);
  const list = codes.data?.list ?? [];
  const selected = list.find((c) => c.code === selectedCode) ?? list.find((c) => c.rcvFlg === '1') ?? list[0] ?? null;
  const select = (code: string) => setParams(toSearch({ page: page.pageNum, size: page.pageSize, code }), { replace: true });

  // Once at a time: a double click makes one code.
  const make = useSingleFlight(async ({ amount }: { amount: number | null }) => {
    try {
      const made = await generate.mutateAsync({ amount: toMinor(amount) });
      form.resetFields();
      select(made.code);
    } catch {
      // the client has shown the refusal
    }
  });

  const columns: ColumnsType<ReceiveCode> = [
    {
      key: 'code',
      title: t('wallet.qr.code'),
      dataIndex: 'code',
      render: (code: string) => (
        <Button type="link" style={{ padding: 0, fontFamily: 'monospace' }} onClick={() => select(code)}>
          {code}
        </Button>
      ),
    },
    { key: 'amount', title: t('wallet.qr.amount'), dataIndex: 'amount', render: (a: number | null) => (a === null ? t('wallet.qr.anyAmount') : formatMoney(a)) },
    { key: 'store', title: t('wallet.qr.store'), dataIndex: 'storeName', render: (s: string | null) => s ?? t('wallet.qr.allStores'), responsive: ['md'] },
    {
      key: 'status',
      title: t('wallet.activity.status'),
      dataIndex: 'rcvFlg',
      render: (f: '1' | '0') => <Tag color={f === '1' ? 'green' : 'default'}>{t(`wallet.qr.rcvFlg.${f}`)}</Tag>,
    },
    { key: 'created', title: t('wallet.qr.created'), dataIndex: 'createdAt', render: (v: string) => displayDateTime(v), responsive: ['lg'] },
    {
      key: 'actions',
      title: t('wallet.qr.actions'),
      render: (_: unknown, c: ReceiveCode) =>
        c.rcvFlg === '1' ? (
          <Popconfirm title={t('wallet.qr.closeConfirm', { code: c.code })} onConfirm={() => close.mutateAsync(c.code).catch(() => undefined)}>
            <Button size="small">{t('wallet.qr.close')}</Button>
          </Popconfirm>
        ) : (
          <Button size="small" onClick={() => void enable.mutateAsync(c.code).catch(() => undefined)}>
            {t('wallet.qr.enable')}
          </Button>
        ),
    },
  ];

  return (
    <PageCard title={t('wallet.qr.title')}>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={10}>
          {codes.isPending ? (
            <Skeleton active />
          ) : selected && codes.data ? (
            <CodeCard code={selected} info={codes.data} />
          ) : (
            <Card>
              <TableEmpty failed={codes.isError} onRetry={() => void codes.refetch()} description={t('wallet.qr.none')} />
            </Card>
          )}
        </Col>
        <Col xs={24} xl={14}>
          <section aria-label={t('wallet.qr.generate')}>
            <Typography.Title level={5}>{t('wallet.qr.generate')}</Typography.Title>
            <Form form={form} name="newCode" layout="vertical" onFinish={(v) => void make(v)} style={{ marginBottom: 16, maxWidth: 420 }}>
              <Form.Item
                name="amount"
                label={t('wallet.qr.fixedAmount')}
                extra={limits.data ? `${t('wallet.qr.fixedAmountHint')} ${t('wallet.limits', { min: formatMoney(limits.data.minAmount), max: formatMoney(limits.data.maxAmount) })}` : t('wallet.qr.fixedAmountHint')}
                rules={[
                  {
                    // Optional; when given, inside the limits of receiving (131), as the server checks.
                    validator: async (_r, value: number | null | undefined) => {
                      const minor = toMinor(value);
                      const problem = minor === null || !limits.data ? null : amountProblem(minor, { min: limits.data.minAmount, max: limits.data.maxAmount });
                      if (problem) throw new Error(ruleText(problem));
                    },
                  },
                  wholeShillingsRule,
                ]}
              >
                <AmountInput precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item>
                <Button type="primary" htmlType="submit" loading={generate.isPending}>
                  {t('wallet.qr.generateButton')}
                </Button>
              </Form.Item>
            </Form>
          </section>
          <section aria-label={t('wallet.qr.list')}>
            <Typography.Title level={5}>{t('wallet.qr.list')}</Typography.Title>
            <Table<ReceiveCode>
              rowKey="code"
              size="small"
              columns={columns}
              dataSource={list}
              loading={codes.isFetching}
              rowClassName={(c) => (c.code === selected?.code ? 'ant-table-row-selected' : '')}
              locale={{ emptyText: <TableEmpty failed={codes.isError} onRetry={() => void codes.refetch()} description={t('wallet.qr.none')} /> }}
              pagination={{
                current: page.pageNum,
                pageSize: page.pageSize,
                total: codes.data?.total ?? 0,
                hideOnSinglePage: true,
                showSizeChanger: false,
                onChange: (pageNum, pageSize) => setParams(toSearch({ page: pageNum, size: pageSize }), { replace: true }),
              }}
            />
          </section>
          <div style={{ marginTop: 24 }}>
            <DecodeCode />
          </div>
        </Col>
      </Row>
    </PageCard>
  );
}

