import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TransferOrder } from '../shared/actions/transfer';
import { isoAfter, newId, nowIso } from './db/util';
import { RETENTION, tidy } from './housekeeping';
import { DEMO_LOGIN, signIn, withTestApp } from './testing/harness';

const t = withTestApp();
const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** An instant `ms` before the retention period of a row ends (kept) or after it (deleted). */
const justInside = (ms: number) => isoAfter(-ms + HOUR);
const justPast = (ms: number) => isoAfter(-ms - HOUR);

describe('housekeeping', () => {
  it('deletes expired randoms and keeps live ones', async () => {
    const client = t.client();
    await client.call('QryRandomNo');
    await t.database.db
      .insertInto('randoms')
      .values({ value_hash: 'old', bound_to: 'dev:x', expires_at: isoAfter(-2 * 3600_000), used_at: null })
      .execute();
    await tidy(t.database.db);
    const left = await t.database.db.selectFrom('randoms').select('value_hash').execute();
    expect(left.map((r) => r.value_hash)).not.toContain('old');
    expect(left.length).toBeGreaterThanOrEqual(1);
  });

  it('deletes PIN authorizations a day after they expire, spent or not', async () => {
    const { db } = t.database;
    const auth = (code: string, status: string, expiresAt: string) => ({
      auth_tx_code: code,
      person_id: 'person-owner',
      merchant_id: 'merc-demo',
      purpose: 'order:x',
      amount: 100,
      need_otp: 'N',
      otp_jrn_no: null,
      status,
      created_at: expiresAt,
      expires_at: expiresAt,
      authorized_at: null,
      used_at: null,
    });
    await db
      .insertInto('pin_authorizations')
      .values([
        auth('hk-spent-old', 'U', justPast(RETENTION.pinAuthorizationsMs)),
        auth('hk-unused-old', 'A', justPast(RETENTION.pinAuthorizationsMs)),
        auth('hk-spent-recent', 'U', justInside(RETENTION.pinAuthorizationsMs)),
        auth('hk-live', 'A', isoAfter(5 * 60_000)),
      ])
      .execute();
    await tidy(db);
    const left = await db.selectFrom('pin_authorizations').select('auth_tx_code').where('auth_tx_code', 'like', 'hk-%').orderBy('auth_tx_code').execute();
    expect(left.map((r) => r.auth_tx_code)).toEqual(['hk-live', 'hk-spent-recent']);
  });

  it('deletes finished jobs after 30 days and keeps failed, queued and recent ones', async () => {
    const { db } = t.database;
    const job = (key: string, status: 'Q' | 'R' | 'D' | 'F', finishedAt: string | null) => ({
      id: newId(),
      kind: 'housekeeping.test',
      dedupe_key: key,
      payload: 'null',
      status,
      run_at: status === 'Q' ? isoAfter(DAY) : finishedAt ?? nowIso(),
      max_attempts: 8,
      lease_owner: null,
      lease_until: null,
      last_error: status === 'F' ? 'network down' : null,
      created_at: finishedAt ?? nowIso(),
      finished_at: finishedAt,
    });
    await db
      .insertInto('jobs')
      .values([
        job('hk:done-old', 'D', justPast(RETENTION.finishedJobsMs)),
        job('hk:done-recent', 'D', justInside(RETENTION.finishedJobsMs)),
        job('hk:failed-old', 'F', justPast(RETENTION.finishedJobsMs)),
        job('hk:queued', 'Q', null),
      ])
      .execute();
    await tidy(db);
    const left = await db.selectFrom('jobs').select('dedupe_key').where('kind', '=', 'housekeeping.test').orderBy('dedupe_key').execute();
    expect(left.map((r) => r.dedupe_key)).toEqual(['hk:done-recent', 'hk:failed-old', 'hk:queued']);
  });

  it('deletes failure counters long past their window and keeps a live lock', async () => {
    const { db } = t.database;
    await db
      .insertInto('attempts')
      .values([
        { kind: 'hk', subject: 'old', failures: 2, window_started_at: justPast(RETENTION.attemptsMs), locked_until: null },
        { kind: 'hk', subject: 'old-lock-ended', failures: 3, window_started_at: justPast(RETENTION.attemptsMs), locked_until: isoAfter(-DAY) },
        { kind: 'hk', subject: 'old-still-locked', failures: 3, window_started_at: justPast(RETENTION.attemptsMs), locked_until: isoAfter(DAY) },
        { kind: 'hk', subject: 'recent', failures: 1, window_started_at: justInside(RETENTION.attemptsMs), locked_until: null },
      ])
      .execute();
    await tidy(db);
    const left = await db.selectFrom('attempts').select('subject').where('kind', '=', 'hk').orderBy('subject').execute();
    expect(left.map((r) => r.subject)).toEqual(['old-still-locked', 'recent']);
  });

  it('deletes one-time codes from the outbox after a day and delivered messages after a week, never an undelivered one', async () => {
    const { db } = t.database;
    const message = (recipient: string, purpose: string, createdAt: string, deliveredAt: string | null) => ({
      id: newId(),
      channel: 'sms',
      recipient,
      subject: null,
      body: purpose.startsWith('otp:') ? 'Your code is 123456' : 'Your receipt',
      purpose,
      created_at: createdAt,
      delivered_at: deliveredAt,
    });
    await db
      .insertInto('outbox')
      .values([
        message('hk-otp-old', 'otp:01', justPast(RETENTION.codesMs), null),
        message('hk-otp-recent', 'otp:01', justInside(RETENTION.codesMs), null),
        message('hk-delivered-old', 'receipt', justPast(RETENTION.deliveredMessagesMs), justPast(RETENTION.deliveredMessagesMs)),
        message('hk-delivered-recent', 'receipt', justPast(RETENTION.deliveredMessagesMs), justInside(RETENTION.deliveredMessagesMs)),
        message('hk-undelivered-old', 'receipt', isoAfter(-90 * DAY), null),
      ])
      .execute();
    await tidy(db);
    const left = await db.selectFrom('outbox').select('recipient').where('recipient', 'like', 'hk-%').orderBy('recipient').execute();
    expect(left.map((r) => r.recipient)).toEqual(['hk-delivered-recent', 'hk-otp-recent', 'hk-undelivered-old']);
  });

  it('a repeated pay step still answers the order sent, once its PIN authorization is deleted', async () => {
    const owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'housekeeping-device');
    const balance = async () => (await owner.call<{ availableBalance: number }>('QryWalletDetails')).body.availableBalance;
    const pre = await owner.call<{ ordNo: string; authTxCode: string }>('TransferPreOrder', {
      rcvCnl: '44',
      bnfMblNo: '0722555111',
      rcvNm: 'Akinyi Otieno',
      amount: 25_000,
      requestId: `hk-${crypto.randomBytes(8).toString('hex')}`,
    });
    expect(pre.body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await owner.seal(DEMO_LOGIN.pin) })).body.rspMsgCd).toBe('MMC00000');
    const pay = { ordNo: pre.body.ordNo, authTxCode: pre.body.authTxCode };
    const first = await owner.call<TransferOrder>('TransferPay', pay);
    expect(first.body.rspMsgCd).toBe('MMC00000');
    // The network answers asynchronously; the order is settled before its authorization goes, as
    // it would be a day later.
    for (let i = 0; ; i++) {
      const status = (await owner.call<{ status: string }>('QueryTransferOrdSts', { ordNo: pre.body.ordNo })).body.status;
      if (status === 'S') break;
      expect(i, `order still ${status}`).toBeLessThan(150);
      await new Promise((r) => setTimeout(r, 100));
    }
    const after = await balance();

    const { db } = t.database;
    await db.updateTable('pin_authorizations').set({ expires_at: justPast(RETENTION.pinAuthorizationsMs) }).where('auth_tx_code', '=', pre.body.authTxCode).execute();
    await tidy(db);
    expect(await db.selectFrom('pin_authorizations').select('auth_tx_code').where('auth_tx_code', '=', pre.body.authTxCode).executeTakeFirst()).toBeUndefined();

    const again = await owner.call<TransferOrder>('TransferPay', pay);
    expect(again.body).toMatchObject({ rspMsgCd: 'MMC00000', ordNo: pre.body.ordNo });
    expect(await balance()).toBe(after);
    const orders = await db.selectFrom('money_orders').select('id').where('ord_no', '=', pre.body.ordNo).execute();
    expect(orders).toHaveLength(1);
  });
});
