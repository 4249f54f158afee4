import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Typography, theme } from 'antd';
import type { InputRef } from 'antd';
import { forwardRef, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useCheckoutProducts } from '../api';

export interface PickedProduct {
  productId: string;
  name: string;
  price: number;
  stock: number;
}

/**
 * The counter's product search (a combobox): focused when the page opens (F2 comes back to it);
 * the first match is active, arrow keys move, Enter adds the active product, Escape clears.
 */
export const ProductSearch = forwardRef<InputRef, { onPick: (p: PickedProduct) => void }>(function ProductSearch({ onPick }, ref) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const keyword = useDebouncedValue(text.trim(), 150);
  const products = useCheckoutProducts(keyword);
  const list = text.trim() && keyword ? (products.data?.list ?? []) : [];
  const open = Boolean(text.trim()) && (list.length > 0 || (!products.isFetching && Boolean(keyword)));
  // Enter typed faster than the search answered: add the first match once it is in.
  const ready = keyword === text.trim() && !products.isPlaceholderData && !products.isFetching;
  const [pendingEnter, setPendingEnter] = useState(false);

  const pick = (index: number) => {
    const p = list[index];
    if (!p) return;
    onPick({ productId: p.productId, name: p.name, price: p.price, stock: p.stock });
    setText('');
  };

  useEffect(() => {
    if (!pendingEnter || !ready) return;
    setPendingEnter(false);
    pick(0);
  });

  return (
    <div style={{ position: 'relative' }}>
      <Input
        ref={ref}
        autoFocus
        allowClear
        role="combobox"
        aria-expanded={open}
        aria-controls="checkout-product-list"
        aria-activedescendant={open && list[active] ? `checkout-product-${active}` : undefined}
        aria-label={t('checkout.items.searchLabel')}
        placeholder={t('checkout.items.search')}
        prefix={<SearchOutlined />}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, Math.max(list.length - 1, 0)));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter') {
            e.preventDefault();
            if (ready) pick(active);
            else if (text.trim()) setPendingEnter(true);
          } else if (e.key === 'Escape') {
            setText('');
          }
        }}
      />
      {open ? (
        <div
          id="checkout-product-list"
          role="listbox"
          aria-label={t('checkout.items.searchLabel')}
          style={{
            position: 'absolute',
            zIndex: 10,
            top: '100%',
            left: 0,
            right: 0,
            marginTop: 4,
            background: token.colorBgElevated,
            boxShadow: token.boxShadowSecondary,
            borderRadius: token.borderRadiusLG,
            padding: 4,
            maxHeight: 320,
            overflowY: 'auto',
          }}
        >
          {list.length === 0 ? (
            <Typography.Text type="secondary" style={{ display: 'block', padding: '5px 12px' }}>
              {t('checkout.items.noProducts')}
            </Typography.Text>
          ) : (
            list.map((p, index) => (
              <Flex
                key={p.productId}
                id={`checkout-product-${index}`}
                role="option"
                aria-selected={index === active}
                justify="space-between"
                gap={8}
                onMouseEnter={() => setActive(index)}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(index);
                }}
                style={{ padding: '5px 12px', borderRadius: token.borderRadiusSM, cursor: 'pointer', background: index === active ? token.controlItemBgActive : undefined }}
              >
                <span>
                  {p.name} <Typography.Text type="secondary">{p.productNo}</Typography.Text>
                </span>
                <span>
                  {formatMoney(p.price)}{' '}
                  <Typography.Text type={p.stock > 0 ? 'secondary' : 'danger'}>{p.stock > 0 ? t('checkout.items.inStock', { count: p.stock }) : t('checkout.items.outOfStock')}</Typography.Text>
                </span>
              </Flex>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
});
