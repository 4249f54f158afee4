import { Alert, Button, Descriptions, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OutputOf } from '../../../../../shared/actions/contract';
import type { CheckJoinBusiness } from '../../../../../shared/actions/business';
import { inviteCodeRule } from '../../../../../shared/rules/business';
import { idNoRule, personNameRule } from '../../../../../shared/rules/identity';
import { isActionError } from '../../../../api/errors';
import type { Person } from '../../../../api/session';
import { DigitsInput } from '../../../../components/DigitsInput';
import { applyFieldErrors, useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { checkInvitation, type JoinPersonInfo, joinBusiness } from '../../api';
import { OnboardingFrame } from '../../components/OnboardingFrame';

type Invitation = OutputOf<typeof CheckJoinBusiness> & { inviteCode: string };

/** /joinBusiness: the 8-digit invitation code, the business it opens, the person's details, join. */
export default function JoinBusinessPage() {
  const { t } = useTranslation();
  return (
    <OnboardingFrame title={t('onboarding.join.title')} subtitle={t('onboarding.join.subtitle')}>
      {(person) => <Join person={person} />}
    </OnboardingFrame>
  );
}

function Join({ person }: { person: Person }) {
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  return invitation ? (
    <Confirm person={person} invitation={invitation} onBack={() => setInvitation(null)} />
  ) : (
    <CodeForm onFound={setInvitation} />
  );
}

function CodeForm({ onFound }: { onFound: (i: Invitation) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ inviteCode: string }>();
  useRevalidateOnLanguageChange(form);
  const [busy, setBusy] = useState(false);

  const submit = async ({ inviteCode }: { inviteCode: string }) => {
    setBusy(true);
    try {
      onFound({ ...(await checkInvitation(inviteCode)), inviteCode });
    } catch (e) {
      if (isActionError(e) && e.kind !== 'session') form.setFields([{ name: 'inviteCode', errors: [e.message] }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={busy}>
      <Form.Item name="inviteCode" label={t('onboarding.join.code')} extra={t('onboarding.join.codeHint')} rules={[zodRule(inviteCodeRule)]}>
        <DigitsInput size="large" maxLength={8} autoFocus autoComplete="one-time-code" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} style={{ height: 48, fontWeight: 600 }}>
        {t('common.next')}
      </Button>
    </Form>
  );
}

function Confirm({ person, invitation, onBack }: { person: Person; invitation: Invitation; onBack: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<JoinPersonInfo>();
  useRevalidateOnLanguageChange(form);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: JoinPersonInfo) => {
    setBusy(true);
    setRefusal(null);
    try {
      await joinBusiness(invitation.inviteCode, values);
      navigate('/home', { replace: true });
    } catch (e) {
      if (!isActionError(e) || e.kind === 'session') return;
      if (applyFieldErrors(form, e.fieldErrors).length > 0 || e.fieldErrors.length === 0) setRefusal(e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'business', label: t('onboarding.join.business'), children: invitation.mercName },
          { key: 'designation', label: t('onboarding.stakeholders.designation'), children: t(`dict.designation.${invitation.designation}`) },
        ]}
      />
      <Form<JoinPersonInfo>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={busy}
        initialValues={{ firstName: person.firstName || invitation.firstName, lastName: person.lastName || invitation.lastName, idType: '01' }}
      >
        <Form.Item name="firstName" label={t('register.firstName')} rules={[zodRule(personNameRule)]}>
          <Input />
        </Form.Item>
        <Form.Item name="lastName" label={t('register.lastName')} rules={[zodRule(personNameRule)]}>
          <Input />
        </Form.Item>
        <Form.Item name="idType" label={t('register.idType')}>
          <Select options={[{ value: '01', label: t('dict.idType.01') }, { value: '00', label: t('dict.idType.00') }]} />
        </Form.Item>
        <Form.Item name="idNo" label={t('register.idNo')} rules={[zodRule(idNoRule)]}>
          <DigitsInput maxLength={9} />
        </Form.Item>
        {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} />}
        <Flex gap={12}>
          <Button size="large" onClick={onBack}>
            {t('common.back')}
          </Button>
          <Button type="primary" htmlType="submit" size="large" loading={busy} style={{ flex: 1, fontWeight: 600 }}>
            {t('onboarding.join.join')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
