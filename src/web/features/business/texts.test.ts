import { describe, expect, it } from 'vitest';
import { businessEnUS } from '../../i18n/en-US.business';

describe('business texts', () => {
  it('keeps the spec texts verbatim', () => {
    expect(businessEnUS.gate.subscription.text).toBe(
      'You do not have permission to enter. Please complete the purchase of the subscription plan first.',
    );
    expect(businessEnUS.plans.downgradeRule).toBe('A downgrade is only to the basic plan.');
    expect(businessEnUS.stakeholders.ownerNote).toBe('The owner of the business cannot be blocked or deleted.');
    expect(businessEnUS.approvals.ownRequest).toBe('Another stakeholder must approve a change you applied for.');
    expect(businessEnUS.change.waiting).toBe(
      'A change of your business information is waiting for approval (up to 24 hours).',
    );
  });
});
