import { Alert, App, Button, Checkbox, Flex, Form, Radio, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSetting } from '../../../../../shared/actions/notifications';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { useNotificationSetting, useUpdateNotificationSetting } from '../../api';

const METHODS = ['01', '02', '03'] as const;
const FREQUENCIES = ['d', 'w', 'm'] as const;

/**
 * /setting/manageNotifications (function 3710): the notification methods (01 e-mail, 02 SMS,
 * 03 in-app, which is always on) and how often e-mail and SMS summaries come (d, w, m).
 */
export default function ManageNotificationsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<NotificationSetting>();
  const setting = useNotificationSetting();
  const save = useUpdateNotificationSetting();
  const methods = Form.useWatch('methods', form) ?? [];

  useEffect(() => {
    if (setting.data) form.setFieldsValue({ methods: setting.data.methods, frequency: setting.data.frequency });
  }, [setting.data, form]);

  if (setting.isError) return <PageCard title={t('notifications.settings.title')}>{<TableEmpty failed onRetry={() => void setting.refetch()} description={t('common.loadFailed')} />}</PageCard>;

  return (
    <PageCard title={t('notifications.settings.title')}>
      {setting.isPending ? (
        <Skeleton active />
      ) : (
        <Form<NotificationSetting>
          form={form}
          layout="vertical"
          style={{ maxWidth: 560 }}
          onFinish={async (v) => {
            await save.mutateAsync({ methods: v.methods, frequency: v.frequency });
            void message.success(t('notifications.settings.saved'));
          }}
        >
          <Typography.Paragraph type="secondary">{t('notifications.settings.intro')}</Typography.Paragraph>
          <Form.Item name="methods" label={t('notifications.settings.methods')}>
            <Checkbox.Group>
              <Flex vertical gap={8}>
                {METHODS.map((m) => (
                  <Checkbox key={m} value={m} disabled={m === '03'}>
                    {t(`notifications.settings.method.${m}`)}
                  </Checkbox>
                ))}
              </Flex>
            </Checkbox.Group>
          </Form.Item>
          {methods.includes('01') && !setting.data?.email && <Alert type="warning" showIcon title={t('notifications.settings.noEmail')} style={{ marginBottom: 16 }} />}
          {methods.includes('02') && !setting.data?.phone && <Alert type="warning" showIcon title={t('notifications.settings.noPhone')} style={{ marginBottom: 16 }} />}
          <Form.Item name="frequency" label={t('notifications.settings.frequency')}>
            <Radio.Group optionType="button" options={FREQUENCIES.map((f) => ({ value: f, label: t(`notifications.settings.freq.${f}`) }))} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Form>
      )}
    </PageCard>
  );
}
