import { describe, expect, it } from 'vitest';
import { BizError } from '../../http/errors';
import { DEMO } from '../../seed/demo';
import { withTestApp } from '../../testing/harness';
import { returnStock, stockStatus, takeStock } from './stock';
import { shelveProduct, stockOf as stockOfProduct } from './testing';

const t = withTestApp();

const product = (stock: number, merchantId: string = DEMO.merchantId) => shelveProduct(t.database.db, { merchantId, price: 12_000, stock, lowStock: 2 });
const stockOf = (id: string) => stockOfProduct(t.database.db, id);



async function historyOf(id: string) {
  return t.database.db
    .selectFrom('stock_history')
    .select(['change', 'stock_after', 'reason', 'order_no'])
    .where('product_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

describe('takeStock', () => {
  it('takes the items out of stock and writes the history', async () => {
    const id = await product(5);
    const moves = await t.database.db.transaction().execute((trx) =>
      takeStock(trx, { merchantId: DEMO.merchantId, items: [{ productId: id, quantity: 2 }, { productId: id, quantity: 1 }], orderNo: 'GO-1' }),
    );
    expect(moves).toEqual([expect.objectContaining({ productId: id, quantity: 3, stockAfter: 2, price: 12_000 })]);
    expect(await stockOf(id)).toBe(2);
    expect(await historyOf(id)).toEqual([{ change: -3, stock_after: 2, reason: 'sale', order_no: 'GO-1' }]);
  });

  it('refuses more than the stock with Not enough stock naming the line, and changes nothing', async () => {
    const plenty = await product(10);
    const short = await product(1);
    const attempt = t.database.db.transaction().execute((trx) =>
      takeStock(trx, {
        merchantId: DEMO.merchantId,
        items: [
          { productId: plenty, quantity: 4 },
          { productId: short, quantity: 2 },
        ],
        orderNo: 'GO-2',
      }),
    );
    const error = await attempt.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BizError);
    expect((error as BizError).code).toBe('MMCP5801');
    expect((error as BizError).fieldErrors).toEqual([{ field: 'items.1.quantity', message: 'Not enough stock.' }]);
    expect(await stockOf(plenty)).toBe(10);
    expect(await stockOf(short)).toBe(1);
    expect(await historyOf(plenty)).toEqual([]);
  });

  it("refuses another business's product as not found", async () => {
    const id = await product(5);
    const error = await t.database.db
      .transaction()
      .execute((trx) => takeStock(trx, { merchantId: 'merc-other', items: [{ productId: id, quantity: 1 }], orderNo: 'GO-3' }))
      .catch((e: unknown) => e);
    expect((error as BizError).code).toBe('MMCP5802');
    expect((error as BizError).fieldErrors?.[0]?.field).toBe('items.0.productId');
    expect(await stockOf(id)).toBe(5);
  });

  it('refuses a product off the shelf, pending or deleted by name, and changes nothing', async () => {
    const sellable = await product(5);
    for (const set of [{ publish_status: '0' }, { publish_status: '2' }, { publish_status: '1', deleted_at: new Date().toISOString() }]) {
      const id = await product(5);
      await t.database.db.updateTable('products').set(set).where('id', '=', id).execute();
      const name = (await t.database.db.selectFrom('products').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
      const error = await t.database.db
        .transaction()
        .execute((trx) =>
          takeStock(trx, {
            merchantId: DEMO.merchantId,
            items: [
              { productId: sellable, quantity: 1 },
              { productId: id, quantity: 1 },
            ],
            orderNo: 'GO-5',
          }),
        )
        .catch((e: unknown) => e);
      expect((error as BizError).code).toBe('MMCP5822');
      expect((error as BizError).fieldErrors).toEqual([{ field: 'items.1.productId', message: `${name} is not on the shelf and cannot be sold.` }]);
      expect(await stockOf(id)).toBe(5);
    }
    expect(await stockOf(sellable)).toBe(5);
  });

  it('refuses a quantity that is not a positive whole number', async () => {
    const id = await product(5);
    const error = await t.database.db
      .transaction()
      .execute((trx) => takeStock(trx, { merchantId: DEMO.merchantId, items: [{ productId: id, quantity: 0 }], orderNo: 'GO-4' }))
      .catch((e: unknown) => e);
    expect((error as BizError).code).toBe('MMCP0006');
    expect((error as BizError).fieldErrors?.[0]?.field).toBe('items.0.quantity');
  });

  it('lets exactly one of several parallel sales take the last item', async () => {
    const id = await product(1);
    const sell = (n: number) =>
      t.database.db.transaction().execute(async (trx) => {
        const moves = await takeStock(trx, { merchantId: DEMO.merchantId, items: [{ productId: id, quantity: 1 }], orderNo: `GO-RACE-${n}` });
        // Hold the row a moment, so the others really wait on it (PostgreSQL: separate connections).
        await new Promise((resolve) => setTimeout(resolve, 50));
        return moves;
      });
    const results = await Promise.allSettled([1, 2, 3, 4].map(sell));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(3);
    for (const r of lost) expect((r.reason as BizError).code).toBe('MMCP5801');
    expect(await stockOf(id)).toBe(0);
    expect((await historyOf(id)).filter((h) => h.reason === 'sale')).toHaveLength(1);
  });
});

describe('returnStock', () => {
  it('puts back what the order took, once, and never more', async () => {
    const id = await product(6);
    const db = t.database.db;
    await db.transaction().execute((trx) => takeStock(trx, { merchantId: DEMO.merchantId, items: [{ productId: id, quantity: 4 }], orderNo: 'GO-R1' }));
    const first = await db.transaction().execute((trx) => returnStock(trx, { merchantId: DEMO.merchantId, items: [{ productId: id, quantity: 1 }], orderNo: 'GO-R1' }));
    expect(first).toEqual([expect.objectContaining({ quantity: 1, stockAfter: 3 })]);
    const rest = await db.transaction().execute((trx) => returnStock(trx, { merchantId: DEMO.merchantId, items: [{ productId: id, quantity: 9 }], orderNo: 'GO-R1' }));
    expect(rest).toEqual([expect.objectContaining({ quantity: 3, stockAfter: 6 })]);
    const again = await db.transaction().execute((trx) => returnStock(trx, { merchantId: DEMO.merchantId, items: [{ productId: id, quantity: 1 }], orderNo: 'GO-R1' }));
    expect(again).toEqual([]);
    expect(await stockOf(id)).toBe(6);
    expect((await historyOf(id)).map((h) => [h.reason, h.change])).toEqual([
      ['sale', -4],
      ['return', 1],
      ['return', 3],
    ]);
  });

  it('returns nothing for an order that took nothing', async () => {
    const id = await product(2);
    const moved = await t.database.db.transaction().execute((trx) => returnStock(trx, { merchantId: DEMO.merchantId, items: [{ productId: id, quantity: 1 }], orderNo: 'GO-NONE' }));
    expect(moved).toEqual([]);
    expect(await stockOf(id)).toBe(2);
  });
});

describe('stockStatus', () => {
  it('reads out of stock, understock and available from the stock on hand', () => {
    expect(stockStatus(0, 5)).toBe('4');
    expect(stockStatus(5, 5)).toBe('3');
    expect(stockStatus(6, 5)).toBe('5');
  });
});
