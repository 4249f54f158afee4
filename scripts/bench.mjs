// npm run bench: builds the SPA when stale (its size is one of the figures), then runs
// bench/run.ts under tsx. Settings by env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2),
// BENCH_CONNECTIONS (50), BENCH_ONLY (a subset of api,money,orders,checkout,history,bundle), BENCH_CPU_PROF
// (a folder: the server and the bare server write V8 CPU profiles there when they stop).
// Budgets are printed with within/over verdicts, never enforced.
import { bin, buildSpaIfStale, header, run } from './lib.mjs';

const built = await buildSpaIfStale();
if (built !== 0) {
  console.error('The web app did not build.');
  process.exit(built);
}
header('Benchmarks (not part of the tests; run by hand)');
process.exitCode = await run(bin('tsx'), ['bench/run.ts', ...process.argv.slice(2)]);
