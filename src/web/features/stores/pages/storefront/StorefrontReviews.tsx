import { Card, Empty, Flex, List, Progress, Rate, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDateTime } from '../../../../components/dateDisplay';
import { useStoreReviews } from '../../api.manage';

/** The storefront's customer reviews: the average, how many gave each rating, then the reviews. */
export function StorefrontReviews() {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 5 });
  const reviews = useStoreReviews(page.pageNum, page.pageSize);
  const data = reviews.data;
  const total = data?.counts.reduce((a, b) => a + b, 0) ?? 0;
  return (
    <Card size="small" title={t('stores.front.reviews')}>
      {data && total === 0 ? (
        <Empty description={t('stores.front.noReviews')} />
      ) : (
        <Flex gap={32} wrap align="flex-start">
          <Flex vertical gap={4} style={{ minWidth: 220 }} aria-label={t('stores.front.ratingSummary')}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {data?.average?.toFixed(1) ?? '—'}
            </Typography.Title>
            <Rate disabled allowHalf value={data?.average ?? 0} />
            <Typography.Text type="secondary">{t('stores.front.reviewCount', { count: total })}</Typography.Text>
            {[5, 4, 3, 2, 1].map((stars) => {
              const n = data?.counts[stars - 1] ?? 0;
              const percent = total ? Math.round((n / total) * 100) : 0;
              return (
                <Flex key={stars} gap={8} align="center">
                  <span style={{ width: 24 }}>{stars}★</span>
                  <Progress percent={percent} aria-label={t('stores.front.starShare', { stars, percent })} showInfo={false} size="small" style={{ width: 140, margin: 0 }} />
                  <span>{n}</span>
                </Flex>
              );
            })}
          </Flex>
          <List
            style={{ flex: 1, minWidth: 280 }}
            loading={reviews.isFetching}
            dataSource={data?.list ?? []}
            pagination={{
              current: page.pageNum,
              pageSize: page.pageSize,
              total: data?.total ?? 0,
              size: 'small',
              onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
            }}
            renderItem={(r) => (
              <List.Item key={r.reviewId}>
                <List.Item.Meta
                  title={
                    <Flex gap={8} align="center" wrap>
                      <strong>{r.username}</strong>
                      <Rate disabled value={r.rating} style={{ fontSize: 14 }} />
                      <Typography.Text type="secondary">{displayDateTime(r.createdAt)}</Typography.Text>
                    </Flex>
                  }
                  description={r.description}
                />
              </List.Item>
            )}
          />
        </Flex>
      )}
    </Card>
  );
}
