import type { Kysely } from 'kysely';
import { formatMoney } from '../../shared/format/money';
import type { Database } from '../db/schema';
import { toNairobi14 } from '../db/util';
import { ensureWallet } from '../ledger/ledger';
import { newOrderNo } from '../modules/money/orders';
import { type NoticeText, noticeColumns, noticeText } from '../modules/notifications/service';

/**
 * The demo's notifications and split bills (docs/areas/notifications.md): a second wallet owner,
 * Baraka Mwangi of Baraka Kiosk (+254 711 460 900), who asked Amani for a KES 800 share of a
 * delivery van (To Pay in the owner's drawer) and owes Amani KES 1,000 of a staff lunch; and the
 * owner's messages of every type, some read, dated today, yesterday, this week, this year and
 * last year, so the drawer shows each date form.
 */
export const DEMO_SPLIT = {
  barakaPersonId: 'person-demo-baraka',
  barakaMerchantId: 'merc-demo-baraka',
  barakaPhone: '254711460900',
};

const KES = 100;

function ago(ms: number): string {
  return new Date(Date.now() - ms).toISOString();
}

export async function seedDemoNotifications(db: Kysely<Database>, demo: { merchantId: string; ownerId: string; ownerPhone: string; passwordHash: string }): Promise<void> {
  const created = ago(200 * 86400_000);
  await db
    .insertInto('persons')
    .values({
      id: DEMO_SPLIT.barakaPersonId,
      user_no: '100200300490',
      phone: DEMO_SPLIT.barakaPhone,
      email: null,
      username: null,
      first_name: 'Baraka',
      last_name: 'Mwangi',
      password_hash: demo.passwordHash,
      status: 'A',
      created_at: created,
    })
    .execute();
  await db
    .insertInto('merchants')
    .values({
      id: DEMO_SPLIT.barakaMerchantId,
      merc_no: '800100200490',
      name: 'Baraka Kiosk',
      abbr: 'Baraka',
      business_type: '0',
      setup_status: 'Y',
      id_upload_flag: 'Y',
      kyc_level: '01',
      kyc_status: '02',
      status: 'A',
      created_at: created,
      owner_person_id: DEMO_SPLIT.barakaPersonId,
    })
    .execute();
  await ensureWallet(db, DEMO_SPLIT.barakaMerchantId);
  // Baraka runs his kiosk alone: his change of business information is the provider's desk's to
  // decide (support@biashara.co.ke, Business changes), within its 24 hours.
  await db
    .insertInto('business_changes')
    .values({
      id: 'chg-demo-baraka',
      merchant_id: DEMO_SPLIT.barakaMerchantId,
      requested_by: DEMO_SPLIT.barakaPersonId,
      changes: JSON.stringify({ description: { from: null, to: 'Fresh fruit, vegetables and household goods' }, town: { from: null, to: 'Gikomba' } }),
      status: 'P',
      reason: null,
      created_at: ago(2 * 3600_000),
      decided_at: null,
      decided_by: null,
    })
    .execute();

  const minutes = (n: number) => n * 60_000;
  const days = (n: number) => n * 86400_000;
  const today = ago(minutes(20));
  const todayDt = toNairobi14(today).slice(0, 8);
  const lunchAt = ago(days(2));
  const lunchDt = toNairobi14(lunchAt).slice(0, 8);
  const [vanNo, ownerShareNo, lunchNo, barakaShareNo] = [newOrderNo(), newOrderNo(), newOrderNo(), newOrderNo()];

  // Baraka's delivery van: Amani owes KES 800 (To Pay in the owner's drawer).
  await db
    .insertInto('split_bills')
    .values({
      id: 'split-demo-van',
      merchant_id: DEMO_SPLIT.barakaMerchantId,
      person_id: DEMO_SPLIT.barakaPersonId,
      ord_no: vanNo,
      ord_typ: '25',
      ord_dt: todayDt,
      request_id: null,
      total_amount: 2_400 * KES,
      remarks: 'Shared delivery van',
      pay_to_phone: DEMO_SPLIT.barakaPhone,
      pay_to_name: 'Baraka Kiosk',
      created_at: today,
    })
    .execute();
  // Amani's staff lunch: Baraka owes KES 1,000, not paid yet.
  await db
    .insertInto('split_bills')
    .values({
      id: 'split-demo-lunch',
      merchant_id: demo.merchantId,
      person_id: demo.ownerId,
      ord_no: lunchNo,
      ord_typ: '25',
      ord_dt: lunchDt,
      request_id: null,
      total_amount: 3_000 * KES,
      remarks: 'Staff lunch at Java House',
      pay_to_phone: demo.ownerPhone,
      pay_to_name: 'Amani Traders Ltd',
      created_at: lunchAt,
    })
    .execute();
  await db
    .insertInto('split_shares')
    .values([
      {
        id: 'share-demo-van-owner',
        split_id: 'split-demo-van',
        ord_no: ownerShareNo,
        ord_dt: todayDt,
        remitter_merchant_id: demo.merchantId,
        remitter_person_id: demo.ownerId,
        remitter_phone: demo.ownerPhone,
        remitter_name: 'Wanjiku Kamau',
        amount: 800 * KES,
        pay_ord_no: null,
        created_at: today,
      },
      {
        id: 'share-demo-lunch-baraka',
        split_id: 'split-demo-lunch',
        ord_no: barakaShareNo,
        ord_dt: lunchDt,
        remitter_merchant_id: DEMO_SPLIT.barakaMerchantId,
        remitter_person_id: DEMO_SPLIT.barakaPersonId,
        remitter_phone: DEMO_SPLIT.barakaPhone,
        remitter_name: 'Baraka Mwangi',
        amount: 1_000 * KES,
        pay_ord_no: null,
        created_at: lunchAt,
      },
    ])
    .execute();

  const notes: DemoNote[] = [
    {
      id: 'note-demo-split',
      at: today,
      typ: '1',
      text: { title: 'NOTE_SPLIT_TITLE', body: 'NOTE_SPLIT_REMARKS', params: { name: 'Baraka Kiosk', share: 'KES 800.00', total: 'KES 2,400.00', remarks: 'Shared delivery van' } },
      read: 'N',
      ordNo: ownerShareNo,
      ordDt: todayDt,
      amount: 800 * KES,
    },
    {
      id: 'note-demo-loan',
      at: ago(days(3)),
      typ: 'L',
      text: { title: 'NOTE_LOAN_LIMIT_TITLE', body: 'NOTE_LOAN_LIMIT', params: { business: 'Amani Traders Ltd', amount: 'KES 150,000.00' } },
      read: 'N',
      amount: 150_000 * KES,
      // 'View more' shows only once the person's menu has the loans page; the text promises nothing.
      link: '/finance/loan',
    },
    {
      id: 'note-demo-plan',
      at: ago(days(30)),
      typ: '0',
      text: { title: 'NOTE_PLAN_RENEWED_TITLE', body: 'NOTE_PLAN_RENEWED', params: { plan: 'Growth', amount: 'KES 1,500.00' } },
      read: 'Y',
      amount: 1_500 * KES,
    },
    { id: 'note-demo-welcome', at: ago(days(400)), typ: '0', text: { title: 'NOTE_WELCOME_TITLE', body: 'NOTE_WELCOME', params: { product: 'Biashara' } }, read: 'Y' },
    {
      id: 'note-demo-baraka-lunch',
      at: lunchAt,
      typ: '1',
      text: { title: 'NOTE_SPLIT_TITLE', body: 'NOTE_SPLIT_REMARKS', params: { name: 'Amani Traders Ltd', share: 'KES 1,000.00', total: 'KES 3,000.00', remarks: 'Staff lunch at Java House' } },
      read: 'N',
      ordNo: barakaShareNo,
      ordDt: lunchDt,
      amount: 1_000 * KES,
      person: DEMO_SPLIT.barakaPersonId,
      merchant: DEMO_SPLIT.barakaMerchantId,
    },
  ];
  await insertNotes(db, demo, notes);
}

type DemoNote = { id: string; at: string; typ: '0' | 'L' | '1'; text: NoticeText; read: 'Y' | 'N'; ordNo?: string; ordDt?: string; amount?: number; link?: string; person?: string; merchant?: string };

async function insertNotes(db: Kysely<Database>, demo: { merchantId: string; ownerId: string }, notes: DemoNote[]): Promise<void> {
  const wordsOf = (text: NoticeText) => {
    const { title, body } = noticeText(text);
    return { title, body };
  };
  await db
    .insertInto('notifications')
    .values(
      notes.map((n) => ({
        id: n.id,
        merchant_id: n.merchant ?? demo.merchantId,
        person_id: n.person ?? demo.ownerId,
        mess_typ: n.typ,
        ...wordsOf(n.text),
        ...noticeColumns(n.text),
        ord_no: n.ordNo ?? null,
        ord_dt: n.ordDt ?? null,
        amount: n.amount ?? null,
        link: n.link ?? null,
        read_flg: n.read,
        // Demo history was never sent by e-mail or SMS.
        email_digest: '-',
        sms_digest: '-',
        created_at: n.at,
      })),
    )
    .execute();
}

/**
 * The owner's money notifications, told of money the demo really moved (after the tills and the
 * wallet history are seeded): the latest payment into a Main Store till, and the M-PESA transfer to
 * John Otieno, each at its own time and amount, so that what a notification says is found in
 * Till payments and Transaction records.
 */
export async function seedDemoMoneyNotes(db: Kysely<Database>, demo: { merchantId: string; ownerId: string; mainStoreId: string }): Promise<void> {
  const paid = await db
    .selectFrom('till_payments')
    .select(['payer_name', 'amount', 'created_at'])
    .where('merchant_id', '=', demo.merchantId)
    .where('store_id', '=', demo.mainStoreId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const sent = await db
    .selectFrom('money_orders')
    .select(['ord_no', 'receipt', 'amount', 'created_at'])
    .where('merchant_id', '=', demo.merchantId)
    .where('counterparty_name', '=', 'John Otieno')
    .where('status', '=', 'S')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  await insertNotes(db, demo, [
    {
      id: 'note-demo-received',
      at: paid.created_at,
      typ: '0',
      text: { title: 'NOTE_PAYMENT_RECEIVED_TITLE', body: 'NOTE_RECEIVED_AT', params: { amount: formatMoney(Number(paid.amount)), from: paid.payer_name ?? '', store: 'Main Store' } },
      read: 'N',
      amount: Number(paid.amount),
    },
    {
      id: 'note-demo-sent',
      at: sent.created_at,
      typ: '0',
      text: { title: 'NOTE_PAID_TITLE', body: 'NOTE_SENT_RECEIPT', params: { amount: formatMoney(Number(sent.amount)), to: 'John Otieno', ordNo: sent.ord_no, receipt: sent.receipt ?? '' } },
      read: 'Y',
      ordNo: sent.ord_no,
      ordDt: toNairobi14(sent.created_at).slice(0, 8),
      amount: Number(sent.amount),
    },
  ]);
}
