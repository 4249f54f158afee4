import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreListItem as StoreSummary } from '../../../../../shared/actions/stores';
import { serverPaging } from '../../../../components/serverPaging';
import { ButtonLink } from '../../../../components/ButtonLink';
import { displayDateTime } from '../../../../components/dateDisplay';
import { TableEmpty } from '../../../../components/TableEmpty';
import { PublishTag } from '../../components/PublishTag';
import { useFixedActions } from '../../../../components/useFixedActions';
import { ListTable } from '../../../../components/stackedColumns';

const STATUS_COLOR: Record<StoreSummary['storeStatus'], string> = {
  N: 'green',
  C: 'red',
  Y: 'orange',
};

export type StoreRowAction = 'suspend' | 'open' | 'publish' | 'unpublish';

export interface StoreTableProps {
  stores: StoreSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
  loading: boolean;
  currentStoreId: string | null;
  searching: boolean;
  failed: boolean;
  /** Whether the user may change stores (function 2002); the row actions show only then. */
  canManage?: boolean;
  busy?: (storeId: string) => boolean;
  onAction?: (store: StoreSummary, action: StoreRowAction) => void;
  onRetry: () => void;
  onPage: (pageNum: number, pageSize: number) => void;
}

/** The store list, paged on the server. Presentational: props in, events out. */
export function StoreTable(props: StoreTableProps) {
  const { t } = useTranslation();
  const fixedActions = useFixedActions();
  const { canManage, busy, onAction } = props;
  const columns = useMemo<TableColumnsType<StoreSummary>>(
    () => [
      {
        key: 'storeName',
        title: t('stores.columns.storeName'),
        dataIndex: 'storeName',
        render: (name: string, store) => (
          <span>
            {name}
            {store.storeId === props.currentStoreId && (
              <Tag color="blue" style={{ marginInlineStart: 8 }}>
                {t('stores.current')}
              </Tag>
            )}
          </span>
        ),
      },
      {
        key: 'headOffFlg',
        title: t('stores.columns.mainStore'),
        dataIndex: 'headOffFlg',
        render: (flag: StoreSummary['headOffFlg']) => (flag === 'Y' ? t('common.yes') : t('common.no')),
      },
      {
        key: 'storeStatus',
        title: t('stores.columns.status'),
        dataIndex: 'storeStatus',
        render: (status: StoreSummary['storeStatus']) => (
          <Tag color={STATUS_COLOR[status]}>{t(`dict.storeStatus.${status}`)}</Tag>
        ),
      },
      {
        key: 'pushFlg',
        title: t('stores.columns.publish'),
        dataIndex: 'pushFlg',
        render: (_: unknown, store) => <PublishTag pushFlg={store.pushFlg} reviewSts={store.reviewSts} reviewReason={store.reviewReason} />,
      },
      {
        key: 'mshpSts',
        title: t('stores.columns.storefront'),
        dataIndex: 'mshpSts',
        render: (sts: StoreSummary['mshpSts']) => (
          <Tag color={sts === '1' ? 'green' : 'default'}>{t(`dict.storefront.${sts}`)}</Tag>
        ),
      },
      {
        key: 'createdAt',
        title: t('stores.columns.createdAt'),
        dataIndex: 'createdAt',
        render: (at: string) => displayDateTime(at),
      },
      {
        key: 'actions',
        title: t('stores.columns.actions'),
        fixed: fixedActions,
        render: (_: unknown, store) => {
          const isBusy = busy?.(store.storeId) ?? false;
          const waiting = store.reviewSts === 'U';
          return (
            <Space size={0} wrap>
              <ButtonLink type="link" size="small" to={`/setting/storeManagement/showStore?storeId=${encodeURIComponent(store.storeId)}`}>
                {t('stores.actions.show')}
              </ButtonLink>
              {canManage && (
                <>
                  <ButtonLink type="link" size="small" to={`/setting/storeManagement/amendStore?storeId=${encodeURIComponent(store.storeId)}`}>
                    {t('stores.actions.amend')}
                  </ButtonLink>
                  {store.headOffFlg !== 'Y' && (
                    <Button type="link" size="small" disabled={isBusy} danger={store.storeStatus !== 'C'} onClick={() => onAction?.(store, store.storeStatus === 'C' ? 'open' : 'suspend')}>
                      {store.storeStatus === 'C' ? t('stores.actions.open') : t('stores.actions.suspend')}
                    </Button>
                  )}
                  {store.pushFlg === 'Y' || waiting ? (
                    <Button type="link" size="small" disabled={isBusy} onClick={() => onAction?.(store, 'unpublish')}>
                      {waiting ? t('stores.actions.withdraw') : t('stores.actions.unpublish')}
                    </Button>
                  ) : (
                    <Button type="link" size="small" disabled={isBusy || store.storeStatus === 'C'} onClick={() => onAction?.(store, 'publish')}>
                      {t('stores.actions.publish')}
                    </Button>
                  )}
                </>
              )}
            </Space>
          );
        },
      },
    ],
    [t, props.currentStoreId, canManage, busy, onAction, fixedActions],
  );

  return (
    <ListTable<StoreSummary>
      rowKey="storeId"
      size="middle"
      columns={columns}
      dataSource={props.stores}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: (
          <TableEmpty
            failed={props.failed}
            onRetry={props.onRetry}
            description={props.searching ? t('stores.empty') : t('stores.emptyAll')}
          />
        ),
      }}
      {...serverPaging(props, props.total, (p) => props.onPage(p.pageNum, p.pageSize), { showTotal: (count) => t('stores.total', { count }), keepPageOnSizeChange: true })}
    />
  );
}
