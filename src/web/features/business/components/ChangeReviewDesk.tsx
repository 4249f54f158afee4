import { App, Button, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isActionError } from '../../../api/errors';
import { displayDateTime } from '../../../components/dateDisplay';
import { serverPaging, usePageInRange } from '../../../components/serverPaging';
import { ListTable } from '../../../components/stackedColumns';
import { TableEmpty } from '../../../components/TableEmpty';
import { listWords } from '../../../i18n';
import { useChangeReviews, useReviewChange } from '../api';
import { ChangeDecisionForm } from './ChangeDecisionForm';
import { ChangeDiff } from './ChangeDiff';
import type { BusinessChange } from './changeTypes';
import { useDictLabel } from './useDictLabel';

type Item = BusinessChange & { mercName: string; mercNo: string };

/**
 * The provider's support desk: changes of business information that no one in their business but
 * the person who applied could decide (a sole owner alone), oldest first. An agent reads the
 * change and approves it (applied at once) or rejects it with a reason the business then sees.
 */
export function ChangeReviewDesk({ pageNum, pageSize, onPage }: { pageNum: number; pageSize: number; onPage: (pageNum: number, pageSize: number) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queue = useChangeReviews({ pageNum, pageSize });
  // A page past the end (?page=999, or the last row decided) moves to the last page.
  usePageInRange({ pageNum, pageSize }, queue.data?.total, (p) => onPage(p.pageNum, p.pageSize));
  const review = useReviewChange();
  const [open, setOpen] = useState<Item | null>(null);
  const label = useDictLabel(null);
  const fieldsOf = (c: BusinessChange) => listWords(Object.keys(c.changes).map((f) => t(`business.fields.${f}`, { defaultValue: f })));

  const decide = async (approve: 'Y' | 'N', reason: string | undefined) => {
    if (!open) return;
    try {
      await review.mutateAsync({ changeId: open.changeId, approve, reason });
      void message.success(t(approve === 'Y' ? 'business.approvals.approved' : 'business.approvals.rejected'));
      setOpen(null);
    } catch (e) {
      if (isActionError(e)) void message.error(e.message);
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('business.changeReview.intro')}</Typography.Paragraph>
      <ListTable<Item>
        rowKey="changeId"
        size="middle"
        dataSource={queue.data?.list ?? []}
        loading={queue.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty failed={queue.isError} onRetry={() => void queue.refetch()} description={t('business.changeReview.empty')} /> }}
        columns={[
          { key: 'business', title: t('business.changeReview.business'), render: (_: unknown, c) => `${c.mercName} (${c.mercNo})` },
          { key: 'requestedBy', title: t('business.approvals.requestedBy'), dataIndex: 'requestedBy' },
          { key: 'createdAt', title: t('business.approvals.appliedAt'), render: (_: unknown, c) => displayDateTime(c.createdAt) },
          { key: 'fields', title: t('business.approvals.fields'), render: (_: unknown, c) => fieldsOf(c) },
          {
            key: 'actions',
            title: t('business.approvals.actions'),
            render: (_: unknown, c) => (
              <Button type="link" onClick={() => setOpen(c)}>
                {t('business.approvals.details')}
              </Button>
            ),
          },
        ]}
        {...serverPaging({ pageNum, pageSize }, queue.data?.total ?? 0, (p) => onPage(p.pageNum, p.pageSize), { keepPageOnSizeChange: true })}
      />
      <Drawer open={open !== null} title={open ? `${open.mercName} (${open.mercNo})` : ''} onClose={() => setOpen(null)} width={560} destroyOnHidden>
        {open && (
          <Flex vertical gap={16}>
            <Typography.Text>{t('business.change.appliedBy', { name: open.requestedBy, at: displayDateTime(open.createdAt) })}</Typography.Text>
            <ChangeDiff change={open} label={label} />
            <ChangeDecisionForm busy={review.isPending} onDecide={decide} />
          </Flex>
        )}
      </Drawer>
    </>
  );
}
