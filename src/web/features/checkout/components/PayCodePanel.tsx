import { Alert, App, Button, Flex, Form, QRCode, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsOrder } from '../../../../shared/actions/checkout';
import type { ReceiveCode } from '../../../../shared/actions/wallet';
import { formatMoney } from '../../../../shared/format/money';
import { displayPhone } from '../../../../shared/rules/identity';
import { displayDateTime } from '../../../components/dateDisplay';
import { phoneDigits, toWirePhone } from '../../../components/inputFilters';
import { PhoneInput } from '../../../components/PhoneInput';
import { useCheckoutMutations, useCodeResult, usePayCodeMutations } from '../api';

/** 123456789012 → 1234 5678 9012, easier to read out and type. */
function grouped(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ');
}

function left(expiresAt: string, now: number): string {
  const s = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The sale's pay code (digits and QR) with its expiry, followed live until the customer's wallet
 * pays it; or the customer's wallet by mobile (they are sent the code and pay it with their PIN).
 */
export function PayCodePanel({ order, active, onPaid }: { order: GoodsOrder; active: boolean; onPaid: (o: GoodsOrder) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const codes = usePayCodeMutations();
  const m = useCheckoutMutations();
  const [code, setCode] = useState<ReceiveCode | null>(null);
  const [phone, setPhone] = useState(order.customerPhone ? phoneDigits(order.customerPhone) : '');
  const [now, setNow] = useState(Date.now());
  const result = useCodeResult(order.orderNo, active && Boolean(code));
  const state = result.data?.payCode === code?.code ? (result.data?.payCodeStatus ?? code?.status) : code?.status;
  const expired = state === 'E' || Boolean(code?.expiresAt && Date.parse(code.expiresAt) <= now && state === 'W');

  const generate = useRef(async () => {});
  generate.current = async () => {
    try {
      setCode(await codes.generate.mutateAsync(order.orderNo));
    } catch {
      // the client has shown the refusal
    }
  };
  useEffect(() => {
    if (active && !code && order.payStatus === 'WP') void generate.current();
  }, [active, code, order.payStatus]);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);

  // Paid: read the order again and show the receipt.
  const paidOnce = useRef(false);
  useEffect(() => {
    if (result.data?.payStatus !== 'PS' || paidOnce.current) return;
    paidOnce.current = true;
    void m.load.mutateAsync(order.orderNo).then(onPaid, () => undefined);
  }, [result.data?.payStatus, m.load, order.orderNo, onPaid]);

  const toggle = async () => {
    if (!code) return;
    try {
      setCode(state === 'C' ? await codes.enable.mutateAsync(code.code) : await codes.close.mutateAsync(code.code));
      void result.refetch();
    } catch {
      // the client has shown the refusal
    }
  };
  const sendToWallet = async () => {
    try {
      await m.pay.mutateAsync({ orderNo: order.orderNo, payType: '0002', mobile: toWirePhone(phone) });
      void message.success(t('checkout.code.sent', { phone: displayPhone(toWirePhone(phone)) }));
      setCode(await codes.generate.mutateAsync(order.orderNo));
    } catch {
      // the client has shown the refusal
    }
  };

  if (!code) return <Flex justify="center">{codes.generate.isPending ? <Spin /> : null}</Flex>;
  return (
    <Flex vertical align="center" gap={12}>
      <div style={{ opacity: state === 'W' && !expired ? 1 : 0.35 }}>
        <QRCode value={code.code} size={170} />
      </div>
      <Typography.Title level={3} copyable={{ text: code.code }} style={{ margin: 0, letterSpacing: 2 }} data-testid="checkout-pay-code">
        {grouped(code.code)}
      </Typography.Title>
      {expired ? (
        <Alert type="warning" showIcon message={t('checkout.code.expired')} />
      ) : state === 'C' ? (
        <Alert type="info" showIcon message={t('checkout.code.closed')} />
      ) : (
        <>
          <Typography.Text type="secondary">{t('checkout.code.expires', { at: displayDateTime(code.expiresAt), left: left(code.expiresAt ?? '', now) })}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 0 }}>
            <Spin size="small" /> {t('checkout.code.waiting')}
          </Typography.Paragraph>
        </>
      )}
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 0 }}>
        {t('checkout.code.hint', { amount: formatMoney(order.totalAmount) })}
      </Typography.Paragraph>
      <Flex gap={8}>
        {expired ? (
          <Button type="primary" onClick={() => void generate.current()} loading={codes.generate.isPending}>
            {t('checkout.code.newCode')}
          </Button>
        ) : (
          <Button onClick={() => void toggle()} loading={codes.close.isPending || codes.enable.isPending}>
            {state === 'C' ? t('checkout.code.enable') : t('checkout.code.close')}
          </Button>
        )}
      </Flex>
      <Form layout="inline" onFinish={() => void sendToWallet()} style={{ width: '100%', justifyContent: 'center' }}>
        <Form.Item label={t('checkout.code.walletMobile')} htmlFor="checkout-wallet-phone">
          <PhoneInput id="checkout-wallet-phone" value={phone} onChange={setPhone} />
        </Form.Item>
        <Button htmlType="submit" loading={m.pay.isPending} disabled={phoneDigits(phone).length !== 9 || expired || state !== 'W'}>
          {t('checkout.code.sendToWallet')}
        </Button>
      </Form>
    </Flex>
  );
}
