import { Alert, App, Button, Descriptions, Flex, Form, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayPhone } from '../../../../../shared/rules/identity';
import { isActionError } from '../../../../api/errors';
import { useConfirm } from '../../../../app/overlay/useConfirm';
import { displayDateTime } from '../../../../components/dateDisplay';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { catalogueText } from '../../../../i18n';
import { PinDialog } from '../../../identity/components/PinDialog';
import { useDeregisterPesalink, usePesalinkRegistration, useRegisterPesalink } from '../../api';

type Pending = { kind: 'register'; mblNo: string; authTxCode: string } | { kind: 'deregister'; authTxCode: string };

/**
 * /setting/pesalinkRegistration (function 3705): register the business's phone for PesaLink, so
 * senders pay it by phone into its bank account on file; deregister it. Both with the PIN.
 */
export default function PesalinkRegistrationPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const registration = usePesalinkRegistration();
  const register = useRegisterPesalink();
  const deregister = useDeregisterPesalink();
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ mblNo: string }>();
  const data = registration.data;

  const run = async (step: () => Promise<{ step: string; authTxCode: string | null }>, onAuthorize: (code: string) => Pending, done: string) => {
    setError(null);
    try {
      const r = await step();
      if (r.step === 'AUTHORIZE' && r.authTxCode) setPending(onAuthorize(r.authTxCode));
      else void message.success(done);
    } catch (e) {
      setError(isActionError(e) ? e.message : t('errors.unexpected'));
    }
  };

  const startRegister = ({ mblNo }: { mblNo: string }) =>
    void run(() => register.mutateAsync({ mblNo }), (authTxCode) => ({ kind: 'register', mblNo, authTxCode }), t('topup.pesalink.registered'));

  const startDeregister = async () => {
    const ok = await confirm({ title: t('topup.pesalink.confirmDeregister'), danger: true, okText: t('topup.pesalink.deregister') });
    if (ok) void run(() => deregister.mutateAsync({}), (authTxCode) => ({ kind: 'deregister', authTxCode }), t('topup.pesalink.deregistered'));
  };

  const authorized = (p: Pending) => {
    setPending(null);
    if (p.kind === 'register') {
      void run(() => register.mutateAsync({ mblNo: p.mblNo, authTxCode: p.authTxCode }), () => p, t('topup.pesalink.registered'));
    } else {
      void run(() => deregister.mutateAsync({ authTxCode: p.authTxCode }), () => p, t('topup.pesalink.deregistered'));
    }
  };

  return (
    <PageCard title={t('topup.pesalink.title')}>
      {registration.isPending ? (
        <Skeleton active />
      ) : !data ? (
        <TableEmpty failed onRetry={() => void registration.refetch()} description="" />
      ) : (
        <Flex vertical gap={16} style={{ maxWidth: 620 }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('topup.pesalink.intro')}
          </Typography.Paragraph>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('topup.pesalink.status')}>
              <Tag color={data.status === 'R' ? 'green' : 'default'}>{t(`topup.pesalink.statusValue.${data.status}`)}</Tag>
            </Descriptions.Item>
            {data.status === 'R' && (
              <>
                <Descriptions.Item label={t('topup.pesalink.phone')}>{displayPhone(data.mblNo ?? '')}</Descriptions.Item>
                <Descriptions.Item label={t('topup.pesalink.account')}>
                  {data.bankName} {data.accountNo} ({data.accountName})
                </Descriptions.Item>
                <Descriptions.Item label={t('topup.pesalink.since')}>{displayDateTime(data.registeredAt)}</Descriptions.Item>
              </>
            )}
            {data.status !== 'R' && (
              <Descriptions.Item label={t('topup.pesalink.account')}>
                {data.bankAccount ? `${data.bankAccount.bankName} ${data.bankAccount.accountNo} (${data.bankAccount.accountName})` : t('common.none')}
              </Descriptions.Item>
            )}
          </Descriptions>
          {error && <Alert type="error" showIcon title={error} />}
          {data.status === 'R' ? (
            <div>
              <Button danger loading={deregister.isPending} onClick={() => void startDeregister()}>
                {t('topup.pesalink.deregister')}
              </Button>
            </div>
          ) : !data.bankAccount ? (
            <Alert type="warning" showIcon title={catalogueText('MMCP4110')} />
          ) : (
            <Form form={form} layout="vertical" onFinish={startRegister} initialValues={{ mblNo: data.phones[0] }} requiredMark={false}>
              <Form.Item name="mblNo" label={t('topup.pesalink.phone')} extra={t('topup.pesalink.phoneHint')}>
                <Select options={data.phones.map((p) => ({ value: p, label: displayPhone(p) }))} style={{ maxWidth: 320 }} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={register.isPending}>
                {t('topup.pesalink.register')}
              </Button>
            </Form>
          )}
        </Flex>
      )}
      {pending && (
        <PinDialog
          open
          authTxCode={pending.authTxCode}
          title={pending.kind === 'register' ? t('topup.pesalink.pinRegister') : t('topup.pesalink.pinDeregister')}
          onAuthorized={() => authorized(pending)}
          onCancel={() => setPending(null)}
          onFailed={() => setPending(null)}
        />
      )}
    </PageCard>
  );
}
