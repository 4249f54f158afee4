import { describe, expect, it } from 'vitest';
import { isOwnRequest } from './changeTypes';

describe('isOwnRequest', () => {
  it('follows what the server says about the requester', () => {
    expect(isOwnRequest({ mine: 'Y' })).toBe(true);
    expect(isOwnRequest({ mine: 'N' })).toBe(false);
  });
});
