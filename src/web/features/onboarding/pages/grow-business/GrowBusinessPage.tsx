import {
  AppstoreOutlined,
  BarChartOutlined,
  GiftOutlined,
  ShopOutlined,
  SwapOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Row, theme, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../../../app/shell/Brand';
import { LanguageSwitch } from '../../../../app/shell/LanguageSwitch';
import { ButtonLink } from '../../../../components/ButtonLink';

const FEATURES: ReadonlyArray<{ key: string; Icon: ComponentType }> = [
  { key: 'stores', Icon: ShopOutlined },
  { key: 'checkout', Icon: AppstoreOutlined },
  { key: 'payments', Icon: SwapOutlined },
  { key: 'credit', Icon: WalletOutlined },
  { key: 'promotions', Icon: GiftOutlined },
  { key: 'reports', Icon: BarChartOutlined },
];

/** The public landing page: what the portal offers a business, and the way in. */
export default function GrowBusinessPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Register joins the Log in button when the sign-up flow (/register) is built.
  const loginButton = (
    <ButtonLink
      to="/login"
      type="primary"
      size="large"
      style={{ height: 48, paddingInline: 32, fontWeight: 600 }}
    >
      {t('landing.login')}
    </ButtonLink>
  );

  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <header
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex
          justify="space-between"
          align="center"
          style={{ maxWidth: 1120, margin: '0 auto', padding: '12px 24px' }}
        >
          <Brand />
          <Flex gap={12} align="center">
            <LanguageSwitch />
            <ButtonLink to="/login" type="primary">
              {t('landing.login')}
            </ButtonLink>
          </Flex>
        </Flex>
      </header>

      <main>
        <section
          style={{
            background: 'linear-gradient(160deg, #fff7e6 0%, #ffe7ba 100%)',
            padding: '72px 24px',
          }}
        >
          <div style={{ maxWidth: 1120, margin: '0 auto' }}>
            <Typography.Title level={1} style={{ fontSize: 40, maxWidth: 720, marginTop: 0 }}>
              {t('landing.title')}
            </Typography.Title>
            <Typography.Paragraph style={{ fontSize: 18, maxWidth: 640, color: token.colorTextSecondary }}>
              {t('landing.lead')}
            </Typography.Paragraph>
            <Flex gap={12} style={{ marginTop: 32 }}>
              {loginButton}
            </Flex>
          </div>
        </section>

        <section style={{ maxWidth: 1120, margin: '0 auto', padding: '56px 24px' }}>
          <Typography.Title level={2} style={{ fontSize: 26, marginBottom: 24 }}>
            {t('landing.offerTitle')}
          </Typography.Title>
          <Row gutter={[20, 20]}>
            {FEATURES.map(({ key, Icon }) => (
              <Col key={key} xs={24} sm={12} lg={8}>
                <Card variant="borderless" style={{ height: '100%' }}>
                  <Flex
                    align="center"
                    justify="center"
                    style={{
                      width: 44,
                      height: 44,
                      borderRadius: 12,
                      background: '#fff7e6',
                      color: token.colorPrimary,
                      fontSize: 22,
                      marginBottom: 16,
                    }}
                    aria-hidden
                  >
                    <Icon />
                  </Flex>
                  <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
                    {t(`landing.features.${key}.title`)}
                  </Typography.Title>
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                    {t(`landing.features.${key}.text`)}
                  </Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
        </section>
      </main>

      <footer style={{ textAlign: 'center', padding: '24px', color: token.colorTextTertiary }}>
        {t('app.name')} · {t('landing.footer')}
      </footer>
    </div>
  );
}
