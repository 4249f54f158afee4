import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/util';
import { ensureSystemAccount, ensureWallet, postEntry, systemAccountId, walletAccountId } from '../../ledger/ledger';
import type { IncomingPayment } from '../../rails/rail';
import { creditTillFromNetwork } from '../tills/payments';
import { type MoneyRuntime, moneyOrderRow, notifyOrder } from './orders';

/**
 * Payments nobody asked us for: a customer pays the provider's paybill with a business's receive
 * code (or its merchant number) as the account reference (M-PESA C2B). Validation accepts only a
 * reference that names an open receive code (for its amount, when it was made for one) or a
 * business; the confirmation credits the wallet once per network transaction id.
 */
export async function matchIncoming(db: Kysely<Database>, payment: IncomingPayment): Promise<{ merchantId: string; storeId: string | null; tillId?: string } | null> {
  // A till number is its own short code (buy goods): an active till takes any amount, a deactivated one nothing.
  const till = await db.selectFrom('tills').select(['id', 'merchant_id', 'store_id', 'status']).where('till_no', '=', payment.shortCode).where('deleted_at', 'is', null).executeTakeFirst();
  if (till) return till.status === '0' ? { merchantId: till.merchant_id, storeId: till.store_id, tillId: till.id } : null;
  const ref = payment.billRef.trim().toUpperCase();
  if (!ref) return null;
  const code = await db.selectFrom('receive_codes').select(['merchant_id', 'store_id', 'amount']).where('code', '=', ref).where('rcv_flg', '=', '1').executeTakeFirst();
  // A code made for a fixed amount takes that amount only.
  if (code) return code.amount === null || code.amount === payment.amount ? { merchantId: code.merchant_id, storeId: code.store_id } : null;
  const merchant = await db.selectFrom('merchants').select('id').where('merc_no', '=', ref).executeTakeFirst();
  return merchant ? { merchantId: merchant.id, storeId: null } : null;
}

export async function creditIncoming(runtime: MoneyRuntime, payment: IncomingPayment): Promise<void> {
  const { db } = runtime;
  const match = await matchIncoming(db, payment);
  await ensureSystemAccount(db, `clearing:${payment.rail}`);
  await ensureSystemAccount(db, 'suspense');
  if (!match) {
    // The network took money for a reference we do not know: it waits in suspense for the operators.
    // One transaction: the entry, its postings and the balances land together or not at all.
    await db.transaction().execute((trx) =>
      postEntry(trx, {
        idemKey: `c2b:${payment.rail}:${payment.transId}`,
        kind: 'Q1',
        memo: `unmatched ${payment.rail} payment ${payment.transId} ref ${payment.billRef}`,
        lines: [
          { accountId: systemAccountId(`clearing:${payment.rail}`), amount: -payment.amount },
          { accountId: systemAccountId('suspense'), amount: payment.amount },
        ],
      }),
    );
    runtime.log.warn({ transId: payment.transId }, 'incoming payment with an unknown reference held in suspense');
    return;
  }
  if (match.tillId) {
    await creditTillFromNetwork(runtime, match.tillId, payment);
    return;
  }
  await ensureWallet(db, match.merchantId);
  const now = nowIso();
  const orderId = newId();
  const requestId = `c2b:${payment.rail}:${payment.transId}`;
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('money_orders')
      .values(
        moneyOrderRow({
          id: orderId,
          merchant_id: match.merchantId,
          store_id: match.storeId,
          ord_typ: 'Q1',
          trans_typ_id: '131',
          direction: 'in',
          rail: payment.rail,
          amount: payment.amount,
          status: 'S',
          request_id: requestId,
          counterparty_name: payment.payerName || null,
          counterparty_phone: payment.msisdn || null,
          remarks: payment.billRef,
          details: JSON.stringify({ transId: payment.transId, shortCode: payment.shortCode }),
          network_ref: payment.transId,
          receipt: payment.transId,
          result_code: '0',
          result_desc: 'Success',
          created_at: now,
          updated_at: now,
          finished_at: now,
        }),
      )
      .onConflict((oc) => oc.columns(['merchant_id', 'request_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    await postEntry(trx, {
      idemKey: requestId,
      kind: 'Q1',
      orderId,
      memo: `${payment.rail} payment ${payment.transId} from ${payment.msisdn}`,
      lines: [
        { accountId: systemAccountId(`clearing:${payment.rail}`), amount: -payment.amount },
        { accountId: walletAccountId(match.merchantId), amount: payment.amount },
      ],
    });
    // The business's owner hears of it in the same commit as the money.
    const owner = await trx.selectFrom('merchants').select('owner_person_id').where('id', '=', match.merchantId).executeTakeFirst();
    const order = await trx.selectFrom('money_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    if (owner?.owner_person_id) await notifyOrder(trx, { ...order, person_id: owner.owner_person_id });
    return true;
  });
}
