import { describe, expect, it } from 'vitest';
import { isoAfter } from '../../db/util';
import { latestOtp, withTestApp } from '../../testing/harness';

const t = withTestApp();

type Sent = { jrnNo: string; resendAfter: number; maskedTo: string };

describe('one-time codes before sign-in', () => {
  it('sends a 4-digit code for registration to a new number through the SMS outbox', async () => {
    const client = t.client();
    const res = await client.call<Sent>('UnLoginSendOtp', { businessType: '01', userId: '0722000001', userIdType: 'P' });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', resendAfter: 60, maskedTo: '+254 *** *** 001' });
    const code = await latestOtp(t, '254722000001');
    expect(code).toMatch(/^\d{4}$/);
    const ok = await client.call<{ ticket: string }>('UnLoginCheckOtp', { businessType: '01', jrnNo: res.body.jrnNo, otp: code });
    expect(ok.body.rspMsgCd).toBe('MMC00000');
    expect(ok.body.ticket.length).toBeGreaterThan(20);
  });

  it("words the message in the language of the person asking, the code first", async () => {
    const client = t.client();
    const res = await client.call<Sent>('UnLoginSendOtp', { businessType: '01', userId: '0722000019', userIdType: 'P' }, { locale: 'zh-CN' });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    const sms = await t.database.db.selectFrom('outbox').select('body').where('recipient', '=', '254722000019').executeTakeFirstOrThrow();
    expect(sms.body).toMatch(/^\d{4} 是您的 Biashara 验证码，用于注册。5 分钟内有效。请勿告诉任何人，包括 .+ 的工作人员。$/);
    expect(await latestOtp(t, '254722000019')).toMatch(/^\d{4}$/);
  });

  it('uses a code once only', async () => {
    const client = t.client();
    const res = await client.call<Sent>('UnLoginSendOtp', { businessType: '01', userId: 'new.owner@example.co.ke', userIdType: 'E' });
    const code = await latestOtp(t, 'new.owner@example.co.ke');
    await client.call('UnLoginCheckOtp', { businessType: '01', jrnNo: res.body.jrnNo, otp: code });
    const again = await client.call('UnLoginCheckOtp', { businessType: '01', jrnNo: res.body.jrnNo, otp: code });
    expect(again.body.rspMsgCd).toBe('MMCP1022');
  });

  it('binds a code to its purpose', async () => {
    const client = t.client();
    const res = await client.call<Sent>('UnLoginSendOtp', { businessType: '02', userId: '0712345678', userIdType: 'P' });
    const code = await latestOtp(t, '254712345678');
    const other = await client.call('UnLoginCheckOtp', { businessType: '01', jrnNo: res.body.jrnNo, otp: code });
    expect(other.body.rspMsgCd).toBe('MMCP1022');
  });

  it('counts wrong codes down from four and then makes the number wait a minute', async () => {
    const client = t.client();
    const res = await client.call<Sent>('UnLoginSendOtp', { businessType: '01', userId: '0722000002', userIdType: 'P' });
    const code = await latestOtp(t, '254722000002');
    const wrong = code === '0000' ? '1111' : '0000';
    for (const left of [4, 3, 2, 1]) {
      const r = await client.call('UnLoginCheckOtp', { businessType: '01', jrnNo: res.body.jrnNo, otp: wrong });
      expect(r.body).toMatchObject({ rspMsgCd: 'MMCP1020', rspMsgInf: 'Incorrect verification code', leftTryTimes: left });
    }
    const last = await client.call('UnLoginCheckOtp', { businessType: '01', jrnNo: res.body.jrnNo, otp: wrong });
    expect(last.body).toMatchObject({ rspMsgCd: 'MMCP1021', rspMsgInf: 'You have exceed the maximum OTP attempts, retry after 1 minute' });
    const right = await client.call('UnLoginCheckOtp', { businessType: '01', jrnNo: res.body.jrnNo, otp: code });
    expect(right.body.rspMsgCd).toBe('MMCP1021');
    const resend = await client.call('UnLoginSendOtp', { businessType: '01', userId: '0722000002', userIdType: 'P' });
    expect(resend.body.rspMsgCd).toBe('MMCP1021');
  });

  it('refuses a resend within 60 seconds and after five codes an hour', async () => {
    const client = t.client();
    const first = await client.call('UnLoginSendOtp', { businessType: '01', userId: '0722000003', userIdType: 'P' });
    expect(first.body.rspMsgCd).toBe('MMC00000');
    const soon = await client.call<{ resendAfter: number }>('UnLoginSendOtp', { businessType: '01', userId: '0722000003', userIdType: 'P' });
    expect(soon.body.rspMsgCd).toBe('MMCP1025');
    expect(soon.body.resendAfter).toBeGreaterThan(50);
    for (let i = 0; i < 4; i++) {
      await t.database.db.updateTable('otps').set({ created_at: isoAfter(-(i + 2) * 61_000) }).where('recipient', '=', '254722000003').where('created_at', '>', isoAfter(-30_000)).execute();
      expect((await client.call('UnLoginSendOtp', { businessType: '01', userId: '0722000003', userIdType: 'P' })).body.rspMsgCd).toBe('MMC00000');
    }
    await t.database.db.updateTable('otps').set({ created_at: isoAfter(-10 * 61_000) }).where('recipient', '=', '254722000003').where('created_at', '>', isoAfter(-30_000)).execute();
    expect((await client.call('UnLoginSendOtp', { businessType: '01', userId: '0722000003', userIdType: 'P' })).body.rspMsgCd).toBe('MMCP1026');
  });

  it('refuses an expired code', async () => {
    const client = t.client();
    const res = await client.call<Sent>('UnLoginSendOtp', { businessType: '01', userId: '0722000004', userIdType: 'P' });
    const code = await latestOtp(t, '254722000004');
    await t.database.db.updateTable('otps').set({ expires_at: isoAfter(-1000) }).where('jrn_no', '=', res.body.jrnNo).execute();
    expect((await client.call('UnLoginCheckOtp', { businessType: '01', jrnNo: res.body.jrnNo, otp: code })).body.rspMsgCd).toBe('MMCP1022');
  });

  it('will not register a number that already exists, nor reset one that does not', async () => {
    const client = t.client();
    const taken = await client.call('UnLoginSendOtp', { businessType: '01', userId: '0712345678', userIdType: 'P' });
    expect(taken.body).toMatchObject({ rspMsgCd: 'MMCP1030', rspMsgInf: 'The Mobile Number provided already exists' });
    const missing = await client.call('UnLoginSendOtp', { businessType: '02', userId: 'ghost@example.co.ke', userIdType: 'E' });
    expect(missing.body).toMatchObject({ rspMsgCd: 'MMCP1031', rspMsgInf: 'account does not exist' });
  });

  it('refuses a malformed number or code, naming the field', async () => {
    const client = t.client();
    const phone = await client.call('UnLoginSendOtp', { businessType: '01', userId: '0812', userIdType: 'P' });
    expect(phone.body.fieldErrors?.[0]?.field).toBe('userId');
    const code = await client.call('UnLoginCheckOtp', { businessType: '01', jrnNo: 'x', otp: '12a4' });
    expect(code.body.fieldErrors?.[0]).toEqual({ field: 'otp', message: 'The verification code is 4 digits' });
  });

  it('never writes the code to the request log', async () => {
    const client = t.client();
    const res = await client.call<Sent>('UnLoginSendOtp', { businessType: '01', userId: '0722000005', userIdType: 'P' });
    const code = await latestOtp(t, '254722000005');
    await client.call('UnLoginCheckOtp', { businessType: '01', jrnNo: res.body.jrnNo, otp: code });
    const lines = t.logs.filter((l) => l.includes('UnLoginCheckOtp'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(`"${code}"`);
  });
});

describe('codes per client address', () => {
  it('stops one address from asking for more than 30 codes an hour', async () => {
    const client = t.client();
    await t.database.db.deleteFrom('attempts').where('kind', '=', 'otp-ip').execute();
    await t.database.db
      .insertInto('attempts')
      .values({ kind: 'otp-ip', subject: '127.0.0.1', failures: 30, window_started_at: isoAfter(-60_000), locked_until: isoAfter(3600_000) })
      .execute();
    const res = await client.call('UnLoginSendOtp', { businessType: '01', userId: '0722000099', userIdType: 'P' });
    expect(res.body.rspMsgCd).toBe('MMCP0009');
    await t.database.db.deleteFrom('attempts').where('kind', '=', 'otp-ip').execute();
    expect((await client.call('UnLoginSendOtp', { businessType: '01', userId: '0722000099', userIdType: 'P' })).body.rspMsgCd).toBe('MMC00000');
  });
});

describe('wrong codes per client address', () => {
  it('stops one address after 30 wrong codes an hour', async () => {
    const client = t.client();
    const sent = await client.call<Sent>('UnLoginSendOtp', { businessType: '01', userId: '0722000098', userIdType: 'P' });
    await t.database.db.deleteFrom('attempts').where('kind', '=', 'otp-check-ip').execute();
    await t.database.db
      .insertInto('attempts')
      .values({ kind: 'otp-check-ip', subject: '127.0.0.1', failures: 30, window_started_at: isoAfter(-60_000), locked_until: isoAfter(3600_000) })
      .execute();
    const res = await client.call('UnLoginCheckOtp', { businessType: '01', jrnNo: sent.body.jrnNo, otp: await latestOtp(t, '254722000098') });
    expect(res.body.rspMsgCd).toBe('MMCP0009');
    await t.database.db.deleteFrom('attempts').where('kind', '=', 'otp-check-ip').execute();
  });
});
