import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../../../i18n';
import { type Plan, PlanCards } from './PlanCards';

const plan = (planCode: string, periodMonths: number): Plan => ({ planCode, planName: planCode, price: 150_000, periodMonths, features: [], current: 'N' });

describe('the plan cards for a zh-CN reader', () => {
  beforeAll(() => setLocale('zh-CN'));
  afterAll(() => setLocale('en-US'));

  it('price a monthly plan "/ 月" and a longer one by its months', () => {
    const html = renderToStaticMarkup(<PlanCards plans={[plan('GROWTH', 1), plan('PREMIUM', 3)]} busy={false} onChoose={() => {}} />);
    expect(html).toContain('/ 月');
    expect(html).toContain('/ 3 个月');
    expect(html).not.toContain('/ 1 个月');
  });
});
