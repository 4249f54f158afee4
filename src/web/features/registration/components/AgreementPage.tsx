import { Card, Flex, theme, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../../app/shell/Brand';
import { LanguageSwitch } from '../../../app/shell/LanguageSwitch';

/** One section's body: paragraphs split by a blank line; lines starting '- ' become a list. */
function Body({ text }: { text: string }) {
  return text.split('\n\n').map((block) => {
    const lines = block.split('\n');
    if (lines.every((l) => l.startsWith('- '))) {
      return (
        <ul key={block} style={{ paddingInlineStart: 20, marginTop: 0 }}>
          {lines.map((l) => (
            <li key={l} style={{ marginBottom: 4 }}>
              {l.slice(2)}
            </li>
          ))}
        </ul>
      );
    }
    return <Typography.Paragraph key={block}>{block}</Typography.Paragraph>;
  });
}

/**
 * A legal page of the portal (/privacyAgreement, /termsAgreement): readable without signing in,
 * linked from registration. `doc` names the i18n subtree, `sections` its sections in order.
 */
export function AgreementPage({ doc, sections }: { doc: 'privacy' | 'terms'; sections: readonly string[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <header style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Flex justify="space-between" align="center" style={{ maxWidth: 880, margin: '0 auto', padding: '12px 24px' }}>
          <Link to="/growBusiness" aria-label={t('app.name')}>
            <Brand />
          </Link>
          <LanguageSwitch />
        </Flex>
      </header>
      <main style={{ maxWidth: 880, margin: '0 auto', padding: '32px 24px 48px' }}>
        <Card variant="borderless">
          <Typography.Title level={1} style={{ fontSize: 30, marginTop: 0 }}>
            {t(`agreements.${doc}Title`)}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('agreements.updated')}</Typography.Paragraph>
          <Typography.Paragraph>{t(`agreements.${doc}.intro`)}</Typography.Paragraph>
          {sections.map((key, i) => (
            <Fragment key={key}>
              <Typography.Title level={2} style={{ fontSize: 19, marginTop: 28 }}>
                {`${i + 1}. ${t(`agreements.${doc}.${key}.title`)}`}
              </Typography.Title>
              <Body text={t(`agreements.${doc}.${key}.body`)} />
            </Fragment>
          ))}
        </Card>
        <Flex gap={16} justify="center" style={{ marginTop: 24 }}>
          <Link to="/privacyAgreement">{t('agreements.privacyTitle')}</Link>
          <Link to="/termsAgreement">{t('agreements.termsTitle')}</Link>
          <Link to="/register">{t('landing.register')}</Link>
        </Flex>
      </main>
    </div>
  );
}
