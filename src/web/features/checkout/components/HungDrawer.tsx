import { Button, Drawer, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money';
import { displayDateTime } from '../../../components/dateDisplay';
import { useHungOrders } from '../api';

/** The store's suspended sales, newest first, paged on the server; resume brings one back to the counter. */
export function HungDrawer({ open, onClose, onResume }: { open: boolean; onClose: () => void; onResume: (orderNo: string) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const hung = useHungOrders(page, open);
  return (
    <Drawer open={open} onClose={onClose} title={t('checkout.hung.title')} width={420}>
      <List
        loading={hung.isFetching}
        dataSource={hung.data?.list ?? []}
        locale={{ emptyText: t('checkout.hung.empty') }}
        pagination={
          (hung.data?.total ?? 0) > page.pageSize
            ? { current: page.pageNum, pageSize: page.pageSize, total: hung.data?.total ?? 0, onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }), size: 'small' }
            : false
        }
        renderItem={(o) => (
          <List.Item
            actions={[
              <Button key="resume" type="primary" size="small" onClick={() => onResume(o.orderNo)}>
                {t('checkout.hung.resume')}
              </Button>,
            ]}
          >
            <Flex vertical>
              <Typography.Text strong>{formatMoney(o.totalAmount)}</Typography.Text>
              <Typography.Text type="secondary">
                {o.orderNo} · {t('checkout.hung.items', { count: o.itemCount })}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('checkout.hung.at')}: {displayDateTime(o.hungAt)}
                {o.cashier ? ` · ${o.cashier}` : ''}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Drawer>
  );
}
