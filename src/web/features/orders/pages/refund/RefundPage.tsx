import { Alert, Button, Descriptions, Empty, Form, Input, InputNumber, Radio, Select, Skeleton, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { GoodsOrderItem, GoodsRefund } from '../../../../../shared/actions/orders';
import { formatMoney } from '../../../../../shared/format/money';
import { REASON_MAX, refundAmountProblem, refundRemarksRule } from '../../../../../shared/rules/orders';
import { isActionError } from '../../../../api/errors';
import { OutcomeResult } from '../../../../components/OutcomeResult';
import { PhoneInput } from '../../../../components/PhoneInput';
import { phoneDigitsRule, toWirePhone } from '../../../../components/inputFilters';
import { PageCard } from '../../../../components/PageCard';
import { applyFieldErrors, zodRule } from '../../../../components/formRules';
import { ruleText } from '../../../../i18n';
import { useOrderInfo, useOrderMutations, useRefundReasons } from '../../api';
import { orderLink, tabPath } from '../../links';
import { formatPhone } from '../../../../../shared/format/phone';
import { AmountInput } from '../../../../components/AmountInput';
import { toMinor, wholeShillingsRule } from '../../../../components/amountRule';

const newRequestId = () => `web-${crypto.randomUUID().replace(/-/g, '')}`;

interface RefundForm {
  refundType: 'F' | 'P';
  /** Shillings, as the amount field holds them. */
  amount?: number | null;
  reason?: string;
  remarks?: string;
  /** The 9 digits after +254 of the number an M-PESA refund goes to when the payer's is hidden. */
  refundPhone?: string;
  quantities: Record<string, number | null>;
}

/**
 * /manage/order/refund?orderNo= (and /waitingForRefund/refund): gives money back for a paid order,
 * in full or in part, with one of the spec's reasons; the returned items go back to stock. The
 * money goes back the way the sale was paid; never more than what is left of it. A customer who
 * paid the till directly has their number hidden by M-PESA: in full the payment is reversed to
 * them, in part the form asks for the number to send the refund to (MMCP6011).
 */
export default function RefundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? undefined;
  const info = useOrderInfo(orderNo);
  const reasons = useRefundReasons();
  const { refund } = useOrderMutations();
  const [form] = Form.useForm<RefundForm>();
  const requestId = useRef(newRequestId());
  const [done, setDone] = useState<GoodsRefund | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The server asked for a number (MMCP6011): the field stays on the form from then on.
  const [phoneAsked, setPhoneAsked] = useState(false);
  const refundType = Form.useWatch('refundType', form) ?? 'P';
  const o = info.data;

  if (!orderNo || info.isError) {
    return (
      <PageCard title={t('orders.menu.refund')}>
        <Empty description={t('orders.notFound')} />
      </PageCard>
    );
  }
  if (!o) {
    return (
      <PageCard title={t('orders.menu.refund')}>
        <Skeleton active />
      </PageCard>
    );
  }

  if (done) {
    const waiting = done.payStatus === 'P' || done.payStatus === 'U';
    return (
      <PageCard title={t('orders.menu.refund')}>
        <OutcomeResult
          status={done.payStatus === 'W' ? 'info' : 'success'}
          waiting={waiting}
          title={t(`orders.refundResult.${done.payStatus}`, { amount: formatMoney(done.amount) })}
          subTitle={t('orders.refundResult.detail', { refundNo: done.refundNo, orderNo: o.orderNo })}
          againText={t('orders.action.detail')}
          doneText={t('orders.tab.refunded')}
          onAgain={() => navigate(orderLink('detail', o.orderNo))}
          onDone={() => navigate(tabPath('refunded'))}
        />
      </PageCard>
    );
  }

  // Where the money goes back: the number that paid (the sale's customer may be another one).
  const payer = o.payerPhone ?? o.customerPhone;
  // M-PESA pays back in whole shillings (MMCP4008 on the server).
  const mpesa = o.paymentMethod === '0001';
  // M-PESA without the payer's number (a payment to the till): only the whole payment can be reversed.
  const payerHidden = o.paymentMethod === '0001' && !payer;
  const needsPhone = phoneAsked || (payerHidden && (refundType === 'P' || o.refundedAmount > 0));
  const left = (i: GoodsOrderItem) => i.quantity - i.refundedQty;
  const itemsValue = (q: Record<string, number | null>) => o.items.reduce((s, i) => s + (q[i.itemId] ?? 0) * i.unitPrice, 0);

  const submit = async (v: RefundForm) => {
    setFailure(null);
    const amount = v.refundType === 'F' ? o.refundable : (toMinor(v.amount) ?? 0);
    const items = Object.entries(v.quantities ?? {})
      .filter(([, q]) => q && q > 0)
      .map(([itemId, quantity]) => ({ itemId, quantity: quantity! }));
    try {
      const res = await refund.mutateAsync({
        orderNo: o.orderNo,
        refundType: v.refundType,
        amount: v.refundType === 'P' ? amount : undefined,
        items: v.refundType === 'P' ? items : [],
        reason: v.reason as never,
        remarks: v.remarks || undefined,
        refundPhone: needsPhone && v.refundPhone ? toWirePhone(v.refundPhone) : undefined,
        requestId: requestId.current,
      });
      setDone(res.refund);
    } catch (error) {
      // A refused refund leaves nothing behind: the next attempt is a new request.
      requestId.current = newRequestId();
      if (isActionError(error)) {
        if (error.fieldErrors.some((f) => f.field === 'refundPhone')) setPhoneAsked(true);
        const rest = applyFieldErrors(form, error.fieldErrors);
        if (error.fieldErrors.length === 0 || rest.length > 0) setFailure(error.message);
      } else setFailure(String(error));
    }
  };

  return (
    <PageCard title={t('orders.refund.title', { orderNo: o.orderNo })}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'paid', label: t('orders.refund.paid'), children: formatMoney(o.paidAmount) },
          { key: 'refunded', label: t('orders.refund.already'), children: formatMoney(o.refundedAmount) },
          { key: 'left', label: t('orders.refund.refundable'), children: <strong>{formatMoney(o.refundable)}</strong> },
          {
            key: 'method',
            label: t('orders.refund.backTo'),
            children: payerHidden
              ? t('orders.refund.viaTill')
              : o.paymentMethod
                ? t(`orders.refund.via.${o.paymentMethod}`, { defaultValue: t(`orders.method.${o.paymentMethod}`), phone: formatPhone(payer) })
                : t('common.none'),
          },
        ]}
      />
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} role="alert" />}
      {o.refundable <= 0 ? (
        <Alert type="info" showIcon message={t('orders.refund.nothingLeft')} />
      ) : (
        <Form<RefundForm>
          form={form}
          layout="vertical"
          initialValues={{ refundType: 'P', quantities: {} }}
          onFinish={(v) => void submit(v)}
          onValuesChange={(changed: Partial<RefundForm>, all) => {
            // Choosing items proposes their value as the amount (never more than is left).
            if (changed.quantities && all.refundType === 'P') {
              // M-PESA pays back whole shillings: the proposal is rounded down for it.
              const proposed = Math.min(o.refundable, itemsValue(all.quantities ?? {}));
              form.setFieldValue('amount', (mpesa ? Math.floor(proposed / 100) * 100 : proposed) / 100);
            }
          }}
          style={{ maxWidth: 720 }}
        >
          <Form.Item name="refundType" label={t('orders.refund.type')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'F', label: t('orders.refund.full') },
                { value: 'P', label: t('orders.refund.partial') },
              ]}
            />
          </Form.Item>
          {refundType === 'P' && (
            <>
              <Typography.Text type="secondary">{t('orders.refund.itemsHelp')}</Typography.Text>
              <Table<GoodsOrderItem>
                rowKey="itemId"
                size="small"
                pagination={false}
                dataSource={o.items}
                style={{ margin: '8px 0 16px' }}
                columns={[
                  { key: 'name', title: t('orders.item.name'), dataIndex: 'name' },
                  { key: 'price', title: t('orders.item.price'), dataIndex: 'unitPrice', align: 'right', render: (v: number) => formatMoney(v) },
                  { key: 'left', title: t('orders.refund.left'), align: 'right', render: (_: unknown, i) => left(i) },
                  {
                    key: 'back',
                    title: t('orders.refund.giveBack'),
                    render: (_: unknown, i) => (
                      <Form.Item name={['quantities', i.itemId]} noStyle>
                        <InputNumber<number> aria-label={t('orders.refund.quantityOf', { name: i.name })} min={0} max={left(i)} precision={0} disabled={left(i) === 0} style={{ width: 90 }} />
                      </Form.Item>
                    ),
                  },
                ]}
              />
              <Form.Item
                name="amount"
                label={t('orders.refund.amount')}
                extra={t('orders.refund.amountHelp', { max: formatMoney(o.refundable) })}
                rules={[
                  {
                    required: true,
                    validator: async (_r, value: number | null | undefined) => {
                      const problem = refundAmountProblem(toMinor(value), o.refundable);
                      if (problem) throw new Error(ruleText(problem));
                    },
                  },
                  ...(mpesa ? [wholeShillingsRule] : []),
                ]}
              >
                <AmountInput precision={2} style={{ width: 220 }} />
              </Form.Item>
            </>
          )}
          {needsPhone && (
            <Form.Item name="refundPhone" label={t('orders.refund.refundPhone')} extra={t('orders.refund.refundPhoneHelp')} rules={[zodRule(phoneDigitsRule)]}>
              <PhoneInput style={{ width: 260 }} />
            </Form.Item>
          )}
          <Form.Item name="reason" label={t('orders.refund.reason')} rules={[{ required: true, message: ruleText('REQUIRED') }]}>
            <Select
              loading={reasons.isPending}
              placeholder={t('orders.refund.choose')}
              options={(reasons.data?.list ?? []).map((r) => ({ value: r.code, label: t(`orders.reason.${r.code}`, { defaultValue: r.text }) }))}
            />
          </Form.Item>
          <Form.Item name="remarks" label={t('orders.refund.remarks')} rules={[zodRule(refundRemarksRule)]}>
            <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={refund.isPending}>
            {refundType === 'F' ? t('orders.refund.submitFull', { amount: formatMoney(o.refundable) }) : t('orders.refund.submit')}
          </Button>
        </Form>
      )}
    </PageCard>
  );
}
