import { Button, Flex, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bankAccountRule } from '../../../../../shared/rules/business';
import { ruleMessage } from '../../../../../shared/rules/message';
import type { Person } from '../../../../api/session';
import { DigitsInput } from '../../../../components/DigitsInput';
import { useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { ruleText } from '../../../../i18n';
import { OnboardingFrame } from '../../components/OnboardingFrame';
import { useBusinessDraft } from '../../components/useBusinessDraft';
import { type BankDetails, formPath } from '../../draft';

const BANK_FIELDS = new Set(['bank.bankName', 'bank.bankBranch', 'bank.accountNo', 'bank.accountName']);

/** /setBankInfo: the business's bank account (may be added later). */
export default function SetBankInfoPage() {
  const { t } = useTranslation();
  return (
    <OnboardingFrame title={t('onboarding.bank.title')} subtitle={t('onboarding.bank.subtitle')} step="bank">
      {(person) => <BankForm person={person} />}
    </OnboardingFrame>
  );
}

function BankForm({ person }: { person: Person }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, update] = useBusinessDraft(person);
  const [form] = Form.useForm<BankDetails>();
  useRevalidateOnLanguageChange(form);
  const required = { required: true, whitespace: true, message: ruleText(ruleMessage('REQUIRED')) };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    const mine = (draft.errors ?? []).filter((e) => BANK_FIELDS.has(e.field));
    if (mine.length > 0) {
      form.setFields(mine.map((e) => ({ name: e.field.slice(5) as keyof BankDetails, errors: [ruleText(e.message)] })));
    }
  }, []);

  return (
    <Form<BankDetails>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={draft.bank ?? {}}
      onFinish={(bank) => {
        update({ bank, bankSkipped: false, errors: [] });
        navigate('/businessSetupCreate');
      }}
    >
      <Form.Item name="bankName" label={t('onboarding.bank.bankName')} rules={[required, { max: 80 }]}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item name="bankBranch" label={t('onboarding.bank.bankBranch')}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item name="accountNo" label={t('onboarding.bank.accountNo')} rules={[zodRule(bankAccountRule)]}>
        <DigitsInput maxLength={18} />
      </Form.Item>
      <Form.Item name="accountName" label={t('onboarding.bank.accountName')} rules={[required, { min: 2, max: 80 }]}>
        <Input maxLength={80} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Button size="large" onClick={() => navigate(formPath(draft.businessType ?? '0', draft.ocr))}>
          {t('common.back')}
        </Button>
        <Button
          size="large"
          onClick={() => {
            update({ bank: null, bankSkipped: true });
            navigate('/businessSetupCreate');
          }}
        >
          {t('onboarding.bank.skip')}
        </Button>
        <Button type="primary" htmlType="submit" size="large" style={{ flex: 1, fontWeight: 600 }}>
          {t('common.next')}
        </Button>
      </Flex>
    </Form>
  );
}
