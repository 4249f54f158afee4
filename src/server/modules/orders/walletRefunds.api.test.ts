import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GoodsOrderSummary, GoodsRefund } from '../../../shared/actions/orders';
import { accountBalance, postEntry, tillAccountId, walletAccountId } from '../../ledger/ledger';
import { recordSale } from '../../seed/demoOrders';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, moveIntoWallet, signIn, withTestApp } from '../../testing/harness';
import { COUNTER1, KES, saleDraft } from './testing';

/**
 * Refunds of sales paid from a customer's wallet (docs/areas/orders.md): the money goes back from
 * the till to the payer's wallet at once, in parts, never more than was paid.
 */
const t = withTestApp();
expectBalancedLedgerAfterEach(t);

const owner = () => signIn(t, DEMO_LOGIN.owner.userId, 'P');
const rid = () => `wr-${crypto.randomBytes(8).toString('hex')}`;
const balance = async (accountId: string) => Number((await accountBalance(t.database.db, accountId)).balance);

/** The paying customer: another business of the platform (Baraka), paying from its wallet. */
const PAYER = 'merc-demo-baraka';
/** What the payer's wallet holds now, so each test checks its own movements (a top-up of 1,000 then the sale). */
const payerWallet = () => balance(walletAccountId(PAYER));

type Refunded = { refund: GoodsRefund; order: GoodsOrderSummary };

/**
 * A sale paid from a wallet the way the ledger records a wallet payment to a till: the payer's
 * wallet is debited and the till credited in one entry keyed by the sale (`checkout:<order id>`),
 * the payment row names the payer. The payer's wallet is first topped up by M-PESA.
 */
async function walletSale(topUp = 1000 * KES) {
  const payer = PAYER;
  await moveIntoWallet(t, payer, topUp);
  return t.database.db.transaction().execute(async (trx) => {
    const sale = await recordSale(trx, saleDraft({ method: '0002', phone: '254722555222', customerName: 'Wallet Buyer' }));
    await postEntry(trx, {
      idemKey: `checkout:${sale.orderId}`,
      kind: '42',
      memo: `order ${sale.orderNo} from wallet`,
      lines: [
        { accountId: walletAccountId(payer), amount: -sale.total, role: 'principal' },
        { accountId: tillAccountId(COUNTER1), amount: sale.total, role: 'principal' },
      ],
    });
    return { ...sale, payer };
  });
}

async function refund(client: Awaited<ReturnType<typeof owner>>, orderNo: string, body: Record<string, unknown>) {
  return client.call<Refunded>('RefundGoodsOrder', { orderNo, reason: '02', requestId: rid(), items: [], ...body });
}

describe('refunds of wallet-paid sales', () => {
  it('gives part then the rest back to the payer wallet off the till, never more than was paid', async () => {
    const client = await owner();
    const tillBefore = await balance(tillAccountId(COUNTER1));
    const base = await payerWallet();
    const sale = await walletSale();
    const wallet = walletAccountId(sale.payer);
    expect(sale.total).toBe(580 * KES);
    expect(await balance(wallet)).toBe(base + 420 * KES);
    expect(await balance(tillAccountId(COUNTER1))).toBe(tillBefore + 580 * KES);

    // Part: KES 210, done at once (no network), to the wallet.
    const part = await refund(client, sale.orderNo, { refundType: 'P', amount: 210 * KES });
    expect(part.body.rspMsgCd, JSON.stringify(part.body)).toBe('MMC00000');
    expect(part.body.refund).toMatchObject({ amount: 210 * KES, method: '0002', destination: sale.payer, payStatus: 'S', refundType: 'P' });
    expect(part.body.order).toMatchObject({ payStatus: 'SR', refundedAmount: 210 * KES, refundable: 370 * KES });
    expect(await balance(wallet)).toBe(base + 630 * KES);
    expect(await balance(tillAccountId(COUNTER1))).toBe(tillBefore + 370 * KES);

    // More than what is left is refused on the amount, and nothing moves.
    const over = await refund(client, sale.orderNo, { refundType: 'P', amount: 371 * KES });
    expect(over.body).toMatchObject({ rspMsgCd: 'MMCP6004' });
    expect(over.body.rspMsgInf).toContain('370.00');
    expect(await balance(wallet)).toBe(base + 630 * KES);

    // The rest: a full refund gives back exactly what is left.
    const rest = await refund(client, sale.orderNo, { refundType: 'F' });
    expect(rest.body.rspMsgCd, JSON.stringify(rest.body)).toBe('MMC00000');
    expect(rest.body.refund).toMatchObject({ amount: 370 * KES, method: '0002', destination: sale.payer, payStatus: 'S' });
    expect(rest.body.order).toMatchObject({ refundedAmount: 580 * KES, refundable: 0 });
    expect(await balance(wallet)).toBe(base + 1000 * KES);
    expect(await balance(tillAccountId(COUNTER1))).toBe(tillBefore);

    // Nothing is left to give back.
    const again = await refund(client, sale.orderNo, { refundType: 'P', amount: 1 * KES });
    expect(again.body.rspMsgCd).toBe('MMCP6004');
    expect(again.body.rspMsgInf).toContain('0.00');
    expect(await balance(wallet)).toBe(base + 1000 * KES);

    // The ledger: two posted refund entries, each balanced, till to wallet, summing to what was paid.
    const refunds = await t.database.db.selectFrom('goods_refunds').select(['id', 'amount']).where('order_id', '=', sale.orderId).execute();
    expect(refunds.map((r) => Number(r.amount)).sort((a, b) => a - b)).toEqual([210 * KES, 370 * KES]);
    const entries = await t.database.db
      .selectFrom('journal_entries')
      .innerJoin('postings', 'postings.entry_id', 'journal_entries.id')
      .select(['journal_entries.idem_key', 'journal_entries.status', 'postings.account_id', 'postings.amount'])
      .where('journal_entries.idem_key', 'in', refunds.map((r) => `refund:${r.id}`))
      .execute();
    expect(entries.every((e) => e.status === 'S')).toBe(true);
    expect(entries.filter((e) => e.account_id === wallet).reduce((s, e) => s + Number(e.amount), 0)).toBe(580 * KES);
    expect(entries.filter((e) => e.account_id === tillAccountId(COUNTER1)).reduce((s, e) => s + Number(e.amount), 0)).toBe(-580 * KES);
    expect(entries).toHaveLength(4);
  });

  it('lets only one of two refunds at once through when together they would pass what was paid', async () => {
    const client = await owner();
    const base = await payerWallet();
    const sale = await walletSale();
    const wallet = walletAccountId(sale.payer);
    const results = await Promise.all([
      refund(client, sale.orderNo, { refundType: 'P', amount: 400 * KES }),
      refund(client, sale.orderNo, { refundType: 'P', amount: 400 * KES }),
    ]);
    expect(results.map((r) => r.body.rspMsgCd).sort()).toEqual(['MMC00000', 'MMCP6004']);
    expect(await balance(wallet)).toBe(base + 820 * KES);
    const order = await t.database.db.selectFrom('goods_orders').select(['refunded_amount', 'paid_amount']).where('id', '=', sale.orderId).executeTakeFirstOrThrow();
    expect(Number(order.refunded_amount)).toBe(400 * KES);
    expect(Number(order.paid_amount)).toBe(580 * KES);
  });

  it('retries a refund with the same request id without paying twice', async () => {
    const client = await owner();
    const base = await payerWallet();
    const sale = await walletSale();
    const wallet = walletAccountId(sale.payer);
    const requestId = rid();
    const first = await refund(client, sale.orderNo, { refundType: 'P', amount: 100 * KES, requestId });
    const second = await refund(client, sale.orderNo, { refundType: 'P', amount: 100 * KES, requestId });
    expect(first.body.rspMsgCd).toBe('MMC00000');
    expect(second.body.rspMsgCd).toBe('MMC00000');
    expect(second.body.refund.refundNo).toBe(first.body.refund.refundNo);
    expect(await balance(wallet)).toBe(base + 520 * KES);
  });
});
