import { Alert, App, Button, Flex, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayeeFields } from '../../../../shared/actions/beneficiaries';
import { KENYAN_BANKS, bankByCode } from '../../../../shared/dict/banks';
import {
  accountReferenceRule,
  bankAccountRule,
  beneficiaryNameRule,
  cardNoRule,
  merchantNoRule,
  nicknameRule,
  paybillRule,
} from '../../../../shared/rules/payee';
import { isActionError } from '../../../api/errors';
import { DigitsInput } from '../../../components/DigitsInput';
import { useRevalidateOnLanguageChange, zodRule } from '../../../components/formRules';
import { phoneDigitsRule } from '../../../components/inputFilters';
import { PhoneInput } from '../../../components/PhoneInput';
import { catalogueText } from '../../../i18n';
import { useBeneficiaryChannels, useCheckBeneficiaryName } from '../api';
import { type BeneficiaryFormValues, payeeToWire, placePayeeRefusal } from './beneficiaryForm';
import { useChannelLabel } from './useChannelLabel';

export interface BeneficiaryFormSubmit extends PayeeFields {
  bnfName: string;
  nickname?: string;
}

const PAYEE_FIELDS = ['bnfMblNo', 'rcvAcNo', 'bankCode', 'accountReference'] as const;

/**
 * A payee's channel and what identifies it there (phone, merchant number, bank and account,
 * paybill and account reference, card), its name and a nickname. On {product} channels the name
 * comes from the name check. `onSubmit` throws the server's refusal; the form puts it on its field.
 */
export function BeneficiaryForm({
  initialValues,
  submitting,
  onSubmit,
}: {
  initialValues?: BeneficiaryFormValues;
  submitting: boolean;
  onSubmit: (values: BeneficiaryFormSubmit) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BeneficiaryFormValues>();
  useRevalidateOnLanguageChange(form);
  const channels = useBeneficiaryChannels();
  const channelLabel = useChannelLabel();
  const check = useCheckBeneficiaryName();
  const [noName, setNoName] = useState(false);

  const rcvCnl = Form.useWatch('rcvCnl', form) ?? initialValues?.rcvCnl;
  const channel = channels.data?.list.find((c) => c.rcvCnl === rcvCnl);
  // An unsupported channel (NCBA) asks for nothing more: its refusal is all there is to say.
  const kind = channel?.supported === 'Y' ? channel.payee : undefined;
  const nameCheck = channel?.nameCheck === 'Y';
  const product = channels.data?.product ?? '';

  const showRefusal = (e: unknown) => {
    if (!isActionError(e)) throw e;
    const left = placePayeeRefusal(form, e, kind);
    if (left) void message.error(left);
  };

  const checkName = async () => {
    const fields = PAYEE_FIELDS.filter((f) => (f === 'bnfMblNo' ? kind === 'phone' : kind !== 'phone'));
    const v = await form.validateFields(['rcvCnl', ...fields]).catch(() => null);
    if (!v) return;
    try {
      const out = await check.mutateAsync(payeeToWire(v, kind));
      setNoName(out.bnfName === null);
      if (out.bnfName) form.setFields([{ name: 'bnfName', value: out.bnfName, errors: [] }]);
    } catch (e) {
      showRefusal(e);
    }
  };

  const submit = async (v: BeneficiaryFormValues) => {
    try {
      await onSubmit({ ...payeeToWire(v, kind), bnfName: v.bnfName?.trim() ?? '', nickname: v.nickname?.trim() || undefined });
    } catch (e) {
      showRefusal(e);
    }
  };

  const onValuesChange = (changed: BeneficiaryFormValues) => {
    if ('rcvCnl' in changed) {
      form.setFields(PAYEE_FIELDS.map((name) => ({ name, value: undefined, errors: [] })));
      if (nameCheck || channels.data?.list.find((c) => c.rcvCnl === changed.rcvCnl)?.nameCheck === 'Y') {
        form.setFields([{ name: 'bnfName', value: undefined, errors: [] }]);
      }
      setNoName(false);
    } else if (nameCheck && PAYEE_FIELDS.some((f) => f in changed)) {
      // Another number: the name checked for the old one no longer holds.
      form.setFields([{ name: 'bnfName', value: undefined, errors: [] }]);
    }
  };

  const required = { required: true, message: catalogueText('REQUIRED') };

  const unsupported = {
    validator: async (_r: unknown, value?: string) => {
      if (value && channels.data?.list.find((c) => c.rcvCnl === value)?.supported === 'N') throw new Error(catalogueText('MMCP4305'));
    },
  };

  return (
    <Form<BeneficiaryFormValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={(v) => void submit(v)}
    >
      <Form.Item name="rcvCnl" label={t('beneficiary.form.channel')} rules={[{ required: true, message: catalogueText('REQUIRED') }, unsupported]}>
        <Select
          loading={channels.isLoading}
          // Room for every channel at once: no scrolling to find one.
          listHeight={400}
          placeholder={t('beneficiary.form.channelPlaceholder')}
          options={(channels.data?.list ?? []).map((c) => ({
            value: c.rcvCnl,
            title: channelLabel(c.rcvCnl),
            label: (
              <Space size={4}>
                {channelLabel(c.rcvCnl)}
                {c.supported === 'N' && <Tag>{t('beneficiary.form.notSupported')}</Tag>}
              </Space>
            ),
          }))}
        />
      </Form.Item>

      {kind === 'phone' && (
        <Form.Item required name="bnfMblNo" label={t('beneficiary.form.phone')} rules={[zodRule(phoneDigitsRule)]}>
          <PhoneInput />
        </Form.Item>
      )}
      {kind === 'merchantNo' && (
        <Form.Item required name="rcvAcNo" label={t('beneficiary.form.merchantNo')} validateFirst rules={[required, zodRule(merchantNoRule)]}>
          <DigitsInput maxLength={12} />
        </Form.Item>
      )}
      {kind === 'account' && (
        <>
          <Form.Item
            name="bankCode"
            label={t('beneficiary.form.bank')}
            rules={[
              { required: true, message: catalogueText('REQUIRED') },
              { validator: async (_r, code?: string) => { if (bankByCode(code)?.ncba) throw new Error(catalogueText('MMCP4305')); } },
            ]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('beneficiary.form.bankPlaceholder')}
              options={KENYAN_BANKS.map((b) => ({ value: b.code, label: b.name }))}
            />
          </Form.Item>
          <Form.Item required name="rcvAcNo" label={t('beneficiary.form.accountNo')} validateFirst rules={[required, zodRule(bankAccountRule)]}>
            <DigitsInput maxLength={18} />
          </Form.Item>
        </>
      )}
      {kind === 'paybill' && (
        <>
          <Form.Item required name="rcvAcNo" label={t('beneficiary.form.paybill')} validateFirst rules={[required, zodRule(paybillRule)]}>
            <DigitsInput maxLength={7} />
          </Form.Item>
          <Form.Item required name="accountReference" label={t('beneficiary.form.accountReference')} rules={[zodRule(accountReferenceRule)]}>
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
        </>
      )}
      {kind === 'card' && (
        <Form.Item required name="rcvAcNo" label={t('beneficiary.form.cardNo')} validateFirst rules={[required, zodRule(cardNoRule)]}>
          <DigitsInput maxLength={18} />
        </Form.Item>
      )}

      {kind && (
        <>
          <Form.Item label={t('beneficiary.form.name')} required extra={nameCheck ? (channel?.walletFlg === 'Y' ? t('beneficiary.form.registeredNote', { product }) : t('beneficiary.form.networkNote')) : undefined}>
            <Flex gap={8}>
              <Form.Item
                name="bnfName"
                noStyle
                validateFirst
                rules={[
                  ...(nameCheck
                    ? [{ validator: async (_r: unknown, value?: string) => { if (!value) throw new Error(t('beneficiary.form.checkFirst')); } }]
                    : []),
                  zodRule(beneficiaryNameRule),
                ]}
              >
                <Input
                  aria-label={t('beneficiary.form.name')}
                  readOnly={nameCheck}
                  maxLength={60}
                  autoComplete="off"
                  placeholder={t(nameCheck ? 'beneficiary.form.nameFromCheck' : 'beneficiary.form.namePlaceholder')}
                />
              </Form.Item>
              {nameCheck && (
                <Button loading={check.isPending} onClick={() => void checkName().catch(() => {})}>
                  {t('beneficiary.form.checkName')}
                </Button>
              )}
            </Flex>
          </Form.Item>
          {noName && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('beneficiary.form.noRegisteredName')} />}
          <Form.Item name="nickname" label={t('beneficiary.form.nickname')} rules={[zodRule(nicknameRule)]}>
            <Input maxLength={30} autoComplete="off" placeholder={t('beneficiary.form.nicknamePlaceholder')} />
          </Form.Item>
        </>
      )}

      <Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('beneficiary.form.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
