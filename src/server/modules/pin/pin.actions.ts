import { VerifyPasscodeTrans } from '../../../shared/actions/pin';
import { nowIso } from '../../db/util';
import { sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { checkOtp, sendOtp } from '../../security/otp';
import { readSecret } from '../../security/secrets';
import { checkOwnSecret } from '../credentials/credentials.service';
import { maskRecipient } from '../otp/otp.actions';

export const pinActions = [
  sessionAction(VerifyPasscodeTrans, {}, async (input, ctx) => {
    const auth = await ctx.db
      .selectFrom('pin_authorizations')
      .selectAll()
      .where('auth_tx_code', '=', input.authTxCode)
      .where('person_id', '=', ctx.session.personId)
      .where('merchant_id', '=', ctx.session.merchantId)
      .executeTakeFirst();
    // An authorization already given (A) may be given again while it lasts: a pay step the money
    // core refused (the balance, the day's limit) leaves it unspent, and the screens ask again.
    if ((auth?.status !== 'P' && auth?.status !== 'A') || auth.expires_at <= nowIso()) throw new BizError('MMCP2060');

    const pin = await readSecret(ctx, input.passcode);
    const left = await checkOwnSecret(ctx, '0', pin);
    if (auth.status === 'A') return { authTxCode: auth.auth_tx_code, leftTryTimes: left };

    if (auth.need_otp === 'Y') {
      if (!input.otpJrnNo || !input.otp) {
        const person = await ctx.db.selectFrom('persons').select(['phone', 'email']).where('id', '=', ctx.session.personId).executeTakeFirstOrThrow();
        const address = person.phone ?? person.email ?? '';
        const to = { channel: person.phone ? ('sms' as const) : ('email' as const), address };
        const { jrnNo } = await sendOtp(ctx, '18', to, ctx.session.personId);
        await ctx.db.updateTable('pin_authorizations').set({ otp_jrn_no: jrnNo }).where('auth_tx_code', '=', auth.auth_tx_code).execute();
        const maskedTo = maskRecipient(address);
        throw new BizError('MMCP2061', { maskedTo }, { needOtp: 'Y', jrnNo, maskedTo, leftTryTimes: left });
      }
      if (input.otpJrnNo !== auth.otp_jrn_no) throw new BizError('MMCP1022');
      await checkOtp(ctx.db, '18', input.otpJrnNo, input.otp, { personId: ctx.session.personId, ip: ctx.ip });
    }

    const result = await ctx.db
      .updateTable('pin_authorizations')
      .set({ status: 'A', authorized_at: nowIso() })
      .where('auth_tx_code', '=', auth.auth_tx_code)
      .where('status', '=', 'P')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new BizError('MMCP2060');
    return { authTxCode: auth.auth_tx_code, leftTryTimes: left };
  }),
];
