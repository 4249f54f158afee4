import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { wholeShillingsRule } from './amountRule';

/** What the rule says of a typed amount: its message, or null when it lets it through. */
async function verdict(value: number | null): Promise<string | null> {
  const rule = wholeShillingsRule as RuleObject;
  try {
    await rule.validator?.(rule, value, () => {});
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('whole shillings', () => {
  it('refuses typed cents with the text the server refuses them with, instead of dropping them', async () => {
    expect(await verdict(10.5)).toBe('Amounts on this channel are whole shillings.');
    expect(await verdict(1000.01)).toBe('Amounts on this channel are whole shillings.');
  });

  it('lets whole shillings and an empty field through (the amount rule asks for one)', async () => {
    expect(await verdict(1000)).toBeNull();
    expect(await verdict(null)).toBeNull();
  });
});
