import { Button, Flex, Space } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryGroup } from '../../../../../shared/actions/beneficiaries';
import { serverPaging, usePageInRange } from '../../../../components/serverPaging';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { ButtonLink } from '../../../../components/ButtonLink';
import { displayDateTime } from '../../../../components/dateDisplay';
import { TableEmpty } from '../../../../components/TableEmpty';
import { useBeneficiaryGroups, useDeleteGroup } from '../../api';
import { DebouncedSearch } from '../../../../components/DebouncedSearch';
import type { ListState } from './listQuery';
import { useFixedActions } from '../../../../components/useFixedActions';
import { ListTable } from '../../../../components/stackedColumns';

/** The beneficiary groups: search by name, a server-paged table, amend and delete. */
export function GroupTab({ state, go }: { state: ListState; go: (next: ListState) => void }) {
  const { t } = useTranslation();
  const fixedActions = useFixedActions();
  const row = useRowAction();
  const list = useBeneficiaryGroups({ pageNum: state.pageNum, pageSize: state.pageSize, qryEnter: state.q });
  usePageInRange(state, list.data?.total, (p) => go({ ...state, ...p }));
  const remove = useDeleteGroup();

  const onSearch = useCallback((q: string) => go({ ...state, q: q || undefined, pageNum: 1 }), [go, state]);

  const onDelete = (g: BeneficiaryGroup) =>
    row.run(g.groupId, () => remove.mutateAsync(g.groupId), t('beneficiary.groups.deleted', { name: g.groupName }), {
      title: t('beneficiary.groups.confirmDelete', { name: g.groupName }),
      content: t('beneficiary.groups.deleteNote'),
      danger: true,
    });

  return (
    <>
      <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 16 }}>
        <DebouncedSearch
          maxLength={60}
          value={state.q ?? ''}
          onSettled={onSearch}
          label={t('beneficiary.groups.search')}
          placeholder={t('beneficiary.groups.searchPlaceholder')}
        />
        <ButtonLink type="primary" to="/finance/beneficiary/group/addGroup">
          {t('beneficiary.groups.add')}
        </ButtonLink>
      </Flex>
      <ListTable<BeneficiaryGroup>
        rowKey="groupId"
        size="middle"
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <TableEmpty
              failed={list.isError}
              onRetry={() => void list.refetch()}
              description={t(state.q ? 'beneficiary.groups.emptySearch' : 'beneficiary.groups.empty')}
            />
          ),
        }}
        columns={[
          { key: 'name', title: t('beneficiary.groups.name'), dataIndex: 'groupName' },
          { key: 'members', title: t('beneficiary.groups.members'), render: (_, g) => t('beneficiary.groups.memberCount', { count: g.memberCount }) },
          { key: 'createdAt', title: t('beneficiary.groups.createdAt'), render: (_, g) => displayDateTime(g.createdAt.slice(0, 8)) },
          {
            key: 'actions',
            title: t('beneficiary.groups.actions'),
            fixed: fixedActions,
            render: (_, g) => (
              <Space size={0}>
                <ButtonLink type="link" to={`/finance/beneficiary/group/amendGroup?groupId=${encodeURIComponent(g.groupId)}`}>
                  {t('beneficiary.groups.amend')}
                </ButtonLink>
                <Button type="link" danger disabled={row.busy(g.groupId)} onClick={() => void onDelete(g)}>
                  {t('beneficiary.groups.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
        {...serverPaging(state, list.data?.total ?? 0, (p) => go({ ...state, ...p }), { showTotal: (count) => t('beneficiary.groups.total', { count }) })}
      />
    </>
  );
}
