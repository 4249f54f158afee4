import { describe, expect, it } from 'vitest';
import { displayDateTime } from './dateDisplay';

describe('displayDateTime', () => {
  it('shows the wire forms', () => {
    expect(displayDateTime('20250305')).toBe('05-Mar-2025');
    expect(displayDateTime('20250305093005')).toBe('05-Mar-2025 09:30:05');
  });

  it('shows an ISO instant in Nairobi time (UTC+3)', () => {
    expect(displayDateTime('2025-03-05T22:30:05Z')).toBe('06-Mar-2025 01:30:05');
  });

  it('shows nothing for no date and anything unreadable as it came', () => {
    expect(displayDateTime(null)).toBe('');
    expect(displayDateTime('soon')).toBe('soon');
  });
});
