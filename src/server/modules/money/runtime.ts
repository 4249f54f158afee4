import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isoAfter } from '../../db/util';
import { tidy } from '../../housekeeping';
import { ledgerAuditJob } from '../../ledger/audit';
import { loadFeeRules } from '../../ledger/fees';
import { type JobHandler, type JobRunner, createJobRunner, enqueue } from '../../jobs/runner';
import type { Rails } from '../../rails';
import { collectUnpaidInvoices } from '../subscriptions/billing';
import { type MoneyRuntime, expireUnconfirmedOrders } from './orders';
import { chaseHandler, submitHandler } from './settle';
import { settlementDailyHandler, settlementRunHandler } from '../settlement/settlement.service';

type Log = MoneyRuntime['log'] & { error(obj: unknown, msg: string): void };

/** Every ten minutes: spent randoms and codes and ended sessions expire; unpaid plan invoices are collected. */
const TIDY_EVERY_MS = 10 * 60_000;

/**
 * The money area's runtime: its rails and the node's job runner with the handlers the money area
 * owns (sending to a network, chasing a missing answer, expiring short-lived secrets, the ledger's
 * nightly audit). Later areas add their handlers through `extraHandlers`.
 */
export function createMoneyRuntime(
  db: Kysely<Database>,
  rails: Rails,
  options: { log: Log; mpesaShortCode: string; pollMs?: number; extraHandlers?: Record<string, JobHandler> },
): MoneyRuntime {
  loadFeeRules();
  // The runner's handlers need the runtime and the runtime holds the runner: tie the knot below.
  const runtime: MoneyRuntime = { db, rails, mpesaShortCode: options.mpesaShortCode, log: options.log, jobs: null as unknown as JobRunner };
  const handlers: Record<string, JobHandler> = {
    'rail.submit': submitHandler(runtime),
    'rail.chase': chaseHandler(runtime),
    'secrets.expire': async () => {
      await tidy(db);
      // Orders whose PIN authorization expired unspent can no longer be paid: they close too.
      await expireUnconfirmedOrders(db);
      return { retryAt: isoAfter(TIDY_EVERY_MS) };
    },
    'subscriptions.collect': async () => {
      await collectUnpaidInvoices(db);
      return { retryAt: isoAfter(TIDY_EVERY_MS) };
    },
    'settlement.run': settlementRunHandler(runtime),
    'settlement.daily': settlementDailyHandler(runtime),
    ...ledgerAuditJob(db, options.log),
    ...options.extraHandlers,
  };
  const jobs: JobRunner = createJobRunner(db, handlers, { log: options.log, pollMs: options.pollMs });
  runtime.jobs = jobs;
  return runtime;
}

/** Starts the node's runner and makes sure the recurring jobs exist (once across all nodes). */
export async function startMoneyJobs(runtime: MoneyRuntime): Promise<void> {
  await enqueue(runtime.db, { kind: 'secrets.expire', payload: null, dedupeKey: 'recurring:secrets.expire' });
  await enqueue(runtime.db, { kind: 'subscriptions.collect', payload: null, dedupeKey: 'recurring:subscriptions.collect' });
  await enqueue(runtime.db, { kind: 'settlement.daily', payload: null, dedupeKey: 'recurring:settlement.daily' });
  await enqueue(runtime.db, { kind: 'ledger.audit', payload: null, dedupeKey: 'recurring:ledger.audit' });
  runtime.jobs.start();
}

/**
 * Tells M-PESA where to send customers' payments to the provider's paybill (C2B validation and
 * confirmation URLs). Called once the server listens, since the URLs carry its address; a failure
 * is logged, and a restart registers again.
 */
export async function registerIncomingPayments(runtime: MoneyRuntime): Promise<void> {
  try {
    await runtime.rails.mpesa.registerC2b(runtime.mpesaShortCode);
  } catch (err) {
    runtime.log.warn({ err }, 'M-PESA C2B URL registration failed; customer payments to receive codes will not arrive until it succeeds');
  }
}
