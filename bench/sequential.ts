// Timing one read at a time, as a person paging a screen makes its calls (bench/orders.ts and
// bench/history.ts): the call must answer success, then warms up, then is timed `requests` times.
import { performance } from 'node:perf_hooks';
import type { WireClient } from '../src/server/testing/client';

export const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** p50 and p95 in ms of `requests` calls made one after another, after `warmup` untimed ones. */
export async function timeSequential(
  client: WireClient,
  call: { action: string; body: Record<string, unknown> },
  options: { requests: number; warmup: number },
): Promise<{ p50: number; p95: number }> {
  const probe = await client.call(call.action, call.body);
  if (probe.body.rspMsgCd !== 'MMC00000') {
    throw new Error(`${call.action} ${JSON.stringify(call.body)} answered ${probe.body.rspMsgCd} ${String(probe.body.rspMsgInf ?? '')}`);
  }
  for (let i = 0; i < options.warmup; i++) await client.call(call.action, call.body);
  const times: number[] = [];
  for (let i = 0; i < options.requests; i++) {
    const t0 = performance.now();
    await client.call(call.action, call.body);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
