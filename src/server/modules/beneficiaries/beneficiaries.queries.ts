import type { Kysely, Selectable } from 'kysely';
import type { Beneficiary, BeneficiaryGroup, PayeeType } from '../../../shared/actions/beneficiaries';
import { channelByCode, TRANSFER_CHANNELS } from '../../../shared/dict/money';
import { totalOf } from '../../db/paging';
import type { BeneficiaryTable, Database } from '../../db/schema';
import { toNairobi14, yn, matches } from '../../db/util';
import { BizError } from '../../http/errors';

/** Beneficiaries and groups of one merchant: plain query functions taking `db`. */

type Row = Selectable<BeneficiaryTable>;

export const WALLET_CHANNELS = TRANSFER_CHANNELS.filter((c) => c.rail === 'internal').map((c) => c.code);
const PAYABLE_CHANNELS = TRANSFER_CHANNELS.filter((c) => c.supported).map((c) => c.code);

export function toBeneficiary(r: Row): Beneficiary {
  const channel = channelByCode(r.channel);
  return {
    bnfUsrNo: r.id,
    bnfName: r.name,
    nickname: r.nickname,
    bnfMblNo: r.mobile,
    rcvCnl: r.channel,
    rcvTyp: r.payee_type as PayeeType,
    channelType: channel?.channelType ?? '1',
    rcvBnkNm: r.bank_name,
    bankCode: r.bank_code,
    rcvAcNo: r.account_no,
    accountReference: r.account_reference,
    headImgUrl: null,
    walletFlg: yn(channel?.rail === 'internal'),
    createdAt: toNairobi14(r.created_at),
  };
}


export interface BeneficiaryFilter {
  limit: number;
  offset: number;
  qryEnter?: string;
  pageType: '1' | '2';
  bnfTyp?: PayeeType | '';
  walletFlg?: 'Y' | 'N' | '';
  rcvCnls?: string[];
}

/** A page of the merchant's beneficiaries, newest first. */
export async function listBeneficiaries(db: Kysely<Database>, merchantId: string, f: BeneficiaryFilter) {
  let q = db.selectFrom('beneficiaries').where('merchant_id', '=', merchantId);
  if (f.qryEnter) {
    const text = f.qryEnter;
    // A phone typed as 07… is stored as 2547…: look for its digits after the leading zero too.
    const digits = text.replace(/[\s+-]/g, '');
    const phone = /^0\d+$/.test(digits) ? digits.slice(1) : text;
    q = q.where((eb) =>
      eb.or([
        matches('name', text),
        matches('nickname', text),
        matches('mobile', phone, { folded: true }),
        matches('account_no', text),
      ]),
    );
  }
  if (f.pageType === '2') q = q.where('channel', 'in', PAYABLE_CHANNELS);
  if (f.bnfTyp) q = q.where('payee_type', '=', f.bnfTyp);
  if (f.walletFlg === 'Y') q = q.where('channel', 'in', WALLET_CHANNELS);
  if (f.walletFlg === 'N') q = q.where('channel', 'not in', WALLET_CHANNELS);
  if (f.rcvCnls?.length) q = q.where('channel', 'in', f.rcvCnls);
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute();
  return { list: rows.map(toBeneficiary), total: await totalOf(q.selectAll(), f, rows.length) };
}

export async function ownBeneficiary(db: Kysely<Database>, merchantId: string, id: string): Promise<Row> {
  const row = await db.selectFrom('beneficiaries').selectAll().where('id', '=', id).where('merchant_id', '=', merchantId).executeTakeFirst();
  if (!row) throw new BizError('MMCP4308');
  return row;
}

/** The groups a beneficiary is in. */
export function groupsOf(db: Kysely<Database>, beneficiaryId: string) {
  return db
    .selectFrom('beneficiary_group_members as gm')
    .innerJoin('beneficiary_groups as g', 'g.id', 'gm.group_id')
    .select(['g.id as groupId', 'g.name as groupName'])
    .where('gm.beneficiary_id', '=', beneficiaryId)
    .orderBy('g.name')
    .execute();
}

/**
 * The merchant's standing orders still running or paused (status 0, 1) that pay the same payee as
 * a beneficiary (channel, number, bank and, on a paybill, account reference): they keep the payee's
 * fields, so they go on paying it after the beneficiary is deleted (the delete confirmation says so).
 */
export async function standingOrdersPaying(
  db: Kysely<Database>,
  merchantId: string,
  b: { channel: string; mobile: string | null; account_no: string | null; bank_code: string | null; account_reference: string | null },
): Promise<{ orderNo: string; name: string }[]> {
  const rows = await db
    .selectFrom('standing_orders')
    .select(['order_no', 'name', 'payee'])
    .where('merchant_id', '=', merchantId)
    .where('status', 'in', ['0', '1'])
    .where('channel', '=', b.channel)
    .where('payee_account', '=', b.account_no ?? b.mobile ?? '')
    .orderBy('name')
    .execute();
  const fieldsOf = (payee: string): { accountReference?: string; bankCode?: string } => {
    try {
      return JSON.parse(payee) as { accountReference?: string; bankCode?: string };
    } catch {
      return {};
    }
  };
  // The same account number at another bank, or another account at the same paybill, is another payee.
  return rows
    .filter((r) => {
      const p = fieldsOf(r.payee);
      return (p.accountReference ?? null) === (b.account_reference ?? null) && (p.bankCode ?? null) === (b.bank_code ?? null);
    })
    .map((r) => ({ orderNo: r.order_no, name: r.name }));
}

/** Another beneficiary of the merchant that is the same payee, if any. */
export async function samePayee(db: Kysely<Database>, merchantId: string, payeeKey: string, exceptId?: string) {
  let q = db.selectFrom('beneficiaries').select('id').where('merchant_id', '=', merchantId).where('payee_key', '=', payeeKey);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export interface GroupFilter {
  limit: number;
  offset: number;
  qryEnter?: string;
}

/** A page of the merchant's groups, newest first, with how many beneficiaries each holds. */
export async function listGroups(db: Kysely<Database>, merchantId: string, f: GroupFilter): Promise<{ list: BeneficiaryGroup[]; total: number }> {
  let q = db.selectFrom('beneficiary_groups as g').where('g.merchant_id', '=', merchantId);
  if (f.qryEnter) q = q.where(matches('g.name', f.qryEnter));
  const rows = await q
    .select((eb) => [
      'g.id',
      'g.name',
      'g.created_at',
      eb.selectFrom('beneficiary_group_members as gm').select((c) => c.fn.countAll<number>().as('n')).whereRef('gm.group_id', '=', 'g.id').as('member_count'),
    ])
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  return {
    list: rows.map((r) => ({ groupId: r.id, groupName: r.name, memberCount: Number(r.member_count ?? 0), createdAt: toNairobi14(r.created_at) })),
    total: await totalOf(q.select('g.id'), f, rows.length),
  };
}

export async function ownGroup(db: Kysely<Database>, merchantId: string, id: string) {
  const row = await db.selectFrom('beneficiary_groups').selectAll().where('id', '=', id).where('merchant_id', '=', merchantId).executeTakeFirst();
  if (!row) throw new BizError('MMCP4309');
  return row;
}

export async function groupMembers(db: Kysely<Database>, groupId: string): Promise<Beneficiary[]> {
  const rows = await db
    .selectFrom('beneficiary_group_members as gm')
    .innerJoin('beneficiaries as b', 'b.id', 'gm.beneficiary_id')
    .selectAll('b')
    .where('gm.group_id', '=', groupId)
    .orderBy('gm.created_at')
    .orderBy('b.name')
    .execute();
  return rows.map(toBeneficiary);
}

/** 'A Beneficiary Group with the same name exists': names are compared without case. */
export async function assertGroupNameFree(db: Kysely<Database>, merchantId: string, name: string, exceptId?: string): Promise<void> {
  let q = db
    .selectFrom('beneficiary_groups')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BizError('MMCP4302');
}

/** Every id must be one of the merchant's beneficiaries (MMCP4308 otherwise). */
export async function assertOwnBeneficiaries(db: Kysely<Database>, merchantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.selectFrom('beneficiaries').select('id').where('merchant_id', '=', merchantId).where('id', 'in', ids).execute();
  if (found.length !== new Set(ids).size) throw new BizError('MMCP4308');
}
