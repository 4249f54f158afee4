import type { TransferOrder, TransferPayee } from '../../../shared/actions/transfer';
import type { TransferChannel } from '../../../shared/dict/money';
import type { SessionContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { checkBusinessGates } from '../../http/router';
import { type ResolvedPayee, canLookUpName, checkPayee, networkName, payoutOf } from '../beneficiaries/payee';
import { ownBeneficiary } from '../beneficiaries/beneficiaries.queries';
import { type OrderDraft, type OrderRow, orderRecord } from '../money/orders';

/**
 * What turns a payee and an amount into a money order of type 20 (transfer). The payee checks are
 * the beneficiaries area's (`checkPayee`); the money moves through the core (`createOrder`,
 * `payOrder`, `executeOrder`) and nowhere else.
 */

/** What the transfer keeps on the order beside the core's fields (money_orders.details). */
interface TransferDetails {
  transferType?: TransferOrder['transferType'];
  fundSource?: TransferOrder['fundSource'];
  bankCode?: string | null;
  accountReference?: string | null;
}

export interface TransferPayeeResolved extends ResolvedPayee {
  /** The saved beneficiary it came from. */
  beneficiaryId: string | null;
  /** The name on the order: the registered one, else the saved one, else the network's, else the typed one. */
  displayName: string | null;
  /**
   * Whether the payee's name is known for sure (our register, a saved beneficiary or the network's
   * look-up); null on a channel whose network names nobody (M-PESA).
   */
  nameConfirmed: boolean | null;
}

/**
 * The payee of a transfer: a saved beneficiary of the business, or the typed fields, checked by
 * `checkPayee` (own account, NCBA, unknown wallet phone, field shapes).
 */
export async function resolveTransferPayee(ctx: SessionContext, input: TransferPayee): Promise<TransferPayeeResolved> {
  let fields = input;
  let savedName: string | null = null;
  let beneficiaryId: string | null = null;
  if (input.bnfUsrNo) {
    const b = await ownBeneficiary(ctx.db, ctx.session.merchantId, input.bnfUsrNo);
    fields = { rcvCnl: b.channel, bnfMblNo: b.mobile ?? undefined, rcvAcNo: b.account_no ?? undefined, bankCode: b.bank_code ?? undefined, accountReference: b.account_reference ?? undefined };
    savedName = b.name;
    beneficiaryId = b.id;
  } else if (!input.rcvCnl) {
    throw new BizError('MMCP4201', {}, { field: 'rcvCnl' });
  }
  const payee = await checkPayee(
    ctx.db,
    ctx.session.merchantId,
    { rcvCnl: fields.rcvCnl ?? '', mobile: fields.bnfMblNo, accountNo: fields.rcvAcNo, bankCode: fields.bankCode, accountReference: fields.accountReference },
    { locale: ctx.locale },
  );
  // Our own wallets name themselves; a saved payee keeps the name the business gave it; otherwise
  // the network's holder name is better than what was typed.
  const holderName = payee.name || savedName ? null : await networkName(ctx.db, ctx.money.rails, payee, ctx.log);
  const known = payee.name ?? savedName ?? holderName;
  return {
    ...payee,
    beneficiaryId,
    displayName: known ?? (input.rcvNm?.trim() || null),
    nameConfirmed: canLookUpName(payee.channel) ? known !== null : null,
  };
}

/**
 * The KYC gate of a channel's transfer type. The router gates the actions on 110; a channel on
 * 104 (banks, cards) or 106 (PesaLink) is checked here against the same matrix, with the same
 * MMCP3210 and dialog.
 */
export async function checkChannelKyc(ctx: SessionContext, channel: TransferChannel): Promise<void> {
  if (channel.transTypId === '110') return;
  await checkBusinessGates({ db: ctx.db }, ctx.session.merchantId, { transTypId: channel.transTypId });
}

/** Fund source: 4 a transfer to many, 1 the business's own number, 2 anyone else. */
async function fundSourceOf(ctx: SessionContext, payee: ResolvedPayee, batch: boolean): Promise<'1' | '2' | '4'> {
  if (batch) return '4';
  if (!payee.mobile) return '2';
  const owner = await ctx.db
    .selectFrom('merchants as m')
    .innerJoin('persons as p', 'p.id', 'm.owner_person_id')
    .select('p.phone')
    .where('m.id', '=', ctx.session.merchantId)
    .executeTakeFirst();
  return owner?.phone === payee.mobile ? '1' : '2';
}

export async function transferDraft(
  ctx: SessionContext,
  payee: TransferPayeeResolved,
  values: { amount: number; requestId: string; remarks?: string | null; batchId?: string | null },
): Promise<OrderDraft> {
  const c = payee.channel;
  const details: TransferDetails = {
    transferType: c.transferType,
    fundSource: await fundSourceOf(ctx, payee, Boolean(values.batchId)),
    bankCode: payee.bankCode,
    accountReference: payee.accountReference,
  };
  return {
    ordTyp: '20',
    transTypId: c.transTypId,
    direction: 'out',
    rail: c.rail,
    channel: c.code,
    amount: values.amount,
    requestId: values.requestId,
    counterparty: {
      name: payee.displayName,
      phone: payee.mobile,
      account: payee.accountNo,
      bank: payee.bankName,
      merchantId: payee.targetMerchantId ?? null,
    },
    payout: payoutOf(payee, payee.displayName),
    beneficiaryId: payee.beneficiaryId,
    batchId: values.batchId ?? null,
    remarks: values.remarks?.trim() || null,
    details: { ...details },
  };
}

function detailsOf(row: OrderRow): TransferDetails {
  try {
    return (JSON.parse(row.details ?? '{}') ?? {}) as TransferDetails;
  } catch {
    return {};
  }
}

export function transferRecord(row: OrderRow): TransferOrder {
  const d = detailsOf(row);
  return {
    ...orderRecord(row),
    transferType: d.transferType ?? '01',
    fundSource: d.fundSource ?? (row.batch_id ? '4' : '2'),
    batchNo: row.batch_id,
    bnfUsrNo: row.beneficiary_id,
    bankCode: d.bankCode ?? null,
    accountReference: d.accountReference ?? null,
  };
}

/** A transfer order of the business (other money orders are not this area's). */
export async function findTransfer(ctx: SessionContext, ordNo: string): Promise<OrderRow> {
  const row = await ctx.db
    .selectFrom('money_orders')
    .selectAll()
    .where('merchant_id', '=', ctx.session.merchantId)
    .where('ord_no', '=', ordNo)
    .where('ord_typ', '=', '20')
    .executeTakeFirst();
  if (!row) throw new BizError('MMCP4004');
  return row;
}
