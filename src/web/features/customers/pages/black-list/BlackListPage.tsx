import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../../components/ButtonLink';
import { PageCard } from '../../../../components/PageCard';
import { readPage, toSearch } from '../../../../components/urlParams';
import { type PageState, usePageInRange } from '../../../../components/serverPaging';
import { useCustomers } from '../../api';
import { CustomerTable } from '../../components/CustomerTable';

/** /customer/blackList: the customers who get no messages, and the way to take them off (2106 view, 2104 amend). */
export default function BlackListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const page = useMemo(() => readPage(new URLSearchParams(search)), [search]);
  const go = useCallback((p: PageState) => setParams(toSearch({ page: p.pageNum, size: p.pageSize })), [setParams]);
  const list = useCustomers({ ...page, blackFlg: 'Y' });
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(page, list.data?.total, go);
  return (
    <PageCard title={t('customers.blackList.title')} extra={<ButtonLink to="/customer">{t('customers.blackList.back')}</ButtonLink>}>
      <CustomerTable
        mode="blackList"
        customers={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        page={page}
        onPage={go}
        emptyText={t('customers.blackList.empty')}
      />
    </PageCard>
  );
}
