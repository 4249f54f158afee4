import { Alert, App, Form, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessFields } from '../../../../shared/actions/business';
import { isActionError } from '../../../api/errors';
import { applyFieldErrors, useRevalidateOnLanguageChange, validValues } from '../../../components/formRules';
import { BusinessFieldsForm } from './BusinessFieldsForm';
import { type BusinessFormValues, changedFields } from './businessForm';

export interface BusinessEditDialogProps {
  open: boolean;
  title: string;
  /** What the business holds now; only fields that differ from it are sent. */
  initial: BusinessFormValues;
  note?: string;
  okText: string;
  submitting: boolean;
  onSubmit: (fields: BusinessFields) => Promise<unknown>;
  onClose: () => void;
}

/** Edits a business's information and sends only the changed fields. */
export function BusinessEditDialog(props: BusinessEditDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BusinessFormValues>();
  useRevalidateOnLanguageChange(form);
  const { open, initial } = props;

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initial);
    }
  }, [open, initial, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const fields = changedFields(initial, { ...initial, ...values });
    if (Object.keys(fields).length === 0) {
      void message.info(t('business.form.nothingChanged'));
      return;
    }
    try {
      await props.onSubmit(fields);
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors);
      if (e.fieldErrors.length === 0 || rest.length > 0) void message.error(e.message);
    }
  };

  return (
    <Modal
      open={open}
      title={props.title}
      width={760}
      okText={props.okText}
      cancelText={t('common.cancel')}
      confirmLoading={props.submitting}
      onOk={() => void submit().catch(() => {})}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {props.note && <Alert type="info" showIcon title={props.note} style={{ marginBottom: 16 }} />}
      <Form<BusinessFormValues> form={form} layout="vertical" initialValues={initial}>
        <BusinessFieldsForm form={form} />
      </Form>
    </Modal>
  );
}
