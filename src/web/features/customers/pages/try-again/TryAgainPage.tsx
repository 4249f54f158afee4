import { Alert, Button, Descriptions, Result, Space, Table, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { NoticeRecipient } from '../../../../../shared/actions/customers';
import { PhoneText } from '../../../../components/PhoneText';
import { useFunctions } from '../../../../app/guards/permissions';
import { ButtonLink } from '../../../../components/ButtonLink';
import { displayDateTime } from '../../../../components/dateDisplay';
import { PageCard } from '../../../../components/PageCard';
import { type PageState, serverPaging, usePageInRange } from '../../../../components/serverPaging';
import { ShortName } from '../../../../components/ShortName';
import { TableEmpty } from '../../../../components/TableEmpty';
import { readPage, toSearch } from '../../../../components/urlParams';
import { useNoticeFailures, useRetryNotice } from '../../api';
import { NoticeResult } from '../../components/NoticeResult';

/**
 * /customer/sendMessage/tryAgain?noticeId=: the customers a message did not reach, why, and the
 * way to send it to them again once the cause is fixed (2103).
 */
export default function TryAgainPage() {
  const { t } = useTranslation();
  const { has } = useFunctions();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const noticeId = params.get('noticeId') ?? '';
  const page = useMemo(() => readPage(new URLSearchParams(search)), [search]);
  const go = useCallback((p: PageState) => setParams(toSearch({ noticeId, page: p.pageNum, size: p.pageSize })), [setParams, noticeId]);
  const failures = useNoticeFailures(noticeId, page);
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(page, failures.data?.total, go);
  const retry = useRetryNotice();
  const [selected, setSelected] = useState<string[]>([]);
  const [done, setDone] = useState<{ sent: number; failed: number } | null>(null);
  const notice = failures.data?.notice;

  const onRetry = async (recipientIds?: string[]) => {
    try {
      const out = await retry.mutateAsync({ noticeId, recipientIds });
      setDone(out);
      setSelected([]);
    } catch {
      // the client has shown the refusal
    }
  };

  if (!noticeId || (failures.isError && !failures.data)) {
    return (
      <PageCard title={t('customers.retry.title')}>
        <Result status="warning" title={t('customers.form.notFound')} extra={<ButtonLink to="/customer/sendMessage">{t('customers.menu.sendMessage')}</ButtonLink>} />
      </PageCard>
    );
  }

  const total = failures.data?.total ?? 0;
  return (
    <PageCard title={t('customers.retry.title')}>
      {notice && (
        <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('customers.message.channel')}>{t(`customers.message.channels.${notice.channel}`)}</Descriptions.Item>
          <Descriptions.Item label={t('customers.message.sentAt')}>{displayDateTime(notice.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('customers.retry.notice')} span={2}>
            {notice.subject ? <Typography.Text strong>{notice.subject}: </Typography.Text> : null}
            {notice.content}
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.message.result')} span={2}>
            <NoticeResult sent={notice.sent} total={notice.total} />
          </Descriptions.Item>
        </Descriptions>
      )}
      {done && (
        <Alert style={{ marginBottom: 16 }} type={done.failed === 0 ? 'success' : 'warning'} showIcon message={t('customers.retry.done', done)} />
      )}
      {total === 0 && !failures.isFetching ? (
        <Result status="success" title={t('customers.retry.none')} extra={<ButtonLink to="/customer/sendMessage">{t('customers.menu.sendMessage')}</ButtonLink>} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('customers.retry.intro')}</Typography.Paragraph>
          <Table<NoticeRecipient>
            rowKey="recipientId"
            size="middle"
            dataSource={failures.data?.list ?? []}
            loading={failures.isFetching}
            scroll={{ x: 'max-content' }}
            aria-label={t('customers.retry.title')}
            rowSelection={{ selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys) => setSelected(keys.map(String)) }}
            locale={{ emptyText: <TableEmpty failed={failures.isError} onRetry={() => void failures.refetch()} description={t('customers.retry.none')} /> }}
            columns={[
              { key: 'name', title: t('customers.retry.name'), render: (_, r) => <ShortName name={r.name} /> },
              { key: 'mobile', title: t('customers.list.mobile'), render: (_, r) => <PhoneText phone={r.mobile} /> },
              { key: 'email', title: t('customers.list.email'), render: (_, r) => r.email || t('common.none') },
              { key: 'reason', title: t('customers.retry.reason'), width: 300, render: (_, r) => <Typography.Text type="danger">{r.reason}</Typography.Text> },
              { key: 'attempts', title: t('customers.retry.attempts'), dataIndex: 'attempts', align: 'right' },
              {
                key: 'actions',
                title: t('customers.list.actions'),
                render: (_, r) =>
                  has('2104') ? (
                    <ButtonLink type="link" to={`/customer/edit?custId=${encodeURIComponent(r.custId)}`}>
                      {t('customers.retry.edit')}
                    </ButtonLink>
                  ) : null,
              },
            ]}
            {...serverPaging(page, total, go)}
          />
          <Space style={{ marginTop: 12 }}>
            <Button type="primary" loading={retry.isPending} onClick={() => void onRetry()}>
              {t('customers.retry.tryAll')}
            </Button>
            <Button disabled={selected.length === 0 || retry.isPending} onClick={() => void onRetry(selected)}>
              {t('customers.retry.trySelected')}
            </Button>
          </Space>
        </>
      )}
    </PageCard>
  );
}
