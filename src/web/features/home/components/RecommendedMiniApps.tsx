import { Button, Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRecommendedMiniApps } from '../api';
import { MiniAppCard } from './MiniAppCard';

/** The provider's recommended mini apps on /home (QryRecomMiniAppList), with the way to all of them. */
export function RecommendedMiniApps() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apps = useRecommendedMiniApps();
  const list = apps.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Card
      variant="borderless"
      title={<h2 style={{ fontSize: 16, margin: 0, fontWeight: 600 }}>{t('homeExtras.miniApps.recommended')}</h2>}
      extra={<Button onClick={() => navigate('/home/miniApps')}>{t('homeExtras.miniApps.all')}</Button>}
    >
      <Row gutter={[12, 12]}>
        {list.map((app) => (
          <Col key={app.appId} xs={24} sm={12} xl={6}>
            <MiniAppCard app={app} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
