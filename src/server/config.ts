import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Everything the server reads from the environment, in one place (docs/configuration.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise SQLite at dataDir/biashara.sqlite. */
  databaseUrl: string | null;
  /** SQLite file path override (tests use ':memory:' or a temp file). */
  sqlitePath: string | null;
  /**
   * SQLITE_STATEMENT_TIMES: a file to which the SQLite connection writes, when it closes, each
   * statement's count and total time (by SQL text, never its values); for speed work, off by default.
   */
  sqliteStatementTimes: string | null;
  /** SQLITE_QUERY_PLANS: a file to which each prepared statement's query plan is appended (npm run query-plans). */
  sqliteQueryPlans: string | null;
  logLevel: string;
  /** Encrypted request and response bodies ({t, d}); off by default. */
  encryptBodies: boolean;
  webDist: string;
  /** Brand shown for {product} in the spec. */
  walletBrand: string;
  /**
   * PDF_FONT: a font file that draws Chinese, for PDFs with Chinese words or names
   * (`file.ttc#PostScriptName` picks one font of a collection); found among Debian's CJK font
   * packages when unset; null when there is none or PDF_FONT is `none`.
   */
  pdfFont: string | null;
  session: {
    idleMinutes: number;
    absoluteHours: number;
    rotateMinutes: number;
    graceSeconds: number;
  };
  login: {
    maxFailures: number;
    lockHours: number;
    perAddressFailures: number;
    perAddressWindowMinutes: number;
  };
  randomTtlSeconds: number;
  /** Seed the demo business on an empty database. */
  seedDemo: boolean;
  /** Tests only: reuse one RSA key pair per process instead of generating per database. */
  reuseKeysInProcess: boolean;
  /** The file service: local folder (null: DATA_DIR/files) and how long a signed download URL lives. */
  files: { dir: string | null; urlTtlSeconds: number };
  /** The outside money networks (docs/rails.md). A null base URL means the built-in simulator. */
  rails: RailsConfig;
  /** The job runner of this node: started with the app unless JOBS_AUTOSTART=0; how often it looks for due jobs. */
  jobs: { autostart: boolean; pollMs: number };
  /**
   * METRICS_TOKEN: the bearer token a Prometheus scraper sends for GET /metrics
   * (src/server/http/metrics.ts); unset, the route does not exist.
   */
  metricsToken: string | null;
  /**
   * Browser journeys only (E2E_TEST_HOOKS=1, set by e2e/support/serve.mjs): routes under /__e2e__/
   * that run a scheduler as of another day. Refused in production (NODE_ENV=production).
   */
  testHooks: boolean;
}

export interface RailsConfig {
  /** Where the networks reach our callback routes; the test harness sets it to the real address. */
  callbackBaseUrl: string;
  /** Signs callback URLs (per order) so nobody else can forge a callback; random per start when unset. */
  callbackSecret: string;
  /** How long a request to a network may take before it counts as unavailable. */
  timeoutMs: number;
  mpesa: {
    baseUrl: string | null;
    consumerKey: string;
    consumerSecret: string;
    shortCode: string;
    passkey: string;
    initiatorName: string;
    securityCredential: string;
    simPort: number;
    /** Fixed callback delay of the simulator; null: 300-1,500 ms at random (0-20 ms under Vitest). */
    simDelayMs: number | null;
  };
  bank: {
    baseUrl: string | null;
    apiKey: string;
    simPort: number;
    simDelayMs: number | null;
  };
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** Debian's CJK fonts (fonts-wqy-microhei, fonts-wqy-zenhei, fonts-noto-cjk), tried in this order when PDF_FONT is unset. */
export const SYSTEM_PDF_FONTS = [
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc#WenQuanYiMicroHei',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc#WenQuanYiZenHei',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#NotoSansCJKsc-Regular',
];

function pdfFont(value: string | undefined): string | null {
  if (value === 'none') return null;
  if (value) {
    // A font named but missing would fail every Chinese PDF: say so at start instead.
    if (!fs.existsSync(value.split('#')[0]!)) throw new Error(`PDF_FONT=${value}: no such font file (docs/configuration.md)`);
    return value;
  }
  return SYSTEM_PDF_FONTS.find((font) => fs.existsSync(font.split('#')[0]!)) ?? null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    sqlitePath: null,
    sqliteStatementTimes: env.SQLITE_STATEMENT_TIMES ? path.resolve(env.SQLITE_STATEMENT_TIMES) : null,
    sqliteQueryPlans: env.SQLITE_QUERY_PLANS ? path.resolve(env.SQLITE_QUERY_PLANS) : null,
    logLevel: env.LOG_LEVEL ?? 'info',
    encryptBodies: bool(env.ENCRYPT_BODIES, false),
    webDist: path.resolve(env.WEB_DIST ?? 'dist/web'),
    walletBrand: env.WALLET_BRAND ?? 'Biashara Wallet',
    pdfFont: pdfFont(env.PDF_FONT),
    session: {
      idleMinutes: int(env.SESSION_IDLE_MINUTES, 30),
      absoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
      rotateMinutes: int(env.SESSION_ROTATE_MINUTES, 15),
      graceSeconds: int(env.SESSION_GRACE_SECONDS, 60),
    },
    login: {
      maxFailures: 3,
      lockHours: 24,
      perAddressFailures: int(env.LOGIN_FAILURES_PER_ADDRESS, 30),
      perAddressWindowMinutes: 15,
    },
    randomTtlSeconds: 300,
    seedDemo: bool(env.SEED_DEMO, true),
    reuseKeysInProcess: false,
    files: { dir: env.FILES_DIR ? path.resolve(env.FILES_DIR) : null, urlTtlSeconds: int(env.FILE_URL_TTL_SECONDS, 3600) },
    rails: railsConfig(env),
    jobs: { autostart: bool(env.JOBS_AUTOSTART, true), pollMs: int(env.JOBS_POLL_MS, 1000) },
    metricsToken: env.METRICS_TOKEN ? env.METRICS_TOKEN : null,
    testHooks: testHooks(env),
    ...overrides,
  };
}

function testHooks(env: NodeJS.ProcessEnv): boolean {
  const on = bool(env.E2E_TEST_HOOKS, false);
  if (on && env.NODE_ENV === 'production') throw new Error('E2E_TEST_HOOKS is for the browser journeys only and cannot be set in production');
  return on;
}

function optionalInt(value: string | undefined): number | null {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : null;
}

/** Safaricom's public sandbox pass key for shortcode 174379 (the simulator accepts any). */
const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

function railsConfig(env: NodeJS.ProcessEnv): RailsConfig {
  return {
    callbackBaseUrl: (env.CALLBACK_BASE_URL || `http://127.0.0.1:${int(env.PORT, 8080)}`).replace(/\/+$/, ''),
    callbackSecret: env.RAIL_CALLBACK_SECRET || crypto.randomBytes(32).toString('base64url'),
    timeoutMs: int(env.RAIL_TIMEOUT_MS, 15_000),
    mpesa: {
      baseUrl: env.MPESA_BASE_URL ? env.MPESA_BASE_URL.replace(/\/+$/, '') : null,
      consumerKey: env.MPESA_CONSUMER_KEY || 'simulator',
      consumerSecret: env.MPESA_CONSUMER_SECRET || 'simulator',
      shortCode: env.MPESA_SHORTCODE || '174379',
      passkey: env.MPESA_PASSKEY || SANDBOX_PASSKEY,
      initiatorName: env.MPESA_INITIATOR_NAME || 'testapi',
      securityCredential: env.MPESA_SECURITY_CREDENTIAL || 'simulator',
      simPort: int(env.MPESA_SIM_PORT, 0),
      simDelayMs: optionalInt(env.MPESA_SIM_DELAY_MS),
    },
    bank: {
      baseUrl: env.BANK_BASE_URL ? env.BANK_BASE_URL.replace(/\/+$/, '') : null,
      apiKey: env.BANK_API_KEY || 'simulator',
      simPort: int(env.BANK_SIM_PORT, 0),
      simDelayMs: optionalInt(env.BANK_SIM_DELAY_MS),
    },
  };
}
