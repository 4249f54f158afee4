import { Checkbox, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { idNoRule, personNameRule } from '../../../../shared/rules/identity';
import { emailRule } from '../../../../shared/rules/identity';
import { positionRule, staffStoresRule, staffUsername } from '../../../../shared/rules/staff';
import { zodRule } from '../../../components/formRules';
import { phoneDigitsRule } from '../../../components/inputFilters';
import { PhoneInput } from '../../../components/PhoneInput';
import { useStoreList } from '../../stores/api';

/** Optional fields check their rule only when filled. */
export const optional = (rule: Parameters<typeof zodRule>[0]) => ({
  validator: async (r: unknown, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    await (zodRule(rule) as { validator: (r: unknown, v: unknown) => Promise<void> }).validator(r, value);
  },
});

/** Step 1, information: names, the sign-in username (add only), ID, e-mail and mobile. */
export function InformationFields({ withUserName, onUserNameBlur }: { withUserName: boolean; onUserNameBlur?: () => void }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item required name="firstName" label={t('staff.form.firstName')} rules={[zodRule(personNameRule)]}>
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item required name="lastName" label={t('staff.form.lastName')} rules={[zodRule(personNameRule)]}>
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
      </Col>
      {withUserName && (
        <Col xs={24} md={12}>
          <Form.Item required name="userName" label={t('staff.form.userName')} extra={t('staff.form.userNameHelp')} rules={[zodRule(staffUsername)]}>
            <Input maxLength={40} autoComplete="off" onBlur={onUserNameBlur} />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={12}>
        <Form.Item name="idNo" label={t('staff.form.idNo')} rules={[optional(idNoRule)]}>
          <Input maxLength={9} inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="email" label={t('staff.form.email')} rules={[optional(emailRule)]} extra={t('staff.form.contactHelp')}>
          <Input maxLength={120} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="mobile" label={t('staff.form.mobile')} rules={[optional(phoneDigitsRule)]}>
          <PhoneInput />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Step 2, position: the job title and the stores the member works in. */
export function PositionFields() {
  const { t } = useTranslation();
  const stores = useStoreList({ pageNum: 1, pageSize: 100 });
  return (
    <>
      <Form.Item required name="position" label={t('staff.form.position')} rules={[zodRule(positionRule)]} style={{ maxWidth: 400 }}>
        <Input maxLength={40} placeholder={t('staff.form.positionPlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item required name="storeIds" label={t('staff.form.stores')} extra={t('staff.form.storesHelp')} rules={[zodRule(staffStoresRule)]}>
        <Checkbox.Group options={(stores.data?.list ?? []).map((s) => ({ value: s.storeId, label: s.storeName }))} />
      </Form.Item>
    </>
  );
}
