import { CheckCircleFilled } from '@ant-design/icons';
import { Flex, Grid, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRAND_ORANGE_TEXT } from '../theme';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';

const HIGHLIGHTS = [
  'landing.features.stores.title',
  'landing.features.checkout.title',
  'landing.features.payments.title',
  'landing.features.reports.title',
] as const;

/**
 * The branded frame of the public account pages (log in, register, forgot password): a welcome
 * panel and the form. `width` widens the form column for longer forms.
 */
export function AuthLayout({ children, width = 400 }: { children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  return (
    <Flex style={{ minHeight: '100vh', background: token.colorBgContainer }}>
      {screens.md && (
        <Flex
          vertical
          justify="space-between"
          style={{
            width: '42%',
            maxWidth: 560,
            padding: 48,
            color: '#fff',
            // White text on it: from the brand's text shade to volcano, both at 4.8:1 or better.
            background: `linear-gradient(160deg, ${BRAND_ORANGE_TEXT} 0%, #d4380d 100%)`,
          }}
        >
          <Link
            to="/growBusiness"
            style={{ fontSize: 22, fontWeight: 700, letterSpacing: 0.3, color: '#fff' }}
          >
            {t('app.name')}
          </Link>
          <div>
            <p style={{ fontSize: 30, fontWeight: 700, lineHeight: 1.25, margin: '0 0 24px' }}>
              {t('landing.title')}
            </p>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
              {HIGHLIGHTS.map((key) => (
                <li key={key} style={{ display: 'flex', gap: 10, fontSize: 16 }}>
                  <CheckCircleFilled aria-hidden />
                  {t(key)}
                </li>
              ))}
            </ul>
          </div>
          <span style={{ opacity: 0.85 }}>{t('landing.footer')}</span>
        </Flex>
      )}
      <Flex vertical style={{ flex: 1 }}>
        <Flex justify="space-between" align="center" style={{ padding: '16px 24px' }}>
          {screens.md ? (
            <span />
          ) : (
            <Link to="/growBusiness" aria-label={t('app.name')}>
              <Brand />
            </Link>
          )}
          <LanguageSwitch />
        </Flex>
        <Flex component="main" justify="center" align="center" style={{ flex: 1, padding: 24 }}>
          <div style={{ width: '100%', maxWidth: width }}>{children}</div>
        </Flex>
      </Flex>
    </Flex>
  );
}
