import { PayTill, PayTillPreOrder } from '../../../shared/actions/tills';
import { PayByCodePay, PayByCodePreOrder, QueryFrequentPayCode, QueryMoMoPayCode } from '../../../shared/actions/payByCode';
import type { InputOf } from '../../../shared/actions/contract';
import { formatMoney } from '../../../shared/format/money';
import type { TextParam } from '../../../shared/i18n/messages';
import { parseRuleMessage } from '../../../shared/rules/message';
import { payAmountProblem } from '../../../shared/rules/payByCode';
import { type AnyAction, type SessionContext, sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { feeRule } from '../../ledger/fees';
import { createOrder, findOrder, orderRecord, payOrder, recentSameOrder } from '../money/orders';
import { paymentsActions } from '../tills/payments.actions';
import { requireAny } from '../tills/tills.actions';
import { paySaleCode, saleCodePreOrder } from '../checkout/checkout.paycode';
import { type PayByCodeDetails, SUB_BILL, SUB_CODE, SUB_TILL, frequentPayCodes, payDraft, resolveShortCode, resolveTarget } from './payByCode.service';

/** Functions (spec 000 section 6): 10 BuyGoods (tills, pay codes), 04 PayBills; transaction type 111 buy goods. */
const BUY_GOODS = '10';
const PAY_BILLS = '04';
const TYPE = { transTypId: '111' };

/** The tills area's pay-to-till actions: a till on this platform is paid by them, never by a second flow. */
function tillsAction(name: string): AnyAction {
  const found = paymentsActions.find((a) => a.contract.name === name);
  if (!found) throw new Error(`tills action ${name} missing`);
  return found;
}

/** The amount rule: 'Pay amount minimum KES 10.00'; the maximum from the fee and limit rules of the sub-type. */
function checkAmount(amount: number, channel: string | null): void {
  const problem = payAmountProblem(amount, feeRule('111', channel).max);
  if (!problem) return;
  const parsed = parseRuleMessage(problem);
  if (!parsed) throw new Error(`pay amount rule answered no message code: ${problem}`);
  throw new BizError(parsed.code, parsed.params, { field: 'amount' });
}

/** A refusal of the tills area said in this screen's words: an unknown or deactivated till must exist. */
function tillRefusal(error: unknown): never {
  if (error instanceof BizError && (error.code === 'MMCP5205' || error.code === 'MMCP5202')) throw new BizError('MMCP5601', {}, { field: 'payCode' });
  if (error instanceof BizError && error.code === 'MMCP5212') throw new BizError('MMCP5604', {}, { field: 'payCode' });
  if (error instanceof BizError && error.extra.field === 'tillNo') throw new BizError(error.code, error.params, { ...error.extra, field: 'payCode' });
  throw error;
}

function detailsOf(details: string | null): Partial<PayByCodeDetails> & { tillId?: string } {
  try {
    return (JSON.parse(details ?? '{}') ?? {}) as Partial<PayByCodeDetails> & { tillId?: string };
  } catch {
    return {};
  }
}

/** The pre-order of a payment by code (PayByCodePreOrder without its repeat warning). */
async function preOrder(input: InputOf<typeof PayByCodePreOrder>, ctx: SessionContext) {
  await requireAny(ctx, input.payKind === 'bill' ? [PAY_BILLS] : [BUY_GOODS]);
  // A retry of a request already made answers that order, whatever has changed since.
  const existing = await ctx.db.selectFrom('money_orders').selectAll().where('merchant_id', '=', ctx.session.merchantId).where('request_id', '=', input.requestId).executeTakeFirst();
  if (existing && existing.ord_typ === '42' && existing.amount === input.amount) {
    const d = detailsOf(existing.details);
    return {
      order: orderRecord(existing),
      authTxCode: existing.status === 'U' ? existing.auth_tx_code : null,
      payKind: d.payKind ?? 'till',
      payCode: d.payCode ?? existing.counterparty_account ?? '',
      name: existing.counterparty_name ?? '',
    };
  }
  if (input.payKind === 'bill' && !input.accountNo) throw new BizError('MMCP5606', {}, { field: 'accountNo' });
  // A sale's pay code at a counter (checkout area): paid to the sale's till, settling the sale.
  const sale = input.payKind === 'code' ? await saleCodePreOrder(ctx, input) : null;
  if (sale) return { ...sale, order: orderRecord(sale.order) };
  const target = await resolveTarget(ctx, input.payKind, input.payCode);
  if (target.route === 'platformTill') {
    checkAmount(input.amount, null);
    const pre = await tillsAction(PayTillPreOrder.name)
      .handler({ tillNo: target.tillNo, amount: input.amount, requestId: input.requestId, reference: input.remarks?.slice(0, 20) || undefined }, ctx)
      .catch(tillRefusal);
    const answer = pre as { order: ReturnType<typeof orderRecord>; authTxCode: string | null };
    return { order: answer.order, authTxCode: answer.authTxCode, payKind: 'till' as const, payCode: target.tillNo, name: target.name };
  }
  const draft = payDraft(target, input);
  checkAmount(input.amount, draft.channel);
  const { order, authTxCode } = await createOrder(ctx, ctx.money, draft);
  const payCode = target.route === 'code' ? target.code : target.shortCode;
  return { order: orderRecord(order), authTxCode, payKind: input.payKind, payCode, name: target.name };
  }

export const payByCodeActions = [
  sessionAction(QueryMoMoPayCode, TYPE, async (input, ctx) => {
    await requireAny(ctx, input.tillCode === '4' ? [PAY_BILLS] : [BUY_GOODS]);
    const target = await resolveShortCode(ctx, input.payCode, input.tillCode);
    return { payCode: input.payCode, tillCode: input.tillCode, name: target.name, onPlatform: target.route === 'platformTill' ? ('Y' as const) : ('N' as const) };
  }),

  sessionAction(QueryFrequentPayCode, {}, async (input, ctx) => {
    await requireAny(ctx, input.payKind === 'bill' ? [PAY_BILLS] : input.payKind ? [BUY_GOODS] : [BUY_GOODS, PAY_BILLS]);
    return { list: await frequentPayCodes(ctx.db, ctx.session.merchantId, input.payKind, input.top) };
  }),

  sessionAction(PayByCodePreOrder, TYPE, async (input, ctx) => {
    const pre = await preOrder(input, ctx);
    // An order waiting for the PIN: the review warns of the same payment made in the last half hour.
    const repeat = pre.authTxCode ? await recentSameOrder(ctx.db, await findOrder(ctx.db, ctx.session.merchantId, pre.order.ordNo)) : null;
    return { ...pre, repeatOf: repeat };
  }),

  sessionAction(PayByCodePay, TYPE, async (input, ctx) => {
    const order = await findOrder(ctx.db, ctx.session.merchantId, input.ordNo);
    if (order.ord_typ !== '42') throw new BizError('MMCP4004');
    const d = detailsOf(order.details);
    await requireAny(ctx, order.channel === SUB_BILL ? [PAY_BILLS] : [BUY_GOODS]);
    // A till on this platform: the tills area's pay step (it records the till's payment and audits it).
    if (d.tillId) return (await tillsAction(PayTill.name).handler(input, ctx)) as ReturnType<typeof orderRecord>;
    const sold = await paySaleCode(ctx, order, input.authTxCode);
    if (sold) return orderRecord(sold);
    if (!([SUB_TILL, SUB_BILL, SUB_CODE] as string[]).includes(order.channel ?? '')) throw new BizError('MMCP4004');
    const name = order.counterparty_name ?? '';
    const to: TextParam =
      d.payKind === 'bill'
        ? { code: 'AUDIT_TO_PAYBILL', params: { payCode: d.payCode ?? '', accountNo: d.accountNo ?? '', name } }
        : { code: d.payKind === 'code' ? 'AUDIT_TO_PAY_CODE' : 'AUDIT_TO_MPESA_TILL', params: { payCode: d.payCode ?? '', name } };
    // The audit row commits with the money (the pay step that moved it writes it, once).
    const after = await payOrder(ctx, ctx.money, order, input.authTxCode, () => ({
      event: 'PAY_BY_CODE',
      detail: { code: 'AUDIT_PAY_BY_CODE', params: { amount: formatMoney(order.amount), to, ordNo: order.ord_no } },
    }));
    return orderRecord(after);
  }),
];
