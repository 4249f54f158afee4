import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { '0': 'gold', '2': 'blue', '1': 'success', '3': 'default' };

/** A ticket status (0 unresolved, 1 addressed, 2 in progress, 3 cancel) as a coloured tag. */
export function TicketStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status] ?? 'default'}>{t(`help.status.${status}`)}</Tag>;
}

const CALLBACK_COLORS: Record<string, string> = { P: 'blue', C: 'success', X: 'default' };

export function CallbackStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={CALLBACK_COLORS[status] ?? 'default'}>{t(`help.callbackStatus.${status}`)}</Tag>;
}
