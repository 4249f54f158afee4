import { Button, Card, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatementFormat } from '../../../../shared/actions/statements';
import { ORDER_TYPES } from '../../../../shared/dict/money';
import { orderTypeKey, orderTypeLabel } from '../../../../shared/dict/transactions';
import { STATEMENT_MAX_DAYS, periodProblem } from '../../../../shared/rules/statements';
import { isActionError } from '../../../api/errors';
import { PeriodPicker, type PeriodValue, WIRE_DATE } from '../../../components/PeriodPicker';
import { useRevalidateOnLanguageChange } from '../../../components/formRules';
import { ruleText } from '../../../i18n';
import { useGenerateStatement } from '../api';
import { nairobiToday } from '../../../components/dateDisplay';
import { useSingleFlight } from '../../../components/useSingleFlight';

interface Values {
  range: PeriodValue;
  ordTyp?: string;
  format: StatementFormat;
}

/** Asks for a statement: a period (at most STATEMENT_MAX_DAYS days, checked as the server does), an optional type, a format. */
export function StatementForm({ onQueued }: { onQueued: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const generate = useGenerateStatement();
  useRevalidateOnLanguageChange(form);

  // Once at a time: a double click asks for one statement.
  const submit = useSingleFlight(async (v: Values) => {
    try {
      await generate.mutateAsync({
        startDate: v.range?.[0]?.format(WIRE_DATE) ?? '',
        endDate: v.range?.[1]?.format(WIRE_DATE) ?? '',
        format: v.format,
        ordTyp: v.ordTyp || undefined,
      });
      onQueued();
    } catch (e) {
      if (!isActionError(e)) throw e;
      // The period's two ends are one field here.
      const onRange = e.fieldErrors.find((f) => f.field === 'startDate' || f.field === 'endDate');
      const onOther = e.fieldErrors.find((f) => f.field === 'format' || f.field === 'ordTyp');
      if (onRange) form.setFields([{ name: 'range', errors: [ruleText(onRange.message)] }]);
      else if (onOther) form.setFields([{ name: onOther.field as 'format' | 'ordTyp', errors: [ruleText(onOther.message)] }]);
      else form.setFields([{ name: 'range', errors: [e.message] }]);
    }
  });

  // The business's today (Nairobi), whatever the browser's time zone.
  const today = nairobiToday();
  return (
    <Card size="small" title={t('statements.form.title')} style={{ marginBottom: 16 }}>
      <Form<Values>
        form={form}
        layout="inline"
        style={{ rowGap: 12 }}
        initialValues={{ range: [today.startOf('month'), today], format: 'pdf' }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="range"
          label={t('statements.form.period')}
          rules={[
            {
              validator: async (_r, range: Values['range']) => {
                if (!range?.[0] || !range?.[1]) throw new Error(ruleText('REQUIRED'));
                const problem = periodProblem(range[0].format(WIRE_DATE), range[1].format(WIRE_DATE), today.format(WIRE_DATE));
                if (problem) throw new Error(ruleText(problem.message));
              },
            },
          ]}
          extra={t('statements.form.maxDays', { days: STATEMENT_MAX_DAYS })}
        >
          <PeriodPicker
            placeholder={[t('transactions.filters.startDate'), t('transactions.filters.endDate')]}
            presets={[
              { label: t('statements.form.thisMonth'), value: [today.startOf('month'), today] },
              { label: t('statements.form.lastMonth'), value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')] },
              { label: t('statements.form.last30'), value: [today.subtract(29, 'day'), today] },
              { label: t('statements.form.last90'), value: [today.subtract(89, 'day'), today] },
            ]}
          />
        </Form.Item>
        <Form.Item name="ordTyp" label={t('statements.form.type')}>
          <Select
            allowClear
            placeholder={t('statements.form.allTypes')}
            style={{ width: 190 }}
            options={Object.keys(ORDER_TYPES).map((code) => ({ value: code, label: t(orderTypeKey(code), { defaultValue: orderTypeLabel(code) }) }))}
          />
        </Form.Item>
        <Form.Item name="format" label={t('statements.form.format')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'pdf', label: 'PDF' },
              { value: 'xlsx', label: 'Excel (XLSX)' },
              { value: 'csv', label: 'CSV' },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={generate.isPending}>
            {t('statements.form.generate')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
