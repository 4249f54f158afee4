import { Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../api/session';
import { MenuTile } from '../../../../app/menu/MenuTile';
import { isOpenable, visibleMenu } from '../../../../app/menu/menuTree';
import { PageCard } from '../../../../components/PageCard';

/**
 * /setting/index: the Account Settings group's own page. Every settings page the person's role and
 * the plan let them open (the server's menu decides), as tiles in menu order.
 */
export default function SettingsIndexPage() {
  const { t } = useTranslation();
  const { menu } = useSession();
  const group = visibleMenu(menu ?? []).find((n) => n.id === 'setting');
  const pages = (group?.children ?? []).filter(isOpenable);
  return (
    <PageCard title={t('menu.setting')}>
      {pages.length === 0 ? (
        <Empty description={t('settingsIndex.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {pages.map((p) => (
            <Col key={p.id} xs={12} sm={8} lg={6} xl={4}>
              <MenuTile path={p.path} titleKey={p.titleKey} icon={p.icon} />
            </Col>
          ))}
        </Row>
      )}
    </PageCard>
  );
}
