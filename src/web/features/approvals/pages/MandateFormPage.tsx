import { Alert, App, Button, Checkbox, Flex, Form, Radio, Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Mandate } from '../../../../shared/actions/approvals';
import { mandateFields } from '../../../../shared/rules/approvals';
import { isActionError } from '../../../api/errors';
import { PageCard } from '../../../components/PageCard';
import { useSelectSearch } from '../../../components/useDebouncedValue';
import { applyFieldErrors, showFieldErrors, useRevalidateOnLanguageChange } from '../../../components/formRules';
import { ruleText } from '../../../i18n';
import { useAuditOperators } from '../../audit/api';
import { useMandate, useSaveMandate } from '../api';
import { AmountInput } from '../../../components/AmountInput';
import { roleText } from '../../../components/dictText';
import { useMandateTypeText } from '../components/useMandateTypeText';

interface Values {
  txTyp?: string;
  subTyp?: string;
  limitFrom?: number | null;
  limitTo?: number | null;
  unlimited: boolean;
  mandateTyp: '0' | '1' | '2';
  ruleTyp: '0' | '4';
  initiators: string[];
  approvers: string[];
  viewers: string[];
}

const minor = (kes: number | null | undefined) => (kes === null || kes === undefined ? undefined : Math.round(kes * 100));

function valuesOf(m: Mandate): Values {
  return {
    txTyp: m.txTyp,
    subTyp: m.subTyp ?? undefined,
    limitFrom: m.limitFrom / 100,
    limitTo: m.limitTo === null ? null : m.limitTo / 100,
    unlimited: m.limitTo === null,
    mandateTyp: m.mandateTyp,
    ruleTyp: m.ruleTyp,
    initiators: m.initiators.map((p) => p.personId),
    approvers: m.approvers.map((p) => p.personId),
    viewers: m.viewers.map((p) => p.personId),
  };
}

/**
 * /account/accountMandate/add (and ?mandateNo= to edit): a mandate's type and subtype, amount band
 * ('Limit To' above 'Limit From', or unlimited), kind, rule and people. The shared rule checks the
 * form before it is sent, the server's field errors land on the same fields.
 */
export default function MandateFormPage() {
  const { t } = useTranslation();
  const types = useMandateTypeText();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mandateNo = params.get('mandateNo');
  const existing = useMandate(mandateNo);
  const personSearch = useSelectSearch();
  const operators = useAuditOperators(personSearch.text, undefined);
  const save = useSaveMandate();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  useRevalidateOnLanguageChange(form);
  const txTyp = Form.useWatch('txTyp', form);
  const unlimited = Form.useWatch('unlimited', form);
  const mandateTyp = Form.useWatch('mandateTyp', form);

  const loaded = existing.data?.mandate;
  useEffect(() => {
    if (loaded) form.setFieldsValue(valuesOf(loaded));
  }, [loaded, form]);

  // The names shown narrow as the person types, and the server searches beyond the first 50; the
  // people already picked keep their names (from the mandate or an earlier search).
  const names = useRef(new Map<string, string>());
  for (const p of [...(loaded?.initiators ?? []), ...(loaded?.approvers ?? []), ...(loaded?.viewers ?? [])]) if (!names.current.has(p.personId)) names.current.set(p.personId, p.name);
  const found = (operators.data?.list ?? []).map((o) => ({ value: o.operatorId, label: o.roleName ? `${o.operatorName} (${roleText(o.roleName)})` : o.operatorName }));
  for (const o of found) names.current.set(o.value, o.label);
  const picked = [...(Form.useWatch('initiators', form) ?? []), ...(Form.useWatch('approvers', form) ?? []), ...(Form.useWatch('viewers', form) ?? [])];
  const people = [...found, ...[...new Set(picked)].filter((id) => !found.some((o) => o.value === id)).map((id) => ({ value: id, label: names.current.get(id) ?? id }))];
  const searchNames = { optionFilterProp: 'label', onSearch: personSearch.onSearch };
  const subtypes = types.subTypeOptions(txTyp);

  const toInput = (v: Values) => ({
      txTyp: v.txTyp ?? '',
      subTyp: v.subTyp || null,
      limitFrom: minor(v.limitFrom) ?? 0,
      limitTo: v.unlimited ? null : (minor(v.limitTo) ?? null),
      mandateTyp: v.mandateTyp,
      ruleTyp: v.mandateTyp === '2' ? v.ruleTyp : ('0' as const),
      initiators: v.initiators ?? [],
      approvers: v.mandateTyp === '0' ? [] : (v.approvers ?? []),
      viewers: v.viewers ?? [],
  });

  // The shared rule's refusals on their fields, at every submit: with the fields' own when those
  // stop the submit first, so every problem shows at once.
  const problems = (v: Values) => {
    const checked = mandateFields.safeParse(toInput(v));
    return checked.success ? [] : checked.error.issues.map((i) => ({ field: String(i.path[0] ?? 'txTyp'), message: i.message }));
  };

  const submit = async (v: Values) => {
    setError(null);
    if (showFieldErrors(form, problems(v))) return;
    const input = toInput(v);
    try {
      await save.mutateAsync({ ...input, ...(mandateNo ? { mandateNo } : {}) });
      void message.success(t('approvals.mandate.saved'));
      void navigate('/account/accountMandate');
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors);
      if (e.fieldErrors.length === 0 || rest.length > 0) setError(e.message);
      else if (e.fieldErrors.some((f) => f.field === 'limitFrom')) setError(e.message);
    }
  };

  if (mandateNo && existing.isLoading) return <Spin />;
  return (
    <PageCard title={mandateNo ? t('approvals.mandate.edit') : t('approvals.mandate.add')}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16, maxWidth: 640 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{ unlimited: false, mandateTyp: '1', ruleTyp: '0', initiators: [], approvers: [], viewers: [], limitFrom: 0 }}
        onFinish={(v) => void submit(v)}
        onFinishFailed={({ values, errorFields }) => showFieldErrors(form, problems(values), new Set(errorFields.map((f) => String(f.name[0]))))}
      >
        <Form.Item name="txTyp" label={t('approvals.mandate.txTyp')} rules={[{ required: true, message: ruleText('MMCP5719') }]}>
          <Select
            options={types.txTypeOptions}
            onChange={() => form.setFieldValue('subTyp', undefined)}
          />
        </Form.Item>
        <Form.Item name="subTyp" label={t('approvals.mandate.subTyp')}>
          <Select allowClear placeholder={t('approvals.mandate.allSubtypes')} options={subtypes} disabled={subtypes.length === 0} />
        </Form.Item>
        <Flex gap={16} wrap align="end">
          <Form.Item name="limitFrom" label={t('approvals.mandate.limitFrom')} rules={[{ required: true, message: ruleText('REQUIRED') }]} style={{ flex: 1, minWidth: 200 }}>
            <AmountInput precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="limitTo" label={t('approvals.mandate.limitTo')} style={{ flex: 1, minWidth: 200 }}>
            <AmountInput precision={2} style={{ width: '100%' }} disabled={unlimited} />
          </Form.Item>
          <Form.Item name="unlimited" valuePropName="checked">
            <Checkbox onChange={(e) => e.target.checked && form.setFields([{ name: 'limitTo', value: null, errors: [] }])}>{t('approvals.mandate.unlimited')}</Checkbox>
          </Form.Item>
        </Flex>
        <Form.Item name="mandateTyp" label={t('approvals.mandate.mandateTyp')} extra={mandateTyp ? t(`approvals.mandate.typeHelp.${mandateTyp}`) : null}>
          <Radio.Group optionType="button" options={(['0', '1', '2'] as const).map((k) => ({ value: k, label: t(`approvals.mandate.type.${k}`) }))} />
        </Form.Item>
        {mandateTyp === '2' && (
          <Form.Item name="ruleTyp" label={t('approvals.mandate.ruleTyp')}>
            <Radio.Group options={(['0', '4'] as const).map((k) => ({ value: k, label: `${t(`approvals.mandate.rule.${k}`)}: ${t(`approvals.mandate.ruleHelp.${k}`)}` }))} />
          </Form.Item>
        )}
        <Form.Item name="initiators" label={t('approvals.mandate.initiator')} extra={t('approvals.mandate.initiatorsHelp')}>
          <Select mode="multiple" options={people} loading={operators.isFetching} showSearch={searchNames} onBlur={personSearch.clear} />
        </Form.Item>
        {mandateTyp !== '0' && (
          <Form.Item name="approvers" label={t('approvals.mandate.authorizer')} required extra={mandateTyp === '1' ? t('approvals.mandate.approversHelp') : null}>
            <Select mode="multiple" options={people} loading={operators.isFetching} showSearch={searchNames} onBlur={personSearch.clear} />
          </Form.Item>
        )}
        <Form.Item name="viewers" label={t('approvals.mandate.viewer')} extra={t('approvals.mandate.viewersHelp')}>
          <Select mode="multiple" options={people} loading={operators.isFetching} showSearch={searchNames} onBlur={personSearch.clear} />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('approvals.mandate.save')}
          </Button>
          <Button onClick={() => void navigate('/account/accountMandate')}>{t('approvals.mandate.cancel')}</Button>
        </Flex>
      </Form>
    </PageCard>
  );
}
