import { describe, expect, it } from 'vitest';
import { lineDescription } from './statements.queries';

const order = { memo: 'order', counterparty_phone: null, counterparty_account: null, counterparty_bank: null, counterparty_name: null };

describe("a statement line's description", () => {
  it('names the biller and the account paid beside the holder on a bill', () => {
    const bill = { ...order, ord_typ: '62', counterparty_bank: 'KPLC Prepaid', counterparty_account: '37201234567', counterparty_name: 'MARY WANJIKU NJOROGE' };
    expect(lineDescription(bill)).toBe('Electricity bill - KPLC Prepaid 37201234567 - MARY WANJIKU NJOROGE');
    expect(lineDescription({ ...bill, counterparty_name: null })).toBe('Electricity bill - KPLC Prepaid 37201234567');
  });

  it('names the other side of any other order as before', () => {
    expect(lineDescription({ ...order, ord_typ: '20', counterparty_name: 'Mary Achieng', counterparty_bank: 'Equity Bank' })).toBe('Transfer - Mary Achieng');
    expect(lineDescription({ ...order, ord_typ: null })).toBe('order');
  });

  it('names a line without an order by its type in Chinese, by the ledger memo in English', () => {
    const settled = { ...order, ord_typ: null, kind: 'A9', memo: 'till 5123401 settled to the wallet (20261120)' };
    expect(lineDescription(settled, 'zh-CN')).toBe('定时结算');
    expect(lineDescription(settled, 'en-US')).toBe('till 5123401 settled to the wallet (20261120)');
    expect(lineDescription({ ...settled, kind: 'bench' }, 'zh-CN')).toBe('till 5123401 settled to the wallet (20261120)');
  });
});
