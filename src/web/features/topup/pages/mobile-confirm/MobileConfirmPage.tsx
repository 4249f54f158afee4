import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../../../shared/format/money';
import { isActionError } from '../../../../api/errors';
import { PageCard } from '../../../../components/PageCard';
import { PinDialog } from '../../../identity/components/PinDialog';
import { usePayTopup, usePaymentMobiles, usePreOrder, useTopupLimits } from '../../api';
import { mobileLabel, readAmount } from '../../components/mobileLabel';
import { TopupConfirmSummary, useRequestId } from '../../components/TopupFormPieces';
import { TopupSteps } from '../../components/TopupSteps';
import { CardConfirm } from './CardConfirm';

/**
 * /finance/money/mobileConfirm: the number, the amount and the charges, then the PIN. The request
 * id lives in the URL, so a retry (or a reload) after a lost answer finds the same order.
 */
export default function MobileConfirmPage() {
  const [params] = useSearchParams();
  // A card top-up (?cardId=) adds the 3-D Secure step after the PIN.
  return params.get('cardId') ? <CardConfirm /> : <MobileConfirm />;
}

function MobileConfirm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mobileId = params.get('mobileId') ?? '';
  const amount = readAmount(params);
  const requestId = useRequestId();
  const mobiles = usePaymentMobiles();
  const limits = useTopupLimits(amount);
  const preOrder = usePreOrder();
  const pay = usePayTopup();
  const [authorizing, setAuthorizing] = useState<{ ordNo: string; authTxCode: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mobile = mobiles.data?.list.find((m) => m.mobileId === mobileId);

  const show = (e: unknown) => setError(isActionError(e) ? e.message : t('errors.unexpected'));
  const toPayment = (ordNo: string) => navigate(`/finance/money/mobilePayment?ordNo=${encodeURIComponent(ordNo)}`, { replace: true });

  const confirm = async () => {
    if (!amount || !requestId) return;
    setError(null);
    try {
      const result = await preOrder.mutateAsync({ amount, mobileId, requestId });
      if (result.authTxCode) setAuthorizing({ ordNo: result.order.ordNo, authTxCode: result.authTxCode });
      else if (result.order.status !== 'U') toPayment(result.order.ordNo);
    } catch (e) {
      show(e);
    }
  };

  const payNow = async (ordNo: string, authTxCode: string) => {
    setAuthorizing(null);
    try {
      await pay.mutateAsync({ ordNo, authTxCode });
      toPayment(ordNo);
    } catch (e) {
      show(e);
    }
  };

  const back = () => navigate(`/finance/money/mobileInformation?mobileId=${encodeURIComponent(mobileId)}${amount ? `&amount=${amount}` : ''}`);
  return (
    <PageCard title={t('topup.confirm.title')}>
      <TopupSteps current={0} />
      <TopupConfirmSummary
        pending={mobiles.isPending || limits.isPending}
        from={mobile ? mobileLabel(mobile) : null}
        amount={amount}
        charges={limits.data?.charges}
        note={mobile ? t('topup.confirm.note', { phone: mobileLabel(mobile) }) : null}
        error={error}
        busy={preOrder.isPending || pay.isPending}
        canConfirm={!!requestId}
        onBack={back}
        onConfirm={() => void confirm()}
      />
      {authorizing && (
        <PinDialog
          open
          authTxCode={authorizing.authTxCode}
          title={t('topup.confirm.pinTitle', { amount: formatMoney(amount ?? 0) })}
          onAuthorized={() => void payNow(authorizing.ordNo, authorizing.authTxCode)}
          onCancel={() => setAuthorizing(null)}
          onFailed={() => setAuthorizing(null)}
        />
      )}
    </PageCard>
  );
}
