import type { RegisterStep } from '../../../shared/actions/registration';

/** The screen of each registration step (spec 000 section 2, public onboarding routes). */
export const STEP_PATHS: Readonly<Record<Exclude<RegisterStep, 'DONE'>, string>> = {
  PERSON_INFO: '/addPersonInfo',
  PASSWORD: '/setPassword',
  PIN: '/setPin',
};

/** Where the person continues: the step's screen, or the landing page once registered. */
export function stepPath(step: RegisterStep): string {
  return step === 'DONE' ? '/growBusiness' : STEP_PATHS[step];
}

/** The progress shown above every registration screen: the code first, then the three steps. */
export const PROGRESS = ['verify', 'personInfo', 'password', 'pin'] as const;
export type ProgressKey = (typeof PROGRESS)[number];

export function progressOf(step: RegisterStep | 'VERIFY'): number {
  switch (step) {
    case 'VERIFY':
      return 0;
    case 'PERSON_INFO':
      return 1;
    case 'PASSWORD':
      return 2;
    case 'PIN':
      return 3;
    case 'DONE':
      return PROGRESS.length;
  }
}
