import { App, Button, Col, DatePicker, Form, Input, Row, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CallbackItem } from '../../../../shared/actions/help';
import { CALLBACK_NOTE_MAX, CALLBACK_WINDOW_DAYS, callbackNoteRule, isCallbackTime } from '../../../../shared/rules/help';
import { displayPhone } from '../../../../shared/rules/identity';
import { ruleMessage } from '../../../../shared/rules/message';
import { useRowAction } from '../../../app/overlay/useRowAction';
import { isActionError } from '../../../api/errors';
import { datePickerFormat, displayDateTime } from '../../../components/dateDisplay';
import { applyFieldErrors, useRevalidateOnLanguageChange, zodRule } from '../../../components/formRules';
import { phoneDigitsRule, toWirePhone } from '../../../components/inputFilters';
import { PhoneInput } from '../../../components/PhoneInput';
import { TableEmpty } from '../../../components/TableEmpty';
import { ruleText } from '../../../i18n';
import { useCallbacks, useCancelCallBack, useRequestCallBack } from '../api';
import { CallbackStatusTag } from './TicketStatusTag';
import { ListTable } from '../../../components/stackedColumns';

interface Values {
  phone: string;
  preferredTime?: Dayjs;
  note?: string;
}

/** RequestCallBack (phone and preferred time) and the business's requests, cancellable while pending. */
export function CallBackPanel({ defaultPhone }: { defaultPhone: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const request = useRequestCallBack();
  const cancel = useCancelCallBack();
  const history = useCallbacks({ pageNum: 1, pageSize: 10 });
  const row = useRowAction();

  const submit = async (v: Values) => {
    try {
      await request.mutateAsync({ phone: toWirePhone(v.phone), preferredTime: v.preferredTime?.toISOString() ?? '', note: v.note || undefined });
      void message.success(t('help.callBack.requested'));
      form.resetFields(['preferredTime', 'note']);
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors);
      if (e.fieldErrors.length === 0 || rest.length > 0) void message.error(e.message);
    }
  };

  const onCancel = (c: CallbackItem) =>
    row.run(c.callbackId, () => cancel.mutateAsync(c.callbackId), t('help.callBack.cancelled'), {
      title: t('help.callBack.confirmCancel', { phone: displayPhone(c.phone) }),
      danger: true,
    });

  return (
    <Row gutter={[32, 24]}>
      <Col xs={24} lg={10}>
        <Typography.Paragraph type="secondary">{t('help.callBack.intro')}</Typography.Paragraph>
        <Form<Values> form={form} layout="vertical" initialValues={{ phone: defaultPhone }} onFinish={(v) => void submit(v)}>
          <Form.Item name="phone" label={t('help.callBack.phone')} rules={[zodRule(phoneDigitsRule)]}>
            <PhoneInput />
          </Form.Item>
          <Form.Item
            name="preferredTime"
            label={t('help.callBack.preferredTime')}
            rules={[
              {
                validator: async (_r, value: Dayjs | undefined) => {
                  if (!value) throw new Error(ruleText(ruleMessage('REQUIRED')));
                  if (!isCallbackTime(value.toISOString())) throw new Error(ruleText(ruleMessage('MMCP4709')));
                },
              },
            ]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 15 }}
              format={`${datePickerFormat()} HH:mm`}
              style={{ width: '100%' }}
              disabledDate={(d) => d.isBefore(dayjs().startOf('day')) || d.isAfter(dayjs().add(CALLBACK_WINDOW_DAYS, 'day'))}
            />
          </Form.Item>
          <Form.Item name="note" label={t('help.callBack.note')} rules={[zodRule(callbackNoteRule)]}>
            <Input maxLength={CALLBACK_NOTE_MAX} placeholder={t('help.callBack.notePlaceholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={request.isPending}>
            {t('help.callBack.submit')}
          </Button>
        </Form>
      </Col>
      <Col xs={24} lg={14}>
        <Typography.Title level={5}>{t('help.callBack.history')}</Typography.Title>
        <ListTable<CallbackItem>
          rowKey="callbackId"
          size="small"
          dataSource={history.data?.list ?? []}
          loading={history.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <TableEmpty failed={history.isError} onRetry={() => void history.refetch()} description={t('help.callBack.empty')} /> }}
          columns={[
            { key: 'phone', title: t('help.callBack.phone'), render: (_, c) => displayPhone(c.phone) },
            { key: 'time', title: t('help.callBack.preferredTime'), render: (_, c) => displayDateTime(c.preferredTime) },
            { key: 'status', title: t('help.callBack.status'), render: (_, c) => <CallbackStatusTag status={c.status} /> },
            {
              key: 'actions',
              title: '',
              render: (_, c) =>
                c.status === 'P' && (
                  <Button type="link" danger disabled={row.busy(c.callbackId)} onClick={() => void onCancel(c)}>
                    {t('help.callBack.cancel')}
                  </Button>
                ),
            },
          ]}
        />
      </Col>
    </Row>
  );
}
