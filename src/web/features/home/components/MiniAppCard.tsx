import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MiniApp } from '../../../../shared/actions/home';
import { miniAppRoute } from './links';

/** One mini app: icon, name, category and description; opening it goes to its page or frame. */
export function MiniAppCard({ app }: { app: MiniApp }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = () => navigate(app.linkType === 'route' ? app.address : miniAppRoute(app.appId));
  return (
    <Card
      hoverable
      size="small"
      onClick={open}
      style={{ height: '100%' }}
      role="link"
      aria-label={app.name}
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'Enter') open();
      }}
    >
      <Flex gap={12} align="flex-start">
        <img src={app.iconUrl} alt="" width={40} height={40} style={{ flex: 'none', borderRadius: 10 }} />
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong>{app.name}</Typography.Text>
          <div>
            <Tag>{t(`homeExtras.miniApps.category.${app.category}`, { defaultValue: app.category })}</Tag>
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {app.description}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
