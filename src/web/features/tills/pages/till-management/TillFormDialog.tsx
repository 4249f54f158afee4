import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { tillNameRule } from '../../../../../shared/actions/tills';
import { ruleMessage } from '../../../../../shared/rules/message';
import { isActionError } from '../../../../api/errors';
import { clientRuntime } from '../../../../api/runtime';
import { useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { ruleText } from '../../../../i18n';
import { StoreSelect } from '../../components/StoreSelect';

export interface TillFormValues {
  tillName: string;
  storeId: string;
}

/**
 * Add a till (name and store) or rename one (name only). A refusal that names one of the fields
 * (a name the store already has) is shown on that field, and what was typed stays.
 */
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
  /** Saves; rejects with the action's error when the server refuses. */
  onSubmit: (values: TillFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TillFormValues>();
  useRevalidateOnLanguageChange(form);
  // Filled when the dialog opens (by value: the page makes a new `initial` on every render, and a
  // refused save must keep what the person typed).
  const initialName = initial?.tillName ?? '';
  const initialStore = initial?.storeId;
  useEffect(() => {
    if (open) form.setFieldsValue({ tillName: initialName, storeId: initialStore });
  }, [open, initialName, initialStore, form]);
  const save = async (values: TillFormValues) => {
    try {
      await onSubmit(values);
    } catch (e) {
      if (!isActionError(e)) throw e;
      const field = e.envelope?.field;
      if (field === 'tillName' || field === 'storeId') form.setFields([{ name: field, errors: [e.message] }]);
      // Other refusals as the client shows them elsewhere (it has already shown a lost connection).
      else if (e.kind === 'business') clientRuntime().toast('error', e.message);
    }
  };
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
      <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item name="tillName" label={t('tills.field.tillName')} rules={[zodRule(tillNameRule)]}>
          <Input maxLength={30} autoFocus />
        </Form.Item>
        {!editing && (
          <Form.Item name="storeId" label={t('tills.field.store')} rules={[{ required: true, message: ruleText(ruleMessage('REQUIRED')) }]}>
            <StoreSelect />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
