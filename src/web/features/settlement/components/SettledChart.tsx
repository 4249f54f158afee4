import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money';
import { DayBarChart } from '../../../components/DayBarChart';
import { displayDate } from '../../../components/dateDisplay';

/**
 * Net amount settled per day as bars, newest on the right; each bar has its amount as a tooltip.
 * `chosen`: the days are a period the person picked (its empty text names the dates), not the last few.
 */
export function SettledChart({ days, chosen = false }: { days: { date: string; amount: number; fee: number }[]; chosen?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const total = days.reduce((s, d) => s + d.amount, 0);
  const summary = t('settlement.page.chartSummary', { amount: formatMoney(total), days: days.length });
  return (
    <DayBarChart
      days={days}
      series={[{ value: (d) => d.amount, color: token.colorPrimary }]}
      barWidth={14}
      radius={2}
      summary={summary}
      caption={summary}
      showDayLabel={(i, n) => i % 2 === (n - 1) % 2 || n <= 16}
      empty={
        chosen && days.length > 0
          ? t('settlement.page.chartEmptyPeriod', { from: displayDate(days[0]!.date), to: displayDate(days[days.length - 1]!.date) })
          : t('settlement.page.chartEmpty', { days: days.length })
      }
    />
  );
}
