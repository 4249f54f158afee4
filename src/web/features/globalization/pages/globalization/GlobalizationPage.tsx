import { Alert, App, Button, Form, Radio, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, type GlobalSettings, globalSettings } from '../../../../../shared/actions/globalization';
import { formatDate } from '../../../../../shared/format/date';
import { isActionError } from '../../../../api/errors';
import { applyFieldErrors, zodRule } from '../../../../components/formRules';
import { PageCard } from '../../../../components/PageCard';
import { catalogueText, currentLocale } from '../../../../i18n';
import { useGlobalSettings, useSaveGlobalSettings } from '../../api';

/** Today's date in Nairobi as YYYYMMDD, for the examples. */
function todayWire(): string {
  return new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * /setting/globalization (no permission): the business's date display option and language.
 * Saving applies both at once, everywhere, and keeps them for everyone in the business. Staff read
 * them; the owner and administrators change them (`canChange`, MMCP4805 on the server).
 */
export default function GlobalizationPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<GlobalSettings>();
  const settings = useGlobalSettings();
  const save = useSaveGlobalSettings();
  const today = todayWire();
  const readOnly = settings.data?.canChange === 'N';

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [form, settings.data]);

  const submit = async (values: GlobalSettings) => {
    try {
      await save.mutateAsync(values);
      void message.success(t('globalization.saved'));
    } catch (error) {
      if (!isActionError(error)) return;
      const rest = applyFieldErrors(form, error.fieldErrors);
      if (error.fieldErrors.length === 0 || rest.length > 0) void message.error(error.message);
    }
  };

  return (
    <PageCard title={t('globalization.title')}>
      <Typography.Paragraph type="secondary">{t('globalization.intro')}</Typography.Paragraph>
      {readOnly && <Alert type="info" showIcon style={{ marginBottom: 16, maxWidth: 720 }} message={catalogueText('MMCP4805')} />}
      {settings.isLoading ? (
        <Skeleton active />
      ) : (
        <Form<GlobalSettings>
          form={form}
          layout="vertical"
          initialValues={settings.data}
          disabled={readOnly}
          onFinish={(v) => void submit(v)}
          style={{ maxWidth: 520 }}
        >
          <Form.Item name="dateFormat" label={t('globalization.dateFormat')} rules={[zodRule(globalSettings.shape.dateFormat)]}>
            <Radio.Group>
              <Space direction="vertical">
                {DATE_FORMATS.map((code) => (
                  <Radio key={code} value={code}>
                    {t(`globalization.options.${code}`)}{' '}
                    <Typography.Text type="secondary">({t('globalization.example', { example: formatDate(today, code, currentLocale()) })})</Typography.Text>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          <Form.Item name="language" label={t('globalization.language')} rules={[zodRule(globalSettings.shape.language)]}>
            <Radio.Group
              options={[
                { value: 'en-US', label: <span lang="en-US">{t('languages.en-US')}</span> },
                { value: 'zh-CN', label: <span lang="zh-CN">{t('languages.zh-CN')}</span> },
              ]}
            />
          </Form.Item>
          {!readOnly && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('globalization.save')}
            </Button>
          )}
        </Form>
      )}
    </PageCard>
  );
}
