import type { Locale, TextParam } from '../../../shared/i18n/messages';
import type { RoleFunction, RoleGroup } from '../../../shared/actions/staff';
import { FUNCTIONS, type FunctionDef } from '../../reference/functions';
import { ROLE_NAMES } from '../../../shared/dict/roles';

/**
 * The role selection tree (spec 000 section 6, spec 001 section 5): role groups, each offering a
 * set of functions with their sub-functions. A staff member gets one group at a time and any of
 * its functions; picking a parent picks all its children. Each function shows a name (in the
 * reader's language), its English name (the spec's) and a description.
 */
interface Text {
  en: string;
  zh: string;
}
const t = (en: string, zh: string): Text => ({ en, zh });

/** Display name and description of each function code. */
const FUNCTION_TEXTS: Record<string, { name: Text; desc: Text }> = {
  '01': { name: t('Scan to pay', '扫码付款'), desc: t("Take a payment by scanning the customer's QR code.", '扫描顾客的二维码收款。') },
  '02': { name: t('QR code collect', '二维码收款'), desc: t("Show the store's QR code and request to pay.", '展示门店二维码并发起收款请求。') },
  '03': { name: t('Withdraw', '提现'), desc: t('Withdraw from the wallet to a bank or M-PESA.', '从钱包提现到银行或 M-PESA。') },
  '04': { name: t('Pay bills', '缴费'), desc: t('Pay utility bills and buy airtime.', '缴纳水电等账单并购买话费。') },
  '05': { name: t('Sales', '销售'), desc: t('Orders taken at checkout.', '收银台产生的订单。') },
  '0501': { name: t('View orders', '查看订单'), desc: t('See orders and their details.', '查看订单及详情。') },
  '0502': { name: t('Process orders', '处理订单'), desc: t('Accept, pick, complete or cancel orders.', '接单、拣货、完成或取消订单。') },
  '0503': { name: t('Refund orders', '订单退款'), desc: t('Refund an order in full or in part.', '全额或部分退款。') },
  '06': { name: t('Reconciliation', '对账'), desc: t('Match sales with payments received.', '核对销售与收款。') },
  '07': { name: t('Settlement', '结算'), desc: t('See and run settlements.', '查看并执行结算。') },
  '08': { name: t('Top up', '充值'), desc: t('Top up the wallet.', '为钱包充值。') },
  '09': { name: t('Transfer', '转账'), desc: t('Send money to wallets, banks and mobiles.', '向钱包、银行和手机转账。') },
  '10': { name: t('Buy goods', '购物付款'), desc: t('Pay another business by till or pay code.', '通过收银台号或付款码向其他商家付款。') },
  '11': { name: t('Beneficiaries', '收款人'), desc: t('Manage saved payees and groups.', '管理已保存的收款人及分组。') },
  '12': { name: t('Transaction history', '交易记录'), desc: t("See the business's transaction records.", '查看企业的交易记录。') },
  '13': { name: t('Statements', '对账单'), desc: t('Account statements.', '账户对账单。') },
  '1301': { name: t('Generate or view statements', '生成或查看对账单'), desc: t('Generate and download statements.', '生成并下载对账单。') },
  '1302': { name: t('Certified statements', '认证对账单'), desc: t('Request a certified statement.', '申请认证对账单。') },
  '14': { name: t('Standing orders', '定期付款'), desc: t('Set up and manage standing orders.', '设置并管理定期付款。') },
  '15': { name: t('Manage cards', '管理卡片'), desc: t("Manage the business's cards.", '管理企业的卡片。') },
  '16': { name: t('Overdraft', '透支'), desc: t('Use and repay the overdraft.', '使用并偿还透支。') },
  '17': { name: t('Term loan', '定期贷款'), desc: t('Apply for and repay loans.', '申请并偿还贷款。') },
  '18': { name: t('Investment', '投资'), desc: t('Investment accounts.', '投资账户。') },
  '19': { name: t('Goal saving', '目标储蓄'), desc: t('Goal saving accounts.', '目标储蓄账户。') },
  '20': { name: t('Stores', '门店'), desc: t("The business's stores and storefront.", '企业的门店及店面。') },
  '2001': { name: t('View stores', '查看门店'), desc: t('See stores and their details.', '查看门店及详情。') },
  '2002': { name: t('Manage stores', '管理门店'), desc: t('Add, edit, open or close stores.', '新增、编辑、开启或关闭门店。') },
  '21': { name: t('Customers', '顾客'), desc: t("The business's customers.", '企业的顾客。') },
  '2101': { name: t('Add customers', '新增顾客'), desc: t('Add a customer.', '新增一位顾客。') },
  '2102': { name: t('Bulk add customers', '批量新增顾客'), desc: t('Upload customers from a file.', '从文件上传顾客。') },
  '2103': { name: t('Message customers', '发送消息'), desc: t('Send messages to customers.', '向顾客发送消息。') },
  '2104': { name: t('Amend customers', '修改顾客'), desc: t("Edit a customer's details.", '编辑顾客资料。') },
  '2105': { name: t('Delete customers', '删除顾客'), desc: t('Delete a customer.', '删除顾客。') },
  '2106': { name: t('View customers', '查看顾客'), desc: t('See customers and their details.', '查看顾客及详情。') },
  '22': { name: t('Inventory', '库存'), desc: t('Products, categories and stock.', '商品、分类与库存。') },
  '2201': { name: t('View inventory', '查看库存'), desc: t('See products and stock.', '查看商品与库存。') },
  '2202': { name: t('Manage inventory', '管理库存'), desc: t('Add, edit and publish products.', '新增、编辑并上架商品。') },
  '23': { name: t('Promotions', '促销'), desc: t('Discounts, coupons, deals and pushes.', '折扣、优惠券、活动与推送。') },
  '24': { name: t('Reports', '报表'), desc: t('Analysis and reports.', '分析与报表。') },
  '30': { name: t('Business info', '企业信息'), desc: t("See and edit the business's details.", '查看并编辑企业资料。') },
  '31': { name: t('Stakeholders', '股东'), desc: t('Manage owners, directors and partners.', '管理所有者、董事与合伙人。') },
  '32': { name: t('Sub-merchants', '子商户'), desc: t('Manage sub-businesses.', '管理子企业。') },
  '34': { name: t('My other businesses', '我的其他企业'), desc: t('See the other businesses you belong to.', '查看您所属的其他企业。') },
  '36': { name: t('Staff management', '员工管理'), desc: t('Staff, their roles and stores.', '员工及其角色与门店。') },
  '3601': { name: t('View staff', '查看员工'), desc: t('See staff and their roles.', '查看员工及其角色。') },
  '3602': { name: t('Manage staff', '管理员工'), desc: t('Add, edit, freeze and delete staff.', '新增、编辑、冻结和删除员工。') },
  '37': { name: t('More', '更多'), desc: t('Settings and approvals.', '设置与审批。') },
  '3701': { name: t('Account mandate', '账户授权'), desc: t('Set who approves which transactions.', '设置交易的审批人。') },
  '3702': { name: t('Transaction approval', '交易审批'), desc: t('Approve or reject transactions.', '批准或拒绝交易。') },
  '3703': { name: t('Sales tax', '销售税'), desc: t('Set the VAT registration and rate.', '设置增值税登记与税率。') },
  '3704': { name: t('Audit trail', '审计记录'), desc: t('See who did what and when.', '查看谁在何时做了什么。') },
  '3705': { name: t('Interbank registration', '跨行转账登记'), desc: t('Register for PesaLink.', '登记 PesaLink。') },
  '3706': { name: t('Subscription plan', '订阅套餐'), desc: t("Change the business's plan.", '更改企业套餐。') },
  '3707': { name: t('Change password', '修改密码'), desc: t('Change your own password.', '修改自己的密码。') },
  '3708': { name: t('Change PIN', '修改 PIN'), desc: t('Change your own PIN.', '修改自己的 PIN。') },
  '3709': { name: t('Biometric', '生物识别'), desc: t('Biometric sign-in.', '生物识别登录。') },
  '3710': { name: t('Notification management', '通知管理'), desc: t('Choose how notifications arrive.', '选择通知的接收方式。') },
  '3711': { name: t('App info', '应用信息'), desc: t('About the app.', '关于应用。') },
  '38': { name: t('Manage my tills', '管理收银台'), desc: t('Tills and their settlement.', '收银台及其结算。') },
  '3801': { name: t('Add tills', '新增收银台'), desc: t('Request and see tills.', '申请并查看收银台。') },
  '3802': { name: t('Activate or settle tills', '启用或结算收银台'), desc: t('Activate, deactivate and settle tills.', '启用、停用并结算收银台。') },
  '39': { name: t('Device management', '设备管理'), desc: t('See and remove signed-in devices.', '查看并移除登录设备。') },
  '40': { name: t('Help center', '帮助中心'), desc: t('Raise tickets and request call backs.', '提交工单并申请回电。') },
  '41': { name: t('Switch account', '切换账户'), desc: t('Switch between businesses.', '在企业间切换。') },
  '42': { name: t('Log out', '退出登录'), desc: t('Sign out.', '退出登录。') },
  '43': { name: t('Cashier', '收银'), desc: t('Sell at the checkout and see till payments.', '在收银台销售并查看收银台收款。') },
  '44': { name: t('Profile photo', '头像'), desc: t('Change your profile photo.', '更换头像。') },
  '45': { name: t('View balance', '查看余额'), desc: t('See the wallet balance.', '查看钱包余额。') },
  '46': { name: t('Wealth', '财富'), desc: t('Savings and investments.', '储蓄与投资。') },
  '55': { name: t('Discover', '发现'), desc: t('The Discover Deals marketplace.', 'Discover Deals 市场。') },
  '5501': { name: t('Activate Discover', '开通发现'), desc: t('Join the deals marketplace.', '加入活动市场。') },
  '5502': { name: t('Add deals', '新增活动'), desc: t('Add deals and products.', '新增活动与商品。') },
  '5503': { name: t('Edit, disable or delete deals', '编辑、停用或删除活动'), desc: t('Change or remove deals.', '修改或移除活动。') },
  '5504': { name: t('Redeem deals', '核销活动'), desc: t("Redeem a customer's deal.", '核销顾客的活动。') },
  '1A': { name: t('Settlement history', '结算记录'), desc: t('See settled transactions.', '查看已结算的交易。') },
  '56': { name: t('IPN configuration', 'IPN 配置'), desc: t('Configure instant payment notification.', '配置即时支付通知。') },
  '57': { name: t('IPN success list', 'IPN 成功列表'), desc: t('Delivered payment notifications.', '已送达的支付通知。') },
  '58': { name: t('IPN failures', 'IPN 失败列表'), desc: t('Failed payment notifications.', '发送失败的支付通知。') },
};

interface GroupDef {
  code: string;
  name: Text;
  desc: Text;
  /** The leaf function codes the group offers. */
  leaves: string[];
}

/** The role groups of the tree. */
export const ROLE_GROUPS: GroupDef[] = [
  {
    code: 'SALES',
    name: ROLE_NAMES.SALES,
    desc: t('Sells at the checkout and handles the orders of their store.', '在收银台销售并处理本门店的订单。'),
    // 2106: a sale's customer is picked from the customer book at the checkout.
    leaves: ['01', '02', '43', '0501', '0502', '0503', '2106'],
  },
  {
    code: 'STORE_MANAGER',
    name: ROLE_NAMES.STORE_MANAGER,
    desc: t('Runs a store: sales, customers, stock, tills and its staff.', '管理门店：销售、顾客、库存、收银台及员工。'),
    leaves: ['01', '02', '43', '0501', '0502', '0503', '2001', '2002', '2101', '2102', '2103', '2104', '2105', '2106', '2201', '2202', '23', '24', '3601', '3801', '3802', '06', '12', '1A'],
  },
  {
    code: 'ACCOUNTANT',
    name: ROLE_NAMES.ACCOUNTANT,
    desc: t('Keeps the books: records, statements, settlements and reports.', '负责账务：交易记录、对账单、结算与报表。'),
    leaves: ['06', '07', '12', '1301', '1302', '1A', '24', '45', '0501', '3703', '3704'],
  },
  {
    code: 'STOCK_KEEPER',
    name: ROLE_NAMES.STOCK_KEEPER,
    desc: t('Looks after products and stock.', '负责商品与库存。'),
    leaves: ['2001', '2201', '2202'],
  },
  {
    code: 'MARKETING',
    name: ROLE_NAMES.MARKETING,
    desc: t('Runs promotions and talks to customers.', '开展促销并与顾客沟通。'),
    leaves: ['23', '2101', '2102', '2103', '2104', '2105', '2106', '5501', '5502', '5503', '5504'],
  },
  {
    code: 'FINANCE',
    name: ROLE_NAMES.FINANCE,
    desc: t("Moves the business's money: payments, transfers and loans.", '负责资金往来：付款、转账与贷款。'),
    leaves: ['03', '04', '08', '09', '10', '11', '14', '15', '16', '17', '45', '3701', '3702'],
  },
  {
    code: 'ADMINISTRATOR',
    name: ROLE_NAMES.ADMINISTRATOR,
    desc: t('Manages staff, devices and the help center.', '管理员工、设备与帮助中心。'),
    leaves: ['3601', '3602', '39', '40'],
  },
];

export function roleGroup(code: string): GroupDef | undefined {
  return ROLE_GROUPS.find((g) => g.code === code);
}

function text(x: Text, locale: Locale): string {
  return locale === 'zh-CN' ? x.zh : x.en;
}

function toNode(def: FunctionDef, leaves: Set<string>, locale: Locale): RoleFunction | null {
  const texts = FUNCTION_TEXTS[def.funcNo];
  const base = {
    funcNo: def.funcNo,
    funcName: texts ? text(texts.name, locale) : def.name,
    funcNameEn: def.name,
    funcDesc: texts ? text(texts.desc, locale) : '',
  };
  if (!def.children) return leaves.has(def.funcNo) ? { ...base, children: [] } : null;
  const children = def.children.map((c) => toNode(c, leaves, locale)).filter((c): c is RoleFunction => c !== null);
  return children.length ? { ...base, children } : null;
}

/** The tree of one group, in the reader's language. */
export function groupTree(group: GroupDef, locale: Locale): RoleGroup {
  const leaves = new Set(group.leaves);
  return {
    roleGroup: group.code,
    roleName: text(group.name, locale),
    roleNameEn: group.name.en,
    roleDesc: text(group.desc, locale),
    funcList: FUNCTIONS.map((f) => toNode(f, leaves, locale)).filter((f): f is RoleFunction => f !== null),
  };
}

/** The group's name as catalogue words, for the audit trail (an unknown code as it is). */
export function groupWord(code: string): TextParam {
  return roleGroup(code) && Object.hasOwn(ROLE_NAMES, code) ? { code: `AUDIT_ROLE_${code as keyof typeof ROLE_NAMES}` } : code;
}

/** The group's name in English (what the role row is called). */
export function groupName(code: string): string {
  return roleGroup(code)?.name.en ?? code;
}

/** Managing implies viewing: a role that may change something may open its page. */
const IMPLIED: Record<string, string> = { '3602': '3601', '2202': '2201', '2002': '2001', '0502': '0501', '0503': '0501' };

/**
 * The leaves a selection holds: a picked parent brings all its children in the group, a manage
 * function its view function. Answers null when a code is not offered by the group.
 */
export function expandSelection(group: GroupDef, funcNos: string[]): string[] | null {
  const offered = new Set(group.leaves);
  const out = new Set<string>();
  for (const code of funcNos) {
    if (offered.has(code)) {
      out.add(code);
      continue;
    }
    const parent = FUNCTIONS.find((f) => f.funcNo === code && f.children);
    const kids = parent?.children?.map((c) => c.funcNo).filter((c) => offered.has(c)) ?? [];
    if (!kids.length) return null;
    for (const k of kids) out.add(k);
  }
  for (const code of [...out]) {
    const view = IMPLIED[code];
    if (view && offered.has(view)) out.add(view);
  }
  return [...out];
}
