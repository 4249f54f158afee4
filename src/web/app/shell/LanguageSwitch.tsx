import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Locale, LOCALES } from '../../../shared/i18n/messages';
import { currentLocale, setLocale } from '../../i18n';

/** en-US / 中文. The choice is kept on this browser, ahead of the business's language. `compact`: the globe alone (a phone's header). */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = LOCALES.find((l) => l === i18n.language) ?? currentLocale();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((l) => ({ key: l, label: <span lang={l}>{t(`languages.${l}`)}</span> })),
        onClick: ({ key }) => void setLocale(key as Locale, { picked: true }),
      }}
    >
      <Button type="text" icon={<GlobalOutlined aria-hidden />} aria-label={t('shell.language')}>
        {compact ? null : t(`languages.${locale}`)}
      </Button>
    </Dropdown>
  );
}
