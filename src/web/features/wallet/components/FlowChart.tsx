import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money';
import { DayBarChart } from '../../../components/DayBarChart';

export interface FlowDay {
  date: string;
  moneyIn: number;
  moneyOut: number;
}

/**
 * Money in and out per day as pairs of bars (in, then out), newest day on the right. Each bar
 * carries its amount as a tooltip (<title>) and the figure as a whole has a text summary.
 */
export function FlowChart({ days }: { days: FlowDay[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const totalIn = days.reduce((s, d) => s + d.moneyIn, 0);
  const totalOut = days.reduce((s, d) => s + d.moneyOut, 0);
  const summary = t('wallet.flow.summary', { days: days.length, moneyIn: formatMoney(totalIn), moneyOut: formatMoney(totalOut) });
  const key = (color: string) => (
    <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, background: color, borderRadius: 2, marginInlineEnd: 6 }} />
  );
  return (
    <DayBarChart
      days={days}
      series={[
        { value: (d) => d.moneyIn, color: token.colorSuccess, name: t('wallet.flow.in') },
        { value: (d) => d.moneyOut, color: token.colorWarning, name: t('wallet.flow.out') },
      ]}
      barWidth={7}
      barGap={2}
      radius={1.5}
      summary={summary}
      captionStyle={{ display: 'flex', gap: 16 }}
      caption={
        <>
          <span>
            {key(token.colorSuccess)}
            {t('wallet.flow.in')} {formatMoney(totalIn)}
          </span>
          <span>
            {key(token.colorWarning)}
            {t('wallet.flow.out')} {formatMoney(totalOut)}
          </span>
        </>
      }
      showDayLabel={(i, n) => i % 2 === n % 2 || i === n - 1}
      empty={t('wallet.flow.empty', { days: days.length })}
    />
  );
}
