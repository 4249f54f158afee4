import { describe, expect, it } from 'vitest';
import { loginIdentity } from './api';

describe('loginIdentity', () => {
  it.each(['0712345678', '712345678', '+254712345678', '254712345678', ' 0712 345 678 '])(
    'reads %j as the phone 254712345678',
    (raw) => {
      expect(loginIdentity(raw)).toEqual({ userId: '254712345678', userIdType: 'P' });
    },
  );

  it('reads an e-mail address as E', () => {
    expect(loginIdentity(' owner@demo.co.ke ')).toEqual({ userId: 'owner@demo.co.ke', userIdType: 'E' });
  });

  it('reads anything else as a staff username', () => {
    expect(loginIdentity('cashier')).toEqual({ userId: 'cashier', userIdType: 'S' });
  });
});
