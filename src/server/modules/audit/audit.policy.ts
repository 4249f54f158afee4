/**
 * Which actions change state, and so must leave an audit row (docs/areas/audit.md).
 *
 * - Reads: an action named as a read (`Query…`, `Qry…`, `Get…`, `Check…`, `My…`, `Single…`, …)
 *   is read-only unless WRITES_DESPITE_READ_NAME lists it; READ_ONLY_ACTIONS lists the reads whose
 *   names do not say so.
 * - UNAUDITED_WRITES: writes that deliberately leave no row in a business's trail, with the reason
 *   (before any business exists, one-time codes, pre-orders whose pay step is audited);
 *   UNAUDITED_CALLS the same for one kind of call of an action that pre-orders (or quotes and asks
 *   for the PIN) on one call and pays (or saves) on another.
 * - Every other action is a state change: when it succeeds inside a business without having called
 *   `ctx.audit`, the router writes a row for it itself (event ACTION, the action's name), so a
 *   forgotten call never leaves a change unrecorded; audit.policy.test.ts and audit.api.test.ts
 *   guard this.
 */
const READ_NAME = /^(Query|query|Qry|qry|Get|get|Check|check|Select|select|Search|search|List|list|My|Single|Common|Statis|WebQuery|Web[A-Z]\w*Query)/;

/** Named as reads, yet they change state that a business should see in its trail. */
export const WRITES_DESPITE_READ_NAME: ReadonlySet<string> = new Set<string>([]);

/** Reads whose names do not start with a read verb. */
export const READ_ONLY_ACTIONS: ReadonlySet<string> = new Set([
  'getNav',
  'CommonDictionary',
  'ModifyMercInfoTimeCheck',
  'ModifyPasswordRiskCheck',
  'MerchantCheckPassword',
  'PaymentMobileList',
  'TopOrderDetailQuery',
  'ExportAuditTrail',
  'MerQuickAccessPermission',
  'BankList',
  'BankBranchList',
  'MerchantBannerList',
  'MerModificationAdvance',
  'FindBuildingsByName',
  'FindBuildingsByLoc',
  'TerritoryListQuery',
  'NotificationList',
  'TicketHistory',
  'TicketDetails',
  'CallBackHistory',
  'SupportTicketQueue',
  'SupportTicketDetails',
  'SupportCallBackList',
  'TillSettingInfo',
  'ExportTillStatement',
  'GenerateQrCodeForTill',
  'ProductTemplateDownload',
  'BatchUploadCustQueryPage',
  'CustomerTemplateDownload',
  'MerchantCustomerCheckMcc',
  // Checkout: pricing a cart and checking a coupon change nothing (placing and paying are audited).
  'CalculatedAmount',
  'UseCheckCouponNoInventory',
  // Staff: the list as a file changes nothing (sending it by e-mail is audited).
  'DownloadStaffList',
]);

/** Writes that leave no row in the business's trail, each with the reason. */
export const UNAUDITED_WRITES: Readonly<Record<string, string>> = {
  QryPubKey: 'the message key: made once for the whole server, not a business change',
  QryEncryptionkey: 'the password key: made once for the whole server, not a business change',
  QryRandomNo: 'a single-use random for a password or PIN; security state, not a business change',
  SendOtp: 'a one-time code sent; the step it proves is audited',
  CheckOtp: 'a one-time code checked; the step it proves is audited',
  UnLoginSendOtp: 'before sign-in: no business to record against',
  UnLoginCheckOtp: 'before sign-in: no business to record against',
  CheckUserSignUp: 'registration, before any business exists',
  GetRegisterSessionToken: 'registration, before any business exists',
  CheckIdNoIsUse: 'registration, before any business exists',
  UpdatePersonInfo: 'registration, before any business exists',
  SetUpOwnerPassword: 'registration, before any business exists',
  JoinUpdatePersonInfo: "the joining person's own details, before they belong to the business; JoinBusiness is audited",
  VerifyAndRecognizeIdCard: "the person's identity check during onboarding; the business setup is audited",
  OcrBusRegCert: 'reads a certificate picture; nothing of the business changes',
  PelezaCheck: "the person's identity check during onboarding; the business setup is audited",
  VerifyPasscodeTrans: 'the PIN authorises one pre-order; the pay step that moves money is audited',
  TransferPreOrder: 'a pre-order waiting for the PIN; TransferPay is audited',
  TransferManyPreOrder: 'pre-orders waiting for the PIN; TransferManyPay is audited',
  TopUpPreOrder: 'a pre-order waiting for the PIN; Topup is audited',
  WithdrawPreOrder: 'a pre-order waiting for the PIN; Withdraw is audited',
  SimulateCodePayment: "simulator only: stands for a customer's M-PESA payment, which the business did not make",
  SimulateTillPayment: "simulator only: stands for a customer's payment to a till, which the business did not make",
  PayTillPreOrder: 'a pre-order waiting for the PIN; PayTill is audited',
  PayByCodePreOrder: 'a pre-order waiting for the PIN; PayByCodePay is audited',
};

/**
 * Actions that make a pre-order on one call and pay it on another (told apart by their input):
 * the pre-order call leaves no row, the paying call is audited.
 */
/** The call without `authTxCode`: the step before the PIN, which quotes or pre-orders and moves nothing. */
const beforePin = (input: Record<string, unknown>): boolean => !input.authTxCode;

export const UNAUDITED_CALLS: Readonly<Record<string, { reason: string; when: (input: Record<string, unknown>) => boolean }>> = {
  CreateUtilityBillOrder: {
    reason: 'without authTxCode it makes a pre-order waiting for the PIN; the call with it pays and is audited',
    when: beforePin,
  },
  CreateStandingOrder: {
    reason: 'without authTxCode it quotes the charges and asks for the PIN, making nothing; the call with it makes the order and is audited',
    when: beforePin,
  },
  CreateBillPlan: {
    reason: 'without authTxCode it quotes the charges and asks for the PIN, making nothing; the call with it makes the plan and is audited',
    when: beforePin,
  },
  EditStandingOrder: {
    reason: 'without authTxCode a new amount or payee is only quoted and asks for the PIN; any other change saved then writes its own STANDING_ORDER_EDIT row',
    when: beforePin,
  },
  EditBillPlan: {
    reason: 'without authTxCode a new amount or package is only quoted and asks for the PIN; any other change saved then writes its own BILL_PLAN_EDIT row',
    when: beforePin,
  },
};

export function isReadOnlyAction(name: string): boolean {
  if (READ_ONLY_ACTIONS.has(name)) return true;
  return READ_NAME.test(name) && !WRITES_DESPITE_READ_NAME.has(name);
}

/** Whether a successful call of the action (with this input) must leave an audit row (the router's fallback). */
export function mustAudit(name: string, input: Record<string, unknown> = {}): boolean {
  if (UNAUDITED_CALLS[name]?.when(input)) return false;
  return !isReadOnlyAction(name) && !(name in UNAUDITED_WRITES);
}
