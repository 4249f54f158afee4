import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { claimNoteRule, tillNameRule } from '../../../../../shared/actions/tills';
import { useSession } from '../../../../api/session';
import { useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { PageCard } from '../../../../components/PageCard';
import { ruleText } from '../../../../i18n';
import { useTillMutations } from '../../api';
import { StoreSelect } from '../../components/StoreSelect';

/** /setting/tillManagement/requestTill (function 3801): a new till number from the provider for a store. */
export default function RequestTillPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const storeId = useSession((s) => s.currentStoreId) ?? undefined;
  const { apply } = useTillMutations();
  const [form] = Form.useForm<{ tillName: string; storeId: string; remarks?: string }>();
  useRevalidateOnLanguageChange(form);
  // The store picked in the header is the store the till is for, until another is chosen here.
  useEffect(() => {
    if (storeId) form.setFieldValue('storeId', storeId);
  }, [storeId, form]);
  const submit = async (v: { tillName: string; storeId: string; remarks?: string }) => {
    try {
      const till = await apply.mutateAsync({ ...v, remarks: v.remarks || undefined });
      void message.success(t('tills.request.done', { tillNo: till.tillNo }));
      navigate(`/setting/tillManagement/till?tillId=${till.tillId}`);
    } catch {
      // the client has shown the refusal
    }
  };
  return (
    <PageCard title={t('tills.request.title')}>
      <Card size="small" style={{ maxWidth: 520 }}>
        <Typography.Paragraph type="secondary">{t('tills.request.intro')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={{ storeId }} onFinish={(v) => void submit(v)}>
          <Form.Item name="storeId" label={t('tills.field.store')} rules={[{ required: true, message: ruleText('REQUIRED') }]}>
            <StoreSelect />
          </Form.Item>
          <Form.Item name="tillName" label={t('tills.field.tillName')} rules={[zodRule(tillNameRule)]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="remarks" label={t('tills.field.remarks')} rules={[zodRule(claimNoteRule)]}>
            <Input.TextArea maxLength={100} rows={2} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={apply.isPending}>
            {t('tills.request.submit')}
          </Button>
        </Form>
      </Card>
    </PageCard>
  );
}
