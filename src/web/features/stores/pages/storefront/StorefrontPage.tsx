import { App, Button, Card, Col, Descriptions, Flex, Image, Result, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayPhone } from '../../../../../shared/rules/identity';
import { useFunctions } from '../../../../app/guards/permissions';
import { useConfirm } from '../../../../app/overlay/useConfirm';
import { ButtonLink } from '../../../../components/ButtonLink';
import { PageCard } from '../../../../components/PageCard';
import { useUpdateStorefront } from '../../api';
import { useStorefrontSettings } from '../../api.manage';
import { STORE_MANAGE_FUNC } from '../../components/StorefrontToggle';
import { StorefrontReviews } from './StorefrontReviews';

/** /setting/manageStoreFront: the current store's storefront as customers see it, and its reviews. */
export default function StorefrontPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const front = useStorefrontSettings();
  const toggle = useUpdateStorefront();
  const { has } = useFunctions();
  const canManage = has(STORE_MANAGE_FUNC);
  const d = front.data;

  if (front.isError) {
    return (
      <PageCard title={t('stores.menu.manageStoreFront')}>
        <Result status="warning" title={t('stores.front.loadFailed')} extra={<Button onClick={() => void front.refetch()}>{t('common.retry')}</Button>} />
      </PageCard>
    );
  }

  const open = d?.mshpSts === '1';
  const onToggle = async () => {
    const next = open ? '0' : '1';
    if (!(await confirm({ title: next === '1' ? t('shell.confirmOpenStorefront') : t('shell.confirmCloseStorefront'), danger: next === '0' }))) return;
    toggle.mutate(next, {
      onSuccess: (out) => {
        void message.success(out.mshpSts === '1' ? t('shell.storefrontOpened') : t('shell.storefrontClosedDone'));
        void front.refetch();
      },
    });
  };

  return (
    <PageCard
      title={t('stores.menu.manageStoreFront')}
      extra={
        canManage && d ? (
          <Space wrap>
            <Button danger={open} type={open ? 'default' : 'primary'} loading={toggle.isPending} onClick={() => void onToggle()}>
              {open ? t('stores.front.close') : t('stores.front.open')}
            </Button>
            <ButtonLink to="/setting/manageStoreFront/storeSettings">{t('stores.menu.storeSettings')}</ButtonLink>
          </Space>
        ) : undefined
      }
    >
      {!d ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Card
            size="small"
            cover={
              d.bannerUrl ? (
                <Image src={d.bannerUrl} alt={t('stores.front.banner')} height={180} style={{ objectFit: 'cover' }} preview={false} />
              ) : (
                <div style={{ height: 120, background: 'linear-gradient(90deg, #fff1e6, #ffd8bf)', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                  <Typography.Text type="secondary">{t('stores.front.noBanner')}</Typography.Text>
                </div>
              )
            }
          >
            <Flex justify="space-between" align="center" wrap gap={8}>
              <div>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {d.displayName ?? d.storeName}
                </Typography.Title>
                {d.legalName && <Typography.Text type="secondary">{d.legalName}</Typography.Text>}
              </div>
              <Tag color={open ? 'green' : 'default'}>{t(`dict.storefront.${d.mshpSts}`)}</Tag>
            </Flex>
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <Descriptions bordered size="small" column={1} title={t('stores.front.contacts')}>
                <Descriptions.Item label={t('stores.front.phone')}>{d.phone ? displayPhone(d.phone) : '—'}</Descriptions.Item>
                <Descriptions.Item label={t('stores.form.email')}>{d.email ?? '—'}</Descriptions.Item>
                <Descriptions.Item label={t('stores.front.whatsapp')}>{d.whatsapp ? displayPhone(d.whatsapp) : '—'}</Descriptions.Item>
                <Descriptions.Item label={t('stores.front.social')}>
                  {[
                    d.facebook && `Facebook ${d.facebook}`,
                    d.instagram && `Instagram ${d.instagram}`,
                    d.xHandle && `X ${d.xHandle}`,
                    d.tiktok && `TikTok ${d.tiktok}`,
                  ]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('stores.front.paymentMethods')}>
                  <Space wrap size={4}>
                    {d.paymentMethods.length
                      ? d.paymentMethods.map((m) => <Tag key={m}>{t(`orders.method.${m}`, { defaultValue: m })}</Tag>)
                      : '—'}
                  </Space>
                </Descriptions.Item>
                <Descriptions.Item label={t('stores.front.location')}>{d.location ?? '—'}</Descriptions.Item>
                <Descriptions.Item label={t('stores.front.returnPolicy')}>{d.returnPolicy ?? '—'}</Descriptions.Item>
              </Descriptions>
            </Col>
            <Col xs={24} lg={10}>
              <Table
                size="small"
                rowKey="weekday"
                pagination={false}
                title={() => <strong>{t('stores.front.hours')}</strong>}
                dataSource={d.hours}
                columns={[
                  { key: 'day', title: t('stores.front.day'), render: (_: unknown, h) => t(`stores.weekday.${h.weekday}`) },
                  {
                    key: 'time',
                    title: t('stores.front.time'),
                    render: (_: unknown, h) => (h.closed === 'Y' ? <Tag>{t('stores.front.closed')}</Tag> : `${h.openTime} – ${h.closeTime}`),
                  },
                ]}
              />
            </Col>
          </Row>
          <StorefrontReviews />
        </Flex>
      )}
    </PageCard>
  );
}
