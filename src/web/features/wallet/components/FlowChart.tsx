import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money';

export interface FlowDay {
  date: string;
  moneyIn: number;
  moneyOut: number;
}

const HEIGHT = 120;
const BAR = 7;
const GAP = 2;
const GROUP = BAR * 2 + GAP + 8;

/**
 * Money in and out per day as pairs of bars (in, then out), newest day on the right. Each bar
 * carries its amount as a tooltip (<title>) and the figure as a whole has a text summary.
 */
export function FlowChart({ days }: { days: FlowDay[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const max = Math.max(1, ...days.map((d) => Math.max(d.moneyIn, d.moneyOut)));
  const width = days.length * GROUP;
  const totalIn = days.reduce((s, d) => s + d.moneyIn, 0);
  const totalOut = days.reduce((s, d) => s + d.moneyOut, 0);
  const h = (v: number) => (v === 0 ? 0 : Math.max(2, Math.round((v / max) * HEIGHT)));
  const summary = t('wallet.flow.summary', { days: days.length, moneyIn: formatMoney(totalIn), moneyOut: formatMoney(totalOut) });
  return (
    <figure style={{ margin: 0 }}>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${width} ${HEIGHT + 18}`} width="100%" style={{ display: 'block', maxHeight: 220 }}>
        <line x1={0} x2={width} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} stroke={token.colorBorder} />
        {days.map((d, i) => {
          const x = i * GROUP + 4;
          const label = `${d.date.slice(6, 8)}/${d.date.slice(4, 6)}`;
          return (
            <g key={d.date}>
              <rect x={x} y={HEIGHT - h(d.moneyIn)} width={BAR} height={h(d.moneyIn)} rx={1.5} fill={token.colorSuccess}>
                <title>{`${label} ${t('wallet.flow.in')}: ${formatMoney(d.moneyIn)}`}</title>
              </rect>
              <rect x={x + BAR + GAP} y={HEIGHT - h(d.moneyOut)} width={BAR} height={h(d.moneyOut)} rx={1.5} fill={token.colorWarning}>
                <title>{`${label} ${t('wallet.flow.out')}: ${formatMoney(d.moneyOut)}`}</title>
              </rect>
              {(i % 2 === days.length % 2 || i === days.length - 1) && (
                <text x={x + BAR} y={HEIGHT + 13} fontSize={8} textAnchor="middle" fill={token.colorTextTertiary}>
                  {d.date.slice(6, 8)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, fontSize: 12, color: token.colorTextSecondary, marginTop: 6 }}>
        <span>
          <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, background: token.colorSuccess, borderRadius: 2, marginInlineEnd: 6 }} />
          {t('wallet.flow.in')} {formatMoney(totalIn)}
        </span>
        <span>
          <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, background: token.colorWarning, borderRadius: 2, marginInlineEnd: 6 }} />
          {t('wallet.flow.out')} {formatMoney(totalOut)}
        </span>
      </figcaption>
    </figure>
  );
}
