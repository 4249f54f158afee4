import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/util';
import { vatIncluded } from '../../ledger/fees';
import { moneyOrderRow, newOrderNo } from '../money/orders';
import { InsufficientFunds, ensureSystemAccount, ensureWallet, postEntry, systemAccountId, walletAccountId } from '../../ledger/ledger';

/**
 * A plan's invoice is paid from the business's wallet through the ledger: one M2 (subscription
 * bill) order and one entry — the price less its VAT to fee income, the VAT (16%, included in the
 * price) to the tax account — in the caller's transaction, once per subscription. A wallet short of
 * the price throws InsufficientFunds, and the caller's transaction rolls everything back.
 */
export async function payInvoice(
  db: Kysely<Database>,
  invoice: { subscriptionId: string; merchantId: string; personId: string | null; amount: number; planName: string },
): Promise<'paid' | 'already'> {
  await ensureWallet(db, invoice.merchantId);
  await ensureSystemAccount(db, 'fee_income');
  await ensureSystemAccount(db, 'vat');
  const moved = await db
    .updateTable('subscriptions')
    .set({ pay_status: 'P' })
    .where('id', '=', invoice.subscriptionId)
    .where('pay_status', '=', 'U')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return 'already';
  await recordInvoicePayment(db, { ...invoice, orderId: newId(), ordNo: newOrderNo(), memo: `${invoice.planName} plan invoice` });
  return 'paid';
}

/**
 * The money of a paid invoice: its M2 order (succeeded) and its ledger entry, the price less its
 * VAT to fee income and the VAT to the tax account. `at` dates both (now when absent); `planName`
 * is the order's counterparty ("<planName> plan").
 */
export async function recordInvoicePayment(
  db: Kysely<Database>,
  p: { subscriptionId: string; merchantId: string; personId: string | null; amount: number; planName: string; orderId: string; ordNo: string; memo: string; at?: string },
): Promise<void> {
  const vat = vatIncluded(p.amount);
  const when = p.at ?? nowIso();
  await db
    .insertInto('money_orders')
    .values(
      moneyOrderRow({
        id: p.orderId,
        merchant_id: p.merchantId,
        person_id: p.personId,
        ord_no: p.ordNo,
        ord_typ: 'M2',
        trans_typ_id: 'M2',
        direction: 'out',
        rail: 'internal',
        amount: p.amount,
        status: 'S',
        request_id: `subscription:${p.subscriptionId}`,
        counterparty_name: `${p.planName} plan`,
        remarks: 'Subscription bill',
        details: JSON.stringify({ subscriptionId: p.subscriptionId, vatIncluded: vat }),
        result_code: '0',
        result_desc: 'Success',
        created_at: when,
        updated_at: when,
        finished_at: when,
      }),
    )
    .execute();
  await postEntry(db, {
    idemKey: `subscription:${p.subscriptionId}`,
    kind: 'M2',
    orderId: p.orderId,
    memo: p.memo,
    ...(p.at ? { at: p.at } : {}),
    lines: [
      { accountId: walletAccountId(p.merchantId), amount: -p.amount },
      { accountId: systemAccountId('fee_income'), amount: p.amount - vat, role: 'fee' },
      { accountId: systemAccountId('vat'), amount: vat, role: 'vat' },
    ],
  });
}

/** Pays one invoice in its own transaction if the wallet can; false (still unpaid) when it cannot. */
export async function payInvoiceNow(db: Kysely<Database>, invoice: Parameters<typeof payInvoice>[1]): Promise<boolean> {
  try {
    const result = await db.transaction().execute((trx) => payInvoice(trx, invoice));
    return result === 'paid' || result === 'already';
  } catch (error) {
    // Short of money: the transaction rolled back and the invoice waits.
    if (error instanceof InsufficientFunds) return false;
    throw error;
  }
}

/**
 * Invoices still unpaid (plans bought before the wallet could pay them): each is paid once the
 * wallet can; the recurring subscriptions.collect job runs this.
 */
export async function collectUnpaidInvoices(db: Kysely<Database>): Promise<number> {
  const unpaid = await db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.code', 'subscriptions.plan_code')
    .innerJoin('merchants', 'merchants.id', 'subscriptions.merchant_id')
    .select(['subscriptions.id', 'subscriptions.merchant_id', 'subscriptions.amount', 'plans.name', 'merchants.owner_person_id'])
    .where('subscriptions.pay_status', '=', 'U')
    .where('subscriptions.amount', '>', 0)
    .orderBy('subscriptions.created_at')
    .limit(200)
    .execute();
  let paid = 0;
  for (const s of unpaid) {
    if (await payInvoiceNow(db, { subscriptionId: s.id, merchantId: s.merchant_id, personId: s.owner_person_id, amount: s.amount, planName: s.name })) paid++;
  }
  return paid;
}
