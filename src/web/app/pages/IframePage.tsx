import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { catalogueText, currentLocale } from '../../i18n';
import { safeWebLink, withReaderLanguage } from '../menu/menuTree';

/** A menu entry whose address is a web link, shown in a frame (spec 000 section 2). */
export function IframePage({ url, titleKey }: { url: string | null; titleKey: string }) {
  const { t } = useTranslation();
  const src = safeWebLink(url);
  if (!src) return <Result status="warning" subTitle={catalogueText('INVALID_VALUE')} />;
  return (
    <iframe
      src={withReaderLanguage(src, currentLocale())}
      title={t('shell.frameTitle', { title: t(titleKey) })}
      style={{ width: '100%', height: 'calc(100vh - 190px)', border: 0, background: '#fff' }}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="no-referrer"
    />
  );
}
