import { CheckCircleFilled, PrinterOutlined } from '@ant-design/icons';
import { App, Button, Divider, Flex, Form, Input, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { GoodsOrder } from '../../../../shared/actions/checkout';
import { formatMoney } from '../../../../shared/format/money';
import { emailRule } from '../../../../shared/rules/identity';
import { applyFieldErrors, zodRule } from '../../../components/formRules';
import { displayDateTime } from '../../../components/dateDisplay';
import { phoneDigits, toWirePhone } from '../../../components/inputFilters';
import { PhoneInput } from '../../../components/PhoneInput';
import { isActionError } from '../../../api/errors';
import { useCheckoutMutations } from '../api';

/** Hides everything but the receipt when printing. */
const PRINT_CSS = `@media print { body * { visibility: hidden !important; } .checkout-receipt, .checkout-receipt * { visibility: visible !important; } .checkout-receipt { position: absolute; left: 0; top: 0; width: 80mm; } .checkout-receipt-actions { display: none !important; } }`;

/** The paid sale's receipt: printable, and sent by e-mail or SMS (SendReceiptAndInvoice). */
export function ReceiptView({ order, onNewSale }: { order: GoodsOrder; onNewSale: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const { receipt } = useCheckoutMutations();
  const [form] = Form.useForm<{ email?: string; mobile?: string }>();
  const send = async (v: { email?: string; mobile?: string }) => {
    try {
      await receipt.mutateAsync({ orderNo: order.orderNo, email: v.email || undefined, mobile: v.mobile ? toWirePhone(v.mobile) : undefined });
      void message.success(t('checkout.receipt.sent'));
    } catch (e) {
      if (isActionError(e)) applyFieldErrors(form, e.fieldErrors);
    }
  };
  const method = t(`checkout.payTypes.${order.payType ?? '0008'}`);
  const row = (label: string, value: string, strong = false) => (
    <Flex justify="space-between">
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong}>{value}</Typography.Text>
    </Flex>
  );
  return (
    <div>
      <style>{PRINT_CSS}</style>
      <Flex vertical align="center" gap={4} style={{ marginBottom: 12 }}>
        <CheckCircleFilled style={{ fontSize: 40, color: token.colorSuccess }} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('checkout.receipt.title')}
        </Typography.Title>
        {order.changeAmount ? <Typography.Text strong>{t('checkout.receipt.change', { amount: formatMoney(order.changeAmount) })}</Typography.Text> : null}
      </Flex>
      <section className="checkout-receipt" aria-label={t('checkout.receipt.print')} style={{ border: `1px dashed ${token.colorBorder}`, padding: 12, fontFamily: 'monospace' }}>
        <Flex vertical align="center">
          <Typography.Text strong>{order.merchantName}</Typography.Text>
          {order.storeName ? <Typography.Text>{order.storeName}</Typography.Text> : null}
          {order.vatNo ? <Typography.Text>{t('checkout.receipt.vatNo', { vatNo: order.vatNo })}</Typography.Text> : null}
          <Typography.Text>{order.orderNo}</Typography.Text>
          <Typography.Text>{displayDateTime(order.paidAt ?? order.createdAt)}</Typography.Text>
        </Flex>
        <Divider style={{ margin: '8px 0' }} />
        {order.items.map((i) => (
          <div key={i.lineNo}>{row(`${i.quantity} x ${i.name}`, formatMoney(i.lineTotal))}</div>
        ))}
        <Divider style={{ margin: '8px 0' }} />
        {row(t('checkout.summary.subTotal'), formatMoney(order.subTotalAmount))}
        {order.offerDiscountAmount ? row(t('checkout.summary.offerDiscount'), `-${formatMoney(order.offerDiscountAmount)}`) : null}
        {order.couponCodeAmount ? row(`${t('checkout.summary.couponAmount')} ${order.coupon?.couponCode ?? ''}`, `-${formatMoney(order.couponCodeAmount)}`) : null}
        {row(t('checkout.summary.total'), formatMoney(order.totalAmount), true)}
        {order.vatAmount ? row(t('checkout.summary.vat', { rate: order.vatRate / 100 }), formatMoney(order.vatAmount)) : null}
        {row(t('checkout.receipt.paidBy', { method }), order.payRef ?? '')}
        {order.cashier ? <Typography.Text type="secondary">{t('checkout.receipt.cashier', { name: order.cashier })}</Typography.Text> : null}
        <Flex justify="center" style={{ marginTop: 8 }}>
          <Typography.Text>{t('checkout.receipt.thanks')}</Typography.Text>
        </Flex>
      </section>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ mobile: order.customerPhone ? phoneDigits(order.customerPhone) : '' }}
        onFinish={(v) => void send(v)}
        style={{ marginTop: 16 }}
        className="checkout-receipt-actions"
      >
        <Flex gap={8} wrap>
          <Form.Item name="email" label={t('checkout.receipt.email')} rules={[zodRule(emailRule.or(z.literal('')))]} style={{ flex: 1, minWidth: 200 }}>
            <Input type="email" maxLength={120} />
          </Form.Item>
          <Form.Item name="mobile" label={t('checkout.receipt.mobile')} style={{ flex: 1, minWidth: 200 }}>
            <PhoneInput />
          </Form.Item>
        </Flex>
        <Flex gap={8} wrap>
          <Button htmlType="submit" loading={receipt.isPending}>
            {t('checkout.receipt.send')}
          </Button>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('checkout.receipt.print')}
          </Button>
          <Button type="primary" autoFocus onClick={onNewSale}>
            {t('checkout.receipt.newSale')}
          </Button>
        </Flex>
      </Form>
    </div>
  );
}
