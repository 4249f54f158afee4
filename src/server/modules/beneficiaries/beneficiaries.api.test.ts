import { beforeAll, describe, expect, it } from 'vitest';
import type { Beneficiary, BeneficiaryGroup } from '../../../shared/actions/beneficiaries';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, registerBusinessOwner, signIn as signInAs, withTestApp } from '../../testing/harness';
import { simulatedName } from '../../rails/bank/simulator';

const t = withTestApp();

type List<T> = { list: T[]; total: number };

const signIn = (userId: string, type: 'P' | 'E' | 'S', device: string, password?: string) => signInAs(t, userId, type, device, password);
const otherBusiness = (phone: string, first: string, last: string, idNo: string, device: string) => registerBusinessOwner(t, { phone, first, last, idNo, device });

let owner: WireClient;
let baraka: Awaited<ReturnType<typeof otherBusiness>>;

beforeAll(async () => {
  owner = await signIn(DEMO_LOGIN.owner.userId, 'P', 'bnf-device-owner');
  baraka = await otherBusiness('0755400001', 'Baraka', 'Mwangi', '31400001', 'bnf-device-baraka');
});

/** The demo's landlord, saved as a payee (the bank simulator names the account). */
const LANDLORD = simulatedName('01/1104567777');

const mpesa = (phone: string, name: string) => ({ rcvCnl: '44', bnfMblNo: phone, bnfName: name });

describe('the beneficiary list', () => {
  it("pages the demo business's beneficiaries, newest first", async () => {
    const first = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { limit: 2, offset: 0 });
    expect(first.body.total).toBe(6);
    expect(first.body.list.map((b) => b.bnfName)).toEqual(['Kenya Power', 'Njeri Wholesalers']);
    const third = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { limit: 2, offset: 4 });
    expect(third.body.list.map((b) => b.bnfName)).toEqual([LANDLORD, 'Mary Achieng']);
    expect(third.body.list[1]).toMatchObject({ rcvCnl: '44', rcvTyp: 'M', bnfMblNo: '254722000111', walletFlg: 'N', headImgUrl: null });
  });

  it('finds a beneficiary by part of the name, or by the phone as it is typed', async () => {
    const byName = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { qryEnter: 'achi' });
    expect(byName.body.list.map((b) => b.bnfName)).toEqual(['Mary Achieng']);
    const byPhone = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { qryEnter: '0733000222' });
    expect(byPhone.body.list.map((b) => b.bnfName)).toEqual(['John Otieno']);
    const byAccount = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { qryEnter: '0180291234567' });
    expect(byAccount.body.list[0]).toMatchObject({ bnfName: 'Kamau Hardware Supplies', rcvBnkNm: 'Equity Bank', bankCode: '68', rcvTyp: 'A' });
    // A typed % or _ is looked for as itself (no name has one), never 'match everything'.
    for (const qryEnter of ['%', '_']) expect((await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { qryEnter })).body.total).toBe(0);
  });

  it('filters by payee type: accounts, or mobile money', async () => {
    const accounts = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { bnfTyp: 'A' });
    expect(accounts.body.list.map((b) => b.bnfName).sort()).toEqual(['Kamau Hardware Supplies', LANDLORD, 'Njeri Wholesalers'].sort());
    const mobile = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { bnfTyp: 'M', pageType: '2' });
    expect(mobile.body.total).toBe(3);
    const all = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { bnfTyp: '', walletFlg: '' });
    expect(all.body.total).toBe(6);
  });

  it('filters by channel: the send-money tab offers only its channels', async () => {
    const all = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { limit: 50 });
    const byPhone = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { rcvCnls: ['28', '44', '65'], limit: 50 });
    expect(byPhone.body.total).toBeGreaterThan(0);
    expect(byPhone.body.total).toBeLessThan(all.body.total);
    expect(byPhone.body.list.every((b) => ['28', '44', '65'].includes(b.rcvCnl) && b.bnfMblNo)).toBe(true);
    expect((await owner.call('QueryBeneficiaryList', { rcvCnls: 'x' })).body.fieldErrors?.[0]?.field).toBe('rcvCnls');
  });

  it('refuses a page size past the limit and an unknown payee type, naming the field', async () => {
    expect((await owner.call('QueryBeneficiaryList', { limit: 500 })).body.fieldErrors?.[0]?.field).toBe('limit');
    expect((await owner.call('QueryBeneficiaryList', { bnfTyp: 'X' })).body.fieldErrors?.[0]?.field).toBe('bnfTyp');
  });

  it('offers the channels, NCBA among them as not supported', async () => {
    const res = await owner.call<{ product: string; list: { rcvCnl: string; label: string; payee: string; supported: string; nameCheck: string; walletFlg: string }[] }>(
      'QueryBeneficiaryChannels',
    );
    expect(res.body.list).toHaveLength(11);
    expect(res.body.list.find((c) => c.rcvCnl === '63')).toMatchObject({ supported: 'N', payee: 'account' });
    expect(res.body.list.find((c) => c.rcvCnl === '28')).toMatchObject({ label: res.body.product, nameCheck: 'Y', walletFlg: 'Y', payee: 'phone' });
    expect(res.body.list.find((c) => c.rcvCnl === 'A1')).toMatchObject({ label: 'M-PESA paybill', payee: 'paybill', nameCheck: 'N' });
  });
});

describe('adding, amending and deleting a beneficiary', () => {
  it('adds an M-PESA payee, shows it in the list and its detail, and records it in the audit trail', async () => {
    const added = await owner.call<{ bnfUsrNo: string; bnfName: string }>('AddBeneficiary', { ...mpesa('0711222333', 'Halima Abdi'), nickname: 'Halima' });
    expect(added.body).toMatchObject({ rspMsgCd: 'MMC00000', bnfName: 'Halima Abdi' });
    const detail = await owner.call<Beneficiary & { groups: unknown[] }>('QueryBeneficiaryDetail', { bnfUsrNo: added.body.bnfUsrNo });
    expect(detail.body).toMatchObject({ bnfName: 'Halima Abdi', nickname: 'Halima', bnfMblNo: '254711222333', rcvCnl: '44', rcvTyp: 'M', channelType: '1', groups: [] });
    const list = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { limit: 1 });
    expect(list.body.list[0]?.bnfUsrNo).toBe(added.body.bnfUsrNo);
    const audit = await t.database.db.selectFrom('audit_trail').selectAll().where('event', '=', 'BENEFICIARY_ADD').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ detail: 'Added Halima Abdi (M-PESA mobile)', operator_name: 'Wanjiku Kamau', action: 'AddBeneficiary' });
  });

  it('refuses the same channel and number twice, but takes the number on another channel', async () => {
    const again = await owner.call('AddBeneficiary', mpesa('254722000111', 'Mary A'));
    expect(again.body).toMatchObject({ rspMsgCd: 'MMCP4307', rspMsgInf: 'This beneficiary has already been added' });
    const pesalink = await owner.call('AddBeneficiary', { rcvCnl: '65', bnfMblNo: '0722000111', bnfName: 'Mary Achieng' });
    expect(pesalink.body.rspMsgCd).toBe('MMC00000');
  });

  it('adds a bank payee with its bank, a paybill with its account, and a card', async () => {
    const bank = await owner.call<{ bnfUsrNo: string }>('AddBeneficiary', { rcvCnl: '42', bankCode: '11', rcvAcNo: '01129876543210', bnfName: 'Mombasa Millers' });
    expect(bank.body.rspMsgCd).toBe('MMC00000');
    const bankDetail = await owner.call<Beneficiary>('QueryBeneficiaryDetail', { bnfUsrNo: bank.body.bnfUsrNo });
    expect(bankDetail.body).toMatchObject({ rcvBnkNm: 'Co-operative Bank', rcvAcNo: '01129876543210', rcvTyp: 'A', channelType: '2', bnfMblNo: null });
    const paybill = await owner.call<{ bnfUsrNo: string }>('AddBeneficiary', { rcvCnl: 'A1', rcvAcNo: '888880', accountReference: '54407999888', bnfName: 'Kenya Power Westlands' });
    expect(paybill.body.rspMsgCd).toBe('MMC00000');
    const card = await owner.call('AddBeneficiary', { rcvCnl: '46', rcvAcNo: '4111111111111111', bnfName: 'Peter Card' });
    expect(card.body.rspMsgCd).toBe('MMC00000');
  });

  it('refuses fields that do not fit the channel, with the shared rule messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [mpesa('12345', 'Somebody'), 'bnfMblNo', 'Please enter a valid mobile number'],
      [mpesa('0711000999', 'A'), 'bnfName', 'Minimum field length = 2'],
      [{ rcvCnl: '46', rcvAcNo: '123456', bnfName: 'Card Holder' }, 'rcvAcNo', 'The card number is 7 to 18 digits'],
      [{ rcvCnl: 'A1', rcvAcNo: '1234', accountReference: 'X1', bnfName: 'Utility' }, 'rcvAcNo', 'The paybill number is 5 to 7 digits'],
      [{ rcvCnl: 'A1', rcvAcNo: '123456', bnfName: 'Utility' }, 'accountReference', 'This field is required'],
      [{ rcvCnl: '30', rcvAcNo: '80010020030', bnfName: 'Shop' }, 'rcvAcNo', 'The merchant number is 12 digits'],
      [{ rcvCnl: '40', bankCode: '68', rcvAcNo: '1234567890123456789', bnfName: 'Too Long' }, 'rcvAcNo', 'The account number is up to 18 digits'],
      [{ rcvCnl: '40', rcvAcNo: '1234567890', bnfName: 'No Bank' }, 'bankCode', 'This field is required'],
      [{ rcvCnl: '99', bnfName: 'Nowhere' }, 'rcvCnl', 'Invalid value'],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.call('AddBeneficiary', body);
      expect(res.body.rspMsgCd, JSON.stringify(body)).toBe('MMCP0006');
      expect(res.body.fieldErrors?.[0], JSON.stringify(body)).toEqual({ field, message });
    }
  });

  it('refuses NCBA, on its own channel and as the bank of a PesaLink payee', async () => {
    const ncba = await owner.call('AddBeneficiary', { rcvCnl: '63', rcvAcNo: '1000123456', bnfName: 'Ncba Payee' });
    expect(ncba.body).toMatchObject({ rspMsgCd: 'MMCP4305', rspMsgInf: 'Sorry! We do not support send money to NCBA account' });
    const viaPesalink = await owner.call('AddBeneficiary', { rcvCnl: '40', bankCode: '07', rcvAcNo: '1000123456', bnfName: 'Ncba Payee' });
    expect(viaPesalink.body.rspMsgCd).toBe('MMCP4305');
  });

  it("refuses the business's own bank account", async () => {
    const own = await owner.call('AddBeneficiary', { rcvCnl: '41', bankCode: '01', rcvAcNo: '1187654321', bnfName: 'Amani Traders' });
    expect(own.body).toMatchObject({ rspMsgCd: 'MMCP4304', rspMsgInf: 'You have entered your own account number' });
  });

  it('amends a beneficiary, and refuses making it a copy of another', async () => {
    const list = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { qryEnter: 'Halima' });
    const halima = list.body.list[0]!;
    const amended = await owner.call('UpdateBeneficiary', { bnfUsrNo: halima.bnfUsrNo, rcvCnl: '44', bnfMblNo: '0711222334', bnfName: 'Halima A. Abdi', nickname: '' });
    expect(amended.body).toMatchObject({ rspMsgCd: 'MMC00000', bnfName: 'Halima A. Abdi' });
    const detail = await owner.call<Beneficiary>('QueryBeneficiaryDetail', { bnfUsrNo: halima.bnfUsrNo });
    expect(detail.body).toMatchObject({ bnfName: 'Halima A. Abdi', nickname: null, bnfMblNo: '254711222334' });
    const copy = await owner.call('UpdateBeneficiary', { bnfUsrNo: halima.bnfUsrNo, ...mpesa('0733000222', 'John') });
    expect(copy.body.rspMsgCd).toBe('MMCP4307');
    const unknown = await owner.call('UpdateBeneficiary', { bnfUsrNo: 'nope', ...mpesa('0733000999', 'Nobody') });
    expect(unknown.body).toMatchObject({ rspMsgCd: 'MMCP4308', rspMsgInf: 'Beneficiary not found' });
    expect((await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'BENEFICIARY_UPDATE').executeTakeFirstOrThrow()).detail).toBe(
      'Amended Halima A. Abdi (M-PESA mobile)',
    );
  });

  it('deletes a beneficiary, which leaves its groups', async () => {
    const added = await owner.call<{ bnfUsrNo: string }>('AddBeneficiary', mpesa('0799000111', 'Short Lived'));
    const group = await owner.call<{ groupId: string }>('AddBeneficiaryGroup', { groupName: 'Temporary', bnfUsrNos: [added.body.bnfUsrNo] });
    expect((await owner.call('DeleteBeneficiary', { bnfUsrNo: added.body.bnfUsrNo })).body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('QueryBeneficiaryDetail', { bnfUsrNo: added.body.bnfUsrNo })).body.rspMsgCd).toBe('MMCP4308');
    const detail = await owner.call<{ members: Beneficiary[] }>('QueryBeneficiaryGroupDetail', { groupId: group.body.groupId });
    expect(detail.body.members).toEqual([]);
    expect((await owner.call('DeleteBeneficiary', { bnfUsrNo: added.body.bnfUsrNo })).body.rspMsgCd).toBe('MMCP4308');
    expect((await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'BENEFICIARY_DELETE').executeTakeFirstOrThrow()).detail).toBe(
      'Deleted Short Lived (M-PESA mobile)',
    );
  });
});

describe('{product}-wallet payees', () => {
  it('answers the registered name of a wallet phone and of a merchant number', async () => {
    const byPhone = await owner.call('CheckBeneficiaryName', { rcvCnl: '28', bnfMblNo: baraka.phone });
    expect(byPhone.body).toMatchObject({ rspMsgCd: 'MMC00000', bnfName: 'Baraka Mwangi', walletFlg: 'Y' });
    const byMerchant = await owner.call('CheckBeneficiaryName', { rcvCnl: '30', rcvAcNo: baraka.mercNo });
    expect(byMerchant.body).toMatchObject({ bnfName: 'Baraka Kiosk', walletFlg: 'Y' });
    const outside = await owner.call('CheckBeneficiaryName', { rcvCnl: '44', bnfMblNo: '0711000000' });
    expect(outside.body).toMatchObject({ rspMsgCd: 'MMC00000', bnfName: null, walletFlg: 'N' });
  });

  it('asks the networks for the names of bank and PesaLink payees, businesses registered here first', async () => {
    const bank = await owner.call('CheckBeneficiaryName', { rcvCnl: '41', bankCode: '68', rcvAcNo: '0180291234567' });
    expect(bank.body.rspMsgCd).toBe('MMC00000');
    expect(typeof bank.body.bnfName).toBe('string');
    // The bank simulator knows no holder of an account ending 0001: no name, and no refusal.
    const unknown = await owner.call('CheckBeneficiaryName', { rcvCnl: '41', bankCode: '68', rcvAcNo: '0180290000001' });
    expect(unknown.body).toMatchObject({ rspMsgCd: 'MMC00000', bnfName: null });
    await t.database.db
      .insertInto('pesalink_registrations')
      .values({ merchant_id: (await t.database.db.selectFrom('merchants').select('id').where('merc_no', '=', baraka.mercNo).executeTakeFirstOrThrow()).id, phone: '254722987654', bank_name: 'Equity Bank', account_no: '0123456789', account_name: 'Baraka Kiosk', status: 'R', registered_at: new Date().toISOString(), updated_at: new Date().toISOString() })
      .execute();
    const pesalink = await owner.call('CheckBeneficiaryName', { rcvCnl: '65', bnfMblNo: '0722987654' });
    expect(pesalink.body).toMatchObject({ rspMsgCd: 'MMC00000', bnfName: 'Baraka Kiosk' });
  });

  it('refuses a phone that is no wallet, and a merchant number we do not have', async () => {
    const phone = await owner.call('CheckBeneficiaryName', { rcvCnl: '28', bnfMblNo: '0700111222' });
    expect(phone.body).toMatchObject({ rspMsgCd: 'MMCP4301', rspMsgInf: 'The Mobile Number entered does not exist.' });
    const merchant = await owner.call('AddBeneficiary', { rcvCnl: '30', rcvAcNo: '999999999999', bnfName: 'Ghost Shop' });
    expect(merchant.body).toMatchObject({ rspMsgCd: 'MMCP4306', rspMsgInf: 'The Account Number entered does not exist' });
    const zh = await owner.call('CheckBeneficiaryName', { rcvCnl: '28', bnfMblNo: '0700111222' }, { locale: 'zh-CN' });
    expect(zh.body.rspMsgInf).toBe('输入的手机号码不存在。');
  });

  it("refuses the business's own wallet: its owner's phone, its own merchant number", async () => {
    const phone = await owner.call('AddBeneficiary', { rcvCnl: '28', bnfMblNo: '0712345678', bnfName: 'Myself' });
    expect(phone.body).toMatchObject({ rspMsgCd: 'MMCP4304', rspMsgInf: 'You have entered your own account number' });
    const merchant = await owner.call('CheckBeneficiaryName', { rcvCnl: '30', rcvAcNo: '800100200300' });
    expect(merchant.body.rspMsgCd).toBe('MMCP4304');
  });

  it('adds a wallet payee under its registered name and finds it with the wallet flag', async () => {
    const added = await owner.call<{ bnfName: string }>('AddBeneficiary', { rcvCnl: '28', bnfMblNo: baraka.phone, bnfName: 'Typed Name', nickname: 'Baraka' });
    expect(added.body).toMatchObject({ rspMsgCd: 'MMC00000', bnfName: 'Baraka Mwangi' });
    const wallet = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { walletFlg: 'Y' });
    expect(wallet.body.list.map((b) => [b.bnfName, b.rcvCnl, b.walletFlg])).toEqual([['Baraka Mwangi', '28', 'Y']]);
    const stored = await t.database.db.selectFrom('beneficiaries').select('target_merchant_id').where('mobile', '=', baraka.phone).executeTakeFirstOrThrow();
    expect(stored.target_merchant_id).not.toBeNull();
    const notWallet = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { walletFlg: 'N', limit: 100 });
    expect(notWallet.body.list.some((b) => b.walletFlg === 'Y')).toBe(false);
  });
});

describe('beneficiary groups', () => {
  let ids: string[] = [];

  beforeAll(async () => {
    const list = await owner.call<List<Beneficiary>>('QueryBeneficiaryList', { limit: 100 });
    ids = list.body.list.map((b) => b.bnfUsrNo);
  });

  it('lists the demo group with its two members', async () => {
    const groups = await owner.call<List<BeneficiaryGroup>>('QueryBeneficiaryGroupList', { qryEnter: 'supp' });
    expect(groups.body.list).toEqual([expect.objectContaining({ groupName: 'Suppliers', memberCount: 2 })]);
    const detail = await owner.call<{ groupName: string; members: Beneficiary[] }>('QueryBeneficiaryGroupDetail', { groupId: groups.body.list[0]!.groupId });
    expect(detail.body.members.map((m) => m.bnfName).sort()).toEqual(['Kamau Hardware Supplies', 'Mary Achieng']);
  });

  it('adds a group with members and refuses a second group of the same name, whatever its case', async () => {
    const added = await owner.call<{ groupId: string }>('AddBeneficiaryGroup', { groupName: 'Drivers', bnfUsrNos: ids.slice(0, 3) });
    expect(added.body.rspMsgCd).toBe('MMC00000');
    const same = await owner.call('AddBeneficiaryGroup', { groupName: ' drivers ', bnfUsrNos: [] });
    expect(same.body).toMatchObject({ rspMsgCd: 'MMCP4302', rspMsgInf: 'A Beneficiary Group with the same name exists' });
    const page = await owner.call<List<BeneficiaryGroup>>('QueryBeneficiaryGroupList', { limit: 1 });
    expect(page.body.list[0]).toMatchObject({ groupName: 'Drivers', memberCount: 3 });
    expect(page.body.total).toBeGreaterThanOrEqual(3);
    expect((await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'BENEFICIARY_GROUP_ADD').orderBy('created_at', 'desc').executeTakeFirstOrThrow()).detail).toBe(
      'Added group Drivers with 3 beneficiaries',
    );
  });

  it('refuses more than 20 members, the same member twice, and a beneficiary that is not ours', async () => {
    const many = await owner.call('AddBeneficiaryGroup', { groupName: 'Everyone', bnfUsrNos: Array.from({ length: 21 }, (_, i) => `b${i}`) });
    expect(many.body.fieldErrors?.[0]).toEqual({ field: 'bnfUsrNos', message: 'A group holds up to 20 beneficiaries' });
    const twice = await owner.call('AddBeneficiaryGroup', { groupName: 'Twice', bnfUsrNos: [ids[0], ids[0]] });
    expect(twice.body.fieldErrors?.[0]).toEqual({ field: 'bnfUsrNos', message: 'Duplicate remitters have been selected' });
    const foreign = await owner.call('AddBeneficiaryGroup', { groupName: 'Foreign', bnfUsrNos: ['not-ours'] });
    expect(foreign.body.rspMsgCd).toBe('MMCP4308');
    const blank = await owner.call('AddBeneficiaryGroup', { groupName: '  ' });
    expect(blank.body.fieldErrors?.[0]).toEqual({ field: 'groupName', message: 'This field is required' });
    const long = await owner.call('AddBeneficiaryGroup', { groupName: 'x'.repeat(31) });
    expect(long.body.fieldErrors?.[0]).toEqual({ field: 'groupName', message: 'Maximum field length = 30' });
  });

  it('renames a group and sets its members; a name taken by another group is refused', async () => {
    const groups = await owner.call<List<BeneficiaryGroup>>('QueryBeneficiaryGroupList', { qryEnter: 'drivers' });
    const drivers = groups.body.list[0]!;
    const renamed = await owner.call('UpdateBeneficiaryGroup', { groupId: drivers.groupId, groupName: 'Delivery Drivers', bnfUsrNos: [ids[1], ids[4]] });
    expect(renamed.body.rspMsgCd).toBe('MMC00000');
    const detail = await owner.call<{ groupName: string; memberCount: number; members: Beneficiary[] }>('QueryBeneficiaryGroupDetail', { groupId: drivers.groupId });
    expect(detail.body).toMatchObject({ groupName: 'Delivery Drivers', memberCount: 2 });
    expect(detail.body.members.map((m) => m.bnfUsrNo).sort()).toEqual([ids[1], ids[4]].sort());
    const sameName = await owner.call('UpdateBeneficiaryGroup', { groupId: drivers.groupId, groupName: 'DELIVERY drivers', bnfUsrNos: [] });
    expect(sameName.body.rspMsgCd).toBe('MMC00000');
    const taken = await owner.call('UpdateBeneficiaryGroup', { groupId: drivers.groupId, groupName: 'suppliers', bnfUsrNos: [] });
    expect(taken.body.rspMsgCd).toBe('MMCP4302');
  });

  it('deletes a group, keeping its beneficiaries', async () => {
    const added = await owner.call<{ groupId: string }>('AddBeneficiaryGroup', { groupName: 'Gone Soon', bnfUsrNos: [ids[0]] });
    expect((await owner.call('DeleteBeneficiaryGroup', { groupId: added.body.groupId })).body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('QueryBeneficiaryGroupDetail', { groupId: added.body.groupId })).body).toMatchObject({ rspMsgCd: 'MMCP4309', rspMsgInf: 'Beneficiary group not found' });
    expect((await owner.call('QueryBeneficiaryDetail', { bnfUsrNo: ids[0] })).body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('DeleteBeneficiaryGroup', { groupId: added.body.groupId })).body.rspMsgCd).toBe('MMCP4309');
  });
});

describe('who may see and change beneficiaries', () => {
  it("keeps another business out of Amani's beneficiaries and groups", async () => {
    const other = baraka.client;
    const mine = await other.call<List<Beneficiary>>('QueryBeneficiaryList', {});
    expect(mine.body).toMatchObject({ rspMsgCd: 'MMC00000', total: 0, list: [] });
    expect((await other.call('QueryBeneficiaryDetail', { bnfUsrNo: 'bnf-demo-mary' })).body.rspMsgCd).toBe('MMCP4308');
    expect((await other.call('UpdateBeneficiary', { bnfUsrNo: 'bnf-demo-mary', ...mpesa('0722000111', 'Stolen') })).body.rspMsgCd).toBe('MMCP4308');
    expect((await other.call('DeleteBeneficiary', { bnfUsrNo: 'bnf-demo-mary' })).body.rspMsgCd).toBe('MMCP4308');
    expect((await other.call<List<BeneficiaryGroup>>('QueryBeneficiaryGroupList', {})).body.total).toBe(0);
    expect((await other.call('UpdateBeneficiaryGroup', { groupId: 'bnfgroup-demo-suppliers', groupName: 'Mine', bnfUsrNos: [] })).body.rspMsgCd).toBe('MMCP4309');
    expect((await other.call('DeleteBeneficiaryGroup', { groupId: 'bnfgroup-demo-suppliers' })).body.rspMsgCd).toBe('MMCP4309');
    // Its own group may take a name Amani uses, and may not hold Amani's beneficiaries.
    expect((await other.call('AddBeneficiaryGroup', { groupName: 'Suppliers' })).body.rspMsgCd).toBe('MMC00000');
    expect((await other.call('AddBeneficiaryGroup', { groupName: 'Borrowed', bnfUsrNos: ['bnf-demo-mary'] })).body.rspMsgCd).toBe('MMCP4308');
    const still = await owner.call<Beneficiary>('QueryBeneficiaryDetail', { bnfUsrNo: 'bnf-demo-mary' });
    expect(still.body.bnfName).toBe('Mary Achieng');
  });

  it('lets another business add the same payee as Amani', async () => {
    const res = await baraka.client.call('AddBeneficiary', mpesa('0722000111', 'Mary Achieng'));
    expect(res.body.rspMsgCd).toBe('MMC00000');
  });

  it('is closed to the cashier, whose role lacks function 11', async () => {
    const cashier = await signIn(DEMO_LOGIN.cashier.userId, 'S', 'bnf-device-cashier');
    for (const [action, body] of [
      ['QueryBeneficiaryList', {}],
      ['AddBeneficiary', mpesa('0711999888', 'Cashier Friend')],
      ['CheckBeneficiaryName', { rcvCnl: '44', bnfMblNo: '0711999888' }],
      ['AddBeneficiaryGroup', { groupName: 'Cashiers' }],
      ['DeleteBeneficiary', { bnfUsrNo: 'bnf-demo-mary' }],
    ] as const) {
      expect((await cashier.call(action, body)).body.rspMsgCd, action).toBe('MMCP0403');
    }
    // The channels are reference data, also for the send-money screen of people without function 11.
    expect((await cashier.call('QueryBeneficiaryChannels', {})).body.rspMsgCd).toBe('MMC00000');
  });
});
