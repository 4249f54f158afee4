import { describe, expect, it } from 'vitest';
import { chartStretch, scaleTop } from './DayBarChart';

describe("a day chart's scale", () => {
  it('tops at the smallest round amount at or above the largest bar, whose half is round too', () => {
    // KES 15,557.60 → 16,000 (half 8,000); KES 5,325 → 6,000 (half 3,000).
    expect(scaleTop(1_555_760)).toBe(1_600_000);
    expect(scaleTop(532_500)).toBe(600_000);
    expect(scaleTop(1_000_000)).toBe(1_000_000);
    expect(scaleTop(1_000_001)).toBe(1_200_000);
    expect(scaleTop(90_000_000)).toBe(100_000_000);
    expect(scaleTop(4_500)).toBe(5_000);
    // One cent: KES 0.01.
    expect(scaleTop(1)).toBe(1);
  });

  it('never tops below the largest bar', () => {
    for (let v = 1; v < 5_000_000; v = Math.ceil(v * 1.37)) expect(scaleTop(v), String(v)).toBeGreaterThanOrEqual(v);
  });
});

describe("a day chart's width", () => {
  it('spreads its days across a wide box at its full height, and never squeezes them', () => {
    // 14 days of 18 units and the 30-unit scale: 282 units across, drawn 146 units high.
    const natural = 30 + 14 * 18;
    // Before the box is measured, and in a box narrower than the full-height drawing: as drawn.
    expect(chartStretch(natural, null)).toBe(1);
    expect(chartStretch(natural, 300)).toBe(1);
    // A 900 px box at 220 px high holds 900 * 146 / 220 = 597 units: the days take the 567 after the scale.
    expect(chartStretch(natural, 900)).toBeCloseTo(((900 * 146) / 220 - 30) / (14 * 18));
    expect(chartStretch(natural, 900) * 14 * 18 + 30).toBeCloseTo((900 * 146) / 220);
  });
});
