import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { claimNoteRule, saleRefRule, type TillPayment } from '../../../../../shared/actions/tills';
import { formatMoney } from '../../../../../shared/format/money';
import { useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';

/** A cashier matches a payment to a sale: the sale or receipt number they type, and a note. */
export function ClaimDialog({
  payment,
  busy,
  onSubmit,
  onCancel,
}: {
  payment: TillPayment | null;
  busy: boolean;
  onSubmit: (values: { saleRef: string; note?: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ saleRef: string; note?: string }>();
  useRevalidateOnLanguageChange(form);
  return (
    <Modal
      open={payment !== null}
      title={payment ? t('tills.till.claimTitle', { transId: payment.transId }) : ''}
      okText={t('tills.till.claim')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {payment && <Typography.Paragraph type="secondary">{t('tills.till.claimHint', { amount: formatMoney(payment.amount) })}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={onSubmit} requiredMark={false} preserve={false}>
        <Form.Item name="saleRef" label={t('tills.till.saleRef')} rules={[zodRule(saleRefRule)]}>
          <Input maxLength={40} autoFocus />
        </Form.Item>
        <Form.Item name="note" label={t('tills.till.note')} rules={[zodRule(claimNoteRule)]}>
          <Input.TextArea maxLength={100} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
