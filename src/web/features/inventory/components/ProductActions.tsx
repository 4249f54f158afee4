import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Product } from '../../../../shared/actions/inventory';
import { useRowAction } from '../../../app/overlay/useRowAction';
import { useProductsChange } from '../api';

/**
 * What can be done to one product: edit, publish or unpublish, delete (confirmed). The list shows
 * them as links in the row (`link`); the product's page as buttons, and leaves for the list once
 * the product is deleted (`onDeleted`).
 */
export function ProductActions({ product: p, link = false, onDeleted }: { product: Product; link?: boolean; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useProductsChange();
  const row = useRowAction();
  const type = link ? ('link' as const) : undefined;
  return (
    <Flex gap={link ? 0 : 8} wrap>
      <Button type={type} onClick={() => void navigate(`/manage/inventory/editInventory?productId=${p.productId}`)}>
        {t('inventory.edit')}
      </Button>
      <Button
        type={type}
        disabled={row.busy(p.productId)}
        onClick={() =>
          void row.run(
            p.productId,
            () => change.mutateAsync({ productIds: [p.productId], change: p.status === '1' ? 'unpublish' : 'publish' }),
            p.status === '1' ? t('inventory.unpublished') : t('inventory.published'),
          )
        }
      >
        {p.status === '1' ? t('inventory.unpublish') : t('inventory.publish')}
      </Button>
      <Button
        type={type}
        danger
        disabled={row.busy(p.productId)}
        onClick={() =>
          void row.run(
            p.productId,
            async () => {
              await change.mutateAsync({ productIds: [p.productId], change: 'delete' });
              onDeleted?.();
            },
            t('inventory.deleted'),
            { title: t('inventory.deleteConfirm', { count: 1, name: p.name }), danger: true },
          )
        }
      >
        {t('inventory.delete')}
      </Button>
    </Flex>
  );
}
