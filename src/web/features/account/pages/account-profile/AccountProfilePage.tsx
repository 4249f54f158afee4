import { Descriptions, type DescriptionsProps, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../../../shared/format/phone';
import { useSession } from '../../../../api/session';
import { displayDateTime } from '../../../../components/dateDisplay';
import { dictText } from '../../../../components/dictText';
import { PageCard } from '../../../../components/PageCard';

/** /account/accountProfile: who the person is and the business they work in, read-only. */
export default function AccountProfilePage() {
  const { t } = useTranslation();
  const person = useSession((s) => s.person);
  const business = useSession((s) => s.business);
  const none = t('common.none');

  const personItems: DescriptionsProps['items'] = person
    ? [
        { key: 'firstName', label: t('profile.firstName'), children: person.firstName || none },
        { key: 'lastName', label: t('profile.lastName'), children: person.lastName || none },
        { key: 'phone', label: t('profile.phone'), children: formatPhone(person.mblNoPlain) || none },
        { key: 'email', label: t('profile.email'), children: person.email ?? none },
        ...(person.userIdType === 'S'
          ? [{ key: 'username', label: t('profile.username'), children: person.username ?? none }]
          : []),
        {
          key: 'loginType',
          label: t('profile.loginType'),
          children: t(`dict.userIdType.${person.userIdType}`),
        },
        { key: 'role', label: t('profile.role'), children: person.roleName },
        {
          key: 'designation',
          label: t('profile.designation'),
          children: dictText('designation', person.designation, none),
        },
        {
          key: 'lastLogin',
          label: t('profile.lastLogin'),
          children: displayDateTime(person.lastLoginAt) || none,
        },
      ]
    : [];

  const businessItems: DescriptionsProps['items'] = business
    ? [
        { key: 'name', label: t('profile.businessName'), children: business.mercName },
        {
          key: 'type',
          label: t('profile.businessType'),
          children: t(`dict.merchantType.${business.merchantType}`),
        },
        {
          key: 'kycLevel',
          label: t('profile.kycLevel'),
          children: t(`dict.kycLevel.${business.kycLevel}`),
        },
        {
          key: 'kycSts',
          label: t('profile.kycStatus'),
          children: (
            <Tag color={business.kycSts === '02' ? 'green' : business.kycSts === '01' ? 'gold' : 'red'}>
              {t(`dict.kycSts.${business.kycSts}`)}
            </Tag>
          ),
        },
        { key: 'plan', label: t('profile.plan'), children: business.planName ?? t('home.noPlan') },
        {
          key: 'store',
          label: t('profile.currentStore'),
          children: business.currentStore?.storeName ?? t('home.noStore'),
        },
      ]
    : [];

  return (
    <PageCard title={t('profile.title')}>
      <Flex vertical gap={32}>
        <Descriptions
          title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('profile.person')}</h2>}
          items={personItems}
          column={{ xs: 1, sm: 1, md: 2, xl: 3 }}
          bordered
          size="middle"
        />
        <Descriptions
          title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('profile.business')}</h2>}
          items={businessItems}
          column={{ xs: 1, sm: 1, md: 2, xl: 3 }}
          bordered
          size="middle"
        />
      </Flex>
    </PageCard>
  );
}
