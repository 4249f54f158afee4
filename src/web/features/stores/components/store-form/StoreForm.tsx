import { Alert, App, Button, Col, Divider, Flex, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTLE_CHANNELS } from '../../../../../shared/dict/stores';
import { emailRule } from '../../../../../shared/rules/identity';
import { storeNameRule } from '../../../../../shared/rules/stores';
import { isActionError } from '../../../../api/errors';
import { DigitsInput } from '../../../../components/DigitsInput';
import { applyFieldErrors, showFieldErrors, useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { PhoneInput } from '../../../../components/PhoneInput';
import { useDebouncedValue, useSelectSearch } from '../../../../components/useDebouncedValue';
import { ruleText } from '../../../../i18n';
import { useBankBranches, useBanks, useBuildingsByName, useStoreAdmins, useTerritories } from '../../api.manage';
import { formProblems, type StoreFormValues, type StoreWire, toWire } from './storeFormValues';
import { roleText } from '../../../../components/dictText';

const SETTLE_FIELDS = ['settleAccountNo', 'settleAccountName', 'settleBankCode', 'settleBranchCode'] as const;

/**
 * The add and amend store form (spec 001 section 3, Store): details, address with a building
 * look-up, the options to use the main store's data, and where the store's takings settle.
 * `onSubmit` throws the server's refusal; the form puts it on its field.
 */
export function StoreForm({
  initialValues,
  buildingLabel,
  isMain = false,
  submitting,
  submitText,
  onSubmit,
}: {
  initialValues?: StoreFormValues;
  /** The name of the store's building, shown before any search. */
  buildingLabel?: string | null;
  isMain?: boolean;
  submitting: boolean;
  submitText: string;
  onSubmit: (values: StoreWire) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<StoreFormValues>();
  useRevalidateOnLanguageChange(form);
  const adminSearch = useSelectSearch();
  const admins = useStoreAdmins(adminSearch.text, initialValues?.adminId ?? undefined);
  const territories = useTerritories();
  const banks = useBanks();
  const channel = Form.useWatch('settleChannel', form) ?? initialValues?.settleChannel ?? '0';
  const county = Form.useWatch('county', form) ?? initialValues?.county;
  const bankCode = Form.useWatch('settleBankCode', form) ?? initialValues?.settleBankCode;
  const branches = useBankBranches(channel === '1' ? bankCode : undefined);
  const [buildingQuery, setBuildingQuery] = useState('');
  const debounced = useDebouncedValue(buildingQuery, 500);
  const buildings = useBuildingsByName(debounced, undefined);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(
    initialValues?.buildingId ? { value: initialValues.buildingId, label: buildingLabel ?? initialValues.buildingId } : null,
  );
  const towns = territories.data?.list.find((c) => c.code === county)?.towns ?? [];

  const submit = async (v: StoreFormValues) => {
    if (showFieldErrors(form, formProblems(v))) return;
    try {
      await onSubmit(toWire(v));
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors);
      if (e.fieldErrors.length === 0 || rest.length > 0) void message.error(e.message);
    }
  };

  const buildingOptions = (buildings.data?.list ?? []).map((b) => ({
    value: b.buildingId,
    label: `${b.buildingName} · ${b.street}, ${b.city}`,
    building: b,
  }));
  if (picked && !buildingOptions.some((o) => o.value === picked.value)) buildingOptions.unshift({ value: picked.value, label: picked.label, building: undefined as never });

  return (
    <Form<StoreFormValues>
      form={form}
      layout="vertical"
      initialValues={{ settleChannel: '0', useMainInventory: false, useMainCustomers: false, useMainBeneficiaries: false, ...initialValues }}
      onFinish={(v) => void submit(v)}
      // The shared schema's refusals show with the fields' own, so every problem shows at once.
      onFinishFailed={({ values, errorFields }) => showFieldErrors(form, formProblems(values), new Set(errorFields.map((f) => String(f.name[0]))))}
      // A refusal put on a field goes once the field is changed (fields with rules check themselves again).
      onValuesChange={(changed: Partial<StoreFormValues>) => form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof StoreFormValues, errors: [] })))}
      scrollToFirstError
      style={{ maxWidth: 880 }}
    >
      <Divider titlePlacement="start">{t('stores.form.details')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="storeName" label={t('stores.form.storeName')} rules={[zodRule(storeNameRule)]}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="adminId" label={t('stores.form.admin')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label', onSearch: adminSearch.onSearch }}
              onBlur={adminSearch.clear}
              loading={admins.isFetching}
              options={(admins.data?.list ?? []).map((a) => ({ value: a.adminId, label: `${a.adminName} (${roleText(a.roleName)})` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contactPerson" label={t('stores.form.contactPerson')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mobile" label={t('stores.form.mobile')}>
            <PhoneInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('stores.form.email')} rules={[{ validator: (_r, v: string | undefined) => validateEmail(v) }]}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label={t('stores.form.description')}>
            <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('stores.form.location')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="buildingId" label={t('stores.form.building')} extra={t('stores.form.buildingHint')}>
            <Select
              showSearch={{ filterOption: false, onSearch: setBuildingQuery }}
              allowClear
              loading={buildings.isFetching}
              notFoundContent={debounced.length >= 2 ? t('stores.form.noBuilding') : t('stores.form.typeBuilding')}
              options={buildingOptions}
              onChange={(value: string | undefined, option) => {
                const b = Array.isArray(option) ? undefined : (option as (typeof buildingOptions)[number] | undefined)?.building;
                setPicked(value && b ? { value, label: `${b.buildingName} · ${b.street}, ${b.city}` } : null);
                if (b) {
                  form.setFieldsValue({ county: b.county, city: b.city, street: b.street, latitude: b.latitude, longitude: b.longitude });
                }
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label={t('stores.form.address')} rules={[{ required: true, whitespace: true, message: ruleText('REQUIRED') }]}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="county" label={t('stores.form.county')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              loading={territories.isFetching}
              options={(territories.data?.list ?? []).map((c) => ({ value: c.code, label: c.name }))}
              onChange={() => form.setFieldValue('city', undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="city" label={t('stores.form.city')}>
            <Select allowClear showSearch options={towns.map((town) => ({ value: town, label: town }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="street" label={t('stores.form.street')}>
            <Input maxLength={80} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="addressDetail" label={t('stores.form.addressDetail')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="residence" label={t('stores.form.residence')}>
            <Input maxLength={80} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="region" label={t('stores.form.region')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Form.Item name="latitude" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="longitude" hidden>
          <Input />
        </Form.Item>
      </Row>

      {!isMain && (
        <>
          <Divider titlePlacement="start">{t('stores.form.options')}</Divider>
          <Flex gap={32} wrap>
            {(['useMainInventory', 'useMainCustomers', 'useMainBeneficiaries'] as const).map((name) => (
              <Form.Item key={name} name={name} label={t(`stores.form.${name}`)} valuePropName="checked">
                <Switch />
              </Form.Item>
            ))}
          </Flex>
        </>
      )}

      <Divider titlePlacement="start">{t('stores.form.settlement')}</Divider>
      <Form.Item name="settleChannel" label={t('stores.form.settleChannel')}>
        <Radio.Group
          optionType="button"
          options={SETTLE_CHANNELS.map((c) => ({ value: c, label: t(`stores.settleChannel.${c}`) }))}
          onChange={() => form.setFields(SETTLE_FIELDS.map((name) => ({ name, errors: [] })))}
        />
      </Form.Item>
      {channel === '0' && <Alert type="info" showIcon title={t('stores.form.walletHint')} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        {(channel === '1' || channel === '4') && (
          <Col xs={24} md={12}>
            <Form.Item name="settleBankCode" label={t('stores.form.bank')}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={banks.isFetching}
                options={(banks.data?.list ?? []).map((b) => ({ value: b.bankCode, label: b.bankName }))}
                onChange={() => form.setFieldValue('settleBranchCode', undefined)}
              />
            </Form.Item>
          </Col>
        )}
        {channel === '1' && (
          <Col xs={24} md={12}>
            <Form.Item name="settleBranchCode" label={t('stores.form.branch')}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                disabled={!bankCode}
                loading={branches.isFetching}
                options={(branches.data?.list ?? []).map((b) => ({ value: b.branchCode, label: b.branchName }))}
              />
            </Form.Item>
          </Col>
        )}
        {channel !== '0' && (
          <Col xs={24} md={12}>
            <Form.Item name="settleAccountNo" label={t(`stores.form.accountNo.${channel}`)}>
              {channel === '5' ? <PhoneInput /> : <DigitsInput maxLength={channel === '2' ? 12 : 18} />}
            </Form.Item>
          </Col>
        )}
        {channel !== '0' && channel !== '2' && (
          <Col xs={24} md={12}>
            <Form.Item name="settleAccountName" label={t('stores.form.accountName')}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
        )}
      </Row>

      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitText}
      </Button>
    </Form>
  );
}

async function validateEmail(value: string | undefined): Promise<void> {
  if (!value) return;
  const r = emailRule.safeParse(value);
  if (!r.success) throw new Error(ruleText(r.error.issues[0]?.message ?? 'EMAIL_FORMAT'));
}
