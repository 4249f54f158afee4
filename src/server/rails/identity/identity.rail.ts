/**
 * The identity rail: a Peleza-style check of a person's ID number and names against the national
 * registry. Asynchronous like the real service: `submit` only hands the check over (our side
 * marks it 03 process); the result comes later through `onResult` (the real service calls our
 * callback URL, the simulator calls the function), and `query` asks for it when a check has been
 * pending too long, because a callback alone is never trusted (ARCHITECTURE section 7).
 * No database transaction is open while either is called.
 */
export interface IdentityCheckRequest {
  /** Our id of the check; the rail treats a second submit of the same id as the same check. */
  checkId: string;
  /** 01 National ID, 00 Passport. */
  idType: '01' | '00';
  idNo: string;
  firstName: string;
  lastName: string;
}

/** Why a check failed, as the rail reports it. */
export type IdentityFailReason = 'NAME_MISMATCH' | 'ID_NOT_FOUND';

export type IdentityResult = { status: '00'; reason: null } | { status: '01'; reason: IdentityFailReason };

/** What `query` answers: the result, or 03 while the registry has not answered yet. */
export type IdentityQueryAnswer = IdentityResult | { status: '03'; reason: null };

export type IdentityResultHandler = (checkId: string, result: IdentityResult) => Promise<void>;

export class IdentityRailUnavailable extends Error {
  constructor(detail: string) {
    super(`identity rail unavailable: ${detail}`);
    this.name = 'IdentityRailUnavailable';
  }
}

export interface IdentityRail {
  readonly name: string;
  /** Hands a check over; throws IdentityRailUnavailable when the service cannot be reached. */
  submit(request: IdentityCheckRequest, onResult: IdentityResultHandler): Promise<{ reference: string }>;
  /** The status of a check handed over earlier. */
  query(request: IdentityCheckRequest & { reference: string | null }): Promise<IdentityQueryAnswer>;
  /** Stops pending callbacks (app close). */
  close(): void;
}
