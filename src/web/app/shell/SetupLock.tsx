import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { useFunctions } from '../guards/permissions';
import { type SetupLock, SUBSCRIPTION_PLAN_FUNC, setupLock } from './setupLock';

/** The lock of the signed-in person, or null while they are not known. */
export function useSetupLock(): SetupLock | null {
  const person = useSession((s) => s.person);
  const { has } = useFunctions();
  return person ? setupLock(person, has(SUBSCRIPTION_PLAN_FUNC)) : null;
}

/** The blur overlay over the page with its lock prompt and 'Register' (spec 000 section 2). */
export function LockOverlay({ lock }: { lock: SetupLock }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The page that lifts the lock (the plans) is not covered by it.
  if (!lock.overlay || pathname.startsWith(lock.registerPath)) return null;
  return (
    <Flex
      role="dialog"
      aria-modal="false"
      aria-labelledby="setup-lock-title"
      justify="center"
      align="flex-start"
      style={{
        position: 'absolute',
        inset: 0,
        zIndex: 20,
        backdropFilter: 'blur(6px)',
        background: 'rgba(255,255,255,0.55)',
        paddingTop: '12vh',
      }}
    >
      {/* In sight on a page of any height: near the top of the screen, staying there on a scroll. */}
      <Flex
        vertical
        align="center"
        gap={12}
        style={{ position: 'sticky', top: '12vh', margin: '0 16px', background: token.colorBgContainer, padding: 32, borderRadius: 12, boxShadow: token.boxShadow, maxWidth: 420 }}
      >
        <LockOutlined aria-hidden style={{ fontSize: 32, color: token.colorPrimary }} />
        <Typography.Title level={2} id="setup-lock-title" style={{ fontSize: 20, margin: 0 }}>
          {t(`onboarding.lock.${lock.overlay}`)}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 0 }}>
          {t(`onboarding.lock.${lock.overlay}Text`)}
        </Typography.Paragraph>
        <Button type="primary" size="large" onClick={() => navigate(lock.registerPath)} style={{ height: 48, minWidth: 160 }}>
          {t('onboarding.lock.register')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** The business-setup dialog: the menu stays blocked while the business or the ID is missing. */
export function BusinessSetupDialog({ lock }: { lock: SetupLock }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const person = useSession((s) => s.person);
  const [dismissed, setDismissed] = useState(false);
  if (!lock.setupDialog || !person) return null;
  const noBusiness = person.businessSetupStatus !== 'Y';
  const go = () => navigate(noBusiness ? '/createClass' : '/uploadIdDocument');
  return (
    <Modal
      open={!dismissed}
      title={t(noBusiness ? 'onboarding.setupDialog.titleBusiness' : 'onboarding.setupDialog.titleId')}
      onCancel={() => setDismissed(true)}
      maskClosable={false}
      footer={[
        <Button key="later" onClick={() => setDismissed(true)}>
          {t('onboarding.setupDialog.later')}
        </Button>,
        <Button key="go" type="primary" onClick={go}>
          {t(noBusiness ? 'onboarding.setUp' : 'onboarding.setupDialog.uploadId')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {t(noBusiness ? 'onboarding.setupDialog.textBusiness' : 'onboarding.setupDialog.textId')}
      </Typography.Paragraph>
    </Modal>
  );
}
