import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { OtpStep, type OtpStepProps } from './OtpStep';

export interface OtpDialogProps extends OtpStepProps {
  open: boolean;
  title: ReactNode;
  onCancel: () => void;
}

/**
 * OtpStep in a dialog: opening it sends a code (unless `sent` says one already went), closing it
 * forgets the step.
 *
 *   <OtpDialog open={open} title={t('...')} send={sendCode} verify={checkCode} onCancel={close} />
 */
export function OtpDialog({ open, title, onCancel, ...step }: OtpDialogProps) {
  return (
    <Modal open={open} title={title} onCancel={onCancel} footer={null} destroyOnHidden width={440}>
      <OtpStep {...step} />
    </Modal>
  );
}
