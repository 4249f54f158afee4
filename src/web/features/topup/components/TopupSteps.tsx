import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

/** The top-up flow's progress (spec 001 section 4): information (1), result (2). */
export function TopupSteps({ current }: { current: 0 | 1 }) {
  const { t } = useTranslation();
  return (
    <Steps
      size="small"
      current={current}
      aria-label={t('topup.steps.label')}
      items={[{ title: t('topup.steps.information') }, { title: t('topup.steps.result') }]}
      style={{ marginBottom: 24, maxWidth: 480 }}
    />
  );
}
