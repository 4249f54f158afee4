import { beforeAll, describe, expect, it } from 'vitest';
import { LEAF_FUNCTIONS } from '../../reference/functions';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, signIn, withTestApp } from '../../testing/harness';
import { allActions } from '../index';

/**
 * The permission walk (spec 000 section 6): every registered action that needs a function is
 * called by a signed-in staff member whose role holds every function but that one, and must be
 * refused with the 'no permission' envelope; with only that function it must get past the check.
 * Actions other areas add later are walked as soon as they are registered.
 */
const t = withTestApp();

const guarded = allActions
  .filter((a) => a.access.kind === 'session' && a.access.funcNo)
  .map((a) => ({ name: a.contract.name as string, funcNo: (a.access as { funcNo: string }).funcNo }));
const byFunction = new Map<string, string[]>();
for (const a of guarded) byFunction.set(a.funcNo, [...(byFunction.get(a.funcNo) ?? []), a.name]);

let staff: WireClient;
let roleId: string;

async function holdOnly(funcNos: string[]) {
  const db = t.database.db;
  await db.deleteFrom('role_functions').where('role_id', '=', roleId).execute();
  if (funcNos.length) await db.insertInto('role_functions').values(funcNos.map((func_no) => ({ role_id: roleId, func_no }))).execute();
}

beforeAll(async () => {
  const owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'walk-owner');
  const added = await owner.call<{ staffId: string }>('AddStaffKms', {
    firstName: 'Walker',
    lastName: 'Tester',
    userName: 'walker',
    email: 'walker@shop.co.ke',
    position: 'Tester',
    storeIds: ['store-main'],
    roleGroup: 'SALES',
    funcNos: ['43'],
  });
  expect(added.body.rspMsgCd).toBe('MMC00000');
  const mail = await t.database.db.selectFrom('outbox').select('body').where('recipient', '=', 'walker@shop.co.ke').executeTakeFirstOrThrow();
  const password = /temporary password (\S+?),/.exec(mail.body)![1]!;
  staff = await signIn(t, 'walker', 'S', 'walk-staff', password);
  const m = await t.database.db.selectFrom('memberships').select('role_id').where('person_id', '=', (await t.database.db.selectFrom('persons').select('id').where('username', '=', 'walker').executeTakeFirstOrThrow()).id).executeTakeFirstOrThrow();
  roleId = m.role_id;
});

/**
 * Signed-in actions that declare no function: open to every member of a business (with why), or
 * checking one of several functions in their handler (which, by the request: bill or till, view or
 * manage). A new action without a function fails below until it is guarded or listed here.
 */
const OPEN_TO_MEMBERS: Record<string, string> = {
  getNav: 'the menu, already filtered by the role',
  QryMerRolFuncList: "the role's own function list",
  QueryMercInfo: 'who am I, in which business',
  QueryStoreList: "the store switcher (a staff member's own stores only)",
  ChangeStore: 'the store switcher (a staff member may only pick their own stores)',
  queryStoreFront: "the header's storefront state",
  NotificationList: "the member's own notifications",
  SelectUnreadCount: "the member's own unread count",
  UpdPushMsgRead: "marks the member's own notifications read",
  DeleteNotification: "deletes the member's own notification",
  ShareNotification: "shares the member's own notification",
  AddQuickRange: "the member's own quick access entries",
  QueryQuickRange: "the member's own quick access entries",
  MerQuickAccessPermission: 'which quick access entries the role may pick',
  MerchantBannerList: "the home page's banners",
  QryAllMiniAppList: 'the mini apps catalogue',
  QryRecomMiniAppList: 'the recommended mini apps',
  QryMerchantServicePlanList: 'the plans on offer',
  QryMercGlobalSetInfo: 'globalization, which needs no permission (spec 000 section 2)',
  UpdMercGlobalSetInfo: 'globalization, which needs no permission (spec 000 section 2)',
  BankList: 'reference data',
  BankBranchList: 'reference data',
  TerritoryListQuery: 'reference data',
  FindBuildingsByName: 'reference data',
  FindBuildingsByLoc: 'reference data',
  QueryBeneficiaryChannels: 'reference data (the channels a payee can be added on)',
  QueryTransferMatrixInfo: "the KYC matrix, read before a money action's dialog",
  QueryTxAmtLimit: 'the limits shown beside an amount',
  VerifyPasscodeTrans: "the PIN step of an order the member's function already allowed",
  QueryTransferOrdSts: "the status of an order the member's function already allowed",
  QuerySplitOrderDetail: "a split bill's remitter order, read by its link",
  QueryPayCode: 'resolves a pay code for checkout and pay by code',
  QueryProductCategory: "the product categories the checkout's item picker shows",
};
const CHECKED_IN_HANDLER: Record<string, string> = {
  QueryTillsInfoList: '3801 or 3802',
  TillSettingInfo: '3801 or 3802',
  QueryTillStatement: '3801 or 3802',
  ExportTillStatement: '3801 or 3802',
  QueryTillNoList: '3801, 3802 or 43',
  GenerateQrCodeForTill: '3801, 3802 or 43',
  QueryTillTransList: '3801, 3802 or 43',
  ClaimTillPayment: '3801, 3802 or 43',
  QueryMoMoPayCode: '04 or 10, by the code kind',
  QueryFrequentPayCode: '04 or 10, by the code kind',
  PayByCodePreOrder: '04 or 10, by the code kind',
  PayByCodePay: '04 or 10, by the code kind',
  QueryGoodsOrderList: '0501, 0502 or 0503',
  QueryGoodsOrderInfo: '0501, 0502 or 0503',
  QueryGoodsOrderDetail: '0501, 0502 or 0503',
  QueryGoodsOrderListGroup: '0501, 0502 or 0503',
  StatisticsTransAmount: '0501, 0502 or 0503',
  StatisGoodsOrder: '0501, 0502 or 0503',
  QueryRefundResonList: '0501, 0502 or 0503',
  QueryMpesaOrderHistory: '0501, 0502 or 0503',
  QueryOrderByPayCode: '0501, 0502 or 0503',
  // The wallet's receive code (02) or, with an order number, a sale's pay code at the counter (43).
  GenerateCode: '02, or 43 for a sale',
  QueryPaymentCodeInfo: '02, or 43 for a sale',
  ClosePaymentCode: '02, or 43 for a sale',
  EnablePaymentCode: '02, or 43 for a sale',
};

describe('the permission walk', () => {
  it('knows why each signed-in action without a function is open, or which functions its handler checks', () => {
    const unguarded = allActions
      .filter((a) => a.access.kind === 'session' && !a.access.funcNo)
      .map((a) => a.contract.name as string)
      .filter((n) => !OPEN_TO_MEMBERS[n] && !CHECKED_IN_HANDLER[n]);
    expect(unguarded).toEqual([]);
  });

  it('lets a role holding no function succeed at none of the actions that check in their handler', async () => {
    await holdOnly([]);
    const answered: Record<string, string> = {};
    for (const name of Object.keys(CHECKED_IN_HANDLER).filter((n) => allActions.some((a) => a.contract.name === n))) {
      answered[name] = (await staff.call(name, {})).body.rspMsgCd;
    }
    expect(Object.entries(answered).filter(([, code]) => code === 'MMC00000')).toEqual([]);
    expect(Object.values(answered)).toContain('MMCP0403');
  });

  it('finds the guarded actions of the registry', () => {
    expect(guarded.length).toBeGreaterThan(50);
    expect(byFunction.get('3602')).toEqual(expect.arrayContaining(['AddStaffKms', 'ChangeStaffStsKms', 'DeleteStaffKms']));
  });

  it('guards every action with a function code of the spec (a leaf of the role tree)', () => {
    const unknown = guarded.filter((a) => !LEAF_FUNCTIONS.includes(a.funcNo));
    expect(unknown).toEqual([]);
  });

  it.each([...byFunction.keys()].sort())('refuses the actions of function %s to a role lacking only it', async (funcNo) => {
    await holdOnly(LEAF_FUNCTIONS.filter((f) => f !== funcNo));
    const answers: Record<string, string> = {};
    for (const name of byFunction.get(funcNo)!) {
      const res = await staff.call(name, {});
      answers[name] = `${res.body.rspMsgCd} ${res.body.rspMsgInf}`;
    }
    const expected = Object.fromEntries(byFunction.get(funcNo)!.map((n) => [n, 'MMCP0403 no permission']));
    expect(answers).toEqual(expected);
  });

  it.each([...byFunction.keys()].sort())('lets a role holding only function %s past the check', async (funcNo) => {
    await holdOnly([funcNo]);
    const refused: string[] = [];
    for (const name of byFunction.get(funcNo)!) {
      const res = await staff.call(name, {});
      // The session must survive the walk: any session code means the walk broke, not the check.
      expect(['SCM60401', 'URMP229', 'MMCP9999', 'MMCP5148']).not.toContain(res.body.rspMsgCd);
      if (res.body.rspMsgCd === 'MMCP0403') refused.push(name);
    }
    expect(refused).toEqual([]);
  });
});
