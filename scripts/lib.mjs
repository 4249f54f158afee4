// Small helpers shared by the project's scripts (plain Node, no dependencies).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (scripts/..). Every script works from here, whatever the caller's cwd. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Path of a locally installed CLI (node_modules/.bin/<name>). */
export const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/**
 * [command, args] running a TypeScript file in one Node process with tsx's loader. The `tsx`
 * CLI would put a relay process in between, which re-sends signals it believes were missed and
 * SIGKILLs a child that is slow to acknowledge one: a server must get exactly one SIGTERM.
 */
export const tsNode = (script, args = []) => [process.execPath, ['--import', 'tsx', script, ...args]];

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** True when `cmd` is on PATH. */
export const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/**
 * Installs Debian packages when we are root and have apt-get; returns false when we cannot try.
 * Throws when apt-get fails. `apt-get update` runs at most once per ten minutes (a marker file in
 * the temp folder), so that .ci/run's Chromium and PostgreSQL installs do not both refresh.
 */
export function aptInstall(packages) {
  if (!isRoot() || !onPath('apt-get')) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const marker = join(tmpdir(), 'biashara-apt-updated');
  const fresh = existsSync(marker) && Date.now() - statSync(marker).mtimeMs < 10 * 60_000;
  const apt = (args) => {
    console.log(`$ apt-get ${args.join(' ')}`);
    const { status } = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    if (status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${status})`);
  };
  if (!fresh) {
    apt(['update']);
    writeFileSync(marker, '');
  }
  apt(['install', '-y', ...packages]);
  return true;
}

export function header(title) {
  const line = '='.repeat(Math.max(60, title.length + 6));
  console.log(`\n${line}\n== ${title}\n${line}`);
}

/**
 * Runs a command with inherited stdio and resolves with its exit code (128+n when killed by a
 * signal, like a shell does). Never rejects on a non-zero exit; rejects only when it cannot start.
 * The promise carries the ChildProcess as `.child`.
 */
export function run(cmd, args = [], opts = {}) {
  let child;
  const done = new Promise((resolve, reject) => {
    child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? 128 + signalNumber(signal)));
  });
  done.child = child; // for callers that pass signals on
  return done;
}

export function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
}

/** A TCP port that was free a moment ago on 127.0.0.1 (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Whether `port` can be bound on 127.0.0.1 right now. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

// ---------------------------------------------------------------------------------------------
// The built SPA (dist/web) and when it needs building again.

export const WEB_DIST = join(ROOT, 'dist', 'web');

/** What the SPA bundle is made from: a change in any of these makes dist/web stale. */
const SPA_INPUTS = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  let st;
  try {
    st = statSync(path);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs; // a deleted file only shows as its directory's mtime
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Why dist/web must be (re)built, or null when it is up to date. */
export function spaStaleReason() {
  const index = join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return 'dist/web/index.html is missing';
  const built = statSync(index).mtimeMs;
  for (const input of SPA_INPUTS) {
    if (newestMtime(join(ROOT, input)) > built) return `${input} changed since the last build`;
  }
  return null;
}

/** Runs `vite build` when dist/web is stale. Resolves with the exit code (0 when nothing to do). */
export async function buildSpaIfStale() {
  const reason = spaStaleReason();
  if (!reason) return 0;
  console.log(`Building the web app (${reason})...`);
  return run(bin('vite'), ['build']);
}

// ---------------------------------------------------------------------------------------------
// Long-running children (npm start, npm run dev).

/**
 * Starts each command in its own process group and resolves with the first exit code once all
 * have ended. When one ends, the others are stopped (SIGTERM), so they live and die together.
 *
 * Why process groups: a Ctrl-C in a terminal reaches the whole foreground group, and npm forwards
 * it once more. Detached children get exactly one signal: the one we pass on to each child (not
 * to its group: `tsx watch` passes it on to its own child, and a second copy makes it SIGKILL).
 * A second Ctrl-C more than a second later kills the groups. The terminal's stdin is not passed
 * on (a background group reading it would be stopped).
 */
export function supervise(commands) {
  return new Promise((resolve) => {
    let firstCode = null;
    let stopping = false;
    let stopAt = 0;
    let running = commands.length;

    const signalAll = (sig) => {
      for (const child of children) {
        try {
          // SIGKILL goes to the whole group, so that no grandchild outlives us.
          process.kill(sig === 'SIGKILL' ? -child.pid : child.pid, sig);
        } catch {
          // gone already
        }
      }
    };
    const stopAll = (sig) => {
      if (!stopping) {
        stopping = true;
        stopAt = Date.now();
        signalAll(sig);
      } else if (Date.now() - stopAt > 1000) {
        console.error('Forcing the stop (SIGKILL).');
        signalAll('SIGKILL');
      }
    };
    const onSignal = (sig) => stopAll(sig === 'SIGHUP' ? 'SIGTERM' : sig);
    for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, onSignal);

    const ended = (code) => {
      firstCode ??= code;
      if (!stopping) stopAll('SIGTERM');
      if (--running === 0) {
        for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(sig, onSignal);
        resolve(firstCode);
      }
    };

    const children = commands.map(({ cmd, args = [], env = process.env }) => {
      // stdin is a pipe we never write to: Vite exits when its stdin ends (and so do both if we die).
      const child = spawn(cmd, args, { cwd: ROOT, env, detached: true, stdio: ['pipe', 'inherit', 'inherit'] });
      child.on('error', (err) => {
        console.error(`Cannot start ${cmd}: ${err.message}`);
        ended(127);
      });
      child.on('exit', (code, signal) => ended(code ?? 128 + signalNumber(signal)));
      return child;
    });
  });
}
