import type { ActionError } from '../../../../api/errors';
import { catalogueText } from '../../../../i18n';

/** Wrong password or unknown account (spec 000 section 8). */
export const WRONG_PASSWORD_CODE = 'MMCP1001';
/** Account is locked. */
export const LOCKED_CODE = 'MMCP1002';

export type LoginProblem =
  | { kind: 'message'; text: string; locked: boolean }
  /** No chances left: a dialog, then the state is cleared. */
  | { kind: 'chanceRunOut'; text: string };

/** What the login page shows for a refused sign-in, by leftTryTimes where the server sends it. */
export function loginProblem(error: ActionError): LoginProblem {
  if (error.code === WRONG_PASSWORD_CODE) {
    const left = error.numberField('leftTryTimes');
    // On the sign-in page no one is signed in to be logged out: the lock's own words (spec 000 section 8).
    if (left === 0) return { kind: 'chanceRunOut', text: catalogueText('MMCP1003') };
    // The login page's own last-chance words; a signed-in password check says PWD_LEFT_1 (secretErrors.ts).
    if (left === 1) return { kind: 'message', text: catalogueText('LOGIN_LEFT_1'), locked: false };
    if (left === 2) return { kind: 'message', text: catalogueText('PWD_LEFT_2'), locked: false };
  }
  return { kind: 'message', text: error.message, locked: error.code === LOCKED_CODE };
}
