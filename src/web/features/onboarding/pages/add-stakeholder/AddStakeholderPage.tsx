import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { emailRule, personNameRule } from '../../../../../shared/rules/identity';
import type { Person } from '../../../../api/session';
import { useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { phoneDigitsRule } from '../../../../components/inputFilters';
import { PhoneInput } from '../../../../components/PhoneInput';
import { ruleText } from '../../../../i18n';
import { ruleMessage } from '../../../../../shared/rules/message';
import { OnboardingFrame } from '../../components/OnboardingFrame';
import { requirementsOf } from '../../requirements';
import { useBusinessDraft } from '../../components/useBusinessDraft';
import { formPath, type StakeholderDraft } from '../../draft';

type Values = Omit<StakeholderDraft, 'key'>;

/** /addStakeholder: a partner or director of the business being set up, invited on submission. */
export default function AddStakeholderPage() {
  const { t } = useTranslation();
  return (
    <OnboardingFrame title={t('onboarding.stakeholders.addTitle')} subtitle={t('onboarding.stakeholders.addSubtitle')} step="details">
      {(person) => <StakeholderForm person={person} />}
    </OnboardingFrame>
  );
}

function StakeholderForm({ person }: { person: Person }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [draft, update] = useBusinessDraft(person);
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const type = draft.businessType ?? '3';
  const allowed = requirementsOf(type).stakeholders;
  const designations = allowed.length > 0 ? allowed : ['1'];
  const wanted = params.get('designation') ?? '';
  const back = formPath(type, draft.ocr);

  const save = (values: Values) => {
    const stakeholder: StakeholderDraft = {
      key: `${Date.now()}-${draft.stakeholders.length}`,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone || undefined,
      email: values.email?.trim() || undefined,
      designation: values.designation,
    };
    update({ stakeholders: [...draft.stakeholders, stakeholder] });
    navigate(back);
  };

  /** A phone number or an e-mail address: at least one (the invitation goes there). */
  const contactRule = {
    validator: async () => {
      const { phone, email } = form.getFieldsValue(['phone', 'email']) as Partial<Values>;
      if (!phone && !email) throw new Error(t('onboarding.stakeholders.contactNeeded'));
    },
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={save}
      initialValues={{ designation: designations.includes(wanted) ? wanted : designations[0] }}
    >
      <Form.Item name="firstName" label={t('register.firstName')} rules={[zodRule(personNameRule)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="lastName" label={t('register.lastName')} rules={[zodRule(personNameRule)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('onboarding.stakeholders.phone')}
        dependencies={['email']}
        rules={[contactRule, { validator: async (_r, v: string) => { if (v && !phoneDigitsRule.safeParse(v).success) throw new Error(ruleText(ruleMessage('PHONE_FORMAT'))); } }]}
      >
        <PhoneInput />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('onboarding.stakeholders.email')}
        rules={[{ validator: async (_r, v: string) => { if (v && !emailRule.safeParse(v).success) throw new Error(ruleText(ruleMessage('EMAIL_FORMAT'))); } }]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="designation" label={t('onboarding.stakeholders.designation')}>
        <Select options={designations.map((d) => ({ value: d, label: t(`dict.designation.${d}`) }))} />
      </Form.Item>
      <Flex gap={12}>
        <Button size="large" onClick={() => navigate(back)}>
          {t('common.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" size="large" style={{ flex: 1, fontWeight: 600 }}>
          {t('onboarding.stakeholders.save')}
        </Button>
      </Flex>
    </Form>
  );
}
