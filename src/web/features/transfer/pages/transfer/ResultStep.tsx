import { Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../../../shared/format/money';
import { useChannelLabel } from '../../../beneficiary/components/useChannelLabel';
import { useOrderStatus } from '../../../../api/money';
import { OutcomeResult } from '../../../../components/OutcomeResult';
import { OrderFacts } from '../../components/OrderFacts';
import { payeeNumberText } from '../../../../../shared/format/payee';
import { HeldLink } from '../../../approvals/components/HeldLink';
import { orderFailureText } from '../../../../components/orderFailure';

/**
 * Step 4: how the transfer ended. An order on a network shows 'Processing' and follows its status
 * live (QueryTransferOrdSts every 1.5 s) until it succeeds or fails.
 */
export function ResultStep({ ordNo, onAgain, onDone }: { ordNo: string; onAgain: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const channelLabel = useChannelLabel();
  const order = useOrderStatus(ordNo);
  const o = order.data;
  if (!o) return order.isError ? <Result status="warning" title={t('transfer.details.notFound')} /> : <Spin />;
  const name = o.rcvNm ?? payeeNumberText(o) ?? '';
  const view =
    o.status === 'S'
      ? { status: 'success' as const, title: t('transfer.result.success'), sub: t('transfer.result.successText', { amount: formatMoney(o.amount), name }) }
      : o.status === 'F'
        ? { status: 'error' as const, title: t('transfer.result.failed'), sub: t('transfer.result.failedText', { reason: orderFailureText(o) ?? '' }) }
        : o.status === 'W'
          ? { status: 'warning' as const, title: t('approvals.held.title'), sub: t('approvals.held.text') }
          : { status: 'info' as const, title: t('transfer.result.processing'), sub: t('transfer.result.processingText', { channel: o.rcvCnl ? channelLabel(o.rcvCnl) : '' }) };
  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <OutcomeResult
        status={view.status}
        waiting={o.status === 'P' || o.status === 'U'}
        title={view.title}
        subTitle={view.sub}
        againText={t('transfer.result.sendAgain')}
        doneText={t('transfer.result.done')}
        onAgain={onAgain}
        onDone={onDone}
      />
      <OrderFacts order={o} />
      {o.status === 'W' && <HeldLink />}
      <Link to={`/finance/transfer/details?ordNo=${encodeURIComponent(o.ordNo)}`}>{t('transfer.result.details')}</Link>
    </Flex>
  );
}
