import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allActions } from './index';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SPEC_DIR = path.resolve(ROOT, '../shared/spec');

/** Actions that are ours, not the spec's, each with the reason (documented in docs/protocol.md). */
const DOCUMENTED_ADDITIONS: Record<string, string> = {
  QryMerApprovalDetail: 'one held transaction with its authorizers, history and orders, /setting/transactionApproval detail (spec: transaction approval list and detail; queryMerApprovalDetails is the business-change one)',
  QueryCheckoutProducts: "the counter's product search, on-shelf products with price and stock, /checkout/inventoryItem (spec: inventory query, action names not shown; the cashier's 43 instead of inventory view)",
  QueryHangGoodsOrders: "the store's suspended sales to resume at /checkout/index (spec: suspend sale and resume later; no list action named)",
  QueryCustomerDetail: 'one customer with their sales totals, /customer/details (spec: customer details, permission 2106; no action named)',
  QueryCustomerOrders: "a customer's goods orders on /customer/details, paged (spec: customer details; no action named)",
  QueryCustomerNoticeList: 'the messages sent to customers, /customer/sendMessage (spec: send message; no list action named)',
  QueryCustomerNoticeFailures: "a message's failed recipients with the reason, /customer/sendMessage/tryAgain (spec: try again; no action named)",
  RetryCustomerNotice: "sends a message's failed recipients again, /customer/sendMessage/tryAgain (spec: try again; no action named)",
  AddCustomerBlackList: 'puts a customer on the blacklist, /customer/blackList (spec: customer blacklist; no action named)',
  RemoveCustomerBlackList: 'takes a customer off the blacklist, /customer/blackList (spec: customer blacklist; no action named)',
  CreateStandingOrder: 'standing order steps 1-3: checks, fee and total, then made after the PIN (spec: standing orders, action names not shown)',
  QueryStandingOrderList: 'the standing orders list of /finance/standingOrder (spec: list, action names not shown)',
  QueryStandingOrderInfo: 'a standing order with its runs, /finance/standingOrder/orderDetail (spec: info)',
  CheckStandingOrderName: "the standing order name's duplicate check (spec: duplicate check; 'same name not allowed')",
  EditStandingOrder: 'edits a standing order, /finance/standingOrder/edit (spec: standing orders amend, subtype 22)',
  PauseStandingOrder: 'status 1 Pause of a standing order (spec: standing order statuses)',
  ResumeStandingOrder: 'back to status 0 Normal from 1 Pause (spec: standing order statuses)',
  DeleteStandingOrder: 'status 2 Deleted (spec: standing orders delete, subtype 23)',
  UpdateTillSetting: "sets a store's or a till's settlement method (spec: settlement methods; TillSettingInfo reads them)",
  QueryTillTransList: "a till's transaction records (spec: till card and till transaction records, no action named)",
  ClaimTillPayment: 'a cashier matches a till payment to a sale once (spec names no action)',
  SimulateTillPayment: 'simulator only: a customer pays a till number through M-PESA buy goods, for local demos',
  PayTillPreOrder: 'pay to till from the wallet (order type 42): the pre-order and authTxCode (spec names no action)',
  PayTill: 'the pay step of a pay-to-till order after the PIN',
  PayByCodePreOrder: 'pay by code (buy goods, pay bill, pay code): the pre-order and authTxCode (spec names the page, not its action)',
  PayByCodePay: 'the pay step of a pay-by-code order after the PIN',
  ExportTillStatement: 'the till statement as a PDF, CSV or XLSX file (a download link)',
  QueryTillStatement: 'the till statement of /finance/money/tillStatement (spec names the page, not its action)',
  QuerySettlementList: 'settlements for /analysis/settelement and /tills (spec: settle transaction history, no action named)',
  QuerySettlementFee: "the spec's 'settlement fee' (name not shown): charges and destination before settling",
  SettleTill: "the spec's 'manual settlement' (name not shown): settles a till by hand",
  QryNotificationSetting: 'the spec names /setting/manageNotifications and its methods and frequency but not its actions',
  UpdNotificationSetting: 'saving the notification methods and frequency of /setting/manageNotifications (function 3710)',
  QrySplitBillList: "the split bills a business made, with each remitter's payment status (spec: split bill, no list action named)",
  QryStakeholderList: 'the spec names the stakeholder screens but not their actions',
  AddStakeholder: 'the spec names the stakeholder screens but not their actions',
  UpdStakeholderSts: 'block and unblock a stakeholder',
  DelStakeholder: 'delete a stakeholder',
  ResendStakeholderInvite: 'send a new invitation code',
  QueryBeneficiaryDetail: 'the spec lists beneficiary detail among the transfer actions without a name',
  AddBeneficiary: 'the spec lists adding a beneficiary without naming the action',
  UpdateBeneficiary: 'the spec lists amending a beneficiary without naming the action',
  DeleteBeneficiary: 'the spec lists deleting a beneficiary without naming the action',
  QueryBeneficiaryChannels: 'the channels a payee can be added on, with labels and whether supported (spec: channels)',
  CheckBeneficiaryName: "the spec's beneficiary name check: answers the payee's registered name",
  QueryBeneficiaryGroupList: 'the spec names beneficiary groups (add, amend, delete) but not their actions',
  QueryBeneficiaryGroupDetail: 'a group with its members, for the amend group screen',
  AddBeneficiaryGroup: 'add a beneficiary group',
  UpdateBeneficiaryGroup: 'rename a beneficiary group and set its members',
  DeleteBeneficiaryGroup: 'delete a beneficiary group',
  TransferPreOrder: "the spec's transfer pre-order (named only as 'pre-order'): checks the payee and amount, answers the charges and authTxCode",
  TransferPay: "the spec's transfer pay step (named only as 'pay'): sends the order after the PIN",
  CancelTransferOrder: "the spec's transfer cancel (named only as 'cancel'): an order still waiting for the PIN",
  QueryTransferOrderDetail: "the spec's transfer order detail (named only as 'order detail'), for /finance/transfer/details",
  TransferManyPreOrder: 'transfer to many (spec: Transfer to many; ApprovalTransferManyPay implies a TransferManyPay): the orders of a batch and one authTxCode',
  TransferManyPay: 'pays a transfer-to-many batch under its one PIN authorization',
  QryWalletTransList: "the business's latest money orders on /home (spec: wallet/transactions, names not shown)",
  QryWalletDailyFlow: 'money in and out per day for the /home chart (spec: monthly statistic, name not shown)',
  QueryWithdrawAccounts: "where a withdrawal can go: the business's bank account and M-PESA numbers (spec names none)",
  WithdrawPreOrder: 'the pre-order of a withdrawal (/home/withdraw; the spec names no withdraw actions)',
  Withdraw: 'the pay step of a withdrawal after the PIN (the spec names no withdraw actions)',
  SimulateCodePayment: 'simulator only: a customer pays a receive code through M-PESA, for local demos',
  QueryPesalinkRegistration: "the spec lists 'pesalink registration' under settlement without naming its actions: the business's registration",
  RegisterPesalink: 'register a phone for PesaLink to the bank account on file, confirmed with the PIN',
  DeregisterPesalink: 'deregister the PesaLink phone, confirmed with the PIN',
  QueryTransRecordDetail: 'one transaction record for /finance/components/transRecordDetail with its ledger postings (spec: order detail, name not shown)',
  GenerateAccountStatement: 'asks for an account statement of a period as PDF, CSV or XLSX, made by a job (spec: /finance/money/accountStatement, file generate)',
  QueryAccountStatementList: "the business's generated statements with status and progress (spec: statements, name not shown)",
  DownloadAccountStatement: "a short-lived signed link to a finished statement's file (spec: download, payload not shown)",
  RequestCertifiedStatement: "the certified copy of a statement (spec 000 section 6: 1302 Statement certified request; action not named)",
  ExportAuditTrail: 'the audit trail page exports the whole filtered trail as CSV (the spec names the page, not the export)',
  CancelTicket: 'the merchant withdraws a ticket while unresolved or in progress (ticket status 3 cancel; the spec names no action)',
  CallBackHistory: "the business's call-back requests, so one not yet called can be cancelled (CancelCallBack needs its id)",
  SupportTicketQueue: "provider side (support agents only, docs/decisions/0003): every business's tickets, filtered and paged",
  SupportTicketDetails: 'provider side: one ticket of any business with its conversation and attachments',
  SupportTakeTicket: 'provider side: an agent picks up an unresolved ticket (0 unresolved -> 2 in progress)',
  SupportAnswerTicket: 'provider side: an agent answers a ticket in progress, which stays 2 or becomes 1 addressed',
  SupportCallBackList: "provider side: every business's call-back requests, soonest first",
  SupportMarkCalled: 'provider side: an agent marks a call-back request as called',
  UnpublishStore: 'spec 001 section 4 names the store action unpublish (and a publish request can be withdrawn) without naming its call',
  UpdateStoreStatus: 'spec 001 section 4 names the store actions enable and suspend without naming their call',
  QueryStoreFrontSettings: 'spec 001 section 2 lists the storefront settings (banner, contacts, hours, return policy...) without naming their calls',
  UpdateStoreFrontSettings: 'saves the storefront settings of spec 001 section 2',
  QueryStoreReviews: "the storefront's customer reviews (spec 001 section 3: username, date, rate, description)",
  QuerySalesTax: "spec 001 section 7 lists 'sales tax query and set' without names: the business's VAT registration and rate",
  SetSalesTax: "spec 001 section 7 lists 'sales tax query and set' without names: sets the VAT registration and rate",
  QueryStoreReviewList: "the provider's support desk: stores waiting for the review of their publish request (spec 001 section 4)",
  ReviewStore: "the provider's support desk: publishes a store or refuses it with a reason (push flag R)",
  QueryBusinessChangeReviewList: "the provider's support desk: business changes no one in their business but the requester could decide (spec 000 section 4: up to 24 hours of approval)",
  ReviewBusinessChange: "the provider's support desk: approves (applies) or rejects such a business change",
  AddProductCategory: "inventory 'category checks and ordering' (spec 001 section 7, names not shown): add a category",
  EditProductCategory: 'inventory: rename a category or change its description',
  DeleteProductCategory: 'inventory: delete a category that has no products',
  SortProductCategory: "inventory 'category ordering': the categories in the order given",
  CheckProductCategoryName: "inventory 'category checks': is a category name already used",
  QueryProductList: "inventory 'query' (spec 001 section 7): products paged, with search, category and status filters",
  QueryProductDetail: 'inventory: one product, /manage/inventory/inventoryDetail',
  CheckProductName: "inventory: is a product name already used ('name unique')",
  AddProduct: "inventory 'add', /manage/inventory/addInventory",
  EditProduct: "inventory 'edit', /manage/inventory/editInventory",
  PublishProduct: "inventory 'publish': status 1 on shelf",
  UnpublishProduct: "inventory 'unpublish': status 0 off shelf",
  DeleteProduct: "inventory 'delete'",
  ProductTemplateDownload: "inventory 'batch upload': the CSV template (like the spec's CustomerTemplateDownload)",
  ProductBatchUpload: "inventory 'batch upload': CSV only, at most 100 rows, all or nothing",
  ProductBatchDownload: "inventory 'batch download': the products as CSV or XLSX",
  QueryStockHistory: "inventory 'history': every change of a product's stock",
};

function filesUnder(dir: string, suffix: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(suffix)).map((f) => path.join(dir, f));
}

describe('the action registry', () => {
  const names = allActions.map((a) => a.contract.name);

  it('registers each action once', () => {
    expect(names.length).toBe(new Set(names).size);
  });

  // The specification sits beside the repository; docs/spec-action-names.txt keeps its names for
  // a clone that has no spec beside it (CI's).
  const namesFile = fs.readFileSync(path.join(ROOT, 'docs/spec-action-names.txt'), 'utf8');

  it('uses only the spec names or documented additions', () => {
    const spec = fs.existsSync(SPEC_DIR) ? fs.readdirSync(SPEC_DIR).map((f) => fs.readFileSync(path.join(SPEC_DIR, f), 'utf8')).join('\n') : namesFile;
    const unknown = names.filter((n) => !DOCUMENTED_ADDITIONS[n] && !new RegExp(`\\b${n}\\b`).test(spec));
    expect(unknown).toEqual([]);
  });

  it('keeps every spec name it uses in docs/spec-action-names.txt, for a clone without the spec', () => {
    const listed = new Set(namesFile.split('\n').map((l) => l.trim()));
    const missing = names.filter((n) => !DOCUMENTED_ADDITIONS[n] && !listed.has(n));
    expect(missing).toEqual([]);
  });

  it('has an API test that calls every action', () => {
    const tests = filesUnder(path.join(ROOT, 'src/server'), '.api.test.ts').map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    const untested = names.filter((n) => !tests.includes(`'${n}'`));
    expect(untested).toEqual([]);
  });
});
