import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, type Locale, type TextParam, wordParams } from '../../../shared/i18n/messages';
import type { DeviceInfo } from '../../../shared/protocol/common';
import type { Database } from '../../db/schema';
import { totalOf } from '../../db/paging';
import { newId, nowIso } from '../../db/util';

export function findDevice(db: Kysely<Database>, personId: string, deviceId: string) {
  return db.selectFrom('devices').selectAll().where('person_id', '=', personId).where('device_id', '=', deviceId).executeTakeFirst();
}

export async function countTrusted(db: Kysely<Database>, personId: string): Promise<number> {
  const row = await db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('person_id', '=', personId)
    .where('trusted', '=', 'Y')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records a completed sign-in on a device, which is trusted from then on. */
export async function recordTrustedLogin(db: Kysely<Database>, personId: string, device: DeviceInfo, ip: string | null): Promise<void> {
  const now = nowIso();
  const described = {
    device_type: device.deviceType ?? null,
    browser: device.browser?.slice(0, 120) ?? null,
    os_version: device.osVersion?.slice(0, 80) ?? null,
  };
  await db
    .insertInto('devices')
    .values({ id: newId(), person_id: personId, device_id: device.deviceId, ...described, trusted: 'Y', first_seen_at: now, last_login_at: now, last_ip: ip })
    .onConflict((oc) => oc.columns(['person_id', 'device_id']).doUpdateSet({ ...described, trusted: 'Y', last_login_at: now, last_ip: ip }))
    .execute();
}

type DescribedDevice = { browser: string | null; os_version: string | null; device_type: string | null };

/** A readable name from what the device told us, as catalogue words ('Chrome 131 on Windows 11'). */
export function deviceWords(row: DescribedDevice): TextParam {
  if (row.browser && row.os_version) return { code: 'DEVICE_ON', params: { browser: row.browser, os: row.os_version } };
  if (row.browser || row.os_version) return (row.browser ?? row.os_version)!;
  if (row.device_type === 'web') return { code: 'DEVICE_WEB' };
  return row.device_type ?? { code: 'DEVICE_UNKNOWN' };
}

/** The device's name in the reader's language. */
export function deviceName(row: DescribedDevice, locale: Locale = DEFAULT_LOCALE): string {
  return wordParams({ name: deviceWords(row) }, locale).name as string;
}

export function maskDeviceId(id: string): string {
  return id.length <= 8 ? id : `${id.slice(0, 4)}…${id.slice(-4)}`;
}

/** Every device the business's people signed in from, latest sign-in first, paged. */
export async function listBusinessDevices(db: Kysely<Database>, merchantId: string, page: { limit: number; offset: number }) {
  // From the business's memberships (one per person) to their devices: never the whole table.
  const q = db
    .selectFrom('memberships as m')
    .innerJoin('devices as d', 'd.person_id', 'm.person_id')
    .innerJoin('persons as p', 'p.id', 'd.person_id')
    .where('m.merchant_id', '=', merchantId)
    // Its people now: not someone removed, blocked or deleted, whose devices are their own.
    .where('m.status', 'in', ['A', 'P']);
  const rows = await q
    .selectAll('d')
    .select(['p.first_name', 'p.last_name'])
    .orderBy('d.last_login_at', 'desc')
    .orderBy('d.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: await totalOf(q.select('d.id'), page, rows.length) };
}

/** The devices a person signed in from, latest sign-in first, paged. */
export async function listPersonDevices(db: Kysely<Database>, personId: string, page: { limit: number; offset: number }) {
  const q = db.selectFrom('devices').where('person_id', '=', personId);
  const rows = await q.selectAll().orderBy('last_login_at', 'desc').orderBy('id').limit(page.limit).offset(page.offset).execute();
  return { rows, total: await totalOf(q.select('id'), page, rows.length) };
}

/** `person|device` of every open session of these people (in use). */
export async function openDeviceIds(db: Kysely<Database>, personIds: string[]): Promise<Set<string>> {
  if (personIds.length === 0) return new Set();
  const open = await db
    .selectFrom('sessions')
    .select(['person_id', 'device_id'])
    .where('person_id', 'in', [...new Set(personIds)])
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .execute();
  return new Set(open.map((s) => `${s.person_id}|${s.device_id}`));
}
