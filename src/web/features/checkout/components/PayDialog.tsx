import { Alert, Button, Flex, Form, Input, Modal, QRCode, Result, Spin, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GoodsOrder } from '../../../../shared/actions/checkout';
import { formatMoney } from '../../../../shared/format/money';
import { displayPhone } from '../../../../shared/rules/identity';
import { phoneDigits, phoneDigitsRule, toWirePhone } from '../../../components/inputFilters';
import { PhoneInput } from '../../../components/PhoneInput';
import { useCheckoutMutations, usePaymentResult, useTillQrFor } from '../api';
import { PayCodePanel } from './PayCodePanel';
import { ReceiptView } from './ReceiptView';
import { AmountInput } from '../../../components/AmountInput';

type Method = 'cash' | 'mpesa' | 'qr' | 'code';

/**
 * Takes the payment of a placed order: cash with change, an M-PESA STK push followed live, or a
 * customer's payment to the till's QR code, or the sale's pay code paid from the customer's wallet;
 * then shows the receipt. Enter confirms cash.
 */
export function PayDialog({ order, open, onClose, onPaid, onNewSale }: { order: GoodsOrder; open: boolean; onClose: () => void; onPaid: (o: GoodsOrder) => void; onNewSale: () => void }) {
  const { t } = useTranslation();
  const m = useCheckoutMutations();
  const [method, setMethod] = useState<Method>('cash');
  const [current, setCurrent] = useState<GoodsOrder>(order);
  const [cash, setCash] = useState<number | null>(null);
  const [phone, setPhone] = useState(order.customerPhone ? phoneDigits(order.customerPhone) : '');
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  useEffect(() => setCurrent(order), [order]);
  const waiting = current.detailStatus === 'WM';
  const result = usePaymentResult(current.orderNo, waiting);
  const total = current.totalAmount;
  const qr = useTillQrFor(current.tillId, total, method === 'qr' && open && current.payStatus === 'WP');

  // The push was answered (paid or failed): read the order again.
  const reload = useRef(async () => {});
  reload.current = async () => {
    const o = await m.load.mutateAsync(current.orderNo);
    setCurrent(o);
    if (o.payStatus === 'PS') onPaid(o);
  };
  const answered = Boolean(result.data && result.data.detailStatus !== 'WM');
  useEffect(() => {
    if (answered && waiting) void reload.current();
  }, [answered, waiting]);

  const paid = current.payStatus === 'PS';
  const change = cash !== null ? Math.round(cash * 100) - total : null;
  const after = (o: GoodsOrder) => {
    setCurrent(o);
    if (o.payStatus === 'PS') onPaid(o);
  };
  const payCash = async () => {
    if (cash === null) return;
    try {
      after(await m.pay.mutateAsync({ orderNo: current.orderNo, payType: '0008', cashReceived: Math.round(cash * 100) }));
    } catch {
      // the client has shown the refusal
    }
  };
  const sendPush = async () => {
    try {
      after(await m.pay.mutateAsync({ orderNo: current.orderNo, payType: '0001', mobile: toWirePhone(phone) }));
    } catch {
      // the client has shown the refusal
    }
  };
  const checkTill = async () => {
    try {
      after(await m.payByTill.mutateAsync({ orderNo: current.orderNo }));
    } catch {
      // the client has shown the refusal
    }
  };
  const cancel = async () => {
    try {
      await m.close.mutateAsync({ orderNo: current.orderNo, reason });
      onNewSale();
    } catch {
      // the client has shown the refusal
    }
  };
  const onCashKey: InputNumberProps['onPressEnter'] = () => void payCash();
  const failed = current.detailStatus === 'FT' && result.data?.resultDesc;

  return (
    <Modal
      open={open}
      width={560}
      title={paid ? null : t('checkout.pay.title', { amount: formatMoney(total) })}
      onCancel={waiting ? undefined : onClose}
      closable={!waiting}
      maskClosable={false}
      footer={null}
      destroyOnHidden
    >
      {paid ? (
        <ReceiptView order={current} onNewSale={onNewSale} />
      ) : (
        <>
          <Typography.Text type="secondary">{t('checkout.pay.orderNo', { orderNo: current.orderNo })}</Typography.Text>
          <Tabs
            activeKey={method}
            onChange={(k) => !waiting && setMethod(k as Method)}
            items={[
              {
                key: 'cash',
                label: t('checkout.pay.cash'),
                disabled: waiting,
                children: (
                  <Form layout="vertical" onFinish={() => void payCash()}>
                    <Form.Item label={t('checkout.pay.cashReceived')} htmlFor="checkout-cash">
                      <AmountInput
                        id="checkout-cash"
                        autoFocus
                        precision={2}
                        style={{ width: '100%' }}
                        value={cash}
                        onChange={setCash}
                        onPressEnter={onCashKey}
                      />
                    </Form.Item>
                    <Flex justify="space-between" style={{ marginBottom: 16 }}>
                      <Typography.Text>{t('checkout.pay.change')}</Typography.Text>
                      <Typography.Text strong type={change !== null && change < 0 ? 'danger' : undefined}>
                        {change !== null ? formatMoney(Math.max(change, 0)) : '—'}
                      </Typography.Text>
                    </Flex>
                    <Button type="primary" htmlType="submit" block loading={m.pay.isPending} disabled={cash === null}>
                      {t('checkout.pay.confirmCash')}
                    </Button>
                  </Form>
                ),
              },
              {
                key: 'mpesa',
                label: t('checkout.pay.mpesa'),
                children: waiting ? (
                  <Result
                    icon={<Spin size="large" />}
                    title={t('checkout.pay.waiting', { phone: displayPhone(toWirePhone(phone)) })}
                    subTitle={t('checkout.pay.waitingHint')}
                  />
                ) : (
                  <Form layout="vertical" onFinish={() => void sendPush()}>
                    {failed ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={result.data?.resultDesc} description={t('checkout.pay.failed')} /> : null}
                    {total % 100 !== 0 ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('checkout.pay.wholeShillings')} /> : null}
                    <Form.Item label={t('checkout.pay.mobile')} required htmlFor="checkout-mpesa-phone" validateStatus={phone && !phoneDigitsRule.safeParse(phone).success ? 'error' : undefined}>
                      <PhoneInput id="checkout-mpesa-phone" autoFocus value={phone} onChange={setPhone} />
                    </Form.Item>
                    <Button type="primary" htmlType="submit" block loading={m.pay.isPending} disabled={phoneDigits(phone).length !== 9}>
                      {t('checkout.pay.sendPush')}
                    </Button>
                  </Form>
                ),
              },
              {
                key: 'qr',
                label: t('checkout.pay.qr'),
                disabled: waiting || !current.tillId,
                children: (
                  <Flex vertical align="center" gap={12}>
                    {qr.data ? <QRCode value={qr.data.qrContent} size={180} /> : <Spin />}
                    <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
                      {t('checkout.pay.qrHint', { till: current.tillNo ?? '', amount: formatMoney(total) })}
                    </Typography.Paragraph>
                    <Button type="primary" onClick={() => void checkTill()} loading={m.payByTill.isPending}>
                      {t('checkout.pay.qrCheck')}
                    </Button>
                  </Flex>
                ),
              },
              {
                key: 'code',
                label: t('checkout.code.tab'),
                disabled: waiting || !current.tillId,
                children: <PayCodePanel order={current} active={method === 'code' && open} onPaid={after} />,
              },
            ]}
          />
          {!waiting ? (
            <Flex gap={8} style={{ marginTop: 16 }} align="center">
              {cancelling ? (
                <>
                  <Input aria-label={t('checkout.pay.cancelReason')} placeholder={t('checkout.pay.cancelReason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={100} />
                  <Button danger onClick={() => void cancel()} disabled={!reason.trim()} loading={m.close.isPending}>
                    {t('checkout.pay.cancelOrder')}
                  </Button>
                </>
              ) : (
                <Button type="link" danger onClick={() => setCancelling(true)} style={{ paddingLeft: 0 }}>
                  {t('checkout.pay.cancelOrder')}
                </Button>
              )}
            </Flex>
          ) : null}
        </>
      )}
    </Modal>
  );
}
