import { Flex, Select, Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFunctions } from '../../../../app/guards/permissions';
import { ButtonLink } from '../../../../components/ButtonLink';
import { PageCard } from '../../../../components/PageCard';
import { usePageInRange } from '../../../../components/serverPaging';
import { useCustomers } from '../../api';
import { DebouncedSearch } from '../../../../components/DebouncedSearch';
import { CustomerTable } from '../../components/CustomerTable';
import { type CustomerListState, customerListSearch, readCustomerList } from '../../components/listQuery';

/** /customer: the customer book with search, state filter, paging, and the way to add, upload and message (2106 view). */
export default function CustomerListPage() {
  const { t } = useTranslation();
  const { has } = useFunctions();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => readCustomerList(new URLSearchParams(search)), [search]);
  const go = useCallback((next: CustomerListState) => setParams(customerListSearch(next)), [setParams]);
  const list = useCustomers({ pageNum: state.pageNum, pageSize: state.pageSize, keyword: state.q, state: state.state });
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(state, list.data?.total, (p) => go({ ...state, ...p }));
  const [selected, setSelected] = useState<string[]>([]);
  const onSearch = useCallback((q: string) => go({ ...state, q: q || undefined, pageNum: 1 }), [go, state]);

  return (
    <PageCard
      title={t('customers.list.title')}
      extra={
        <Space wrap>
          <ButtonLink to="/customer/blackList">{t('customers.list.blackList')}</ButtonLink>
          {has('2102') && <ButtonLink to="/customer/bulkAdd">{t('customers.list.bulkAdd')}</ButtonLink>}
          {has('2101') && (
            <ButtonLink type="primary" to="/customer/add">
              {t('customers.list.add')}
            </ButtonLink>
          )}
        </Space>
      }
    >
      <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 16 }}>
        <Space wrap>
          <DebouncedSearch value={state.q ?? ''} onSettled={onSearch} label={t('customers.list.search')} placeholder={t('customers.list.searchPlaceholder')} />
          <Select<'1' | '0'>
            allowClear
            aria-label={t('customers.list.state')}
            placeholder={t('customers.list.allStates')}
            style={{ width: 160 }}
            value={state.state}
            options={(['1', '0'] as const).map((v) => ({ value: v, label: t(`customers.state.${v}`) }))}
            onChange={(v) => go({ ...state, state: v, pageNum: 1 })}
          />
        </Space>
        {has('2103') && (
          <ButtonLink type="primary" ghost to={`/customer/sendMessage${selected.length > 0 ? `?ids=${selected.join(',')}` : ''}`}>
            {selected.length > 0 ? `${t('customers.list.sendMessage')} (${t('customers.list.selected', { count: selected.length })})` : t('customers.list.sendMessage')}
          </ButtonLink>
        )}
      </Flex>
      <CustomerTable
        customers={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        page={state}
        onPage={(p) => go({ ...state, ...p })}
        emptyText={t(state.q || state.state ? 'customers.list.emptySearch' : 'customers.list.empty')}
        selection={
          has('2103')
            ? { selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys) => setSelected(keys.map(String).slice(0, 100)) }
            : undefined
        }
      />
    </PageCard>
  );
}
