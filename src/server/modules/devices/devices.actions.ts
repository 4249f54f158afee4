import { GetDevice, QueryTrustDevice, UnbindTrustDevice } from '../../../shared/actions/devices';
import { nowIso, toNairobi14, yn } from '../../db/util';
import { type PersonContext, personAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { hasBusiness, type SessionInfo } from '../../security/sessions';
import { deviceName, deviceWords, findDevice, listBusinessDevices, listPersonDevices, maskDeviceId, openDeviceIds } from './devices.queries';
import { actOnRefusal, assertMayActOn } from '../staff/authority';
import { roleHolds } from '../staff/staff.queries';

/** Function 39: DeviceManagement (spec 000 section 6), the business scope's permission. */
const DEVICE_MANAGEMENT = '39';

/** The business scope needs a business and function 39, checked here as the router would. */
async function requireDeviceManagement(ctx: PersonContext): Promise<SessionInfo> {
  const session = ctx.session;
  if (!hasBusiness(session)) throw new BizError('MMCP1040');
  if (!(await roleHolds(ctx.db, session.roleId, DEVICE_MANAGEMENT))) throw new BizError('MMCP0403');
  return session;
}

export const devicesActions = [
  personAction(GetDevice, async (input, ctx) => {
    if (input.scope === 'business') {
      const session = await requireDeviceManagement(ctx);
      const { rows, total } = await listBusinessDevices(ctx.db, session.merchantId, input);
      const inUse = await openDeviceIds(
        ctx.db,
        rows.map((r) => r.person_id),
      );
      // Whose devices the reader may remove (the owner's are the owner's; a mandate member's too):
      // asked once a person on the page, so the page offers no Remove the server would refuse.
      const mayRemove = new Map<string, boolean>();
      for (const personId of new Set(rows.map((r) => r.person_id))) {
        mayRemove.set(personId, personId === session.personId || (await actOnRefusal(ctx.db, session, personId)) === null);
      }
      const list = rows.map((d) => ({
        deviceNo: d.id,
        imei: maskDeviceId(d.device_id),
        deviceName: deviceName(d, ctx.locale),
        trusted: yn(d.trusted),
        inUse: yn(inUse.has(`${d.person_id}|${d.device_id}`)),
        current: yn(d.person_id === session.personId && d.device_id === session.deviceId),
        lastLoginAt: toNairobi14(d.last_login_at),
        lastIp: d.last_ip,
        personId: d.person_id,
        personName: `${d.first_name} ${d.last_name}`.trim(),
        removable: yn(!(d.person_id === session.personId && d.device_id === session.deviceId) && mayRemove.get(d.person_id) === true),
      }));
      return { list, total };
    }
    const [{ rows, total }, inUse, me] = await Promise.all([
      listPersonDevices(ctx.db, ctx.session.personId, input),
      openDeviceIds(ctx.db, [ctx.session.personId]),
      ctx.db.selectFrom('persons').select(['first_name', 'last_name']).where('id', '=', ctx.session.personId).executeTakeFirstOrThrow(),
    ]);
    const list = rows.map((d) => ({
      deviceNo: d.id,
      imei: maskDeviceId(d.device_id),
      deviceName: deviceName(d, ctx.locale),
      trusted: yn(d.trusted),
      inUse: yn(inUse.has(`${d.person_id}|${d.device_id}`)),
      current: yn(d.device_id === ctx.session.deviceId),
      lastLoginAt: toNairobi14(d.last_login_at),
      lastIp: d.last_ip,
      personId: d.person_id,
      personName: `${me.first_name} ${me.last_name}`.trim(),
      removable: yn(d.device_id !== ctx.session.deviceId),
    }));
    return { list, total };
  }),

  personAction(QueryTrustDevice, async (_input, ctx) => {
    const [device, person] = await Promise.all([
      findDevice(ctx.db, ctx.session.personId, ctx.session.deviceId),
      ctx.db.selectFrom('persons').select('new_device_otp').where('id', '=', ctx.session.personId).executeTakeFirstOrThrow(),
    ]);
    return { trusted: yn(device?.trusted), newDeviceOtp: yn(person.new_device_otp) };
  }),

  personAction(UnbindTrustDevice, async (input, ctx) => {
    let q = ctx.db
      .selectFrom('devices as d')
      .innerJoin('persons as p', 'p.id', 'd.person_id')
      .selectAll('d')
      .select(['p.first_name', 'p.last_name'])
      .where('d.id', '=', input.deviceNo);
    if (input.scope === 'business') {
      const session = await requireDeviceManagement(ctx);
      // Only a device of one of this business's people.
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('memberships as m')
            .select('m.id')
            .whereRef('m.person_id', '=', 'd.person_id')
            .where('m.merchant_id', '=', session.merchantId)
            .where('m.status', 'in', ['A', 'P']),
        ),
      );
    } else {
      q = q.where('d.person_id', '=', ctx.session.personId);
    }
    const device = await q.executeTakeFirst();
    if (!device) throw new BizError(input.scope === 'business' ? 'MMCP4804' : 'MMCP1052');
    if (device.person_id === ctx.session.personId && device.device_id === ctx.session.deviceId) throw new BizError('MMCP1053');
    // Removing another person's device signs them out: only someone the caller may act on.
    if (input.scope === 'business' && device.person_id !== ctx.session.personId) await assertMayActOn(ctx.db, await requireDeviceManagement(ctx), device.person_id);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('devices').where('id', '=', device.id).execute();
      // Its sessions end at once: the next call on them answers URMP229 (forced sign-out).
      await trx
        .updateTable('sessions')
        .set({ revoked_at: nowIso(), revoke_code: 'URMP229' })
        .where('person_id', '=', device.person_id)
        .where('device_id', '=', device.device_id)
        .where('revoked_at', 'is', null)
        .execute();
    });
    const person = `${device.first_name} ${device.last_name}`.trim();
    const name = deviceWords(device);
    const own = device.person_id === ctx.session.personId;
    await ctx.audit({
      event: 'DEVICE_REMOVED',
      detail: own ? { code: 'AUDIT_DEVICE_REMOVED', params: { device: name, deviceId: maskDeviceId(device.device_id) } } : { code: 'AUDIT_DEVICE_REMOVED_OF', params: { device: name, deviceId: maskDeviceId(device.device_id), person } },
      before: { person, device: name, deviceId: maskDeviceId(device.device_id), lastLoginAt: toNairobi14(device.last_login_at), lastIp: device.last_ip },
    });
    return {};
  }),
];
