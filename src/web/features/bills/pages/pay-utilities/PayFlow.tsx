import { Alert, Button, Checkbox, Descriptions, Flex, Form, Input, Steps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutputOf } from '../../../../../shared/actions/contract';
import type { CreateUtilityBillOrder, UtilityBill } from '../../../../../shared/actions/bills';
import { formatMoney } from '../../../../../shared/format/money';
import { remarksRule } from '../../../../../shared/rules/money';
import { isActionError } from '../../../../api/errors';
import { STORAGE_KEYS } from '../../../../api/storage';
import { AmountInput } from '../../../../components/AmountInput';
import { useKeptReview } from '../../../../components/useKeptReview';
import { amountRule, toMinor } from '../../../../components/amountRule';
import { applyFieldErrors, zodRule } from '../../../../components/formRules';
import { MandateHint } from '../../../approvals/components/MandateHint';
import { PinDialog } from '../../../identity/components/PinDialog';
import { useBillOrderMutation } from '../../api';
import { BillPackageField } from '../../components/BillPackageField';
import { BillTargetFields, type BillTargetValues } from '../../components/BillTargetFields';
import { billAccountNo } from '../../components/billAccountText';
import { RepeatWarning } from '../../../../components/RepeatWarning';
import { detailPath } from '../../../transactions/links';

type PreOrder = OutputOf<typeof CreateUtilityBillOrder>;

interface PayValues extends BillTargetValues {
  packageCode?: string;
  amount?: number;
  remarks?: string;
  saveAccount?: boolean;
}

const newRequestId = () => `web-${crypto.randomUUID().replace(/-/g, '')}`;

/**
 * A bill payment on its review, kept for this tab (sessionStorage) so a reload finds it there
 * again with the form behind it, as send money and pay by code do; for the same link (`prefill`).
 */
type Kept = { prefill: string; values: PayValues; bill: UtilityBill; pre: PreOrder; requestId: string };

const isKept = (v: unknown): v is Kept =>
  typeof v === 'object' && v !== null && 'prefill' in v && 'values' in v && 'bill' in v && 'requestId' in v && typeof (v as Kept).pre?.ordNo === 'string';

/**
 * Paying a bill: information (type, provider, account checked with the biller, amount), the
 * payment with its charges, the PIN, then `onPaid(ordNo)` opens the live result.
 */
export function PayFlow({ prefill, onPaid }: { prefill: BillTargetValues & { packageCode?: string }; onPaid: (ordNo: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PayValues>();
  const link = JSON.stringify(prefill);
  const { kept, keep } = useKeptReview(STORAGE_KEYS.billReview, isKept, (k) => k.prefill === link, {
    ordNoOf: (k) => k.pre.ordNo,
    restore: (k) => form.setFieldsValue(k.values),
    gone: (paid) => {
      setPre(null);
      requestId.current = newRequestId();
      if (paid) onPaid(paid);
    },
  });
  const [bill, setBill] = useState<UtilityBill | null>(kept?.bill ?? null);
  const [pre, setPre] = useState<PreOrder | null>(kept?.pre ?? null);
  const [pinOpen, setPinOpen] = useState(false);
  const requestId = useRef(kept?.requestId ?? newRequestId());
  const order = useBillOrderMutation();
  const [payRefusal, setPayRefusal] = useState<string | null>(null);
  const packageCode = Form.useWatch('packageCode', form);

  // Keep the review for this tab while it is on screen; forget it when it is left.
  useEffect(() => {
    keep(pre && bill ? ({ prefill: link, values: form.getFieldsValue(true) as PayValues, bill, pre, requestId: requestId.current } satisfies Kept) : null);
  }, [pre, bill, link, form, keep]);

  const checked = (next: UtilityBill | null) => {
    setBill(next);
    requestId.current = newRequestId();
    if (!next) return;
    if (next.amountDue) form.setFieldsValue({ amount: next.amountDue / 100 });
    const pkg = next.packages.find((p) => p.code === form.getFieldValue('packageCode'));
    if (pkg) form.setFieldsValue({ amount: pkg.amount / 100 });
  };

  const next = async (values: PayValues) => {
    if (!bill) {
      form.setFields([{ name: 'accountNo', errors: [t('bills.form.checkFirst')] }]);
      return;
    }
    try {
      const out = await order.mutateAsync({
        biller: values.biller ?? '',
        accountNo: values.accountNo ?? '',
        amount: toMinor(values.amount) ?? 0,
        packageCode: values.packageCode,
        remarks: values.remarks?.trim() || undefined,
        saveAccount: values.saveAccount ? 'Y' : undefined,
        requestId: requestId.current,
      });
      setPre(out);
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors);
      if (e.fieldErrors.length === 0 || rest.length > 0) {
        const field = ['MMCP5402', 'MMCP5403', 'MMCP5404'].includes(e.code) ? 'accountNo' : 'amount';
        form.setFields([{ name: field, errors: [e.message] }]);
      }
    }
  };

  /**
   * Confirm with PIN: the pre-order is asked again (the same request id answers the same order) so
   * that the same bill paid meanwhile, in another tab say, is named now, and Confirm is pressed again.
   */
  const confirm = async () => {
    if (!pre) return;
    const values = form.getFieldsValue(true) as PayValues;
    const again = await order
      .mutateAsync({ biller: values.biller ?? '', accountNo: values.accountNo ?? '', amount: pre.amount, packageCode: values.packageCode, requestId: requestId.current })
      .catch(() => null);
    if (again && again.ordNo === pre.ordNo && again.repeatOf && again.repeatOf.ordNo !== pre.repeatOf?.ordNo) {
      setPre(again);
      return;
    }
    setPinOpen(true);
  };

  const pay = async () => {
    if (!pre?.authTxCode) return;
    setPinOpen(false);
    setPayRefusal(null);
    const values = form.getFieldsValue(true) as PayValues;
    try {
      const out = await order.mutateAsync({
        biller: values.biller ?? '',
        accountNo: values.accountNo ?? '',
        amount: pre.amount,
        packageCode: values.packageCode,
        requestId: requestId.current,
        authTxCode: pre.authTxCode,
      });
      requestId.current = newRequestId();
      onPaid(out.ordNo);
    } catch (e) {
      // Refused at the pay step (the balance, a limit, an order that expired): said on the review;
      // nothing was paid.
      if (!isActionError(e)) throw e;
      setPayRefusal(e.message);
    }
  };

  const limits = bill ? { min: bill.minAmount, max: bill.maxAmount } : null;
  const step = pre ? (pinOpen ? 2 : 1) : 0;
  return (
    <>
      <Steps
        size="small"
        current={step}
        aria-label={t('bills.steps.label')}
        style={{ marginBottom: 24, maxWidth: 720 }}
        items={[{ title: t('bills.steps.information') }, { title: t('bills.steps.payment') }, { title: t('bills.steps.confirm') }, { title: t('bills.steps.result') }]}
      />
      <div hidden={Boolean(pre)}>
        <Form form={form} layout="vertical" style={{ maxWidth: 560 }} initialValues={prefill} onFinish={(v) => void next(v)}>
          <BillTargetFields form={form} bill={bill} onChecked={checked} />
          <BillPackageField form={form} bill={bill} />
          <Form.Item
            name="amount"
            label={t('bills.form.amount')}
            extra={limits ? t('bills.form.limits', { min: formatMoney(limits.min), max: formatMoney(limits.max) }) : undefined}
            rules={[amountRule(limits)]}
          >
            <AmountInput precision={2} style={{ width: '100%' }} disabled={!bill || (bill.mode === 'package' && Boolean(packageCode))} />
          </Form.Item>
          <Form.Item name="remarks" label={t('bills.form.remarks')} rules={[zodRule(remarksRule)]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="saveAccount" valuePropName="checked">
            <Checkbox>{t('bills.form.save')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={order.isPending} disabled={!bill}>
            {t('bills.form.next')}
          </Button>
        </Form>
      </div>
      {pre && (
        <Flex vertical gap={16} style={{ maxWidth: 560 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('bills.review.title')}
          </Typography.Title>
          {pre.repeatOf && <RepeatWarning amount={pre.amount} repeat={pre.repeatOf} to={detailPath(pre.repeatOf.ordNo)} />}
          {payRefusal && <Alert type="error" showIcon role="alert" message={payRefusal} />}
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'provider', label: t('bills.review.provider'), children: pre.order.billerName },
              { key: 'account', label: t('bills.review.account'), children: billAccountNo(pre.order) },
              { key: 'holder', label: t('bills.review.holder'), children: pre.accountName ?? '' },
              ...(pre.order.packageName ? [{ key: 'package', label: t('bills.review.package'), children: pre.order.packageName }] : []),
              { key: 'amount', label: t('bills.review.amount'), children: formatMoney(pre.amount) },
              { key: 'fee', label: t('bills.review.fee'), children: formatMoney(pre.fee) },
              { key: 'excise', label: t('bills.review.exciseDuty'), children: formatMoney(pre.exciseDuty) },
              { key: 'vat', label: t('bills.review.vat'), children: formatMoney(pre.vat) },
              { key: 'total', label: t('bills.review.total'), children: <strong>{formatMoney(pre.totalAmount)}</strong> },
              { key: 'after', label: t('bills.review.balanceAfter'), children: formatMoney(pre.balanceAfter) },
            ]}
          />
          <MandateHint txTyp="02" subTyp={pre.order.utilityKind} amount={pre.amount} />
          <Flex gap={8}>
            <Button
              onClick={() => {
                setPre(null);
                setPayRefusal(null);
                requestId.current = newRequestId();
              }}
              disabled={order.isPending}
            >
              {t('bills.review.back')}
            </Button>
            <Button type="primary" onClick={() => void confirm()} loading={order.isPending}>
              {t('common.confirmWithPin')}
            </Button>
          </Flex>
        </Flex>
      )}
      {pre?.authTxCode && (
        <PinDialog
          open={pinOpen}
          authTxCode={pre.authTxCode}
          title={t('bills.review.pinTitle', { total: formatMoney(pre.totalAmount), provider: pre.order.billerName })}
          onAuthorized={() => void pay()}
          onCancel={() => setPinOpen(false)}
          onFailed={() => setPinOpen(false)}
        />
      )}
    </>
  );
}
