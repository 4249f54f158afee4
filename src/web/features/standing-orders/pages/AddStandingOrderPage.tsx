import { Alert, Button, Flex, Form, Result, Steps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StandingOrder } from '../../../../shared/actions/standingOrders';
import { formatMoney } from '../../../../shared/format/money';
import { isActionError } from '../../../api/errors';
import { MandateHint } from '../../approvals/components/MandateHint';
import { PageCard } from '../../../components/PageCard';
import { applyFieldErrors } from '../../../components/formRules';
import { PinDialog } from '../../identity/components/PinDialog';
import { newRequestId } from '../../transfer/components/transferForm';
import { useCreateStandingOrder } from '../api';
import { OrderFacts } from '../components/OrderFacts';
import { OrderFields } from '../components/OrderFields';
import { type OrderFormValues, orderInput } from '../components/orderForm';
import { nairobiToday } from '../../../components/dateDisplay';

type Quote = { fee: number; exciseDuty: number; vat: number; totalAmount: number; rcvNm: string | null; rcvCnl: string; authTxCode: string | null };

/**
 * /finance/standingOrder/add: step 1 information, step 2 confirm (fee, excise duty, VAT and total of a run; the PIN authorizes
 * every run; when an account mandate will hold each run, who approves it), step 3 result. One
 * CreateStandingOrder request id across the steps.
 */
export default function AddStandingOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<OrderFormValues>();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<OrderFormValues | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [pin, setPin] = useState(false);
  const [made, setMade] = useState<StandingOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const create = useCreateStandingOrder();

  const refused = (e: unknown) => {
    if (!isActionError(e)) throw e;
    setStep(0);
    const rest = applyFieldErrors(form, e.fieldErrors);
    if (e.fieldErrors.length === 0 || rest.length > 0) setError(e.message);
  };

  const next = async (v: OrderFormValues) => {
    setError(null);
    requestId.current = newRequestId();
    try {
      const out = await create.mutateAsync({ ...orderInput(v), requestId: requestId.current });
      setValues(v);
      setQuote(out);
      setStep(1);
    } catch (e) {
      refused(e);
    }
  };

  const authorized = async () => {
    setPin(false);
    if (!values || !quote) return;
    try {
      const out = await create.mutateAsync({ ...orderInput(values), requestId: requestId.current, authTxCode: quote.authTxCode ?? undefined });
      setMade(out.standingOrder);
      setStep(2);
    } catch (e) {
      refused(e);
    }
  };

  const input = values ? orderInput(values) : null;
  return (
    <PageCard title={t('standingOrders.add')}>
      <Steps
        size="small"
        current={step}
        items={[{ title: t('standingOrders.steps.information') }, { title: t('standingOrders.steps.confirm') }, { title: t('standingOrders.steps.result') }]}
        style={{ marginBottom: 24, maxWidth: 640 }}
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16, maxWidth: 640 }} />}
      {/* Kept mounted on the later steps, so going back finds the form as it was. */}
      <div hidden={step !== 0}>
        <Form<OrderFormValues>
          form={form}
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={{ source: 'new', category: '01', frequency: '2', startDate: nairobiToday(), endKind: 'none' }}
          onFinish={(v) => void next(v)}
        >
          <OrderFields form={form} />
          <Flex gap={8}>
            <Button onClick={() => void navigate('/finance/standingOrder')}>{t('standingOrders.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t('standingOrders.next')}
            </Button>
          </Flex>
        </Form>
      </div>
      {step === 1 && input && quote && (
        <Flex vertical gap={16} style={{ maxWidth: 800 }}>
          <OrderFacts o={{ ...input, rcvCnl: quote.rcvCnl, rcvNm: quote.rcvNm, rcvAcNo: input.payee.rcvAcNo ?? input.payee.bnfMblNo ?? null, fee: quote.fee, exciseDuty: quote.exciseDuty, vat: quote.vat, totalAmount: quote.totalAmount, endDate: input.endDate ?? null, maxRuns: input.maxRuns ?? null, reason: input.reason ?? null }} />
          <Alert type="info" showIcon message={t('standingOrders.form.pinNote')} />
          <MandateHint txTyp="03" subTyp={quote.rcvCnl} amount={input.amount} recurring />
          <Flex gap={8}>
            <Button onClick={() => setStep(0)}>{t('standingOrders.back')}</Button>
            <Button type="primary" loading={create.isPending} onClick={() => setPin(true)}>
              {t('common.confirmWithPin')}
            </Button>
          </Flex>
        </Flex>
      )}
      {step === 2 && made && (
        <Result
          status="success"
          title={t('standingOrders.result.title')}
          subTitle={t('standingOrders.result.text', { name: made.name, amount: formatMoney(made.amount) })}
          extra={[
            <Button key="detail" type="primary" onClick={() => void navigate(`/finance/standingOrder/orderDetail?orderNo=${made.orderNo}`)}>
              {t('standingOrders.result.detail')}
            </Button>,
            <Button key="list" onClick={() => void navigate('/finance/standingOrder')}>
              {t('standingOrders.result.list')}
            </Button>,
          ]}
        />
      )}
      {pin && quote?.authTxCode && (
        <PinDialog
          open
          authTxCode={quote.authTxCode}
          title={t('standingOrders.form.pinTitle', { amount: formatMoney(input?.amount ?? 0), name: input?.name ?? '' })}
          onAuthorized={() => void authorized()}
          onCancel={() => setPin(false)}
          onFailed={() => setPin(false)}
        />
      )}
    </PageCard>
  );
}
