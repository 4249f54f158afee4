import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN, latestOtp, withTestApp } from './testing/harness';

const t = withTestApp();

describe('request logs', () => {
  it('carry no password, PIN, code, token, sealed secret or ID number after sign-in, registration and PIN flows', async () => {
    const secrets: string[] = [];
    const client = t.client('log-device-0001');

    const sealed = await client.seal(DEMO_LOGIN.password);
    secrets.push(sealed.slice(0, 32));
    await client.call('MerchantLogin', { userId: '0712345678', userIdType: 'P', password: sealed });
    secrets.push(client.token!);
    const pinSeal = await client.seal(DEMO_LOGIN.pin);
    secrets.push(pinSeal.slice(0, 32));
    await client.call('MerchantCheckPassword', { passwordType: '0', password: pinSeal });

    const newcomer = t.client('log-device-0002');
    const sent = await newcomer.call<{ jrnNo: string }>('UnLoginSendOtp', { businessType: '01', userId: '0744123456', userIdType: 'P' });
    const code = await latestOtp(t, '254744123456');
    const checked = await newcomer.call<{ ticket: string }>('UnLoginCheckOtp', { businessType: '01', jrnNo: sent.body.jrnNo, otp: code });
    secrets.push(checked.body.ticket);
    const reg = await newcomer.call<{ registerToken: string }>('GetRegisterSessionToken', { ticket: checked.body.ticket });
    secrets.push(reg.body.registerToken);
    await newcomer.call('UpdatePersonInfo', { registerToken: reg.body.registerToken, firstName: 'Zawadi', lastName: 'Mutua', idType: '01', idNo: '27654321' });

    const log = t.logs.join('');
    for (const action of ['MerchantLogin', 'MerchantCheckPassword', 'UnLoginCheckOtp', 'UpdatePersonInfo']) {
      expect(log).toContain(`"action":"${action}"`);
    }
    for (const secret of [...secrets, DEMO_LOGIN.password, '27654321']) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).not.toMatch(new RegExp(`"${code}"`));
  });
});
