import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../../../shared/actions/contract';
import { sessionAction } from '../../http/action';
import { consumePinAuthorization, createPinAuthorization } from '../../security/authorizations';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, latestOtp, withTestApp } from '../../testing/harness';

// A money order stands in for the real ones (transfers, bills) that create and consume authorizations.
const TestPreOrder = contract('TestPreOrder', z.object({ amount: z.number().int(), needOtp: z.boolean() }), z.object({ authTxCode: z.string() }));
const TestPay = contract('TestPay', z.object({ authTxCode: z.string() }), z.object({ paid: z.number().int().nullable() }));
const testActions = [
  sessionAction(TestPreOrder, {}, async (input, ctx) => ({
    authTxCode: await createPinAuthorization(ctx.db, { personId: ctx.session.personId, merchantId: ctx.session.merchantId, purpose: 'test', amount: input.amount, needOtp: input.needOtp }),
  })),
  sessionAction(TestPay, {}, async (input, ctx) => ({
    paid: (await consumePinAuthorization(ctx.db, input.authTxCode, ctx.session.personId, ctx.session.merchantId)).amount,
  })),
];

const t = withTestApp({}, { extraActions: testActions });

async function owner(device: string): Promise<WireClient> {
  const client = t.client(device);
  expect((await client.login('0712345678', 'P', DEMO_LOGIN.password)).body.rspMsgCd).toBe('MMC00000');
  return client;
}

async function order(client: WireClient, amount: number, needOtp = false): Promise<string> {
  return (await client.call<{ authTxCode: string }>('TestPreOrder', { amount, needOtp })).body.authTxCode;
}

describe('VerifyPasscodeTrans', () => {
  it('authorizes one order once with the PIN, and the pay step spends it once', async () => {
    const client = await owner('pin-device-0001');
    const code = await order(client, 150_000);
    expect((await client.call('TestPay', { authTxCode: code })).body.rspMsgCd).toBe('MMCP2060');
    const ok = await client.call('VerifyPasscodeTrans', { authTxCode: code, passcode: await client.seal(DEMO_LOGIN.pin) });
    expect(ok.body).toMatchObject({ rspMsgCd: 'MMC00000', authTxCode: code, leftTryTimes: 3 });
    // Given again before the pay step (a refused pay step sends the person back to the PIN): still one payment.
    const twice = await client.call('VerifyPasscodeTrans', { authTxCode: code, passcode: await client.seal(DEMO_LOGIN.pin) });
    expect(twice.body).toMatchObject({ rspMsgCd: 'MMC00000', authTxCode: code });
    expect((await client.call('TestPay', { authTxCode: code })).body).toMatchObject({ rspMsgCd: 'MMC00000', paid: 150_000 });
    expect((await client.call('TestPay', { authTxCode: code })).body.rspMsgCd).toBe('MMCP2060');
    const again = await client.call('VerifyPasscodeTrans', { authTxCode: code, passcode: await client.seal(DEMO_LOGIN.pin) });
    expect(again.body.rspMsgCd).toBe('MMCP2060');
  });

  it('counts wrong PINs down and ends with MMCP2050', async () => {
    const client = await owner('pin-device-0002');
    const code = await order(client, 100);
    for (const left of [2, 1]) {
      const r = await client.call('VerifyPasscodeTrans', { authTxCode: code, passcode: await client.seal('0000') });
      expect(r.body).toMatchObject({ rspMsgCd: 'MMCP2007', rspMsgInf: 'Please enter the correct PIN', leftTryTimes: left });
    }
    expect((await client.call('VerifyPasscodeTrans', { authTxCode: code, passcode: await client.seal('0000') })).body.rspMsgCd).toBe('MMCP2050');
    expect((await client.call('VerifyPasscodeTrans', { authTxCode: code, passcode: await client.seal(DEMO_LOGIN.pin) })).body.rspMsgCd).toBe('MMCP2050');
    await t.database.db.deleteFrom('attempts').where('kind', '=', 'pin').execute();
  });

  it('asks for a code when the order needs 3D certification', async () => {
    const client = await owner('pin-device-0003');
    const code = await order(client, 9_000_000, true);
    const asked = await client.call<{ jrnNo: string }>('VerifyPasscodeTrans', { authTxCode: code, passcode: await client.seal(DEMO_LOGIN.pin) });
    expect(asked.body).toMatchObject({ rspMsgCd: 'MMCP2061', needOtp: 'Y', maskedTo: '+254 *** *** 678' });
    expect((await client.call('TestPay', { authTxCode: code })).body.rspMsgCd).toBe('MMCP2060');
    const ok = await client.call('VerifyPasscodeTrans', {
      authTxCode: code,
      passcode: await client.seal(DEMO_LOGIN.pin),
      otpJrnNo: asked.body.jrnNo,
      otp: await latestOtp(t, '254712345678'),
    });
    expect(ok.body.rspMsgCd).toBe('MMC00000');
    expect((await client.call('TestPay', { authTxCode: code })).body.paid).toBe(9_000_000);
  });

  it('stops one client address after 20 wrong PINs or passwords an hour', async () => {
    const client = await owner('pin-device-0006');
    const code = await order(client, 100);
    await t.database.db.deleteFrom('attempts').where('kind', '=', 'secret-ip').execute();
    await t.database.db
      .insertInto('attempts')
      .values({ kind: 'secret-ip', subject: '127.0.0.1', failures: 20, window_started_at: new Date().toISOString(), locked_until: new Date(Date.now() + 3600_000).toISOString() })
      .execute();
    expect((await client.call('VerifyPasscodeTrans', { authTxCode: code, passcode: await client.seal(DEMO_LOGIN.pin) })).body.rspMsgCd).toBe('MMCP0009');
    await t.database.db.deleteFrom('attempts').where('kind', '=', 'secret-ip').execute();
  });

  it('will not authorize another person’s order', async () => {
    const client = await owner('pin-device-0004');
    const code = await order(client, 100);
    const admin = t.client('pin-device-0005');
    await admin.login('admin@demo.co.ke', 'E', DEMO_LOGIN.password);
    expect((await admin.call('VerifyPasscodeTrans', { authTxCode: code, passcode: await admin.seal(DEMO_LOGIN.pin) })).body.rspMsgCd).toBe('MMCP2060');
  });
});
