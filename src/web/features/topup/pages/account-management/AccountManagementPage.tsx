import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PaymentMobile } from '../../../../../shared/actions/topup';
import { displayPhone } from '../../../../../shared/rules/identity';
import { useConfirm } from '../../../../app/overlay/useConfirm';
import { displayDateTime } from '../../../../components/dateDisplay';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { useDeletePaymentMobile, usePaymentMobiles } from '../../api';

/** /finance/money/accountManagement: the payment mobiles, each deletable after a confirmation. */
export default function AccountManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const mobiles = usePaymentMobiles();
  const remove = useDeletePaymentMobile();

  const askDelete = async (m: PaymentMobile) => {
    const ok = await confirm({ title: t('topup.manage.confirmDelete', { phone: displayPhone(m.mblNo) }), danger: true, okText: t('topup.manage.delete') });
    if (ok) await remove.mutateAsync(m.mobileId).catch(() => undefined);
  };

  return (
    <PageCard
      title={t('topup.manage.title')}
      extra={
        <Button type="primary" onClick={() => navigate('/finance/money/addNumber?back=accountManagement')}>
          {t('topup.mobiles.add')}
        </Button>
      }
    >
      <Table<PaymentMobile>
        rowKey="mobileId"
        loading={mobiles.isFetching}
        dataSource={mobiles.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: <TableEmpty failed={mobiles.isError} onRetry={() => void mobiles.refetch()} description={t('topup.mobiles.empty')} /> }}
        columns={[
          { title: t('topup.manage.number'), dataIndex: 'mblNo', render: (v: string) => displayPhone(v) },
          { title: t('topup.manage.name'), dataIndex: 'name', render: (v: string | null) => v ?? t('common.none') },
          { title: t('topup.manage.added'), dataIndex: 'createdAt', render: (v: string) => displayDateTime(v), responsive: ['md'] },
          {
            title: t('topup.manage.actions'),
            key: 'actions',
            render: (_v, m) => (
              <Button type="link" danger onClick={() => void askDelete(m)} aria-label={t('topup.manage.deleteNumber', { phone: displayPhone(m.mblNo) })}>
                {t('topup.manage.delete')}
              </Button>
            ),
          },
        ]}
      />
    </PageCard>
  );
}
