import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nairobiTime } from './clock';

/**
 * The demo business's customer book (the main store's, which the Westlands branch shares): 50
 * customers with Kenyan names and +254 numbers, three of them blacklisted, one added by a past bulk
 * upload, and a past SMS to a few customers with two failures on /customer/sendMessage/tryAgain:
 * Zawadi Chebet's number is the SMS gateway's do-not-disturb test number (254799000001) and Juma
 * Hassan is blacklisted. Baraka Mwangi (254711460900) has the wallet app, so in-app messages reach him.
 */
export const DEMO_CUSTOMER_IDS = { amina: 'cust-demo-01', baraka: 'cust-demo-02', zawadi: 'cust-demo-03', juma: 'cust-demo-04' } as const;

const NAMES: [string, string, string, string][] = [
  // first, middle, last, gender
  ['Amina', 'Wairimu', 'Otieno', 'F'],
  ['Baraka', '', 'Mwangi', 'M'],
  ['Zawadi', '', 'Chebet', 'F'],
  ['Juma', '', 'Hassan', 'M'],
  ['Wanjiru', 'Njeri', 'Kamau', 'F'],
  ['Kiprono', '', 'Langat', 'M'],
  ['Achieng', 'Akinyi', 'Odhiambo', 'F'],
  ['Mutua', '', 'Musyoka', 'M'],
  ['Fatuma', '', 'Abdalla', 'F'],
  ['Omondi', 'Otieno', 'Ouma', 'M'],
  ['Nyambura', '', 'Githinji', 'F'],
  ['Kibet', '', 'Rotich', 'M'],
  ['Wambui', 'Muthoni', 'Ndungu', 'F'],
  ['Onyango', '', 'Okoth', 'M'],
  ['Chepkoech', '', 'Kirui', 'F'],
  ['Mwende', 'Kalekye', 'Mutiso', 'F'],
  ['Kariuki', '', 'Maina', 'M'],
  ['Nafula', '', 'Wekesa', 'F'],
  ['Ochieng', '', 'Owino', 'M'],
  ['Jepkosgei', '', 'Kiptoo', 'F'],
  ['Mohamed', 'Ali', 'Farah', 'M'],
  ['Atieno', '', 'Adhiambo', 'F'],
  ['Njoroge', '', 'Kinyua', 'M'],
  ['Makena', 'Kawira', 'Murithi', 'F'],
  ['Wafula', '', 'Barasa', 'M'],
  ['Nekesa', '', 'Simiyu', 'F'],
  ['Kimani', 'Gitau', 'Waweru', 'M'],
  ['Halima', '', 'Abdi', 'F'],
  ['Korir', '', 'Cheruiyot', 'M'],
  ['Naliaka', '', 'Wanyama', 'F'],
  ['Macharia', '', 'Kiarie', 'M'],
  ['Awino', 'Auma', 'Oloo', 'F'],
  ['Mwangi', '', 'Gachanja', 'M'],
  ['Chebet', '', 'Koech', 'F'],
  ['Otieno', '', 'Oduya', 'M'],
  ['Kanini', '', 'Kioko', 'F'],
  ['Ruto', '', 'Kipkemboi', 'M'],
  ['Wangari', 'Wanjiku', 'Mbugua', 'F'],
  ['Hassan', '', 'Omar', 'M'],
  ['Kerubo', '', 'Nyaboke', 'F'],
  ['Mugo', '', 'Karanja', 'M'],
  ['Moraa', '', 'Nyamweya', 'F'],
  ['Kiplagat', '', 'Sang', 'M'],
  ['Njambi', '', 'Wachira', 'F'],
  ['Ouma', '', 'Ogola', 'M'],
  ['Saida', '', 'Said', 'F'],
  ['Kamau', 'Mburu', 'Njenga', 'M'],
  ['Jeruto', '', 'Biwott', 'F'],
  ['Odera', '', 'Onyango', 'M'],
  ['Mumbua', '', 'Musau', 'F'],
];

/** A stable +254 number per customer: 2547 then 8 digits (the first four are fixed ones). */
const FIXED_MOBILES = ['254722118401', '254711460900', '254799000001', '254733204417'];

function mobileOf(i: number): string {
  return FIXED_MOBILES[i] ?? `2547${String(20_000_000 + i * 1_234_567).slice(0, 8)}`;
}


export async function seedDemoCustomers(db: Kysely<Database>, demo: { merchantId: string; mainStoreId: string; ownerId: string; ownerName: string }): Promise<void> {
  const batchId = 'cust-batch-demo-01';
  const batchAt = nairobiTime(20, 10, 10);
  await db
    .insertInto('customer_batches')
    .values({
      id: batchId,
      merchant_id: demo.merchantId,
      book_store_id: demo.mainStoreId,
      file_name: 'loyalty-card-holders.csv',
      total_rows: 12,
      added_rows: 12,
      failed_rows: 0,
      status: 'S',
      person_id: demo.ownerId,
      operator_name: demo.ownerName,
      created_at: batchAt,
    })
    .execute();

  const rows = NAMES.map(([first, middle, last, gender], i) => {
    const id = i < 9 ? `cust-demo-0${i + 1}` : `cust-demo-${i + 1}`;
    // Oldest first: customer 1 joined 60 days ago, the last one today.
    const createdAt = i >= 20 && i < 32 ? batchAt : nairobiTime(Math.max(0, 60 - i), 11 + (i % 9), 10);
    const black = i === 3 || i === 17 || i === 41;
    const year = 1970 + ((i * 7) % 35);
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 27) + 1).padStart(2, '0');
    return {
      id,
      merchant_id: demo.merchantId,
      book_store_id: demo.mainStoreId,
      store_id: demo.mainStoreId,
      first_name: first,
      middle_name: middle || null,
      last_name: last,
      search_name: [first, middle, last].filter(Boolean).join(' ').toLowerCase(),
      mobile: mobileOf(i),
      // Every third customer left no e-mail address.
      email: i % 3 === 2 ? null : `${first}.${last}`.toLowerCase().concat(i % 2 === 0 ? '@gmail.com' : '@yahoo.co.ke'),
      gender,
      birthday: i % 4 === 1 ? null : `${year}${month}${day}`,
      anniversary: i % 5 === 0 ? `${year + 25}${month}${day}` : null,
      note: i === 0 ? 'Buys maize flour every Friday' : i === 7 ? 'Prefers delivery to Kitengela' : null,
      state: i % 11 === 10 ? '0' : '1',
      black_flg: black ? 'Y' : 'N',
      black_reason: black ? 'Repeated chargebacks' : null,
      black_at: black ? nairobiTime(5, 13, 10) : null,
      batch_id: i >= 20 && i < 32 ? batchId : null,
      person_id: demo.ownerId,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  await db.insertInto('customers').values(rows).execute();

  // A past SMS: three sent, two failed (a do-not-disturb number, a blacklisted customer).
  const noticeId = 'cust-notice-demo-01';
  const sentAt = nairobiTime(2, 12, 10);
  const to = [0, 1, 4, 2, 3];
  await db
    .insertInto('customer_notices')
    .values({
      id: noticeId,
      merchant_id: demo.merchantId,
      book_store_id: demo.mainStoreId,
      channel: '02',
      subject: null,
      content: 'Fresh stock of maize flour and cooking oil is in. Karibu!',
      total: to.length,
      sent: 3,
      failed: 2,
      person_id: demo.ownerId,
      operator_name: demo.ownerName,
      created_at: sentAt,
      updated_at: sentAt,
    })
    .execute();
  await db
    .insertInto('customer_notice_recipients')
    .values(
      to.map((i, n) => {
        const c = rows[i]!;
        const failed = i === 2 || i === 3;
        return {
          id: `${noticeId}-r${n + 1}`,
          notice_id: noticeId,
          merchant_id: demo.merchantId,
          customer_id: c.id,
          name: [c.first_name, c.middle_name, c.last_name].filter(Boolean).join(' '),
          mobile: c.mobile,
          email: c.email,
          status: failed ? 'F' : 'S',
          reason: i === 2 ? 'MMCP6111' : i === 3 ? 'MMCP6110' : null,
          attempts: 1,
          outbox_id: null,
          notification_id: null,
          created_at: sentAt,
          updated_at: sentAt,
        };
      }),
    )
    .execute();
  await db
    .insertInto('outbox')
    .values(
      to
        .filter((i) => i !== 2 && i !== 3)
        .map((i, n) => ({
          id: `${noticeId}-o${n + 1}`,
          channel: 'sms',
          recipient: rows[i]!.mobile,
          subject: null,
          body: 'Amani Traders Ltd: Fresh stock of maize flour and cooking oil is in. Karibu!',
          purpose: 'customers:notice',
          created_at: sentAt,
          delivered_at: null,
        })),
    )
    .execute();
}
