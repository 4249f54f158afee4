import { ApartmentOutlined, ShopOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Flex, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../api/session';
import { findMenuEntry } from '../../../../app/menu/menuTree';
import { ButtonLink } from '../../../../components/ButtonLink';
import { PageCard } from '../../../../components/PageCard';
import { roleText } from '../../../../components/dictText';

export const MY_BUSINESS_PATH = '/business/myBusiness';
export const SUB_MERCHANT_PATH = '/business/subMerchant';

/** /business/index: the business the person works in now, and the business pages they may open. */
export default function BusinessIndexPage() {
  const { t } = useTranslation();
  const business = useSession((s) => s.business);
  const person = useSession((s) => s.person);
  const menu = useSession((s) => s.menu);
  const links = [
    { path: MY_BUSINESS_PATH, icon: <ShopOutlined aria-hidden />, key: 'myBusiness' },
    { path: SUB_MERCHANT_PATH, icon: <ApartmentOutlined aria-hidden />, key: 'subMerchant' },
  ].filter((l) => findMenuEntry(menu, l.path) !== null);

  return (
    <PageCard title={t('business.hub.title')}>
      <Flex vertical gap={24}>
        {business && (
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            title={t('business.hub.current')}
            items={[
              { key: 'name', label: t('business.fields.businessName'), children: business.mercName },
              {
                key: 'type',
                label: t('business.fields.businessType'),
                children: t(`dict.merchantType.${business.merchantType}`),
              },
              { key: 'role', label: t('business.hub.role'), children: roleText(person?.roleName, t('common.none')) },
              {
                key: 'plan',
                label: t('business.hub.plan'),
                children:
                  business.planFlag === 'Y' ? (business.planName ?? t('common.none')) : <Tag>{t('business.hub.noPlan')}</Tag>,
              },
              {
                key: 'kyc',
                label: t('business.fields.kycLevel'),
                children: `${t(`dict.kycLevel.${business.kycLevel}`)} · ${t(`business.kycSts.${business.kycSts}`)}`,
              },
            ]}
          />
        )}
        <Row gutter={[16, 16]}>
          {links.map((l) => (
            <Col key={l.key} xs={24} md={12}>
              <Card>
                <Flex vertical gap={8} align="flex-start">
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {l.icon} {t(`business.menu.${l.key}`)}
                  </Typography.Title>
                  <Typography.Text type="secondary">{t(`business.hub.${l.key}Text`)}</Typography.Text>
                  <ButtonLink to={l.path}>{t(`business.hub.${l.key}Open`)}</ButtonLink>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      </Flex>
    </PageCard>
  );
}
