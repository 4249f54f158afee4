import { BizError } from '../http/errors';
import type { PublicContext } from '../http/action';
import { rsaDecrypt } from './keys';
import { consumeRandom } from './randoms';

/** Where a random from QryRandomNo is bound: the session, or before login the device. */
export function randomBinding(ctx: Pick<PublicContext, 'session' | 'deviceId'>): string | null {
  if (ctx.session) return `ses:${ctx.session.sessionId}`;
  if (ctx.deviceId) return `dev:${ctx.deviceId}`;
  return null;
}

/**
 * Opens a password or PIN sealed by the browser (docs/protocol.md) and consumes its single-use
 * random. The plain value lives only in this call's memory.
 */
export async function readSecret(ctx: PublicContext, sealed: string): Promise<string> {
  let payload: { v?: unknown; r?: unknown };
  try {
    payload = JSON.parse(rsaDecrypt(ctx.keys.pwd, sealed).toString('utf8')) as { v?: unknown; r?: unknown };
  } catch {
    throw new BizError('MMCP1011');
  }
  if (typeof payload.v !== 'string' || typeof payload.r !== 'string') throw new BizError('MMCP1011');
  const binding = randomBinding(ctx);
  if (!binding || !(await consumeRandom(ctx.db, payload.r, binding))) throw new BizError('MMCP1010');
  return payload.v;
}
