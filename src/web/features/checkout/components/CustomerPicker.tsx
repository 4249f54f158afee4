import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useCustomers } from '../../customers/api';

/** The customer a sale is for, as the counter keeps it (from the book, or from a resumed sale). */
export interface SaleCustomer {
  custId: string;
  fullName: string;
  mobile: string;
}

/**
 * Picks the sale's customer from the current store's customer book (QueryCustomers, searched by
 * name, phone or e-mail as the cashier types, with the select-search debounce). Controlled:
 * `value`/`onChange`; clearing answers null.
 *
 *   <CustomerPicker value={customer} onChange={(c) => { setCustomer(c); setPhone(c ? phoneDigits(c.mobile) : ''); }} />
 */
export function CustomerPicker({ value, onChange, disabled }: { value: SaleCustomer | null; onChange: (customer: SaleCustomer | null) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim());
  const found = useCustomers({ pageNum: 1, pageSize: 20, keyword: keyword || undefined });
  const list = (found.data?.list ?? []).map((c) => ({ custId: c.custId, fullName: c.fullName, mobile: c.mobile }));
  const shown = value && !list.some((c) => c.custId === value.custId) ? [value, ...list] : list;
  const label = (c: SaleCustomer) => `${c.fullName} · +${c.mobile}`;
  return (
    <Select
      aria-label={t('checkout.summary.customer')}
      placeholder={t('checkout.summary.customerPlaceholder')}
      style={{ width: '100%', marginTop: 4 }}
      allowClear
      disabled={disabled}
      loading={found.isFetching}
      value={value?.custId}
      options={shown.map((c) => ({ value: c.custId, label: label(c) }))}
      notFoundContent={found.isFetching ? null : t('checkout.summary.noCustomer')}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
      onChange={(custId?: string) => {
        setSearch('');
        onChange(shown.find((c) => c.custId === custId) ?? null);
      }}
    />
  );
}
