import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { stakeholder } from '../../../../../shared/actions/business';
import { PAGE_SIZE_OPTIONS } from '../../../../../shared/protocol/paging';
import { displayPhone } from '../../../../../shared/rules/identity';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { readPage, toSearch } from '../../../../components/urlParams';
import { useStakeholders } from '../../api';
import { ListTable } from '../../../../components/stackedColumns';

type Stakeholder = z.infer<typeof stakeholder>;

/** /setting/stakeholderManagement/fail: joined stakeholders whose identity check failed, with why. */
export default function StakeholderFailPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readPage(params);
  const list = useStakeholders({ ...query, status: 'F' });

  return (
    <PageCard title={t('business.stakeholders.failTitle')}>
      <Alert type="warning" showIcon title={t('business.stakeholders.failIntro')} style={{ marginBottom: 16 }} />
      <ListTable<Stakeholder>
        rowKey="stakeholderId"
        size="middle"
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} description={t('business.stakeholders.failEmpty')} />,
        }}
        columns={[
          { key: 'name', title: t('business.stakeholders.name'), render: (_, s) => `${s.firstName} ${s.lastName}` },
          {
            key: 'contact',
            title: t('business.stakeholders.contact'),
            render: (_, s) => (s.mblNo ? displayPhone(s.mblNo) : (s.email ?? '')),
          },
          {
            key: 'designation',
            title: t('business.stakeholders.designation'),
            render: (_, s) => `${t(`business.designation.${s.designation}`)} (${s.roleLetter})`,
          },
          {
            key: 'reason',
            title: t('business.stakeholders.failReason'),
            render: (_, s) => <Tag color="red">{s.failReason ?? t(`business.stakeholders.statusName.F`)}</Tag>,
          },
        ]}
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showSizeChanger: true,
          onChange: (page, size) => setParams(toSearch({ page, size })),
        }}
      />
    </PageCard>
  );
}
