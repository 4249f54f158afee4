import { describe, expect, it } from 'vitest';
import { greetingFor, nairobiHour } from './greeting';

describe('home greeting', () => {
  it('reads the hour in Nairobi (UTC+3)', () => {
    expect(nairobiHour(new Date('2025-03-05T06:30:00Z'))).toBe(9);
    expect(nairobiHour(new Date('2025-03-05T22:30:00Z'))).toBe(1);
  });

  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [23, 'evening'],
  ] as const)('at %i greets with good %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});
