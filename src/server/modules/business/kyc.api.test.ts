import { accountBalance, ensureSystemAccount, ledgerViolations, postEntry, walletAccountId } from '../../ledger/ledger';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../../../shared/actions/contract';
import { sessionAction } from '../../http/action';
import { DEMO_LOGIN, withTestApp } from '../../testing/harness';
import { collectUnpaidInvoices } from '../subscriptions/billing';
import { recomputeKycForPerson } from './kyc.service';

// Stand-ins for the money actions that declare a transaction type, and an inventory-like area.
const BankTransfer = contract('TestBankTransfer', z.object({}), z.object({}));
const TopUp = contract('TestTopUp', z.object({}), z.object({}));
const Inventory = contract('TestInventory', z.object({}), z.object({}));
const t = withTestApp({}, {
  extraActions: [
    sessionAction(BankTransfer, { transTypId: '104' }, async () => ({})),
    sessionAction(TopUp, { transTypId: '101' }, async () => ({})),
    sessionAction(Inventory, { subscription: true }, async () => ({})),
  ],
});

async function owner() {
  const client = t.client();
  await client.login('0712345678', 'P', DEMO_LOGIN.password);
  return client;
}

/** Moves money out of the demo wallet (a negative amount back in), through the ledger, so a test can leave it short. */
async function park(amount: number, key: string) {
  await t.database.db.transaction().execute(async (trx) => {
    const suspense = await ensureSystemAccount(trx, 'suspense');
    await postEntry(trx, { idemKey: key, kind: 'test', memo: 'park', lines: [{ accountId: walletAccountId('merc-demo'), amount: -amount }, { accountId: suspense, amount }] });
  });
}

describe('the KYC gate', () => {
  it('publishes the matrix with the business level', async () => {
    const client = await owner();
    const res = await client.call<{ kycLevel: string; list: { transTypId: string; kycZeroFlg: string; kycTwoFlg: string }[] }>('QueryTransferMatrixInfo');
    expect(res.body.kycLevel).toBe('02');
    expect(res.body.list.find((r) => r.transTypId === '104')).toMatchObject({ kycZeroFlg: 'N', kycTwoFlg: 'Y' });
    expect(res.body.list.map((r) => r.transTypId)).toEqual(['101', '104', '106', '110', '111', '117', '120', '123', '125', '131', '132']);
  });

  it('lets a level 02 business transfer to a bank, and refuses it at 00 with the dialog to show', async () => {
    const client = await owner();
    expect((await client.call('TestBankTransfer')).body.rspMsgCd).toBe('MMC00000');
    await t.database.db.updateTable('merchants').set({ kyc_level: '00', kyc_status: '01' }).where('id', '=', 'merc-demo').execute();
    const refused = await client.call('TestBankTransfer');
    expect(refused.body).toMatchObject({ rspMsgCd: 'MMCP3210', kycDialog: 'inProgress', transTypId: '104' });
    expect((await client.call('TestTopUp')).body.rspMsgCd).toBe('MMC00000');
    await t.database.db.updateTable('persons').set({ peleza_status: null }).where('id', '=', 'person-owner').execute();
    expect((await client.call('TestBankTransfer')).body.kycDialog).toBe('complete');
    await t.database.db.updateTable('persons').set({ peleza_status: '01' }).where('id', '=', 'person-owner').execute();
    expect((await client.call('TestBankTransfer')).body.kycDialog).toBe('ownerKycFailed');
    await t.database.db.updateTable('persons').set({ peleza_status: '00' }).where('id', '=', 'person-owner').execute();
    await t.database.db.updateTable('merchants').set({ kyc_level: '02', kyc_status: '02' }).where('id', '=', 'merc-demo').execute();
  });
});

describe('the KYC level', () => {
  it('rises to 02 for a sole proprietorship once the owner uploads the ID and passes the identity check', async () => {
    const client = t.client('kyc-level-device');
    await client.login('0712345678', 'P', DEMO_LOGIN.password);
    await t.database.db.updateTable('persons').set({ peleza_status: '02', id_upload_flag: 'N' }).where('id', '=', 'person-owner').execute();
    const res = await client.call('SetUpBusiness', {
      businessType: '0', businessName: 'Mama Pima Kiosk', industry: 'FOD', sector: 'FOD01', county: '032', town: 'Naivasha', address: 'Moi South Lake Road',
    });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    expect((await client.call('QueryMercInfo')).body).toMatchObject({ kycLevel: '00', kycSts: '01' });
    await t.database.db.updateTable('persons').set({ peleza_status: '00', id_upload_flag: 'Y' }).where('id', '=', 'person-owner').execute();
    await recomputeKycForPerson(t.database.db, 'person-owner');
    expect((await client.call('QueryMercInfo')).body).toMatchObject({ kycLevel: '02', kycSts: '02', idUploadFlag: 'Y' });
    await client.call('SwitchAccount', { mercId: '800100200300' });
  });
});

describe('subscription plans', () => {
  it('lists the plans with the current one', async () => {
    const client = await owner();
    const res = await client.call<{ list: { planCode: string; price: number; current: string }[] }>('QryMerchantServicePlanList');
    expect(res.body.list.map((p) => [p.planCode, p.price, p.current])).toEqual([
      ['BASIC', 0, 'N'],
      ['GROWTH', 150_000, 'Y'],
      ['PREMIUM', 350_000, 'N'],
    ]);
    // Named in the reader's language.
    const zh = await client.call<{ list: { planName: string }[] }>('QryMerchantServicePlanList', {}, { locale: 'zh-CN' });
    expect(zh.body.list.map((p) => p.planName)).toEqual(['基础版', '成长版', '高级版']);
    expect((await client.call<{ planName: string }>('QueryMercInfo', {}, { locale: 'zh-CN' })).body.planName).toBe('成长版');
  });

  it('upgrades paid from the wallet through the ledger, refuses a downgrade except to basic, and gates subscription areas', async () => {
    const client = await owner();
    expect((await client.call('TestInventory')).body.rspMsgCd).toBe('MMC00000');
    const before = (await client.call<{ availableBalance: number }>('QryWalletDetails')).body.availableBalance;
    const order = await client.call<{ step: string; authTxCode: string; amount: number }>('SubscriptionPayment', { planCode: 'PREMIUM' });
    expect(order.body).toMatchObject({ step: 'AUTHORIZE', amount: 350_000 });
    expect((await client.call('SubscriptionPayment', { planCode: 'PREMIUM', authTxCode: order.body.authTxCode })).body.rspMsgCd).toBe('MMCP2060');
    const pin = await client.call('VerifyPasscodeTrans', { authTxCode: order.body.authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
    expect(pin.body.rspMsgCd).toBe('MMC00000');
    const up = await client.call<{ step: string; subscription: { planCode: string; payStatus: string; amount: number } }>('SubscriptionPayment', {
      planCode: 'PREMIUM',
      authTxCode: order.body.authTxCode,
    });
    expect(up.body).toMatchObject({ step: 'DONE', subscription: { planCode: 'PREMIUM', payStatus: 'P', amount: 350_000 } });
    expect((await client.call<{ availableBalance: number }>('QryWalletDetails')).body.availableBalance).toBe(before - 350_000);
    // The price carries its VAT (16/116) to the tax account and the rest to fee income.
    const entry = await t.database.db
      .selectFrom('postings')
      .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
      .where('journal_entries.kind', '=', 'M2')
      .where('postings.role', '=', 'vat')
      .orderBy('journal_entries.created_at', 'desc')
      .select('postings.amount')
      .executeTakeFirstOrThrow();
    expect(entry.amount).toBe(48_276);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
    expect((await client.call('SubscriptionPayment', { planCode: 'PREMIUM', authTxCode: order.body.authTxCode })).body.rspMsgCd).toBe('MMCP3212');
    const down = await client.call('SubscriptionPayment', { planCode: 'GROWTH' });
    expect(down.body).toMatchObject({ rspMsgCd: 'MMCP3208', rspMsgInf: 'A downgrade is only to the basic plan.' });
    expect((await client.call('SubscriptionPayment', { planCode: 'PREMIUM' })).body.rspMsgCd).toBe('MMCP3212');
    expect((await client.call('SubscriptionPayment', { planCode: 'BASIC' })).body).toMatchObject({ rspMsgCd: 'MMC00000', step: 'DONE' });
    const gated = await client.call('TestInventory');
    expect(gated.body).toMatchObject({
      rspMsgCd: 'MMCP3211',
      rspMsgInf: 'You do not have permission to enter. Please complete the purchase of the subscription plan first.',
    });
    expect((await client.call('QryUserInformation')).body).toMatchObject({ planFlag: 'N', planCode: 'BASIC' });
    const history = await client.call<{ list: { planCode: string }[]; total: number }>('QryPlanSubscriptedList', {});
    expect(history.body.list.map((s) => s.planCode)).toEqual(['BASIC', 'PREMIUM', 'GROWTH']);
  });

  it('starts a plan the wallet cannot pay for yet with its invoice unpaid, and collects it once the wallet can', async () => {
    const client = await owner();
    const wallet = walletAccountId('merc-demo');
    const { balance } = await accountBalance(t.database.db, wallet);
    // All but KES 100 moves out of the wallet for this test, through the ledger, and back after.
    await park(balance - 10_000, 'park-out');
    const order = await client.call<{ authTxCode: string }>('SubscriptionPayment', { planCode: 'PREMIUM' });
    await client.call('VerifyPasscodeTrans', { authTxCode: order.body.authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
    const up = await client.call<{ subscription: { subscriptionId: string; payStatus: string } }>('SubscriptionPayment', { planCode: 'PREMIUM', authTxCode: order.body.authTxCode });
    expect(up.body).toMatchObject({ rspMsgCd: 'MMC00000', step: 'DONE', subscription: { planCode: 'PREMIUM', payStatus: 'U' } });
    expect((await accountBalance(t.database.db, wallet)).balance).toBe(10_000);
    // Still short: the collection leaves it unpaid.
    expect(await collectUnpaidInvoices(t.database.db)).toBe(0);
    await park(-(balance - 10_000), 'park-back');
    expect(await collectUnpaidInvoices(t.database.db)).toBe(1);
    const paid = await client.call<{ list: { subscriptionId: string; payStatus: string }[] }>('QryPlanSubscriptedList', {});
    expect(paid.body.list.find((s) => s.subscriptionId === up.body.subscription.subscriptionId)?.payStatus).toBe('P');
    expect((await accountBalance(t.database.db, wallet)).balance).toBe(balance - 350_000);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('owes for the part of a plan used before it was replaced: nothing the same moment, half after half its month', async () => {
    const client = await owner();
    const wallet = walletAccountId('merc-demo');
    const { balance } = await accountBalance(t.database.db, wallet);
    expect((await client.call('SubscriptionPayment', { planCode: 'BASIC' })).body.rspMsgCd).toBe('MMC00000');
    await park(balance - 10_000, 'park-out-2');
    const order = await client.call<{ authTxCode: string }>('SubscriptionPayment', { planCode: 'GROWTH' });
    await client.call('VerifyPasscodeTrans', { authTxCode: order.body.authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
    const growth = await client.call<{ subscription: { subscriptionId: string; payStatus: string } }>('SubscriptionPayment', { planCode: 'GROWTH', authTxCode: order.body.authTxCode });
    expect(growth.body.subscription.payStatus).toBe('U');
    // Back to Basic before paying: Growth's invoice is cancelled, not owed.
    expect((await client.call('SubscriptionPayment', { planCode: 'BASIC' })).body.rspMsgCd).toBe('MMC00000');
    const history = await client.call<{ list: { subscriptionId: string; payStatus: string }[] }>('QryPlanSubscriptedList', {});
    expect(history.body.list.find((s) => s.subscriptionId === growth.body.subscription.subscriptionId)?.payStatus).toBe('C');
    // A plan used for half its month before it is replaced owes half its price, no more.
    const again = await client.call<{ authTxCode: string }>('SubscriptionPayment', { planCode: 'GROWTH' });
    await client.call('VerifyPasscodeTrans', { authTxCode: again.body.authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
    const used = await client.call<{ subscription: { subscriptionId: string; payStatus: string } }>('SubscriptionPayment', { planCode: 'GROWTH', authTxCode: again.body.authTxCode });
    expect(used.body.subscription.payStatus).toBe('U');
    const sub = await t.database.db.selectFrom('subscriptions').select(['starts_at', 'ends_at']).where('id', '=', used.body.subscription.subscriptionId).executeTakeFirstOrThrow();
    const half = (Date.parse(sub.ends_at) - Date.parse(sub.starts_at)) / 2;
    await t.database.db.updateTable('subscriptions').set({ starts_at: new Date(Date.now() - half).toISOString(), ends_at: new Date(Date.now() + half).toISOString() }).where('id', '=', used.body.subscription.subscriptionId).execute();
    expect((await client.call('SubscriptionPayment', { planCode: 'BASIC' })).body.rspMsgCd).toBe('MMC00000');
    const owed = await t.database.db.selectFrom('subscriptions').select(['amount', 'pay_status']).where('id', '=', used.body.subscription.subscriptionId).executeTakeFirstOrThrow();
    expect({ amount: Number(owed.amount), payStatus: owed.pay_status }).toEqual({ amount: 75_000, payStatus: 'U' });
    await park(-(balance - 10_000), 'park-back-2');
    // Collected: half of Growth, and nothing of the plan replaced the moment it was chosen.
    expect(await collectUnpaidInvoices(t.database.db)).toBe(1);
    expect((await accountBalance(t.database.db, wallet)).balance).toBe(balance - 75_000);
  });

  it('keeps plan payments from the cashier', async () => {
    const cashier = t.client();
    await cashier.login('cashier', 'S', DEMO_LOGIN.password);
    expect((await cashier.call('SubscriptionPayment', { planCode: 'PREMIUM' })).body.rspMsgCd).toBe('MMCP0403');
  });
});
