import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { subscriptionRecord } from '../../../../../shared/actions/subscriptions';
import { displayDateTime } from '../../../../components/dateDisplay';
import { formatMoney } from '../../../../../shared/format/money';
import { serverPaging } from '../../../../components/serverPaging';
import { TableEmpty } from '../../../../components/TableEmpty';
import type { PageQuery } from '../../api';
import { ListTable } from '../../../../components/stackedColumns';

type Subscription = z.infer<typeof subscriptionRecord>;

/** The business's subscriptions, newest first, paged on the server. */
export function SubscriptionHistory(props: {
  rows: Subscription[];
  total: number;
  query: PageQuery;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onPage: (q: PageQuery) => void;
}) {
  const { t } = useTranslation();
  const { query } = props;
  return (
    <ListTable<Subscription> stack={{ aside: 'amount' }}
      rowKey="subscriptionId"
      size="middle"
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      aria-label={t('business.plans.history')}
      locale={{
        emptyText: <TableEmpty failed={props.failed} onRetry={props.onRetry} description={t('business.plans.historyEmpty')} />,
      }}
      columns={[
        { key: 'plan', title: t('business.plans.plan'), dataIndex: 'planName' },
        { key: 'amount', title: t('business.plans.amount'), render: (_, s) => formatMoney(s.amount) },
        { key: 'startsAt', title: t('business.plans.startsAt'), render: (_, s) => displayDateTime(s.startsAt) },
        { key: 'endsAt', title: t('business.plans.endsAt'), render: (_, s) => displayDateTime(s.endsAt) },
        {
          key: 'payStatus',
          title: t('business.plans.payStatus'),
          render: (_, s) =>
            s.payStatus === 'U' ? (
              <Tag color="orange">{t('business.plans.unpaid')}</Tag>
            ) : s.payStatus === 'C' ? (
              <Tag>{t('business.plans.cancelled')}</Tag>
            ) : (
              <Tag color="green">{t('business.plans.paid')}</Tag>
            ),
        },
      ]}
      {...serverPaging(query, props.total, props.onPage)}
    />
  );
}
