import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { personNameRule } from '../../../../../shared/rules/identity';
import { isActionError } from '../../../../api/errors';
import { useSession } from '../../../../api/session';
import {
  applyFieldErrors,
  useRevalidateOnLanguageChange,
  zodRule,
} from '../../../../components/formRules';
import { useUpdateNames } from '../../api';

interface Values {
  firstName: string;
  lastName: string;
}

/** Edit the person's first name and surname (WebUpdateProfile; letters only, at least 2). */
export function NamesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('profile.editNames')} onCancel={onClose} footer={null} destroyOnHidden width={440}>
      <NamesForm onClose={onClose} />
    </Modal>
  );
}

function NamesForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const person = useSession((s) => s.person);
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const update = useUpdateNames();

  const submit = (values: Values) =>
    update.mutate(values, {
      onSuccess: () => {
        void message.success(t('profile.namesSaved'));
        onClose();
      },
      onError: (error) => {
        if (!isActionError(error)) return void message.error(t('errors.unexpected'));
        const rest = applyFieldErrors(form, error.fieldErrors);
        if (error.fieldErrors.length === 0 || rest.length > 0) void message.error(error.message);
      },
    });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      disabled={update.isPending}
      initialValues={{ firstName: person?.firstName ?? '', lastName: person?.lastName ?? '' }}
    >
      <Form.Item name="firstName" label={t('profile.firstName')} rules={[zodRule(personNameRule)]}>
        <Input size="large" autoComplete="given-name" autoFocus />
      </Form.Item>
      <Form.Item name="lastName" label={t('profile.lastName')} rules={[zodRule(personNameRule)]}>
        <Input size="large" autoComplete="family-name" />
      </Form.Item>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('common.save')}
        </Button>
      </Flex>
    </Form>
  );
}
