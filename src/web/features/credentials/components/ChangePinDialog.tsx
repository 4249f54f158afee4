import { Alert, App, Button, Flex, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pinRule } from '../../../../shared/rules/identity';
import { isActionError } from '../../../api/errors';
import {
  applyFieldErrors,
  useRevalidateOnLanguageChange,
  zodRule,
} from '../../../components/formRules';
import { NewPinFields } from '../../../components/NewSecretFields';
import { PinInput } from '../../../components/PinInput';
import { changeSecret } from '../api';
import { secretProblem } from '../secretErrors';

interface Values {
  oldPin: string;
  newPin: string;
  confirmPin: string;
}

/**
 * Change PIN (spec 000 sections 2, 5 and 8): the old PIN and the new one twice. A wrong old PIN
 * says 'Please enter the correct PIN' with the attempts left; when they run out the dialog closes
 * and `onRunOut` offers the reset.
 *
 *   <ChangePinDialog open={open} onClose={close} onRunOut={() => setRunOut(true)} />
 */
export function ChangePinDialog({
  open,
  onClose,
  onRunOut,
}: {
  open: boolean;
  onClose: () => void;
  onRunOut: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('security.changePin')} onCancel={onClose} footer={null} destroyOnHidden width={420}>
      <ChangePinForm onClose={onClose} onRunOut={onRunOut} />
    </Modal>
  );
}

function ChangePinForm({ onClose, onRunOut }: { onClose: () => void; onRunOut: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async ({ oldPin, newPin }: Values) => {
    setSaving(true);
    setProblem(null);
    try {
      await changeSecret('0', oldPin, newPin);
      void message.success(t('security.pinChanged'));
      onClose();
    } catch (error) {
      if (!isActionError(error)) throw error;
      const rest = applyFieldErrors(form, error.fieldErrors.map((e) => ({ ...e, field: e.field === 'newPassword' ? 'newPin' : e.field })));
      if (error.fieldErrors.length > 0 && rest.length === 0) return;
      const found = secretProblem(error);
      if (found.kind === 'pinRunOut') {
        onClose();
        onRunOut();
      } else if (found.kind === 'current') {
        form.setFields([{ name: 'oldPin', value: '', errors: [found.text] }]);
      } else if (found.kind === 'new') {
        form.setFields([{ name: 'newPin', errors: [found.text] }]);
      } else setProblem(found.text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={saving}>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form.Item name="oldPin" label={t('security.oldPin')} rules={[zodRule(pinRule)]}>
        <PinInput size="large" autoFocus />
      </Form.Item>
      <NewPinFields name="newPin" confirmName="confirmPin" changing />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('security.changePin')}
        </Button>
      </Flex>
    </Form>
  );
}
