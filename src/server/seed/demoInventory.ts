import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inventoryNameKey } from '../../shared/rules/inventory';

/**
 * The demo business's inventory (docs/areas/inventory.md): the categories and about 30 products of
 * a Nairobi shop, prices in KES (minor units), a few low on stock or out of it, each with its first
 * stock history row. Product ids are fixed (`prod-demo-NN`) so other areas' demo data (goods
 * orders) can name them.
 */
const CATEGORIES = [
  { id: 'cat-demo-groceries', name: 'Groceries', description: 'Flour, sugar, rice, cooking oil and other kitchen staples' },
  { id: 'cat-demo-beverages', name: 'Beverages', description: 'Tea, coffee, soda and juice' },
  { id: 'cat-demo-dairy', name: 'Dairy and bakery', description: 'Milk, yoghurt, bread and eggs' },
  { id: 'cat-demo-household', name: 'Household', description: 'Soap, detergents and cleaning supplies' },
  { id: 'cat-demo-personal', name: 'Personal care', description: 'Toiletries and personal care' },
  { id: 'cat-demo-mobile', name: 'Mobile accessories', description: 'Chargers, cables, earphones and airtime cards' },
] as const;

type Cat = (typeof CATEGORIES)[number]['id'];

/** name, category, price (KES), discount (KES), stock, unit */
const PRODUCTS: [string, Cat, number, number, number, string][] = [
  ['Jogoo Maize Flour 2kg', 'cat-demo-groceries', 175, 0, 48, 'packet'],
  ['Pembe Wheat Flour 2kg', 'cat-demo-groceries', 190, 10, 30, 'packet'],
  ['Mumias Sugar 2kg', 'cat-demo-groceries', 320, 20, 25, 'packet'],
  ['Pishori Rice 1kg', 'cat-demo-groceries', 240, 0, 3, 'packet'],
  ['Fresh Fri Cooking Oil 1L', 'cat-demo-groceries', 385, 0, 18, 'bottle'],
  ['Royco Mchuzi Mix 200g', 'cat-demo-groceries', 150, 0, 40, 'packet'],
  ['Kabras Sugar 1kg', 'cat-demo-groceries', 165, 0, 0, 'packet'],
  ['Ketepa Pride Tea 100 bags', 'cat-demo-beverages', 290, 0, 22, 'box'],
  ['Nescafe Classic 50g', 'cat-demo-beverages', 420, 30, 12, 'tin'],
  ['Coca-Cola 500ml', 'cat-demo-beverages', 80, 0, 96, 'bottle'],
  ['Minute Maid Mango 400ml', 'cat-demo-beverages', 90, 0, 4, 'bottle'],
  ['Dasani Water 1L', 'cat-demo-beverages', 70, 0, 60, 'bottle'],
  ['Brookside Milk 500ml', 'cat-demo-dairy', 65, 0, 36, 'packet'],
  ['KCC Gold Crown Milk 500ml', 'cat-demo-dairy', 60, 0, 2, 'packet'],
  ['Daima Yoghurt 500ml', 'cat-demo-dairy', 145, 0, 14, 'cup'],
  ['Supa Loaf White Bread 400g', 'cat-demo-dairy', 65, 0, 20, 'loaf'],
  ['Kenchic Eggs (tray of 30)', 'cat-demo-dairy', 480, 30, 0, 'tray'],
  ['Menengai Bar Soap 800g', 'cat-demo-household', 210, 0, 26, 'bar'],
  ['Omo Washing Powder 1kg', 'cat-demo-household', 350, 25, 15, 'packet'],
  ['Jik Bleach 750ml', 'cat-demo-household', 190, 0, 9, 'bottle'],
  ['Harpic Toilet Cleaner 500ml', 'cat-demo-household', 280, 0, 5, 'bottle'],
  ['Sunlight Dish Paste 400g', 'cat-demo-household', 120, 0, 30, 'tub'],
  ['Geisha Bathing Soap 225g', 'cat-demo-personal', 95, 0, 44, 'bar'],
  ['Colgate Toothpaste 140g', 'cat-demo-personal', 230, 20, 21, 'tube'],
  ['Nice & Lovely Lotion 400ml', 'cat-demo-personal', 320, 0, 1, 'bottle'],
  ['Always Pads (pack of 8)', 'cat-demo-personal', 110, 0, 33, 'pack'],
  ['Safaricom Airtime Card KES 100', 'cat-demo-mobile', 100, 0, 80, 'card'],
  ['USB-C Charging Cable 1m', 'cat-demo-mobile', 350, 50, 17, 'piece'],
  ['Oraimo Earphones', 'cat-demo-mobile', 650, 0, 6, 'piece'],
  ['Wall Charger 2A', 'cat-demo-mobile', 800, 100, 0, 'piece'],
];

export const DEMO_PRODUCT_IDS = PRODUCTS.map((_, i) => `prod-demo-${String(i + 1).padStart(2, '0')}`);

function isoDaysAgo(days: number, minutes = 0): string {
  return new Date(Date.now() - days * 86_400_000 - minutes * 60_000).toISOString();
}

export async function seedDemoInventory(db: Kysely<Database>, p: { merchantId: string; ownerId: string }): Promise<void> {
  const created = isoDaysAgo(40);
  await db
    .insertInto('product_categories')
    .values(
      CATEGORIES.map((c, i) => ({
        id: c.id,
        merchant_id: p.merchantId,
        name: c.name,
        name_key: inventoryNameKey(c.name),
        description: c.description,
        sort_order: i + 1,
        created_at: created,
        updated_at: created,
      })),
    )
    .execute();
  const rows = PRODUCTS.map(([name, category, price, discount, stock, unit], i) => {
    // Spread over the last weeks so the list's newest-first order reads naturally.
    const at = isoDaysAgo(30 - i, i * 7);
    return {
      id: DEMO_PRODUCT_IDS[i]!,
      merchant_id: p.merchantId,
      product_no: `P${String(10_000_001 + i)}`,
      name,
      name_key: inventoryNameKey(name),
      category_id: category,
      description: null,
      unit,
      price: price * 100,
      discount: discount * 100,
      stock,
      low_stock: 5,
      image_file_id: null,
      // A couple kept off the shelf and one pending, so every tab has something.
      publish_status: i === 6 || i === 16 ? '0' : i === 29 ? '2' : '1',
      created_by: p.ownerId,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    };
  });
  await db.insertInto('products').values(rows).execute();
  await db
    .insertInto('stock_history')
    .values(
      rows.map((r) => ({
        id: `stk-${r.id}`,
        merchant_id: p.merchantId,
        product_id: r.id,
        change: r.stock,
        stock_after: r.stock,
        reason: 'create',
        order_no: null,
        person_id: p.ownerId,
        note: null,
        created_at: r.created_at,
      })),
    )
    .execute();
}
