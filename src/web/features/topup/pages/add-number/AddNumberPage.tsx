import { Alert, App, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isActionError } from '../../../../api/errors';
import { zodRule } from '../../../../components/formRules';
import { phoneDigitsRule, toWirePhone } from '../../../../components/inputFilters';
import { OtpDialog } from '../../../../components/OtpDialog';
import type { OtpSent } from '../../../../components/otpCountdown';
import { PageCard } from '../../../../components/PageCard';
import { PhoneInput } from '../../../../components/PhoneInput';
import { useAddPaymentMobile } from '../../api';

interface Values {
  mblNo: string;
  name?: string;
}

/** Refusals that belong on the number field. */
const NUMBER_CODES = new Set(['MMCP4101', 'MMCP4103']);

/**
 * /finance/money/addNumber: a new payment mobile, confirmed by the code sent to that number
 * (one-time code type 16, AddMOMO).
 */
export default function AddNumberPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = params.get('back') === 'mobileInformation' ? '/finance/money/mobileInformation' : params.get('back') === 'accountManagement' ? '/finance/money/accountManagement' : '/finance/money';
  const [form] = Form.useForm<Values>();
  const add = useAddPaymentMobile();
  const [pending, setPending] = useState<{ values: Values; sent: OtpSent } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const wire = (v: Values) => ({ mblNo: toWirePhone(v.mblNo), name: v.name?.trim() || undefined });

  const sendCode = async (values: Values): Promise<OtpSent> => {
    const r = await add.mutateAsync(wire(values));
    return { jrnNo: r.jrnNo ?? '', maskedTo: r.maskedTo ?? '', resendAfter: r.resendAfter };
  };

  const submit = async (values: Values) => {
    setError(null);
    try {
      setPending({ values, sent: await sendCode(values) });
    } catch (e) {
      if (isActionError(e) && NUMBER_CODES.has(e.code)) form.setFields([{ name: 'mblNo', errors: [e.message] }]);
      else setError(isActionError(e) ? e.message : t('errors.unexpected'));
    }
  };

  return (
    <PageCard title={t('topup.add.title')}>
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} style={{ maxWidth: 460 }} requiredMark={false}>
        <Form.Item name="mblNo" label={t('topup.add.number')} rules={[zodRule(phoneDigitsRule)]} extra={t('topup.add.numberHint')}>
          <PhoneInput />
        </Form.Item>
        <Form.Item name="name" label={t('topup.add.name')} rules={[{ max: 40, message: t('topup.add.nameMax') }]}>
          <Input maxLength={40} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Flex gap={8}>
          <Button onClick={() => navigate(back)}>{t('common.back')}</Button>
          <Button type="primary" htmlType="submit" loading={add.isPending && !pending}>
            {t('topup.add.sendCode')}
          </Button>
        </Flex>
      </Form>
      {pending && (
        <OtpDialog
          open
          title={t('topup.add.verifyTitle')}
          sent={pending.sent}
          send={() => sendCode(pending.values)}
          verify={async ({ jrnNo, otp }) => {
            await add.mutateAsync({ ...wire(pending.values), jrnNo, otp });
            setPending(null);
            void message.success(t('topup.add.added'));
            navigate(back);
          }}
          onCancel={() => setPending(null)}
        />
      )}
    </PageCard>
  );
}
