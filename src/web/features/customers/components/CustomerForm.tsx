import { App, Button, Col, DatePicker, Form, Input, Radio, Row, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { customerNoteRule, middleNameRule, optionalEmailRule } from '../../../../shared/rules/customers';
import { personNameRule } from '../../../../shared/rules/identity';
import { isActionError } from '../../../api/errors';
import { ButtonLink } from '../../../components/ButtonLink';
import { datePickerFormat } from '../../../components/dateDisplay';
import { applyFieldErrors, useRevalidateOnLanguageChange, zodRule } from '../../../components/formRules';
import { phoneDigitsRule, toWirePhone } from '../../../components/inputFilters';
import { PhoneInput } from '../../../components/PhoneInput';
import { useCheckMobile } from '../api';
import { type CustomerFormValues, formToWire } from './customerForm';
import type { CustomerFields } from '../../../../shared/rules/customers';

/**
 * A customer's fields with the shared rules (the server's own), the mobile checked against the
 * book as soon as it is typed when adding. `onSubmit` throws the server's refusal; the form puts
 * it on its field.
 */
export function CustomerForm({
  initialValues,
  submitting,
  checkMobile,
  onSubmit,
}: {
  initialValues?: CustomerFormValues;
  submitting: boolean;
  /** Adding: ask the server whether the book has the mobile already, on leaving the field. */
  checkMobile?: boolean;
  onSubmit: (values: CustomerFields) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CustomerFormValues>();
  useRevalidateOnLanguageChange(form);
  const check = useCheckMobile();

  const showRefusal = (e: unknown) => {
    if (!isActionError(e)) throw e;
    const rest = applyFieldErrors(form, e.fieldErrors);
    if (e.fieldErrors.length === 0 || rest.length > 0) void message.error(e.message);
  };

  // Adding: the book's mobile check runs with the field's own rules, when the field is left and on save.
  const mobileTaken = {
    validator: async (_rule: unknown, value?: string) => {
      if (!checkMobile || !value || !phoneDigitsRule.safeParse(value).success) return;
      try {
        await check.mutateAsync(toWirePhone(value));
      } catch (e) {
        if (isActionError(e) && e.code === 'MMCP6102') throw new Error(e.message);
      }
    },
  };

  const notFuture = (d: dayjs.Dayjs) => d.isAfter(dayjs().endOf('day'));

  return (
    <Form<CustomerFormValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 760 }}
      initialValues={{ state: '1', ...initialValues }}
      onFinish={async (values) => {
        try {
          await onSubmit(formToWire(values));
        } catch (e) {
          showRefusal(e);
        }
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="firstName" label={t('customers.form.firstName')} required rules={[zodRule(personNameRule)]}>
            <Input maxLength={40} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="middleName" label={t('customers.form.middleName')} rules={[zodRule(middleNameRule)]}>
            <Input maxLength={40} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="lastName" label={t('customers.form.lastName')} required rules={[zodRule(personNameRule)]}>
            <Input maxLength={40} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mobile" label={t('customers.form.mobile')} required rules={[zodRule(phoneDigitsRule), mobileTaken]} validateTrigger={checkMobile ? 'onBlur' : 'onChange'}>
            <PhoneInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('customers.form.email')} rules={[zodRule(optionalEmailRule)]}>
            <Input maxLength={120} inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="gender" label={t('customers.form.gender')}>
            <Radio.Group
              options={(['M', 'F'] as const).map((g) => ({ value: g, label: t(`customers.gender.${g}`) }))}
              optionType="button"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="birthday" label={t('customers.form.birthday')}>
            <DatePicker format={datePickerFormat()} disabledDate={notFuture} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="anniversary" label={t('customers.form.anniversary')}>
            <DatePicker format={datePickerFormat()} disabledDate={notFuture} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="note" label={t('customers.form.note')} rules={[zodRule(customerNoteRule)]}>
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="state" label={t('customers.form.state')}>
            <Select options={(['1', '0'] as const).map((s) => ({ value: s, label: t(`customers.state.${s}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('customers.form.save')}
        </Button>
        <ButtonLink to="/customer">{t('customers.form.cancel')}</ButtonLink>
      </Space>
    </Form>
  );
}
