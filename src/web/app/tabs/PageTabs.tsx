import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTabs } from './usePageTabs';

/** One tab per opened page (antd editable-card tabs without the add button). */
export function PageTabs() {
  const { t } = useTranslation();
  const { tabs, activePath, select, close } = usePageTabs();
  if (tabs.length === 0) return null;
  return (
    <nav aria-label={t('shell.openPages')} style={{ padding: '8px 16px 0' }}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activePath ?? ''}
        onChange={select}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
        items={tabs.map((tab) => ({
          key: tab.path,
          label: t(tab.titleKey),
          closable: tab.closable,
        }))}
        tabBarStyle={{ margin: 0 }}
        locale={{ removeAriaLabel: t('shell.closeTab') }}
      />
    </nav>
  );
}
