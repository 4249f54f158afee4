import { Button, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { MoneyOrder } from '../../../../../shared/actions/money';
import { formatMoney } from '../../../../../shared/format/money';
import { displayPhone } from '../../../../../shared/rules/identity';
import { remarksRule } from '../../../../../shared/rules/money';
import { zodRule } from '../../../../components/formRules';
import { phoneDigitsRule, toWirePhone } from '../../../../components/inputFilters';
import { PageCard } from '../../../../components/PageCard';
import { PhoneInput } from '../../../../components/PhoneInput';
import { readPage, toSearch } from '../../../../components/urlParams';
import { useOrderStatus, useTxLimits } from '../../../../api/money';
import { newRequestId, useRequestPay, useWalletTrans } from '../../api';
import { AmountField, toMinor } from '../../components/AmountField';
import { MoneyActivity } from '../../components/MoneyActivity';
import { OrderOutcome } from '../../components/OrderOutcome';

interface Values {
  mobile: string;
  amount: number | null;
  remarks?: string;
}

/**
 * /requestToPay (function 02, menu type 131): the business asks a customer's M-PESA number for an
 * amount (RequestPay → STK push). The customer confirms on the phone; this screen follows the
 * order until it is paid (the wallet is credited) or declined, and lists the recent requests.
 */
export default function RequestToPayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const [form] = Form.useForm<Values>();
  const request = useRequestPay();
  const limits = useTxLimits('131', undefined, undefined);
  const recent = useWalletTrans({ ...page, ordTyp: 'R1' });
  const [requestId, setRequestId] = useState(newRequestId);
  // The request keeps its order in the address (?ordNo=), so a refresh while the customer is asked
  // shows it again, followed live, rather than an empty form that invites a second request.
  const [justSent, setJustSent] = useState<MoneyOrder | null>(null);
  const shownOrdNo = params.get('ordNo');
  const restored = useOrderStatus(justSent ? null : shownOrdNo);
  // Only a request to pay (order type R1) is this page's to show; any other order number is ignored.
  const sent = justSent ?? (shownOrdNo && restored.data?.ordTyp === 'R1' ? restored.data : null);
  const setSent = (order: MoneyOrder | null) => {
    setJustSent(order);
    setParams(toSearch({ page: page.pageNum, size: page.pageSize, ordNo: order?.ordNo }), { replace: true });
  };

  const submit = async (values: Values) => {
    try {
      setSent(
        await request.mutateAsync({
          requestId,
          mobile: toWirePhone(values.mobile),
          amount: toMinor(values.amount) ?? 0,
          remarks: values.remarks || undefined,
        }),
      );
    } catch {
      // the client has shown the refusal
    }
  };

  const again = () => {
    setSent(null);
    setRequestId(newRequestId());
    form.resetFields();
  };

  return (
    <PageCard title={t('wallet.request.title')}>
      {shownOrdNo && !justSent && restored.isPending ? (
        <Skeleton active />
      ) : sent ? (
        <OrderOutcome
          key={sent.ordNo}
          first={sent}
          texts={{
            pending: t('wallet.request.pending', { phone: sent.rcvMblNo ? displayPhone(sent.rcvMblNo) : '' }),
            pendingHint: t('wallet.request.pendingHint'),
            success: t('wallet.request.success'),
            failed: t('wallet.request.failed'),
            failedHint: t('wallet.request.failedHint'),
          }}
          details={[
            { key: 'from', label: t('wallet.request.customer'), children: sent.rcvMblNo ? displayPhone(sent.rcvMblNo) : '' },
            { key: 'amount', label: t('wallet.charges.amount'), children: formatMoney(sent.amount) },
          ]}
          extra={[
            <Button key="home" onClick={() => navigate('/home')}>
              {t('wallet.backHome')}
            </Button>,
          ]}
          again={
            <Button key="again" type="primary" onClick={again}>
              {t('wallet.request.again')}
            </Button>
          }
        />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          style={{ maxWidth: 520 }}
          onValuesChange={() => setRequestId(newRequestId())}
          onFinish={(v) => void submit(v)}
        >
          <Typography.Paragraph type="secondary">{t('wallet.request.intro')}</Typography.Paragraph>
          <Form.Item name="mobile" label={t('wallet.request.customer')} rules={[zodRule(phoneDigitsRule)]}>
            <PhoneInput />
          </Form.Item>
          <AmountField
            name="amount"
            label={t('wallet.request.amount')}
            wholeShillings
            limits={limits.data ? { min: limits.data.minAmount, max: limits.data.maxAmount } : null}
            extra={limits.data ? t('wallet.limits', { min: formatMoney(limits.data.minAmount), max: formatMoney(limits.data.maxAmount) }) : undefined}
          />
          <Form.Item name="remarks" label={t('wallet.request.description')} rules={[zodRule(remarksRule)]}>
            <Input maxLength={100} />
          </Form.Item>
          <Flex gap={8}>
            <Button onClick={() => navigate('/home')}>{t('common.back')}</Button>
            <Button type="primary" htmlType="submit" loading={request.isPending}>
              {t('wallet.request.submit')}
            </Button>
          </Flex>
        </Form>
      )}
      <section aria-label={t('wallet.request.recent')} style={{ marginTop: 32 }}>
        <Typography.Title level={5}>{t('wallet.request.recent')}</Typography.Title>
        <MoneyActivity
          hideType
          rows={recent.data?.list ?? []}
          total={recent.data?.total ?? 0}
          page={page}
          loading={recent.isFetching}
          failed={recent.isError}
          onRetry={() => void recent.refetch()}
          onPage={(p) => setParams(toSearch({ page: p.pageNum, size: p.pageSize, ordNo: shownOrdNo }), { replace: true })}
          emptyText={t('wallet.request.empty')}
        />
      </section>
    </PageCard>
  );
}
