import { DatePicker, Form, type FormInstance, Input, InputNumber, Radio, Select } from 'antd';
import type dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { channelByCode } from '../../../../shared/dict/money';
import { CATEGORIES, FREQUENCIES, FREQUENCY_KEYS, CATEGORY_KEYS, MAX_RUNS, STANDING_ORDER_CHANNELS, latestStartDate, standingOrderNameRule, standingOrderReasonRule } from '../../../../shared/rules/standingOrders';
import { datePickerFormat, nairobiToday, nairobiTodayWire } from '../../../components/dateDisplay';
import { zodRule } from '../../../components/formRules';
import { catalogueText, ruleText } from '../../../i18n';
import { BeneficiaryPicker } from '../../beneficiary/components/BeneficiaryPicker';
import { PayeeFields } from '../../transfer/components/PayeeFields';
import { useCheckName } from '../api';
import type { OrderFormValues } from './orderForm';
import { AmountInput } from '../../../components/AmountInput';
import { amountRule } from '../../../components/amountRule';
import { useTxLimits } from '../../../api/money';
import { formatMoney } from '../../../../shared/format/money';
import { useBeneficiary } from '../../beneficiary/api';

/**
 * Step 1 of a standing order (and its edit page): name (checked for duplicates as it is left),
 * category, payee (a saved beneficiary or a channel of the spec's two groups), amount, frequency,
 * start date, an optional end (date or number of runs) and the reason, with the shared rules; the
 * amount inside the payee channel's limits ('Enter an amount between {min} and {max}').
 */
export function OrderFields({ form, orderNo, payeeLocked }: { form: FormInstance<OrderFormValues>; orderNo?: string; payeeLocked?: boolean }) {
  const { t } = useTranslation();
  const check = useCheckName();
  const source = Form.useWatch('source', form) ?? 'new';
  const rcvCnl = Form.useWatch('rcvCnl', form);
  const endKind = Form.useWatch('endKind', form) ?? 'none';
  const channel = channelByCode(rcvCnl ?? '');
  const bnfUsrNo = Form.useWatch('bnfUsrNo', form);
  const picked = useBeneficiary(source === 'beneficiary' ? (bnfUsrNo ?? null) : null);
  // The limits of the channel the runs are paid on (a saved beneficiary's too), as the server checks them.
  const payChannel = source === 'beneficiary' ? channelByCode(picked.data?.rcvCnl ?? '') : channel;
  const limits = useTxLimits(payChannel?.transTypId ?? null, payChannel?.code ?? null);

  const uniqueName = {
    validator: async (_r: unknown, value?: string) => {
      if (!value?.trim() || standingOrderNameRule.safeParse(value).success === false) return;
      const res = await check.mutateAsync({ name: value, orderNo });
      if (res.exists === 'Y') throw new Error(catalogueText('MMCP5500'));
    },
  };

  return (
    <>
      <Form.Item name="name" label={t('standingOrders.field.name')} rules={[zodRule(standingOrderNameRule), uniqueName]} validateTrigger="onBlur" required>
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <Form.Item name="category" label={t('standingOrders.field.category')} rules={[{ required: true, message: ruleText('REQUIRED') }]}>
        <Select options={CATEGORIES.map((c) => ({ value: c, label: t(`standingOrders.category.${CATEGORY_KEYS[c]}`) }))} />
      </Form.Item>
      {!payeeLocked && (
        <Form.Item name="source" label={t('standingOrders.field.payee')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'new', label: t('transfer.form.newPayee') },
              { value: 'beneficiary', label: t('transfer.form.fromBeneficiary') },
            ]}
          />
        </Form.Item>
      )}
      {source === 'beneficiary' ? (
        <Form.Item name="bnfUsrNo" label={t('transfer.form.beneficiary')} rules={[{ required: true, message: ruleText('REQUIRED') }]}>
          <BeneficiaryPicker />
        </Form.Item>
      ) : (
        <>
          <PayeeFields channels={STANDING_ORDER_CHANNELS} channel={channel} />
          {channel?.supported && channel.rail !== 'internal' && (
            <Form.Item name="rcvNm" label={t('transfer.form.name')}>
              <Input maxLength={60} autoComplete="off" placeholder={t('transfer.form.namePlaceholder')} />
            </Form.Item>
          )}
        </>
      )}
      <Form.Item
        name="amount"
        label={t('standingOrders.field.amount')}
        required
        rules={[amountRule(limits.data ? { min: limits.data.minAmount, max: limits.data.maxAmount } : null)]}
        extra={limits.data ? t('standingOrders.form.limits', { min: formatMoney(limits.data.minAmount), max: formatMoney(limits.data.maxAmount) }) : undefined}
      >
        <AmountInput precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="frequency" label={t('standingOrders.field.frequency')} rules={[{ required: true, message: catalogueText('MMCP5503') }]}>
        <Select options={FREQUENCIES.map((f) => ({ value: f, label: t(`standingOrders.frequency.${FREQUENCY_KEYS[f]}`) }))} />
      </Form.Item>
      <Form.Item
        name="startDate"
        label={t('standingOrders.field.startDate')}
        rules={[
          { required: true, message: catalogueText('MMCP5504') },
          {
            validator: async (_r, v?: dayjs.Dayjs | null) => {
              if (v && v.format('YYYYMMDD') > latestStartDate(nairobiTodayWire())) throw new Error(catalogueText('MMCP5507'));
            },
          },
        ]}
        extra={t('standingOrders.form.monthEnd')}
      >
        <DatePicker
          format={datePickerFormat()}
          disabledDate={(d) => d.isBefore(nairobiToday()) || d.format('YYYYMMDD') > latestStartDate(nairobiTodayWire())}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="endKind" label={t('standingOrders.field.end')}>
        <Radio.Group
          options={[
            { value: 'none', label: t('standingOrders.form.endNone') },
            { value: 'date', label: t('standingOrders.form.endDate') },
            { value: 'runs', label: t('standingOrders.form.endRuns') },
          ]}
        />
      </Form.Item>
      {endKind === 'date' && (
        <Form.Item
          name="endDate"
          label={t('standingOrders.field.endDate')}
          dependencies={['startDate']}
          rules={[
            { required: true, message: ruleText('REQUIRED') },
            {
              validator: async (_r, v?: dayjs.Dayjs | null) => {
                const start = form.getFieldValue('startDate') as dayjs.Dayjs | null;
                if (v && start && v.isBefore(start, 'day')) throw new Error(catalogueText('MMCP5505'));
              },
            },
          ]}
        >
          <DatePicker format={datePickerFormat()} style={{ width: '100%' }} />
        </Form.Item>
      )}
      {endKind === 'runs' && (
        <Form.Item name="maxRuns" label={t('standingOrders.field.maxRuns')} rules={[{ required: true, type: 'integer', min: 1, max: MAX_RUNS, message: catalogueText('MMCP5506', { max: MAX_RUNS }) }]}>
          <InputNumber min={1} max={MAX_RUNS} precision={0} style={{ width: 160 }} />
        </Form.Item>
      )}
      <Form.Item name="reason" label={t('standingOrders.field.reason')} rules={[zodRule(standingOrderReasonRule)]}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('standingOrders.field.paySource')}>{t('standingOrders.form.wallet')}</Form.Item>
    </>
  );
}
