import { describe, expect, it } from 'vitest';
import { claimNoteRule, saleRefRule, tillNameRule } from '../../../shared/actions/tills';
import { type Destination, previousBusinessDate, quote, settlementType } from './settlement.service';

const KES = 100;
const none = { name: null, phone: null, account: null, bank: null };
const wallet: Destination = { channel: 'W', destination: null, rail: 'internal', feeChannel: null, payout: null, counterparty: none, walletMerchantId: 'merc-demo' };
const bank: Destination = { channel: 'B', destination: 'KCB Bank 1187654322', rail: 'bank', feeChannel: '41', payout: null, counterparty: none, walletMerchantId: 'merc-demo' };
const mpesa: Destination = { channel: 'M', destination: '254722000111', rail: 'mpesa', feeChannel: '44', payout: null, counterparty: none, walletMerchantId: 'merc-demo' };

describe('settlement charges', () => {
  it('settles to the wallet free of charge', () => {
    expect(quote('2', wallet, 1_234_56)).toEqual({ taken: 1_234_56, net: 1_234_56, fee: 0, excise: 0, vat: 0 });
  });

  it('takes the EFT fee and its excise duty out of a bank settlement', () => {
    expect(quote('1', bank, 1_000 * KES)).toEqual({ taken: 1_000 * KES, net: 1_000 * KES - 30 * KES - 450, fee: 30 * KES, excise: 450, vat: 0 });
  });

  it('pays M-PESA whole shillings and leaves the odd cents on the till', () => {
    const q = quote('2', mpesa, 1_000 * KES);
    expect(q.fee).toBe(15 * KES);
    expect(q.excise).toBe(225);
    expect(q.net % 100).toBe(0);
    expect(q.net).toBe(982 * KES);
    expect(q.taken).toBe(q.net + q.fee + q.excise);
    expect(q.taken).toBeLessThanOrEqual(1_000 * KES);
  });

  it('is a scheduled settlement (A9) at the end of the day and a merchant settlement (A6) otherwise', () => {
    expect(settlementType('1')).toBe('A9');
    expect(['0', '2', '3'].map((m) => settlementType(m as '0'))).toEqual(['A6', 'A6', 'A6']);
  });

  it("knows yesterday's Nairobi business date, also just after midnight Nairobi", () => {
    // 21:30 UTC on the 20th is 00:30 on the 21st in Nairobi.
    expect(previousBusinessDate(new Date('2026-11-20T21:30:00Z'))).toBe('20261120');
    expect(previousBusinessDate(new Date('2026-11-20T20:30:00Z'))).toBe('20261119');
  });
});

describe('till rules shared with the browser', () => {
  it('takes till names of 2 to 30 simple characters', () => {
    expect(tillNameRule.safeParse('Counter 1').success).toBe(true);
    expect(tillNameRule.safeParse('x').success).toBe(false);
    expect(tillNameRule.safeParse('a'.repeat(31)).success).toBe(false);
    expect(tillNameRule.safeParse('Till <script>').success).toBe(false);
    // Runs of spaces are one: the same name as the till that has it once.
    expect(tillNameRule.parse('Counter   1')).toBe('Counter 1');
  });

  it('takes a sale reference without spaces and a short note', () => {
    expect(saleRefRule.safeParse('RCP-0042').success).toBe(true);
    expect(saleRefRule.safeParse('').success).toBe(false);
    expect(saleRefRule.safeParse('bad ref!').success).toBe(false);
    expect(claimNoteRule.safeParse('Two loaves, one milk').success).toBe(true);
    expect(claimNoteRule.safeParse('x'.repeat(101)).success).toBe(false);
  });
});
