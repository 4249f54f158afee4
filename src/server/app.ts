import { assertPdfFont } from './modules/statements/export/pdf';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import { normalizeLocale } from '../shared/i18n/messages';
import type { Config } from './config';
import { type Db, migrate, openDatabase } from './db/database';
import type { AnyAction } from './http/action';
import { BizError } from './http/errors';
import { envelope, registerActionRouter, requestState, sendEnvelope } from './http/router';
import { allActions } from './modules';
import { registerFileRoutes } from './modules/files/files.routes';
import { registerHealthRoutes } from './http/health';
import { createMetrics } from './http/metrics';
import { closeIdentityRail } from './rails/identity';
import { type RailSink, type Rails, registerRailRoutes, startRails } from './rails';
import type { MoneyRuntime } from './modules/money/orders';
import { createMoneyRuntime, startMoneyJobs } from './modules/money/runtime';
import { moneySink } from './modules/money/settle';
import { statementJobs } from './modules/statements/statements.job';
import { notificationJobs } from './modules/notifications/service';
import { billsJobs } from './modules/bills/plans';
import { standingOrderJobs } from './modules/standing-orders/standing-orders.jobs';
import { transferJobs } from './modules/transfer/batch';
import { registerStandingOrderTestHooks } from './modules/standing-orders/standing-orders.testHooks';
import { approvalJobs } from './modules/approvals/approvals.service';
import { refundJobs } from './modules/orders/refunds.reversal';
import { closeRecognition } from './recognition';
import { applyReferenceData } from './reference/apply';
import { seedDemo } from './seed/demo';
import { type KeyRing, loadKeyRing } from './security/keys';
import { checkoutJobs, ensureUnpaidSalesJob } from './modules/checkout/checkout.jobs';

export interface BuiltApp {
  app: FastifyInstance;
  database: Db;
  keys: KeyRing;
  config: Config;
  /** The outside money networks (or their simulators, started here). */
  rails: Rails;
  /** Where the rails' callback routes hand outcomes; the money module sets `current`. */
  railSink: { current: RailSink | null };
  /** The money area: rails and this node's job runner. */
  money: MoneyRuntime;
}

/** Paths whose values never reach a log line (spec: no password, PIN, OTP or token in logs). */
export const REDACT_PATHS = [
  'req.headers["x-session-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["x-session-token"]',
  // @fastify/multipart traces the request headers it hands its parser.
  'busboyOptions.headers["x-session-token"]',
  '*.password',
  '*.oper_pwd',
  '*.passcode',
  '*.pin',
  '*.otp',
  '*.token',
];

/**
 * Builds the whole server: database (migrated, reference data applied, demo seeded on an empty
 * database), keys, the action router and the SPA. Tests build it the same way and use `inject`.
 */
export interface BuildOptions {
  logStream?: NodeJS.WritableStream;
  /** Tests only: actions registered beside the real ones (e.g. one that fails on purpose). */
  extraActions?: AnyAction[];
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  if (config.pdfFont) assertPdfFont(config.pdfFont);
  const database = openDatabase(config);
  await migrate(database.db);
  await applyReferenceData(database.db);
  if (config.seedDemo) await seedDemo(database.db);
  const keys = await loadKeyRing(database.db, config.reuseKeysInProcess);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Our own one line a request (below) replaces Fastify's, which would log the raw request.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  const metrics = createMetrics(config.metricsToken);
  const rails = await startRails(config, app.log, metrics?.railCall ?? null);
  const money = createMoneyRuntime(database.db, rails, {
    log: app.log,
    mpesaShortCode: config.rails.mpesa.shortCode,
    pollMs: config.jobs.pollMs,
    extraHandlers: { ...notificationJobs(database.db), ...statementJobs(database.db, config), ...billsJobs(() => money), ...standingOrderJobs(() => money), ...approvalJobs(() => money), ...refundJobs(() => money), ...transferJobs(() => money), ...checkoutJobs(database.db) },
  });
  const railSink: { current: RailSink | null } = { current: moneySink(money) };

  // JSON only: any other content type is refused with 415 (MMCP0005).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    const body = typeof text === 'string' ? text : text.toString('utf8');
    if (body.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(body));
    } catch {
      const error = new Error('invalid JSON') as FastifyError;
      error.statusCode = 400;
      error.code = 'BIASHARA_INVALID_JSON';
      done(error, undefined);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = normalizeLocale(request.headers['accept-language']);
    if (error instanceof BizError) {
      return sendEnvelope(request, reply, error.httpStatus, {
        ...envelope(error.code, locale, error.params, error.extra),
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendEnvelope(request, reply, 415, envelope('MMCP0005', locale));
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendEnvelope(request, reply, 413, envelope('MMCP0004', locale));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendEnvelope(request, reply, error.statusCode, envelope('MMCP0002', locale));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return sendEnvelope(request, reply, 500, envelope('MMCP0500', locale, { refId: String(request.id) }, { refId: String(request.id) }));
  });

  // A graceful stop. Closing the server closes the connections idle at that moment; one whose
  // request is still running would stay open after its answer for the keep-alive time (72 s), and
  // the stop would wait for it. While stopping, answers ask the client to close the connection,
  // and connections are closed as soon as they fall idle.
  let stopping: NodeJS.Timeout | null = null;
  app.addHook('preClose', async () => {
    stopping = setInterval(() => app.server.closeIdleConnections(), 50).unref();
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('connection', 'close');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'self' https:; frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
      );
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });

  // One line a request, without bodies, headers or tokens.
  app.addHook('onResponse', async (request, reply) => {
    const state = requestState(request);
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        action: state.action,
        code: state.code,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  const actions = [...allActions, ...(options.extraActions ?? [])];
  registerActionRouter(app, { db: database.db, dialect: database.dialect, config, keys, money, actions });
  metrics?.register(app, { db: database.db, actions: new Set(actions.map((a) => a.contract.name)), outcomeOf: requestState });
  registerFileRoutes(app, { db: database.db, config });
  registerHealthRoutes(app, database.db);
  registerRailRoutes(app, config, railSink);
  if (config.testHooks) registerStandingOrderTestHooks(app, { db: database.db, money });
  registerSpa(app, config);

  app.addHook('onClose', async () => {
    if (stopping) clearInterval(stopping);
    // The OCR worker and the identity rail's pending callbacks are per process; both restart on next use.
    closeIdentityRail();
    await money.jobs.stop();
    await rails.close();
    await closeRecognition();
    await database.destroy();
  });
  if (config.jobs.autostart) {
    await startMoneyJobs(money);
    await ensureUnpaidSalesJob(database.db);
  }
  return { app, database, keys, config, rails, railSink, money };
}

function registerSpa(app: FastifyInstance, config: Config): void {
  const root = config.webDist;
  const hasSpa = fs.existsSync(path.join(root, 'index.html'));
  app.get('/', (_req, reply) => reply.redirect('/Merchant/'));
  app.get('/Merchant', (_req, reply) => reply.redirect('/Merchant/'));
  if (hasSpa) {
    // The app's root is a page too (the static plugin would refuse a directory).
    app.get('/Merchant/', (_req, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', root),
    );
    app.register(fastifyStatic, {
      root,
      prefix: '/Merchant/',
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each file (vite.config.ts); the browser gets the best it accepts.
      preCompressed: true,
      // Our own cache header (the plugin's would replace it): hashed assets never change, so the
      // browser keeps them a year and a reload asks for none of them; anything else is checked.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const locale = normalizeLocale(request.headers['accept-language']);
    const url = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && url.startsWith('/Merchant/') && !url.startsWith('/Merchant/assets/');
    if (isPage && hasSpa) {
      // History fallback: every route of the SPA reloads to its page.
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', root);
    }
    if (isPage) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built: run `npm run build`.');
    }
    return sendEnvelope(request, reply, 404, envelope('MMCP0001', locale, { action: url }));
  });
}
