import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FrequentPayCode, PayKind } from '../../../../shared/actions/payByCode';
import { formatMoney } from '../../../../shared/format/money';
import { truncateName } from '../../../../shared/format/name';
import { displayDate } from '../../../components/dateDisplay';
import { useFrequentPayCodes } from '../api';

/** The business's most paid tills, paybills or pay codes (QueryFrequentPayCode): one click fills the form. */
export function FrequentPicks({ kind, onPick }: { kind: PayKind; onPick: (pick: FrequentPayCode) => void }) {
  const { t } = useTranslation();
  const frequent = useFrequentPayCodes(kind);
  const list = frequent.data?.list ?? [];
  return (
    <Card size="small" title={t('payByCode.frequent.title')} style={{ width: 320 }}>
      {frequent.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : list.length === 0 ? (
        <Typography.Text type="secondary">{t('payByCode.frequent.empty')}</Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          {list.map((p) => (
            <Button
              key={`${p.payCode}|${p.accountNo ?? ''}`}
              block
              style={{ height: 'auto', textAlign: 'left', padding: '6px 12px' }}
              onClick={() => onPick(p)}
              aria-label={`${p.name ?? p.payCode} ${p.payCode}${p.accountNo ? ` ${p.accountNo}` : ''}`}
            >
              <Flex vertical style={{ width: '100%' }}>
                <Flex justify="space-between">
                  <Typography.Text strong>{truncateName(p.name ?? p.payCode)}</Typography.Text>
                  <Typography.Text type="secondary">{t('payByCode.frequent.times', { count: p.count })}</Typography.Text>
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {p.payCode}
                  {p.accountNo ? ` · ${p.accountNo}` : ''} · {formatMoney(p.lastAmount)} · {t('payByCode.frequent.last', { date: displayDate(p.lastPaidAt) })}
                </Typography.Text>
              </Flex>
            </Button>
          ))}
        </Flex>
      )}
    </Card>
  );
}
