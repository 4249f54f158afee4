import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a server-paged table shows with no rows: nothing found, or the list failed to load. */
export function TableEmpty({
  failed,
  onRetry,
  description,
}: {
  failed: boolean;
  onRetry: () => void;
  description: string;
}) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.loadFailed')}>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </Empty>
    );
  }
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
}
