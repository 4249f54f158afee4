import { Button, Flex, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_TYPES } from '../../../../shared/dict/money';
import { orderTypeKey, orderTypeLabel } from '../../../../shared/dict/transactions';
import { periodProblem } from '../../../../shared/rules/statements';
import { PeriodPicker, type PeriodValue, WIRE_DATE, periodOf } from '../../../components/PeriodPicker';
import { ruleText } from '../../../i18n';
import type { TransListQuery } from '../api';
import { nairobiTodayWire } from '../../../components/dateDisplay';

/** Channels a money order travels on (spec 001 enumerations). */
export const RECORD_CHANNELS = ['28', '30', '44', 'A1', '65', '40', '41', '42', '29', '46'] as const;

export type TransFilter = Omit<TransListQuery, 'pageNum' | 'pageSize'>;

interface Values {
  range?: PeriodValue;
  ordTyp?: string;
  status?: 'S' | 'P' | 'W' | 'F';
  rcvCnl?: string;
  dcFlg?: 'c' | 'd';
  keyword?: string;
}


function toValues(f: TransFilter): Values {
  return {
    range: periodOf(f.startDate, f.endDate),
    ordTyp: f.ordTyp,
    status: f.status,
    rcvCnl: f.rcvCnl,
    dcFlg: f.dcFlg,
    keyword: f.keyword,
  };
}

/**
 * The records' filters: period, type, status, channel, in/out and a search by order number or
 * counterparty. `periodError`: why the URL's period cannot be listed, shown on the Period field.
 */
export function TransFilters({ value, periodError, onSubmit }: { value: TransFilter; periodError?: string | null; onSubmit: (f: TransFilter) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();

  // The URL is the source of truth: back/forward and links refill the form.
  useEffect(() => {
    form.setFieldsValue(toValues(value));
    form.setFields([{ name: 'range', errors: periodError ? [periodError] : [] }]);
  }, [form, value, periodError]);

  const submit = (v: Values) =>
    onSubmit({
      startDate: v.range?.[0]?.format(WIRE_DATE),
      endDate: v.range?.[1]?.format(WIRE_DATE),
      ordTyp: v.ordTyp || undefined,
      status: v.status || undefined,
      rcvCnl: v.rcvCnl || undefined,
      dcFlg: v.dcFlg || undefined,
      keyword: v.keyword?.trim() || undefined,
    });

  return (
    <search>
      <Form<Values> form={form} layout="inline" initialValues={toValues(value)} onFinish={submit} style={{ rowGap: 12, marginBottom: 16 }}>
        <Form.Item
          name="range"
          label={t('transactions.filters.period')}
          rules={[
            {
              validator: async (_r, range: Values['range']) => {
                const [start, end] = [range?.[0]?.format(WIRE_DATE), range?.[1]?.format(WIRE_DATE)];
                const problem = start && end ? periodProblem(start, end, nairobiTodayWire(), null) : null;
                if (problem) throw new Error(ruleText(problem.message));
              },
            },
          ]}
        >
          <PeriodPicker allowEmpty={[true, true]} placeholder={[t('transactions.filters.startDate'), t('transactions.filters.endDate')]} />
        </Form.Item>
        <Form.Item name="ordTyp" label={t('transactions.filters.type')}>
          <Select
            allowClear
            placeholder={t('transactions.filters.all')}
            style={{ width: 190 }}
            options={Object.keys(ORDER_TYPES).map((code) => ({ value: code, label: t(orderTypeKey(code), { defaultValue: orderTypeLabel(code) }) }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('transactions.filters.status')}>
          <Select
            allowClear
            placeholder={t('transactions.filters.all')}
            style={{ width: 140 }}
            options={(['S', 'P', 'W', 'F'] as const).map((s) => ({ value: s, label: t(`wallet.status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="rcvCnl" label={t('transactions.filters.channel')}>
          <Select
            allowClear
            placeholder={t('transactions.filters.all')}
            style={{ width: 170 }}
            options={RECORD_CHANNELS.map((c) => ({ value: c, label: t(`transactions.channel.${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="dcFlg" label={t('transactions.filters.direction')}>
          <Select
            allowClear
            placeholder={t('transactions.filters.all')}
            style={{ width: 130 }}
            options={[
              { value: 'c', label: t('transactions.dcFlg.c') },
              { value: 'd', label: t('transactions.dcFlg.d') },
            ]}
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('transactions.filters.search')}>
          <Input allowClear maxLength={40} placeholder={t('transactions.filters.searchPlaceholder')} style={{ width: 230 }} />
        </Form.Item>
        <Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                form.setFieldsValue({ range: null, ordTyp: undefined, status: undefined, rcvCnl: undefined, dcFlg: undefined, keyword: undefined });
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
