import { Alert, Button, Descriptions, Flex, Form, Input, Tabs, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MoneyOrder } from '../../../../../shared/actions/money';
import type { FrequentPayCode, PayKind } from '../../../../../shared/actions/payByCode';
import { formatMoney } from '../../../../../shared/format/money';
import { BILL_ACCOUNT, SHORT_CODE, payAmountProblem } from '../../../../../shared/rules/payByCode';
import { isActionError } from '../../../../api/errors';
import { STORAGE_KEYS } from '../../../../api/storage';
import { useTxLimits } from '../../../../api/money';
import { PageCard } from '../../../../components/PageCard';
import { useKeptReview } from '../../../../components/useKeptReview';
import { applyFieldErrors } from '../../../../components/formRules';
import { ruleText } from '../../../../i18n';
import { useBeneficiaryChannels } from '../../../beneficiary/api';
import { PinDialog } from '../../../identity/components/PinDialog';
import { newRequestId, useDecodePayCode, useLookup, usePayByCodePay, usePayByCodePreOrder } from '../../api';
import { FrequentPicks } from '../../components/FrequentPicks';
import { PayResult } from '../../components/PayResult';
import { AmountInput } from '../../../../components/AmountInput';
import { RepeatWarning } from '../../../../components/RepeatWarning';
import { detailPath } from '../../../transactions/links';
import { wholeShillingsRule } from '../../../../components/amountRule';

interface Values {
  payCode: string;
  accountNo?: string;
  amount?: number | null;
  remarks?: string;
}

interface Review {
  order: MoneyOrder;
  authTxCode: string | null;
  name: string;
  payCode: string;
  accountNo?: string;
  repeatOf: { ordNo: string; createdAt: string } | null;
}

type Named = { payCode: string; name: string; onPlatform: boolean };

/**
 * A payment on its review, kept for this tab (sessionStorage) so a reload finds it there again,
 * with the form behind it, as send money does. Forgotten when the review is left or the page is.
 */
type Kept = { kind: PayKind; values: Values; review: Review; named: Named | null; requestId: string };

const isKept = (v: unknown): v is Kept =>
  typeof v === 'object' && v !== null && 'kind' in v && 'values' in v && 'requestId' in v && typeof (v as Kept).review?.order?.ordNo === 'string';

const KINDS: PayKind[] = ['till', 'bill', 'code'];
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The sub-type (order channel) whose configured limits apply: 3405 M-PESA till, 3411 paybill, 30 pay code. */
const CHANNEL: Record<PayKind, string> = { till: '3405', bill: '3411', code: '30' };
const NUMBER_LABEL: Record<PayKind, string> = { till: 'payByCode.field.tillNo', bill: 'payByCode.field.paybillNo', code: 'payByCode.field.payCode' };

/**
 * /finance/payByCode (function 10 BuyGoods, type 111): three tabs — buy goods at a till, pay an
 * M-PESA paybill, pay a {product} pay code. The tab and the result live in the query string
 * (`?tab=bill`, `?ordNo=`), so a reload shows the same thing. Steps: the number (named by the
 * network or the business), the amount with the fees shown, the PIN, the result followed live.
 */
export default function PayByCodePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab') as PayKind | null;
  const kind: PayKind = tabParam && KINDS.includes(tabParam) ? tabParam : 'till';
  const ordNo = search.get('ordNo');
  const product = useBeneficiaryChannels().data?.product ?? '';
  const [form] = Form.useForm<Values>();
  const lookup = useLookup();
  const decode = useDecodePayCode();
  const preOrder = usePayByCodePreOrder();
  const pay = usePayByCodePay();
  // A review kept for the same tab of the page (none when the address names a result).
  const { kept, keep } = useKeptReview(STORAGE_KEYS.payByCodeReview, isKept, (k) => k.kind === kind && !ordNo, {
    ordNoOf: (k) => k.review.order.ordNo,
    restore: (k) => form.setFieldsValue(k.values),
    gone: (paid) => {
      setReview(null);
      fresh();
      if (paid) {
        form.resetFields();
        setSearch({ ...(kind === 'till' ? {} : { tab: kind }), ordNo: paid });
      }
    },
  });
  const requestId = useRef(kept?.requestId ?? newRequestId());
  const [named, setNamed] = useState<Named | null>(kept?.named ?? null);
  const [review, setReview] = useState<Review | null>(kept?.review ?? null);
  const [pinOpen, setPinOpen] = useState(false);
  const limits = useTxLimits('111', kind === 'till' && named?.onPlatform ? null : CHANNEL[kind]);
  const max = limits.data?.maxAmount ?? 250_000_00;

  const fresh = () => {
    requestId.current = newRequestId();
  };

  // Keep the review for this tab while it is on screen; forget it when it is left.
  useEffect(() => {
    keep(review ? ({ kind, values: form.getFieldsValue(true) as Values, review, named, requestId: requestId.current } satisfies Kept) : null);
  }, [review, kind, named, form, keep]);
  const switchTab = (next: string) => {
    setReview(null);
    setNamed(null);
    form.resetFields();
    fresh();
    setSearch(next === 'till' ? {} : { tab: next });
  };
  const again = () => {
    setReview(null);
    setNamed(null);
    form.resetFields();
    fresh();
    setSearch(kind === 'till' ? {} : { tab: kind });
  };

  const showRefusal = (e: unknown) => {
    if (!isActionError(e)) throw e;
    const rest = applyFieldErrors(form, e.fieldErrors);
    if ((e.fieldErrors.length > 0 && rest.length === 0) || e.code === 'MMCP3210' || e.code === 'MMCP3211') return;
    const field = e.envelope?.field;
    const name = field === 'accountNo' || field === 'amount' || field === 'remarks' ? field : e.code === 'MMCP4001' || e.code.startsWith('MMCP40') ? 'amount' : 'payCode';
    form.setFields([{ name, errors: [e.message] }]);
  };

  /** Names a till, paybill or pay code as soon as it is complete. */
  const check = async (payCode: string) => {
    if (named?.payCode === payCode) return;
    if (kind === 'code') {
      if (!/^[A-Za-z0-9]{4,20}$/.test(payCode)) return;
      try {
        const found = await decode.mutateAsync(payCode);
        if (found.rcvFlg !== '1') {
          setNamed(null);
          form.setFields([{ name: 'payCode', errors: [ruleText('MMCP5601')] }]);
          return;
        }
        setNamed({ payCode, name: found.storeName ? `${found.merchantName} (${found.storeName})` : found.merchantName, onPlatform: true });
      } catch {
        setNamed(null);
        form.setFields([{ name: 'payCode', errors: [ruleText('MMCP5601')] }]);
      }
      return;
    }
    if (!SHORT_CODE.test(payCode)) return;
    try {
      const found = await lookup.mutateAsync({ payCode, tillCode: kind === 'till' ? '2' : '4' });
      setNamed({ payCode, name: found.name, onPlatform: found.onPlatform === 'Y' });
    } catch (e) {
      setNamed(null);
      showRefusal(e);
    }
  };

  const pick = (p: FrequentPayCode) => {
    form.setFieldsValue({ payCode: p.payCode, accountNo: p.accountNo ?? undefined, amount: p.lastAmount / 100 });
    fresh();
    void check(p.payCode);
  };

  /** The pre-order of the form's payment (Next, and Confirm asking again with the same request id). */
  const preOrderInput = (v: Values) => ({
    payKind: kind,
    payCode: v.payCode.trim(),
    accountNo: kind === 'bill' ? v.accountNo?.trim() : undefined,
    amount: Math.round((v.amount ?? 0) * 100),
    remarks: v.remarks?.trim() || undefined,
    requestId: requestId.current,
  });

  const next = async (v: Values) => {
    try {
      const pre = await preOrder.mutateAsync(preOrderInput(v));
      setReview({ order: pre.order, authTxCode: pre.authTxCode, name: pre.name, payCode: pre.payCode, accountNo: kind === 'bill' ? v.accountNo?.trim() : undefined, repeatOf: pre.repeatOf });
    } catch (e) {
      showRefusal(e);
    }
  };

  const paid = (order: MoneyOrder) => {
    setReview(null);
    fresh();
    setSearch({ ...(kind === 'till' ? {} : { tab: kind }), ordNo: order.ordNo });
  };

  /**
   * Confirm: the pre-order is asked again (the same request id answers the same order) so that the
   * same payment made meanwhile, in another tab say, is named now, and Confirm is pressed again.
   */
  const confirm = async () => {
    if (!review) return;
    if (!review.authTxCode) {
      paid(review.order);
      return;
    }
    const v = form.getFieldsValue(true) as Values;
    const again = await preOrder.mutateAsync(preOrderInput(v)).catch(() => null);
    if (again && again.order.ordNo === review.order.ordNo && again.repeatOf && again.repeatOf.ordNo !== review.repeatOf?.ordNo) {
      setReview({ ...review, repeatOf: again.repeatOf });
      return;
    }
    setPinOpen(true);
  };

  const content = ordNo ? (
    <PayResult ordNo={ordNo} onAgain={again} />
  ) : review ? (
    <Flex vertical gap={16} style={{ maxWidth: 520 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('payByCode.review.title')}
      </Typography.Title>
      {review.repeatOf && <RepeatWarning amount={review.order.amount} repeat={review.repeatOf} to={detailPath(review.repeatOf.ordNo)} />}
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'payee', label: t('payByCode.review.payee'), children: review.name },
          { key: 'number', label: t('payByCode.review.number'), children: review.payCode },
          ...(review.accountNo ? [{ key: 'account', label: t('payByCode.review.account'), children: review.accountNo }] : []),
          { key: 'amount', label: t('payByCode.review.amount'), children: formatMoney(review.order.amount) },
          { key: 'fee', label: t('payByCode.review.fee'), children: formatMoney(review.order.fee) },
          { key: 'excise', label: t('payByCode.review.exciseDuty'), children: formatMoney(review.order.exciseDuty) },
          { key: 'total', label: t('payByCode.review.total'), children: <strong>{formatMoney(review.order.totalAmount)}</strong> },
        ]}
      />
      <Flex gap={8}>
        <Button
          onClick={() => {
            setReview(null);
            fresh();
          }}
        >
          {t('payByCode.review.back')}
        </Button>
        <Button type="primary" onClick={() => void confirm()} loading={pay.isPending || preOrder.isPending}>
          {t('common.confirmWithPin')}
        </Button>
      </Flex>
    </Flex>
  ) : (
    <Flex gap={24} wrap align="flex-start">
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        style={{ width: 380 }}
        onFinish={(v) => void next(v)}
        onValuesChange={(changed: Partial<Values>) => {
          fresh();
          if ('payCode' in changed) setNamed(null);
        }}
      >
        <Typography.Paragraph type="secondary">{t(`payByCode.intro.${kind}`, { product })}</Typography.Paragraph>
        <Form.Item
          name="payCode"
          label={t(NUMBER_LABEL[kind])}
          rules={[
            { required: true, message: ruleText('REQUIRED') },
            ...(kind === 'code' ? [] : [{ pattern: SHORT_CODE, message: ruleText('INVALID_VALUE') }]),
          ]}
          extra={
            lookup.isPending || decode.isPending ? (
              t('payByCode.checking')
            ) : named ? (
              <Flex gap={6} align="center">
                <span>{t('payByCode.found', { name: named.name })}</span>
                <Tag color={named.onPlatform ? 'green' : 'blue'}>{named.onPlatform ? t('payByCode.onPlatform', { product }) : t('payByCode.viaMpesa')}</Tag>
              </Flex>
            ) : undefined
          }
        >
          <Input inputMode={kind === 'code' ? 'text' : 'numeric'} maxLength={kind === 'code' ? 20 : 7} onBlur={(e) => void check(e.target.value.trim())} />
        </Form.Item>
        {kind === 'bill' && (
          <Form.Item
            name="accountNo"
            label={t('payByCode.field.accountNo')}
            rules={[
              { required: true, message: ruleText('MMCP5606') },
              { pattern: BILL_ACCOUNT, message: ruleText('INVALID_VALUE') },
            ]}
          >
            <Input maxLength={13} />
          </Form.Item>
        )}
        <Form.Item
          name="amount"
          label={t('payByCode.field.amount')}
          rules={[
            {
              validator: async (_r, value: number | null | undefined) => {
                const problem = payAmountProblem(value === null || value === undefined ? null : Math.round(value * 100), max);
                if (problem) throw new Error(ruleText(problem));
              },
            },
            // A paybill is paid over M-PESA: whole shillings (a till may be one of ours, which takes cents).
            ...(kind === 'bill' ? [wholeShillingsRule] : []),
          ]}
        >
          <AmountInput precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="remarks" label={t('payByCode.field.remarks')}>
          <Input maxLength={20} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={preOrder.isPending}>
          {t('payByCode.next')}
        </Button>
      </Form>
      <FrequentPicks kind={kind} onPick={pick} />
    </Flex>
  );

  return (
    <PageCard title={t('payByCode.title')}>
      <Tabs activeKey={kind} onChange={switchTab} items={KINDS.map((k) => ({ key: k, label: capitalize(t(`payByCode.tab.${k}`, { product })) }))} />
      {preOrder.isError && !isActionError(preOrder.error) && <Alert type="error" message={String(preOrder.error)} />}
      {content}
      {review?.authTxCode && pinOpen && (
        <PinDialog
          open
          authTxCode={review.authTxCode}
          title={t('payByCode.review.pinTitle', { amount: formatMoney(review.order.totalAmount), to: review.name })}
          onAuthorized={() => {
            setPinOpen(false);
            const { order, authTxCode } = review;
            pay.mutateAsync({ ordNo: order.ordNo, authTxCode: authTxCode! }).then(paid, () => undefined);
          }}
          onCancel={() => setPinOpen(false)}
          onFailed={() => setPinOpen(false)}
        />
      )}
    </PageCard>
  );
}
