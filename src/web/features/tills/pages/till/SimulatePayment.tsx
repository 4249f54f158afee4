import { App, Button, Flex, Form, Input, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../../components/PhoneInput';
import { phoneDigitsRule, toWirePhone } from '../../../../components/inputFilters';
import { zodRule } from '../../../../components/formRules';
import { useTillMutations } from '../../api';
import { AmountInput } from '../../../../components/AmountInput';
import { amountRule, wholeShillingsRule } from '../../../../components/amountRule';

/** Local simulator only: a customer pays the till by M-PESA Buy Goods (for demos and the browser test). */
export function SimulatePayment({ tillNo }: { tillNo: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const { simulate } = useTillMutations();
  const [form] = Form.useForm<{ mobile: string; amount: number; payerName?: string }>();
  const pay = async (v: { mobile: string; amount: number; payerName?: string }) => {
    try {
      const res = await simulate.mutateAsync({ tillNo, mobile: toWirePhone(v.mobile), amount: Math.round(v.amount * 100), payerName: v.payerName || undefined });
      if (res.resultCode === '0') void message.success(t('tills.till.simulateDone'));
      else void message.error(t('tills.till.simulateRefused', { reason: res.resultDesc }));
    } catch {
      // the client has shown the refusal
    }
  };
  return (
    <section aria-label={t('tills.till.simulate')} style={{ padding: 12, background: token.colorFillQuaternary, borderRadius: token.borderRadius }}>
      <Typography.Text strong>{t('tills.till.simulate')}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
        {t('tills.till.simulateHint')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ mobile: '722000111', payerName: 'Grace' }} onFinish={(v) => void pay(v)}>
        <Flex gap={8} wrap align="end">
          <Form.Item name="mobile" label={t('tills.till.customerPhone')} rules={[zodRule(phoneDigitsRule)]} style={{ marginBottom: 0, minWidth: 200 }}>
            <PhoneInput />
          </Form.Item>
          <Form.Item name="payerName" label={t('tills.till.customerName')} style={{ marginBottom: 0 }}>
            <Input maxLength={30} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="amount" label={t('tills.till.amount')} rules={[amountRule({ min: 1000, max: 25_000_000 }), wholeShillingsRule]} style={{ marginBottom: 0 }}>
            <AmountInput precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Button htmlType="submit" loading={simulate.isPending}>
            {t('tills.till.simulateButton')}
          </Button>
        </Flex>
      </Form>
    </section>
  );
}
