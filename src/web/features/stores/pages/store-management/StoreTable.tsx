import { Table, type TableColumnsType, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreSummary } from '../../../../../shared/actions/stores';
import { PAGE_SIZE_OPTIONS } from '../../../../../shared/protocol/paging';
import { displayDateTime } from '../../../../components/dateDisplay';
import { TableEmpty } from '../../../../components/TableEmpty';

const STATUS_COLOR: Record<StoreSummary['storeStatus'], string> = {
  N: 'green',
  C: 'red',
  Y: 'orange',
};

export interface StoreTableProps {
  stores: StoreSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
  loading: boolean;
  currentStoreId: string | null;
  searching: boolean;
  failed: boolean;
  onRetry: () => void;
  onPage: (pageNum: number, pageSize: number) => void;
}

/** The store list, paged on the server. Presentational: props in, events out. */
export function StoreTable(props: StoreTableProps) {
  const { t } = useTranslation();
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
    ],
    [t, props.currentStoreId],
  );

  return (
    <Table<StoreSummary>
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
      pagination={{
        current: props.pageNum,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: [...PAGE_SIZE_OPTIONS],
        showTotal: (count) => t('stores.total', { count }),
      }}
      onChange={(pagination) =>
        props.onPage(pagination.current ?? 1, pagination.pageSize ?? props.pageSize)
      }
    />
  );
}
