import { App, Button, Drawer, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { serverPaging, usePageInRange } from '../../../../components/serverPaging';
import { useSession } from '../../../../api/session';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { readPage, readText, toSearch } from '../../../../components/urlParams';
import { startSubMerchantDraft } from '../../../onboarding/draft';
import { useSubBusiness, useSubBusinesses, useUpdateSubBusiness } from '../../api';
import { BusinessDetails } from '../../components/BusinessDetails';
import { BusinessEditDialog } from '../../components/BusinessEditDialog';
import { toFormValues } from '../../components/businessForm';
import { ListTable } from '../../../../components/stackedColumns';

interface SubRow {
  mercId: string;
  mercName: string;
  businessType: '0' | '1' | '2' | '3';
}

/** One sub-merchant: its details and the Edit dialog (the parent edits without an approval). */
function SubMerchantDetails({ mercId }: { mercId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const detail = useSubBusiness(mercId);
  const update = useUpdateSubBusiness();
  const [editing, setEditing] = useState(false);
  const initial = useMemo(() => (detail.data ? toFormValues(detail.data) : {}), [detail.data]);
  if (detail.isPending) return <Spin />;
  if (!detail.data) return <TableEmpty failed onRetry={() => void detail.refetch()} description={t('common.loadFailed')} />;
  return (
    <>
      <BusinessDetails
        info={detail.data}
        extra={
          <Button type="primary" onClick={() => setEditing(true)}>
            {t('business.info.edit')}
          </Button>
        }
      />
      <BusinessEditDialog
        open={editing}
        title={t('business.subs.editTitle', { name: detail.data.mercName })}
        okText={t('common.save')}
        initial={initial}
        submitting={update.isPending}
        onClose={() => setEditing(false)}
        onSubmit={async (fields) => {
          await update.mutateAsync({ ...fields, mercId });
          setEditing(false);
          void message.success(t('business.subs.saved'));
        }}
      />
    </>
  );
}

/**
 * /business/subMerchant: the current business's sub-merchants (function 32), their details and
 * editing. Creating one needs the onboarding business form, which has no sub-merchant mode yet.
 */
export default function SubMerchantPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readPage(params);
  const openId = readText(params, 'merc', 20) ?? null;
  const list = useSubBusinesses(query);
  const navigate = useNavigate();
  const person = useSession((s) => s.person);
  // A sub-merchant is set up through the same class, form and review screens as a business.
  const add = () => {
    if (!person) return;
    startSubMerchantDraft(person.userNo);
    navigate('/createClass');
  };
  const go = (next: { page: number; size: number; merc?: string | null }) =>
    setParams(toSearch({ page: next.page, size: next.size, merc: next.merc ?? undefined }));
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(query, list.data?.total, (p) => go({ page: p.pageNum, size: p.pageSize, merc: openId }));

  return (
    <PageCard
      title={t('business.menu.subMerchant')}
      extra={
        <Button type="primary" onClick={add} disabled={!person}>
          {t('business.subs.add')}
        </Button>
      }
    >
      <ListTable<SubRow>
        rowKey="mercId"
        size="middle"
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} description={t('business.subs.empty')} />,
        }}
        columns={[
          { key: 'name', title: t('business.fields.businessName'), dataIndex: 'mercName' },
          { key: 'type', title: t('business.fields.businessType'), render: (_, b) => t(`dict.merchantType.${b.businessType}`) },
          {
            key: 'actions',
            title: t('business.stakeholders.actions'),
            render: (_, b) => (
              <Button type="link" onClick={() => go({ page: query.pageNum, size: query.pageSize, merc: b.mercId })}>
                {t('business.approvals.details')}
              </Button>
            ),
          },
        ]}
        {...serverPaging(query, list.data?.total ?? 0, (p) => go({ page: p.pageNum, size: p.pageSize }))}
      />
      <Drawer
        open={openId !== null}
        width={640}
        title={t('business.subs.detailsTitle')}
        onClose={() => go({ page: query.pageNum, size: query.pageSize })}
        destroyOnHidden
      >
        {openId && <SubMerchantDetails mercId={openId} />}
      </Drawer>
    </PageCard>
  );
}
