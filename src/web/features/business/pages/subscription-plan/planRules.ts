/** What the person may do with a plan (spec 000 section 4: a downgrade is only to the basic plan). */
export type PlanAction = 'current' | 'upgrade' | 'downgrade' | 'choose' | 'blocked';

export interface PlanLike {
  planCode: string;
  price: number;
  current: 'Y' | 'N';
}

/** The basic plan: the cheapest one (free). */
export function isBasic(plan: PlanLike, plans: readonly PlanLike[]): boolean {
  return plan.price === Math.min(...plans.map((p) => p.price));
}

export function planAction(plan: PlanLike, plans: readonly PlanLike[]): PlanAction {
  if (plan.current === 'Y') return 'current';
  const current = plans.find((p) => p.current === 'Y');
  if (!current) return 'choose';
  if (plan.price > current.price) return 'upgrade';
  return isBasic(plan, plans) ? 'downgrade' : 'blocked';
}
