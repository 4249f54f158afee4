import { Button, Flex, Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditOperator } from '../../../../../shared/actions/audit';
import { AUDIT_EVENTS } from '../../../../../shared/dict/audit';
import { truncateName } from '../../../../../shared/format/name';
import { PeriodPicker, type PeriodValue, WIRE_DATE, periodOf } from '../../../../components/PeriodPicker';
import type { AuditFilterQuery } from '../../api';
import { roleText } from '../../../../components/dictText';

interface FilterValues {
  event?: string;
  operatorId?: string;
  range?: PeriodValue;
}

export type AuditFilter = AuditFilterQuery;

function toValues(q: AuditFilter): FilterValues {
  return {
    event: q.event,
    operatorId: q.operatorId,
    range: periodOf(q.beginDate, q.endDate),
  };
}

/** The audit filters: person, event and a date range (sent as YYYYMMDD). */
export function AuditFilters({
  value,
  operators,
  operatorsLoading,
  onSearchOperators,
  onSubmit,
}: {
  value: AuditFilter;
  operators: AuditOperator[];
  operatorsLoading: boolean;
  /** What the person typed in the person picker: the server searches the names. */
  onSearchOperators: (text: string) => void;
  onSubmit: (filter: AuditFilter) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();

  // The URL is the source of truth: back/forward and links refill the form.
  useEffect(() => {
    form.setFieldsValue(toValues(value));
  }, [form, value]);

  const submit = (v: FilterValues) =>
    onSubmit({
      event: v.event || undefined,
      operatorId: v.operatorId || undefined,
      // A name typed in an older link stays until the person picks someone.
      operator: v.operatorId ? undefined : value.operator,
      beginDate: v.range?.[0]?.format(WIRE_DATE),
      endDate: v.range?.[1]?.format(WIRE_DATE),
    });

  return (
    <search>
      <Form<FilterValues>
        form={form}
        layout="inline"
        initialValues={toValues(value)}
        onFinish={submit}
        style={{ rowGap: 12, marginBottom: 16 }}
      >
        <Form.Item name="operatorId" label={t('auditTrail.person')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label', onSearch: onSearchOperators }}
            onBlur={() => onSearchOperators('')}
            loading={operatorsLoading}
            placeholder={t('auditTrail.allPeople')}
            style={{ width: 200 }}
            options={operators.map((o) => ({
              value: o.operatorId,
              label: truncateName(o.operatorName),
              title: `${o.operatorName} (${roleText(o.roleName)})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="event" label={t('audit.filters.event')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('audit.filters.allEvents')}
            style={{ width: 220 }}
            options={Object.keys(AUDIT_EVENTS).map((code) => ({
              value: code,
              label: t(`audit.event.${code}`, { defaultValue: code }),
            }))}
          />
        </Form.Item>
        <Form.Item name="range" label={t('audit.filters.dateRange')}>
          <PeriodPicker allowEmpty={[true, true]} placeholder={[t('audit.filters.startDate'), t('audit.filters.endDate')]} />
        </Form.Item>
        <Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                form.setFieldsValue({ event: undefined, operatorId: undefined, range: null });
                onSubmit({});
              }}
            >
              {t('common.reset')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </search>
  );
}
