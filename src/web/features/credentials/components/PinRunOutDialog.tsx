import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Modal, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueText } from '../../../i18n';
import { PinResetDialog } from './pin-reset/PinResetDialog';

/**
 * The PIN attempts have run out (MMCP2050, spec 000 sections 4 and 8): says so and offers Reset PIN,
 * which opens the PIN reset dialog. `onClose` runs when the person is done with both.
 *
 *   <PinRunOutDialog open={runOut} onClose={() => setRunOut(false)} />
 */
export function PinRunOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [resetting, setResetting] = useState(false);
  return (
    <>
      <Modal
        open={open && !resetting}
        title={
          <span>
            <ExclamationCircleFilled
              aria-hidden
              style={{ color: token.colorWarning, marginInlineEnd: 8 }}
            />
            {t('pin.runOutTitle')}
          </span>
        }
        onCancel={onClose}
        width={420}
        footer={[
          <Button key="cancel" onClick={onClose}>
            {t('common.cancel')}
          </Button>,
          <Button key="reset" type="primary" onClick={() => setResetting(true)}>
            {t('pin.resetPin')}
          </Button>,
        ]}
      >
        <Typography.Paragraph style={{ marginBottom: 8 }}>{catalogueText('MMCP2050')}</Typography.Paragraph>
        {/* How long the lock lasts without a reset (PIN_RULE: 24 hours, the spec's reset-PIN retry lock). */}
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('pin.runOutWait')}
        </Typography.Paragraph>
      </Modal>
      <PinResetDialog
        open={resetting}
        onClose={() => {
          setResetting(false);
          onClose();
        }}
      />
    </>
  );
}
