import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { moneyOrderRow } from '../modules/money/orders';
import { toNairobi14 } from '../db/util';
import { chargesFor } from '../ledger/fees';
import { nairobiTime } from './clock';
import { ensureSystemAccount, ensureWallet, postEntry, systemAccountId } from '../ledger/ledger';
import { recordInvoicePayment } from '../modules/subscriptions/billing';

/**
 * The demo business's wallet: three weeks of money in and out, every shilling posted through the
 * ledger (so the invariants hold from the first start): M-PESA top-ups, customers paying its
 * receive code, payments to suppliers by M-PESA and bank, a withdrawal and its plan's invoice.
 */
interface HistoryItem {
  daysAgo: number;
  hour: number;
  ordTyp: string;
  transTypId: string;
  direction: 'in' | 'out';
  rail: 'mpesa' | 'bank' | 'internal';
  channel: string | null;
  amount: number;
  name: string | null;
  phone: string | null;
  account?: string | null;
  bank?: string | null;
  receipt: string;
  remarks: string;
}

const KES = 100;

function history(): HistoryItem[] {
  const items: HistoryItem[] = [
    { daysAgo: 32, hour: 8, ordTyp: '01', transTypId: '101', direction: 'in', rail: 'mpesa', channel: null, amount: 60_000 * KES, name: 'Top-up', phone: '254712345678', receipt: 'RKA1XQ0001', remarks: 'Top-up' },
    { daysAgo: 19, hour: 11, ordTyp: '20', transTypId: '110', direction: 'out', rail: 'mpesa', channel: '44', amount: 3_500 * KES, name: 'Mary Achieng', phone: '254722000111', receipt: 'RKC4TT0002', remarks: 'Eggs delivery' },
    { daysAgo: 16, hour: 15, ordTyp: '20', transTypId: '104', direction: 'out', rail: 'bank', channel: '41', amount: 25_000 * KES, name: 'Kamau Hardware Supplies', phone: null, account: '0180291234567', bank: 'Equity Bank', receipt: 'EFT2410160001', remarks: 'Shelving' },
    { daysAgo: 14, hour: 9, ordTyp: '01', transTypId: '101', direction: 'in', rail: 'mpesa', channel: null, amount: 20_000 * KES, name: 'Top-up', phone: '254712345678', receipt: 'RKF2AB0003', remarks: 'Top-up' },
    { daysAgo: 9, hour: 17, ordTyp: '28', transTypId: '132', direction: 'out', rail: 'mpesa', channel: '44', amount: 10_000 * KES, name: 'Amani Traders Ltd', phone: '254712345678', receipt: 'RKJ8MM0004', remarks: 'Withdrawal' },
    { daysAgo: 5, hour: 12, ordTyp: '20', transTypId: '110', direction: 'out', rail: 'mpesa', channel: '44', amount: 1_200 * KES, name: 'John Otieno', phone: '254733000222', receipt: 'RKN1PL0005', remarks: 'Transport' },
  ];
  // Customers paying the receive code most days.
  const payers: [string, string][] = [
    ['Wanjiku Kamau', '254711223344'],
    ['Brian Ochieng', '254720556677'],
    ['Faith Njeri', '254741889900'],
    ['Hassan Ali', '254798112233'],
    ['Lucy Wambui', '254110334455'],
  ];
  let seed = 11;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  for (let day = 20; day >= 0; day--) {
    const count = day % 6 === 0 ? 0 : 1 + rand(3);
    for (let i = 0; i < count; i++) {
      const [name, phone] = payers[rand(payers.length)]!;
      items.push({
        daysAgo: day,
        hour: 9 + rand(9),
        ordTyp: 'Q1',
        transTypId: '131',
        direction: 'in',
        rail: 'mpesa',
        channel: null,
        amount: (150 + rand(4_650)) * KES,
        name,
        phone,
        receipt: `RK${String(day).padStart(2, '0')}${i}C${String(rand(9999)).padStart(4, '0')}`,
        remarks: 'AMANI001',
      });
    }
  }
  return items.sort((a, b) => b.daysAgo - a.daysAgo || a.hour - b.hour);
}

export async function seedDemoMoney(db: Kysely<Database>, merchantId: string, ownerId: string): Promise<void> {
  const wallet = await ensureWallet(db, merchantId);
  for (const kind of ['fee_income', 'excise', 'vat', 'clearing:mpesa', 'clearing:bank'] as const) await ensureSystemAccount(db, kind);

  const items = history();
  let n = 0;
  for (const item of items) {
    n++;
    const when = nairobiTime(item.daysAgo, item.hour, (n * 7) % 60);
    const id = `demo-order-${String(n).padStart(3, '0')}`;
    const charges = item.direction === 'out' ? chargesFor(item.transTypId, item.channel, item.amount) : { fee: 0, excise: 0, vat: 0, total: item.amount };
    await db
      .insertInto('money_orders')
      .values(
        moneyOrderRow({
          id,
          merchant_id: merchantId,
          person_id: item.direction === 'out' || item.ordTyp === '01' ? ownerId : null,
          ord_no: `${toNairobi14(when)}${String(100000 + n)}`,
          ord_typ: item.ordTyp,
          trans_typ_id: item.transTypId,
          direction: item.direction,
          rail: item.rail,
          channel: item.channel,
          amount: item.amount,
          fee: charges.fee,
          excise: charges.excise,
          vat: charges.vat,
          status: 'S',
          request_id: id,
          counterparty_name: item.name,
          counterparty_phone: item.phone,
          counterparty_account: item.account ?? null,
          counterparty_bank: item.bank ?? null,
          remarks: item.remarks,
          network_ref: item.receipt,
          receipt: item.receipt,
          result_code: '0',
          result_desc: 'Success',
          created_at: when,
          updated_at: when,
          finished_at: when,
        }),
      )
      .execute();
    const clearing = systemAccountId(`clearing:${item.rail === 'internal' ? 'mpesa' : item.rail}`);
    await postEntry(db, {
      idemKey: `order:${id}`,
      kind: item.ordTyp,
      orderId: id,
      memo: `demo ${item.remarks}`,
      at: when,
      lines:
        item.direction === 'in'
          ? [
              { accountId: clearing, amount: -item.amount },
              { accountId: wallet, amount: item.amount },
            ]
          : [
              { accountId: wallet, amount: -charges.total },
              { accountId: clearing, amount: item.amount },
              { accountId: systemAccountId('fee_income'), amount: charges.fee, role: 'fee' },
              { accountId: systemAccountId('excise'), amount: charges.excise, role: 'excise' },
            ],
    });
  }

  // The plan's invoice, paid from the wallet the day the plan started (VAT included in the price).
  const plan = await db.selectFrom('subscriptions').select(['id', 'amount', 'created_at', 'plan_code']).where('merchant_id', '=', merchantId).where('pay_status', '=', 'P').executeTakeFirst();
  if (plan && plan.amount > 0) {
    await recordInvoicePayment(db, {
      subscriptionId: plan.id,
      merchantId,
      personId: ownerId,
      amount: plan.amount,
      planName: plan.plan_code,
      orderId: 'demo-order-plan',
      ordNo: `${toNairobi14(plan.created_at)}100999`,
      memo: 'demo plan invoice',
      at: plan.created_at,
    });
  }
}
