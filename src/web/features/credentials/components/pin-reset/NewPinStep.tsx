import { Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isActionError } from '../../../../api/errors';
import { useRevalidateOnLanguageChange } from '../../../../components/formRules';
import { NewPinFields } from '../../../../components/NewSecretFields';
import { resetSecret } from '../../api';
import { secretProblem, VERIFICATION_EXPIRED } from '../../secretErrors';

interface Values {
  newPin: string;
  confirmPin: string;
}

/** Step four of the PIN reset: the new PIN twice, sent with the verified code's ticket. */
export function NewPinStep({
  identity,
  ticket,
  onDone,
  onTicketSpent,
}: {
  identity: { userId: string; userIdType: 'P' | 'E' };
  ticket: string;
  onDone: () => void;
  /** The ticket expired or was spent: a new code is needed. */
  onTicketSpent: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const [saving, setSaving] = useState(false);

  const submit = async ({ newPin }: Values) => {
    setSaving(true);
    try {
      await resetSecret({ ...identity, passwordType: '0', secret: newPin, ticket });
      onDone();
    } catch (error) {
      if (!isActionError(error)) throw error;
      if (error.code === VERIFICATION_EXPIRED) {
        onTicketSpent(error.message);
        return;
      }
      const problem = secretProblem(error);
      form.setFields([{ name: problem.kind === 'new' ? 'newPin' : 'confirmPin', errors: [problem.text] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={saving}>
      <NewPinFields name="newPin" confirmName="confirmPin" changing />
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('pinReset.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
