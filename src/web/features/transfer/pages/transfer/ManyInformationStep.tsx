import { Button, Flex, Form, type FormInstance, Input, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Beneficiary } from '../../../../../shared/actions/beneficiaries';
import type { InputOf } from '../../../../../shared/actions/contract';
import type { TransferManyPreOrder } from '../../../../../shared/actions/transfer';
import { formatMoney } from '../../../../../shared/format/money';
import { amountRule, remarksRule } from '../../../../../shared/rules/money';
import { GROUP_MAX_MEMBERS } from '../../../../../shared/rules/payee';
import { zodRule } from '../../../../components/formRules';
import { ruleText } from '../../../../i18n';
import { useBeneficiaryGroups } from '../../../beneficiary/api';
import { BeneficiaryMultiPicker } from '../../../beneficiary/components/BeneficiaryPicker';
import { useWallet } from '../../../../api/money';
import { toMinor } from '../../components/transferForm';
import { truncateName } from '../../../../../shared/format/name';
import { AmountInput } from '../../../../components/AmountInput';

export interface ManyFormValues {
  source: 'group' | 'list';
  groupId?: string;
  amountEach?: number | null;
  picked?: Beneficiary[];
  /** Shillings by bnfUsrNo. */
  amounts?: Record<string, number | null>;
  remarks?: string;
}

/** The pre-order of a transfer to many from the form. */
export function manyInput(v: ManyFormValues, requestId: string): InputOf<typeof TransferManyPreOrder> {
  const remarks = v.remarks?.trim() || undefined;
  if (v.source === 'group') return { groupId: v.groupId, amount: toMinor(v.amountEach) ?? undefined, remarks, requestId };
  return {
    list: (v.picked ?? []).map((b) => ({ bnfUsrNo: b.bnfUsrNo, amount: toMinor(v.amounts?.[b.bnfUsrNo]) ?? undefined })),
    remarks,
    requestId,
  };
}

const shillings = {
  validator: async (_r: unknown, value?: number | null) => {
    const result = amountRule.safeParse(toMinor(value) ?? undefined);
    if (!result.success) throw new Error(ruleText(result.error.issues[0]?.message ?? 'REQUIRED'));
  },
};

/**
 * Step 1 of sending to many: a beneficiary group with one amount each, or up to 20 chosen
 * beneficiaries with their own amounts. One PIN will confirm the whole batch.
 */
export function ManyInformationStep({ form, submitting, onNext }: { form: FormInstance<ManyFormValues>; submitting: boolean; onNext: (v: ManyFormValues) => void }) {
  const { t } = useTranslation();
  const wallet = useWallet();
  const groups = useBeneficiaryGroups({ pageNum: 1, pageSize: 100 });
  const source = Form.useWatch('source', form) ?? 'group';
  const picked = (Form.useWatch('picked', form) ?? []) as Beneficiary[];

  return (
    <Form<ManyFormValues> form={form} layout="vertical" style={{ maxWidth: 720 }} initialValues={{ source: 'group', picked: [], amounts: {} }} onFinish={onNext}>
      <Form.Item name="source" label={t('transfer.many.source')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'group', label: t('transfer.many.group') },
            { value: 'list', label: t('transfer.many.list') },
          ]}
        />
      </Form.Item>
      {source === 'group' ? (
        <>
          <Form.Item name="groupId" label={t('transfer.many.groupLabel')} rules={[{ required: true, message: ruleText('REQUIRED') }]}>
            <Select
              loading={groups.isLoading}
              placeholder={t('transfer.many.groupPlaceholder')}
              options={(groups.data?.list ?? []).map((g) => ({ value: g.groupId, label: `${g.groupName} (${t('transfer.many.payees', { count: g.memberCount })})` }))}
            />
          </Form.Item>
          <Form.Item name="amountEach" label={t('transfer.many.amountEach')} required rules={[shillings]}>
            <AmountInput style={{ width: '100%' }} precision={2} />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item
            name="picked"
            label={t('transfer.many.beneficiaries')}
            extra={t('transfer.many.beneficiariesPlaceholder', { max: GROUP_MAX_MEMBERS })}
            required
            rules={[{ validator: async (_r, v?: Beneficiary[]) => { if (!v?.length) throw new Error(ruleText('REQUIRED')); } }]}
          >
            <BeneficiaryMultiPicker max={GROUP_MAX_MEMBERS} />
          </Form.Item>
          {picked.map((b) => (
            <Form.Item key={b.bnfUsrNo} name={['amounts', b.bnfUsrNo]} label={<span title={b.bnfName}>{t('transfer.many.amountFor', { name: truncateName(b.bnfName) })}</span>} required rules={[shillings]}>
              <AmountInput style={{ width: '100%' }} precision={2} />
            </Form.Item>
          ))}
        </>
      )}
      {wallet.data && <Typography.Paragraph type="secondary">{t('transfer.form.available', { balance: formatMoney(wallet.data.availableBalance) })}</Typography.Paragraph>}
      <Form.Item name="remarks" label={t('transfer.form.remarks')} rules={[zodRule(remarksRule)]}>
        <Input maxLength={100} autoComplete="off" placeholder={t('transfer.form.remarksPlaceholder')} />
      </Form.Item>
      <Flex>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('transfer.form.next')}
        </Button>
      </Flex>
    </Form>
  );
}
