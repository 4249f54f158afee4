import type { MessageText } from './messages';

/**
 * The words of downloaded files (account and till statements, the staff list, products): titles,
 * summary labels, column headers, the footer and the words of status columns. A file is worded in
 * the language of the person who asked for it (docs/areas/statements.md, "Files"). Data stays as it
 * was entered; numbers, amounts and dates keep one format in every language, so a spreadsheet reads
 * them the same way.
 */
export const EXPORT_MESSAGES = {
  // every file
  EXPORT_GENERATED: { 'en-US': 'Generated {at} (Nairobi time)', 'zh-CN': '生成于 {at}（内罗毕时间）' },
  EXPORT_PAGE: { 'en-US': 'Page {page} of {pages}', 'zh-CN': '第 {page} 页，共 {pages} 页' },
  EXPORT_NO_ENTRIES: { 'en-US': 'No entries in this period.', 'zh-CN': '此期间没有记录。' },
  EXPORT_BUSINESS: { 'en-US': 'Business', 'zh-CN': '商户' },
  EXPORT_BUSINESS_NUMBER: { 'en-US': 'Business number', 'zh-CN': '商户号' },

  // statements (account and till)
  EXPORT_PERIOD_LABEL: { 'en-US': 'Period', 'zh-CN': '期间' },
  EXPORT_PERIOD: { 'en-US': '{from} to {to} (Nairobi time)', 'zh-CN': '{from} 至 {to}（内罗毕时间）' },
  EXPORT_OPENING_BALANCE: { 'en-US': 'Opening balance', 'zh-CN': '期初余额' },
  EXPORT_MONEY_IN: { 'en-US': 'Money in', 'zh-CN': '收入' },
  EXPORT_MONEY_OUT: { 'en-US': 'Money out', 'zh-CN': '支出' },
  EXPORT_CLOSING_BALANCE: { 'en-US': 'Closing balance', 'zh-CN': '期末余额' },
  EXPORT_COL_DATE: { 'en-US': 'Date', 'zh-CN': '日期' },
  EXPORT_COL_ORDER_NO: { 'en-US': 'Order number', 'zh-CN': '订单号' },
  EXPORT_COL_DESCRIPTION: { 'en-US': 'Description', 'zh-CN': '摘要' },
  EXPORT_COL_MONEY_IN: { 'en-US': 'Money in (KES)', 'zh-CN': '收入（KES）' },
  EXPORT_COL_MONEY_OUT: { 'en-US': 'Money out (KES)', 'zh-CN': '支出（KES）' },
  EXPORT_COL_BALANCE: { 'en-US': 'Balance (KES)', 'zh-CN': '余额（KES）' },

  // the account statement
  EXPORT_STATEMENT: { 'en-US': 'Account statement', 'zh-CN': '账户对账单' },
  EXPORT_CERTIFIED_STATEMENT: { 'en-US': 'Certified account statement', 'zh-CN': '认证账户对账单' },
  EXPORT_TRANSACTIONS: { 'en-US': 'Transactions', 'zh-CN': '交易类型' },
  EXPORT_ALL: { 'en-US': 'All', 'zh-CN': '全部' },
  EXPORT_TYPE_ONLY: { 'en-US': '{type} only', 'zh-CN': '仅{type}' },
  EXPORT_NOTE: { 'en-US': 'Note', 'zh-CN': '说明' },
  EXPORT_BALANCES_WHOLE: {
    'en-US': "Balances are the whole wallet's, after each transaction; money in and out are of the {type} lines listed",
    'zh-CN': '余额为整个钱包在每笔交易后的余额；收入和支出仅为所列{type}记录的合计',
  },
  EXPORT_ENTRIES: { 'en-US': 'Entries', 'zh-CN': '记录数' },
  EXPORT_CERTIFICATION_REF: { 'en-US': 'Certification reference', 'zh-CN': '认证编号' },
  EXPORT_CERTIFIED: { 'en-US': 'Certified', 'zh-CN': '认证时间' },
  EXPORT_CERTIFIED_AT: {
    'en-US': "{at} (Nairobi time), a true copy of the wallet's ledger",
    'zh-CN': '{at}（内罗毕时间），与钱包账本一致的真实副本',
  },

  // the till statement
  EXPORT_TILL_STATEMENT: { 'en-US': 'Till statement', 'zh-CN': '收银台对账单' },
  EXPORT_TILL: { 'en-US': 'Till', 'zh-CN': '收银台' },
  EXPORT_COL_REFERENCE: { 'en-US': 'Reference', 'zh-CN': '参考号' },
  EXPORT_COL_CREDIT: { 'en-US': 'Credit (KES)', 'zh-CN': '贷方（KES）' },
  EXPORT_COL_DEBIT: { 'en-US': 'Debit (KES)', 'zh-CN': '借方（KES）' },

  // the staff list
  EXPORT_STAFF_TITLE: { 'en-US': 'Staff of {business}', 'zh-CN': '{business} 的员工' },
  EXPORT_STAFF_COUNT: { 'en-US': 'Staff members', 'zh-CN': '员工人数' },
  EXPORT_STAFF_MAIL: { 'en-US': '{title}: {count} staff member(s), as CSV below.', 'zh-CN': '{title}：共 {count} 名员工，CSV 文件内容如下。' },
  EXPORT_COL_NAME: { 'en-US': 'Name', 'zh-CN': '姓名' },
  EXPORT_COL_USERNAME: { 'en-US': 'Username', 'zh-CN': '用户名' },
  EXPORT_COL_POSITION: { 'en-US': 'Position', 'zh-CN': '职位' },
  EXPORT_COL_ROLE: { 'en-US': 'Role', 'zh-CN': '角色' },
  EXPORT_COL_STORES: { 'en-US': 'Stores', 'zh-CN': '门店' },
  EXPORT_COL_STATUS: { 'en-US': 'Status', 'zh-CN': '状态' },
  EXPORT_COL_MOBILE: { 'en-US': 'Mobile', 'zh-CN': '手机号码' },
  EXPORT_COL_EMAIL: { 'en-US': 'E-mail', 'zh-CN': '电子邮箱' },
  EXPORT_COL_ADDED: { 'en-US': 'Added', 'zh-CN': '添加时间' },
  EXPORT_STAFF_A: { 'en-US': 'Active', 'zh-CN': '正常' },
  EXPORT_STAFF_P: { 'en-US': 'Pending', 'zh-CN': '待激活' },
  EXPORT_STAFF_F: { 'en-US': 'Frozen', 'zh-CN': '已冻结' },

  // products
  EXPORT_PRODUCTS_TITLE: { 'en-US': '{business}: products', 'zh-CN': '{business}：商品' },
  EXPORT_PRODUCTS_COUNT: { 'en-US': 'Products', 'zh-CN': '商品数' },
  EXPORT_COL_PRODUCT_NO: { 'en-US': 'Product no.', 'zh-CN': '商品编号' },
  EXPORT_COL_PRODUCT_NAME: { 'en-US': 'Product name', 'zh-CN': '商品名称' },
  EXPORT_COL_CATEGORY: { 'en-US': 'Category', 'zh-CN': '分类' },
  EXPORT_COL_PRICE: { 'en-US': 'Selling price (KES)', 'zh-CN': '价格（KES）' },
  EXPORT_COL_DISCOUNT: { 'en-US': 'Discount (KES)', 'zh-CN': '折扣（KES）' },
  EXPORT_COL_STOCK: { 'en-US': 'Stock', 'zh-CN': '库存' },
  EXPORT_COL_LOW_STOCK: { 'en-US': 'Low stock level', 'zh-CN': '低库存提醒值' },
  EXPORT_COL_UNIT: { 'en-US': 'Unit', 'zh-CN': '单位' },
  EXPORT_COL_STOCK_STATUS: { 'en-US': 'Stock status', 'zh-CN': '库存状态' },
  EXPORT_COL_CREATED: { 'en-US': 'Created', 'zh-CN': '创建时间' },
  EXPORT_PRODUCT_offShelf: { 'en-US': 'Off shelf', 'zh-CN': '已下架' },
  EXPORT_PRODUCT_onShelf: { 'en-US': 'On shelf', 'zh-CN': '已上架' },
  EXPORT_PRODUCT_pending: { 'en-US': 'Pending', 'zh-CN': '待上架' },
  EXPORT_PRODUCT_understock: { 'en-US': 'Understock', 'zh-CN': '库存不足' },
  EXPORT_PRODUCT_outOfStock: { 'en-US': 'Out of stock', 'zh-CN': '缺货' },
  EXPORT_PRODUCT_available: { 'en-US': 'Available', 'zh-CN': '有货' },
} as const satisfies Record<string, MessageText>;
