import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { BankRail } from './bank/bank.rail';
import { registerBankRoutes } from './bank/routes';
import { BankSimulator } from './bank/simulator';
import { type BillersRail, type BillersSimulator, registerBillersRoutes, startBillers } from './billers';
import { DarajaClient } from './mpesa/daraja';
import { MpesaRail } from './mpesa/mpesa.rail';
import { registerMpesaRoutes, type SinkRef } from './mpesa/routes';
import { DarajaSimulator } from './mpesa/simulator';
import type { Rail, RailName } from './rail';
import { simulatorDelay } from './simulator-support';
import { type RailCallObserver, timedFetch } from './timedFetch';

export type { BankRail } from './bank/bank.rail';
export type { BillersRail } from './billers';
export type { MpesaRail, ReversalRequest } from './mpesa/mpesa.rail';
export type { SinkRef } from './mpesa/routes';
export * from './rail';

/**
 * The outside money networks (ARCHITECTURE section 7, docs/rails.md). Each points at the real
 * network when its base URL is configured, else at its simulator, which `startRails` starts on
 * its own loopback listener in this process. Callback routes are registered on the app by
 * `registerRailRoutes`; they hand outcomes to `sinkRef.current` (the money module sets it).
 */
export interface Rails {
  mpesa: MpesaRail;
  pesalink: BankRail;
  bank: BankRail;
  card: BankRail;
  billers: BillersRail;
  byName(name: RailName): Rail;
  /** The running simulators (null when the rail points at the real network). */
  simulators: { mpesa: DarajaSimulator | null; bank: BankSimulator | null; billers: BillersSimulator | null };
  close(): Promise<void>;
}

/** Starts the rails (and their simulators where no network is configured); `observe` is told of every call to a network (GET /metrics). */
export async function startRails(config: Config, log: FastifyBaseLogger, observe: RailCallObserver | null = null): Promise<Rails> {
  const rails = config.rails;
  const onCallbackFailure = (url: string, reason: string) =>
    log.warn({ url: url.split('?')[0], reason }, 'simulator callback not delivered');
  // SQLite ':memory:' tests have no data folder worth keeping; otherwise the simulators remember across restarts.
  const stateFile = (name: string) => (config.sqlitePath === ':memory:' ? null : path.join(config.dataDir, 'simulators', `${name}.json`));
  const mpesaSim = rails.mpesa.baseUrl
    ? null
    : await DarajaSimulator.start({
        port: rails.mpesa.simPort,
        delayMs: simulatorDelay(rails.mpesa.simDelayMs),
        onCallbackFailure,
        stateFile: stateFile('mpesa'),
      });
  let bankSim: BankSimulator | null = null;
  try {
    bankSim = rails.bank.baseUrl
      ? null
      : await BankSimulator.start({
          port: rails.bank.simPort,
          apiKey: rails.bank.apiKey,
          delayMs: simulatorDelay(rails.bank.simDelayMs),
          onCallbackFailure,
          stateFile: stateFile('bank'),
        });
  } catch (error) {
    await mpesaSim?.close();
    throw error;
  }
  let billers: Awaited<ReturnType<typeof startBillers>>;
  try {
    billers = await startBillers(config, stateFile('billers'), onCallbackFailure, process.env, timedFetch('billers', observe));
  } catch (error) {
    await Promise.allSettled([mpesaSim?.close(), bankSim?.close()]);
    throw error;
  }
  const client = new DarajaClient({
    baseUrl: rails.mpesa.baseUrl ?? mpesaSim?.baseUrl ?? '',
    consumerKey: rails.mpesa.consumerKey,
    consumerSecret: rails.mpesa.consumerSecret,
    shortCode: rails.mpesa.shortCode,
    passkey: rails.mpesa.passkey,
    initiatorName: rails.mpesa.initiatorName,
    securityCredential: rails.mpesa.securityCredential,
    timeoutMs: rails.timeoutMs,
  }, timedFetch('mpesa', observe));
  const bankSettings = { baseUrl: rails.bank.baseUrl ?? bankSim?.baseUrl ?? '', apiKey: rails.bank.apiKey };
  const mpesa = new MpesaRail(client, rails);
  const pesalink = new BankRail('pesalink', bankSettings, rails, timedFetch('pesalink', observe));
  const bank = new BankRail('bank', bankSettings, rails, timedFetch('bank', observe));
  const card = new BankRail('card', bankSettings, rails, timedFetch('card', observe));
  const all: Record<RailName, Rail> = { mpesa, pesalink, bank, card, billers: billers.rail };
  if (mpesaSim || bankSim) log.info({ mpesa: mpesaSim?.baseUrl ?? 'real', bank: bankSim?.baseUrl ?? 'real' }, 'rail simulators listening');
  return {
    mpesa,
    pesalink,
    bank,
    card,
    billers: billers.rail,
    byName: (name) => all[name],
    simulators: { mpesa: mpesaSim, bank: bankSim, billers: billers.simulator },
    async close() {
      await Promise.allSettled([mpesaSim?.close(), bankSim?.close(), billers.simulator?.close()]);
    },
  };
}

/** Registers every rail's callback routes (M-PESA under /rails/daraja/, banks under /rails/{name}/result). */
export function registerRailRoutes(app: FastifyInstance, config: Config, sinkRef: SinkRef): void {
  registerMpesaRoutes(app, config.rails, sinkRef);
  registerBankRoutes(app, config.rails, sinkRef);
  registerBillersRoutes(app, config.rails, sinkRef);
}
