import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { antdLocaleOf } from '../i18n';
import { queryClient } from './queryClient';
import { router } from './router';

/** Spec 000 section 9: primary colour orange; default button height 48 px on forms. */
const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#fa8c16',
    colorLink: '#d46b08',
    colorInfo: '#fa8c16',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
  components: {
    Layout: { bodyBg: '#f5f6f8', siderBg: '#ffffff', headerBg: '#ffffff' },
    Menu: { itemBorderRadius: 8, itemSelectedBg: '#fff7e6' },
  },
};

export function App() {
  const { i18n } = useTranslation();
  const antdLocale = antdLocaleOf(i18n.language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={appTheme} locale={antdLocale} button={{ autoInsertSpace: false }}>
        <AntApp message={{ maxCount: 3 }}>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
