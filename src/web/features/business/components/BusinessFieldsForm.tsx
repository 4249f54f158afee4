import { AutoComplete, Col, Form, type FormInstance, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { businessNameRule, kraPinRule, postalCodeRule, regNoRule, websiteRule } from '../../../../shared/rules/business';
import { phoneRule } from '../../../../shared/rules/identity';
import { zodRule } from '../../../components/formRules';
import { PhoneInput } from '../../../components/PhoneInput';
import { useDictionary } from '../api';
import type { BusinessFormValues } from './businessForm';

const optional = (rule: z.ZodType) => zodRule(z.union([z.literal(''), rule]));

/**
 * The fields of a business (WebUpdateBusinessInfo, UpdateSubBusinessInfo) inside a parent Form:
 * the shared rules check KRA PIN and registration number with the server's messages.
 */
export function BusinessFieldsForm({ form }: { form: FormInstance<BusinessFormValues> }) {
  const { t } = useTranslation();
  const industry = Form.useWatch('industry', form);
  const county = Form.useWatch('county', form);
  const industries = useDictionary('industry');
  const sectors = useDictionary('sector', industry, Boolean(industry));
  const counties = useDictionary('county');
  const towns = useDictionary('town', county, Boolean(county));
  const required = { required: true, message: t('business.form.required') };
  const options = (list: { code: string; name: string }[] | undefined) =>
    (list ?? []).map((i) => ({ value: i.code, label: i.name }));
  const label = (field: string) => t(`business.fields.${field}`);

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="businessName" label={label('businessName')} rules={[zodRule(businessNameRule)]}>
          <Input maxLength={80} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="industry" label={label('industry')} rules={[required]}>
          <Select
            options={options(industries.data)}
            loading={industries.isPending}
            onChange={() => form.setFieldValue('sector', undefined)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="sector" label={label('sector')} rules={[required]}>
          <Select options={options(sectors.data)} loading={sectors.isFetching} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="kraPin" label={label('kraPin')} rules={[optional(kraPinRule)]}>
          <Input maxLength={11} placeholder="P051234567X" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="regNo" label={label('regNo')} rules={[optional(regNoRule)]}>
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="altPhone" label={label('altPhone')} rules={[optional(phoneRule)]}>
          <PhoneInput />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="county" label={label('county')} rules={[required]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={options(counties.data)}
            loading={counties.isPending}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="town" label={label('town')} rules={[required]}>
          <AutoComplete
            options={(towns.data ?? []).map((i) => ({ value: i.name }))}
            maxLength={60}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="address" label={label('address')} rules={[required]}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="postalAddress" label={label('postalAddress')}>
          <Input maxLength={60} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="postalCode" label={label('postalCode')} rules={[zodRule(postalCodeRule)]}>
          <Input maxLength={5} inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="website" label={label('website')} rules={[zodRule(websiteRule)]}>
          <Input maxLength={120} inputMode="url" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="description" label={label('description')}>
          <Input.TextArea maxLength={500} rows={3} showCount />
        </Form.Item>
      </Col>
    </Row>
  );
}
