import { Alert, App, Button, Flex, Form, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPasswordRule } from '../../../../shared/rules/identity';
import { isActionError } from '../../../api/errors';
import { getSession, updateSession } from '../../../api/session';
import {
  applyFieldErrors,
  useRevalidateOnLanguageChange,
  zodRule,
} from '../../../components/formRules';
import { NewPasswordFields } from '../../../components/NewSecretFields';
import { PasswordInput } from '../../../components/PasswordInput';
import { catalogueText } from '../../../i18n';
import { changeSecret, passwordRiskCheck } from '../api';
import { PASSWORD_RISK, secretProblem } from '../secretErrors';
import { useChanceRunOut } from './useChanceRunOut';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password (spec 000 sections 2, 5 and 8): risk control first (ModifyPasswordRiskCheck),
 * then the old password and the new one twice, each sealed under its own random. A wrong old
 * password is counted as at login; the others devices are signed out on success.
 *
 *   <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('security.changePassword')} onCancel={onClose} footer={null} destroyOnHidden width={480}>
      <ChangePasswordForm onClose={onClose} />
    </Modal>
  );
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const chanceRunOut = useChanceRunOut();
  const [allowed, setAllowed] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    passwordRiskCheck()
      .then((r) => live && setAllowed(r.allowed === 'Y'))
      .catch((error: unknown) => {
        if (!live) return;
        setAllowed(true);
        if (isActionError(error)) setProblem(error.message);
      });
    return () => {
      live = false;
    };
  }, []);

  const submit = async ({ oldPassword, newPassword }: Values) => {
    setSaving(true);
    setProblem(null);
    try {
      await changeSecret('1', oldPassword, newPassword);
      // The password is their own now: the shell stops asking for it.
      const { person } = getSession();
      if (person?.tempPassword === 'Y') updateSession({ person: { ...person, tempPassword: 'N' } });
      void message.success(t('security.passwordChanged'), 6);
      onClose();
    } catch (error) {
      if (!isActionError(error)) throw error;
      if (error.code === PASSWORD_RISK) {
        setAllowed(false);
        return;
      }
      const rest = applyFieldErrors(form, error.fieldErrors);
      if (error.fieldErrors.length > 0 && rest.length === 0) return;
      const found = secretProblem(error);
      if (found.kind === 'chanceRunOut') {
        onClose();
        chanceRunOut(found.text);
      } else if (found.kind === 'current') {
        form.setFields([{ name: 'oldPassword', value: '', errors: [found.text] }]);
      } else if (found.kind === 'new') {
        form.setFields([{ name: 'newPassword', errors: [found.text] }]);
      } else setProblem(found.text);
    } finally {
      setSaving(false);
    }
  };

  if (allowed === null) {
    return (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin />
      </Flex>
    );
  }
  if (!allowed) {
    return (
      <>
        <Alert type="error" showIcon title={catalogueText(PASSWORD_RISK)} style={{ marginBottom: 16 }} />
        <Flex justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Flex>
      </>
    );
  }
  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={saving}>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form.Item name="oldPassword" label={t('security.oldPassword')} rules={[zodRule(loginPasswordRule)]}>
        <PasswordInput size="large" autoComplete="current-password" autoFocus />
      </Form.Item>
      <NewPasswordFields name="newPassword" confirmName="confirmPassword" />
      <Alert type="info" showIcon title={t('security.otherDevicesNote')} style={{ marginBottom: 16 }} />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('security.changePassword')}
        </Button>
      </Flex>
    </Form>
  );
}
