import crypto from 'node:crypto';
import type { IdentityCheckRequest, IdentityQueryAnswer, IdentityRail, IdentityResult, IdentityResultHandler } from './identity.rail';
import { IdentityRailUnavailable } from './identity.rail';

/**
 * A local stand-in for the registry check. Deterministic by the ID number's last digit, so tests
 * and demos can ask for each outcome:
 * - 0: fails, the names do not match the number ('Name and ID number do not match');
 * - 9: the registry never calls back; the check stays in process until it is queried, then passes;
 * - 8: the service cannot be reached at submit (a time-out);
 * - anything else: passes.
 * The callback comes after `delayMs()` (0 under test, 0.3 to 1.5 s by default).
 */
export interface IdentitySimulatorOptions {
  delayMs?: () => number;
}

export function outcomeFor(request: Pick<IdentityCheckRequest, 'idNo'>): IdentityResult {
  return request.idNo.endsWith('0') ? { status: '01', reason: 'NAME_MISMATCH' } : { status: '00', reason: null };
}

export class IdentitySimulator implements IdentityRail {
  readonly name = 'simulator';
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly delayMs: () => number;

  constructor(options: IdentitySimulatorOptions = {}) {
    this.delayMs = options.delayMs ?? (() => 300 + crypto.randomInt(1200));
  }

  async submit(request: IdentityCheckRequest, onResult: IdentityResultHandler): Promise<{ reference: string }> {
    if (request.idNo.endsWith('8')) throw new IdentityRailUnavailable('time-out (simulated for ID numbers ending in 8)');
    const reference = `SIM-${crypto.createHash('sha256').update(request.checkId).digest('hex').slice(0, 16)}`;
    if (!request.idNo.endsWith('9')) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        // The caller's handler records the result; if it cannot (database closed), the query path reconciles later.
        onResult(request.checkId, outcomeFor(request)).catch(() => undefined);
      }, this.delayMs());
      timer.unref();
      this.timers.add(timer);
    }
    return { reference };
  }

  async query(request: IdentityCheckRequest & { reference: string | null }): Promise<IdentityQueryAnswer> {
    if (!request.reference) return { status: '03', reason: null };
    return outcomeFor(request);
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
