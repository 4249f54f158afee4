import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { tillNameRule } from '../../../../../shared/actions/tills';
import { useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { StoreSelect } from '../../components/StoreSelect';

export interface TillFormValues {
  tillName: string;
  storeId: string;
}

/** Add a till (name and store) or rename one (name only). */
export function TillFormDialog({
  open,
  editing,
  initial,
  busy,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  editing: boolean;
  initial?: Partial<TillFormValues>;
  busy: boolean;
  onSubmit: (values: TillFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TillFormValues>();
  useRevalidateOnLanguageChange(form);
  useEffect(() => {
    if (open) form.setFieldsValue({ tillName: initial?.tillName ?? '', storeId: initial?.storeId });
  }, [open, initial, form]);
  return (
    <Modal
      open={open}
      title={editing ? t('tills.action.edit') : t('tills.list.add')}
      okText={t('tills.action.save')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={onSubmit} requiredMark={false}>
        <Form.Item name="tillName" label={t('tills.field.tillName')} rules={[zodRule(tillNameRule)]}>
          <Input maxLength={30} autoFocus />
        </Form.Item>
        {!editing && (
          <Form.Item name="storeId" label={t('tills.field.store')} rules={[{ required: true, message: t('tills.field.store') }]}>
            <StoreSelect />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
