import { nairobiDayStartIso, toNairobi14 } from '../db/util';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The instant of hh:mm on a Nairobi business day `daysAgo` days before today, as a UTC ISO string.
 * The demo's history is laid out on Nairobi days so that a filter of "32 days ago" finds the
 * same rows at any hour of the day, including the three hours when the UTC date is behind.
 * Today's rows never lie in the future: the whole of today is squeezed, in order, into the part
 * of the day that has passed (a 17:00 payment seeded at 10:00 shows at about 07:00).
 */
export function nairobiTime(daysAgo: number, hour: number, minute = 0): string {
  const now = Date.now();
  const todayStart = Date.parse(nairobiDayStartIso(toNairobi14(new Date(now).toISOString()).slice(0, 8)));
  const offset = hour * HOUR_MS + minute * 60_000;
  if (daysAgo > 0) return new Date(todayStart - daysAgo * DAY_MS + offset).toISOString();
  return new Date(todayStart + Math.floor((offset * (now - todayStart)) / DAY_MS)).toISOString();
}
