import type { Config } from '../../config';
import { simulatorDelay } from '../simulator-support';
import { BillersRail } from './billers.rail';
import { BillersSimulator } from './simulator';

export { BillersRail, BillAccountRefused, type BillReceipt } from './billers.rail';
export { BillersSimulator } from './simulator';
export { registerBillersRoutes } from './routes';

/**
 * The billers rail, pointed at `BILLERS_BASE_URL` (with `BILLERS_API_KEY`) when set, else at its
 * simulator on a loopback port (`BILLERS_SIM_PORT`, 0 picks one; delay `BILLERS_SIM_DELAY_MS`,
 * else the bank simulator's setting).
 */
export async function startBillers(
  config: Config,
  stateFile: string | null,
  onCallbackFailure: (url: string, reason: string) => void,
  env: NodeJS.ProcessEnv = process.env,
  fetchImpl: typeof fetch = fetch,
): Promise<{ rail: BillersRail; simulator: BillersSimulator | null }> {
  const baseUrl = env.BILLERS_BASE_URL?.replace(/\/+$/, '') || null;
  const apiKey = env.BILLERS_API_KEY || 'billers-simulator-key';
  const fixedDelay = env.BILLERS_SIM_DELAY_MS ? Number(env.BILLERS_SIM_DELAY_MS) : config.rails.bank.simDelayMs;
  const simulator = baseUrl
    ? null
    : await BillersSimulator.start({ port: Number(env.BILLERS_SIM_PORT ?? 0) || 0, apiKey, delayMs: simulatorDelay(fixedDelay), onCallbackFailure, stateFile });
  const rail = new BillersRail({ baseUrl: baseUrl ?? simulator?.baseUrl ?? '', apiKey }, config.rails, fetchImpl);
  return { rail, simulator };
}
