import { Form, Input, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { KENYAN_BANKS, bankByCode } from '../../../../shared/dict/banks';
import { type TransferChannel, channelByCode } from '../../../../shared/dict/money';
import { accountReferenceRule, bankAccountRule, cardNoRule, merchantNoRule, paybillRule } from '../../../../shared/rules/payee';
import { DigitsInput } from '../../../components/DigitsInput';
import { zodRule } from '../../../components/formRules';
import { phoneDigitsRule } from '../../../components/inputFilters';
import { PhoneInput } from '../../../components/PhoneInput';
import { catalogueText } from '../../../i18n';
import { useChannelLabel } from '../../beneficiary/components/useChannelLabel';

const unsupported = {
  validator: async (_r: unknown, value?: string) => {
    if (value && channelByCode(value)?.supported === false) throw new Error(catalogueText('MMCP4305'));
  },
};

/**
 * A typed-in payee inside the transfer form: the channel (of the tab) and what the channel needs,
 * with the same shared rules as the server (src/shared/rules/payee.ts).
 */
export function PayeeFields({ channels, channel }: { channels: string[]; channel: TransferChannel | undefined }) {
  const { t } = useTranslation();
  const channelLabel = useChannelLabel();
  const kind = channel?.payee;
  return (
    <>
      <Form.Item name="rcvCnl" label={t('transfer.form.channel')} rules={[{ required: true, message: catalogueText('REQUIRED') }, unsupported]}>
        <Select
          placeholder={t('transfer.form.channelPlaceholder')}
          options={channels.map((code) => ({
            value: code,
            title: channelLabel(code),
            label: (
              <Space size={4}>
                {channelLabel(code)}
                {channelByCode(code)?.supported === false && <Tag>{t('beneficiary.form.notSupported')}</Tag>}
              </Space>
            ),
          }))}
        />
      </Form.Item>
      {kind === 'phone' && (
        <Form.Item required name="bnfMblNo" label={t('transfer.form.phone')} rules={[zodRule(phoneDigitsRule)]}>
          <PhoneInput />
        </Form.Item>
      )}
      {kind === 'merchantNo' && (
        <Form.Item required name="rcvAcNo" label={t('transfer.form.merchantNo')} rules={[zodRule(merchantNoRule)]}>
          <DigitsInput maxLength={12} />
        </Form.Item>
      )}
      {kind === 'account' && channel?.supported && (
        <>
          <Form.Item
            name="bankCode"
            label={t('transfer.form.bank')}
            rules={[
              { required: true, message: catalogueText('REQUIRED') },
              {
                validator: async (_r, code?: string) => {
                  if (bankByCode(code)?.ncba) throw new Error(catalogueText('MMCP4305'));
                },
              },
            ]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('transfer.form.bankPlaceholder')}
              options={KENYAN_BANKS.map((b) => ({ value: b.code, label: b.name }))}
            />
          </Form.Item>
          <Form.Item required name="rcvAcNo" label={t('transfer.form.accountNo')} rules={[zodRule(bankAccountRule)]}>
            <DigitsInput maxLength={18} />
          </Form.Item>
        </>
      )}
      {kind === 'paybill' && (
        <>
          <Form.Item required name="rcvAcNo" label={t('transfer.form.paybill')} rules={[zodRule(paybillRule)]}>
            <DigitsInput maxLength={7} />
          </Form.Item>
          <Form.Item required name="accountReference" label={t('transfer.form.accountReference')} rules={[zodRule(accountReferenceRule)]}>
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
        </>
      )}
      {kind === 'card' && (
        <Form.Item required name="rcvAcNo" label={t('transfer.form.cardNo')} rules={[zodRule(cardNoRule)]}>
          <DigitsInput maxLength={18} />
        </Form.Item>
      )}
    </>
  );
}
