import { describe, expect, it } from 'vitest';
import { counterpartyText } from './orders';

describe('counterpartyText', () => {
  it('names the other side by name, else +254 phone, else account', () => {
    expect(counterpartyText({ counterparty_name: 'Mary Achieng', counterparty_phone: '254722000111', counterparty_account: null })).toBe('Mary Achieng');
    expect(counterpartyText({ counterparty_name: null, counterparty_phone: '254722000111', counterparty_account: null })).toBe('+254722000111');
    expect(counterpartyText({ counterparty_name: null, counterparty_phone: null, counterparty_account: '888880' })).toBe('888880');
    expect(counterpartyText({ counterparty_name: null, counterparty_phone: null, counterparty_account: null })).toBe('');
  });
});
