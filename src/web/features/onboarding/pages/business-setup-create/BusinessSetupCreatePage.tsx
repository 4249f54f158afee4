import { Alert, Button, Descriptions, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { displayPhone } from '../../../../../shared/rules/identity';
import { isActionError } from '../../../../api/errors';
import type { Person } from '../../../../api/session';
import { setUpBusiness, useDictionary } from '../../api';
import { OnboardingFrame } from '../../components/OnboardingFrame';
import { missingParts } from '../../requirements';
import { useBusinessDraft } from '../../components/useBusinessDraft';
import { clearDraft, formPath } from '../../draft';
import { toSetUpInput } from '../../setupInput';

const BANK_PREFIX = 'bank.';
/** 'This Business Registration Number exists on our records' */
const REG_NO_EXISTS = 'MMCP3202';

/** /businessSetupCreate: everything once more, then SetUpBusiness; the session moves into the business. */
export default function BusinessSetupCreatePage() {
  const { t } = useTranslation();
  return (
    <OnboardingFrame title={t('onboarding.review.title')} subtitle={t('onboarding.review.subtitle')} step="review" width={720}>
      {(person) => <Review person={person} />}
    </OnboardingFrame>
  );
}

function Review({ person }: { person: Person }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, update] = useBusinessDraft(person);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const industries = useDictionary('industry');
  const sectors = useDictionary('sector', draft.details.industry, true);
  const counties = useDictionary('county');
  const towns = useDictionary('town', draft.details.county, true);

  if (!draft.businessType) return <Navigate to="/createClass" replace />;
  const type = draft.businessType;
  const form = formPath(type, draft.ocr);
  const d = draft.details;
  const nameOf = (list: { code: string; name: string }[] | undefined, code: string | undefined) =>
    list?.find((i) => i.code === code)?.name ?? code ?? '';
  const none = t('common.none');

  const submit = async () => {
    const missing = missingParts(draft);
    if (missing.length > 0) {
      navigate(form);
      return;
    }
    setSubmitting(true);
    setRefusal(null);
    try {
      await setUpBusiness(toSetUpInput(draft));
      clearDraft();
      // A sub-merchant is made from inside the parent business, which the session stays in.
      navigate(draft.subMerchant ? '/business/subMerchant' : '/home', { replace: true });
    } catch (e) {
      if (!isActionError(e) || e.kind === 'session') return;
      // A registration number already on record belongs on its field.
      const errors = e.fieldErrors.length === 0 && e.code === REG_NO_EXISTS ? [{ field: 'regNo', message: e.message }] : e.fieldErrors;
      if (errors.length > 0) {
        // Back to the screen that owns the first refused field, which shows the errors on its fields.
        update({ errors });
        navigate(errors[0]?.field.startsWith(BANK_PREFIX) ? '/setBankInfo' : form);
        return;
      }
      setRefusal(e.message);
    } finally {
      setSubmitting(false);
    }
  };

  const docs = Object.entries(draft.documents).flatMap(([docType, files]) =>
    (files ?? []).map((f) => `${t(`onboarding.documentType.${docType}`)}: ${f.fileName}`),
  );

  return (
    <Flex vertical gap={16}>
      <Descriptions
        bordered
        size="small"
        column={1}
        title={t('onboarding.review.business')}
        extra={<Button onClick={() => navigate(form)}>{t('onboarding.review.edit')}</Button>}
        items={[
          { key: 'type', label: t('onboarding.review.class'), children: t(`dict.merchantType.${type}`) },
          { key: 'name', label: t('onboarding.form.businessName'), children: d.businessName },
          ...(type === '0'
            ? []
            : [
                { key: 'regNo', label: t('onboarding.form.regNo'), children: d.regNo },
                { key: 'kraPin', label: t('onboarding.form.kraPin'), children: d.kraPin },
              ]),
          { key: 'industry', label: t('onboarding.form.industry'), children: `${nameOf(industries.data, d.industry)} · ${nameOf(sectors.data, d.sector)}` },
          { key: 'place', label: t('onboarding.form.county'), children: `${nameOf(counties.data, d.county)} · ${nameOf(towns.data, d.town)}` },
          { key: 'address', label: t('onboarding.form.address'), children: d.address },
          { key: 'postal', label: t('onboarding.form.postalAddress'), children: [d.postalAddress, d.postalCode].filter(Boolean).join(' ') || none },
          { key: 'website', label: t('onboarding.form.website'), children: d.website || none },
          { key: 'altPhone', label: t('onboarding.form.altPhone'), children: d.altPhone ? displayPhone(d.altPhone) : none },
          ...(docs.length > 0 ? [{ key: 'docs', label: t('onboarding.form.documents'), children: docs.join('; ') }] : []),
        ]}
      />
      {draft.stakeholders.length > 0 && (
        <List
          size="small"
          bordered
          header={<Typography.Text strong>{t('onboarding.review.stakeholders')}</Typography.Text>}
          dataSource={draft.stakeholders}
          renderItem={(s) => (
            <List.Item>
              {s.firstName} {s.lastName} · {t(`dict.designation.${s.designation}`)} · {s.phone ? displayPhone(s.phone) : s.email}
            </List.Item>
          )}
        />
      )}
      <Descriptions
        bordered
        size="small"
        column={1}
        title={t('onboarding.review.bank')}
        extra={<Button onClick={() => navigate('/setBankInfo')}>{t('onboarding.review.edit')}</Button>}
        items={
          draft.bank
            ? [
                { key: 'bankName', label: t('onboarding.bank.bankName'), children: draft.bank.bankName },
                { key: 'bankBranch', label: t('onboarding.bank.bankBranch'), children: draft.bank.bankBranch || none },
                { key: 'accountNo', label: t('onboarding.bank.accountNo'), children: draft.bank.accountNo },
                { key: 'accountName', label: t('onboarding.bank.accountName'), children: draft.bank.accountName },
              ]
            : [{ key: 'none', label: t('onboarding.review.bank'), children: t('onboarding.review.noBank') }]
        }
      />
      {refusal && <Alert type="error" showIcon message={refusal} />}
      <Button type="primary" size="large" loading={submitting} onClick={() => void submit()} style={{ height: 48, fontWeight: 600 }}>
        {t('onboarding.review.submit')}
      </Button>
    </Flex>
  );
}
