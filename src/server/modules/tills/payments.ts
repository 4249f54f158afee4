import { type Kysely, type Selectable, sql } from 'kysely';
import type { TillPayment } from '../../../shared/actions/tills';
import { formatMoney } from '../../../shared/format/money';
import type { Database, TillPaymentTable } from '../../db/schema';
import { newId, nowIso, toNairobi14 } from '../../db/util';
import { ensureSystemAccount, ensureTill, postEntry, systemAccountId, tillAccountId } from '../../ledger/ledger';
import type { IncomingPayment } from '../../rails/rail';
import { notifyPerson } from '../money/notify';
import type { MoneyRuntime } from '../money/orders';
import { afterTillPayment } from '../settlement/settlement.service';
import type { TillRow } from './tills.queries';
import { noticeText } from '../notifications/service';
import type { TextParam } from '../../../shared/i18n/messages';

/**
 * Payments to tills. A customer pays a till number through M-PESA (C2B buy goods: the till number
 * is the short code) or from a {product} wallet (order type 42). Each is one `till_payments` row
 * and one ledger entry crediting the till's account, in one transaction, once per network
 * transaction id: a confirmation delivered twice credits once.
 */
export type PaymentRow = Selectable<TillPaymentTable>;

export interface TillCredit {
  /** The network the payment came on (its clearing account), or wallet for a {product} wallet. */
  source: 'wallet' | IncomingPayment['rail'];
  transId: string;
  amount: number;
  payerName: string | null;
  payerPhone: string | null;
  reference: string | null;
  at?: string;
}

/** Masks a payer's number as M-PESA does (2547****123); a masked number stays as it came. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  if (phone.includes('*')) return phone;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 9 ? `${digits.slice(0, 5)}****${digits.slice(-3)}` : digits;
}

/** Records a payment to a till and credits its account (clearing → till). False when it was already recorded. */
export async function recordTillPayment(db: Kysely<Database>, till: TillRow, credit: TillCredit, ledger: ((trx: Kysely<Database>, paymentId: string) => Promise<void>) | null): Promise<boolean> {
  const at = credit.at ?? nowIso();
  await ensureTill(db, till.merchant_id, till.id);
  // A network's payment is credited from its clearing account; a wallet payment brings its own entry.
  if (!ledger) await ensureSystemAccount(db, `clearing:${credit.source}`);
  return db.transaction().execute(async (trx) => {
    const id = newId();
    const inserted = await trx
      .insertInto('till_payments')
      .values({
        id,
        merchant_id: till.merchant_id,
        store_id: till.store_id,
        till_id: till.id,
        source: credit.source,
        trans_id: credit.transId,
        amount: credit.amount,
        payer_name: credit.payerName,
        payer_phone: maskPhone(credit.payerPhone),
        reference: credit.reference,
        claim_ref: null,
        claim_note: null,
        claimed_by: null,
        claimed_at: null,
        created_at: at,
      })
      .onConflict((oc) => oc.columns(['source', 'trans_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    if (ledger) await ledger(trx, id);
    else {
      await postEntry(trx, {
        idemKey: `c2b:${credit.source}:${credit.transId}`,
        kind: '42',
        memo: `${credit.source} payment ${credit.transId} to till ${till.till_no}`,
        at,
        lines: [
          { accountId: systemAccountId(`clearing:${credit.source}`), amount: -credit.amount },
          { accountId: tillAccountId(till.id), amount: credit.amount },
        ],
      });
    }
    return true;
  });
}

/** The payer as M-PESA names them (phone masked), else 'a customer' in the reader's words. */
function payerText(credit: TillCredit): TextParam {
  const masked = credit.payerPhone ? maskPhone(credit.payerPhone) : null;
  if (credit.payerName) return masked ? `${credit.payerName} ${masked}` : credit.payerName;
  return masked ?? { code: 'NOTE_A_CUSTOMER' };
}

/** Tells the business's owner a till was paid; then settles it if the till settles in real time or past a threshold. */
export async function afterPayment(runtime: MoneyRuntime, till: TillRow, credit: TillCredit): Promise<void> {
  const owner = await runtime.db.selectFrom('merchants').select('owner_person_id').where('id', '=', till.merchant_id).executeTakeFirst();
  if (owner?.owner_person_id) {
    await notifyPerson(runtime.db, {
      merchantId: till.merchant_id,
      personId: owner.owner_person_id,
      ...noticeText({
        title: 'NOTE_TILL_PAID_TITLE',
        body: 'NOTE_TILL_PAID',
        params: {
          amount: formatMoney(credit.amount),
          tillNo: till.till_no,
          tillName: till.name,
          payer: payerText(credit),
          transId: credit.transId,
        },
      }),
      ordNo: credit.transId,
      amount: credit.amount,
    });
  }
  await afterTillPayment(runtime, till, credit.transId, credit.amount);
}

/** M-PESA confirmed a payment to a till number (C2B): credit it once per TransID. */
export async function creditTillFromNetwork(runtime: MoneyRuntime, tillId: string, payment: IncomingPayment): Promise<void> {
  const till = await runtime.db.selectFrom('tills').selectAll().where('id', '=', tillId).executeTakeFirstOrThrow();
  const credit: TillCredit = {
    source: payment.rail,
    transId: payment.transId,
    amount: payment.amount,
    payerName: payment.payerName || null,
    payerPhone: payment.msisdn || null,
    reference: payment.billRef || null,
  };
  if (!(await recordTillPayment(runtime.db, till, credit, null))) return;
  await afterPayment(runtime, till, credit);
}

export interface PaymentView extends PaymentRow {
  till_no: string;
  till_name: string;
  claimer_name: string | null;
}

export function paymentRecord(row: PaymentView): TillPayment {
  return {
    paymentId: row.id,
    tillId: row.till_id,
    tillNo: row.till_no,
    tillName: row.till_name,
    source: row.source,
    transId: row.trans_id,
    amount: Number(row.amount),
    payerName: row.payer_name,
    payerPhone: row.payer_phone,
    reference: row.reference,
    claimed: row.claim_ref ? 'Y' : 'N',
    claimRef: row.claim_ref,
    claimNote: row.claim_note,
    claimedBy: row.claimer_name,
    claimedAt: row.claimed_at ? toNairobi14(row.claimed_at) : null,
    createdAt: toNairobi14(row.created_at),
  };
}

/** The claiming person's name (|| joins text on both SQLite and PostgreSQL). */
export const claimerName = sql<string | null>`persons.first_name || ' ' || persons.last_name`.as('claimer_name');

/**
 * The business's till payments. With `tillId`, one till's, read from till_payments_till_idx; the
 * business is then checked on those rows, so that SQLite (without statistics, it rates a till and
 * a business alike) cannot walk every payment of the business instead.
 */
export function paymentsOf(db: Kysely<Database>, merchantId: string, tillId?: string) {
  const q = db
    .selectFrom('till_payments')
    .innerJoin('tills', 'tills.id', 'till_payments.till_id')
    .leftJoin('persons', 'persons.id', 'till_payments.claimed_by');
  if (!tillId) return q.where('till_payments.merchant_id', '=', merchantId);
  return q.where(sql<string>`till_payments.merchant_id || ''`, '=', merchantId).where('till_payments.till_id', '=', tillId);
}

export async function loadPayment(db: Kysely<Database>, merchantId: string, paymentId: string): Promise<PaymentView | undefined> {
  const row = await paymentsOf(db, merchantId)
    .selectAll('till_payments')
    .select(['tills.till_no', 'tills.name as till_name', claimerName])
    .where('till_payments.id', '=', paymentId)
    .executeTakeFirst();
  return row as PaymentView | undefined;
}
