import { Alert, Button, Flex, Form, Spin } from 'antd';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../../shared/format/money';
import { isActionError } from '../../../api/errors';
import { PageCard } from '../../../components/PageCard';
import { applyFieldErrors } from '../../../components/formRules';
import { PinDialog } from '../../identity/components/PinDialog';
import { newRequestId } from '../../transfer/components/transferForm';
import { useEditStandingOrder, useStandingOrder } from '../api';
import { OrderFields } from '../components/OrderFields';
import { RunCharges } from '../components/RunCharges';
import { type OrderFormValues, formOf, orderInput } from '../components/orderForm';

/**
 * /finance/standingOrder/edit?orderNo=…: the information step filled in; saving a new amount or
 * payee asks for the PIN again (EditStandingOrder twice), showing the fee, excise duty, VAT and
 * total of a run at the new amount first; anything else saves at once.
 */
export default function EditStandingOrderPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const detail = useStandingOrder(orderNo || null);
  const [form] = Form.useForm<OrderFormValues>();
  const [authTxCode, setAuthTxCode] = useState<string | null>(null);
  /** The charges of a run at the new amount, as the server quoted them before the PIN. */
  const [quote, setQuote] = useState<{ amount: number; fee: number; exciseDuty: number; vat: number; totalAmount: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const edit = useEditStandingOrder();
  const o = detail.data;

  useEffect(() => {
    if (o) form.setFieldsValue(formOf(o));
  }, [o, form]);

  const input = () => {
    const v = orderInput(form.getFieldsValue(true) as OrderFormValues);
    return {
      orderNo,
      name: v.name,
      category: v.category,
      reason: v.reason ?? '',
      payee: v.payee,
      amount: v.amount,
      frequency: v.frequency,
      ...(v.startDate !== o?.startDate ? { startDate: v.startDate } : {}),
      endDate: v.endDate ?? '',
      maxRuns: v.maxRuns ?? ('' as const),
      requestId: requestId.current,
    };
  };

  const save = async (code?: string) => {
    setError(null);
    try {
      const out = await edit.mutateAsync({ ...input(), authTxCode: code });
      if (out.authTxCode) {
        setQuote({ amount: input().amount, fee: out.fee, exciseDuty: out.exciseDuty, vat: out.vat, totalAmount: out.totalAmount });
        setAuthTxCode(out.authTxCode);
        return;
      }
      void message.success(t('standingOrders.saved'));
      void navigate(`/finance/standingOrder/orderDetail?orderNo=${orderNo}`);
    } catch (e) {
      if (!isActionError(e)) throw e;
      requestId.current = newRequestId();
      const rest = applyFieldErrors(form, e.fieldErrors);
      if (e.fieldErrors.length === 0 || rest.length > 0) setError(e.message);
    }
  };

  return (
    <PageCard title={t('standingOrders.editTitle')}>
      {!o ? (
        <Spin />
      ) : (
        <Form<OrderFormValues> form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={() => void save()} onValuesChange={() => setQuote(null)}>
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
          <Alert type="info" showIcon message={t('standingOrders.form.editPinNote')} style={{ marginBottom: 16 }} />
          <OrderFields form={form} orderNo={orderNo} payeeLocked />
          {quote && (
            <div style={{ marginBottom: 16 }}>
              <RunCharges c={quote} />
            </div>
          )}
          <Flex gap={8}>
            <Button onClick={() => void navigate(`/finance/standingOrder/orderDetail?orderNo=${orderNo}`)}>{t('standingOrders.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={edit.isPending}>
              {t('standingOrders.save')}
            </Button>
          </Flex>
        </Form>
      )}
      {authTxCode && (
        <PinDialog
          open
          authTxCode={authTxCode}
          title={
            quote
              ? t('standingOrders.form.pinTitleCharges', { total: formatMoney(quote.totalAmount), amount: formatMoney(quote.amount), charges: formatMoney(quote.fee + quote.exciseDuty + quote.vat), name: input().name })
              : t('standingOrders.form.pinTitle', { amount: formatMoney(input().amount), name: input().name })
          }
          onAuthorized={() => {
            const code = authTxCode;
            setAuthTxCode(null);
            void save(code);
          }}
          onCancel={() => setAuthTxCode(null)}
          onFailed={() => setAuthTxCode(null)}
        />
      )}
    </PageCard>
  );
}
