import { describe, expect, it } from 'vitest';
import { stepOfField, toWire } from './staffForm';

describe('the staff form', () => {
  it('sends the mobile as 254 and the 9 digits, and empty optional fields empty', () => {
    expect(toWire({ firstName: ' Faith ', lastName: 'Chebet', mobile: '712345678', position: 'Clerk', storeIds: ['s1'] })).toEqual({
      firstName: 'Faith',
      lastName: 'Chebet',
      idNo: '',
      email: '',
      mobile: '254712345678',
      position: 'Clerk',
      storeIds: ['s1'],
    });
  });

  it('goes back to the step of a refused field', () => {
    expect(stepOfField('userName')).toBe(0);
    expect(stepOfField('storeIds')).toBe(1);
    expect(stepOfField('funcNos')).toBe(2);
  });
});
