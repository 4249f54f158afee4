import { Alert, Card, Col, Descriptions, Result, Row, Skeleton, Space, Statistic, Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CustomerOrder } from '../../../../../shared/actions/customers';
import { formatMoney } from '../../../../../shared/format/money';
import { formatPhone } from '../../../../../shared/format/phone';
import { useFunctions } from '../../../../app/guards/permissions';
import { ButtonLink } from '../../../../components/ButtonLink';
import { displayDate, displayDateTime } from '../../../../components/dateDisplay';
import { PageCard } from '../../../../components/PageCard';
import { type PageState, serverPaging, usePageInRange } from '../../../../components/serverPaging';
import { TableEmpty } from '../../../../components/TableEmpty';
import { readPage, toSearch } from '../../../../components/urlParams';
import { useCustomer, useCustomerOrders } from '../../api';
import { ListTable } from '../../../../components/stackedColumns';

/** /customer/details?custId=: a customer's profile, what they have bought, and their orders (2106). */
export default function CustomerDetailsPage() {
  const { t } = useTranslation();
  const { has } = useFunctions();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const custId = params.get('custId') ?? '';
  const page = useMemo(() => readPage(new URLSearchParams(search)), [search]);
  const go = useCallback((p: PageState) => setParams(toSearch({ custId, page: p.pageNum, size: p.pageSize })), [setParams, custId]);
  const customer = useCustomer(custId || null);
  const orders = useCustomerOrders(custId, page);
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(page, orders.data?.total, go);
  const c = customer.data;
  const none = t('common.none');

  if (customer.isPending && custId) return <PageCard title={t('customers.menu.details')}><Skeleton active /></PageCard>;
  if (!c) {
    return (
      <PageCard title={t('customers.menu.details')}>
        <Result status="warning" title={t('customers.form.notFound')} extra={<ButtonLink to="/customer">{t('customers.form.back')}</ButtonLink>} />
      </PageCard>
    );
  }

  return (
    <PageCard
      title={c.fullName}
      extra={
        <Space wrap>
          {has('2103') && c.blackFlg === 'N' && <ButtonLink to={`/customer/sendMessage?ids=${encodeURIComponent(c.custId)}`}>{t('customers.list.sendMessage')}</ButtonLink>}
          {has('2104') && (
            <ButtonLink type="primary" to={`/customer/edit?custId=${encodeURIComponent(c.custId)}`}>
              {t('customers.list.edit')}
            </ButtonLink>
          )}
        </Space>
      }
    >
      {c.blackFlg === 'Y' && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('customers.details.blackReason', { reason: c.blackReason || none })} />
      )}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title={t('customers.details.orderCount')} value={c.stats.orderCount} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title={t('customers.details.totalSpent')} value={formatMoney(c.stats.totalSpent)} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title={t('customers.details.lastOrderAt')} value={c.stats.lastOrderAt ? displayDateTime(c.stats.lastOrderAt) : t('customers.details.none')} />
          </Card>
        </Col>
      </Row>
      <Descriptions title={t('customers.details.profile')} bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 24 }}>
        <Descriptions.Item label={t('customers.form.mobile')}>{formatPhone(c.mobile)}</Descriptions.Item>
        <Descriptions.Item label={t('customers.form.email')}>{c.email || none}</Descriptions.Item>
        <Descriptions.Item label={t('customers.form.gender')}>{c.gender ? t(`customers.gender.${c.gender}`) : none}</Descriptions.Item>
        <Descriptions.Item label={t('customers.form.state')}>
          <Tag color={c.state === '1' ? 'green' : 'default'}>{t(`customers.state.${c.state}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('customers.form.birthday')}>{c.birthday ? displayDate(c.birthday) : none}</Descriptions.Item>
        <Descriptions.Item label={t('customers.form.anniversary')}>{c.anniversary ? displayDate(c.anniversary) : none}</Descriptions.Item>
        <Descriptions.Item label={t('customers.list.createdAt')}>{displayDateTime(c.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('customers.form.note')}>{c.note || none}</Descriptions.Item>
      </Descriptions>
      <h2 style={{ fontSize: 16, fontWeight: 600 }}>{t('customers.details.orders')}</h2>
      <ListTable<CustomerOrder> stack={{ aside: 'total' }}
        rowKey="orderNo"
        size="middle"
        dataSource={orders.data?.list ?? []}
        loading={orders.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty failed={orders.isError} onRetry={() => void orders.refetch()} description={t('customers.details.noOrders')} /> }}
        columns={[
          {
            key: 'orderNo',
            title: t('customers.details.orderNo'),
            // The order's own page belongs to the order screens (Sales view, 0501).
            render: (_, o) =>
              has('0501') ? (
                <ButtonLink type="link" size="small" style={{ padding: 0 }} to={`/manage/order/detail?orderNo=${encodeURIComponent(o.orderNo)}`}>
                  {o.orderNo}
                </ButtonLink>
              ) : (
                o.orderNo
              ),
          },
          { key: 'createdAt', title: t('customers.details.createdAt'), render: (_, o) => displayDateTime(o.createdAt) },
          { key: 'items', title: t('customers.details.items'), dataIndex: 'itemCount', align: 'right' },
          { key: 'total', title: t('customers.details.total'), align: 'right', render: (_, o) => formatMoney(o.total) },
          { key: 'paid', title: t('customers.details.paid'), align: 'right', render: (_, o) => formatMoney(o.paidAmount) },
          { key: 'refunded', title: t('customers.details.refunded'), align: 'right', render: (_, o) => formatMoney(o.refundedAmount) },
          {
            key: 'payStatus',
            title: t('customers.details.payStatus'),
            render: (_, o) => <Tag color={o.payStatus === 'PS' ? 'green' : o.payStatus === 'FP' ? 'red' : 'default'}>{t(`customers.payStatus.${o.payStatus}`, { defaultValue: o.payStatus })}</Tag>,
          },
        ]}
        {...serverPaging(page, orders.data?.total ?? 0, go, { showTotal: (count) => t('customers.details.ordersTotal', { count }) })}
      />
    </PageCard>
  );
}
