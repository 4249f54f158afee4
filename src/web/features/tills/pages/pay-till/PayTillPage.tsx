import { Button, Card, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyOrder } from '../../../../../shared/actions/money';
import { formatMoney } from '../../../../../shared/format/money';
import { PageCard } from '../../../../components/PageCard';
import { PinDialog } from '../../../identity/components/PinDialog';
import { newRequestId, usePayTill, usePayTillPreOrder } from '../../api';
import { AmountInput } from '../../../../components/AmountInput';
import { amountRule, wholeShillingsRule } from '../../../../components/amountRule';
import { orderFailureText } from '../../../../components/orderFailure';
import { RepeatWarning } from '../../../../components/RepeatWarning';
import { detailPath } from '../../../transactions/links';

interface Values {
  tillNo: string;
  amount: number;
  reference?: string;
}

/**
 * /tillManagement/payTill (function 10 BuyGoods): pay another business's till from the wallet —
 * the pre-order names the business and till, the PIN confirms it, the till is paid at once
 * (order type 42).
 */
export default function PayTillPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const preOrder = usePayTillPreOrder();
  const pay = usePayTill();
  const [requestId, setRequestId] = useState(newRequestId);
  const [authorizing, setAuthorizing] = useState<{ order: MoneyOrder; authTxCode: string; to: string; repeatOf: { ordNo: string; createdAt: string } | null } | null>(null);
  const [done, setDone] = useState<MoneyOrder | null>(null);

  const submit = async (v: Values) => {
    try {
      const res = await preOrder.mutateAsync({ requestId, tillNo: v.tillNo, amount: Math.round(v.amount * 100), reference: v.reference || undefined });
      if (res.authTxCode) setAuthorizing({ order: res.order, authTxCode: res.authTxCode, to: `${res.merchantName} · ${res.tillName}`, repeatOf: res.repeatOf });
      else setDone(res.order);
    } catch {
      // the client has shown the refusal
    }
  };

  if (done) {
    return (
      <PageCard title={t('tills.pay.title')}>
        <Result
          status={done.status === 'S' ? 'success' : 'error'}
          title={done.status === 'S' ? t('tills.pay.done', { amount: formatMoney(done.amount) }) : (orderFailureText(done) ?? '')}
          subTitle={`${done.rcvNm ?? ''} · ${done.ordNo}`}
          extra={
            <Button
              onClick={() => {
                setDone(null);
                setRequestId(newRequestId());
                form.resetFields();
              }}
            >
              {t('tills.pay.again')}
            </Button>
          }
        />
      </PageCard>
    );
  }

  return (
    <PageCard title={t('tills.pay.title')}>
      <Card size="small" style={{ maxWidth: 480 }}>
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} onValuesChange={() => setRequestId(newRequestId())}>
          <Form.Item name="tillNo" label={t('tills.field.tillNo')} rules={[{ required: true, pattern: /^\d{5,8}$/, message: t('tills.pay.tillNoRule') }]}>
            <Input inputMode="numeric" maxLength={8} />
          </Form.Item>
          <Form.Item name="amount" label={t('tills.till.amount')} rules={[amountRule({ min: 1000, max: 25_000_000 }), wholeShillingsRule]}>
            <AmountInput precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="reference" label={t('tills.till.reference')}>
            <Input maxLength={20} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={preOrder.isPending || pay.isPending}>
            {t('tills.pay.submit')}
          </Button>
        </Form>
      </Card>
      {authorizing && (
        <PinDialog
          open
          authTxCode={authorizing.authTxCode}
          title={t('tills.pay.confirmPin', { amount: formatMoney(authorizing.order.totalAmount), to: authorizing.to })}
          notice={authorizing.repeatOf && <RepeatWarning amount={authorizing.order.amount} repeat={authorizing.repeatOf} to={detailPath(authorizing.repeatOf.ordNo)} />}
          onAuthorized={() => {
            const { order, authTxCode } = authorizing;
            setAuthorizing(null);
            pay.mutateAsync({ ordNo: order.ordNo, authTxCode }).then(setDone, () => undefined);
          }}
          onCancel={() => setAuthorizing(null)}
          onFailed={() => setAuthorizing(null)}
        />
      )}
    </PageCard>
  );
}
