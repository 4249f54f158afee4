import { App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverPaging, usePageInRange } from '../../../components/serverPaging';
import { useRowAction } from '../../../app/overlay/useRowAction';
import { displayDateTime } from '../../../components/dateDisplay';
import { TableEmpty } from '../../../components/TableEmpty';
import { ruleText } from '../../../i18n';
import { useReviewStore, useStoreReviewQueue } from '../api.manage';
import { storeReviewReasonRule } from '../../../../shared/actions/stores';
import { zodRule } from '../../../components/formRules';
import { ListTable } from '../../../components/stackedColumns';

interface Item {
  storeId: string;
  storeName: string;
  mercName: string;
  mercNo: string;
  address: string | null;
  requestedAt: string;
}

/**
 * The provider's support desk: stores waiting for the review of their publish request, oldest
 * first. An agent publishes a store, or refuses it with the reason the business then sees.
 */
export function StoreReviewDesk({ pageNum, pageSize, onPage }: { pageNum: number; pageSize: number; onPage: (pageNum: number, pageSize: number) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queue = useStoreReviewQueue(pageNum, pageSize);
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange({ pageNum, pageSize }, queue.data?.total, (p) => onPage(p.pageNum, p.pageSize));
  const review = useReviewStore();
  const row = useRowAction();
  const [refusing, setRefusing] = useState<Item | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  return (
    <>
      <Typography.Paragraph type="secondary">{t('stores.review.intro')}</Typography.Paragraph>
      <ListTable<Item>
        rowKey="storeId"
        size="middle"
        dataSource={queue.data?.list ?? []}
        loading={queue.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty failed={queue.isError} onRetry={() => void queue.refetch()} description={t('stores.review.empty')} /> }}
        columns={[
          { key: 'store', title: t('stores.review.store'), render: (_: unknown, s) => <span>{s.storeName}<br /><Typography.Text type="secondary">{s.address}</Typography.Text></span> },
          { key: 'business', title: t('stores.review.business'), render: (_: unknown, s) => `${s.mercName} (${s.mercNo})` },
          { key: 'requestedAt', title: t('stores.review.requestedAt'), dataIndex: 'requestedAt', render: (at: string) => displayDateTime(at) },
          {
            key: 'actions',
            title: t('stores.columns.actions'),
            render: (_: unknown, s) => (
              <Space>
                <Button
                  type="primary"
                  size="small"
                  disabled={row.busy(s.storeId)}
                  onClick={() => void row.run(s.storeId, () => review.mutateAsync({ storeId: s.storeId, decision: 'Y' }), t('stores.review.approved', { name: s.storeName }))}
                >
                  {t('stores.review.approve')}
                </Button>
                <Button size="small" danger disabled={row.busy(s.storeId)} onClick={() => setRefusing(s)}>
                  {t('stores.review.reject')}
                </Button>
              </Space>
            ),
          },
        ]}
        {...serverPaging({ pageNum, pageSize }, queue.data?.total ?? 0, (p) => onPage(p.pageNum, p.pageSize), { keepPageOnSizeChange: true })}
      />
      <Modal
        open={refusing !== null}
        title={refusing ? t('stores.review.reasonTitle', { name: refusing.storeName }) : ''}
        okText={t('stores.review.reject')}
        okButtonProps={{ danger: true, loading: review.isPending }}
        onCancel={() => setRefusing(null)}
        onOk={() => void form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={async ({ reason }) => {
            if (!refusing) return;
            try {
              await review.mutateAsync({ storeId: refusing.storeId, decision: 'R', reason });
              void message.success(t('stores.review.rejected', { name: refusing.storeName }));
              setRefusing(null);
            } catch {
              // the client has shown the refusal
            }
          }}
        >
          <Form.Item name="reason" label={t('stores.review.reason')} rules={[{ required: true, whitespace: true, message: ruleText('MMCP5007') }, zodRule(storeReviewReasonRule)]}>
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
