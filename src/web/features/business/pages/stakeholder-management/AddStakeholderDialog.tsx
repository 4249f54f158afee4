import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailRule, personNameRule, phoneRule } from '../../../../../shared/rules/identity';
import { isActionError } from '../../../../api/errors';
import { applyFieldErrors, zodRule, validValues } from '../../../../components/formRules';
import { PhoneInput } from '../../../../components/PhoneInput';
import { useAddStakeholder } from '../../api';

interface Values {
  firstName: string;
  lastName: string;
  mblNo?: string;
  email?: string;
  designation: '0' | '1' | '2' | '3';
}

const optional = (rule: z.ZodType) => zodRule(z.union([z.literal(''), rule]));

/**
 * AddStakeholder: names, phone or e-mail (at least one), designation; the invitation goes out.
 * A business has one owner, so a new stakeholder is a director or a partner.
 */
export function AddStakeholderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddStakeholder();

  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    try {
      await add.mutateAsync({
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        mblNo: v.mblNo || undefined,
        email: v.email?.trim() || undefined,
        designation: v.designation,
      });
      void message.success(t('business.stakeholders.added'));
      form.resetFields();
      onClose();
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors);
      if (e.fieldErrors.length === 0 || rest.length > 0) void message.error(e.message);
    }
  };

  return (
    <Modal
      open={open}
      title={t('business.stakeholders.addTitle')}
      okText={t('business.stakeholders.invite')}
      cancelText={t('common.cancel')}
      confirmLoading={add.isPending}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ designation: '1' }}>
        <Form.Item name="firstName" label={t('business.stakeholders.firstName')} rules={[zodRule(personNameRule)]}>
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastName" label={t('business.stakeholders.lastName')} rules={[zodRule(personNameRule)]}>
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="mblNo"
          label={t('business.stakeholders.phone')}
          dependencies={['email']}
          rules={[
            optional(phoneRule),
            ({ getFieldValue }) => ({
              validator: async (_r, value?: string) => {
                if (!value && !getFieldValue('email')) throw new Error(t('business.stakeholders.phoneOrEmail'));
              },
            }),
          ]}
        >
          <PhoneInput />
        </Form.Item>
        <Form.Item name="email" label={t('business.stakeholders.email')} rules={[optional(emailRule)]}>
          <Input maxLength={120} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="designation"
          label={t('business.stakeholders.designation')}
          rules={[{ required: true, message: t('business.form.required') }]}
        >
          <Select
            options={(['1', '2'] as const).map((d) => ({ value: d, label: t(`business.designation.${d}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
