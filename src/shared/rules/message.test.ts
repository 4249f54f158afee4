import { describe, expect, it } from 'vitest';
import { renderRuleMessage, ruleMessage } from './message';

describe('rule messages', () => {
  it('renders a catalogue text with its parameters in each language', () => {
    expect(renderRuleMessage(ruleMessage('MIN_LENGTH', { min: 2 }), 'en-US')).toBe('Minimum field length = 2');
    expect(renderRuleMessage(ruleMessage('MAX_LENGTH', { 0: 30 }), 'en-US')).toBe('Maximum field length = 30');
  });

  it('refuses, when the schema is built, a message that leaves out a placeholder of its text', () => {
    expect(() => ruleMessage('MIN_LENGTH', { 0: 2 })).toThrow("ruleMessage('MIN_LENGTH') needs {min}");
    expect(() => ruleMessage('MAX_LENGTH')).toThrow('needs {0}');
  });

  it('builds every shared schema: none names a placeholder its text does not have', async () => {
    // Loading each module builds its schemas, and with them every ruleMessage they carry.
    const modules = import.meta.glob(['../actions/*.ts', '../rules/*.ts', '!../**/*.test.ts']);
    expect(Object.keys(modules).length).toBeGreaterThan(30);
    for (const load of Object.values(modules)) await load();
  });
});
