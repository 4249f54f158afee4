import type { ActionError } from '../../api/errors';
import { catalogueText, i18n } from '../../i18n';

/** Wrong login password inside the portal, with leftTryTimes (spec 000 section 8). */
export const WRONG_PASSWORD = 'MMCP1042';
/** Password checks locked for 24 hours. */
export const PASSWORD_LOCKED = 'MMCP1003';
export const SAME_PASSWORD = 'MMCP1041';
export const PASSWORD_RISK = 'MMCP1043';
export const WRONG_PIN = 'MMCP2007';
export const PIN_RUN_OUT = 'MMCP2050';
export const SAME_PIN = 'MMCP1044';
/** A verification (ticket, registration) that expired or was spent: start that step again. */
export const VERIFICATION_EXPIRED = 'MMCP1027';
/** A step that needs the one before it (the forgot-PIN code needs the password first). */
export const STEP_FIRST = 'MMCP1034';

export type SecretProblem =
  /** Shown on the field of the current (old) secret. */
  | { kind: 'current'; text: string }
  /** Shown on the field of the new secret. */
  | { kind: 'new'; text: string }
  /** No password chances left: the session has ended; a dialog, then /login. */
  | { kind: 'chanceRunOut'; text: string }
  /** No PIN attempts left: the run-out dialog offering Reset PIN. */
  | { kind: 'pinRunOut'; text: string }
  | { kind: 'message'; text: string };

function attemptsLeft(text: string, left: number | null): string {
  return left !== null && left > 0 ? i18n.t('secrets.attemptsLeft', { message: text, count: left }) : text;
}

/**
 * What a refused password or PIN call shows. Password texts by leftTryTimes as at login: 2 'You
 * have supplied an error Password, Try again', 1 'Error Password, One last chance is left', 0 the
 * chance-run-out dialog. PINs: 'Please enter the correct PIN' with the attempts left, and the
 * run-out dialog.
 */
export function secretProblem(error: ActionError): SecretProblem {
  const left = error.numberField('leftTryTimes');
  switch (error.code) {
    case WRONG_PASSWORD:
      if (left === 0) return { kind: 'chanceRunOut', text: catalogueText('PWD_LEFT_0') };
      if (left === 1) return { kind: 'current', text: catalogueText('PWD_LEFT_1') };
      if (left === 2) return { kind: 'current', text: catalogueText('PWD_LEFT_2') };
      return { kind: 'current', text: error.message };
    case PASSWORD_LOCKED:
      return { kind: 'current', text: error.message };
    case WRONG_PIN:
      return { kind: 'current', text: attemptsLeft(catalogueText('MMCP2007'), left) };
    case PIN_RUN_OUT:
      return { kind: 'pinRunOut', text: catalogueText('MMCP2050') };
    case SAME_PASSWORD:
    case SAME_PIN:
      return { kind: 'new', text: error.message };
    default:
      return { kind: 'message', text: error.message };
  }
}
