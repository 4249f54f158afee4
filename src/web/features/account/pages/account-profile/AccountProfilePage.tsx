import { EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, type DescriptionsProps, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatPhone } from '../../../../../shared/format/phone';
import { useSession } from '../../../../api/session';
import { displayDateTime } from '../../../../components/dateDisplay';
import { dictText, roleText } from '../../../../components/dictText';
import { PageCard } from '../../../../components/PageCard';
import { useEmailVerified } from '../../api';
import { ChangeContactDialog } from './ChangeContactDialog';
import { NamesDialog } from './NamesDialog';

const DIALOGS = ['names', 'mobile', 'email'] as const;
type Dialog = (typeof DIALOGS)[number];

/**
 * /account/accountProfile: who the person is (names, mobile number and e-mail can be changed; a
 * new number or address is proven with a code) and the business they work in, when they have one.
 */
export default function AccountProfilePage() {
  const { t } = useTranslation();
  const person = useSession((s) => s.person);
  const business = useSession((s) => s.business);
  const verified = useEmailVerified();
  const [params, setParams] = useSearchParams();
  const raw = params.get('dialog');
  const dialog: Dialog | null = DIALOGS.find((d) => d === raw) ?? null;
  const open = (next: Dialog | null) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next) out.set('dialog', next);
        else out.delete('dialog');
        return out;
      },
      { replace: next === null },
    );
  const none = t('common.none');

  const change = (which: Dialog, label: string) => (
    <Button type="link" size="small" onClick={() => open(which)} style={{ paddingInline: 4 }}>
      {label}
    </Button>
  );

  const emailVerified = verified.data?.emailVerified === 'Y';
  const personItems: DescriptionsProps['items'] = person
    ? [
        { key: 'firstName', label: t('profile.firstName'), children: person.firstName || none },
        { key: 'lastName', label: t('profile.lastName'), children: person.lastName || none },
        {
          key: 'phone',
          label: t('profile.phone'),
          children: (
            <Flex align="center" gap={4} wrap>
              {formatPhone(person.mblNoPlain) || none}
              {change('mobile', person.mblNoPlain ? t('profile.change') : t('profile.add'))}
            </Flex>
          ),
        },
        {
          key: 'email',
          label: t('profile.email'),
          children: (
            <Flex align="center" gap={4} wrap>
              {person.email ?? none}
              {person.email && verified.data && (
                <Tag color={emailVerified ? 'green' : 'gold'}>
                  {emailVerified ? t('profile.verified') : t('profile.notVerified')}
                </Tag>
              )}
              {change('email', person.email ? t('profile.change') : t('profile.add'))}
            </Flex>
          ),
        },
        ...(person.userIdType === 'S'
          ? [{ key: 'username', label: t('profile.username'), children: person.username ?? none }]
          : []),
        {
          key: 'loginType',
          label: t('profile.loginType'),
          children: t(`dict.userIdType.${person.userIdType}`),
        },
        ...(business
          ? [
              { key: 'role', label: t('profile.role'), children: roleText(person.roleName, none) },
              {
                key: 'designation',
                label: t('profile.designation'),
                children: dictText('designation', person.designation, none),
              },
            ]
          : []),
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
          extra={
            <Button icon={<EditOutlined aria-hidden />} onClick={() => open('names')}>
              {t('profile.editNames')}
            </Button>
          }
          items={personItems}
          column={{ xs: 1, sm: 1, md: 1, lg: 2 }}
          bordered
          size="middle"
        />
        {business && (
          <Descriptions
            title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('profile.business')}</h2>}
            items={businessItems}
            column={{ xs: 1, sm: 1, md: 2, xl: 3 }}
            bordered
            size="middle"
          />
        )}
      </Flex>
      <NamesDialog open={dialog === 'names'} onClose={() => open(null)} />
      <ChangeContactDialog kind="mobile" open={dialog === 'mobile'} onClose={() => open(null)} />
      <ChangeContactDialog kind="email" open={dialog === 'email'} onClose={() => open(null)} />
    </PageCard>
  );
}
