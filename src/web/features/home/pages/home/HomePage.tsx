import { Alert, Card, Col, Descriptions, Flex, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName, truncateName } from '../../../../../shared/format/name';
import { useSession } from '../../../../api/session';
import { ButtonLink } from '../../../../components/ButtonLink';
import { displayDateTime } from '../../../../components/dateDisplay';
import { dictText, roleText } from '../../../../components/dictText';
import { useFunctions } from '../../../../app/guards/permissions';
import { useStorefront } from '../../../stores/api';
import { WalletSection } from '../../../wallet/components/WalletSection';
import { SalesWidget } from '../../../orders/components/SalesWidget';
import { BannerCarousel } from '../../components/BannerCarousel';
import { QuickAccess } from '../../components/QuickAccess';
import { RecommendedMiniApps } from '../../components/RecommendedMiniApps';
import { greetingFor, nairobiHour } from './greeting';

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      variant="borderless"
      style={{ height: '100%' }}
      title={<h2 style={{ fontSize: 16, margin: 0, fontWeight: 600 }}>{title}</h2>}
    >
      {children}
    </Card>
  );
}

/** /home: the person, the business and the store they are working in, and where to go next. */
export default function HomePage() {
  const { t } = useTranslation();
  const person = useSession((s) => s.person);
  const business = useSession((s) => s.business);
  const storefront = useStorefront();
  const { has } = useFunctions();
  const none = t('common.none');

  const greeting = greetingFor(nairobiHour(new Date()));
  const name = person?.firstName || fullName(person?.firstName, person?.lastName);
  const store = business?.currentStore ?? null;

  return (
    <Flex vertical gap={16}>
      {person?.idUploadFlag === 'N' && (
        <Alert
          type="warning"
          showIcon
          message={t('onboarding.home.idMissing')}
          action={
            <ButtonLink to="/uploadIdDocument" size="small" type="primary">
              {t('onboarding.setupDialog.uploadId')}
            </ButtonLink>
          }
        />
      )}
      <Card
        variant="borderless"
        style={{ background: 'linear-gradient(120deg, #fff7e6 0%, #ffffff 70%)' }}
      >
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }} title={name}>
          {t(`home.greeting.${greeting}`, { name: truncateName(name) })}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
          {t('home.intro')}
        </Typography.Paragraph>
      </Card>

      <BannerCarousel />

      <QuickAccess />

      {/* The wallet for those who may see the balance (function 45 ViewBalance; not the cashier). */}
      {business && has('45') && <WalletSection />}

      {/* Today's sales of the current store (function 0501). */}
      {business && <SalesWidget />}

      <Row gutter={[16, 16]}>
        <Col xs={24} md={12} xl={8}>
          <InfoCard title={t('home.business')}>
            {/* The business's whole name (the spec's 15-character rule is for people's full names); an ellipsis only if the card is too narrow. */}
            <Typography.Text strong ellipsis={{ tooltip: business?.mercName }} style={{ fontSize: 18, display: 'block', marginBottom: 12 }}>
              {business ? business.mercName : none}
            </Typography.Text>
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'type',
                  label: t('home.businessType'),
                  children: business ? t(`dict.merchantType.${business.merchantType}`) : none,
                },
                {
                  key: 'kyc',
                  label: t('home.kycLevel'),
                  children: business ? (
                    <span>
                      {t(`dict.kycLevel.${business.kycLevel}`)}{' '}
                      <Tag color={business.kycSts === '02' ? 'green' : 'gold'}>
                        {t(`dict.kycSts.${business.kycSts}`)}
                      </Tag>
                    </span>
                  ) : (
                    none
                  ),
                },
                {
                  key: 'plan',
                  label: t('home.plan'),
                  children: business?.planName ?? t('home.noPlan'),
                },
              ]}
            />
          </InfoCard>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <InfoCard title={t('home.currentStore')}>
            <Typography.Text strong style={{ fontSize: 18, display: 'block', marginBottom: 12 }}>
              {store?.storeName ?? t('home.noStore')}
              {store?.headOffFlg === 'Y' && (
                <Tag color="orange" style={{ marginInlineStart: 8, verticalAlign: 'middle' }}>
                  {t('shell.mainStoreTag')}
                </Tag>
              )}
            </Typography.Text>
            {storefront.data && (
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'storefront',
                    label: t('home.storefront'),
                    children: (
                      <Tag color={storefront.data.mshpSts === '1' ? 'green' : 'default'}>
                        {t(`dict.storefront.${storefront.data.mshpSts}`)}
                      </Tag>
                    ),
                  },
                ]}
              />
            )}
          </InfoCard>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <InfoCard title={t('home.role')}>
            <Typography.Text strong style={{ fontSize: 18, display: 'block', marginBottom: 12 }}>
              {roleText(person?.roleName, none)}
            </Typography.Text>
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'designation',
                  label: t('home.designation'),
                  children: dictText('designation', person?.designation, none),
                },
                {
                  key: 'lastLogin',
                  label: t('home.lastLogin'),
                  children: displayDateTime(person?.lastLoginAt) || none,
                },
              ]}
            />
          </InfoCard>
        </Col>
      </Row>

      <RecommendedMiniApps />
    </Flex>
  );
}
