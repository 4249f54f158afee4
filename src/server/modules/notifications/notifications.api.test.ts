import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationMessage } from '../../../shared/actions/notifications';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, registerBusinessOwner, signIn, withTestApp } from '../../testing/harness';
import { digestPeriod, notifyOwner } from './service';

const t = withTestApp();
const KES = 100;

type List = { list: NotificationMessage[]; total: number; unreadCount: number };

let owner: WireClient;
let ownerUsrNo: string;
let baraka: Awaited<ReturnType<typeof registerBusinessOwner>>;
let barakaUsrNo: string;

const usrNoOf = async (phone: string) => (await t.database.db.selectFrom('persons').select('user_no').where('phone', '=', phone).executeTakeFirstOrThrow()).user_no;

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'notif-device-owner');
  baraka = await registerBusinessOwner(t, { phone: '0755460001', first: 'Baraka', last: 'Mwangi', idNo: '31460001', device: 'notif-device-baraka' });
  ownerUsrNo = await usrNoOf('254712345678');
  barakaUsrNo = await usrNoOf(baraka.phone);
});

/** A wallet transfer from the demo owner to Baraka's wallet: the action elsewhere that notifies its maker. */
async function sendToBaraka(amount: number, by: WireClient = owner, locale = 'en-US') {
  const pre = await by.call<{ ordNo: string; authTxCode: string }>('TransferPreOrder', {
    rcvCnl: '28',
    bnfMblNo: baraka.phone,
    amount,
    requestId: `notif-${crypto.randomBytes(8).toString('hex')}`,
  }, { locale });
  expect(pre.body.rspMsgCd, JSON.stringify(pre.body)).toBe('MMC00000');
  const pin = await by.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await by.seal(DEMO_LOGIN.pin) }, { locale });
  expect(pin.body.rspMsgCd).toBe('MMC00000');
  const paid = await by.call<{ status: string }>('TransferPay', { ordNo: pre.body.ordNo, authTxCode: pre.body.authTxCode }, { locale });
  expect(paid.body.status).toBe('S');
  return pre.body.ordNo;
}

const list = async (client: WireClient, input: Record<string, unknown> = {}) => (await client.call<List>('NotificationList', input)).body;
const unread = async (client: WireClient, usrNo: string) => (await client.call<{ unreadCount: number }>('SelectUnreadCount', { usrNo })).body.unreadCount;

describe('the notification list', () => {
  it("tells the maker of a wallet transfer how it ended, newest first, unread, in the person's own list", async () => {
    const before = await unread(owner, ownerUsrNo);
    const ordNo = await sendToBaraka(150 * KES);
    const page = await list(owner);
    expect(page.list[0]).toMatchObject({ messTitle: 'Payment successful', ordNo, readFlg: 'N', messTyp: '0', usrNo: ownerUsrNo, rmk: 150 * KES });
    expect(page.list[0]!.sndDt).toMatch(/^\d{8}$/);
    expect(page.list[0]!.sndTm).toMatch(/^\d{6}$/);
    const times = page.list.map((m) => `${m.sndDt}${m.sndTm}`);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await unread(owner, ownerUsrNo)).toBe(before + 1);
    expect(page.unreadCount).toBe(before + 1);
    // Baraka sees none of the owner's messages.
    expect((await list(baraka.client)).list.some((m) => m.ordNo === ordNo)).toBe(false);
  });

  it("words a message in the reader's language, each time it is read", async () => {
    const ordNo = await sendToBaraka(160 * KES);
    const en = (await list(owner)).list.find((m) => m.ordNo === ordNo)!;
    expect(en.messTitle).toBe('Payment successful');
    expect(en.messText).toMatch(/^You sent KES 160\.00 to .+\. Order \d+\.$/);
    const zh = (await owner.call<List>('NotificationList', {}, { locale: 'zh-CN' })).body.list.find((m) => m.ordNo === ordNo)!;
    expect(zh.messTitle).toBe('付款成功');
    expect(zh.messText).toMatch(/^您已向 .+ 付款 KES 160\.00。订单 \d+。$/);
  });

  it('finds messages by words of the title or text, and pages up to 99999 at once', async () => {
    const ordNo = await sendToBaraka(151 * KES);
    const found = await list(owner, { search: ordNo.slice(-10) });
    expect(found.list.map((m) => m.ordNo)).toEqual([ordNo]);
    expect((await list(owner, { search: 'PAYMENT SUCC' })).total).toBeGreaterThan(0);
    expect((await list(owner, { search: 'no such words here' })).list).toEqual([]);
    // A reader in Chinese finds what they see: the same messages by their Chinese title.
    const zh = (await owner.call<List>('NotificationList', { search: '付款成功' }, { locale: 'zh-CN' })).body;
    expect(zh.total).toBe((await list(owner, { search: 'PAYMENT SUCC' })).total);
    expect(zh.list.every((m) => m.messTitle.includes('付款成功'))).toBe(true);
    expect((await list(owner, { search: '付款成功' })).total).toBe(0);
    // A typed % or _ is looked for as itself, never 'every message'.
    expect((await list(owner, { search: '%' })).total).toBe(0);
    expect((await list(owner, { search: '_' })).total).toBe(0);
    expect((await list(owner, { limit: 99999 })).list.length).toBeGreaterThan(0);
    const one = await list(owner, { limit: 1, offset: 1 });
    expect(one.list).toHaveLength(1);
    expect((await owner.call('NotificationList', { limit: 100000 })).body.fieldErrors?.[0]?.field).toBe('limit');
  });

  it("refuses another person's user number for the unread count, and counts only the caller's", async () => {
    const res = await owner.call('SelectUnreadCount', { usrNo: barakaUsrNo });
    expect(res.body.rspMsgCd).toBe('MMCP4601');
    expect(res.body.rspMsgInf).toBe('You can only see your own notifications');
    expect((await baraka.client.call('UpdPushMsgRead', { usrNo: ownerUsrNo, readAll: 'Y' })).body.rspMsgCd).toBe('MMCP4601');
  });
});

describe('reading and deleting', () => {
  it('marks one message read when it is opened, then every message with read all', async () => {
    await sendToBaraka(152 * KES);
    const first = (await list(owner)).list[0]!;
    const before = await unread(owner, ownerUsrNo);
    const read = await owner.call<{ unreadCount: number }>('UpdPushMsgRead', { usrNo: ownerUsrNo, messId: first.messId });
    expect(read.body.unreadCount).toBe(before - 1);
    expect((await list(owner)).list.find((m) => m.messId === first.messId)?.readFlg).toBe('Y');
    const all = await owner.call<{ unreadCount: number }>('UpdPushMsgRead', { usrNo: ownerUsrNo, readAll: 'Y' });
    expect(all.body.unreadCount).toBe(0);
    expect(await unread(owner, ownerUsrNo)).toBe(0);
    const trail = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'NOTIFICATION_READ').execute();
    expect(trail.length).toBeGreaterThanOrEqual(2);
  });

  it('asks for a message or read all', async () => {
    const res = await owner.call('UpdPushMsgRead', { usrNo: ownerUsrNo });
    expect(res.body.rspMsgCd).toBe('MMCP4611');
  });

  it("deletes the caller's message, and refuses someone else's", async () => {
    const ordNo = await sendToBaraka(153 * KES);
    const mine = (await list(owner)).list.find((m) => m.ordNo === ordNo)!;
    expect((await baraka.client.call('DeleteNotification', { messId: mine.messId })).body.rspMsgCd).toBe('MMCP4602');
    expect((await baraka.client.call('UpdPushMsgRead', { usrNo: barakaUsrNo, messId: mine.messId })).body.rspMsgCd).toBe('MMCP4602');
    const del = await owner.call('DeleteNotification', { messId: mine.messId });
    expect(del.body.rspMsgCd).toBe('MMC00000');
    expect((await list(owner)).list.some((m) => m.messId === mine.messId)).toBe(false);
    expect((await owner.call('DeleteNotification', { messId: mine.messId })).body.rspMsgInf).toBe('Notification not found');
    const trail = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'NOTIFICATION_DELETE').execute();
    expect(trail.map((r) => r.detail)).toContain("Deleted 'Payment successful'");
  });
});

describe('sharing a notification with one payee', () => {
  it('gives a person on the platform an in-app copy that names who shared it', async () => {
    const ordNo = await sendToBaraka(154 * KES);
    const mine = (await list(owner)).list.find((m) => m.ordNo === ordNo)!;
    const payee = await owner.call<{ bnfUsrNo: string }>('AddBeneficiary', { rcvCnl: '28', bnfMblNo: baraka.phone, bnfName: 'Baraka Mwangi' });
    expect(payee.body.rspMsgCd, JSON.stringify(payee.body)).toBe('MMC00000');
    const res = await owner.call<{ channel: string }>('ShareNotification', { messId: mine.messId, sourceUsrNo: ownerUsrNo, targetUsrNo: payee.body.bnfUsrNo });
    expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000');
    expect(res.body.channel).toBe('inApp');
    const copy = (await list(baraka.client)).list.find((m) => m.ordNo === ordNo);
    expect(copy).toMatchObject({ messTitle: 'Payment successful', sharedBy: 'Wanjiku Kamau', readFlg: 'N', usrNo: barakaUsrNo });
  });

  it("sends anyone else an SMS through the outbox, to a saved beneficiary's phone", async () => {
    const mine = (await list(owner)).list[0]!;
    const res = await owner.call<{ channel: string }>('ShareNotification', { messId: mine.messId, sourceUsrNo: ownerUsrNo, targetUsrNo: 'bnf-demo-mary' });
    expect(res.body.channel).toBe('sms');
    const sms = await t.database.db.selectFrom('outbox').selectAll().where('recipient', '=', '254722000111').where('purpose', '=', 'notifications:share').execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('Wanjiku Kamau shared a Biashara notification with you');
    // Shared from a Chinese screen: in the sharer's language, the notification's words too.
    await owner.call('ShareNotification', { messId: mine.messId, sourceUsrNo: ownerUsrNo, targetUsrNo: 'bnf-demo-mary' }, { locale: 'zh-CN' });
    const again = await t.database.db.selectFrom('outbox').select('body').where('recipient', '=', '254722000111').where('purpose', '=', 'notifications:share').orderBy('created_at').orderBy('id').execute();
    expect(again[1]!.body).toMatch(/^Wanjiku Kamau 与您分享了一条 Biashara 通知：[^A-Za-z]+。/);
  });

  it('refuses a payee without a phone, a number that is not a saved payee, a beneficiary of another business and a source that is not the caller', async () => {
    const mine = (await list(owner)).list[0]!;
    const typed = await owner.call('ShareNotification', { messId: mine.messId, sourceUsrNo: ownerUsrNo, targetPhone: '0799111222' });
    expect(typed.body).toMatchObject({ rspMsgCd: 'MMCP4603', rspMsgInf: 'Choose a payee with a mobile number to share with' });
    expect(await t.database.db.selectFrom('outbox').select('id').where('recipient', '=', '254799111222').execute()).toEqual([]);
    const noPhone = await owner.call('ShareNotification', { messId: mine.messId, sourceUsrNo: ownerUsrNo, targetUsrNo: 'bnf-demo-kamau' });
    expect(noPhone.body.rspMsgCd).toBe('MMCP4603');
    const foreign = await baraka.client.call('ShareNotification', { messId: mine.messId, sourceUsrNo: barakaUsrNo, targetPhone: '0722000111' });
    expect(foreign.body.rspMsgCd).toBe('MMCP4602');
    const notMe = await owner.call('ShareNotification', { messId: mine.messId, sourceUsrNo: barakaUsrNo, targetPhone: '0722000111' });
    expect(notMe.body.rspMsgCd).toBe('MMCP4601');
    const unknownBnf = await owner.call('ShareNotification', { messId: mine.messId, sourceUsrNo: ownerUsrNo, targetUsrNo: 'bnf-nobody' });
    expect(unknownBnf.body.rspMsgCd).toBe('MMCP4308');
  });
});

describe('notification settings and digests', () => {
  const digests = (recipient: string) =>
    t.database.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).where('purpose', 'like', 'notifications:digest:%').execute();
  const digestJobs = () => t.database.db.selectFrom('jobs').selectAll().where('kind', '=', 'notifications.digest').where('status', '=', 'Q').execute();
  const runDueNow = async () => {
    await t.database.db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', 'notifications.digest').where('status', '=', 'Q').execute();
    await t.money.jobs.drain();
  };

  it('starts with in-app only, daily, and always keeps in-app on', async () => {
    const res = await owner.call<{ methods: string[]; frequency: string; email: string | null }>('QryNotificationSetting', {});
    expect(res.body).toMatchObject({ methods: ['03'], frequency: 'd', email: 'owner@demo.co.ke' });
    const saved = await owner.call<{ methods: string[]; frequency: string }>('UpdNotificationSetting', { methods: ['02', '01'], frequency: 'd' });
    expect(saved.body).toMatchObject({ methods: ['01', '02', '03'], frequency: 'd' });
    expect((await owner.call('UpdNotificationSetting', { methods: ['04'], frequency: 'd' })).body.fieldErrors?.[0]?.field).toBe('methods.0');
    expect((await owner.call('UpdNotificationSetting', { methods: ['01'], frequency: 'x' })).body.fieldErrors?.[0]?.field).toBe('frequency');
    const trail = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'NOTIFICATION_SETTING').execute();
    expect(trail.map((r) => r.detail)).toContain('Notifications by e-mail, SMS, in-app, daily');
  });

  it('sends one e-mail and one SMS digest when the day ends, exactly once', async () => {
    await owner.call('UpdNotificationSetting', { methods: ['01', '02', '03'], frequency: 'd' });
    await runDueNow();
    const emailBefore = (await digests('owner@demo.co.ke')).length;
    const smsBefore = (await digests('254712345678')).length;
    await sendToBaraka(155 * KES);
    await sendToBaraka(156 * KES);
    const jobs = await digestJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.run_at).toBe(digestPeriod('d', new Date()).endIso);
    await t.money.jobs.drain();
    expect(await digests('owner@demo.co.ke')).toHaveLength(emailBefore);
    await runDueNow();
    const email = await digests('owner@demo.co.ke');
    const sms = await digests('254712345678');
    expect(email).toHaveLength(emailBefore + 1);
    expect(sms).toHaveLength(smsBefore + 1);
    expect(email.at(-1)!.subject).toMatch(/^Your daily Biashara notifications \(\d+\)$/);
    expect(email.at(-1)!.body).toContain('KES 156.00');
    expect(sms.at(-1)!.body).toMatch(/^Biashara: \d+ new notifications?\./);
    // Run again: nothing goes out twice.
    await t.database.db.updateTable('jobs').set({ status: 'Q', run_at: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', 'notifications.digest').execute();
    await t.money.jobs.drain();
    expect(await digests('owner@demo.co.ke')).toHaveLength(emailBefore + 1);
    expect(await digests('254712345678')).toHaveLength(smsBefore + 1);
  });

  it('speaks the language the person last used the portal in, following a switch mid-session', async () => {
    await owner.call('UpdNotificationSetting', { methods: ['01', '02', '03'], frequency: 'd' });
    await runDueNow();
    const zh = t.client('notif-device-zh');
    const login = await zh.call('MerchantLogin', { userId: DEMO_LOGIN.owner.userId, userIdType: 'P', password: await zh.seal(DEMO_LOGIN.password) }, { locale: 'zh-CN' });
    expect(login.body.rspMsgCd).toBe('MMC00000');
    const lastDigest = async (amount: number, locale: string) => {
      const before = (await digests('owner@demo.co.ke')).length;
      await sendToBaraka(amount, zh, locale);
      // Today's digest went out already: run its job again for what came since.
      await t.database.db.updateTable('jobs').set({ status: 'Q' }).where('kind', '=', 'notifications.digest').execute();
      await runDueNow();
      expect(await digests('owner@demo.co.ke')).toHaveLength(before + 1);
      return { email: (await digests('owner@demo.co.ke')).at(-1)!, sms: (await digests('254712345678')).at(-1)! };
    };
    try {
      const signedInZh = await lastDigest(159 * KES, 'zh-CN');
      expect(signedInZh.email.subject).toMatch(/^您的 Biashara 每日通知（\d+）$/);
      expect(signedInZh.email.body).toMatch(/^Wanjiku，您好：\n\n以下是您在 Biashara 上的动态：\n- /);
      expect(signedInZh.email.body).toContain('KES 159.00');
      expect(signedInZh.email.body).not.toMatch(/Payment|Transfer/);
      expect(signedInZh.sms.body).toMatch(/^Biashara：(1 条新通知|\d+ 条新通知)。最新：.+。请登录门户查看详情。$/);

      // The header's language switch: the same session's next calls ask in English.
      const switched = await lastDigest(161 * KES, 'en-US');
      expect(switched.email.subject).toMatch(/^Your daily Biashara notifications \(\d+\)$/);
      expect(switched.email.body).toContain('KES 161.00');
      expect(switched.sms.body).toMatch(/^Biashara: \d+ new notifications?\./);

      // A call that names no language the portal speaks (a script's: none, `*` as Node's fetch
      // sends, Swahili) leaves the person's language as it was.
      const spoken = async () => (await t.database.db.selectFrom('persons').select('locale').where('phone', '=', '254712345678').executeTakeFirstOrThrow()).locale;
      await zh.call('NotificationList', {}, { locale: 'zh-CN' });
      expect(await spoken()).toBe('zh-CN');
      for (const header of ['', '*', 'sw-KE,sw;q=0.9', 'fr']) {
        await zh.call('NotificationList', {}, { headers: { 'accept-language': header } });
        expect(await spoken(), header).toBe('zh-CN');
      }
      await zh.call('NotificationList', {}, { headers: { 'accept-language': 'en-GB,en;q=0.8' } });
      expect(await spoken()).toBe('en-US');
    } finally {
      await t.database.db.updateTable('persons').set({ locale: 'en-US' }).where('phone', '=', '254712345678').execute();
    }
  });

  it('uses only the chosen methods, at the chosen frequency', async () => {
    await owner.call('UpdNotificationSetting', { methods: ['01'], frequency: 'w' });
    const smsBefore = (await digests('254712345678')).length;
    const emailBefore = (await digests('owner@demo.co.ke')).length;
    await sendToBaraka(157 * KES);
    const jobs = await digestJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.run_at).toBe(digestPeriod('w', new Date()).endIso);
    expect(jobs[0]!.dedupe_key).toContain(`:w:${digestPeriod('w', new Date()).key}`);
    await runDueNow();
    expect(await digests('owner@demo.co.ke')).toHaveLength(emailBefore + 1);
    expect((await digests('owner@demo.co.ke')).at(-1)!.subject).toMatch(/weekly/);
    expect(await digests('254712345678')).toHaveLength(smsBefore);
  });

  it('sends nothing but in-app when only in-app is chosen', async () => {
    await owner.call('UpdNotificationSetting', { methods: ['03'], frequency: 'm' });
    await sendToBaraka(158 * KES);
    expect(await digestJobs()).toHaveLength(0);
  });

  it('needs function 3710 for the settings', async () => {
    const cashier = await signIn(t, DEMO_LOGIN.cashier.userId, 'S', 'notif-device-cashier');
    const res = await cashier.call('QryNotificationSetting', {});
    expect(res.body.rspMsgCd).not.toBe('MMC00000');
  });
});

describe('digest periods', () => {
  it('end at Nairobi midnight, on Monday for weeks and on the first for months', () => {
    // 2026-03-18 is a Wednesday; 22:30 UTC is already 01:30 on the 19th in Nairobi.
    const at = new Date('2026-03-18T22:30:00Z');
    expect(digestPeriod('d', at)).toEqual({ key: '20260319', endIso: '2026-03-19T21:00:00.000Z' });
    expect(digestPeriod('w', at)).toEqual({ key: '20260316', endIso: '2026-03-22T21:00:00.000Z' });
    expect(digestPeriod('m', at)).toEqual({ key: '20260301', endIso: '2026-03-31T21:00:00.000Z' });
  });
});

describe('the demo business', () => {
  it('has messages of every type, some read, and a split-bill share to pay to Baraka Kiosk', async () => {
    const demo = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'notif-device-demo');
    const all = (await list(demo)).list;
    const seeded = all.filter((m) => m.messId.startsWith('note-demo-'));
    expect(new Set(seeded.map((m) => m.messTyp))).toEqual(new Set(['0', 'L', '1']));
    expect(seeded.some((m) => m.readFlg === 'Y')).toBe(true);
    const loan = seeded.find((m) => m.messTyp === 'L')!;
    expect(loan.link).toBe('/finance/loan');
    const split = seeded.find((m) => m.messTyp === '1')!;
    const detail = await demo.call<{ orderPaymentStatus: string; payAmt: number; rcvMblNo: string; rcvNm: string }>('QuerySplitOrderDetail', { orderNo: split.ordNo, orderDate: split.ordDt });
    expect(detail.body).toMatchObject({ orderPaymentStatus: '0', payAmt: 800 * KES, rcvMblNo: '254711460900', rcvNm: 'Baraka Kiosk' });
    const bills = await demo.call<{ list: { remarks: string; shares: { remitterName: string; orderPaymentStatus: string }[] }[] }>('QrySplitBillList', {});
    expect(bills.body.list.find((b) => b.remarks === 'Staff lunch at Java House')?.shares).toEqual([expect.objectContaining({ remitterName: 'Baraka Mwangi', orderPaymentStatus: '0' })]);
  });
});

describe('the owner helper', () => {
  it("tells a business's owner, in that business's list", async () => {
    const merchant = await t.database.db.selectFrom('merchants').select('id').where('merc_no', '=', baraka.mercNo).executeTakeFirstOrThrow();
    const id = await notifyOwner(t.database.db, merchant.id, { title: 'Till 2 was opened', body: 'Cashier Achieng opened till 2.' });
    expect(id).toBeTruthy();
    expect((await list(baraka.client)).list[0]).toMatchObject({ messId: id, messTitle: 'Till 2 was opened', messTyp: '0', readFlg: 'N' });
    expect((await list(owner)).list.some((m) => m.messId === id)).toBe(false);
  });
});
