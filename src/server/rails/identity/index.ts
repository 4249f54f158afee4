import type { IdentityRail } from './identity.rail';
import { IdentitySimulator } from './simulator';

export * from './identity.rail';
export { IdentitySimulator, outcomeFor } from './simulator';

/**
 * Settings of the identity rail, from the environment (docs/protocol.md, '## Recognition and
 * identity checks'): IDENTITY_SIM_DELAY_MS fixes the simulator's callback delay (0 under test,
 * 300 to 1,500 ms at random otherwise); IDENTITY_POLL_AFTER_SECONDS is how long a check may stay
 * in process before a PelezaCheck call queries the rail itself (30).
 */
export interface IdentityRailSettings {
  delayMs: number | null;
  pollAfterSeconds: number;
}

export function identityRailSettings(env: NodeJS.ProcessEnv = process.env): IdentityRailSettings {
  const delay = env.IDENTITY_SIM_DELAY_MS ?? (env.VITEST ? '0' : '');
  const poll = Number(env.IDENTITY_POLL_AFTER_SECONDS);
  return {
    delayMs: delay !== '' && Number.isFinite(Number(delay)) ? Math.max(0, Number(delay)) : null,
    pollAfterSeconds: env.IDENTITY_POLL_AFTER_SECONDS && Number.isFinite(poll) ? poll : 30,
  };
}

let rail: IdentityRail | null = null;

/** The process's identity rail. Only the simulator exists today; a real adapter plugs in here. */
export function identityRail(): IdentityRail {
  if (!rail) {
    const { delayMs } = identityRailSettings();
    rail = new IdentitySimulator(delayMs === null ? {} : { delayMs: () => delayMs });
  }
  return rail;
}

/** Stops the rail's pending callbacks (app close); the next use makes a new one. */
export function closeIdentityRail(): void {
  rail?.close();
  rail = null;
}
