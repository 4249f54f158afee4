import { describe, expect, it } from 'vitest';
import { mobileLabel, readAmount, shillingsToMinor } from './mobileLabel';

describe('top-up display helpers', () => {
  it('shows a payment mobile with its name', () => {
    expect(mobileLabel({ mblNo: '254722334455', name: 'Shop line' })).toBe('+254722334455 (Shop line)');
    expect(mobileLabel({ mblNo: '254722334455', name: null })).toBe('+254722334455');
  });

  it('turns typed shillings into minor units', () => {
    expect(shillingsToMinor(500)).toBe(50_000);
    expect(shillingsToMinor(null)).toBeNull();
  });

  it('reads only a positive whole amount from the URL', () => {
    expect(readAmount(new URLSearchParams('amount=50000'))).toBe(50_000);
    expect(readAmount(new URLSearchParams('amount=-1'))).toBeNull();
    expect(readAmount(new URLSearchParams('amount=abc'))).toBeNull();
    expect(readAmount(new URLSearchParams(''))).toBeNull();
  });
});
