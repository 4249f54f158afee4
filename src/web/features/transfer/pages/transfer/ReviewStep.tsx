import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OutputOf } from '../../../../../shared/actions/contract';
import type { TransferPreOrder } from '../../../../../shared/actions/transfer';
import { formatMoney } from '../../../../../shared/format/money';
import { useChannelLabel } from '../../../beneficiary/components/useChannelLabel';
import { MandateHint } from '../../../approvals/components/MandateHint';
import { payeeNumberText } from '../../../../../shared/format/payee';
import { RepeatWarning } from '../../../../components/RepeatWarning';

export type PreOrderResult = OutputOf<typeof TransferPreOrder>;

/**
 * Step 2: the payment as it will be made — payee, amount, fee, excise duty, VAT, the total that
 * leaves the wallet and the balance after it. Confirming asks for the PIN (step 3). Above it, a
 * warning when the same amount went to the same payee in the last half hour (`repeatOf`), and
 * when the network could not name the number (`nameConfirmed` false).
 */
export function ReviewStep({
  pre,
  remarks,
  busy,
  onBack,
  onConfirm,
}: {
  pre: PreOrderResult;
  remarks?: string;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const channelLabel = useChannelLabel();
  const number = payeeNumberText(pre);
  const items = [
    // M-PESA names no holder before paying (Daraja has no name look-up): the number is the payee then.
    ...(pre.rcvNm ? [{ key: 'payee', label: t('transfer.review.payee'), children: pre.rcvNm }] : []),
    { key: 'channel', label: t('transfer.review.channel'), children: channelLabel(pre.rcvCnl) },
    ...(number ? [{ key: 'number', label: t('transfer.review.number'), children: number }] : []),
    ...(pre.rcvBnkNm ? [{ key: 'bank', label: t('transfer.review.bank'), children: pre.rcvBnkNm }] : []),
    { key: 'amount', label: t('transfer.review.amount'), children: formatMoney(pre.amount) },
    { key: 'fee', label: t('transfer.review.fee'), children: formatMoney(pre.fee) },
    { key: 'excise', label: t('transfer.review.exciseDuty'), children: formatMoney(pre.exciseDuty) },
    { key: 'vat', label: t('transfer.review.vat'), children: formatMoney(pre.vat) },
    { key: 'total', label: t('transfer.review.total'), children: <strong>{formatMoney(pre.totalAmount)}</strong> },
    { key: 'after', label: t('transfer.review.balanceAfter'), children: formatMoney(pre.balanceAfter) },
    ...(remarks ? [{ key: 'remarks', label: t('transfer.review.remarks'), children: remarks }] : []),
  ];
  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('transfer.review.title')}
      </Typography.Title>
      {pre.repeatOf && <RepeatWarning amount={pre.amount} repeat={pre.repeatOf} to={`/finance/transfer/details?ordNo=${encodeURIComponent(pre.repeatOf.ordNo)}`} />}
      {pre.nameConfirmed === false && (
        <Alert
          type="warning"
          showIcon
          message={t('transfer.review.unconfirmedTitle')}
          description={t('transfer.review.unconfirmed', { what: t(pre.rcvAcNo ? 'transfer.review.unconfirmedAccount' : 'transfer.review.unconfirmedPhone') })}
        />
      )}
      <Descriptions column={1} bordered size="small" items={items} />
      <MandateHint txTyp="01" subTyp={pre.rcvCnl} amount={pre.amount} />
      <Flex gap={8}>
        <Button onClick={onBack} disabled={busy}>
          {t('transfer.review.back')}
        </Button>
        <Button type="primary" onClick={onConfirm} loading={busy}>
          {t('common.confirmWithPin')}
        </Button>
      </Flex>
    </Flex>
  );
}
