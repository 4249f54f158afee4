import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while the first route or the session loads. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" description={t('common.loading')} />
    </Flex>
  );
}
