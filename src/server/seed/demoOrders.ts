import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatMoney } from '../../shared/format/money';
import type { CatalogueText } from '../../shared/i18n/messages';
import { moneyOrderRow } from '../modules/money/orders';
import { nairobiDayStartIso, newId, randomDigits, toNairobi14 } from '../db/util';
import { priceCart } from '../modules/checkout/checkout.pricing';
import { takeStock } from '../modules/inventory/stock';
import { maskPhone } from '../modules/checkout/checkout.service';
import { ensureSystemAccount, ensureTill, ensureWallet, postEntry, systemAccountId, tillAccountId } from '../ledger/ledger';

/**
 * Sales as checkout leaves them, written straight to the tables (demo history, tests, the
 * order-list benchmark): the goods order, its lines, its payment and events (totals and VAT priced
 * by checkout's `priceCart`), and, for M-PESA, the
 * money order whose ledger entry put the money on the till (`clearing:mpesa -x, till +x`, as a
 * confirmed STK push does). Cash sales stay out of the ledger, as at the counter.
 */
export interface SaleLine {
  name: string;
  unitPrice: number;
  quantity: number;
  productId?: string | null;
}

export interface SaleDraft {
  merchantId: string;
  storeId: string;
  tillId: string | null;
  personId: string;
  /** When the sale was paid (UTC ISO). */
  at: string;
  lines: SaleLine[];
  /** 0001 M-PESA, 0002 wallet (the caller posts its ledger entry), 0008 cash. */
  method: '0001' | '0002' | '0008';
  phone?: string | null;
  customerName?: string | null;
  customerId?: string | null;
  /** Accept status after payment: CP at the counter; NO, OG, PD for orders still being handled. */
  acceptStatus?: string;
  /** Take the inventory lines out of stock as checkout does (tests); the demo history leaves stock alone. */
  takeStock?: boolean;
}

/**
 * Records one paid sale; answers its ids. Run it inside a transaction. Its totals are checkout's
 * own (`priceCart` on the lines at the prices given): VAT inside the total at the business's
 * sales-tax rate, as the counter charges it.
 */
export async function recordSale(db: Kysely<Database>, s: SaleDraft): Promise<{ orderId: string; orderNo: string; total: number; moneyOrderId: string | null }> {
  const id = newId();
  const orderNo = `${toNairobi14(s.at)}${randomDigits(6)}`;
  // The lines at the prices they were sold at (a product's price may have changed since).
  const priced = await priceCart(db, s.merchantId, s.storeId, { items: s.lines.map((l) => ({ name: l.name, unitPrice: l.unitPrice, quantity: l.quantity })) }, 'en-US');
  const { subTotalAmount: subtotal, vatRate, vatAmount: vat, totalAmount: total } = priced;
  // An M-PESA receipt: ten characters, the id's random tail (its head is the clock, shared by a burst).
  const receipt = s.method === '0001' ? `S${randomDigits(2)}${newId().slice(-7).toUpperCase()}` : null;
  let moneyOrderId: string | null = null;
  if (s.method === '0001' && s.tillId) {
    moneyOrderId = newId();
    await ensureSystemAccount(db, 'clearing:mpesa');
    await ensureTill(db, s.merchantId, s.tillId);
    await db
      .insertInto('money_orders')
      .values(
        moneyOrderRow({
          id: moneyOrderId,
          merchant_id: s.merchantId,
          store_id: s.storeId,
          person_id: s.personId,
          ord_no: `${toNairobi14(s.at)}${randomDigits(10)}`,
          ord_typ: '42',
          trans_typ_id: '117',
          direction: 'in',
          rail: 'mpesa',
          channel: '44',
          amount: total,
          status: 'S',
          request_id: `sale:${id}`,
          counterparty_name: s.customerName ?? null,
          counterparty_phone: s.phone ?? null,
          remarks: `Order ${orderNo}`,
          details: JSON.stringify({ creditAccountId: tillAccountId(s.tillId), onSettle: 'checkout', goodsOrderNo: orderNo }),
          network_ref: receipt,
          receipt,
          result_code: '0',
          result_desc: 'Success',
          created_at: s.at,
          updated_at: s.at,
          finished_at: s.at,
        }),
      )
      .execute();
    await postEntry(db, {
      idemKey: `order:${moneyOrderId}`,
      kind: '42',
      orderId: moneyOrderId,
      memo: `order ${orderNo} by M-PESA`,
      at: s.at,
      lines: [
        { accountId: systemAccountId('clearing:mpesa'), amount: -total, role: 'principal' },
        { accountId: tillAccountId(s.tillId), amount: total, role: 'principal' },
      ],
    });
    // As checkout leaves it: the payment in the till's records, already matched to the sale.
    await db
      .insertInto('till_payments')
      .values({
        id: newId(),
        merchant_id: s.merchantId,
        store_id: s.storeId,
        till_id: s.tillId,
        source: 'mpesa',
        trans_id: receipt as string,
        amount: total,
        payer_name: s.customerName ?? null,
        payer_phone: maskPhone(s.phone ?? null),
        reference: orderNo,
        claim_ref: orderNo,
        claim_note: 'Checkout',
        claimed_by: s.personId,
        claimed_at: s.at,
        created_at: s.at,
      })
      .execute();
  }
  const accept = s.acceptStatus ?? 'CP';
  const stocked = s.lines.filter((l) => l.productId).map((l) => ({ productId: l.productId!, quantity: l.quantity }));
  if (s.takeStock && stocked.length > 0) await takeStock(db, { merchantId: s.merchantId, items: stocked, orderNo, personId: s.personId });
  await db
    .insertInto('goods_orders')
    .values({
      id,
      order_no: orderNo,
      merchant_id: s.merchantId,
      store_id: s.storeId,
      till_id: s.tillId,
      person_id: s.personId,
      request_id: `seed-${id}`,
      channel: 'C',
      customer_id: s.customerId ?? null,
      customer_phone: s.phone ?? null,
      customer_name: s.customerName ?? null,
      customer_email: null,
      pay_status: 'PS',
      goods_status: 'PS',
      accept_status: accept,
      detail_status: 'ST',
      item_count: s.lines.reduce((n, l) => n + l.quantity, 0),
      subtotal,
      discount_type: null,
      discount_value: null,
      discount: 0,
      coupon_id: null,
      coupon_code: null,
      coupon_amount: 0,
      vat_rate: vatRate,
      vat,
      total,
      paid_amount: total,
      cash_received: s.method === '0008' ? total : null,
      change_amount: s.method === '0008' ? 0 : null,
      refunded_amount: 0,
      payment_method: s.method,
      pay_ref: receipt,
      money_order_id: moneyOrderId,
      remarks: null,
      cancel_reason: null,
      created_at: s.at,
      updated_at: s.at,
      hung_at: null,
      paid_at: s.at,
      closed_at: null,
    })
    .execute();
  await db
    .insertInto('goods_order_items')
    .values(
      s.lines.map((l, i) => ({
        id: newId(),
        order_id: id,
        merchant_id: s.merchantId,
        line_no: i + 1,
        item_type: l.productId ? 'I' : 'N',
        product_id: l.productId ?? null,
        name: l.name,
        unit_price: l.unitPrice,
        quantity: l.quantity,
        line_total: l.unitPrice * l.quantity,
        refunded_qty: 0,
        created_at: s.at,
      })),
    )
    .execute();
  await db
    .insertInto('goods_order_payments')
    .values({
      id: newId(),
      order_id: id,
      merchant_id: s.merchantId,
      method: s.method,
      amount: total,
      tendered: s.method === '0008' ? total : null,
      change_amount: s.method === '0008' ? 0 : null,
      status: 'S',
      payer_phone: s.phone ?? null,
      money_order_id: moneyOrderId,
      network_ref: receipt,
      result_desc: null,
      person_id: s.personId,
      created_at: s.at,
      finished_at: s.at,
    })
    .execute();
  // The history's lines as checkout writes them: catalogue words worded when read (orderEventMessages.ts).
  const words = (text: CatalogueText) => JSON.stringify(text);
  const events: { event: string; pay: string; accept: string; detail: string | null }[] = [
    { event: 'create', pay: 'WP', accept: 'U1', detail: words({ code: 'EVT_CREATED', params: { amount: formatMoney(total), count: s.lines.reduce((n, l) => n + l.quantity, 0) } }) },
    {
      event: 'pay',
      pay: 'PS',
      accept: accept === 'CP' ? 'CP' : 'NO',
      detail: words(s.method === '0001' ? { code: 'EVT_MPESA', params: { ref: receipt ?? '' } } : { code: 'EVT_CASH', params: { cash: formatMoney(total), change: formatMoney(0) } }),
    },
  ];
  if (accept === 'OG' || accept === 'PD') events.push({ event: 'accept', pay: 'PS', accept: 'OG', detail: null });
  if (accept === 'PD') events.push({ event: 'pick', pay: 'PS', accept: 'PD', detail: null });
  await db
    .insertInto('goods_order_events')
    .values(
      events.map((e, i) => ({
        id: newId(),
        order_id: id,
        merchant_id: s.merchantId,
        event: e.event,
        pay_status: e.pay,
        accept_status: e.accept,
        person_id: s.personId,
        detail: e.detail,
        created_at: new Date(Date.parse(s.at) - (events.length - 1 - i) * 1000).toISOString(),
      })),
    )
    .execute();
  return { orderId: id, orderNo, total, moneyOrderId };
}

/**
 * A refund that already went through (demo history): M-PESA money back off the till by a posted
 * money order of type 71, cash recorded by hand.
 */
export async function recordRefund(
  db: Kysely<Database>,
  r: { merchantId: string; storeId: string; tillId: string | null; orderId: string; orderNo: string; personId: string; at: string; amount: number; method: '0001' | '0008'; phone: string | null; reason: string; full: boolean; paid: number },
): Promise<void> {
  const id = newId();
  let moneyOrderId: string | null = null;
  if (r.method === '0001' && r.tillId && r.phone) {
    moneyOrderId = newId();
    await db
      .insertInto('money_orders')
      .values(
        moneyOrderRow({
          id: moneyOrderId,
          merchant_id: r.merchantId,
          store_id: r.storeId,
          person_id: r.personId,
          ord_no: `${toNairobi14(r.at)}${randomDigits(10)}`,
          ord_typ: '71',
          trans_typ_id: '110',
          direction: 'out',
          rail: 'mpesa',
          channel: '44',
          amount: r.amount,
          status: 'S',
          request_id: `refund:${id}`,
          counterparty_phone: r.phone,
          remarks: `Refund of order ${r.orderNo}`,
          details: JSON.stringify({ payout: { kind: 'phone', msisdn: r.phone }, collect: null, refundId: id }),
          receipt: `R${randomDigits(9)}`,
          result_code: '0',
          result_desc: 'Success',
          created_at: r.at,
          updated_at: r.at,
          finished_at: r.at,
        }),
      )
      .execute();
    await postEntry(db, {
      idemKey: `order:${moneyOrderId}`,
      kind: '71',
      orderId: moneyOrderId,
      memo: `refund of ${r.orderNo} via mpesa`,
      at: r.at,
      lines: [
        { accountId: tillAccountId(r.tillId), amount: -r.amount, role: 'principal' },
        { accountId: systemAccountId('clearing:mpesa'), amount: r.amount, role: 'principal' },
      ],
    });
  }
  const manual = moneyOrderId === null;
  await db
    .insertInto('goods_refunds')
    .values({
      id,
      refund_no: `RF${toNairobi14(r.at)}${randomDigits(5)}`,
      merchant_id: r.merchantId,
      store_id: r.storeId,
      order_id: r.orderId,
      till_id: r.tillId,
      person_id: r.personId,
      request_id: `seed-${id}`,
      refund_type: r.full ? 'F' : 'P',
      reason_code: r.reason,
      remarks: null,
      amount: r.amount,
      method: r.method,
      destination: manual ? null : r.phone,
      refund_status: 'AD',
      pay_status: 'S',
      money_order_id: moneyOrderId,
      approval_id: null,
      result_desc: manual ? 'Refunded by hand' : 'Success',
      stock_returned: 'N',
      created_at: r.at,
      updated_at: r.at,
      finished_at: r.at,
    })
    .execute();
  const pay = manual ? 'MR' : 'SR';
  await db
    .updateTable('goods_orders')
    .set({ refunded_amount: r.amount, pay_status: pay, goods_status: r.full ? pay : 'PS', detail_status: r.full ? 'RF' : 'RP', updated_at: r.at })
    .where('id', '=', r.orderId)
    .execute();
  await db
    .insertInto('goods_order_events')
    .values({ id: newId(), order_id: r.orderId, merchant_id: r.merchantId, event: 'refund', pay_status: pay, accept_status: 'CP', person_id: r.personId, detail: JSON.stringify({ code: 'EVT_TOTAL', params: { amount: formatMoney(r.amount) } } satisfies CatalogueText), created_at: r.at })
    .execute();
}

const KES = 100;
const DAY_MS = 24 * 3600_000;
const GOODS: SaleLine[] = [
  { name: 'Unga 2kg', unitPrice: 210 * KES, quantity: 1 },
  { name: 'Sugar 1kg', unitPrice: 160 * KES, quantity: 1 },
  { name: 'Cooking oil 1L', unitPrice: 380 * KES, quantity: 1 },
  { name: 'Phone charger', unitPrice: 650 * KES, quantity: 1 },
  { name: 'Earphones', unitPrice: 450 * KES, quantity: 1 },
  { name: 'Bar soap', unitPrice: 90 * KES, quantity: 1 },
  { name: 'Rice 2kg', unitPrice: 340 * KES, quantity: 1 },
  { name: 'Milk 500ml', unitPrice: 65 * KES, quantity: 1 },
];
const BUYERS: [string, string][] = [
  ['Achieng Otieno', '254722100201'],
  ['Kamau Njoroge', '254733100202'],
  ['Wanjiru Mwangi', '254711100203'],
  ['Ochieng Odhiambo', '254799100204'],
  ['Mary Wambui', '254745100205'],
];

/** A stable pseudo-random sequence, so every demo database looks the same. */
function sequence(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/**
 * Three weeks of counter sales at both demo stores (M-PESA on the tills and cash), a few orders
 * still being handled (new, ongoing, picked), and refunds: M-PESA ones paid back off the till,
 * cash ones recorded by hand. Runs after the inventory seed: its products are sold where they exist.
 */
export async function seedDemoOrders(
  db: Kysely<Database>,
  demo: { merchantId: string; mainStoreId: string; branchStoreId: string; cashierId: string; ownerId: string },
): Promise<void> {
  await ensureWallet(db, demo.merchantId);
  await ensureSystemAccount(db, 'clearing:mpesa');
  const tills = await db.selectFrom('tills').select(['id', 'store_id']).where('merchant_id', '=', demo.merchantId).orderBy('till_no').execute();
  const products = await db.selectFrom('products').select(['id', 'name', 'price', 'discount']).where('merchant_id', '=', demo.merchantId).where('deleted_at', 'is', null).limit(8).execute();
  const catalogue: SaleLine[] = products.length >= 3 ? products.map((p) => ({ name: p.name, unitPrice: Number(p.price) - Number(p.discount), quantity: 1, productId: p.id })) : GOODS;
  const rand = sequence(20_240_601);
  const todayStart = Date.parse(nairobiDayStartIso(toNairobi14(new Date().toISOString()).slice(0, 8)));
  let n = 0;
  for (let daysAgo = 20; daysAgo >= 0; daysAgo--) {
    for (const storeId of [demo.mainStoreId, demo.branchStoreId]) {
      const storeTills = tills.filter((t) => t.store_id === storeId);
      const perDay = storeId === demo.mainStoreId ? 6 + Math.floor(rand() * 4) : 3 + Math.floor(rand() * 3);
      for (let i = 0; i < perDay; i++) {
        const hour = 8 + Math.floor((i * 11) / perDay);
        const at = new Date(todayStart - daysAgo * DAY_MS + hour * 3600_000 + Math.floor(rand() * 50) * 60_000);
        if (at.getTime() > Date.now()) continue;
        const lineCount = 1 + Math.floor(rand() * 3);
        const lines: SaleLine[] = [];
        for (let l = 0; l < lineCount; l++) {
          const g = catalogue[Math.floor(rand() * catalogue.length)]!;
          if (!lines.some((x) => x.name === g.name)) lines.push({ ...g, quantity: 1 + Math.floor(rand() * 3) });
        }
        const mpesa = storeTills.length > 0 && rand() < 0.65;
        const buyer = BUYERS[Math.floor(rand() * BUYERS.length)]!;
        const till = storeTills[n % Math.max(1, storeTills.length)];
        // Yesterday's last orders at the main store are still being handled.
        const accept = daysAgo === 1 && storeId === demo.mainStoreId && i >= perDay - 3 ? (['NO', 'OG', 'PD'] as const)[perDay - 1 - i] : 'CP';
        const sale = await recordSale(db, {
          merchantId: demo.merchantId,
          storeId,
          tillId: mpesa ? (till?.id ?? null) : null,
          personId: i % 2 === 0 ? demo.cashierId : demo.ownerId,
          at: at.toISOString(),
          lines,
          method: mpesa ? '0001' : '0008',
          phone: mpesa || rand() < 0.3 ? buyer[1] : null,
          customerName: mpesa || rand() < 0.3 ? buyer[0] : null,
          acceptStatus: accept,
        });
        n++;
        // About one sale in fifteen came back: whole shillings, part or all of it.
        if (daysAgo > 0 && accept === 'CP' && n % 15 === 0) {
          const full = n % 30 === 0;
          const amount = full ? sale.total : Math.max(KES, Math.floor(sale.total / 2 / KES) * KES);
          await recordRefund(db, {
            merchantId: demo.merchantId,
            storeId,
            tillId: mpesa ? (till?.id ?? null) : null,
            orderId: sale.orderId,
            orderNo: sale.orderNo,
            personId: demo.ownerId,
            at: new Date(at.getTime() + 3 * 3600_000).toISOString(),
            amount,
            method: mpesa ? '0001' : '0008',
            phone: buyer[1],
            reason: (['01', '02', '03', '06'] as const)[n % 4]!,
            full,
            paid: sale.total,
          });
        }
      }
    }
  }
}
