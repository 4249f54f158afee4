import { Alert, Button, Descriptions, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receiveCodeRule } from '../../../../../shared/actions/wallet';
import { formatMoney } from '../../../../../shared/format/money';
import { ruleMessage } from '../../../../../shared/rules/message';
import { catalogueText, ruleText } from '../../../../i18n';
import { isActionError } from '../../../../api/errors';
import { usePayCode } from '../../api';
import { ShortName } from '../../../../components/ShortName';

/** Decode a code someone typed (or read off a QR): whom it pays, how much, whether it is open. */
export function DecodeCode() {
  const { t } = useTranslation();
  const [code, setCode] = useState<string | null>(null);
  const decoded = usePayCode(code);
  return (
    <section aria-label={t('wallet.qr.decode')}>
      <Typography.Title level={5}>{t('wallet.qr.decode')}</Typography.Title>
      <Form
        name="decodeCode"
        layout="inline"
        onFinish={(v: { code: string }) => setCode(v.code.trim().toUpperCase())}
        style={{ marginBottom: 12, rowGap: 8 }}
      >
        <Form.Item
          name="code"
          label={t('wallet.qr.code')}
          rules={[
            {
              validator: async (_r, v: string | undefined) => {
                if (!v || !receiveCodeRule.safeParse(v).success) throw new Error(ruleText(ruleMessage('INVALID_VALUE')));
              },
            },
          ]}
        >
          <Input style={{ width: 200, fontFamily: 'monospace', textTransform: 'uppercase' }} maxLength={20} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={decoded.isFetching}>
            {t('wallet.qr.decodeButton')}
          </Button>
        </Form.Item>
      </Form>
      {decoded.isError && (
        <Alert type="error" showIcon message={isActionError(decoded.error) ? decoded.error.message : catalogueText('MMCP4403')} />
      )}
      {decoded.data && (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            {
              key: 'payee',
              label: t('wallet.qr.pays'),
              children: (
                <Space>
                  <ShortName name={decoded.data.merchantName} />
                  <Typography.Text type="secondary">{decoded.data.merchantNo}</Typography.Text>
                </Space>
              ),
            },
            ...(decoded.data.storeName ? [{ key: 'store', label: t('wallet.qr.store'), children: decoded.data.storeName }] : []),
            { key: 'amount', label: t('wallet.qr.amount'), children: decoded.data.amount === null ? t('wallet.qr.anyAmount') : formatMoney(decoded.data.amount) },
            { key: 'paybill', label: t('wallet.qr.paybill'), children: decoded.data.paybillNo },
            { key: 'account', label: t('wallet.qr.account'), children: decoded.data.code },
            {
              key: 'status',
              label: t('wallet.activity.status'),
              children: <Tag color={decoded.data.rcvFlg === '1' ? 'green' : 'default'}>{t(`wallet.qr.rcvFlg.${decoded.data.rcvFlg}`)}</Tag>,
            },
          ]}
        />
      )}
    </section>
  );
}
