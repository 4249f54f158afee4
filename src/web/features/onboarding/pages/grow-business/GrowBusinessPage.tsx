import {
  AppstoreOutlined,
  BarChartOutlined,
  GiftOutlined,
  ShopOutlined,
  SwapOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { LogoutOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Grid, Row, theme, Typography } from 'antd';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personHasBusiness, useSession } from '../../../../api/session';
import { loadSessionData } from '../../../../app/session/loadSession';
import { logout } from '../../../../app/session/logout';
import { SUPPORT_HOME } from '../../../help/routes';
import { isSupportAgent } from '../../../help/supportAgent';
import { Brand } from '../../../../app/shell/Brand';
import { LanguageSwitch } from '../../../../app/shell/LanguageSwitch';
import { UserMenu } from '../../../../app/shell/UserMenu';
import { ButtonLink } from '../../../../components/ButtonLink';

const FEATURES: ReadonlyArray<{ key: string; Icon: ComponentType }> = [
  { key: 'stores', Icon: ShopOutlined },
  { key: 'checkout', Icon: AppstoreOutlined },
  { key: 'payments', Icon: SwapOutlined },
  { key: 'credit', Icon: WalletOutlined },
  { key: 'promotions', Icon: GiftOutlined },
  { key: 'reports', Icon: BarChartOutlined },
];

const HERO_BUTTON = { height: 48, paddingInline: 32, fontWeight: 600 } as const;

/**
 * The landing page (/growBusiness): what the portal offers a business and the way in (Register,
 * Log in). Signed in, it greets the person; one without a business yet (registered, business setup
 * still to come) has it as their home, with their account menu and Log out.
 */
export default function GrowBusinessPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // On a phone the header keeps to one line: the brand's mark, the globe and the avatar or buttons.
  const narrow = Grid.useBreakpoint().md === false;
  const signedIn = useSession((s) => s.token);
  const person = useSession((s) => s.person);
  const hasBusiness = personHasBusiness(person);

  // A session without the person's details (a reload mid-login): fetch who they are.
  useEffect(() => {
    if (signedIn && !person) void loadSessionData({ silent: true }).catch(() => {});
  }, [signedIn, person]);

  const known = signedIn && person !== null;

  const heroActions = !known ? (
    <>
      <ButtonLink to="/register" type="primary" size="large" style={HERO_BUTTON}>
        {t('landing.register')}
      </ButtonLink>
      <ButtonLink to="/login" size="large" style={HERO_BUTTON}>
        {t('landing.login')}
      </ButtonLink>
    </>
  ) : hasBusiness ? (
    <ButtonLink to="/home" type="primary" size="large" style={HERO_BUTTON}>
      {t('landing.openPortal')}
    </ButtonLink>
  ) : isSupportAgent(person) ? (
    // The provider's support agent works on the support desk, never sets up a business.
    <ButtonLink to={SUPPORT_HOME} type="primary" size="large" style={HERO_BUTTON}>
      {t('help.desk.openDesk')}
    </ButtonLink>
  ) : (
    <>
      <ButtonLink to="/createClass" type="primary" size="large" style={HERO_BUTTON}>
        {t('onboarding.setUp')}
      </ButtonLink>
      <ButtonLink to="/joinBusiness" size="large" style={HERO_BUTTON}>
        {t('onboarding.join.action')}
      </ButtonLink>
      <Button size="large" icon={<LogoutOutlined aria-hidden />} style={HERO_BUTTON} onClick={() => void logout()}>
        {t('shell.logout')}
      </Button>
    </>
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
          style={{ maxWidth: 1120, margin: '0 auto', padding: narrow ? '12px 8px' : '12px 24px' }}
        >
          <Brand compact={narrow} />
          <Flex gap={narrow ? 4 : 12} align="center">
            <LanguageSwitch compact={narrow} />
            {known ? (
              <UserMenu compact={narrow} />
            ) : (
              <>
                <ButtonLink to="/login">{t('landing.login')}</ButtonLink>
                <ButtonLink to="/register" type="primary">
                  {t('landing.register')}
                </ButtonLink>
              </>
            )}
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
              {known ? t('landing.welcome', { name: person.firstName }) : t('landing.title')}
            </Typography.Title>
            <Typography.Paragraph style={{ fontSize: 18, maxWidth: 640, color: token.colorTextSecondary }}>
              {!known ? t('landing.lead') : hasBusiness ? t('landing.welcomeBack') : t('landing.noBusiness')}
            </Typography.Paragraph>
            <Flex gap={12} style={{ marginTop: 32 }} wrap>
              {heroActions}
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
        {t('app.name')} · {t('landing.footer')} ·{' '}
        <Link to="/privacyAgreement">{t('agreements.privacyTitle')}</Link> ·{' '}
        <Link to="/termsAgreement">{t('agreements.termsTitle')}</Link>
      </footer>
    </div>
  );
}
