import { Button, Card, Descriptions, Flex, Input, Rate, Result, Spin, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_REWARD_POINTS, formatToken } from '../../../../../shared/dict/bills';
import { formatMoney } from '../../../../../shared/format/money';
import { displayDateTime } from '../../../../components/dateDisplay';
import { OutcomeResult } from '../../../../components/OutcomeResult';
import { useBillOrder, useRate } from '../../api';
import { billAccountNo, billAccountText } from '../../components/billAccountText';
import { orderFailureText } from '../../../../components/orderFailure';

/**
 * Step 4: how the bill ended, followed live (QueryHistoryBillOrder every 1.5 s) until the biller
 * answers. A prepaid token is shown large and can be copied; a paid bill can be rated once. An order
 * opened that never got its PIN (U) says so, that no money was taken, and is not followed.
 */
export function BillResult({ ordNo, onAgain, onDone }: { ordNo: string; onAgain: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const query = useBillOrder(ordNo);
  const rate = useRate();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const o = query.data?.order;
  if (!o) return query.isError || query.data ? <Result status="warning" title={t('common.none')} /> : <Spin />;
  const view =
    o.status === 'S'
      ? { status: 'success' as const, title: t('bills.result.success'), sub: t('bills.result.successText', { amount: formatMoney(o.amount), provider: o.billerName, account: billAccountNo(o) }) }
      : o.status === 'F'
        ? { status: 'error' as const, title: t('bills.result.failed'), sub: t('bills.result.failedText', { reason: orderFailureText(o) ?? '' }) }
        : o.status === 'W'
          ? { status: 'warning' as const, title: t('approvals.held.title'), sub: t('approvals.held.text') }
          : o.status === 'U'
            ? { status: 'warning' as const, title: t('bills.result.unconfirmed'), sub: t('bills.result.unconfirmedText') }
            : { status: 'info' as const, title: t('bills.result.processing'), sub: t('bills.result.processingText', { provider: o.billerName }) };
  const rated = rate.data;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Steps
        size="small"
        current={3}
        aria-label={t('bills.steps.label')}
        items={[{ title: t('bills.steps.information') }, { title: t('bills.steps.payment') }, { title: t('bills.steps.confirm') }, { title: t('bills.steps.result') }]}
      />
      <OutcomeResult
        status={view.status}
        waiting={o.status === 'P'}
        title={view.title}
        subTitle={view.sub}
        againText={t('bills.result.payAnother')}
        doneText={t('bills.result.done')}
        onAgain={onAgain}
        onDone={onDone}
      />
      {o.token && (
        <Card size="small" title={t('bills.result.token')} style={{ textAlign: 'center' }}>
          <Typography.Text
            copyable={{ text: formatToken(o.token) }}
            aria-label={t('bills.result.token')}
            data-testid="bill-token"
            style={{ fontSize: 28, fontFamily: 'monospace', letterSpacing: 1, fontWeight: 600 }}
          >
            {formatToken(o.token)}
          </Typography.Text>
          {o.units && <div style={{ marginTop: 8 }}>{t('bills.result.unitsValue', { units: o.units })}</div>}
        </Card>
      )}
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'ordNo', label: t('bills.result.ordNo'), children: o.ordNo },
          { key: 'provider', label: t('bills.review.provider'), children: o.billerName },
          { key: 'account', label: t('bills.review.account'), children: billAccountText(o) },
          ...(o.packageName ? [{ key: 'package', label: t('bills.review.package'), children: o.packageName }] : []),
          // A failed payment took nothing from the wallet: it names the amount asked, not a total taken.
          o.status === 'F' ? { key: 'amount', label: t('bills.review.amount'), children: formatMoney(o.amount) } : { key: 'total', label: t('bills.review.total'), children: formatMoney(o.totalAmount) },
          ...(o.receipt ? [{ key: 'receipt', label: t('bills.result.receipt'), children: o.receipt }] : []),
          { key: 'time', label: t('bills.history.time'), children: displayDateTime(o.finishedAt ?? o.createdAt) },
        ]}
      />
      {o.status === 'S' && (
        <Card size="small" title={t('bills.result.rateTitle')}>
          {o.rating !== null || rated ? (
            <Flex vertical gap={4}>
              <span>
                {t('bills.result.yourRating')}: <Rate disabled value={rated?.rating ?? o.rating ?? 0} />
              </span>
              {rated && <Typography.Text type="success">{t('bills.result.rated', { points: rated.points, balance: rated.rewardPoints })}</Typography.Text>}
            </Flex>
          ) : (
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">{t('bills.result.rateHint', { points: RATING_REWARD_POINTS })}</Typography.Text>
              <Rate value={stars} onChange={setStars} aria-label={t('bills.result.rateTitle')} />
              <Input.TextArea rows={2} maxLength={200} placeholder={t('bills.result.rateComment')} value={comment} onChange={(e) => setComment(e.target.value)} />
              <Button type="primary" disabled={stars < 1} loading={rate.isPending} onClick={() => void rate.mutateAsync({ ordNo: o.ordNo, rate: stars, comment: comment.trim() || undefined }).catch(() => {})}>
                {t('bills.result.rateSubmit')}
              </Button>
            </Flex>
          )}
        </Card>
      )}
    </Flex>
  );
}
