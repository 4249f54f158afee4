import { Alert, App, Button, Card, Descriptions, Flex, Form, QRCode, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReceiveCode } from '../../../../../shared/actions/wallet';
import { formatMoney } from '../../../../../shared/format/money';
import { zodRule } from '../../../../components/formRules';
import { phoneDigitsRule, toWirePhone } from '../../../../components/inputFilters';
import { PhoneInput } from '../../../../components/PhoneInput';
import { useCodeMutations } from '../../api';
import { toMinor } from '../../components/AmountField';
import { AmountInput } from '../../../../components/AmountInput';
import { amountRule, wholeShillingsRule } from '../../../../components/amountRule';

export interface CodeInfo {
  paybillNo: string;
  merchantName: string;
  simulatorFlg: 'Y' | 'N';
}

/**
 * One receive code as the customer meets it: its QR (the code itself, drawn as SVG by antd's
 * QRCode) and the 'Pay with M-PESA' instructions: the provider's paybill, the code as the account
 * number, the amount. With the simulator running, a local user can make a customer pay it.
 */
export function CodeCard({ code, info }: { code: ReceiveCode; info: CodeInfo }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const { simulate } = useCodeMutations();
  const [form] = Form.useForm<{ mobile: string; amount: number | null }>();
  const open = code.rcvFlg === '1';

  const pay = async (values: { mobile: string; amount: number | null }) => {
    try {
      const res = await simulate.mutateAsync({ code: code.code, mobile: toWirePhone(values.mobile), amount: toMinor(values.amount) ?? 0 });
      if (res.resultCode === '0') void message.success(t('wallet.qr.simulated', { amount: formatMoney(toMinor(values.amount) ?? 0) }));
      else void message.error(t('wallet.qr.simulateRefused', { reason: res.resultDesc }));
    } catch {
      // the client has shown the refusal
    }
  };

  return (
    <Card variant="outlined" style={{ borderColor: open ? token.colorSuccessBorder : token.colorBorder }}>
      <Flex vertical align="center" gap={12}>
        <Typography.Text type="secondary">{info.merchantName}</Typography.Text>
        <QRCode
          type="svg"
          value={code.code}
          size={200}
          status={open ? 'active' : 'expired'}
          // A closed code has not expired: it can be enabled again. Say so over the code.
          statusRender={() => <Typography.Text strong>{t('wallet.qr.rcvFlg.0')}</Typography.Text>}
          aria-label={t('wallet.qr.qrLabel', { code: code.code })} />
        <Typography.Title level={3} style={{ margin: 0, fontFamily: 'monospace', letterSpacing: 2 }} data-testid="receive-code">
          {code.code}
        </Typography.Title>
        <Tag color={open ? 'green' : 'default'}>{t(`wallet.qr.rcvFlg.${code.rcvFlg}`)}</Tag>
      </Flex>
      <section aria-label={t('wallet.qr.payWithMpesa')} style={{ marginTop: 16 }}>
        <Typography.Title level={5}>{t('wallet.qr.payWithMpesa')}</Typography.Title>
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'paybill', label: t('wallet.qr.paybill'), children: <strong>{info.paybillNo}</strong> },
            { key: 'account', label: t('wallet.qr.account'), children: <strong>{code.code}</strong> },
            { key: 'amount', label: t('wallet.qr.amount'), children: code.amount === null ? t('wallet.qr.anyAmount') : formatMoney(code.amount) },
            ...(code.storeName ? [{ key: 'store', label: t('wallet.qr.store'), children: code.storeName }] : []),
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('wallet.qr.steps', { paybill: info.paybillNo, code: code.code })}
        </Typography.Paragraph>
      </section>
      {!open && <Alert type="warning" showIcon message={t('wallet.qr.closedNote')} />}
      {open && info.simulatorFlg === 'Y' && (
        <section aria-label={t('wallet.qr.simulate')} style={{ marginTop: 8, padding: 12, background: token.colorFillQuaternary, borderRadius: token.borderRadius }}>
          <Typography.Text strong>{t('wallet.qr.simulate')}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
            {t('wallet.qr.simulateHint')}
          </Typography.Paragraph>
          <Form
            key={code.code}
            form={form}
            name="simulatePayment"
            layout="vertical"
            requiredMark={false}
            initialValues={{ mobile: '722000111', amount: code.amount === null ? null : code.amount / 100 }}
            onFinish={(v) => void pay(v)}
          >
            <Flex gap={8} wrap align="end">
              <Form.Item name="mobile" label={t('wallet.qr.customerPhone')} rules={[zodRule(phoneDigitsRule)]} style={{ marginBottom: 0, minWidth: 200 }}>
                <PhoneInput />
              </Form.Item>
              <Form.Item name="amount" label={t('wallet.qr.amount')} rules={[amountRule({ min: 1000, max: 25_000_000 }), wholeShillingsRule]} style={{ marginBottom: 0 }}>
                <AmountInput precision={0} style={{ width: 140 }} />
              </Form.Item>
              <Button htmlType="submit" loading={simulate.isPending}>
                {t('wallet.qr.simulateButton')}
              </Button>
            </Flex>
          </Form>
        </section>
      )}
    </Card>
  );
}
