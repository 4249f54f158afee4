import { ShopOutlined } from '@ant-design/icons';
import { App, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreSummary } from '../../../../shared/actions/stores';
import { useSession } from '../../../api/session';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useChangeStore, useStoreList } from '../api';

const SEARCH_PAGE_SIZE = 20;

function matches(store: StoreSummary, text: string): boolean {
  return store.storeName.toLowerCase().includes(text.toLowerCase());
}

/**
 * The header's store switcher. The session holds the first stores of the business: typing
 * filters them at once, and only a business with more stores than that asks the server.
 */
export function StoreSwitcher({ width = 220 }: { /** Its width: narrower on a tablet's header, '100%' in the phone menu. */ width?: number | string } = {}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const currentStoreId = useSession((s) => s.currentStoreId);
  const sessionStores = useSession((s) => s.stores);
  const storesTotal = useSession((s) => s.storesTotal);
  const currentStore = useSession((s) => s.business?.currentStore ?? null);
  const [search, setSearch] = useState('');
  const text = search.trim();
  const complete = storesTotal <= sessionStores.length;
  const storeName = useDebouncedValue(complete ? '' : text);
  const searched = useStoreList(
    { pageNum: 1, pageSize: SEARCH_PAGE_SIZE, storeName },
    { enabled: storeName !== '' },
  );
  const change = useChangeStore();

  const options = useMemo(() => {
    const list: StoreSummary[] =
      text === ''
        ? sessionStores
        : complete
          ? sessionStores.filter((s) => matches(s, text))
          : (searched.data?.list ?? sessionStores.filter((s) => matches(s, text)));
    const withCurrent =
      text === '' && currentStore && !list.some((s) => s.storeId === currentStore.storeId)
        ? [currentStore, ...list]
        : list;
    return withCurrent.map((s) => ({
      value: s.storeId,
      label: s.storeName,
      disabled: s.storeStatus === 'C',
      main: s.headOffFlg === 'Y',
    }));
  }, [text, complete, searched.data, sessionStores, currentStore]);

  if (sessionStores.length === 0 && !currentStore) return null;

  return (
    <Select
      aria-label={t('shell.currentStore')}
      value={currentStoreId ?? undefined}
      options={options}
      prefix={<ShopOutlined aria-hidden />}
      style={{ width }}
      loading={change.isPending || searched.isFetching}
      disabled={change.isPending}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
      optionRender={(option) => (
        <span>
          {option.data.label}
          {option.data.main && (
            <Tag color="orange" style={{ marginInlineStart: 8 }}>
              {t('shell.mainStoreTag')}
            </Tag>
          )}
        </span>
      )}
      onChange={(storeId: string) => {
        setSearch('');
        if (storeId === currentStoreId) return;
        change.mutate(storeId, {
          onSuccess: ({ currentStore: store }) => {
            void message.success(t('shell.storeChanged', { name: store.storeName }));
          },
        });
      }}
    />
  );
}
