import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nairobiTime } from './clock';


/**
 * The stores area's demo: the main store settles to the business wallet, has an open storefront
 * with weekday hours and customer reviews; the Westlands branch settles to a KCB account, uses
 * the main store's inventory and customers, and waits for the provider's review of its publish
 * request; the business is VAT-registered at 16%.
 */
export async function seedDemoStores(
  db: Kysely<Database>,
  demo: { merchantId: string; ownerId: string; adminId: string; mainStoreId: string; branchStoreId: string },
): Promise<void> {
  await db
    .updateTable('stores')
    .set({
      name_key: 'main store',
      address_detail: 'Ground floor, shop 4',
      mobile: '254712345678',
      email: 'shop@amani.co.ke',
      contact_person: 'Wanjiku Kamau',
      description: 'Groceries, household goods and mobile accessories.',
      admin_person_id: demo.ownerId,
      county: '047',
      city: 'Nairobi CBD',
      street: 'Moi Avenue',
      building_id: 'bld-moi-avenue-plaza',
      latitude: -1.2833,
      longitude: 36.8259,
      push_types: '01,03',
      updated_at: nairobiTime(30, 12, 15),
    })
    .where('id', '=', demo.mainStoreId)
    .execute();

  await db
    .updateTable('stores')
    .set({
      name_key: 'westlands branch',
      address_detail: 'Woodvale House, 2nd floor',
      mobile: '254722000111',
      contact_person: 'Otieno Ochieng',
      description: 'Our Westlands branch.',
      admin_person_id: demo.adminId,
      county: '047',
      city: 'Westlands',
      street: 'Woodvale Grove',
      building_id: 'bld-woodvale',
      latitude: -1.2654,
      longitude: 36.8065,
      use_main_inventory: 'Y',
      use_main_customers: 'Y',
      push_types: '03',
      review_status: 'U',
      settle_channel: '1',
      settle_account_no: '1187654322',
      settle_account_name: 'Amani Traders Ltd',
      settle_bank_code: '01',
      settle_branch_code: '01003',
      updated_at: nairobiTime(1, 12, 15),
    })
    .where('id', '=', demo.branchStoreId)
    .execute();

  await db
    .insertInto('storefronts')
    .values({
      store_id: demo.mainStoreId,
      merchant_id: demo.merchantId,
      banner_file_id: null,
      display_name: 'Amani Traders',
      legal_name: 'Amani Traders Ltd',
      phone: '254712345678',
      email: 'shop@amani.co.ke',
      whatsapp: '254712345678',
      facebook: 'amanitraders',
      instagram: '@amanitraders',
      x_handle: '@amani_ke',
      tiktok: null,
      payment_methods: '0001,0002,0003,0008',
      location: 'Moi Avenue Plaza, Moi Avenue, Nairobi CBD',
      latitude: -1.2833,
      longitude: 36.8259,
      return_policy: 'Unused goods can be returned within 7 days with the receipt. Perishables cannot be returned.',
      updated_at: nairobiTime(30, 12, 15),
    })
    .execute();

  const open = (weekday: number, from: string, to: string) => ({ store_id: demo.mainStoreId, weekday, closed: 'N', open_time: from, close_time: to });
  await db
    .insertInto('store_hours')
    .values([
      open(1, '08:00', '19:00'),
      open(2, '08:00', '19:00'),
      open(3, '08:00', '19:00'),
      open(4, '08:00', '19:00'),
      open(5, '08:00', '20:00'),
      open(6, '09:00', '17:00'),
      { store_id: demo.mainStoreId, weekday: 7, closed: 'Y', open_time: null, close_time: null },
    ])
    .execute();

  const reviews = [
    { username: 'Kevin M.', rating: 5, description: 'Fast service and fair prices. Paid with M-PESA in seconds.', days: 2 },
    { username: 'Aisha O.', rating: 4, description: 'Good selection of household goods, a bit crowded on Saturday.', days: 5 },
    { username: 'Brian K.', rating: 5, description: 'Found the phone charger I needed. Friendly staff.', days: 9 },
    { username: 'Mercy W.', rating: 3, description: 'Shelves were half empty in the evening.', days: 14 },
    { username: 'Peter N.', rating: 4, description: 'Clean shop and quick checkout.', days: 21 },
    { username: 'Faith A.', rating: 5, description: 'They delivered to my office the same day.', days: 33 },
  ];
  await db
    .insertInto('store_reviews')
    .values(
      reviews.map((r, i) => ({
        id: `review-demo-${i + 1}`,
        merchant_id: demo.merchantId,
        store_id: demo.mainStoreId,
        username: r.username,
        rating: r.rating,
        description: r.description,
        created_at: nairobiTime(r.days, 15, 15),
      })),
    )
    .execute();

  await db
    .insertInto('sales_tax')
    .values({ merchant_id: demo.merchantId, vat_registered: 'Y', vat_no: '051111111', rate_bp: 1600, updated_at: nairobiTime(90, 12, 15) })
    .execute();
}
