import { Alert, App, Button, Flex, Form, type FormInstance, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { channelByCode } from '../../../../../shared/dict/money';
import { formatMoney } from '../../../../../shared/format/money';
import { amountProblem, remarksRule } from '../../../../../shared/rules/money';
import { zodRule } from '../../../../components/formRules';
import { ruleText } from '../../../../i18n';
import { useBeneficiary, useCheckBeneficiaryName } from '../../../beneficiary/api';
import { BeneficiaryPicker } from '../../../beneficiary/components/BeneficiaryPicker';
import { payeeToWire, placePayeeRefusal } from '../../../beneficiary/components/beneficiaryForm';
import { isActionError } from '../../../../api/errors';
import { useTxLimits, useWallet } from '../../../../api/money';
import { PayeeFields } from '../../components/PayeeFields';
import { MODE_CHANNELS, type TransferFormValues, toMinor } from '../../components/transferForm';
import { useDebouncedValue } from '../../../../components/useDebouncedValue';
import { AmountInput } from '../../../../components/AmountInput';

/**
 * Step 1 of sending to one payee: who (a beneficiary or typed in, with a name check on our own
 * wallets), how much (inside the channel's limits, with its charges as soon as an amount is typed)
 * and why. `onNext` makes the pre-order.
 */
export function InformationStep({
  form,
  mode,
  initialValues,
  submitting,
  onNext,
}: {
  form: FormInstance<TransferFormValues>;
  mode: 'mobile' | 'bank';
  /** A link's prefill (?bnfId=… or ?rcvCnl=…&mobile=…&amount=…). */
  initialValues?: Partial<TransferFormValues>;
  submitting: boolean;
  onNext: (values: TransferFormValues) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const wallet = useWallet();
  const source = Form.useWatch('source', form) ?? 'new';
  const bnfUsrNo = Form.useWatch('bnfUsrNo', form);
  const typedChannel = Form.useWatch('rcvCnl', form);
  const picked = useBeneficiary(source === 'beneficiary' ? (bnfUsrNo ?? null) : null);
  const rcvCnl = source === 'beneficiary' ? picked.data?.rcvCnl : typedChannel;
  const channel = channelByCode(rcvCnl ?? '');
  const amount = toMinor(Form.useWatch('amount', form));
  const settledAmount = useDebouncedValue(amount, 400);
  const limits = useTxLimits(channel?.transTypId ?? null, channel?.code ?? null, settledAmount);
  const check = useCheckBeneficiaryName();
  const [checkedName, setCheckedName] = useState<string | null | undefined>(undefined);

  const checkName = async () => {
    const kind = channel?.payee;
    // The number is checked here first, with the same rule as Next; its error shows on the field.
    const ok = await form.validateFields(['rcvCnl', kind === 'phone' ? 'bnfMblNo' : 'rcvAcNo']).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    const v = form.getFieldsValue(true) as TransferFormValues;
    try {
      const out = await check.mutateAsync(payeeToWire(v, kind));
      setCheckedName(out.bnfName);
      if (out.bnfName) form.setFields([{ name: 'rcvNm', value: out.bnfName, errors: [] }]);
    } catch (e) {
      setCheckedName(undefined);
      if (!isActionError(e)) throw e;
      const left = placePayeeRefusal(form, e, kind);
      if (left) void message.error(left);
    }
  };

  const limitRule = {
    validator: async (_r: unknown, value?: number | null) => {
      const problem = amountProblem(toMinor(value), limits.data ? { min: limits.data.minAmount, max: limits.data.maxAmount } : null);
      if (problem) throw new Error(ruleText(problem));
    },
  };
  const data = limits.data;
  const left = data?.dailyLimit != null ? Math.max(0, data.dailyLimit - data.usedToday) : null;

  return (
    <Form<TransferFormValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ source: 'new', ...initialValues }}
      onValuesChange={(changed: Partial<TransferFormValues>) => {
        if ('rcvCnl' in changed || 'bnfMblNo' in changed || 'rcvAcNo' in changed || 'bankCode' in changed || 'source' in changed || 'bnfUsrNo' in changed) {
          setCheckedName(undefined);
          // A refusal of the amount ('Insufficient Balance.', a limit) was about the old payee.
          if (form.getFieldError('amount').length > 0) form.setFields([{ name: 'amount', errors: [] }]);
        }
      }}
      onFinish={onNext}
    >
      <Form.Item name="source" label={t('transfer.form.payeeSource')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'new', label: t('transfer.form.newPayee') },
            { value: 'beneficiary', label: t('transfer.form.fromBeneficiary') },
          ]}
        />
      </Form.Item>

      {source === 'beneficiary' ? (
        <Form.Item name="bnfUsrNo" label={t('transfer.form.beneficiary')} rules={[{ required: true, message: ruleText('REQUIRED') }]}>
          <BeneficiaryPicker rcvCnls={MODE_CHANNELS[mode]} />
        </Form.Item>
      ) : (
        <>
          <PayeeFields channels={MODE_CHANNELS[mode]} channel={channel} />
          {channel?.supported && (
            <Form.Item label={t('transfer.form.name')}>
              <Flex gap={8}>
                <Form.Item name="rcvNm" noStyle>
                  <Input aria-label={t('transfer.form.name')} maxLength={60} autoComplete="off" placeholder={t('transfer.form.namePlaceholder')} readOnly={channel.rail === 'internal'} />
                </Form.Item>
                {channel.rail === 'internal' && (
                  <Button loading={check.isPending} onClick={() => void checkName()}>
                    {t('transfer.form.checkName')}
                  </Button>
                )}
              </Flex>
            </Form.Item>
          )}
          {checkedName === null && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('transfer.form.noRegisteredName')} />}
        </>
      )}

      <Form.Item
        name="amount"
        label={t('transfer.form.amount')}
        required
        rules={[limitRule]}
        extra={
          <Flex vertical>
            {data && <span>{t('transfer.form.limits', { min: formatMoney(data.minAmount), max: formatMoney(data.maxAmount) })}</span>}
            {left !== null && <span>{t('transfer.form.dailyLeft', { left: formatMoney(left) })}</span>}
            {data?.charges && amount === settledAmount && amount !== null && amount >= data.minAmount && amount <= data.maxAmount && (
              <Typography.Text strong>{t('transfer.form.charges', { fee: formatMoney(data.charges.fee + data.charges.exciseDuty + data.charges.vat), total: formatMoney(data.charges.totalAmount) })}</Typography.Text>
            )}
          </Flex>
        }
      >
        <AmountInput style={{ width: '100%' }} precision={2} step={100} placeholder={t('transfer.form.amountPlaceholder')} />
      </Form.Item>
      {wallet.data && (
        <Typography.Paragraph type="secondary">{t('transfer.form.available', { balance: formatMoney(wallet.data.availableBalance) })}</Typography.Paragraph>
      )}

      <Form.Item name="remarks" label={t('transfer.form.remarks')} rules={[zodRule(remarksRule)]}>
        <Input maxLength={100} autoComplete="off" placeholder={t('transfer.form.remarksPlaceholder')} />
      </Form.Item>

      <Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('transfer.form.next')}
        </Button>
      </Form.Item>
    </Form>
  );
}
