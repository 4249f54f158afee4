import { App, Button, Flex, Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Beneficiary } from '../../../../shared/actions/beneficiaries';
import { GROUP_MAX_MEMBERS, groupMembersRule, groupNameRule } from '../../../../shared/rules/payee';
import { isActionError } from '../../../api/errors';
import { applyFieldErrors, useRevalidateOnLanguageChange, zodRule } from '../../../components/formRules';
import { ruleText } from '../../../i18n';
import { BeneficiaryMultiPicker } from './BeneficiaryPicker';
import { ShortName } from '../../../components/ShortName';

export interface GroupFormValues {
  groupName?: string;
  /** The members, whole, so the chosen ones show by name whatever page the picker is on. */
  bnfUsrNos?: Beneficiary[];
}

/** The refusals that belong to a field of the group form. */
const REFUSAL_FIELD: Record<string, keyof GroupFormValues> = { MMCP4302: 'groupName', MMCP4308: 'bnfUsrNos', MMCP4303: 'bnfUsrNos' };

/**
 * A group's name (unique in the business) and its members, chosen from the saved payees (up to
 * 20: the multi-transfer limit). `onSubmit` throws the server's refusal; it lands on its field.
 */
export function GroupForm({
  initialValues,
  submitting,
  onSubmit,
}: {
  initialValues?: GroupFormValues;
  submitting: boolean;
  onSubmit: (values: { groupName: string; bnfUsrNos: string[] }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<GroupFormValues>();
  useRevalidateOnLanguageChange(form);
  const members = Form.useWatch('bnfUsrNos', form) ?? initialValues?.bnfUsrNos ?? [];

  const submit = async (v: GroupFormValues) => {
    try {
      await onSubmit({ groupName: v.groupName?.trim() ?? '', bnfUsrNos: (v.bnfUsrNos ?? []).map((b) => b.bnfUsrNo) });
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors);
      const field = e.fieldErrors.length === 0 ? REFUSAL_FIELD[e.code] : undefined;
      if (field) form.setFields([{ name: field, errors: [e.message] }]);
      else if (e.fieldErrors.length === 0 || rest.length > 0) void message.error(e.message);
    }
  };

  const remove = (id: string) =>
    form.setFieldValue(
      'bnfUsrNos',
      members.filter((m) => m.bnfUsrNo !== id),
    );

  return (
    <Form<GroupFormValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 760 }}
      initialValues={{ bnfUsrNos: [], ...initialValues }}
      onFinish={(v) => void submit(v)}
    >
      <Form.Item required name="groupName" label={t('beneficiary.groups.name')} rules={[zodRule(groupNameRule)]} style={{ maxWidth: 400 }}>
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('beneficiary.groups.members')}>
        <Flex wrap gap={4} style={{ marginBottom: 8 }}>
          {members.length === 0 && <Typography.Text type="secondary">{t('beneficiary.groups.noneSelected')}</Typography.Text>}
          {members.map((m) => (
            <Tag
              key={m.bnfUsrNo}
              closable={{ 'aria-label': t('beneficiary.groups.remove', { name: m.bnfName }) }}
              onClose={(e) => {
                e.preventDefault();
                remove(m.bnfUsrNo);
              }}
            >
              <ShortName name={m.bnfName} />
            </Tag>
          ))}
        </Flex>
        <Typography.Text type="secondary">{t('beneficiary.groups.selected', { count: members.length, max: GROUP_MAX_MEMBERS })}</Typography.Text>
      </Form.Item>
      <Form.Item
        name="bnfUsrNos"
        label={t('beneficiary.groups.chooseMembers')}
        rules={[
          {
            // The shared rule reads the ids; the form holds whole beneficiaries.
            validator: async (_r, value?: Beneficiary[]) => {
              const result = groupMembersRule.safeParse((value ?? []).map((b) => b.bnfUsrNo));
              if (!result.success) throw new Error(ruleText(result.error.issues[0]?.message ?? 'INVALID_VALUE'));
            },
          },
        ]}
      >
        <BeneficiaryMultiPicker max={GROUP_MAX_MEMBERS} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('beneficiary.form.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
