import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../../../shared/format/money';
import { isActionError } from '../../../../api/errors';
import { OtpDialog } from '../../../../components/OtpDialog';
import type { OtpSent } from '../../../../components/otpCountdown';
import { PageCard } from '../../../../components/PageCard';
import { PinDialog } from '../../../identity/components/PinDialog';
import { usePayTopup, usePreOrder, useTopupCards, useTopupLimits } from '../../api';
import { readAmount } from '../../components/mobileLabel';
import { TopupConfirmSummary, useRequestId } from '../../components/TopupFormPieces';
import { TopupSteps } from '../../components/TopupSteps';

interface Pending {
  ordNo: string;
  authTxCode: string;
}

/**
 * /finance/money/mobileConfirm?cardId=: the card, the amount and the card fee, then the PIN, then
 * the card issuer's 3-D Secure code (Topup answers the challenge; Topup with the code charges the
 * card). The request id lives in the URL, so a retry finds the same order.
 */
export function CardConfirm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const cardId = params.get('cardId') ?? '';
  const amount = readAmount(params);
  const requestId = useRequestId();
  const cards = useTopupCards();
  const card = cards.data?.list.find((c) => c.cardId === cardId && c.topupAvailable === 'Y');
  const limits = useTopupLimits(amount, card?.payType ?? null);
  const preOrder = usePreOrder();
  const pay = usePayTopup();
  const [authorizing, setAuthorizing] = useState<Pending | null>(null);
  // The 3-D Secure code asked for: kept when its dialog is closed, so Confirm opens it again (the
  // code sent still counts) rather than asking the PIN again and meeting the resend wait.
  const [challenge, setChallenge] = useState<(Pending & { sent: OtpSent }) | null>(null);
  const [challengeOpen, setChallengeOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const show = (e: unknown) => setError(isActionError(e) ? e.message : t('errors.unexpected'));
  const toPayment = (ordNo: string) => navigate(`/finance/money/mobilePayment?ordNo=${encodeURIComponent(ordNo)}`, { replace: true });

  const confirm = async () => {
    if (!amount || !requestId) return;
    setError(null);
    if (challenge) {
      setChallengeOpen(true);
      return;
    }
    try {
      const result = await preOrder.mutateAsync({ amount, cardId, requestId });
      if (result.authTxCode) setAuthorizing({ ordNo: result.order.ordNo, authTxCode: result.authTxCode });
      else if (result.order.status !== 'U') toPayment(result.order.ordNo);
    } catch (e) {
      show(e);
    }
  };

  /** Asks for the 3-D Secure code (again on resend); the order waits for it. */
  const sendCode = async (p: Pending): Promise<OtpSent> => {
    const answer = await pay.mutateAsync({ ordNo: p.ordNo, authTxCode: p.authTxCode });
    if (!answer.threeDs) throw new Error(t('errors.unexpected'));
    return answer.threeDs;
  };

  const afterPin = async (p: Pending) => {
    setAuthorizing(null);
    try {
      const sent = await sendCode(p);
      setChallenge({ ...p, sent });
      setChallengeOpen(true);
    } catch (e) {
      show(e);
    }
  };

  const back = () => navigate(`/finance/money/mobileInformation?cardId=${encodeURIComponent(cardId)}${amount ? `&amount=${amount}` : ''}`);
  return (
    <PageCard title={t('topup.confirm.title')}>
      <TopupSteps current={0} />
      <TopupConfirmSummary
        pending={cards.isPending || limits.isPending}
        from={
          card ? (
            <>
              {card.bankName} {card.cardNo} <Tag color="blue">{t(`topup.card.payType.${card.payType}`)}</Tag>
            </>
          ) : null
        }
        amount={amount}
        charges={limits.data?.charges}
        note={card && amount ? `${t('topup.card.confirmNote', { card: card.cardNo, amount: formatMoney(amount) })} ${t('topup.card.note')}` : null}
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
          onAuthorized={() => void afterPin(authorizing)}
          onCancel={() => setAuthorizing(null)}
          onFailed={() => setAuthorizing(null)}
        />
      )}
      {challenge && challengeOpen && (
        <OtpDialog
          open
          title={t('topup.card.threeDsTitle')}
          intro={t('topup.card.threeDsIntro')}
          sent={challenge.sent}
          send={() => sendCode(challenge)}
          verify={async ({ jrnNo, otp }) => {
            await pay.mutateAsync({ ordNo: challenge.ordNo, authTxCode: challenge.authTxCode, jrnNo, otp });
            setChallenge(null);
            toPayment(challenge.ordNo);
          }}
          onCancel={() => setChallengeOpen(false)}
        />
      )}
    </PageCard>
  );
}
