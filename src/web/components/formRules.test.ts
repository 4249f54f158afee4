import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalEmailRule } from '../../shared/rules/customers';
import { roleSelectionRule } from '../../shared/rules/staff';
import { storeNameRule } from '../../shared/rules/stores';
import { validValues, zodRule } from './formRules';
import type { FormInstance } from 'antd';

type Checked = { required?: boolean; validator: (rule: unknown, value: unknown) => Promise<void> };

describe('zodRule', () => {
  it('marks a field required when its shared rule refuses an empty value', () => {
    expect((zodRule(storeNameRule) as Checked).required).toBe(true);
    expect((zodRule(optionalEmailRule) as Checked).required).toBe(false);
  });

  it('refuses with the shared rule text and accepts what the rule accepts', async () => {
    const rule = zodRule(storeNameRule) as Checked;
    await expect(rule.validator({}, '')).rejects.toThrow('This field is required');
    await expect(rule.validator({}, 'K')).rejects.toThrow('2');
    await expect(rule.validator({}, 'Kisumu Branch')).resolves.toBeUndefined();
    // The name saved keeps one space where several were typed: the same name as the store that has it.
    expect(storeNameRule.parse('  Westlands   Branch ')).toBe('Westlands Branch');
  });

  it("never shows zod's own English: a part of the value left empty reads as required", async () => {
    const rule = zodRule(z.object({ roleGroup: z.string().min(1) })) as Checked;
    await expect(rule.validator({}, {})).rejects.toThrow(/^This field is required$/);
    const role = zodRule(roleSelectionRule) as Checked;
    await expect(role.validator({}, { funcNos: [] })).rejects.toThrow('Select a role and at least one of its functions');
  });
});

describe('validValues', () => {
  it('answers the values, or null when a rule refuses (never a rejection nobody catches)', async () => {
    const form = (outcome: Promise<{ reason: string }>) => ({ validateFields: () => outcome }) as unknown as FormInstance<{ reason: string }>;
    expect(await validValues(form(Promise.resolve({ reason: 'Too much' })))).toEqual({ reason: 'Too much' });
    expect(await validValues(form(Promise.reject({ errorFields: [{ name: ['reason'], errors: ['Invalid'] }] })))).toBeNull();
  });
});
