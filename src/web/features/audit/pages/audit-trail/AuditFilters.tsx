import { Button, DatePicker, Flex, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_EVENTS } from '../../../../../shared/dict/audit';
import type { AuditQuery } from '../../api';

const WIRE_DATE = 'YYYYMMDD';

/** YYYYMMDD as a day (ISO form, so no parsing plugin is needed). */
function fromWire(value: string | undefined): Dayjs | null {
  return value ? dayjs(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`) : null;
}

interface FilterValues {
  event?: string;
  operator?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

export type AuditFilter = Pick<AuditQuery, 'event' | 'operator' | 'beginDate' | 'endDate'>;

function toValues(q: AuditFilter): FilterValues {
  return {
    event: q.event,
    operator: q.operator,
    range:
      q.beginDate || q.endDate
        ? [fromWire(q.beginDate), fromWire(q.endDate)]
        : null,
  };
}

/** The audit filters: event, operator and a date range (sent as YYYYMMDD). */
export function AuditFilters({
  value,
  onSubmit,
}: {
  value: AuditFilter;
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
      operator: v.operator?.trim() || undefined,
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
        <Form.Item name="event" label={t('audit.filters.event')}>
          <Select
            allowClear
            placeholder={t('audit.filters.allEvents')}
            style={{ width: 200 }}
            options={Object.keys(AUDIT_EVENTS).map((code) => ({
              value: code,
              label: t(`audit.event.${code}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="operator" label={t('audit.filters.operator')}>
          <Input
            allowClear
            maxLength={60}
            placeholder={t('audit.filters.operatorPlaceholder')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="range" label={t('audit.filters.dateRange')}>
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            placeholder={[t('audit.filters.startDate'), t('audit.filters.endDate')]}
            format="DD-MMM-YYYY"
            disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
          />
        </Form.Item>
        <Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                form.setFieldsValue({ event: undefined, operator: undefined, range: null });
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
