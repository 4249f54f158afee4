import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeReasonRule } from '../../../../shared/actions/business';
import { validValues, zodRule } from '../../../components/formRules';

/**
 * Approve or reject a change of business information, with an optional reason (200 characters):
 * a stakeholder's decision and the support desk's alike.
 *
 *   <ChangeDecisionForm busy={decide.isPending} onDecide={(approve, reason) => decide.mutateAsync({ changeId, approve, reason })} />
 */
export function ChangeDecisionForm({ busy, onDecide }: { busy: boolean; onDecide: (approve: 'Y' | 'N', reason: string | undefined) => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const run = async (approve: 'Y' | 'N') => {
    const checked = await validValues(form);
    if (checked) await onDecide(approve, checked.reason?.trim() || undefined);
  };
  return (
    <Form form={form} layout="vertical" preserve={false}>
      <Form.Item name="reason" label={t('business.approvals.reason')} rules={[zodRule(changeReasonRule)]}>
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
      <Space>
        <Button type="primary" loading={busy} onClick={() => void run('Y').catch(() => {})}>
          {t('business.approvals.approve')}
        </Button>
        <Button danger loading={busy} onClick={() => void run('N').catch(() => {})}>
          {t('business.approvals.reject')}
        </Button>
      </Space>
    </Form>
  );
}
