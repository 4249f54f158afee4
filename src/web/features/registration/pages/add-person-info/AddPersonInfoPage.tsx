import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { idNoRule, personNameRule } from '../../../../../shared/rules/identity';
import { isActionError } from '../../../../api/errors';
import { DigitsInput } from '../../../../components/DigitsInput';
import { useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { catalogueText } from '../../../../i18n';
import { isIdNoInUse, type PersonInfo, savePersonInfo } from '../../api';
import { RegisterFrame } from '../../components/RegisterFrame';
import { type RegistrationSession, RegistrationStep } from '../../components/RegistrationStep';
import { useRegistrationFailure } from '../../components/useRegistrationFailure';
import { progressOf, stepPath } from '../../registerSteps';

/** The ID number is already registered to someone. */
const ID_IN_USE = 'MMCP1033';

/** /addPersonInfo: first name, surname and the ID (spec 000 sections 2 and 5). */
export default function AddPersonInfoPage() {
  return (
    <RegistrationStep step="PERSON_INFO">
      {(session, token) => <PersonInfoForm session={session} token={token} />}
    </RegistrationStep>
  );
}

function PersonInfoForm({ session, token }: { session: RegistrationSession; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<PersonInfo>();
  useRevalidateOnLanguageChange(form);
  const fail = useRegistrationFailure(form);
  const [saving, setSaving] = useState(false);

  /** On leaving the ID number: is it free? (The save checks again.) */
  const checkIdNo = async () => {
    const { idType, idNo } = form.getFieldsValue(['idType', 'idNo']) as Partial<PersonInfo>;
    if (!idType || !idNo || !idNoRule.safeParse(idNo).success) return;
    try {
      const { isUse } = await isIdNoInUse(token, idType, idNo);
      if (isUse === 'Y' && form.getFieldValue('idNo') === idNo) {
        form.setFields([{ name: 'idNo', errors: [catalogueText(ID_IN_USE)] }]);
      }
    } catch {
      // the save checks it anyway
    }
  };

  const submit = async (values: PersonInfo) => {
    setSaving(true);
    try {
      const { step } = await savePersonInfo(token, values);
      navigate(stepPath(step), { replace: true });
    } catch (error) {
      if (isActionError(error) && error.code === ID_IN_USE) {
        form.setFields([{ name: 'idNo', errors: [error.message] }]);
      } else fail(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <RegisterFrame
      current={progressOf('PERSON_INFO')}
      title={t('register.personTitle')}
      subtitle={t('register.personSubtitle', { id: session.maskedUserId })}
    >
      <Form<PersonInfo>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={saving}
        initialValues={{
          firstName: session.firstName ?? '',
          lastName: session.lastName ?? '',
          idType: '01',
        }}
      >
        <Form.Item name="firstName" label={t('register.firstName')} rules={[zodRule(personNameRule)]}>
          <Input size="large" autoComplete="given-name" autoFocus />
        </Form.Item>
        <Form.Item name="lastName" label={t('register.lastName')} rules={[zodRule(personNameRule)]}>
          <Input size="large" autoComplete="family-name" />
        </Form.Item>
        <Form.Item name="idType" label={t('register.idType')}>
          <Select
            size="large"
            onChange={() => void checkIdNo()}
            options={[
              { value: '01', label: t('dict.idType.01') },
              { value: '00', label: t('dict.idType.00') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="idNo"
          label={t('register.idNo')}
          extra={t('register.idNoHint')}
          rules={[zodRule(idNoRule)]}
        >
          <DigitsInput size="large" maxLength={9} onBlur={() => void checkIdNo()} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={saving}
          style={{ height: 48, fontWeight: 600 }}
        >
          {t('register.continue')}
        </Button>
      </Form>
    </RegisterFrame>
  );
}
