import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the HTTP simulators (M-PESA, bank) share: their latency and the delivery of callbacks over
 * HTTP with a few retries, as the real networks do. Timers are tracked so closing the app stops
 * them; nothing here ever runs inside the caller's database transaction.
 */

/** A fixed delay when configured; otherwise 0-20 ms under Vitest and 300-1,500 ms at random. */
export function simulatorDelay(fixedMs: number | null, env: NodeJS.ProcessEnv = process.env): () => number {
  if (fixedMs !== null) return () => fixedMs;
  if (env.VITEST) return () => crypto.randomInt(21);
  return () => 300 + crypto.randomInt(1201);
}

export class CallbackSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly waits = new Map<NodeJS.Timeout, () => void>();
  private closed = false;
  /** Ends the callbacks still on their way when the simulator closes. */
  private readonly abort = new AbortController();

  constructor(
    private readonly onFailure: (url: string, reason: string) => void = () => undefined,
    /** Waits before each retry; a callback answered 5xx or not at all is tried again. */
    private readonly retryDelaysMs: number[] = process.env.VITEST ? [50, 200, 500] : [1000, 5000, 20000],
  ) {}

  /** Runs `task` after `delayMs` (tracked, so `close` cancels it). */
  later(delayMs: number, task: () => Promise<void> | void): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = Promise.resolve()
        .then(task)
        .catch(() => undefined);
      this.inFlight.add(run);
      void run.finally(() => this.inFlight.delete(run));
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** POSTs `body` to `url`; answers the response's JSON, or null when every attempt failed. */
  async post(url: string, body: unknown, attempt = 0): Promise<unknown> {
    if (this.closed) return null;
    let reason: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.any([AbortSignal.timeout(10_000), this.abort.signal]),
      });
      const text = await response.text();
      if (response.status < 500) {
        try {
          return text ? JSON.parse(text) : {};
        } catch {
          return {};
        }
      }
      reason = `HTTP ${response.status}`;
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    const wait = this.retryDelaysMs[attempt];
    if (wait === undefined || this.closed) {
      this.onFailure(url, reason);
      return null;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.waits.delete(timer);
        resolve();
      }, wait);
      timer.unref();
      this.waits.set(timer, resolve);
    });
    return this.post(url, body, attempt + 1);
  }

  /** Fire and forget after a delay. */
  send(delayMs: number, url: string, body: unknown): void {
    this.later(delayMs, async () => {
      await this.post(url, body);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const [timer, resolve] of this.waits) {
      clearTimeout(timer);
      resolve();
    }
    this.waits.clear();
    this.abort.abort();
    await Promise.allSettled([...this.inFlight]);
  }
}

/**
 * A simulator's memory on disk (DATA_DIR/simulators/*.json), written before each answer, so a
 * server killed mid-payment and started again finds the network as it was: a resubmitted order is
 * recognised and a status query still answers. Without a file the simulator forgets on restart.
 */
export class SimulatorStore<T> {
  constructor(private readonly file: string | null) {}

  load(): T | null {
    if (!this.file || !fs.existsSync(this.file)) return null;
    try {
      return JSON.parse(fs.readFileSync(this.file, 'utf8')) as T;
    } catch {
      return null;
    }
  }

  save(state: T): void {
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(state));
    fs.renameSync(temp, this.file);
  }
}
