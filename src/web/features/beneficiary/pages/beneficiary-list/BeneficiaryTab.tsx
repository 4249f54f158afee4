import { Button, Flex, Select, Space, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Beneficiary, PayeeType } from '../../../../../shared/actions/beneficiaries';
import { serverPaging, usePageInRange } from '../../../../components/serverPaging';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { ButtonLink } from '../../../../components/ButtonLink';
import { displayDateTime } from '../../../../components/dateDisplay';
import { TableEmpty } from '../../../../components/TableEmpty';
import { useBeneficiaries, useDeleteBeneficiary } from '../../api';
import { DebouncedSearch } from '../../../../components/DebouncedSearch';
import { payeeNumber } from '../../components/payeeDisplay';
import { DeleteNote } from '../../components/DeleteNote';
import { useChannelLabel } from '../../components/useChannelLabel';
import type { ListState } from './listQuery';
import { ShortName } from '../../../../components/ShortName';
import { useFixedActions } from '../../../../components/useFixedActions';
import { ListTable } from '../../../../components/stackedColumns';

/** The saved payees: search, payee type filter, a server-paged table, amend and delete. */
export function BeneficiaryTab({ state, go }: { state: ListState; go: (next: ListState) => void }) {
  const { t } = useTranslation();
  const fixedActions = useFixedActions();
  const row = useRowAction();
  const channelLabel = useChannelLabel();
  const list = useBeneficiaries({ pageNum: state.pageNum, pageSize: state.pageSize, qryEnter: state.q, bnfTyp: state.type });
  const remove = useDeleteBeneficiary();
  usePageInRange(state, list.data?.total, (p) => go({ ...state, ...p }));

  const onSearch = useCallback((q: string) => go({ ...state, q: q || undefined, pageNum: 1 }), [go, state]);

  const onDelete = (b: Beneficiary) =>
    row.run(b.bnfUsrNo, () => remove.mutateAsync(b.bnfUsrNo), t('beneficiary.list.deleted', { name: b.bnfName }), {
      title: t('beneficiary.list.confirmDelete', { name: b.bnfName }),
      content: <DeleteNote bnfUsrNo={b.bnfUsrNo} />,
      danger: true,
    });

  return (
    <>
      <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 16 }}>
        <Space wrap>
          <DebouncedSearch
            maxLength={60}
            value={state.q ?? ''}
            onSettled={onSearch}
            label={t('beneficiary.list.search')}
            placeholder={t('beneficiary.list.searchPlaceholder')}
          />
          <Select<PayeeType>
            allowClear
            aria-label={t('beneficiary.list.payeeType')}
            placeholder={t('beneficiary.list.allTypes')}
            style={{ width: 200 }}
            value={state.type}
            options={(['A', 'M'] as const).map((v) => ({ value: v, label: t(`beneficiary.payeeType.${v}`) }))}
            onChange={(type) => go({ ...state, type, pageNum: 1 })}
          />
        </Space>
        <ButtonLink type="primary" to="/finance/beneficiary/addBeneficiary">
          {t('beneficiary.list.add')}
        </ButtonLink>
      </Flex>
      <ListTable<Beneficiary>
        rowKey="bnfUsrNo"
        size="middle"
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <TableEmpty
              failed={list.isError}
              onRetry={() => void list.refetch()}
              description={t(state.q || state.type ? 'beneficiary.list.emptySearch' : 'beneficiary.list.empty')}
            />
          ),
        }}
        columns={[
          {
            key: 'name',
            title: t('beneficiary.list.name'),
            render: (_, b) => (
              <Flex vertical>
                <span>
                  <ShortName name={b.bnfName} /> {b.walletFlg === 'Y' && <Tag color="blue">{t('beneficiary.list.wallet')}</Tag>}
                </span>
                {b.nickname && <Typography.Text type="secondary">{b.nickname}</Typography.Text>}
              </Flex>
            ),
          },
          {
            key: 'channel',
            title: t('beneficiary.list.channel'),
            render: (_, b) => channelLabel(b.rcvCnl),
          },
          { key: 'number', title: t('beneficiary.list.number'), render: (_, b) => payeeNumber(b) },
          { key: 'bank', title: t('beneficiary.list.bank'), render: (_, b) => b.rcvBnkNm ?? t('common.none') },
          { key: 'createdAt', title: t('beneficiary.list.createdAt'), render: (_, b) => displayDateTime(b.createdAt.slice(0, 8)) },
          {
            key: 'actions',
            title: t('beneficiary.list.actions'),
            fixed: fixedActions,
            render: (_, b) => (
              <Space size={0}>
                <ButtonLink type="link" to={`/finance/beneficiary/amendBeneficiary?bnfUsrNo=${encodeURIComponent(b.bnfUsrNo)}`}>
                  {t('beneficiary.list.amend')}
                </ButtonLink>
                <Button type="link" danger disabled={row.busy(b.bnfUsrNo)} onClick={() => void onDelete(b)}>
                  {t('beneficiary.list.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
        {...serverPaging(state, list.data?.total ?? 0, (p) => go({ ...state, ...p }), { showTotal: (count) => t('beneficiary.list.total', { count }) })}
      />
    </>
  );
}
