import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TransferStatus } from '../../../../shared/dict/money';

const COLORS: Record<TransferStatus, string> = { U: 'default', W: 'warning', P: 'processing', S: 'success', F: 'error' };

/** An order's status (spec 001 section 4: S success, P processing, F failed; U waiting for the PIN). */
export function OrderStatusTag({ status }: { status: TransferStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`wallet.status.${status}`)}</Tag>;
}
