import { Avatar, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../shared/actions/inventory';
import { formatMoney, parseMoney } from '../../../../shared/format/money';
import { STATUS_KEYS } from '../../../../shared/rules/inventory';

/** Colours of the inventory statuses (spec 001 section 4). */
export const STATUS_COLORS: Record<string, string> = {
  '0': 'default',
  '1': 'green',
  '2': 'gold',
  '3': 'orange',
  '4': 'red',
  '5': 'blue',
};

export function StatusTag({ status }: { status: keyof typeof STATUS_KEYS }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`inventory.status.${STATUS_KEYS[status]}`)}</Tag>;
}

/** Initials are white on these: each reads at 4.5:1 or better (WCAG AA). */
const PALETTE = ['#c2410c', '#1971c2', '#2b7a3e', '#9c36b5', '#a75e0f', '#0b7285'];

/** The product's picture, or its initials on a colour of its name when it has none. */
export function ProductThumb({ product, size = 40 }: { product: Pick<Product, 'name' | 'imageUrl'>; size?: number }) {
  if (product.imageUrl) return <Avatar shape="square" size={size} src={product.imageUrl} alt="" />;
  const initials = product.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
  const colour = PALETTE[[...product.name].reduce((n, c) => n + c.charCodeAt(0), 0) % PALETTE.length];
  return (
    <Avatar shape="square" size={size} style={{ background: colour }} aria-hidden>
      {initials}
    </Avatar>
  );
}

/** The selling price, with the price before the discount struck through when there is one. */
export function PriceText({ product }: { product: Pick<Product, 'price' | 'discount' | 'sellingPrice'> }) {
  return (
    <span>
      <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(product.sellingPrice)}</span>
      {product.discount > 0 && (
        // The price before the discount goes under the selling price when the column is narrow (a phone).
        <Typography.Text delete type="secondary" style={{ marginLeft: 6, fontSize: 12, whiteSpace: 'nowrap', display: 'inline-block' }}>
          {formatMoney(product.price)}
        </Typography.Text>
      )}
    </span>
  );
}

/** Shillings typed in a form (a number with up to 2 decimals) as minor units; null when empty or not money. */
export function toMinor(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const minor = parseMoney(typeof value === 'number' ? value.toFixed(2) : value);
  return minor === null ? null : Number(minor);
}
