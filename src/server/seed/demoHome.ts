import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../db/util';
import type { Translations } from '../modules/content/translations';

const DAY = 86400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** The provider's banners, with their zh-CN texts: three running, one ended and one not started yet (both hidden). */
const BANNERS = [
  { id: 'banner-card-topup', title: 'Top up with your card', description: 'Visa and Mastercard top-ups land in your wallet in seconds.', image: 'card-topup.svg', linkType: 'route', link: '/finance/money', from: -30, to: 60, order: 10, zh: { title: '用银行卡充值', description: 'Visa 和 Mastercard 充值，几秒钟就到钱包。' } },
  { id: 'banner-loan-calc', title: 'Plan your next stock loan', description: 'Work out monthly repayments with the loan calculator.', image: 'loan-calculator.svg', linkType: 'web', link: '/Merchant/mini/loan-calculator.html', from: -10, to: null, order: 20, zh: { title: '规划下一笔进货贷款', description: '用贷款计算器算一算每月要还多少。' } },
  { id: 'banner-mini-apps', title: 'Tools for your business', description: 'VAT, KRA PIN and more in Mini apps.', image: 'mini-apps.svg', linkType: 'route', link: '/home/miniApps', from: -5, to: 90, order: 30, zh: { title: '经营好帮手', description: '增值税、KRA PIN 等实用工具，尽在小程序。' } },
  { id: 'banner-ended', title: 'Easter offer', description: 'Ended.', image: 'mini-apps.svg', linkType: null, link: null, from: -90, to: -60, order: 5, zh: { title: '复活节优惠', description: '已结束。' } },
  { id: 'banner-future', title: 'Ready for the festive season', description: 'Stock up, open your storefront and set your tills to settle each evening.', image: 'mini-apps.svg', linkType: null, link: null, from: 30, to: 60, order: 1, zh: { title: '备战节日旺季', description: '备足货品，开启店面，并把收银台设为每晚结算。' } },
] as const;

/** Mini apps served by this app (static pages under /Merchant/mini/) or portal pages, with their zh-CN texts. */
const MINI_APPS = [
  { id: 'mini-loan-calculator', name: 'Loan calculator', description: 'Monthly repayment, total interest and schedule of a KES loan.', category: 'Finance', icon: 'loan.svg', linkType: 'web', address: '/Merchant/mini/loan-calculator.html', recommended: 'Y', order: 10, zh: { name: '贷款计算器', description: '计算一笔 KES 贷款的月还款额、总利息和还款计划。' } },
  { id: 'mini-vat-calculator', name: 'VAT calculator', description: 'Add or take out 16% VAT from a price.', category: 'Tax', icon: 'vat.svg', linkType: 'web', address: '/Merchant/mini/vat-calculator.html', recommended: 'Y', order: 20, zh: { name: '增值税计算器', description: '给价格加上或扣除 16% 的增值税。' } },
  { id: 'mini-kra-pin', name: 'KRA PIN checker', description: 'Check that a KRA PIN is well formed and look it up in the sample register.', category: 'Tax', icon: 'kra.svg', linkType: 'web', address: '/Merchant/mini/kra-pin-checker.html', recommended: 'Y', order: 30, zh: { name: 'KRA PIN 查验', description: '检查 KRA PIN 格式是否正确，并在示例登记册中查询。' } },
  { id: 'mini-topup', name: 'Top up wallet', description: 'Top up from M-PESA or a saved card.', category: 'Wallet', icon: 'topup.svg', linkType: 'route', address: '/finance/money', recommended: 'Y', order: 40, zh: { name: '钱包充值', description: '通过 M-PESA 或已保存的银行卡充值。' } },
  { id: 'mini-send-money', name: 'Send money', description: 'Pay a supplier by M-PESA, bank or PesaLink.', category: 'Wallet', icon: 'send.svg', linkType: 'route', address: '/finance/transfer', recommended: 'N', order: 50, zh: { name: '转账', description: '通过 M-PESA、银行或 PesaLink 向供应商付款。' } },
] as const;

const OWNER_QUICK_ACCESS = [
  'finance.money',
  'finance.transfer',
  'home.withdraw',
  'home.requestToPay',
  'home.qrCode',
  'finance.beneficiary',
  'setting.auditTrail',
  'setting.storeManagement',
];

/** Banners, mini apps and the owner's quick access menu (docs/areas/home.md). */
export async function seedDemoHome(db: Kysely<Database>, merchantId: string, ownerId: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('home_banners')
    .values(
      BANNERS.map((b) => ({
        id: b.id,
        title: b.title,
        description: b.description,
        image_url: `/Merchant/banners/${b.image}`,
        link_type: b.linkType,
        link: b.link,
        starts_at: at(b.from),
        ends_at: b.to === null ? null : at(b.to),
        sort_order: b.order,
        status: 'A',
        created_at: now,
        translations: JSON.stringify({ 'zh-CN': b.zh } satisfies Translations),
      })),
    )
    .execute();
  await db
    .insertInto('mini_apps')
    .values(
      MINI_APPS.map((a) => ({
        id: a.id,
        name: a.name,
        description: a.description,
        category: a.category,
        icon_url: `/Merchant/mini/icons/${a.icon}`,
        link_type: a.linkType,
        address: a.address,
        recommended: a.recommended,
        sort_order: a.order,
        status: 'A',
        created_at: now,
        translations: JSON.stringify({ 'zh-CN': a.zh } satisfies Translations),
      })),
    )
    .execute();
  await db
    .insertInto('quick_access_entries')
    .values(OWNER_QUICK_ACCESS.map((menuId, position) => ({ id: newId(), person_id: ownerId, merchant_id: merchantId, menu_id: menuId, position, created_at: now })))
    .execute();
}
