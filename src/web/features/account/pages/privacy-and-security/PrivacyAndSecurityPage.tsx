import { KeyOutlined, LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Card, Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { ChangePasswordDialog } from '../../../credentials/components/ChangePasswordDialog';
import { ChangePinDialog } from '../../../credentials/components/ChangePinDialog';
import { PinResetDialog } from '../../../credentials/components/pin-reset/PinResetDialog';
import { PinRunOutDialog } from '../../../credentials/components/PinRunOutDialog';
import { DevicesSection } from './DevicesSection';

/** The dialog open on this page, kept in the URL (?dialog=...) so that it survives a reload. */
const DIALOGS = ['password', 'pin', 'resetPin', 'pinRunOut'] as const;
type Dialog = (typeof DIALOGS)[number];

function SecurityRow({
  icon,
  title,
  text,
  actions,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  actions: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Flex
      component="section"
      gap={16}
      align="center"
      wrap
      style={{ padding: '18px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex
        align="center"
        justify="center"
        aria-hidden
        style={{
          width: 40,
          height: 40,
          borderRadius: 10,
          background: '#fff7e6',
          color: token.colorPrimary,
          fontSize: 18,
          flex: 'none',
        }}
      >
        {icon}
      </Flex>
      <div style={{ flex: 1, minWidth: 220 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{text}</Typography.Text>
      </div>
      <Flex gap={8} wrap>
        {actions}
      </Flex>
    </Flex>
  );
}

/**
 * /account/privacyAndSecurity (spec 000 section 2): change password, change PIN, forgot/reset PIN,
 * and the login devices.
 */
export default function PrivacyAndSecurityPage() {
  const { t } = useTranslation();
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
  const close = () => open(null);

  return (
    <Flex vertical gap={16}>
      <PageCard title={t('menu.privacyAndSecurity')}>
        <SecurityRow
          icon={<LockOutlined />}
          title={t('security.passwordTitle')}
          text={t('security.passwordText')}
          actions={<Button onClick={() => open('password')}>{t('security.changePassword')}</Button>}
        />
        <SecurityRow
          icon={<KeyOutlined />}
          title={t('security.pinTitle')}
          text={t('security.pinText')}
          actions={
            <>
              <Button onClick={() => open('pin')}>{t('security.changePin')}</Button>
              <Button type="link" onClick={() => open('resetPin')}>
                {t('security.forgotPin')}
              </Button>
            </>
          }
        />
      </PageCard>
      <Card
        variant="borderless"
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            <MobileOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
            {t('devices.title')}
          </Typography.Title>
        }
      >
        <DevicesSection />
      </Card>

      <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      <ChangePinDialog open={dialog === 'pin'} onClose={close} onRunOut={() => open('pinRunOut')} />
      <PinResetDialog open={dialog === 'resetPin'} onClose={close} />
      <PinRunOutDialog open={dialog === 'pinRunOut'} onClose={close} />
    </Flex>
  );
}
