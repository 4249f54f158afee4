import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Result, Row, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { withReaderLanguage } from '../../../../app/menu/menuTree';
import { PageCard } from '../../../../components/PageCard';
import { currentLocale } from '../../../../i18n';
import { TableEmpty } from '../../../../components/TableEmpty';
import { useBanners, useMiniApps } from '../../api';
import { absoluteWebLink } from '../../components/links';
import { MiniAppCard } from '../../components/MiniAppCard';

/** A web link of the provider (mini app or banner) inside the shell's frame, as menu web links are. */
function Frame({ title, address }: { title: string; address: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const src = absoluteWebLink(address, window.location.origin);
  return (
    <PageCard
      title={title}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/home/miniApps')}>
          {t('homeExtras.miniApps.back')}
        </Button>
      }
    >
      {src ? (
        <iframe
          src={withReaderLanguage(src, currentLocale())}
          title={t('shell.frameTitle', { title })}
          style={{ width: '100%', height: 'calc(100vh - 260px)', minHeight: 420, border: 0, background: '#fff' }}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : (
        <Result status="warning" subTitle={t('homeExtras.miniApps.notFound')} />
      )}
    </PageCard>
  );
}

/**
 * /home/miniApps: every mini app of the provider by category (QryAllMiniAppList); `?app=<id>`
 * opens one (a web link in the embedded frame, a route by going there), `?banner=<id>` frames a
 * banner's web link. Only addresses the server lists are ever framed.
 */
export default function MiniAppsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const appId = params.get('app');
  const bannerId = params.get('banner');
  const category = params.get('category');
  const apps = useMiniApps(appId ? null : category);
  const banners = useBanners();

  if (bannerId) {
    if (banners.isPending) return <Skeleton active />;
    const banner = banners.data?.list.find((b) => b.bannerId === bannerId && b.linkType === 'web' && b.link);
    if (!banner?.link) return <Result status="404" subTitle={t('homeExtras.miniApps.notFound')} />;
    return <Frame title={banner.title} address={banner.link} />;
  }
  if (appId) {
    if (apps.isPending) return <Skeleton active />;
    const app = apps.data?.list.find((a) => a.appId === appId);
    if (!app) return <Result status="404" subTitle={t('homeExtras.miniApps.notFound')} />;
    if (app.linkType === 'route') return <Navigate to={app.address} replace />;
    return <Frame title={app.name} address={app.address} />;
  }

  const categories = apps.data?.categories ?? [];
  const setCategory = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('category', value);
    else next.delete('category');
    setParams(next, { replace: true });
  };
  return (
    <PageCard title={t('homeExtras.miniApps.all')}>
      {categories.length > 0 && (
        <Segmented
          style={{ marginBottom: 16 }}
          value={category ?? ''}
          onChange={(v) => setCategory(String(v))}
          options={[{ label: t('homeExtras.miniApps.allCategories'), value: '' }, ...categories.map((c) => ({ label: t(`homeExtras.miniApps.category.${c}`, { defaultValue: c }), value: c }))]}
        />
      )}
      {apps.isPending ? (
        <Skeleton active />
      ) : apps.isError ? (
        <TableEmpty failed onRetry={() => void apps.refetch()} description="" />
      ) : (apps.data?.list.length ?? 0) === 0 ? (
        <Empty description={t('homeExtras.miniApps.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {apps.data?.list.map((app) => (
            <Col key={app.appId} xs={24} sm={12} xl={8}>
              <MiniAppCard app={app} />
            </Col>
          ))}
        </Row>
      )}
    </PageCard>
  );
}
