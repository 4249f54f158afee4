import { Alert, App, Button, Descriptions, Flex, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDateTime } from '../../../../components/dateDisplay';
import { displayPhone } from '../../../../../shared/rules/identity';
import { TableEmpty } from '../../../../components/TableEmpty';
import { useApplyChange, useBusinessInfo, useChangeCheck } from '../../api';
import { BusinessEditDialog } from '../../components/BusinessEditDialog';
import { BUSINESS_FIELDS, toFormValues } from '../../components/businessForm';
import { ChangeDiff } from '../../components/ChangeDiff';
import { useDictLabel } from '../../components/useDictLabel';

/** The business's information, its pending change, the last decision and the Edit dialog. */
/** The title of the last change's notice, by how it ended. */
const CLOSING_TITLE = { S: 'business.change.approvedTitle', F: 'business.change.rejectedTitle', C: 'business.change.closedTitle', P: 'business.change.pendingTitle' } as const;

export function BusinessInfoTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const info = useBusinessInfo();
  const check = useChangeCheck();
  const apply = useApplyChange();
  const [editing, setEditing] = useState(false);
  const label = useDictLabel(info.data?.industry);
  const initial = useMemo(() => (info.data ? toFormValues(info.data) : {}), [info.data]);

  if (info.isPending) return <Spin />;
  if (!info.data) return <TableEmpty failed onRetry={() => void info.refetch()} description={t('common.loadFailed')} />;
  const data = info.data;
  const pending = data.pendingChange;
  const last = data.lastChange && data.lastChange.status !== 'P' ? data.lastChange : null;
  const locked = Boolean(pending) || check.data?.allowed === 'N';
  const none = t('common.none');

  const value = (field: (typeof BUSINESS_FIELDS)[number]): string => {
    if (field === 'businessName') return data.mercName;
    const v = data[field];
    if (!v) return none;
    if (field === 'altPhone') return displayPhone(v);
    return label(field, v);
  };

  return (
    <Flex vertical gap={16}>
      {pending && (
        <Alert
          type="warning"
          showIcon
          title={t('business.change.pendingTitle')}
          description={
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text>
                {t('business.change.appliedBy', {
                  name: pending.requestedBy,
                  at: displayDateTime(pending.createdAt),
                })}
              </Typography.Text>
              <Typography.Text>{t('business.change.approvalNote')}</Typography.Text>
              <ChangeDiff change={pending} label={label} />
            </Space>
          }
        />
      )}
      {last && (
        <Alert
          type={last.status === 'S' ? 'success' : last.status === 'C' ? 'info' : 'error'}
          showIcon
          title={t(CLOSING_TITLE[last.status])}
          description={
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text>
                {last.status === 'C'
                  ? t('business.change.closedAt', { at: displayDateTime(last.decidedAt ?? '') })
                  : t('business.change.decidedBy', { name: last.decidedBy ?? none, at: displayDateTime(last.decidedAt ?? '') })}
              </Typography.Text>
              {last.reason && (
                <Typography.Text>{t('business.change.reason', { reason: last.reason })}</Typography.Text>
              )}
              <ChangeDiff change={last} label={label} />
            </Space>
          }
        />
      )}
      {locked && !pending && <Alert type="info" showIcon title={t('business.change.waiting')} />}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        title={t('business.info.title')}
        extra={
          <Button
            type="primary"
            disabled={locked || check.isPending}
            title={locked ? t('business.change.waiting') : undefined}
            onClick={() => setEditing(true)}
          >
            {t('business.info.edit')}
          </Button>
        }
        items={[
          {
            key: 'businessType',
            label: t('business.fields.businessType'),
            children: t(`dict.merchantType.${data.businessType}`),
          },
          ...BUSINESS_FIELDS.map((field) => ({
            key: field,
            label: t(`business.fields.${field}`),
            children: value(field),
          })),
          {
            key: 'kyc',
            label: t('business.fields.kycLevel'),
            children: `${t(`dict.kycLevel.${data.kycLevel}`, { defaultValue: data.kycLevel })} · ${t(`business.kycSts.${data.kycSts}`, { defaultValue: data.kycSts })}`,
          },
        ]}
      />
      <BusinessEditDialog
        open={editing}
        title={t('business.info.editTitle')}
        note={t('business.change.approvalNote')}
        okText={t('business.info.apply')}
        initial={initial}
        submitting={apply.isPending}
        onClose={() => setEditing(false)}
        onSubmit={async (fields) => {
          await apply.mutateAsync(fields);
          setEditing(false);
          void message.success(t('business.change.applied'));
        }}
      />
    </Flex>
  );
}
