import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_STATUS_COLORS } from './labels';

/** An approval's status (spec: P pending approval, S approved, F rejected, E approved but transaction failed, C closed). */
export function ApprovalStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={APPROVAL_STATUS_COLORS[status] ?? 'default'}>{t(`approvals.approval.status_.${status}`)}</Tag>;
}
