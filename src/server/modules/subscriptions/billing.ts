import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/util';
import { vatIncluded } from '../../ledger/fees';
import { newOrderNo } from '../money/orders';
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
  const now = nowIso();
  const moved = await db
    .updateTable('subscriptions')
    .set({ pay_status: 'P' })
    .where('id', '=', invoice.subscriptionId)
    .where('pay_status', '=', 'U')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return 'already';
  const vat = vatIncluded(invoice.amount);
  const orderId = newId();
  await db
    .insertInto('money_orders')
    .values({
      id: orderId,
      merchant_id: invoice.merchantId,
      store_id: null,
      person_id: invoice.personId,
      ord_no: newOrderNo(),
      ord_typ: 'M2',
      trans_typ_id: 'M2',
      direction: 'out',
      rail: 'internal',
      channel: null,
      amount: invoice.amount,
      fee: 0,
      excise: 0,
      vat: 0,
      status: 'S',
      request_id: `subscription:${invoice.subscriptionId}`,
      auth_tx_code: null,
      counterparty_name: `${invoice.planName} plan`,
      counterparty_phone: null,
      counterparty_account: null,
      counterparty_bank: null,
      counterparty_merchant_id: null,
      beneficiary_id: null,
      batch_id: null,
      remarks: 'Subscription bill',
      details: JSON.stringify({ subscriptionId: invoice.subscriptionId, vatIncluded: vat }),
      network_ref: null,
      receipt: null,
      result_code: '0',
      result_desc: 'Success',
      deadline_at: null,
      created_at: now,
      updated_at: now,
      finished_at: now,
    })
    .execute();
  await postEntry(db, {
      idemKey: `subscription:${invoice.subscriptionId}`,
      kind: 'M2',
      orderId,
      memo: `${invoice.planName} plan invoice`,
      lines: [
        { accountId: walletAccountId(invoice.merchantId), amount: -invoice.amount },
        { accountId: systemAccountId('fee_income'), amount: invoice.amount - vat, role: 'fee' },
        { accountId: systemAccountId('vat'), amount: vat, role: 'vat' },
      ],
  });
  return 'paid';
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
