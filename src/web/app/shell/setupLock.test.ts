import { describe, expect, it } from 'vitest';
import { setupLock } from './setupLock';

const flags = (idUploadFlag: string, businessSetupStatus: string, plan: string) => ({ idUploadFlag, businessSetupStatus, planCode: plan === 'N' ? null : plan });

describe('setupLock', () => {
  it('locks nothing for a person fully set up with a plan', () => {
    expect(setupLock(flags('Y', 'Y', 'GROWTH'), true)).toEqual({ overlay: null, registerPath: '/setting/subscriptionPlan', setupDialog: false });
  });

  it('asks to complete registration when neither the ID nor the business is done', () => {
    const lock = setupLock(flags('N', 'N', 'N'), true);
    expect(lock.overlay).toBe('completeRegistration');
    expect(lock.registerPath).toBe('/uploadIdDocument');
    expect(lock.setupDialog).toBe(true);
  });

  it('asks to upgrade the subscription when there is no plan and the person may buy one', () => {
    const lock = setupLock(flags('Y', 'Y', 'N'), true);
    expect(lock.overlay).toBe('upgradeSubscription');
    expect(lock.registerPath).toBe('/setting/subscriptionPlan');
    expect(lock.setupDialog).toBe(false);
  });

  it('locks nothing once the business chose the free Basic plan: only the subscription-gated entries need a paid one', () => {
    expect(setupLock(flags('Y', 'Y', 'BASIC'), true).overlay).toBeNull();
  });

  it('shows no overlay for a missing plan without the subscription-plan function', () => {
    expect(setupLock(flags('Y', 'Y', 'N'), false).overlay).toBeNull();
  });

  it('blocks the menu with the setup dialog while the ID is missing after setup', () => {
    const lock = setupLock(flags('N', 'Y', 'GROWTH'), true);
    expect(lock.overlay).toBeNull();
    expect(lock.setupDialog).toBe(true);
  });
});
