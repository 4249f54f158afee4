import { Button, Empty, Form, Radio, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { ruleText } from '../../../../i18n';
import { useTopupCards, useTopupLimits } from '../../api';
import { readAmount } from '../../components/mobileLabel';
import { TopupAmountField, TopupStepFooter } from '../../components/TopupFormPieces';
import { TopupSteps } from '../../components/TopupSteps';

/** Shillings and cents typed in a field, as minor units. */
const cents = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 100));

interface Values {
  cardId: string;
  amount: number | null;
}

/**
 * /finance/money/mobileInformation?cardId=: which saved card to top up from and how much, within
 * the limits of the card's fee rule (type 101 with its payment type 0003 Visa / 0004 Master).
 */
export function CardInformation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const cards = useTopupCards();
  const list = (cards.data?.list ?? []).filter((c) => c.topupAvailable === 'Y');
  const [form] = Form.useForm<Values>();
  const cardId = Form.useWatch('cardId', form) ?? params.get('cardId') ?? list[0]?.cardId;
  const payType = list.find((c) => c.cardId === cardId)?.payType ?? null;
  const limits = useTopupLimits(null, payType);
  const presetAmount = readAmount(params);

  const next = (values: Values) => {
    const amount = Math.round((values.amount ?? 0) * 100);
    navigate(`/finance/money/mobileConfirm?cardId=${encodeURIComponent(values.cardId)}&amount=${amount}`);
  };

  return (
    <PageCard title={t('topup.card.infoTitle')}>
      <TopupSteps current={0} />
      {cards.isPending ? (
        <Skeleton active />
      ) : cards.isError ? (
        <TableEmpty failed onRetry={() => void cards.refetch()} description="" />
      ) : list.length === 0 ? (
        <Empty description={t('topup.cards.empty')}>
          <Button onClick={() => navigate('/finance/money')}>{t('common.back')}</Button>
        </Empty>
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ cardId: params.get('cardId') ?? list[0]?.cardId, amount: presetAmount ? presetAmount / 100 : null }}
          onFinish={next}
          style={{ maxWidth: 520 }}
          requiredMark={false}
        >
          <Form.Item name="cardId" label={t('topup.card.choose')} rules={[{ required: true, message: ruleText('REQUIRED') }]}>
            <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              {list.map((c) => (
                <Radio key={c.cardId} value={c.cardId}>
                  {c.bankName} {c.cardNo} <Tag color="blue">{t(`topup.card.payType.${c.payType}`)}</Tag>
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <TopupAmountField limits={limits.data} toMinor={cents} limitsText="topup.card.limits" precision={2} />
          <TopupStepFooter note={t('topup.card.note')} onBack={() => navigate('/finance/money')} />
        </Form>
      )}
    </PageCard>
  );
}
