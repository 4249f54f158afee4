import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../../shared/actions/customers';
import { PhoneText } from '../../../components/PhoneText';
import { useFunctions } from '../../../app/guards/permissions';
import { useRowAction } from '../../../app/overlay/useRowAction';
import { ButtonLink } from '../../../components/ButtonLink';
import { displayDate, displayDateTime } from '../../../components/dateDisplay';
import { type PageState, serverPaging } from '../../../components/serverPaging';
import { ShortName } from '../../../components/ShortName';
import { TableEmpty } from '../../../components/TableEmpty';
import { useBlacklist, useDeleteCustomer, useUnblacklist } from '../api';
import { BlacklistDialog } from './BlacklistDialog';
import { usePhone } from '../../../components/usePhone';

/**
 * A server-paged table of customers with their row actions (details, edit, delete, blacklist),
 * each shown only to a role that holds its function; the server checks again.
 */
export function CustomerTable({
  customers,
  total,
  loading,
  failed,
  onRetry,
  page,
  onPage,
  emptyText,
  mode = 'all',
  selection,
}: {
  customers: Customer[];
  total: number;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  page: PageState;
  onPage: (next: PageState) => void;
  emptyText: string;
  /** 'blackList' shows the reason and date instead of e-mail and gender. */
  mode?: 'all' | 'blackList';
  selection?: TableProps<Customer>['rowSelection'];
}) {
  const { t } = useTranslation();
  const { has } = useFunctions();
  const row = useRowAction();
  const remove = useDeleteCustomer();
  const block = useBlacklist();
  const unblock = useUnblacklist();
  const [blocking, setBlocking] = useState<Customer | null>(null);

  const onDelete = (c: Customer) =>
    row.run(c.custId, () => remove.mutateAsync(c.custId), t('customers.list.deleted', { name: c.fullName }), {
      title: t('customers.list.confirmDelete', { name: c.fullName }),
      content: t('customers.list.deleteNote'),
      danger: true,
    });
  const onUnblock = (c: Customer) => row.run(c.custId, () => unblock.mutateAsync(c.custId), t('customers.list.unblocked', { name: c.fullName }));
  const onBlock = (c: Customer, reason: string) => {
    setBlocking(null);
    void row.run(c.custId, () => block.mutateAsync({ custId: c.custId, reason }), t('customers.list.blocked', { name: c.fullName }));
  };

  const narrow = usePhone();
  const actionsCell = (c: Customer) => (
    <Space size={0} wrap>
      <ButtonLink type="link" size="small" to={`/customer/details?custId=${encodeURIComponent(c.custId)}`}>
        {t('customers.list.details')}
      </ButtonLink>
      {has('2104') && mode === 'all' && (
        <ButtonLink type="link" size="small" to={`/customer/edit?custId=${encodeURIComponent(c.custId)}`}>
          {t('customers.list.edit')}
        </ButtonLink>
      )}
      {(has('2104') || (has('2105') && mode === 'all')) && (
        <Dropdown
          trigger={['click']}
          disabled={row.busy(c.custId)}
          menu={{
            items: [
              ...(has('2104')
                ? [c.blackFlg === 'Y' ? { key: 'unblock', label: t('customers.list.unblock') } : { key: 'block', label: t('customers.list.block') }]
                : []),
              ...(has('2105') && mode === 'all' ? [{ key: 'delete', label: t('customers.list.delete'), danger: true }] : []),
            ],
            onClick: ({ key }) => {
              if (key === 'unblock') void onUnblock(c);
              else if (key === 'block') setBlocking(c);
              else if (key === 'delete') void onDelete(c);
            },
          }}
        >
          <Button type="link" size="small" aria-label={t('customers.list.more', { name: c.fullName })}>
            {t('customers.list.moreShort')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
  const nameCell = (c: Customer) => (
    <span>
      <ShortName name={c.fullName} /> {c.blackFlg === 'Y' && mode === 'all' && <Tag color="red">{t('customers.list.blacklisted')}</Tag>}
    </span>
  );
  // On a phone a customer is one cell: the name, mobile and state (or why they are blacklisted), and the actions.
  const phoneColumns: TableProps<Customer>['columns'] = [
    {
      key: 'name',
      title: t('customers.list.name'),
      render: (_, c) => (
        <Flex vertical gap={2} align="start">
          {nameCell(c)}
          <Typography.Text type="secondary">
            <PhoneText phone={c.mobile} />
          </Typography.Text>
          {mode === 'all' ? (
            <Tag color={c.state === '1' ? 'green' : 'default'}>{t(`customers.state.${c.state}`)}</Tag>
          ) : (
            <Typography.Text type="secondary">{c.blackReason || t('common.none')}</Typography.Text>
          )}
          {actionsCell(c)}
        </Flex>
      ),
    },
  ];

  const columns: TableProps<Customer>['columns'] = [
    {
      key: 'name',
      title: t('customers.list.name'),
      render: (_, c) => nameCell(c),
    },
    { key: 'mobile', title: t('customers.list.mobile'), render: (_, c) => <PhoneText phone={c.mobile} /> },
    ...(mode === 'all'
      ? [
          { key: 'email', title: t('customers.list.email'), render: (_: unknown, c: Customer) => c.email || <Typography.Text type="secondary">{t('common.none')}</Typography.Text> },
          {
            key: 'state',
            title: t('customers.list.state'),
            render: (_: unknown, c: Customer) => <Tag color={c.state === '1' ? 'green' : 'default'}>{t(`customers.state.${c.state}`)}</Tag>,
          },
          { key: 'createdAt', title: t('customers.list.createdAt'), render: (_: unknown, c: Customer) => displayDate(c.createdAt) },
        ]
      : [
          { key: 'reason', title: t('customers.blackList.reason'), render: (_: unknown, c: Customer) => c.blackReason || t('common.none') },
          { key: 'since', title: t('customers.blackList.since'), render: (_: unknown, c: Customer) => displayDateTime(c.blackAt) },
        ]),
    { key: 'actions', title: t('customers.list.actions'), render: (_, c) => actionsCell(c) },
  ];

  return (
    <>
      <Table<Customer>
        rowKey="custId"
        size="middle"
        dataSource={customers}
        loading={loading}
        scroll={narrow ? undefined : { x: 'max-content' }}
        rowSelection={selection}
        locale={{ emptyText: <TableEmpty failed={failed} onRetry={onRetry} description={emptyText} /> }}
        columns={narrow ? phoneColumns : columns}
        {...serverPaging(page, total, onPage, { showTotal: (count) => t('customers.list.total', { count }) })}
      />
      <BlacklistDialog
        name={blocking?.fullName ?? ''}
        open={blocking !== null}
        busy={block.isPending}
        onCancel={() => setBlocking(null)}
        onConfirm={(reason) => blocking && onBlock(blocking, reason)}
      />
    </>
  );
}
