import { Alert, Button, Descriptions, Form, type FormInstance, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UtilityBill } from '../../../../shared/actions/bills';
import { UTILITY_KIND_CODES, billerByCode } from '../../../../shared/dict/bills';
import { formatMoney } from '../../../../shared/format/money';
import { billAccountProblem } from '../../../../shared/rules/bills';
import { billAccountNo } from './billAccountText';
import { applyFieldErrors } from '../../../components/formRules';
import { displayDate } from '../../../components/dateDisplay';
import { isActionError } from '../../../api/errors';
import { ruleText } from '../../../i18n';
import { useAccounts, useCheckBill, useProviders } from '../api';

export interface BillTargetValues {
  utilityKind?: string;
  biller?: string;
  savedAccountId?: string;
  accountNo?: string;
}

/**
 * Choose a utility type, then its provider, then the account (typed, or one of the saved accounts
 * of that provider), then 'Check account': the biller's answer (holder's name, amount due,
 * packages) goes to `onChecked`. Any change after a check clears it (`onChecked(null)`).
 */
export function BillTargetFields({
  form,
  bill,
  onChecked,
}: {
  form: FormInstance;
  bill: UtilityBill | null;
  onChecked: (bill: UtilityBill | null) => void;
}) {
  const { t } = useTranslation();
  const utilityKind = Form.useWatch('utilityKind', form) as string | undefined;
  const billerCode = Form.useWatch('biller', form) as string | undefined;
  const biller = billerByCode(billerCode);
  const providers = useProviders(utilityKind);
  const saved = useAccounts({ pageSize: 100 });
  const savedOfBiller = (saved.data?.list ?? []).filter((a) => a.biller === billerCode);
  const check = useCheckBill();

  const runCheck = async () => {
    try {
      const values = (await form.validateFields(['biller', 'accountNo'])) as BillTargetValues;
      const out = await check.mutateAsync({ biller: values.biller ?? '', accountNo: values.accountNo ?? '' });
      onChecked(out);
    } catch (e) {
      onChecked(null);
      if (!isActionError(e)) return;
      const rest = applyFieldErrors(form, e.fieldErrors);
      if (e.fieldErrors.length === 0 || rest.length > 0) form.setFields([{ name: 'accountNo', errors: [e.message] }]);
    }
  };

  return (
    <>
      <Form.Item name="utilityKind" label={t('bills.form.kind')} rules={[{ required: true, message: ruleText('REQUIRED') }]}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={UTILITY_KIND_CODES.map((k) => ({ value: k, label: t(`bills.kind.${k}`) }))}
          onChange={() => {
            form.setFieldsValue({ biller: undefined, savedAccountId: undefined, accountNo: undefined, packageCode: undefined });
            onChecked(null);
          }}
        />
      </Form.Item>
      <Form.Item name="biller" label={t('bills.form.provider')} rules={[{ required: true, message: ruleText('MMCP5400') }]}>
        <Select
          placeholder={t('bills.form.providerPlaceholder')}
          loading={providers.isLoading}
          disabled={!utilityKind}
          options={(providers.data?.list ?? []).map((p) => ({ value: p.biller, label: p.name }))}
          onChange={() => {
            form.setFieldsValue({ savedAccountId: undefined, accountNo: undefined, packageCode: undefined });
            onChecked(null);
          }}
        />
      </Form.Item>
      {savedOfBiller.length > 0 && (
        <Form.Item name="savedAccountId" label={t('bills.form.saved')}>
          <Select
            allowClear
            placeholder={t('bills.form.savedPlaceholder')}
            options={savedOfBiller.map((a) => ({ value: a.accountId, label: `${a.nickname ?? a.accountName ?? ''} · ${billAccountNo(a)}` }))}
            onChange={(id: string | undefined) => {
              const account = savedOfBiller.find((a) => a.accountId === id);
              form.setFieldsValue({ accountNo: account?.accountNo, packageCode: account?.packageCode ?? undefined });
              onChecked(null);
            }}
          />
        </Form.Item>
      )}
      <Form.Item
        name="accountNo"
        label={t(`bills.accountLabel.${biller?.accountLabel ?? 'account'}`)}
        rules={[
          {
            validator: async (_r, value: string | undefined) => {
              const problem = billAccountProblem(biller, value);
              if (problem) throw new Error(ruleText(problem));
            },
          },
        ]}
      >
        <Input
          inputMode={biller?.mode === 'airtime' || biller?.accountLabel === 'meter' ? 'numeric' : 'text'}
          maxLength={20}
          disabled={!biller}
          onChange={() => onChecked(null)}
          addonAfter={
            <Button type="link" size="small" onClick={() => void runCheck()} loading={check.isPending} disabled={!biller} style={{ height: 'auto', padding: 0 }}>
              {t('bills.form.check')}
            </Button>
          }
        />
      </Form.Item>
      {bill && (
        <Alert
          type="success"
          style={{ marginBottom: 16 }}
          message={
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'holder', label: t('bills.form.holder'), children: <strong data-testid="bill-holder">{bill.accountName}</strong> },
                ...(bill.amountDue !== null ? [{ key: 'due', label: t('bills.form.amountDue'), children: <strong>{formatMoney(bill.amountDue)}</strong> }] : []),
                ...(bill.dueDate ? [{ key: 'dueDate', label: t('bills.form.dueDate'), children: displayDate(bill.dueDate) }] : []),
              ]}
            />
          }
        />
      )}
    </>
  );
}
