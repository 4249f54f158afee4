import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { blackReasonRule } from '../../../../shared/rules/customers';
import { zodRule, validValues } from '../../../components/formRules';

/** Asks for the optional reason before a customer goes on the blacklist. */
export function BlacklistDialog({
  name,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  name: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t('customers.list.confirmBlock', { name })}
      okText={t('customers.list.block')}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('common.cancel')}
      onCancel={onCancel}
      onOk={() => void validValues(form).then((v) => v && onConfirm(v.reason ?? ''))}
      destroyOnHidden
    >
      <p>{t('customers.list.blockNote')}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t('customers.list.blockReason')} rules={[zodRule(blackReasonRule)]}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
