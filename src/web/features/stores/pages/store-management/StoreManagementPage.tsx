import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../../api/session';
import { PageCard } from '../../../../components/PageCard';
import { readPage, readText, toSearch } from '../../../../components/urlParams';
import { type StoreListParams, useStoreList } from '../../api';
import { StoreTable } from './StoreTable';

function readQuery(params: URLSearchParams): StoreListParams {
  return { ...readPage(params), storeName: readText(params, 'storeName') };
}

/** /setting/storeManagement: the business's stores; search and page live in the URL. */
export default function StoreManagementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const list = useStoreList(query);
  const currentStoreId = useSession((s) => s.currentStoreId);

  const go = (next: StoreListParams) =>
    setParams(toSearch({ storeName: next.storeName, page: next.pageNum, size: next.pageSize }));

  return (
    <PageCard title={t('stores.title')}>
      <search style={{ display: 'block', marginBottom: 16, maxWidth: 360 }}>
        <Input.Search
          key={query.storeName ?? ''}
          aria-label={t('stores.searchLabel')}
          placeholder={t('stores.searchPlaceholder')}
          defaultValue={query.storeName}
          allowClear
          enterButton={t('common.search')}
          maxLength={60}
          onSearch={(value) => go({ ...query, storeName: value.trim() || undefined, pageNum: 1 })}
        />
      </search>
      <StoreTable
        stores={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        loading={list.isFetching}
        currentStoreId={currentStoreId}
        searching={query.storeName !== undefined}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onPage={(pageNum, pageSize) =>
          go({ ...query, pageNum: pageSize === query.pageSize ? pageNum : 1, pageSize })
        }
      />
    </PageCard>
  );
}
