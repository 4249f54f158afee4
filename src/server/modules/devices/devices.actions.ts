import { GetDevice, QueryTrustDevice, UnbindTrustDevice } from '../../../shared/actions/devices';
import { nowIso, toNairobi14, yn } from '../../db/util';
import { personAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { deviceName, findDevice, maskDeviceId } from './devices.queries';

export const devicesActions = [
  personAction(GetDevice, async (_input, ctx) => {
    const now = nowIso();
    const [rows, open] = await Promise.all([
      ctx.db.selectFrom('devices').selectAll().where('person_id', '=', ctx.session.personId).orderBy('last_login_at', 'desc').execute(),
      ctx.db
        .selectFrom('sessions')
        .select('device_id')
        .where('person_id', '=', ctx.session.personId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .execute(),
    ]);
    const inUse = new Set(open.map((s) => s.device_id));
    const list = rows.map((d) => ({
      deviceNo: d.id,
      imei: maskDeviceId(d.device_id),
      deviceName: deviceName(d),
      trusted: yn(d.trusted),
      inUse: yn(inUse.has(d.device_id)),
      current: yn(d.device_id === ctx.session.deviceId),
      lastLoginAt: toNairobi14(d.last_login_at),
      lastIp: d.last_ip,
    }));
    return { list, total: list.length };
  }),

  personAction(QueryTrustDevice, async (_input, ctx) => {
    const [device, person] = await Promise.all([
      findDevice(ctx.db, ctx.session.personId, ctx.session.deviceId),
      ctx.db.selectFrom('persons').select('new_device_otp').where('id', '=', ctx.session.personId).executeTakeFirstOrThrow(),
    ]);
    return { trusted: yn(device?.trusted), newDeviceOtp: yn(person.new_device_otp) };
  }),

  personAction(UnbindTrustDevice, async (input, ctx) => {
    const device = await ctx.db
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', input.deviceNo)
      .where('person_id', '=', ctx.session.personId)
      .executeTakeFirst();
    if (!device) throw new BizError('MMCP1052');
    if (device.device_id === ctx.session.deviceId) throw new BizError('MMCP1053');
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('devices').where('id', '=', device.id).execute();
      await trx
        .updateTable('sessions')
        .set({ revoked_at: nowIso(), revoke_code: 'URMP229' })
        .where('person_id', '=', ctx.session.personId)
        .where('device_id', '=', device.device_id)
        .where('revoked_at', 'is', null)
        .execute();
    });
    await ctx.audit({ event: 'DEVICE_REMOVED', detail: `Removed ${deviceName(device)} (${maskDeviceId(device.device_id)})` });
    return {};
  }),
];
