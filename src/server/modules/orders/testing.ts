import type { TestApp } from '../../testing/harness';
import { type SaleDraft, recordSale } from '../../seed/demoOrders';

/** Test factories of the orders area: a paid sale as checkout leaves it. */
export const KES = 100;
export const MAIN = 'store-main';
export const BRANCH = 'store-westlands';
export const COUNTER1 = 'till-demo-counter1';

/** The sale a test rings up: two lines at Counter 1 of the Main Store, paid by M-PESA unless overridden. */
export function saleDraft(over: Partial<SaleDraft> = {}): SaleDraft {
  return {
    merchantId: 'merc-demo',
    storeId: MAIN,
    tillId: COUNTER1,
    personId: 'person-cashier',
    at: new Date().toISOString(),
    lines: [
      { name: 'Unga 2kg', unitPrice: 210 * KES, quantity: 2 },
      { name: 'Sugar 1kg', unitPrice: 160 * KES, quantity: 1 },
    ],
    method: '0001',
    phone: '254722555111',
    customerName: 'Test Buyer',
    ...over,
  };
}

export async function paidSale(app: TestApp, over: Partial<SaleDraft> = {}) {
  const draft = saleDraft(over);
  return app.database.db.transaction().execute((trx) => recordSale(trx, draft));
}
