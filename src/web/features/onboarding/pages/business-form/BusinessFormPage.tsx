import { Alert, Button, Col, Divider, Flex, Form, type FormRule, Input, Row, Select, Typography } from 'antd';
import type { ZodType } from 'zod';
import { ruleMessage } from '../../../../../shared/rules/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { businessNameRule, kraPinRule, postalCodeRule, regNoRule, websiteRule } from '../../../../../shared/rules/business';
import { isActionError } from '../../../../api/errors';
import type { Person } from '../../../../api/session';
import type { UploadedFile } from '../../../../api/upload';
import { FileUpload } from '../../../../components/FileUpload';
import { useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { phoneDigitsRule } from '../../../../components/inputFilters';
import { PhoneInput } from '../../../../components/PhoneInput';
import { catalogueText, listWords, ruleText } from '../../../../i18n';
import { isKraPinInUse, readCertificate, useDictionary } from '../../api';
import { OnboardingFrame } from '../../components/OnboardingFrame';
import { StakeholderList } from '../../components/StakeholderList';
import { missingParts, requirementsOf } from '../../requirements';
import { useBusinessDraft } from '../../components/useBusinessDraft';
import type { BusinessDetails, BusinessType } from '../../draft';

const REQUIRED: FormRule = { required: true, message: ruleText(ruleMessage('REQUIRED')) };

/** A shared rule for a field that may stay empty. */
function optional(schema: ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (!value) return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(ruleText(result.error.issues[0]?.message ?? 'INVALID_VALUE'));
    },
  };
}

const DETAIL_FIELDS: ReadonlySet<string> = new Set([
  'businessName', 'industry', 'sector', 'county', 'town', 'address', 'postalAddress', 'postalCode', 'website', 'altPhone', 'kraPin', 'regNo',
]);

/** The business class a form path stands for; /imSoleForm keeps the chosen sole proprietorship. */
function typeOfPath(pathname: string, chosen: BusinessType | null): { type: BusinessType; ocr: boolean } {
  if (pathname.endsWith('/soleOcrForm')) return { type: '1', ocr: true };
  if (pathname.endsWith('/partnershipForm')) return { type: '2', ocr: false };
  if (pathname.endsWith('/limitedCompForm')) return { type: '3', ocr: false };
  return { type: chosen === '1' ? '1' : '0', ocr: false };
}

/** /imSoleForm, /soleOcrForm, /partnershipForm, /limitedCompForm: the business's details. */
export default function BusinessFormPage() {
  const { t } = useTranslation();
  return (
    <OnboardingFrame title={t('onboarding.form.title')} step="details" width={720}>
      {(person) => <BusinessForm person={person} />}
    </OnboardingFrame>
  );
}

type Values = BusinessDetails & { certificate?: UploadedFile[] } & Record<`doc${string}`, UploadedFile[] | undefined>;

function BusinessForm({ person }: { person: Person }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [draft, update] = useBusinessDraft(person);
  const { type, ocr } = typeOfPath(pathname, draft.businessType);
  const need = requirementsOf(type);
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const [reading, setReading] = useState(false);
  const [ocrNote, setOcrNote] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[]>([]);

  const industry = Form.useWatch('industry', form);
  const county = Form.useWatch('county', form);
  const industries = useDictionary('industry');
  const sectors = useDictionary('sector', industry, true);
  const counties = useDictionary('county');
  const towns = useDictionary('town', county, true);

  // The class comes from the path when the screen is opened directly; server errors of the last try.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    if (draft.businessType !== type || draft.ocr !== ocr) update({ businessType: type, ocr });
    const mine = (draft.errors ?? []).filter((e) => DETAIL_FIELDS.has(e.field));
    if (mine.length > 0) form.setFields(mine.map((e) => ({ name: e.field as keyof BusinessDetails, errors: [ruleText(e.message)] })));
  }, []);

  const values = (): Values => form.getFieldsValue(true) as Values;
  const keep = () => {
    const v = values();
    const documents = Object.fromEntries(need.documents.map((d) => [d, v[`doc${d}`] ?? []]));
    const { certificate: _c, ...details } = v;
    for (const d of need.documents) delete (details as Record<string, unknown>)[`doc${d}`];
    return update({ details, documents, errors: [] });
  };

  const onCertificate = async (files: UploadedFile[]) => {
    const file = files[0];
    if (!file) return;
    setReading(true);
    setOcrNote(null);
    try {
      const read = await readCertificate(file.fileId);
      form.setFieldsValue({ regNo: read.registrationNumber, businessName: read.businessName });
      setOcrNote(t('onboarding.form.certificateRead'));
    } catch (e) {
      setOcrNote(isActionError(e) ? e.message : t('errors.unexpected'));
    } finally {
      setReading(false);
    }
  };

  const checkKraPin = async () => {
    const kraPin = form.getFieldValue('kraPin') as string | undefined;
    const parsed = kraPinRule.safeParse(kraPin ?? '');
    if (!parsed.success) return;
    if ((await isKraPinInUse(parsed.data, Boolean(draft.subMerchant)).catch(() => false)) && form.getFieldValue('kraPin') === kraPin) {
      form.setFields([{ name: 'kraPin', errors: [t('onboarding.form.kraPinInUse')] }]);
    }
  };

  const next = () => {
    // A KRA PIN another business files under is refused by the server too: not past this screen.
    if (form.getFieldError('kraPin').length > 0) return;
    const saved = keep();
    const gaps = missingParts(saved);
    setMissing(gaps);
    if (gaps.length === 0) navigate('/setBankInfo');
  };

  const addStakeholder = () => {
    keep();
    navigate(`/addStakeholder?designation=${need.stakeholders[0] ?? '1'}`);
  };

  const initial: Partial<Values> = {
    ...draft.details,
    ...Object.fromEntries(need.documents.map((d) => [`doc${d}`, draft.documents[d] ?? []])),
  };

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={next} onValuesChange={() => setMissing([])}>
      <Typography.Paragraph type="secondary">{t(`dict.merchantType.${type}`)}</Typography.Paragraph>
      {ocr && (
        <Form.Item name="certificate" label={t('onboarding.form.certificate')} extra={ocrNote ?? t('onboarding.form.certificateHint')}>
          <FileUpload kind="certificate" disabled={reading} onChange={(f) => { form.setFieldValue('certificate', f); void onCertificate(f); }} />
        </Form.Item>
      )}
      <Form.Item name="businessName" label={t('onboarding.form.businessName')} rules={[zodRule(businessNameRule)]}>
        <Input maxLength={80} />
      </Form.Item>
      {(need.regNo || need.kraPin) && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="regNo" label={t('onboarding.form.regNo')} rules={[zodRule(regNoRule)]}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="kraPin" label={t('onboarding.form.kraPin')} rules={[zodRule(kraPinRule)]} validateTrigger="onBlur">
              <Input maxLength={11} onBlur={() => void checkKraPin()} />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="industry" label={t('onboarding.form.industry')} rules={[REQUIRED]}>
            <Select showSearch optionFilterProp="label" loading={industries.isLoading} onChange={() => form.setFieldValue('sector', undefined)}
              options={(industries.data ?? []).map((i) => ({ value: i.code, label: i.name }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="sector" label={t('onboarding.form.sector')} rules={[REQUIRED]}>
            <Select showSearch optionFilterProp="label" disabled={!industry} loading={sectors.isLoading}
              options={(sectors.data ?? []).map((i) => ({ value: i.code, label: i.name }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="county" label={t('onboarding.form.county')} rules={[REQUIRED]}>
            <Select showSearch optionFilterProp="label" loading={counties.isLoading} onChange={() => form.setFieldValue('town', undefined)}
              options={(counties.data ?? []).map((i) => ({ value: i.code, label: i.name }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="town" label={t('onboarding.form.town')} rules={[REQUIRED]}>
            <Select showSearch optionFilterProp="label" disabled={!county} loading={towns.isLoading}
              options={(towns.data ?? []).map((i) => ({ value: i.code, label: i.name }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="address" label={t('onboarding.form.address')} rules={[REQUIRED, { max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="postalAddress" label={t('onboarding.form.postalAddress')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="postalCode" label={t('onboarding.form.postalCode')} rules={[zodRule(postalCodeRule)]}>
            <Input maxLength={5} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="website" label={t('onboarding.form.website')} rules={[zodRule(websiteRule)]}>
            <Input maxLength={120} inputMode="url" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="altPhone" label={t('onboarding.form.altPhone')} rules={[optional(phoneDigitsRule)]}>
            <PhoneInput />
          </Form.Item>
        </Col>
      </Row>
      {need.documents.length > 0 && (
        <>
          <Divider titlePlacement="start">{t('onboarding.form.documents')}</Divider>
          {need.documents.map((d) => (
            <Form.Item key={d} name={`doc${d}`} label={t(`onboarding.documentType.${d}`)} extra={t('onboarding.form.documentHint')}>
              <FileUpload kind="certificate" buttonText={t('onboarding.form.uploadDocument', { name: t(`onboarding.documentType.${d}`) })} />
            </Form.Item>
          ))}
        </>
      )}
      {need.stakeholders.length > 0 && (
        <>
          <Divider titlePlacement="start">{t(type === '2' ? 'onboarding.stakeholders.partners' : 'onboarding.stakeholders.directors')}</Divider>
          <StakeholderList
            stakeholders={draft.stakeholders}
            addLabel={t(type === '2' ? 'onboarding.stakeholders.addPartner' : 'onboarding.stakeholders.addDirector')}
            onAdd={addStakeholder}
            onRemove={(key) => update({ stakeholders: draft.stakeholders.filter((s) => s.key !== key) })}
          />
        </>
      )}
      {missing.length > 0 && (
        <Alert type="error" showIcon style={{ marginTop: 16 }} message={catalogueText('MMCP3203', { what: listWords(missing.map((k) => t(k))) })} />
      )}
      <Flex gap={12} style={{ marginTop: 24 }}>
        <Button size="large" onClick={() => { keep(); navigate('/createClass'); }}>
          {t('common.back')}
        </Button>
        <Button type="primary" htmlType="submit" size="large" style={{ flex: 1, fontWeight: 600 }}>
          {t('common.next')}
        </Button>
      </Flex>
    </Form>
  );
}
