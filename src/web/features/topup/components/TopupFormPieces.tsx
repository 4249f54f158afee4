import { Alert, Button, Descriptions, Flex, Form, Skeleton, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../../shared/format/money';
import { amountProblem } from '../../../../shared/rules/money';
import { ruleText } from '../../../i18n';
import { AmountInput } from '../../../components/AmountInput';
import { wholeShillingsRule } from '../../../components/amountRule';
import { TopupMissing } from './TopupMissing';

/**
 * What the top-up steps (mobile and card) share: the amount field with its limits, the step's
 * Back / Next buttons, the request id kept in the URL and the confirmation's summary.
 */

/** The amount (in shillings, as typed) checked against the top-up's limits (minor units) with the shared rule. */
export function TopupAmountField({
  limits,
  toMinor,
  limitsText,
  precision,
}: {
  limits: { minAmount: number; maxAmount: number } | undefined;
  toMinor: (value: number | null | undefined) => number | null;
  /** i18n key of the limits line under the field (`{{min}}`, `{{max}}`). */
  limitsText: string;
  precision: number;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="amount"
      label={t('topup.info.amount')}
      extra={limits ? t(limitsText, { min: formatMoney(limits.minAmount), max: formatMoney(limits.maxAmount) }) : undefined}
      rules={[
        {
          validator: async (_rule, value: number | null) => {
            if (!limits) return;
            const problem = amountProblem(toMinor(value), { min: limits.minAmount, max: limits.maxAmount });
            if (problem) throw new Error(ruleText(problem));
          },
        },
        ...(precision === 0 ? [wholeShillingsRule] : []),
      ]}
    >
      <AmountInput
        precision={precision}
        style={{ width: '100%' }}
        placeholder={precision ? '0.00' : '0'}
      />
    </Form.Item>
  );
}

/** A step's note and its Back and Next (submit) buttons. */
export function TopupStepFooter({ note, onBack }: { note: ReactNode; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>
      <Flex gap={8}>
        <Button onClick={onBack}>{t('common.back')}</Button>
        <Button type="primary" htmlType="submit">
          {t('common.next')}
        </Button>
      </Flex>
    </>
  );
}

/** The request id of a confirmation, kept in the URL (`rid`, made once) so a retry or a reload finds the same order. */
export function useRequestId(): string | null {
  const [params, setParams] = useSearchParams();
  const requestId = params.get('rid');
  useEffect(() => {
    if (!requestId) {
      const next = new URLSearchParams(params);
      next.set('rid', crypto.randomUUID());
      setParams(next, { replace: true });
    }
  }, [requestId, params, setParams]);
  return requestId;
}

/**
 * The confirmation of a top-up: while loading a skeleton; without a source or amount a warning with
 * Back; else where from, the amount, the charges and what reaches the wallet, a note, the error of
 * the last try and Back / Confirm.
 */
export function TopupConfirmSummary({
  pending,
  from,
  amount,
  charges,
  note,
  error,
  busy,
  canConfirm,
  onBack,
  onConfirm,
}: {
  pending: boolean;
  /** The source as shown; null when it is not (or no longer) there. */
  from: ReactNode | null;
  amount: number | null;
  charges: { fee: number; exciseDuty: number; vat: number } | null | undefined;
  note: ReactNode;
  error: string | null;
  busy: boolean;
  canConfirm: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  if (pending) return <Skeleton active />;
  if (from === null || !amount) {
    return <TopupMissing onBack={onBack} />;
  }
  const cost = charges ? charges.fee + charges.exciseDuty + charges.vat : 0;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('topup.confirm.from')}>{from}</Descriptions.Item>
        <Descriptions.Item label={t('topup.confirm.amount')}>{formatMoney(amount)}</Descriptions.Item>
        <Descriptions.Item label={t('topup.confirm.fee')}>{formatMoney(cost)}</Descriptions.Item>
        <Descriptions.Item label={t('topup.confirm.toWallet')}>
          <Typography.Text strong>{formatMoney(amount - cost)}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} />}
      <Flex gap={8}>
        <Button onClick={onBack}>{t('common.back')}</Button>
        <Button type="primary" loading={busy} disabled={!canConfirm} onClick={onConfirm}>
          {t('common.confirmWithPin')}
        </Button>
      </Flex>
    </Flex>
  );
}
