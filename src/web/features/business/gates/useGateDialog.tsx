import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Gate } from './gateDecision';

export const PLAN_PATH = '/setting/subscriptionPlan';
const SETUP_PATH = '/growBusiness';

/** Where each gate's dialog may send the person (null: an OK button only). */
function targetOf(gate: Gate): { path: string; label: string } | null {
  if (gate.kind === 'subscription') return { path: PLAN_PATH, label: 'business.gate.toPlans' };
  if (gate.dialog === 'noBusiness') return { path: SETUP_PATH, label: 'business.gate.toSetup' };
  return null;
}

/**
 * The dialogs of the subscription and KYC gates (spec 000 section 4), one at a time.
 *
 *   const showGate = useGateDialog();
 *   showGate({ kind: 'subscription' });          // 'You do not have permission to enter...'
 *   showGate({ kind: 'kyc', dialog: 'complete' });
 */
/** Whether a gate dialog is on screen: a page and its refused calls may both ask for one. */
let showing = false;

export function useGateDialog(): (gate: Gate) => void {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (gate) => {
      if (showing) return;
      showing = true;
      const afterClose = () => {
        showing = false;
      };
      const key = gate.kind === 'subscription' ? 'subscription' : gate.dialog;
      const target = targetOf(gate);
      const content = t(`business.gate.${key}.text`);
      const title = t(`business.gate.${key}.title`);
      if (!target) {
        modal.info({ title, content, okText: t('common.ok'), afterClose });
        return;
      }
      modal.confirm({
        title,
        content,
        okText: t(target.label),
        cancelText: t('common.cancel'),
        onOk: () => navigate(target.path),
        afterClose,
      });
    },
    [modal, t, navigate],
  );
}
