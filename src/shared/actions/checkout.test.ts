import { describe, expect, it } from 'vitest';
import { itemNameRule } from './checkout';

describe("a free-amount line's name", () => {
  it("takes the default in either language, and names in any script, as a product's name", () => {
    for (const name of ['Non-inventory item', '非库存商品', 'Chai & mandazi (2)', 'Sukuma wiki 1/2 kg']) expect(itemNameRule.safeParse(name).success, name).toBe(true);
  });

  it('refuses markup and more than 40 characters', () => {
    expect(itemNameRule.safeParse('<b>x</b>').success).toBe(false);
    expect(itemNameRule.safeParse('x'.repeat(41)).success).toBe(false);
    expect(itemNameRule.safeParse('   ').success).toBe(false);
  });
});
