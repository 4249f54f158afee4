import type { Envelope, FieldError } from '../../shared/protocol/envelope';

export type ActionErrorKind = 'business' | 'network' | 'http' | 'session';

/**
 * A refused or failed action. `code` is the envelope's rspMsgCd (or NETWORK / HTTP_<status> when
 * no envelope came), `message` the text to show, `fieldErrors` what forms put on their fields.
 */
export class ActionError extends Error {
  readonly action: string;
  readonly code: string;
  readonly kind: ActionErrorKind;
  readonly status: number | null;
  readonly envelope: Envelope | null;
  readonly fieldErrors: FieldError[];

  constructor(init: {
    action: string;
    code: string;
    message: string;
    kind: ActionErrorKind;
    status?: number | null;
    envelope?: Envelope | null;
  }) {
    super(init.message);
    this.name = 'ActionError';
    this.action = init.action;
    this.code = init.code;
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.envelope = init.envelope ?? null;
    this.fieldErrors = init.envelope?.fieldErrors ?? [];
  }

  /** A numeric field of the envelope, e.g. leftTryTimes. */
  numberField(name: string): number | null {
    const v = this.envelope?.[name];
    if (typeof v === 'number') return v;
    if (typeof v === 'string' && /^\d+$/.test(v)) return Number(v);
    return null;
  }
}

export function isActionError(e: unknown): e is ActionError {
  return e instanceof ActionError;
}
