import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money';

const HEIGHT = 120;
const BAR = 14;
const GROUP = BAR + 8;

/** Net amount settled per day as bars, newest on the right; each bar has its amount as a tooltip. */
export function SettledChart({ days }: { days: { date: string; amount: number; fee: number }[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const max = Math.max(1, ...days.map((d) => d.amount));
  const width = Math.max(1, days.length * GROUP);
  const total = days.reduce((s, d) => s + d.amount, 0);
  const h = (v: number) => (v === 0 ? 0 : Math.max(2, Math.round((v / max) * HEIGHT)));
  const summary = t('settlement.page.chartSummary', { amount: formatMoney(total), days: days.length });
  return (
    <figure style={{ margin: 0 }}>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${width} ${HEIGHT + 18}`} width="100%" style={{ display: 'block', maxHeight: 220 }}>
        <line x1={0} x2={width} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} stroke={token.colorBorder} />
        {days.map((d, i) => {
          const x = i * GROUP + 4;
          const label = `${d.date.slice(6, 8)}/${d.date.slice(4, 6)}`;
          return (
            <g key={d.date}>
              <rect x={x} y={HEIGHT - h(d.amount)} width={BAR} height={h(d.amount)} rx={2} fill={token.colorPrimary}>
                <title>{`${label}: ${formatMoney(d.amount)}`}</title>
              </rect>
              {(i % 2 === (days.length - 1) % 2 || days.length <= 16) && (
                <text x={x + BAR / 2} y={HEIGHT + 13} fontSize={8} textAnchor="middle" fill={token.colorTextTertiary}>
                  {d.date.slice(6, 8)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption style={{ fontSize: 12, color: token.colorTextSecondary, marginTop: 6 }}>{summary}</figcaption>
    </figure>
  );
}
