import { Button, Card, Checkbox, Flex, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Person } from '../../../../api/session';
import { OnboardingFrame } from '../../components/OnboardingFrame';
import { useBusinessDraft } from '../../components/useBusinessDraft';
import { type BusinessType, formPath } from '../../draft';

const TYPES: BusinessType[] = ['0', '1', '2', '3'];

/** /createClass: the business class, with what each one needs (BUSINESS_REQUIREMENTS). */
export default function CreateClassPage() {
  const { t } = useTranslation();
  return (
    <OnboardingFrame title={t('onboarding.class.title')} subtitle={t('onboarding.class.subtitle')} step="class">
      {(person) => <ClassChoice person={person} />}
    </OnboardingFrame>
  );
}

function ClassChoice({ person }: { person: Person }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, update] = useBusinessDraft(person);
  const [type, setType] = useState<BusinessType | null>(draft.businessType);
  const [ocr, setOcr] = useState(draft.ocr);

  const next = () => {
    if (!type) return;
    // Another class keeps the common details but not what belonged to the old one.
    const changed = type !== draft.businessType;
    update({
      businessType: type,
      ocr: type === '1' && ocr,
      ...(changed ? { documents: {}, stakeholders: [] } : {}),
    });
    navigate(formPath(type, type === '1' && ocr));
  };

  return (
    <Flex vertical gap={16}>
      <Radio.Group
        value={type}
        onChange={(e) => setType(e.target.value as BusinessType)}
        aria-label={t('onboarding.class.title')}
        style={{ display: 'grid', gap: 12 }}
      >
        {TYPES.map((code) => (
          <Card key={code} size="small" style={{ borderColor: type === code ? '#fa8c16' : undefined }}>
            <Radio value={code}>
              <Typography.Text strong>{t(`dict.merchantType.${code}`)}</Typography.Text>
            </Radio>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0 24px' }}>
              {t(`onboarding.class.needs.${code}`)}
            </Typography.Paragraph>
          </Card>
        ))}
      </Radio.Group>
      {type === '1' && (
        <Checkbox checked={ocr} onChange={(e) => setOcr(e.target.checked)}>
          {t('onboarding.class.useCertificate')}
        </Checkbox>
      )}
      <Button type="primary" block disabled={!type} onClick={next} style={{ height: 48, fontWeight: 600 }}>
        {t('common.next')}
      </Button>
    </Flex>
  );
}
