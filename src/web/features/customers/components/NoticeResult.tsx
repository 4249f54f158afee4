import { Progress, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Sent against failed as one bar: green for the customers reached, red for the rest. */
export function NoticeResult({ sent, total }: { sent: number; total: number }) {
  const { t } = useTranslation();
  const percent = total === 0 ? 0 : Math.round((sent / total) * 100);
  return (
    <Tooltip title={t('customers.message.sent', { sent, total })}>
      <Progress
        percent={100}
        success={{ percent }}
        strokeColor="#ff4d4f"
        size="small"
        style={{ width: 160, margin: 0 }}
        format={() => `${sent} / ${total - sent}`}
        aria-label={t('customers.message.sent', { sent, total })}
      />
    </Tooltip>
  );
}
