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
  logLevel: string;
  /** Encrypted request and response bodies ({t, d}); off by default. */
  encryptBodies: boolean;
  webDist: string;
  /** Brand shown for {product} in the spec. */
  walletBrand: string;
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
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? Math.trunc(n) : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    sqlitePath: null,
    logLevel: env.LOG_LEVEL ?? 'info',
    encryptBodies: bool(env.ENCRYPT_BODIES, false),
    webDist: path.resolve(env.WEB_DIST ?? 'dist/web'),
    walletBrand: env.WALLET_BRAND ?? 'the provider wallet',
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
    ...overrides,
  };
}
