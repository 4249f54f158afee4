import { beforeAll, describe, expect, it } from 'vitest';
import { LEAF_FUNCTIONS } from '../../reference/functions';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, signIn, withTestApp } from '../../testing/harness';
import { DEMO } from '../../seed/demo';
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
const seeded = {} as Seeded;

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
  const db = t.database.db;
  const order = await db.selectFrom('goods_orders').select('order_no').where('merchant_id', '=', DEMO.merchantId).where('store_id', '=', DEMO.stores.main).where('pay_status', '!=', 'U1').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  const payOrder = (channel: string) =>
    db.selectFrom('money_orders').select('ord_no').where('merchant_id', '=', DEMO.merchantId).where('ord_typ', '=', '42').where('channel', '=', channel).executeTakeFirstOrThrow();
  const payment = await db.selectFrom('till_payments').select('id').where('merchant_id', '=', DEMO.merchantId).where('store_id', '=', DEMO.stores.main).where('claim_ref', 'is', null).executeTakeFirstOrThrow();
  Object.assign(seeded, { orderNo: order.order_no, billOrdNo: (await payOrder('3411')).ord_no, tillOrdNo: (await payOrder('3405')).ord_no, paymentId: payment.id });
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
  QueryTransferOrdSts: "the status of the member's own order; anyone else's needs function 12, in the member's stores",
  QuerySplitOrderDetail: "a split bill's remitter order, read by its link",
  QueryPayCode: 'resolves a pay code for checkout and pay by code',
};
/** Seed rows a walked call names, read once: the walker's store is the Main Store. */
interface Seeded {
  orderNo: string;
  billOrdNo: string;
  tillOrdNo: string;
  paymentId: string;
}
/** One call of an action that checks in its handler: valid input, refused to a role lacking every one of `lacking`. */
interface HandlerCase {
  lacking: string[];
  input: (s: Seeded) => Record<string, unknown>;
}
const TILLS = ['3801', '3802'];
const TILLS_OR_CASHIER = ['3801', '3802', '43'];
const ANY_SALES = ['0501', '0502', '0503'];
const period = { startDate: '20260101', endDate: '20260131' };
/**
 * Signed-in actions that check one of several functions in their handler (which, by the request:
 * bill or till, view or manage). Each case is called with valid input (real rows of the demo seed
 * where the handler looks one up) by a role holding every function but the ones the case accepts,
 * and must be refused with MMCP0403; with one of those alone it must get past the check.
 */
const CHECKED_IN_HANDLER: Record<string, { why: string; cases: HandlerCase[] }> = {
  QueryTillsInfoList: { why: '3801 or 3802', cases: [{ lacking: TILLS, input: () => ({ storeId: 'store-main' }) }] },
  TillSettingInfo: { why: '3801 or 3802', cases: [{ lacking: TILLS, input: () => ({ storeId: 'store-main' }) }] },
  QueryTillStatement: { why: '3801 or 3802', cases: [{ lacking: TILLS, input: () => ({ tillId: 'till-demo-counter1', ...period }) }] },
  ExportTillStatement: { why: '3801 or 3802', cases: [{ lacking: TILLS, input: () => ({ tillId: 'till-demo-counter1', ...period, format: 'csv' }) }] },
  QueryTillNoList: { why: '3801, 3802 or 43', cases: [{ lacking: TILLS_OR_CASHIER, input: () => ({ storeId: 'store-main' }) }] },
  GenerateQrCodeForTill: { why: '3801, 3802 or 43', cases: [{ lacking: TILLS_OR_CASHIER, input: () => ({ tillId: 'till-demo-counter1', amount: 5000 }) }] },
  QueryTillTransList: { why: '3801, 3802 or 43', cases: [{ lacking: TILLS_OR_CASHIER, input: () => ({ tillId: 'till-demo-counter1', claimed: 'N' }) }] },
  ClaimTillPayment: { why: '3801, 3802 or 43', cases: [{ lacking: TILLS_OR_CASHIER, input: (s) => ({ paymentId: s.paymentId, saleRef: 'R-1001' }) }] },
  QueryMoMoPayCode: {
    why: '04 or 10, by the code kind',
    cases: [
      { lacking: ['10'], input: () => ({ payCode: '5123401', tillCode: '2' }) },
      { lacking: ['04'], input: () => ({ payCode: '888880', tillCode: '4' }) },
    ],
  },
  QueryFrequentPayCode: {
    why: '04 or 10, by the code kind',
    cases: [
      { lacking: ['10', '04'], input: () => ({}) },
      { lacking: ['10'], input: () => ({ payKind: 'till' }) },
      { lacking: ['04'], input: () => ({ payKind: 'bill' }) },
    ],
  },
  PayByCodePreOrder: {
    why: '04 or 10, by the code kind',
    cases: [
      { lacking: ['10'], input: () => ({ payKind: 'till', payCode: '5123401', amount: 10_000, requestId: 'walk-till-0001' }) },
      { lacking: ['10'], input: () => ({ payKind: 'code', payCode: 'AMANI001', amount: 10_000, requestId: 'walk-code-0001' }) },
      { lacking: ['04'], input: () => ({ payKind: 'bill', payCode: '888880', accountNo: '54407123456', amount: 10_000, requestId: 'walk-bill-0001' }) },
    ],
  },
  PayByCodePay: {
    why: '04 or 10, by the code kind',
    cases: [
      { lacking: ['10'], input: (s) => ({ ordNo: s.tillOrdNo, authTxCode: 'walk-auth-0001' }) },
      { lacking: ['04'], input: (s) => ({ ordNo: s.billOrdNo, authTxCode: 'walk-auth-0001' }) },
    ],
  },
  QueryGoodsOrderList: { why: '0501, 0502 or 0503', cases: [{ lacking: ANY_SALES, input: () => ({ storeId: 'store-main', tab: 'all' }) }] },
  QueryGoodsOrderInfo: { why: '0501, 0502 or 0503', cases: [{ lacking: ANY_SALES, input: (s) => ({ orderNo: s.orderNo }) }] },
  QueryGoodsOrderDetail: { why: '0501, 0502 or 0503', cases: [{ lacking: ANY_SALES, input: (s) => ({ orderNo: s.orderNo }) }] },
  QueryGoodsOrderListGroup: { why: '0501, 0502 or 0503', cases: [{ lacking: ANY_SALES, input: () => ({ storeId: 'store-main' }) }] },
  StatisticsTransAmount: { why: '0501, 0502 or 0503', cases: [{ lacking: ANY_SALES, input: () => ({ storeId: 'store-main', ...period }) }] },
  StatisGoodsOrder: { why: '0501, 0502 or 0503', cases: [{ lacking: ANY_SALES, input: () => ({ days: 7 }) }] },
  QueryRefundResonList: { why: '0501, 0502 or 0503', cases: [{ lacking: ANY_SALES, input: () => ({}) }] },
  QueryMpesaOrderHistory: { why: '0501, 0502 or 0503', cases: [{ lacking: ANY_SALES, input: () => ({ storeId: 'store-main', ...period }) }] },
  QueryOrderByPayCode: { why: '0501, 0502 or 0503', cases: [{ lacking: ANY_SALES, input: () => ({ payCode: '123456789012' }) }] },
  // The wallet's receive code (02) or, with an order number, a sale's pay code at the counter (43).
  GenerateCode: {
    why: '02, or 43 for a sale',
    cases: [
      { lacking: ['02'], input: () => ({ amount: 10_000, storeId: 'store-main' }) },
      { lacking: ['43'], input: (s) => ({ orderNo: s.orderNo }) },
    ],
  },
  QueryPaymentCodeInfo: {
    why: '02, or 43 for a sale',
    cases: [
      { lacking: ['02'], input: () => ({ rcvFlg: '1' }) },
      { lacking: ['43'], input: (s) => ({ orderNo: s.orderNo }) },
    ],
  },
  ClosePaymentCode: {
    why: '02, or 43 for a sale',
    cases: [
      { lacking: ['02'], input: () => ({ code: 'AMANI001' }) },
      { lacking: ['43'], input: () => ({ code: '123456789012' }) },
    ],
  },
  EnablePaymentCode: {
    why: '02, or 43 for a sale',
    cases: [
      { lacking: ['02'], input: () => ({ code: 'AMANI001' }) },
      { lacking: ['43'], input: () => ({ code: '123456789012' }) },
    ],
  },
};

/** Actions anyone may call, signed in or not (sign-in, registration, keys and dictionaries). */
const PUBLIC: Record<string, string> = {
  QryPubKey: 'the wire encryption key, read before sign-in',
  QryEncryptionkey: 'the secret encryption key, read before sign-in',
  QryRandomNo: 'the single-use random that seals a secret, needed before sign-in',
  MerchantLogin: 'sign-in',
  UnLoginSendOtp: 'registration and forgotten password, before any session',
  UnLoginCheckOtp: 'registration and forgotten password, before any session',
  CheckUserSignUp: 'registration checks a phone or e-mail; a staff username (type S) needs a session with 3602 (checked in the handler)',
  GetRegisterSessionToken: 'registration, by the ticket of a checked code',
  CheckIdNoIsUse: 'registration, by its register token',
  UpdatePersonInfo: 'registration, by its register token',
  SetUpOwnerPassword: 'registration, by its register token',
  ResetPassword: 'forgotten password, by the ticket of a checked code',
  CommonDictionary: 'reference data the sign-in and registration screens show',
};

/** Signed-in actions of the person, needing no business: their own account, devices and businesses. */
const PERSON_LEVEL: Record<string, string> = {
  LoginOut: 'ends their own session',
  QryUserInformation: 'their own profile',
  MerchantCheckPassword: 'their own password',
  ModifyPasswordRiskCheck: 'their own password',
  MerchantModifyPassword: 'their own password',
  SendOtp: 'a code to their own phone or e-mail',
  CheckOtp: 'a code sent to them',
  GetDevice: 'their own devices',
  QueryTrustDevice: 'their own devices',
  UnbindTrustDevice: 'their own devices',
  WebUpdateProfile: 'their own profile',
  ChangeMobileNumber: 'their own profile',
  ChangeEmail: 'their own profile',
  CheckEmailVerified: 'their own profile',
  VerifyAndRecognizeIdCard: 'onboarding, before the business exists',
  OcrBusRegCert: 'onboarding, before the business exists',
  PelezaCheck: 'onboarding, before the business exists',
  CheckKraPinIsUse: 'onboarding, before the business exists',
  SetUpBusiness: 'onboarding, before the business exists',
  MyBusinesses: 'the businesses they belong to',
  SwitchAccount: 'the businesses they belong to',
  SingleBusinessInfoQuery: 'the businesses they belong to',
  CheckJoinBusiness: 'joining a business by its invitation code',
  JoinUpdatePersonInfo: 'joining a business by its invitation code',
  JoinBusiness: 'joining a business by its invitation code',
};

/** The provider's support desk (help/support.ts): refused to anyone without the platform role SUPPORT. */
const SUPPORT_ONLY: Record<string, Record<string, unknown>> = {
  SupportTicketQueue: { status: '0' },
  SupportTicketDetails: { ticketNo: 'T20260101000103' },
  SupportTakeTicket: { ticketNo: 'T20260101000103' },
  SupportAnswerTicket: { ticketNo: 'T20260101000101', message: 'Walked', resolve: 'N' },
  SupportCallBackList: {},
  SupportMarkCalled: { callbackId: 'hcb-demo-1' },
  QueryStoreReviewList: {},
  ReviewStore: { storeId: 'store-westlands', decision: 'Y' },
  QueryBusinessChangeReviewList: {},
  ReviewBusinessChange: { changeId: 'none', approve: 'Y' },
};

const handlerCases = Object.entries(CHECKED_IN_HANDLER).flatMap(([name, def]) =>
  def.cases.map((c, i) => ({ label: `${name}${def.cases.length > 1 ? ` #${i + 1} (${c.lacking.join('/')})` : ''}`, name, ...c })),
);

describe('the permission walk', () => {
  it('walks every registered action or says why it is exempt', () => {
    const unaccounted: string[] = [];
    const misplaced: string[] = [];
    for (const a of allActions) {
      const name = a.contract.name as string;
      const lists = [
        PUBLIC[name] && 'public',
        PERSON_LEVEL[name] && 'person',
        SUPPORT_ONLY[name] && 'person',
        OPEN_TO_MEMBERS[name] && 'session',
        CHECKED_IN_HANDLER[name] && 'session',
      ].filter(Boolean);
      const guardedByRouter = a.access.kind === 'session' && Boolean(a.access.funcNo);
      if (guardedByRouter) {
        if (lists.length) misplaced.push(`${name}: guarded by its function, yet listed as exempt`);
      } else if (lists.length === 0) unaccounted.push(`${name} (${a.access.kind})`);
      else if (lists.length > 1 || lists[0] !== a.access.kind) misplaced.push(`${name}: ${a.access.kind}, listed as ${lists.join(' and ')}`);
    }
    expect(unaccounted).toEqual([]);
    expect(misplaced).toEqual([]);
  });

  it('lists no action that is not registered', () => {
    const registered = new Set(allActions.map((a) => a.contract.name as string));
    const listed = [PUBLIC, PERSON_LEVEL, SUPPORT_ONLY, OPEN_TO_MEMBERS, CHECKED_IN_HANDLER].flatMap((l) => Object.keys(l));
    expect(listed.filter((n) => !registered.has(n))).toEqual([]);
  });

  it('has a walked call for every action that checks in its handler', () => {
    expect(Object.entries(CHECKED_IN_HANDLER).filter(([, def]) => def.cases.length === 0 || def.cases.some((c) => c.lacking.length === 0))).toEqual([]);
  });

  it.each(handlerCases.map((c) => [c.label, c] as const))('refuses %s, with valid input, to a role lacking the functions it accepts', async (_label, c) => {
    await holdOnly(LEAF_FUNCTIONS.filter((f) => !c.lacking.includes(f)));
    const res = await staff.call(c.name, c.input(seeded));
    expect(`${res.body.rspMsgCd} ${res.body.rspMsgInf}`).toBe('MMCP0403 no permission');
  });

  it.each(handlerCases.map((c) => [c.label, c] as const))('lets %s past its check with any one function it accepts', async (_label, c) => {
    for (const funcNo of c.lacking) {
      await holdOnly([funcNo]);
      const res = await staff.call(c.name, c.input(seeded));
      expect(['SCM60401', 'URMP229', 'MMCP9999', 'MMCP5148', 'MMCP0006']).not.toContain(res.body.rspMsgCd);
      expect({ funcNo, code: res.body.rspMsgCd }).not.toEqual({ funcNo, code: 'MMCP0403' });
    }
  });

  it.each(Object.entries(SUPPORT_ONLY))('refuses the support desk action %s, with valid input, to a business member', async (name, input) => {
    await holdOnly(LEAF_FUNCTIONS);
    const res = await staff.call(name, input);
    expect(`${res.body.rspMsgCd} ${res.body.rspMsgInf}`).toBe('MMCP0403 no permission');
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
