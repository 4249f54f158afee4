import type { Generated } from 'kysely';
import type { Locale } from '../../shared/i18n/messages';

/**
 * Table types for Kysely. Flags are 'Y'/'N' text on both dialects; timestamps are ISO-8601 UTC
 * text (they sort as they compare); money is bigint minor units read back as numbers.
 */
export interface MerchantTable {
  id: string;
  merc_no: string;
  name: string;
  abbr: string;
  business_type: string;
  setup_status: string;
  id_upload_flag: string;
  kyc_level: string;
  kyc_status: string;
  plan_code: string | null;
  plan_expires_at: string | null;
  parent_id: string | null;
  status: string;
  created_at: string;
  industry: string | null;
  sector: string | null;
  description: string | null;
  photo_file_id: string | null;
  alt_phone: string | null;
  address: string | null;
  county: string | null;
  town: string | null;
  postal_address: string | null;
  postal_code: string | null;
  website: string | null;
  kra_pin: string | null;
  reg_no: string | null;
  bank_name: string | null;
  bank_branch: string | null;
  bank_account_no: string | null;
  bank_account_name: string | null;
  owner_person_id: string | null;
}

export interface PersonTable {
  id: string;
  user_no: string;
  phone: string | null;
  email: string | null;
  username: string | null;
  first_name: string;
  last_name: string;
  password_hash: string;
  pin_hash: string | null;
  status: string;
  last_merchant_id: string | null;
  last_login_at: string | null;
  created_at: string;
  /** 01 National ID, 00 Passport. */
  id_type: string | null;
  id_no: string | null;
  /** Y: a sign-in on a device not yet trusted asks for a code (business type 17). */
  new_device_otp: Generated<string>;
  email_verified: Generated<string>;
  previous_login_at: string | null;
  /** 0048: the language of their last sign-in: what is sent to them later speaks it (null: not known yet). */
  locale: Generated<Locale | null>;
  /** Y once an ID document was recognised and matched the registered names and number. */
  id_upload_flag: Generated<string>;
  id_file_id: string | null;
  /** The latest identity check: 00 pass, 01 fail, 02 initialise, 03 process; null when never run. */
  peleza_status: string | null;
  /** The person's KYC status: 00 failed, 01 pending, 02 passed; null before any check. */
  kyc_status: string | null;
  /** The provider's staff: SUPPORT for support agents; null for merchants' people (0014). */
  platform_role: string | null;
  /** 0037: until when a password someone else set (a staff invitation or reset) works; null once the person chose their own. */
  temp_password_until?: string | null;
}

export interface FunctionTable {
  func_no: string;
  parent_no: string | null;
  name: string;
  sort_order: number;
}

export interface RoleTable {
  id: string;
  merchant_id: string | null;
  code: string;
  name: string;
  is_system: string;
  created_at: string;
}

export interface RoleFunctionTable {
  role_id: string;
  func_no: string;
}

export interface MembershipTable {
  id: string;
  person_id: string;
  merchant_id: string;
  role_id: string;
  designation: string | null;
  status: string;
  created_at: string;
}

export interface StoreTable {
  id: string;
  merchant_id: string;
  store_no: string;
  name: string;
  head_office: string;
  status: string;
  storefront: string;
  push_flag: string;
  address: string | null;
  created_at: string;
  // 0017_stores
  name_key: string | null;
  address_detail: string | null;
  mobile: string | null;
  email: string | null;
  contact_person: string | null;
  description: string | null;
  admin_person_id: string | null;
  county: string | null;
  city: string | null;
  street: string | null;
  residence: string | null;
  region: string | null;
  building_id: string | null;
  latitude: number | null;
  longitude: number | null;
  push_types: string | null;
  review_status: string | null;
  review_reason: string | null;
  reviewed_at: string | null;
  reviewer_name: string | null;
  /** Where the store's settlement goes: 1 bank account, 2 merchant, 4 bank card, 5 mobile money; null the business wallet. */
  settle_channel: string | null;
  settle_account_no: string | null;
  settle_account_name: string | null;
  settle_bank_code: string | null;
  settle_branch_code: string | null;
  use_main_inventory: Generated<string>;
  use_main_customers: Generated<string>;
  use_main_beneficiaries: Generated<string>;
  updated_at: string | null;
}

export interface StorefrontTable {
  store_id: string;
  merchant_id: string;
  banner_file_id: string | null;
  display_name: string | null;
  legal_name: string | null;
  phone: string | null;
  email: string | null;
  whatsapp: string | null;
  facebook: string | null;
  instagram: string | null;
  x_handle: string | null;
  tiktok: string | null;
  /** Payment method codes (spec 001: 0001 Mpesa ... 0013 airtel), comma-separated. */
  payment_methods: string;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  return_policy: string | null;
  updated_at: string;
}

export interface StoreHoursTable {
  store_id: string;
  weekday: number;
  closed: string;
  open_time: string | null;
  close_time: string | null;
}

export interface StoreReviewTable {
  id: string;
  merchant_id: string;
  store_id: string;
  username: string;
  rating: number;
  description: string;
  created_at: string;
}

export interface SalesTaxTable {
  merchant_id: string;
  vat_registered: string;
  vat_no: string | null;
  rate_bp: number;
  updated_at: string;
}

export interface MenuEntryTable {
  id: string;
  parent_id: string | null;
  path: string;
  page_key: string | null;
  title_key: string;
  icon: string | null;
  sort_order: number;
  hidden: string;
  func_no: string | null;
  trans_typ_id: string | null;
  subscription: string;
  web_link: string | null;
}

export interface SessionTable {
  id: string;
  token_hash: string;
  prev_token_hash: string | null;
  prev_valid_until: string | null;
  person_id: string;
  /** Null while the person has no business yet (just registered). */
  merchant_id: string | null;
  store_id: string | null;
  device_id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
  rotated_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoke_code: string | null;
  /** When the person last proved their login password again inside this session. */
  stepped_up_at: string | null;
}

export interface RandomTable {
  value_hash: string;
  bound_to: string;
  expires_at: string;
  used_at: string | null;
}

export interface KeyTable {
  id: string;
  purpose: string;
  public_spki: string;
  private_pem: string;
  active: string;
  created_at: string;
}

export interface AttemptTable {
  kind: string;
  subject: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface AuditTrailTable {
  id: string;
  merchant_id: string;
  person_id: string | null;
  operator_name: string;
  event: string;
  action: string;
  store_id: string | null;
  store_name: string | null;
  /** The default language's words (search, CSV of older readers, rows before 0038). */
  detail: string;
  /** 0038: the detail's catalogue code and parameters (JSON), to word it in the reader's language. */
  detail_code: string | null;
  detail_params: string | null;
  ip: string | null;
  result: string;
  created_at: string;
  /** JSON {before, after} of the changed fields, secrets dropped (0015). */
  changes: string | null;
  device_id: string | null;
  device_name: string | null;
}

export interface OutboxTable {
  id: string;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
  created_at: string;
  delivered_at: string | null;
}

export interface OtpTable {
  jrn_no: string;
  busi_type: string;
  recipient: string;
  channel: string;
  person_id: string | null;
  code_hash: string;
  failures: number;
  created_at: string;
  expires_at: string;
  verified_at: string | null;
  ticket_hash: string | null;
  ticket_expires_at: string | null;
  ticket_used_at: string | null;
}

export interface RegistrationTable {
  id: string;
  token_hash: string;
  user_id_type: string;
  phone: string | null;
  email: string | null;
  /** OTP_VERIFIED, PERSON_INFO, PASSWORD, DONE */
  step: string;
  first_name: string | null;
  last_name: string | null;
  id_type: string | null;
  id_no: string | null;
  password_hash: string | null;
  person_id: string | null;
  device_id: string;
  created_at: string;
  expires_at: string;
}

export interface DeviceTable {
  id: string;
  person_id: string;
  device_id: string;
  device_type: string | null;
  browser: string | null;
  os_version: string | null;
  trusted: string;
  first_seen_at: string;
  last_login_at: string;
  last_ip: string | null;
}

export interface PinAuthorizationTable {
  auth_tx_code: string;
  person_id: string;
  merchant_id: string;
  /** What the PIN authorizes, e.g. 'transfer'; the order it belongs to is named by the caller. */
  purpose: string;
  amount: number | null;
  need_otp: string;
  otp_jrn_no: string | null;
  /** P pending, A authorized, U used */
  status: string;
  created_at: string;
  expires_at: string;
  authorized_at: string | null;
  used_at: string | null;
}

export interface MerchantDocumentTable {
  id: string;
  merchant_id: string;
  doc_type: string;
  file_id: string;
  created_at: string;
}

export interface StakeholderTable {
  id: string;
  merchant_id: string;
  person_id: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
  /** 0 owner, 1 director, 2 partner, 3 owner/director */
  designation: string;
  /** 0 blocked, 1 normal */
  block_status: Generated<string>;
  invite_code: string | null;
  invite_expires_at: string | null;
  /** I invited, J joined, D deleted */
  status: string;
  created_at: string;
}

export interface KycMatrixTable {
  trans_typ_id: string;
  name: string;
  kyc_zero_flg: string;
  kyc_one_flg: string;
  kyc_two_flg: string;
}

export interface PlanTable {
  code: string;
  name: string;
  price: number;
  period_months: number;
  rank: number;
  /** JSON list of feature keys */
  features: string;
}

export interface SubscriptionTable {
  id: string;
  merchant_id: string;
  plan_code: string;
  amount: number;
  starts_at: string;
  ends_at: string;
  pay_status: string;
  created_at: string;
}

export interface BusinessChangeTable {
  id: string;
  merchant_id: string;
  requested_by: string;
  /** JSON object of the fields and their new values */
  changes: string;
  status: string;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

/** A stored file (the file service); `merchant_id` null for a person's own files. */
export interface FileTable {
  id: string;
  merchant_id: string | null;
  person_id: string;
  kind: string;
  original_name: string;
  mime: string;
  size: number;
  sha256: string;
  storage_key: string;
  created_at: string;
}

export interface IdentityCheckTable {
  id: string;
  person_id: string;
  merchant_id: string | null;
  id_type: string;
  id_no: string;
  names: string;
  /** 02 initialise, 03 process, 00 pass, 01 fail */
  status: string;
  /** Why a check failed, as the rail says it (e.g. NAME_MISMATCH). */
  reason: string | null;
  /** The rail's own reference for the check. */
  rail_ref: string | null;
  created_at: string;
  updated_at: string;
}

export interface LedgerAccountTable {
  id: string;
  merchant_id: string | null;
  kind: string;
  currency: Generated<string>;
  balance: Generated<number>;
  reserved: Generated<number>;
  floor: number | null;
  created_at: string;
}

export interface JournalEntryTable {
  id: string;
  idem_key: string;
  status: 'P' | 'S' | 'V';
  kind: string;
  order_id: string | null;
  memo: string;
  created_at: string;
  settled_at: string | null;
}

export interface PostingTable {
  id: string;
  entry_id: string;
  account_id: string;
  amount: number;
  role: string;
  created_at: string;
}

export interface JobTable {
  id: string;
  kind: string;
  dedupe_key: string | null;
  payload: string;
  status: 'Q' | 'R' | 'D' | 'F';
  run_at: string;
  attempts: Generated<number>;
  max_attempts: number;
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** What a business has sent on a transaction type in a Nairobi day (yyyymmdd), kept by triggers (migration 0039). */
export interface LedgerAuditTable {
  id: string;
  started_at: string;
  finished_at: string | null;
  cursor: string;
  accounts_checked: number;
  problems: number;
  findings: string;
}

export interface MoneyDailyUseTable {
  merchant_id: string;
  trans_typ_id: string;
  day: string;
  amount: number;
}

export interface MoneyOrderTable {
  id: string;
  merchant_id: string;
  store_id: string | null;
  person_id: string | null;
  ord_no: string;
  ord_typ: string;
  trans_typ_id: string;
  direction: 'in' | 'out';
  rail: string;
  channel: string | null;
  amount: number;
  fee: number;
  excise: number;
  vat: number;
  /** U waiting for the PIN, W waiting approval (docs/areas/approvals.md), P processing, S success, F failed. */
  status: 'U' | 'W' | 'P' | 'S' | 'F';
  request_id: string;
  auth_tx_code: string | null;
  counterparty_name: string | null;
  counterparty_phone: string | null;
  counterparty_account: string | null;
  counterparty_bank: string | null;
  counterparty_merchant_id: string | null;
  beneficiary_id: string | null;
  batch_id: string | null;
  remarks: string | null;
  details: string | null;
  network_ref: string | null;
  receipt: string | null;
  result_code: string | null;
  result_desc: string | null;
  deadline_at: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  /** In the wallet's activity? WALLET_ACTIVITY (ledger.ts), kept by migration 0042's triggers. */
  wallet_activity: Generated<number>;
}

export interface PaymentMobileTable {
  id: string;
  merchant_id: string;
  phone: string;
  name: string | null;
  created_at: string;
}

/** A linked bank card (0012): card_kind 0 bank card / 1 MoMo wallet, card_flag 1 valid / 0 invalid, card_type 0 debit / 1 credit. */
export interface TopupCardTable {
  id: string;
  merchant_id: string;
  card_kind: string;
  bank_name: string;
  masked_no: string;
  card_flag: string;
  card_type: string;
  created_at: string;
}

/** The business's PesaLink registration (0012): status R registered / N deregistered. */
export interface PesalinkRegistrationTable {
  merchant_id: string;
  phone: string;
  bank_name: string;
  account_no: string;
  account_name: string;
  status: string;
  registered_at: string | null;
  updated_at: string;
}

export interface ReceiveCodeTable {
  id: string;
  merchant_id: string;
  store_id: string | null;
  code: string;
  amount: number | null;
  rcv_flg: '1' | '0';
  created_at: string;
  closed_at: string | null;
}

export interface NotificationTable {
  id: string;
  merchant_id: string | null;
  person_id: string;
  mess_typ: string;
  title: string;
  body: string;
  ord_no: string | null;
  amount: number | null;
  read_flg: Generated<string>;
  created_at: string;
  /** 0013: a picture, the 8-digit date of the order, the page 'View more' opens, who shared it, the digests that carried it. */
  pic?: string | null;
  ord_dt?: string | null;
  link?: string | null;
  shared_from_person_id?: string | null;
  email_digest?: string | null;
  sms_digest?: string | null;
  /** 0033: the catalogue codes of the title and body and their parameters (JSON), to word it in the reader's language. */
  title_code?: string | null;
  body_code?: string | null;
  text_params?: string | null;
}

/** A person's notification settings (0013): methods '01,02,03', frequency d / w / m. */
export interface NotificationSettingTable {
  person_id: string;
  methods: string;
  frequency: string;
  updated_at: string;
}

/** A split bill (0013, order type 25) and the share each remitter owes. */
export interface SplitBillTable {
  id: string;
  merchant_id: string;
  person_id: string;
  ord_no: string;
  ord_typ: string;
  ord_dt: string;
  request_id: string | null;
  total_amount: number;
  remarks: string | null;
  pay_to_phone: string;
  pay_to_name: string;
  created_at: string;
}

export interface SplitShareTable {
  id: string;
  split_id: string;
  ord_no: string;
  ord_dt: string;
  remitter_merchant_id: string;
  remitter_person_id: string;
  remitter_phone: string;
  remitter_name: string;
  amount: number;
  pay_ord_no: string | null;
  created_at: string;
}

/** A business's saved payee (spec 001 section 3, Beneficiary). */
export interface BeneficiaryTable {
  id: string;
  merchant_id: string;
  name: string;
  nickname: string | null;
  /** rcvCnl: the transfer channel code (src/shared/dict/money.ts). */
  channel: string;
  /** rcvTyp: A account, M mobile money. */
  payee_type: string;
  mobile: string | null;
  /** Account, card, paybill or merchant number. */
  account_no: string | null;
  bank_code: string | null;
  bank_name: string | null;
  account_reference: string | null;
  /** The business a {product}-wallet payee is paid into (channels 28, 30). */
  target_merchant_id: string | null;
  /** Channel and number: what makes two payees the same (unique per merchant). */
  payee_key: string;
  created_at: string;
  updated_at: string;
}

export interface BeneficiaryGroupTable {
  id: string;
  merchant_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface BeneficiaryGroupMemberTable {
  group_id: string;
  beneficiary_id: string;
  created_at: string;
}

/** A business's global settings (0015): date display option 00-04 and language. */
export interface MerchantSettingsTable {
  merchant_id: string;
  date_format: string;
  language: string;
  updated_at: string;
  updated_by: string | null;
}

export interface Database {
  customers: CustomerTable;
  customer_batches: CustomerBatchTable;
  customer_batch_errors: CustomerBatchErrorTable;
  customer_notices: CustomerNoticeTable;
  customer_notice_recipients: CustomerNoticeRecipientTable;
  goods_orders: GoodsOrderTable;
  goods_order_items: GoodsOrderItemTable;
  goods_order_events: GoodsOrderEventTable;
  goods_order_payments: GoodsOrderPaymentTable;
  goods_refunds: GoodsRefundTable;
  goods_refund_items: GoodsRefundItemTable;
  coupons: CouponTable;
  coupon_redemptions: CouponRedemptionTable;
  payment_codes: PaymentCodeTable;
  bill_accounts: BillAccountTable;
  bill_plans: BillPlanTable;
  bill_plan_runs: BillPlanRunTable;
  standing_orders: StandingOrderTable;
  standing_order_runs: StandingOrderRunTable;
  mandates: MandateTable;
  mandate_members: MandateMemberTable;
  approvals: ApprovalTable;
  approval_steps: ApprovalStepTable;
  approval_events: ApprovalEventTable;
  bill_orders: BillOrderTable;
  reward_points: RewardPointTable;
  statements: StatementTable;
  merchants: MerchantTable;
  persons: PersonTable;
  functions: FunctionTable;
  roles: RoleTable;
  role_functions: RoleFunctionTable;
  memberships: MembershipTable;
  stores: StoreTable;
  storefronts: StorefrontTable;
  store_hours: StoreHoursTable;
  store_reviews: StoreReviewTable;
  sales_tax: SalesTaxTable;
  menu_entries: MenuEntryTable;
  sessions: SessionTable;
  randoms: RandomTable;
  keys: KeyTable;
  attempts: AttemptTable;
  audit_trail: AuditTrailTable;
  merchant_settings: MerchantSettingsTable;
  outbox: OutboxTable;
  otps: OtpTable;
  registrations: RegistrationTable;
  devices: DeviceTable;
  pin_authorizations: PinAuthorizationTable;
  identity_checks: IdentityCheckTable;
  files: FileTable;
  merchant_documents: MerchantDocumentTable;
  stakeholders: StakeholderTable;
  kyc_matrix: KycMatrixTable;
  plans: PlanTable;
  subscriptions: SubscriptionTable;
  business_changes: BusinessChangeTable;
  ledger_accounts: LedgerAccountTable;
  journal_entries: JournalEntryTable;
  postings: PostingTable;
  jobs: JobTable;
  money_orders: MoneyOrderTable;
  money_daily_use: MoneyDailyUseTable;
  ledger_audits: LedgerAuditTable;
  payment_mobiles: PaymentMobileTable;
  receive_codes: ReceiveCodeTable;
  notifications: NotificationTable;
  notification_settings: NotificationSettingTable;
  split_bills: SplitBillTable;
  split_shares: SplitShareTable;
  beneficiaries: BeneficiaryTable;
  beneficiary_groups: BeneficiaryGroupTable;
  beneficiary_group_members: BeneficiaryGroupMemberTable;
  topup_cards: TopupCardTable;
  pesalink_registrations: PesalinkRegistrationTable;
  quick_access_entries: QuickAccessEntryTable;
  home_banners: HomeBannerTable;
  mini_apps: MiniAppTable;
  help_processes: HelpProcessTable;
  help_tickets: HelpTicketTable;
  help_ticket_messages: HelpTicketMessageTable;
  help_callbacks: HelpCallbackTable;
  tills: TillTable;
  product_categories: ProductCategoryTable;
  products: ProductTable;
  stock_history: StockHistoryTable;
  till_store_settings: TillStoreSettingTable;
  till_payments: TillPaymentTable;
  till_settlements: TillSettlementTable;
  staff_members: StaffMemberTable;
  staff_stores: StaffStoreTable;
}

/** A service process the provider publishes in the help center (CommonTickets). */
export interface HelpProcessTable {
  id: string;
  code: string;
  category: string;
  title: string;
  summary: string;
  /** One step per line. */
  steps: string;
  sort_order: number;
  created_at: string;
  /** 0035: the texts in other languages, JSON per locale with the column names (src/server/modules/content/translations.ts). */
  translations?: string | null;
}

/** A ticket a business raised; status 0 unresolved, 1 addressed, 2 in progress, 3 cancel. */
export interface HelpTicketTable {
  id: string;
  ticket_no: string;
  merchant_id: string;
  person_id: string;
  ticket_type: string;
  title: string;
  issue_type: string;
  description: string;
  contact_channel: string;
  file_id: string | null;
  status: string;
  agent_person_id: string | null;
  created_at: string;
  responded_at: string | null;
  updated_at: string;
}

/** One message of a ticket's conversation: side M the merchant, S the provider's support. */
export interface HelpTicketMessageTable {
  id: string;
  ticket_id: string;
  person_id: string;
  side: string;
  body: string;
  file_id: string | null;
  created_at: string;
}

/** A call-back request: P pending, C called, X cancelled. */
export interface HelpCallbackTable {
  id: string;
  merchant_id: string;
  person_id: string;
  phone: string;
  preferred_time: string;
  note: string | null;
  status: string;
  created_at: string;
  handled_at: string | null;
  agent_person_id: string | null;
}

/** A store's till (migration 0018): status 0 activated, 1 deactivated; settle_method null follows the store. */
export interface TillTable {
  id: string;
  merchant_id: string;
  store_id: string;
  till_no: string;
  name: string;
  status: '0' | '1';
  /** A added by the business, R requested from the provider. */
  origin: 'A' | 'R';
  settle_method: string | null;
  settle_threshold: number | null;
  remarks: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A store's default settlement method for its tills. */
export interface TillStoreSettingTable {
  store_id: string;
  merchant_id: string;
  settle_method: string;
  settle_threshold: number | null;
  updated_at: string;
}

/** A payment to a till, once per network transaction id; claimed against a sale at most once. */
export interface TillPaymentTable {
  id: string;
  merchant_id: string;
  store_id: string;
  till_id: string;
  /** mpesa (C2B to the till number) or wallet (a {product} wallet paid it, order type 42). */
  source: string;
  trans_id: string;
  amount: number;
  payer_name: string | null;
  payer_phone: string | null;
  reference: string | null;
  claim_ref: string | null;
  claim_note: string | null;
  claimed_by: string | null;
  claimed_at: string | null;
  created_at: string;
}

/** Money moved from a till to its store's settlement destination, once per till and period. */
export interface TillSettlementTable {
  id: string;
  merchant_id: string;
  store_id: string;
  till_id: string;
  period: string;
  /** Settlement method 0 real time, 1 end of day, 2 manual, 3 balance threshold. */
  method: string;
  /** Where it went: W the business wallet, B a bank account, M M-PESA. */
  channel: string;
  destination: string | null;
  amount: number;
  fee: number;
  excise: number;
  vat: number;
  /** P processing, S settled, F failed (a rail settlement follows its money order). */
  status: 'P' | 'S' | 'F';
  order_id: string | null;
  result_desc: string | null;
  person_id: string | null;
  created_at: string;
  finished_at: string | null;
}

/** An account statement a business generated (0019): Q queued, R generating, D done, F failed. */
export interface StatementTable {
  id: string;
  merchant_id: string;
  person_id: string;
  start_date: string;
  end_date: string;
  ord_typ: string | null;
  format: 'pdf' | 'csv' | 'xlsx';
  status: 'Q' | 'R' | 'D' | 'F';
  progress: number;
  row_count: number | null;
  opening_balance: number | null;
  closing_balance: number | null;
  money_in: number | null;
  money_out: number | null;
  file_id: string | null;
  file_name: string | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  certified_status: 'Q' | 'D' | 'F' | null;
  certified_ref: string | null;
  certified_person_id: string | null;
  certified_file_id: string | null;
  certified_file_name: string | null;
  certified_requested_at: string | null;
  certified_at: string | null;
  /** The language the statement's file is worded in (0047): its asker's. */
  locale: Locale;
  /** The language of the certified copy: the language of whoever asked for it. */
  certified_locale: Locale | null;
}

/** A person's quick access menu in a business (0016): menu entry ids in order. */
export interface QuickAccessEntryTable {
  id: string;
  person_id: string;
  merchant_id: string;
  menu_id: string;
  position: number;
  created_at: string;
}

/** The provider's banners on /home (0016): status A shown / D withdrawn, within starts_at..ends_at. */
export interface HomeBannerTable {
  id: string;
  title: string;
  description: string | null;
  image_url: string;
  link_type: string | null;
  link: string | null;
  starts_at: string;
  ends_at: string | null;
  sort_order: number;
  status: string;
  created_at: string;
  /** 0035: the texts in other languages, JSON per locale with the column names (src/server/modules/content/translations.ts). */
  translations?: string | null;
}

/** The provider's mini apps (0016): link_type route (a portal page) or web (embedded frame). */
export interface MiniAppTable {
  id: string;
  name: string;
  description: string;
  category: string;
  icon_url: string;
  link_type: string;
  address: string;
  recommended: string;
  sort_order: number;
  status: string;
  created_at: string;
  /** 0035: the texts in other languages, JSON per locale with the column names (src/server/modules/content/translations.ts). */
  translations?: string | null;
}

/** Saved bill accounts (0020): unique per business, biller and account number. */
export interface BillAccountTable {
  id: string;
  merchant_id: string;
  biller: string;
  utility_kind: string;
  account_no: string;
  account_name: string | null;
  nickname: string | null;
  package_code: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** Regular bills and auto-recharge (0020): status 0 normal, 1 paused, 2 deleted; `last_period` YYYYMM last scheduled. */
export interface BillPlanTable {
  id: string;
  merchant_id: string;
  plan_no: string;
  request_id: string;
  biller: string;
  utility_kind: string;
  account_no: string;
  account_name: string | null;
  package_code: string | null;
  name: string | null;
  amount: number;
  day: number;
  pay_source: string;
  status: string;
  person_id: string;
  store_id: string | null;
  last_period: string | null;
  created_at: string;
  updated_at: string;
}

/** One monthly run of a plan (0020), unique per plan and period: status P running, S paid, F failed. */
export interface BillPlanRunTable {
  id: string;
  plan_id: string;
  merchant_id: string;
  period: string;
  status: string;
  attempts: number;
  order_id: string | null;
  last_error: string | null;
  notified: string;
  created_at: string;
  updated_at: string;
}

/** What makes a money order a bill payment (0020); the rating is one per paid order. */
export interface BillOrderTable {
  order_id: string;
  merchant_id: string;
  ord_no: string;
  biller: string;
  utility_kind: string;
  account_no: string;
  account_name: string | null;
  package_code: string | null;
  package_name: string | null;
  plan_id: string | null;
  period: string | null;
  token: string | null;
  units: string | null;
  rating: number | null;
  rating_comment: string | null;
  rated_at: string | null;
  created_at: string;
}

/** Reward points a business earned (0020), unique per reason (`rate:<orderId>`). */
export interface RewardPointTable {
  id: string;
  merchant_id: string;
  points: number;
  reason: string;
  ref: string;
  created_at: string;
}

/** Standing orders (0021): a fixed amount to one payee on a schedule; status 0 normal, 1 paused, 2 deleted, 3 finished. */
export interface StandingOrderTable {
  id: string;
  merchant_id: string;
  order_no: string;
  request_id: string;
  name: string;
  name_key: string;
  category: string;
  reason: string | null;
  amount: number;
  frequency: string;
  start_date: string;
  end_date: string | null;
  max_runs: number | null;
  runs_done: number;
  next_date: string | null;
  last_date: string | null;
  channel: string;
  payee: string;
  payee_name: string | null;
  payee_account: string | null;
  pay_source: string;
  status: string;
  person_id: string;
  store_id: string | null;
  created_at: string;
  updated_at: string;
}

/** One run of a standing order per date (0021): P on its way, S paid, F failed. */
export interface StandingOrderRunTable {
  id: string;
  standing_order_id: string;
  merchant_id: string;
  run_date: string;
  seq: number;
  amount: number;
  status: string;
  order_id: string | null;
  reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductCategoryTable {
  id: string;
  merchant_id: string;
  name: string;
  name_key: string;
  description: string | null;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface ProductTable {
  id: string;
  merchant_id: string;
  product_no: string;
  name: string;
  name_key: string;
  category_id: string | null;
  description: string | null;
  unit: string | null;
  /** Selling price and discount, integer minor units; the discount never exceeds the price. */
  price: number;
  discount: number;
  stock: number;
  /** Stock at or below this (and above zero) is understock (inventory status 3). */
  low_stock: number;
  image_file_id: string | null;
  /** 0 off shelf, 1 on shelf, 2 pending. */
  publish_status: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface StockHistoryTable {
  id: string;
  merchant_id: string;
  product_id: string;
  change: number;
  stock_after: number;
  /** create, adjust, upload, sale, return */
  reason: string;
  order_no: string | null;
  person_id: string | null;
  note: string | null;
  created_at: string;
}

/** One sale (0024): the spec's four status families; money in integer minor units. */
export interface GoodsOrderTable {
  id: string;
  order_no: string;
  merchant_id: string;
  store_id: string;
  till_id: string | null;
  /** The cashier who rang the sale up. */
  person_id: string;
  request_id: string;
  /** C counter checkout, O online. */
  channel: string;
  customer_id: string | null;
  customer_phone: string | null;
  customer_name: string | null;
  customer_email: string | null;
  /** Order payment status: U1 WP HS PS FP WR MR SR. */
  pay_status: string;
  /** Goods order status: U1 WP PS FP MR SR PR. */
  goods_status: string;
  /** Order accept status: U1 SP NO OG CP PD CL. */
  accept_status: string;
  /** Detailed status: WP BP CP PP ED FT ST CF BF WA WM RF RP RQ. */
  detail_status: string;
  item_count: number;
  subtotal: number;
  discount_type: string | null;
  discount_value: number | null;
  discount: number;
  coupon_id: string | null;
  coupon_code: string | null;
  coupon_amount: number;
  /** Basis points (1600 = 16%). */
  vat_rate: number;
  vat: number;
  total: number;
  paid_amount: number;
  cash_received: number | null;
  change_amount: number | null;
  refunded_amount: number;
  /** Payment method code 0001-0013 once paid. */
  payment_method: string | null;
  pay_ref: string | null;
  money_order_id: string | null;
  remarks: string | null;
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
  hung_at: string | null;
  paid_at: string | null;
  closed_at: string | null;
}

/** A line of a sale: an inventory product (product_id) or a free amount (item_type N). */
export interface GoodsOrderItemTable {
  id: string;
  order_id: string;
  merchant_id: string;
  line_no: number;
  /** I inventory, N non-inventory (free amount). */
  item_type: string;
  product_id: string | null;
  name: string;
  unit_price: number;
  quantity: number;
  line_total: number;
  refunded_qty: number;
  created_at: string;
}

/** The history of a sale. */
export interface GoodsOrderEventTable {
  id: string;
  order_id: string;
  merchant_id: string;
  event: string;
  pay_status: string | null;
  accept_status: string | null;
  person_id: string | null;
  detail: string | null;
  created_at: string;
}

/** One attempt to pay a sale; at most one with status S per order. */
export interface GoodsOrderPaymentTable {
  id: string;
  order_id: string;
  merchant_id: string;
  method: string;
  amount: number;
  tendered: number | null;
  change_amount: number | null;
  /** P pending, S success, F failed. */
  status: string;
  payer_phone: string | null;
  money_order_id: string | null;
  network_ref: string | null;
  result_desc: string | null;
  person_id: string | null;
  created_at: string;
  finished_at: string | null;
}

/** A promotion coupon as checkout uses it. */
export interface CouponTable {
  id: string;
  merchant_id: string;
  store_id: string | null;
  promotion_id: string | null;
  code: string;
  name: string;
  /** A amount, P percentage, C cashback, G gift. */
  coupon_type: string;
  amount: number | null;
  /** Basis points for P (1000 = 10%). */
  percentage: number | null;
  max_discount: number | null;
  min_order_amount: number;
  gift_name: string | null;
  gift_image: string | null;
  pay_code: string | null;
  static_qr: string | null;
  one_time: string;
  total_quantity: number | null;
  used_count: number;
  /** Promotion status codes: 02 active, 01 inactive, 04 expired, 05 deleted... */
  status: string;
  start_at: string;
  end_at: string;
  created_at: string;
  updated_at: string;
}

export interface CouponRedemptionTable {
  id: string;
  coupon_id: string;
  merchant_id: string;
  order_id: string;
  customer_phone: string | null;
  amount: number;
  created_at: string;
}

/** A payment code a customer pays at checkout: W waiting, S paid, C closed, E expired. */
export interface PaymentCodeTable {
  id: string;
  code: string;
  merchant_id: string;
  store_id: string;
  till_id: string | null;
  order_id: string | null;
  amount: number | null;
  status: string;
  rcv_flg: string;
  payer_phone: string | null;
  money_order_id: string | null;
  person_id: string | null;
  expires_at: string;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A customer of a customer book (0026): the main store's, or a store's own; mobile unique in a book. */
export interface CustomerTable {
  id: string;
  merchant_id: string;
  book_store_id: string;
  store_id: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  /** The full name lower-cased, for search. */
  search_name: string;
  mobile: string;
  email: string | null;
  gender: string | null;
  birthday: string | null;
  anniversary: string | null;
  note: string | null;
  /** 1 active, 0 inactive. */
  state: string;
  black_flg: string;
  black_reason: string | null;
  black_at: string | null;
  batch_id: string | null;
  person_id: string | null;
  created_at: string;
  updated_at: string;
}

/** One bulk upload of customers (0026): S all added, F refused (nothing added). */
export interface CustomerBatchTable {
  id: string;
  merchant_id: string;
  book_store_id: string;
  file_name: string;
  total_rows: number;
  added_rows: number;
  failed_rows: number;
  status: string;
  person_id: string | null;
  operator_name: string;
  created_at: string;
}

/** A refused row of a bulk upload (0026): the row, the field and the message code. */
export interface CustomerBatchErrorTable {
  id: string;
  batch_id: string;
  row_no: number;
  field: string;
  message: string;
  value: string | null;
}

/** A message sent to chosen customers (0026): channel 01 e-mail, 02 SMS, 03 in-app. */
export interface CustomerNoticeTable {
  id: string;
  merchant_id: string;
  book_store_id: string;
  channel: string;
  subject: string | null;
  content: string;
  total: number;
  sent: number;
  failed: number;
  person_id: string | null;
  operator_name: string;
  created_at: string;
  updated_at: string;
}

/** One customer of a message (0026): S sent, F failed with the reason's message code. */
export interface CustomerNoticeRecipientTable {
  id: string;
  notice_id: string;
  merchant_id: string;
  customer_id: string;
  name: string;
  mobile: string;
  email: string | null;
  status: string;
  reason: string | null;
  attempts: number;
  outbox_id: string | null;
  notification_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A refund of a sale (0025): full F or partial P, paid back the way the sale came. */
export interface GoodsRefundTable {
  id: string;
  refund_no: string;
  merchant_id: string;
  store_id: string;
  order_id: string;
  till_id: string | null;
  person_id: string;
  request_id: string;
  /** F full, P partial. */
  refund_type: string;
  /** Refund reason 01-08 (spec 001 enumerations). */
  reason_code: string;
  remarks: string | null;
  amount: number;
  /** The sale's payment method (0001 M-PESA, 0002 wallet, 0008 cash, ...). */
  method: string;
  /** Where the money went back (a phone, a merchant number), when it went somewhere. */
  destination: string | null;
  /** Refund order status: U1 initialize, WA waiting approval, AD approved, RJ rejected. */
  refund_status: string;
  /** Pay status: U initial, W waiting approval, P processing, S success, F failed. */
  pay_status: string;
  money_order_id: string | null;
  approval_id: string | null;
  result_desc: string | null;
  /** Y once the returned items' stock went back to inventory. */
  stock_returned: string;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** A line given back by a refund. */
export interface GoodsRefundItemTable {
  id: string;
  refund_id: string;
  order_item_id: string;
  product_id: string | null;
  quantity: number;
}

/** A staff member of a business (0027): status A active, P pending, F frozen, D deleted. */
export interface StaffMemberTable {
  id: string;
  merchant_id: string;
  person_id: string;
  username: string;
  position: string;
  role_group: string;
  id_no: string | null;
  status: string;
  invited_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** While frozen: the status to give back on unfreezing, A or P (0030). */
  frozen_from: Generated<string | null>;
}

/** A store a staff member works in (0027). */
export interface StaffStoreTable {
  staff_id: string;
  merchant_id: string;
  store_id: string;
  created_at: string;
}

/** An account mandate (migration 0022, docs/areas/approvals.md). */
export interface MandateTable {
  id: string;
  merchant_id: string;
  mandate_no: string;
  tx_typ: string;
  sub_typ: string | null;
  limit_from: number;
  limit_to: number | null;
  /** 0 zero, 1 sequential, 2 non-sequential. */
  mandate_typ: string;
  /** 0 ALL approvers, 4 ANY one approver. */
  rule_typ: string;
  /** A active, D deleted. */
  status: string;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface MandateMemberTable {
  id: string;
  mandate_id: string;
  merchant_id: string;
  person_id: string;
  /** 0 initiator, 1 approver (authorizer), 2 viewer. */
  role_typ: string;
  seq: number;
}

export interface ApprovalTable {
  id: string;
  merchant_id: string;
  store_id: string | null;
  approval_no: string;
  /** What is held: `order` (a money order), `batch` (a transfer to many) or another area's kind. */
  kind: string;
  ref_id: string;
  ord_no: string | null;
  tx_typ: string;
  sub_typ: string | null;
  amount: number;
  summary: string;
  /** 0036: the summary's catalogue code and parameters (JSON), to word it in the reader's language. */
  summary_code: string | null;
  summary_params: string | null;
  fingerprint: string;
  mandate_id: string;
  mandate_typ: string;
  required: number;
  approved: number;
  initiator_id: string;
  /** P pending, S approved, F rejected, E approved but the transaction failed, C closed. */
  status: string;
  /** 00 add, 01 auditor agree, 02 auditor reject, 03 applicant confirm, 04 applicant cancel. */
  stage: string;
  /** Y once what the approval released has run. */
  executed: string;
  result_desc: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface ApprovalStepTable {
  id: string;
  approval_id: string;
  merchant_id: string;
  seq: number;
  person_id: string;
  /** W waiting, A approved, R rejected, N no longer needed. */
  status: string;
  reason: string | null;
  decided_at: string | null;
}

export interface ApprovalEventTable {
  id: string;
  approval_id: string;
  stage: string;
  person_id: string | null;
  reason: string | null;
  created_at: string;
}
