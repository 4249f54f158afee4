import { Alert, App, Button, Flex, Form, Input, Radio, Skeleton, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { MoneyOrder } from '../../../../../shared/actions/money';
import type { WithdrawMethod } from '../../../../../shared/actions/wallet';
import { formatMoney } from '../../../../../shared/format/money';
import { displayPhone } from '../../../../../shared/rules/identity';
import { remarksRule } from '../../../../../shared/rules/money';
import { ButtonLink } from '../../../../components/ButtonLink';
import { isActionError } from '../../../../api/errors';
import { applyFieldErrors, zodRule } from '../../../../components/formRules';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { ruleText } from '../../../../i18n';
import { MandateHint } from '../../../approvals/components/MandateHint';
import { PinDialog } from '../../../identity/components/PinDialog';
import { useOrderStatus, useTxLimits, useWallet } from '../../../../api/money';
import { newRequestId, useWithdraw, useWithdrawAccounts, useWithdrawPreOrder } from '../../api';
import { AmountField, toMinor } from '../../components/AmountField';
import { ChargesSummary } from '../../components/ChargesSummary';
import { OrderOutcome } from '../../components/OrderOutcome';

interface Values {
  method: WithdrawMethod;
  msisdn?: string;
  amount: number | null;
  remarks?: string;
}

const CHANNEL: Record<WithdrawMethod, string> = { mpesa: '44', bank: '41' };
/** The form's fields a refusal may name. */
const WITHDRAW_FIELDS = ['method', 'msisdn', 'amount', 'remarks'] as const;

/**
 * /home/withdraw (function 03, menu type 132): from the wallet to the business's own M-PESA number
 * or its bank account on file (EFT). The charges show before confirming, and so does an account
 * mandate that will hold the withdrawal (MandateHint); the PIN confirms (WithdrawPreOrder →
 * PinDialog → Withdraw); the result follows the order live.
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const accounts = useWithdrawAccounts();
  const wallet = useWallet();
  const preOrder = useWithdrawPreOrder();
  const pay = useWithdraw();
  // One request id per attempt: a resend of the same details reuses it, any change makes a new one.
  const [requestId, setRequestId] = useState(newRequestId);
  const [authorizing, setAuthorizing] = useState<{ order: MoneyOrder; authTxCode: string } | null>(null);
  const [finished, setFinished] = useState<MoneyOrder | null>(null);
  // The result keeps its order in the address (?ordNo=), so a refresh of a withdrawal still on its
  // way shows it again rather than an empty form that invites a second one.
  const [params, setParams] = useSearchParams();
  const shownOrdNo = params.get('ordNo');
  const restored = useOrderStatus(finished ? null : shownOrdNo);
  // Only a withdrawal (order type 28) is this page's to show; any other order number is ignored.
  const done = finished ?? (shownOrdNo && restored.data?.ordTyp === '28' ? restored.data : null);
  const setDone = (order: MoneyOrder | null) => {
    setFinished(order);
    setParams(order ? { ordNo: order.ordNo } : {}, { replace: true });
  };
  const method = (Form.useWatch('method', form) ?? 'mpesa') as WithdrawMethod;
  const amount = toMinor(Form.useWatch('amount', form));
  const limits = useTxLimits('132', CHANNEL[method], amount ?? undefined);
  const bank = accounts.data?.bank ?? null;
  const mobiles = accounts.data?.mobiles ?? [];

  const submit = async (values: Values) => {
    try {
      const res = await preOrder.mutateAsync({
        requestId,
        method: values.method,
        amount: toMinor(values.amount) ?? 0,
        msisdn: values.method === 'mpesa' ? values.msisdn : undefined,
        remarks: values.remarks || undefined,
      });
      if (res.authTxCode) setAuthorizing({ order: res.order, authTxCode: res.authTxCode });
      else setDone(res.order);
    } catch (e) {
      // A refusal stays under the field it is about ('Insufficient Balance.' under the amount), as
      // send money shows it; one about no field shows as a message. The KYC and plan dialogs are
      // the shell's gate watcher's.
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors);
      if ((e.fieldErrors.length > 0 && rest.length === 0) || e.code === 'MMCP3210' || e.code === 'MMCP3211') return;
      const field = WITHDRAW_FIELDS.find((f) => f === e.envelope?.field);
      if (field) form.setFields([{ name: field, errors: [e.message] }]);
      else void message.error(e.message);
    }
  };

  const confirmPaid = async (order: MoneyOrder, authTxCode: string) => {
    try {
      setDone(await pay.mutateAsync({ ordNo: order.ordNo, authTxCode }));
    } catch {
      // the client has shown the refusal
    }
  };

  const again = () => {
    setDone(null);
    setRequestId(newRequestId());
    form.resetFields(['amount', 'remarks']);
  };

  const step = done ? 2 : authorizing ? 1 : 0;
  const destination = (o: MoneyOrder) =>
    o.rcvCnl === '41' ? `${o.rcvBnkNm ?? ''} ${o.rcvAcNo ?? ''}`.trim() : o.rcvMblNo ? displayPhone(o.rcvMblNo) : '';

  return (
    <PageCard title={t('wallet.withdraw.title')}>
      <Steps
        size="small"
        current={step}
        items={[{ title: t('wallet.steps.information') }, { title: t('wallet.steps.confirm') }, { title: t('wallet.steps.result') }]}
        style={{ marginBottom: 24, maxWidth: 640 }}
      />
      {shownOrdNo && !finished && restored.isPending ? (
        <Skeleton active />
      ) : done ? (
        <OrderOutcome
          first={done}
          texts={{
            pending: t('wallet.withdraw.pending'),
            pendingHint: t('wallet.withdraw.pendingHint'),
            success: t('wallet.withdraw.success'),
            failed: t('wallet.withdraw.failed'),
            failedHint: t('wallet.withdraw.failedHint'),
          }}
          details={[
            { key: 'to', label: t('wallet.withdraw.to'), children: destination(done) },
            { key: 'total', label: t('wallet.charges.total'), children: formatMoney(done.totalAmount), unlessFailed: true },
          ]}
          extra={[
            <Button key="home" type="primary" onClick={() => navigate('/home')}>
              {t('wallet.backHome')}
            </Button>,
          ]}
          again={
            <Button key="again" onClick={again}>
              {t('wallet.withdraw.again')}
            </Button>
          }
        />
      ) : accounts.isPending ? (
        <Skeleton active />
      ) : accounts.isError ? (
        <TableEmpty failed onRetry={() => void accounts.refetch()} description="" />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          style={{ maxWidth: 560 }}
          initialValues={{ method: 'mpesa', msisdn: mobiles[0]?.msisdn, amount: null }}
          onValuesChange={(changed: Partial<Values>) => {
            setRequestId(newRequestId());
            // Another channel, other rules (M-PESA takes whole shillings, a bank cents): the amount is checked again.
            if ('method' in changed && form.getFieldValue('amount') != null) void form.validateFields(['amount']).catch(() => {});
          }}
          onFinish={(v) => void submit(v)}
        >
          {wallet.data && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('wallet.withdraw.available', { amount: formatMoney(wallet.data.availableBalance) })} />
          )}
          <Form.Item name="method" label={t('wallet.withdraw.method')}>
            <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              <Radio value="mpesa">{t('wallet.withdraw.toMpesa')}</Radio>
              <Radio value="bank" disabled={!bank}>
                {bank ? t('wallet.withdraw.toBank', { bank: bank.bankName, account: bank.accountNo }) : t('wallet.withdraw.toBankNone')}
              </Radio>
            </Radio.Group>
          </Form.Item>
          {!bank && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: -8, marginBottom: 16 }}
              message={t('wallet.withdraw.noBank')}
              action={
                <ButtonLink to="/business/myBusiness" size="small">
                  {t('wallet.withdraw.businessDetails')}
                </ButtonLink>
              }
            />
          )}
          {method === 'mpesa' && (
            <Form.Item name="msisdn" label={t('wallet.withdraw.mpesaNumber')} rules={[{ required: true, message: ruleText('REQUIRED') }]}>
              <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
                {mobiles.map((m) => (
                  <Radio key={m.msisdn} value={m.msisdn}>
                    {displayPhone(m.msisdn)}
                    {m.name ? ` · ${m.name}` : ''}
                    {m.owner === 'Y' ? ` (${t('wallet.withdraw.owner')})` : ''}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
          )}
          <AmountField
            name="amount"
            label={t('wallet.withdraw.amount')}
            wholeShillings={method === 'mpesa'}
            limits={limits.data ? { min: limits.data.minAmount, max: limits.data.maxAmount } : null}
            extra={limits.data ? t('wallet.limits', { min: formatMoney(limits.data.minAmount), max: formatMoney(limits.data.maxAmount) }) : undefined}
          />
          <Form.Item name="remarks" label={t('wallet.remarks')} rules={[zodRule(remarksRule)]}>
            <Input maxLength={100} />
          </Form.Item>
          {amount && limits.data?.charges ? (
            <section aria-label={t('wallet.charges.title')} style={{ marginBottom: 16 }}>
              <Typography.Title level={5}>{t('wallet.charges.title')}</Typography.Title>
              <ChargesSummary amount={amount} charges={limits.data.charges} />
            </section>
          ) : null}
          {amount ? (
            <div style={{ marginBottom: 16 }}>
              <MandateHint txTyp="04" subTyp={CHANNEL[method]} amount={amount} />
            </div>
          ) : null}
          <Flex gap={8}>
            <Button onClick={() => navigate('/home')}>{t('common.back')}</Button>
            <Button type="primary" htmlType="submit" loading={preOrder.isPending || pay.isPending}>
              {t('wallet.withdraw.submit')}
            </Button>
          </Flex>
        </Form>
      )}
      {authorizing && (
        <PinDialog
          open
          authTxCode={authorizing.authTxCode}
          title={t(authorizing.order.totalAmount > authorizing.order.amount ? 'wallet.withdraw.confirmPinCharges' : 'wallet.withdraw.confirmPin', {
            amount: formatMoney(authorizing.order.amount),
            total: formatMoney(authorizing.order.totalAmount),
            to: destination(authorizing.order),
          })}
          onAuthorized={() => {
            const { order, authTxCode } = authorizing;
            setAuthorizing(null);
            void confirmPaid(order, authTxCode);
          }}
          onCancel={() => setAuthorizing(null)}
          onFailed={() => setAuthorizing(null)}
        />
      )}
    </PageCard>
  );
}
