import { Button, Empty, Form, Radio, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { ruleText } from '../../../../i18n';
import { usePaymentMobiles, useTopupLimits } from '../../api';
import { mobileLabel, readAmount, shillingsToMinor } from '../../components/mobileLabel';
import { TopupAmountField, TopupStepFooter } from '../../components/TopupFormPieces';
import { TopupSteps } from '../../components/TopupSteps';
import { CardInformation } from './CardInformation';

interface Values {
  mobileId: string;
  amount: number | null;
}

/**
 * /finance/money/mobileInformation: which payment mobile to top up from and how much, within the
 * limits of a top-up (QueryTxAmtLimit, type 101). Whole shillings: M-PESA takes no cents.
 */
export default function MobileInformationPage() {
  const [params] = useSearchParams();
  // A card top-up (?cardId=) shares the step; its choice and limits are the card's.
  return params.get('cardId') ? <CardInformation /> : <MobileInformation />;
}

function MobileInformation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mobiles = usePaymentMobiles();
  const limits = useTopupLimits();
  const [form] = Form.useForm<Values>();
  const list = mobiles.data?.list ?? [];
  const presetAmount = readAmount(params);
  const initial: Partial<Values> = {
    mobileId: params.get('mobileId') ?? list[0]?.mobileId,
    amount: presetAmount ? presetAmount / 100 : null,
  };

  const next = (values: Values) => {
    const amount = shillingsToMinor(values.amount);
    navigate(`/finance/money/mobileConfirm?mobileId=${encodeURIComponent(values.mobileId)}&amount=${amount}`);
  };

  const loading = mobiles.isPending || limits.isPending;
  return (
    <PageCard title={t('topup.info.title')}>
      <TopupSteps current={0} />
      {loading ? (
        <Skeleton active />
      ) : mobiles.isError || limits.isError ? (
        <TableEmpty failed onRetry={() => void Promise.all([mobiles.refetch(), limits.refetch()])} description="" />
      ) : list.length === 0 ? (
        <Empty description={t('topup.mobiles.empty')}>
          <Button type="primary" onClick={() => navigate('/finance/money/addNumber?back=mobileInformation')}>
            {t('topup.mobiles.add')}
          </Button>
        </Empty>
      ) : (
        <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={next} style={{ maxWidth: 520 }} requiredMark={false}>
          <Form.Item name="mobileId" label={t('topup.info.from')} rules={[{ required: true, message: ruleText('REQUIRED') }]}>
            <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              {list.map((m) => (
                <Radio key={m.mobileId} value={m.mobileId}>
                  {mobileLabel(m)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Button type="link" style={{ padding: 0, marginTop: -12, marginBottom: 12 }} onClick={() => navigate('/finance/money/addNumber?back=mobileInformation')}>
            {t('topup.mobiles.add')}
          </Button>
          <TopupAmountField limits={limits.data} toMinor={shillingsToMinor} limitsText="topup.info.limits" precision={0} />
          <TopupStepFooter note={t('topup.info.stkNote')} onBack={() => navigate('/finance/money')} />
        </Form>
      )}
    </PageCard>
  );
}
