import { Flex, Input, Select } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { StoreListItem } from '../../../../../shared/actions/stores';
import { useSession } from '../../../../api/session';
import { useFunctions } from '../../../../app/guards/permissions';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { ButtonLink } from '../../../../components/ButtonLink';
import { PageCard } from '../../../../components/PageCard';
import { usePageInRange } from '../../../../components/serverPaging';
import { readPage, readText, toSearch } from '../../../../components/urlParams';
import { type StoreListParams, useStoreList } from '../../api';
import { useApplyStore, useStoreStatus, useUnpublishStore } from '../../api.manage';
import { STORE_MANAGE_FUNC } from '../../components/StorefrontToggle';
import { type StoreRowAction, StoreTable } from './StoreTable';

const STATUSES = ['N', 'C', 'Y'] as const;

function readQuery(params: URLSearchParams): StoreListParams {
  const status = params.get('status');
  return {
    ...readPage(params),
    storeName: readText(params, 'storeName'),
    storeStatus: (STATUSES as readonly string[]).includes(status ?? '') ? (status as StoreListParams['storeStatus']) : undefined,
  };
}

/** /setting/storeManagement: the business's stores; search, status and page live in the URL. */
export default function StoreManagementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const list = useStoreList(query);
  const currentStoreId = useSession((s) => s.currentStoreId);
  const { has } = useFunctions();
  const canManage = has(STORE_MANAGE_FUNC);
  const row = useRowAction();
  const status = useStoreStatus();
  const apply = useApplyStore();
  const unpublish = useUnpublishStore();

  const go = (next: StoreListParams) =>
    setParams(toSearch({ storeName: next.storeName, status: next.storeStatus, page: next.pageNum, size: next.pageSize }));
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(query, list.data?.total, (p) => go({ ...query, ...p }));

  const onAction = useCallback(
    (store: StoreListItem, action: StoreRowAction) => {
      const name = store.storeName;
      if (action === 'suspend' || action === 'open') {
        const storeStatus = action === 'suspend' ? 'C' : 'N';
        void row.run(store.storeId, () => status.mutateAsync({ storeId: store.storeId, storeStatus }), t(`stores.done.${action}`, { name }), {
          title: t(`stores.confirm.${action}`, { name }),
          danger: action === 'suspend',
        });
      } else if (action === 'publish') {
        void row.run(store.storeId, () => apply.mutateAsync(store.storeId), t('stores.done.publish', { name }), {
          title: t('stores.confirm.publish', { name }),
        });
      } else {
        void row.run(store.storeId, () => unpublish.mutateAsync(store.storeId), t('stores.done.unpublish', { name }), {
          title: t('stores.confirm.unpublish', { name }),
          danger: true,
        });
      }
    },
    [row, status, apply, unpublish, t],
  );

  return (
    <PageCard
      title={t('stores.title')}
      extra={canManage ? <ButtonLink type="primary" to="/setting/storeManagement/addStore">{t('stores.actions.add')}</ButtonLink> : undefined}
    >
      <Flex component="search" gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          key={query.storeName ?? ''}
          aria-label={t('stores.searchLabel')}
          placeholder={t('stores.searchPlaceholder')}
          defaultValue={query.storeName}
          allowClear
          enterButton={t('common.search')}
          maxLength={60}
          style={{ maxWidth: 360 }}
          onSearch={(value) => go({ ...query, storeName: value.trim() || undefined, pageNum: 1 })}
        />
        <Select
          aria-label={t('stores.statusFilter')}
          style={{ minWidth: 180 }}
          value={query.storeStatus ?? 'all'}
          options={[
            { value: 'all', label: t('stores.allStatuses') },
            ...STATUSES.map((s) => ({ value: s, label: t(`stores.statusFilterOptions.${s}`) })),
          ]}
          onChange={(v: string) => go({ ...query, storeStatus: v === 'all' ? undefined : (v as StoreListParams['storeStatus']), pageNum: 1 })}
        />
      </Flex>
      <StoreTable
        stores={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        loading={list.isFetching}
        currentStoreId={currentStoreId}
        searching={query.storeName !== undefined || query.storeStatus !== undefined}
        failed={list.isError}
        canManage={canManage}
        busy={row.busy}
        onAction={onAction}
        onRetry={() => void list.refetch()}
        onPage={(pageNum, pageSize) =>
          go({ ...query, pageNum: pageSize === query.pageSize ? pageNum : 1, pageSize })
        }
      />
    </PageCard>
  );
}
