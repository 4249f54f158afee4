import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Divider, Flex, Form, Input, Statistic, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SplitBillRecord } from '../../../../../shared/actions/notifications';
import { formatMoney } from '../../../../../shared/format/money';
import { truncateName } from '../../../../../shared/format/name';
import { formatPhone } from '../../../../../shared/format/phone';
import { SPLIT_MAX_REMITTERS, splitRemaining, splitRuleBroken, splitShareProblem } from '../../../../../shared/rules/split';
import { isActionError } from '../../../../api/errors';
import { displayDateTime } from '../../../../components/dateDisplay';
import { PageCard } from '../../../../components/PageCard';
import { PhoneInput } from '../../../../components/PhoneInput';
import { TableEmpty } from '../../../../components/TableEmpty';
import { catalogueText, ruleText } from '../../../../i18n';
import { newRequestId } from '../../../transfer/components/transferForm';
import { useSplitBill, useSplitBills } from '../../api';
import { AmountInput } from '../../../../components/AmountInput';
import { amountRule, toMinor as typedMinor } from '../../../../components/amountRule';
import { ListTable } from '../../../../components/stackedColumns';

interface FormValues {
  totalAmount?: number;
  remarks?: string;
  remitters: { mobile?: string; amount?: number }[];
}

const toMinor = (v: number | null | undefined) => (v === null || v === undefined || Number.isNaN(v) ? 0 : Math.round(v * 100));
const STATUS_COLOR = { '0': 'orange', '1': 'green', '2': 'red' } as const;
/** A share asks at least KES 10, with the server's rule and text ('Minimum amount KES.10.00'). */
const shareRule = {
  validator: async (_rule: unknown, value: number | null | undefined) => {
    const problem = splitShareProblem(typedMinor(value));
    if (problem) throw new Error(ruleText(problem));
  },
};
const PAGE_SIZE = 10;

/**
 * /finance/splitBill: split a bill among up to 20 wallet owners (spec 001: order type 25; the
 * remaining amount may not fall below 0; no remitter twice). Each remitter is notified and pays
 * from the notification; the list below shows every share's payment status.
 */
export default function SplitBillPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const requestId = useRef(newRequestId());
  const split = useSplitBill();
  const bills = useSplitBills(pageNum, PAGE_SIZE);
  const values = Form.useWatch([], form) as FormValues | undefined;
  const remitters = values?.remitters ?? [];
  const total = toMinor(values?.totalAmount);
  const remaining = splitRemaining(
    total,
    remitters.map((r) => ({ amount: toMinor(r?.amount) })),
  );

  const submit = async (v: FormValues) => {
    const list = (v.remitters ?? []).map((r) => ({ mobile: r.mobile ? `254${r.mobile}` : undefined, amount: toMinor(r.amount) }));
    const broken = splitRuleBroken(toMinor(v.totalAmount), list);
    if (broken) {
      setProblem(catalogueText(broken));
      return;
    }
    setProblem(null);
    try {
      const res = await split.mutateAsync({ totalAmount: toMinor(v.totalAmount), remarks: v.remarks?.trim() || undefined, remitters: list, requestId: requestId.current });
      void message.success(t('notifications.split.created', { count: res.shares.length }));
      requestId.current = newRequestId();
      form.resetFields();
      setPageNum(1);
    } catch (e) {
      if (!isActionError(e)) throw e;
      const field = e.envelope?.field;
      const at = typeof field === 'string' ? /^remitters\.(\d+)\.(mobile|bnfUsrNo)$/.exec(field) : null;
      if (at) form.setFields([{ name: ['remitters', Number(at[1]), 'mobile'], errors: [e.message] }]);
      else setProblem(e.message);
      requestId.current = newRequestId();
    }
  };

  return (
    <PageCard title={t('notifications.split.title')}>
      <Typography.Paragraph type="secondary">{t('notifications.split.intro')}</Typography.Paragraph>
      <Form<FormValues> form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ remitters: [{}] }} style={{ maxWidth: 640 }} onValuesChange={() => setProblem(null)}>
        <Form.Item name="totalAmount" label={t('notifications.split.totalAmount')} rules={[amountRule(null)]}>
          <AmountInput style={{ width: '100%' }} precision={2} />
        </Form.Item>
        <Form.Item name="remarks" label={t('notifications.split.remarks')}>
          <Input maxLength={60} />
        </Form.Item>
        <Typography.Text strong>{t('notifications.split.remitters')}</Typography.Text>
        <Form.List name="remitters">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} align="start" style={{ marginTop: 8 }}>
                  <Form.Item
                    name={[field.name, 'mobile']}
                    rules={[{ required: true, message: catalogueText('REQUIRED') }]}
                    style={{ flex: 2, marginBottom: 0 }}
                  >
                    <PhoneInput placeholder={t('notifications.split.remitterMobile')} aria-label={`${t('notifications.split.remitterMobile')} ${i + 1}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'amount']} rules={[amountRule(null), shareRule]} style={{ flex: 1, marginBottom: 0 }}>
                    <AmountInput
                      style={{ width: '100%' }}
                      precision={2}
                      placeholder={t('notifications.split.remitterAmount')}
                      aria-label={`${t('notifications.split.remitterAmount')} ${i + 1}`}
                    />
                  </Form.Item>
                  <Button icon={<DeleteOutlined aria-hidden />} aria-label={`${t('notifications.split.removeRemitter')} ${i + 1}`} onClick={() => remove(field.name)} disabled={fields.length === 1} />
                </Flex>
              ))}
              <Flex align="center" gap={12} style={{ margin: '12px 0' }}>
                <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({})} disabled={fields.length >= SPLIT_MAX_REMITTERS}>
                  {t('notifications.split.addRemitter')}
                </Button>
                <Typography.Text type="secondary">{t('notifications.split.max', { max: SPLIT_MAX_REMITTERS })}</Typography.Text>
              </Flex>
            </>
          )}
        </Form.List>
        <Statistic
          title={t('notifications.split.remaining')}
          value={formatMoney(remaining)}
          styles={{ content: { color: remaining < 0 ? '#cf1322' : undefined, fontSize: 20 } }}
        />
        {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
        <Button type="primary" htmlType="submit" loading={split.isPending} style={{ marginTop: 16 }}>
          {t('notifications.split.submit')}
        </Button>
      </Form>

      <Divider />
      <Typography.Title level={5}>{t('notifications.split.history')}</Typography.Title>
      <ListTable<SplitBillRecord>
        stack={{ aside: 'total' }}
        rowKey="orderNo"
        size="small"
        loading={bills.isFetching}
        dataSource={bills.data?.list ?? []}
        locale={{ emptyText: <TableEmpty failed={bills.isError} onRetry={() => void bills.refetch()} description={t('notifications.split.empty')} /> }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: bills.data?.total ?? 0, showSizeChanger: false, onChange: setPageNum }}
        expandable={{
          expandedRowRender: (b) => (
            <Table
              rowKey="orderNo"
              size="small"
              pagination={false}
              dataSource={b.shares}
              columns={[
                { key: 'name', title: t('notifications.split.remitters'), render: (_, s) => `${truncateName(s.remitterName)} (${formatPhone(s.remitterPhone)})` },
                { key: 'amount', title: t('notifications.split.remitterAmount'), render: (_, s) => formatMoney(s.amount) },
                { key: 'status', title: t('notifications.split.paymentStatus'), render: (_, s) => <Tag color={STATUS_COLOR[s.orderPaymentStatus]}>{t(`notifications.split.status.${s.orderPaymentStatus}`)}</Tag> },
              ]}
            />
          ),
        }}
        columns={[
          { key: 'date', title: t('notifications.split.date'), render: (_, b) => displayDateTime(b.createdAt) },
          { key: 'for', title: t('notifications.split.forWhat'), render: (_, b) => b.remarks ?? t('common.none') },
          { key: 'total', title: t('notifications.split.total'), render: (_, b) => formatMoney(b.totalAmount) },
          { key: 'remaining', title: t('notifications.split.remaining'), render: (_, b) => formatMoney(b.remainingAmount) },
          {
            key: 'paid',
            title: t('notifications.split.status.1'),
            render: (_, b) => t('notifications.split.paidCount', { paid: b.shares.filter((s) => s.orderPaymentStatus === '1').length, count: b.shares.length }),
          },
          { key: 'order', title: t('notifications.split.orderNo'), dataIndex: 'orderNo' },
        ]}
      />
    </PageCard>
  );
}
