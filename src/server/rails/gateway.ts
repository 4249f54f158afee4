import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RailsConfig } from '../config';
import { nulCharacterPath } from '../../shared/protocol/text';
import { verifyCallback } from './callback-auth';
import type { SinkRef } from './mpesa/routes';
import { type RailOutcome, RailRefused, RailUnavailable } from './rail';
import { railCallOutcome } from './timedFetch';

/**
 * The HTTP plumbing the rails share: one JSON request to a network (`fetchJson`, used by Daraja and
 * the gateways), the bearer-key JSON gateways' request with their error answer (`gatewayCall`:
 * bank and billers), and the signed result callback route of a gateway (`registerResultRoute`).
 */

/** One JSON request: the response, its text and its body parsed (null when empty or not JSON). A network failure or timeout is RailUnavailable naming `where`. */
export async function fetchJson(
  fetchImpl: typeof fetch,
  url: string,
  request: { method: 'GET' | 'POST'; authorization: string; body?: object; timeoutMs: number; where: string },
): Promise<{ response: Response; text: string; json: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: request.method,
      headers: { authorization: request.authorization, accept: 'application/json', ...(request.body ? { 'content-type': 'application/json' } : {}) },
      body: request.body ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    throw new RailUnavailable(`${request.where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text().catch(() => '');
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { response, text, json };
}

/** The gateways' error answer (bank and billers). */
export const gatewayError = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/**
 * A request to one of our JSON gateways (bearer API key): the answer's body when 2xx; 5xx, 408,
 * 429 and 401 (the key refused: configuration) are RailUnavailable, any other refusal RailRefused
 * with the gateway's code and message.
 */
export async function gatewayCall(
  gateway: { fetchImpl: typeof fetch; baseUrl: string; apiKey: string; timeoutMs: number; where: string },
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<unknown> {
  const { response, text, json } = await fetchJson(gateway.fetchImpl, `${gateway.baseUrl}${path}`, {
    method,
    authorization: `Bearer ${gateway.apiKey}`,
    body,
    timeoutMs: gateway.timeoutMs,
    where: gateway.where,
  });
  if (response.ok) return json;
  const error = gatewayError.safeParse(json);
  const code = error.success ? error.data.error.code : String(response.status);
  const message = error.success ? error.data.error.message : text.slice(0, 200);
  if (railCallOutcome(response.status) === 'unavailable') {
    throw new RailUnavailable(`${gateway.where}: HTTP ${response.status} ${code} ${message}`);
  }
  throw new RailRefused(code, message);
}

/**
 * `POST path`: a gateway's outcome of a request. The URL is signed for its order (callback-auth.ts)
 * and the body's reference must be that order; otherwise 403. 503 (retry) while no sink is set, 400
 * for a body that is not a result (or carries a NUL character); else the outcome reaches the sink and the answer is `{ok:true}`.
 */
export function registerResultRoute<S extends z.ZodType<{ reference: string }>>(
  app: FastifyInstance,
  config: RailsConfig,
  sinkRef: SinkRef,
  path: string,
  result: S,
  outcome: (r: z.output<S>) => RailOutcome,
): void {
  app.post(path, async (request, reply) => {
    const auth = verifyCallback(config.callbackSecret, path, request.query);
    const parsed = result.safeParse(request.body);
    if (!auth.ok || (parsed.success && parsed.data.reference !== auth.orderId)) return reply.code(403).send({ ok: false });
    const sink = sinkRef.current;
    if (!sink) return reply.code(503).send({ ok: false, retry: true });
    // A NUL character is text no database keeps (src/shared/protocol/text.ts): as unreadable as a wrong shape.
    if (!parsed.success || nulCharacterPath(request.body)) return reply.code(400).send({ ok: false });
    await sink.outcome(outcome(parsed.data));
    return { ok: true };
  });
}
