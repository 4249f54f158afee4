import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { App, Button, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { businessSummary } from '../../../../../shared/actions/business';
import { useConfirm } from '../../../../app/overlay/useConfirm';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { useMyBusinesses, useSwitchBusiness } from '../../api';
import { roleText } from '../../../../components/dictText';
import { ListTable } from '../../../../components/stackedColumns';

type BusinessSummary = z.infer<typeof businessSummary>;

/**
 * /business/myBusiness: every business the person belongs to, switching between them, and the way
 * to set up another business or join one with an invitation code (the page's children,
 * spec 000 section 2: /business/myBusiness/businessClass and /joinBusiness lead to those flows).
 */
export default function MyBusinessPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const list = useMyBusinesses();
  const switcher = useSwitchBusiness();
  const navigate = useNavigate();

  const onSwitch = async (b: BusinessSummary) => {
    const ok = await confirm({ title: t('business.mine.confirmSwitch', { name: b.mercName }) });
    if (!ok) return;
    try {
      await switcher.mutateAsync(b.mercId);
      void message.success(t('business.mine.switched', { name: b.mercName }));
    } catch {
      // the client has shown the refusal
    }
  };

  return (
    <PageCard
      title={t('business.menu.myBusiness')}
      extra={
        <Space wrap>
          <Button icon={<TeamOutlined aria-hidden />} onClick={() => navigate('/business/myBusiness/joinBusiness')}>
            {t('business.mine.join')}
          </Button>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate('/business/myBusiness/businessClass')}>
            {t('business.mine.add')}
          </Button>
        </Space>
      }
    >
      <ListTable<BusinessSummary>
        rowKey="mercId"
        size="middle"
        pagination={false}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching || switcher.isPending}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} description={t('business.mine.empty')} />,
        }}
        columns={[
          {
            key: 'name',
            title: t('business.fields.businessName'),
            render: (_, b) => (
              <>
                {b.mercName}
                {b.current === 'Y' && (
                  <Tag color="orange" style={{ marginInlineStart: 8 }}>
                    {t('business.mine.current')}
                  </Tag>
                )}
                {b.isSubMerchant === 'Y' && <Tag style={{ marginInlineStart: 8 }}>{t('business.mine.subMerchant')}</Tag>}
              </>
            ),
          },
          { key: 'type', title: t('business.fields.businessType'), render: (_, b) => t(`dict.merchantType.${b.businessType}`) },
          { key: 'role', title: t('business.mine.role'), dataIndex: 'roleName', render: (v: string) => roleText(v) },
          {
            key: 'designation',
            title: t('business.stakeholders.designation'),
            render: (_, b) => (b.designation ? t(`business.designation.${b.designation}`, { defaultValue: b.designation }) : t('common.none')),
          },
          {
            key: 'actions',
            title: t('business.stakeholders.actions'),
            render: (_, b) =>
              b.current === 'Y' ? null : (
                <Button
                  type="link"
                  aria-label={t('business.mine.switchTo', { name: b.mercName })}
                  disabled={switcher.isPending}
                  onClick={() => void onSwitch(b)}
                >
                  {t('business.mine.switch')}
                </Button>
              ),
          },
        ]}
      />
    </PageCard>
  );
}
