import { Button, Flex, Form, Result, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { roleSelectionRule } from '../../../../../shared/rules/staff';
import { isActionError } from '../../../../api/errors';
import { ButtonLink } from '../../../../components/ButtonLink';
import { applyFieldErrors, useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { PageCard } from '../../../../components/PageCard';
import { useAddStaff, useCheckUserName } from '../../api';
import { RoleTree } from '../../components/RoleTree';
import type { RoleSelection } from '../../components/roleTree';
import { InformationFields, PositionFields } from '../../components/StaffFields';
import { REFUSAL_FIELD, type StaffFormValues, stepOfField, toWire } from '../../components/staffForm';

type Values = StaffFormValues & { role?: RoleSelection };

const STEP_FIELDS: (keyof Values)[][] = [['firstName', 'lastName', 'userName', 'idNo', 'email', 'mobile'], ['position', 'storeIds'], ['role']];

/** /staff/addStaff: information, position, authority, then success (spec 001 section 2). */
export default function AddStaffPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const [step, setStep] = useState(0);
  const [done, setDone] = useState<{ staffId: string; name: string; userName: string; sentTo: string } | null>(null);
  const add = useAddStaff();
  const check = useCheckUserName();

  const checkUserName = async () => {
    const userName = (form.getFieldValue('userName') as string | undefined)?.trim();
    if (!userName || form.getFieldError('userName').length) return;
    const res = await check.mutateAsync(userName).catch(() => null);
    if (res?.isSignUp === 'N') form.setFields([{ name: 'userName', errors: [res.isRegisteredMsg] }]);
  };

  const next = async () => {
    await form.validateFields(STEP_FIELDS[step]);
    if (step === 0) await checkUserName();
    if (form.getFieldError('userName').length) return;
    setStep(step + 1);
  };

  const submit = async () => {
    await form.validateFields(STEP_FIELDS[2]);
    const v = form.getFieldsValue(true) as Values;
    try {
      const res = await add.mutateAsync({ ...toWire(v), userName: v.userName?.trim() ?? '', roleGroup: v.role?.roleGroup ?? '', funcNos: v.role?.funcNos ?? [] });
      setDone({ staffId: res.staffId, name: `${v.firstName} ${v.lastName}`, userName: res.userName, sentTo: res.sentTo.join(', ') });
      setStep(3);
    } catch (e) {
      if (!isActionError(e)) throw e;
      const errors = e.fieldErrors.length ? e.fieldErrors : REFUSAL_FIELD[e.code] ? [{ field: REFUSAL_FIELD[e.code]!, message: e.message }] : [];
      const mapped = errors.map((f) => (f.field === 'roleGroup' || f.field === 'funcNos' ? { ...f, field: 'role' } : f));
      applyFieldErrors(form, mapped);
      if (mapped[0]) setStep(stepOfField(mapped[0].field));
      else form.setFields([{ name: 'role', errors: [e.message] }]);
    }
  };

  const reset = () => {
    form.resetFields();
    setDone(null);
    setStep(0);
  };

  return (
    <PageCard title={t('staff.menu.add')}>
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 24, maxWidth: 760 }}
        items={[t('staff.steps.information'), t('staff.steps.position'), t('staff.steps.authority'), t('staff.steps.success')].map((title) => ({ title }))}
      />
      {step === 3 && done ? (
        <Result
          status="success"
          title={t('staff.success.title', { name: done.name })}
          subTitle={t('staff.success.subTitle', { userName: done.userName, sentTo: done.sentTo })}
          extra={[
            <ButtonLink key="details" to={`/staff/detailsStaff?staffId=${encodeURIComponent(done.staffId)}`}>
              {t('staff.success.details')}
            </ButtonLink>,
            <Button key="another" onClick={reset}>
              {t('staff.success.another')}
            </Button>,
            <Button key="back" type="primary" onClick={() => navigate('/staff')}>
              {t('staff.success.back')}
            </Button>,
          ]}
        />
      ) : (
        <Form<Values> form={form} layout="vertical" style={{ maxWidth: 760 }} initialValues={{ storeIds: [], role: { funcNos: [] } }}>
          <div hidden={step !== 0}>
            <InformationFields withUserName onUserNameBlur={() => void checkUserName()} />
          </div>
          <div hidden={step !== 1}>
            <PositionFields />
          </div>
          <div hidden={step !== 2}>
            <Form.Item required name="role" label={t('staff.form.role')} extra={t('staff.form.roleHelp')} rules={[zodRule(roleSelectionRule)]}>
              <RoleTree />
            </Form.Item>
          </div>
          <Flex gap={8}>
            {step > 0 && <Button onClick={() => setStep(step - 1)}>{t('common.back')}</Button>}
            {step < 2 && (
              <Button type="primary" loading={check.isPending} onClick={() => void next().catch(() => {})}>
                {t('common.next')}
              </Button>
            )}
            {step === 2 && (
              <Button type="primary" loading={add.isPending} onClick={() => void submit().catch(() => {})}>
                {t('staff.form.submit')}
              </Button>
            )}
          </Flex>
        </Form>
      )}
    </PageCard>
  );
}
