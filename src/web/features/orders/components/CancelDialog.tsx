import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { REASON_MAX, cancelReasonRule } from '../../../../shared/rules/orders';
import { zodRule, validValues } from '../../../components/formRules';

/** Asks for the reason of a cancellation (spec 001 section 4: order cancel needs a reason). */
export function CancelDialog({ orderNo, busy, onSubmit, onCancel }: { orderNo: string | null; busy: boolean; onSubmit: (reason: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={orderNo !== null}
      title={t('orders.cancel.title', { orderNo })}
      okText={t('orders.cancel.confirm')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void validValues(form).then((v) => v && onSubmit(v.reason.trim()))}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="reason" label={t('orders.cancel.reason')} rules={[zodRule(cancelReasonRule)]}>
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
