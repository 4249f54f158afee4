// npm run test:pg: the API tests on PostgreSQL. Uses DATABASE_URL when set; otherwise makes a
// throwaway cluster (initdb + pg_ctl on a free port under the temp folder) and always removes it.
// Where no PostgreSQL can be had it fails: it never skips.
// `node scripts/test-pg.mjs --ensure` only finds (or installs) the binaries and prints their folder.
// Extra arguments go to vitest (e.g. `npm run test:pg -- src/server/modules/stores`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, bin, freePort, header, isRoot, run, signalNumber } from './lib.mjs';

/** A folder holding both initdb and pg_ctl: /usr/local/bin, Debian's versioned folders (newest first), PATH. */
function findPgBin() {
  const versioned = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  const path = (process.env.PATH ?? '').split(':').filter(Boolean);
  return ['/usr/local/bin', ...versioned, ...path].find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

function ensurePgBin() {
  let dir = findPgBin();
  if (!dir && aptInstall(['postgresql'])) dir = findPgBin();
  if (!dir) {
    throw new Error(
      'PostgreSQL is needed for test:pg: set DATABASE_URL to a server where the user may CREATE DATABASE, ' +
        'or install it (`sudo apt-get install -y postgresql`).',
    );
  }
  return dir;
}

/** Runs a command (as `postgres` when we are root: initdb and pg_ctl refuse root); throws on failure. */
function sh(cmd, args, { asPostgres = false, quiet = false } = {}) {
  const [file, argv] = asPostgres && isRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const res = spawnSync(file, argv, { stdio: quiet ? 'pipe' : ['ignore', 'inherit', 'inherit'], encoding: 'utf8' });
  if (res.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${res.status})${quiet ? `\n${res.stdout}${res.stderr}` : ''}`);
  }
}

/** Makes and starts a cluster; returns its URL and a stop function that also removes it. */
async function startCluster(pgBin) {
  const dir = mkdtempSync(join(tmpdir(), 'biashara-pg-'));
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        sh(join(pgBin, 'pg_ctl'), ['-D', dir, '-m', 'immediate', 'stop'], { asPostgres: true, quiet: true });
      } catch (err) {
        // pg_ctl could not stop it: SIGQUIT the postmaster directly (immediate shutdown), if alive.
        const pidFile = join(dir, 'postmaster.pid');
        const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
        if (pid > 0) {
          console.error(err.message);
          try {
            process.kill(pid, 'SIGQUIT');
          } catch {
            // gone already
          }
        }
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (isRoot()) {
      if (spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status !== 0) {
        sh('useradd', ['-r', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
      }
      sh('chown', ['postgres:', dir]);
    }
    const port = await freePort();
    sh(join(pgBin, 'initdb'), ['-D', dir, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-instructions'], {
      asPostgres: true,
      quiet: true,
    });
    // Throwaway data: durability settings off for speed. The socket goes in the data folder
    // (/var/run/postgresql may not exist or be writable).
    const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    started = true;
    sh(join(pgBin, 'pg_ctl'), ['-D', dir, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start'], {
      asPostgres: true,
      quiet: true,
    });
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (err) {
    stop();
    throw err;
  }
}

/** select 1, and the right to create the per-worker databases the API tests make. */
async function checkServer(url) {
  // Imported here: `--ensure` runs in .ci/run before npm ci, when node_modules is not there yet.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select 1 as one, version() as version, (select rolcreatedb or rolsuper from pg_roles where rolname = current_user) as may_create',
    );
    const row = rows[0];
    if (row.one !== 1) throw new Error('select 1 did not answer 1');
    if (!row.may_create) throw new Error('the user may not CREATE DATABASE (the API tests make one per worker)');
    console.log(`PostgreSQL answers: ${row.version.split(' on ')[0]}`);
  } finally {
    await client.end();
  }
}

async function main() {
  if (process.argv.includes('--ensure')) {
    console.log(ensurePgBin());
    return 0;
  }
  const vitestArgs = process.argv.slice(2);

  let url = process.env.DATABASE_URL;
  let stop = () => {};
  if (url) {
    header('PostgreSQL from DATABASE_URL');
  } else {
    const pgBin = ensurePgBin();
    header(`Throwaway PostgreSQL cluster (${pgBin})`);
    ({ url, stop } = await startCluster(pgBin));
    console.log(`Started at ${url}`);
  }

  // Stop the cluster whatever happens: on exit, on error, on a signal. While vitest runs, a
  // signal is passed on to it (a Ctrl-C reaches it anyway) and we clean up once it has ended.
  // The postmaster is in its own session (pg_ctl does setsid), so a Ctrl-C does not reach it.
  let child = null;
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    stop();
  };
  process.on('exit', cleanup);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      if (child) child.kill(sig);
      else {
        cleanup();
        process.exit(128 + signalNumber(sig));
      }
    });
  }

  try {
    await checkServer(url);
    header('API tests on PostgreSQL');
    const env = { ...process.env, DATABASE_URL: url };
    const tests = run(bin('vitest'), ['run', '--project', 'api', ...vitestArgs], { env });
    child = tests.child;
    return await tests;
  } finally {
    child = null;
    cleanup();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(`\ntest:pg failed: ${err.message}`);
    process.exitCode = 1;
  },
);
