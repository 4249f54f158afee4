/**
 * What the main layout locks while the person is not fully set up (spec 000 section 2, Main
 * layout), from QryUserInformation's idUploadFlag, businessSetupStatus and planCode: a business
 * that has chosen no plan yet is asked to (Basic is free); a paid plan is needed only by the
 * subscription-gated entries (planFlag, gates/gateDecision.ts).
 */
export interface SetupFlags {
  idUploadFlag: string;
  businessSetupStatus: string;
  planCode: string | null;
}

export type LockPrompt = 'completeRegistration' | 'upgradeSubscription';

export interface SetupLock {
  /** The blur overlay's prompt, or null: no overlay. */
  overlay: LockPrompt | null;
  /** Where 'Register' leads: the step missing. */
  registerPath: string;
  /** The business-setup dialog blocks the menu. */
  setupDialog: boolean;
}

export function setupLock(flags: SetupFlags, mayBuyPlan: boolean): SetupLock {
  const id = flags.idUploadFlag === 'Y';
  const setup = flags.businessSetupStatus === 'Y';
  const plan = flags.planCode !== null;
  let overlay: LockPrompt | null = null;
  if (!id && !setup) overlay = 'completeRegistration';
  else if (!plan && mayBuyPlan) overlay = 'upgradeSubscription';
  const registerPath =
    overlay === 'upgradeSubscription' ? '/setting/subscriptionPlan' : !id ? '/uploadIdDocument' : !setup ? '/createClass' : '/setting/subscriptionPlan';
  return { overlay, registerPath, setupDialog: !setup || !id };
}

/** The subscription-plan function (spec 000 section 6). */
export const SUBSCRIPTION_PLAN_FUNC = '3706';
