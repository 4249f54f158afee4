import { theme } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../shared/format/money';
import { currentLocale } from '../i18n';

const HEIGHT = 120;
/** The drawing's height in its own units: the bars, and the day labels under them. */
const VIEW_HEIGHT = HEIGHT + 26;
/** The tallest a chart is drawn on screen, in pixels. */
const MAX_PX_HEIGHT = 220;
/** Room on the left for the scale's amounts. */
const AXIS = 30;

/**
 * How much wider than its natural width a chart draws its days, so that in a wide box it fills the
 * width at its full height instead of floating in the middle (1: as drawn; the box's width in px,
 * null before it is known).
 */
export function chartStretch(naturalWidth: number, boxPx: number | null): number {
  if (!boxPx || naturalWidth <= AXIS) return 1;
  const across = (boxPx * VIEW_HEIGHT) / MAX_PX_HEIGHT;
  return Math.max(1, (across - AXIS) / (naturalWidth - AXIS));
}

/** The width in px of the element `ref` is on, followed as it resizes. */
function useBoxWidth<E extends Element>() {
  const ref = useRef<E>(null);
  const [px, setPx] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const seen = new ResizeObserver((entries) => setPx(Math.round(entries[0]?.contentRect.width ?? 0) || null));
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  return [ref, px] as const;
}

/** A scale amount in shillings, short in the reader's language: 950, 12.5K, 1.2M (zh-CN: 1.3万). */
function compactShillings(minor: number): string {
  return new Intl.NumberFormat(currentLocale(), { notation: 'compact', maximumFractionDigits: 1 }).format(minor / 100);
}

/** Scale tops a chart may have, times a power of ten: each top's half is a round amount too. */
const ROUND_TOPS = [1, 1.2, 1.6, 2, 3, 4, 5, 6, 8, 10];

/**
 * The top of a chart's scale for its largest amount (KES minor units): the smallest round number of
 * shillings at or above it (16,000 for 15,557.60), so the scale reads 8K and 16K rather than
 * 7,778.8 and 15,557.6. In minor units.
 */
export function scaleTop(maxMinor: number): number {
  if (maxMinor <= 0) return 0;
  const shillings = maxMinor / 100;
  const power = 10 ** Math.floor(Math.log10(shillings));
  const top = ROUND_TOPS.find((m) => m * power >= shillings - 1e-9) ?? 10;
  return Math.round(top * power * 100);
}

/** One bar of each day: its amount (KES minor units), colour and, where a day has several bars, its name in the tooltip. */
export interface DayBarSeries<T> {
  value: (day: T) => number;
  color: string;
  name?: string;
}

/**
 * Amounts per day as bars (one group of bars a day, the series side by side), newest day on the
 * right, the day of the month under the days `showDayLabel` picks, and a scale (a round top at or
 * above the largest amount, and its half, in shillings) on the left. Each bar carries its amount as a tooltip (<title>); the
 * figure as a whole is labelled by `summary` and captioned by `caption`.
 */
export function DayBarChart<T extends { date: string }>({
  days,
  series,
  barWidth,
  barGap = 0,
  radius,
  summary,
  caption,
  captionStyle,
  showDayLabel,
  empty,
}: {
  /** Days as YYYYMMDD, oldest first. */
  days: T[];
  series: DayBarSeries<T>[];
  barWidth: number;
  barGap?: number;
  radius: number;
  summary: string;
  caption: ReactNode;
  captionStyle?: CSSProperties;
  showDayLabel: (index: number, count: number) => boolean;
  /** Shown instead of an empty scale when no day has an amount (a new business, a quiet fortnight). */
  empty?: ReactNode;
}) {
  const { token } = theme.useToken();
  const [box, boxPx] = useBoxWidth<HTMLElement>();
  const naturalGroup = series.length * barWidth + (series.length - 1) * barGap + 8;
  const stretch = chartStretch(AXIS + Math.max(1, days.length * naturalGroup), boxPx);
  // A wider box spreads the days out, and the bars widen up to twice.
  const group = naturalGroup * stretch;
  const bar = barWidth * Math.min(stretch, 2);
  const content = series.length * bar + (series.length - 1) * barGap;
  const max = scaleTop(Math.max(1, ...days.flatMap((d) => series.map((s) => s.value(d)))));
  const width = AXIS + Math.max(1, days.length * group);
  const h = (v: number) => (v === 0 ? 0 : Math.max(2, Math.round((v / max) * HEIGHT)));
  if (empty && days.every((d) => series.every((s) => s.value(d) === 0))) {
    return (
      <figure ref={box} style={{ margin: 0 }}>
        <div
          style={{
            minHeight: 96,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            padding: 12,
            border: `1px dashed ${token.colorBorder}`,
            borderRadius: 8,
            color: token.colorTextSecondary,
          }}
        >
          {empty}
        </div>
      </figure>
    );
  }
  return (
    <figure ref={box} style={{ margin: 0 }}>
      <svg role="img" aria-label={summary} viewBox={`0 -8 ${width} ${VIEW_HEIGHT}`} width="100%" style={{ display: 'block', maxHeight: MAX_PX_HEIGHT }}>
        <line x1={AXIS} x2={width} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} stroke={token.colorBorder} />
        {max > 1 &&
          [max, max / 2].map((v) => {
            const y = HEIGHT - Math.round((v / max) * HEIGHT) + 0.5;
            return (
              <g key={v} aria-hidden>
                <line x1={AXIS} x2={width} y1={y} y2={y} stroke={token.colorBorderSecondary} strokeDasharray="2 2" />
                <text x={AXIS - 3} y={y + 3} fontSize={8} textAnchor="end" fill={token.colorTextTertiary}>
                  {compactShillings(v)}
                </text>
              </g>
            );
          })}
        {days.map((d, i) => {
          const x = AXIS + i * group + (group - content) / 2;
          const label = `${d.date.slice(6, 8)}/${d.date.slice(4, 6)}`;
          return (
            <g key={d.date}>
              {series.map((s, j) => (
                <rect key={s.name ?? j} x={x + j * (bar + barGap)} y={HEIGHT - h(s.value(d))} width={bar} height={h(s.value(d))} rx={radius} fill={s.color}>
                  <title>{`${s.name ? `${label} ${s.name}` : label}: ${formatMoney(s.value(d))}`}</title>
                </rect>
              ))}
              {showDayLabel(i, days.length) && (
                <text x={x + content / 2} y={HEIGHT + 13} fontSize={8} textAnchor="middle" fill={token.colorTextTertiary}>
                  {d.date.slice(6, 8)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption style={{ ...captionStyle, fontSize: 12, color: token.colorTextSecondary, marginTop: 6 }}>{caption}</figcaption>
    </figure>
  );
}
