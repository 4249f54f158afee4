import { describe, expect, it } from 'vitest';
import { type PlanLike, planAction } from './planRules';

const plans = (current: string | null): PlanLike[] =>
  [
    { planCode: 'BASIC', price: 0 },
    { planCode: 'GROWTH', price: 150_000 },
    { planCode: 'PREMIUM', price: 350_000 },
  ].map((p) => ({ ...p, current: p.planCode === current ? 'Y' : 'N' }));

const actions = (current: string | null) => {
  const list = plans(current);
  return list.map((p) => planAction(p, list));
};

describe('planAction', () => {
  it('offers upgrades and the basic plan from the middle plan', () => {
    expect(actions('GROWTH')).toEqual(['downgrade', 'current', 'upgrade']);
  });

  it('refuses a downgrade to anything but the basic plan', () => {
    expect(actions('PREMIUM')).toEqual(['downgrade', 'blocked', 'current']);
  });

  it('lets a business without a plan choose any', () => {
    expect(actions(null)).toEqual(['choose', 'choose', 'choose']);
  });
});
