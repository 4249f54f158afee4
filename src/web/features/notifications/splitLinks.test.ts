import { describe, expect, it } from 'vitest';
import { readPrefill } from '../transfer/components/transferForm';
import { splitPayLink } from './splitLinks';

describe("a split-bill share's To Pay link", () => {
  it('opens the transfer screen filled with the wallet, the share and the split order', () => {
    const link = splitPayLink({ orderNo: 'SPLIT1', payAmt: 80_000, rcvMblNo: '254711460900' });
    expect(link).toBe('/finance/transfer?rcvCnl=28&mobile=0711460900&amount=800&splitOrderNo=SPLIT1');
    const params = new URLSearchParams(link.split('?')[1]);
    expect(readPrefill(params).values).toMatchObject({ source: 'new', rcvCnl: '28', bnfMblNo: '711460900', amount: 800 });
  });

  it('keeps cents', () => {
    expect(splitPayLink({ orderNo: 'S', payAmt: 12_345, rcvMblNo: '254711460900' })).toContain('amount=123.45');
  });
});
