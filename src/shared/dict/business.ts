/**
 * Business reference data (spec 000 section 3): business types, designations, document types,
 * industries and their sectors. Labels are i18n keys' en-US texts; codes travel.
 */
export const BUSINESS_TYPES = {
  '0': 'Sole proprietorship (unregistered)',
  '1': 'Sole proprietorship (registered)',
  '2': 'Partnership',
  '3': 'Limited liability company',
} as const;
export type BusinessType = keyof typeof BUSINESS_TYPES;

/** Stakeholder designations; 3 Owner/Director is the dictionary's addition. */
export const DESIGNATIONS = { '0': 'Owner', '1': 'Director', '2': 'Partner', '3': 'Owner/Director' } as const;
export type Designation = keyof typeof DESIGNATIONS;
/** zh-CN of DESIGNATIONS (the browser's texts and the invitations sent use these). */
export const DESIGNATIONS_ZH: Record<Designation, string> = { '0': '所有者', '1': '董事', '2': '合伙人', '3': '所有者/董事' };
export const DESIGNATION_LETTERS: Record<Designation, string> = { '0': 'O', '1': 'D', '2': 'P', '3': 'OD' };

/** Support documents: 1 certificate of incorporation, 2 CR-12, 3 LLP2 (spec 001 enumerations). */
export const DOCUMENT_TYPES = { '1': 'Certificate of incorporation', '2': 'CR-12', '3': 'LLP2' } as const;

/** An industry and its sectors: `name` en-US (what is stored and audited), `zh` zh-CN. */
export interface Industry {
  code: string;
  name: string;
  zh: string;
  sectors: { code: string; name: string; zh: string }[];
}

export const INDUSTRIES: Industry[] = [
  {
    code: 'RET',
    name: 'Retail and wholesale',
    zh: '零售与批发',
    sectors: [
      { code: 'RET01', name: 'Grocery and general shop (duka)', zh: '杂货店与小卖部（duka）' },
      { code: 'RET02', name: 'Supermarket and minimart', zh: '超市与便利店' },
      { code: 'RET03', name: 'Clothing, shoes and textiles', zh: '服装、鞋类与纺织品' },
      { code: 'RET04', name: 'Electronics and mobile phones', zh: '电子产品与手机' },
      { code: 'RET05', name: 'Hardware and building materials', zh: '五金与建材' },
      { code: 'RET06', name: 'Wholesale and distribution', zh: '批发与分销' },
    ],
  },
  {
    code: 'FOD',
    name: 'Food and hospitality',
    zh: '餐饮与住宿',
    sectors: [
      { code: 'FOD01', name: 'Restaurant and café', zh: '餐厅与咖啡馆' },
      { code: 'FOD02', name: 'Butchery', zh: '肉铺' },
      { code: 'FOD03', name: 'Bakery', zh: '面包店' },
      { code: 'FOD04', name: 'Hotel and lodging', zh: '酒店与住宿' },
      { code: 'FOD05', name: 'Bar and entertainment', zh: '酒吧与娱乐' },
    ],
  },
  {
    code: 'AGR',
    name: 'Agriculture',
    zh: '农业',
    sectors: [
      { code: 'AGR01', name: 'Agrovet and farm inputs', zh: '农资与兽药' },
      { code: 'AGR02', name: 'Produce trading', zh: '农产品贸易' },
      { code: 'AGR03', name: 'Dairy', zh: '乳制品' },
      { code: 'AGR04', name: 'Poultry and livestock', zh: '家禽与牲畜' },
    ],
  },
  {
    code: 'SRV',
    name: 'Services',
    zh: '服务业',
    sectors: [
      { code: 'SRV01', name: 'Salon, barber and beauty', zh: '美发、理发与美容' },
      { code: 'SRV02', name: 'Repairs and maintenance', zh: '维修与保养' },
      { code: 'SRV03', name: 'Professional services', zh: '专业服务' },
      { code: 'SRV04', name: 'Cleaning and laundry', zh: '清洁与洗衣' },
      { code: 'SRV05', name: 'Printing and cyber café', zh: '打印与网吧' },
    ],
  },
  {
    code: 'TRN',
    name: 'Transport and logistics',
    zh: '运输与物流',
    sectors: [
      { code: 'TRN01', name: 'Boda boda and taxi', zh: '摩的与出租车' },
      { code: 'TRN02', name: 'Matatu and bus', zh: '小巴与公交' },
      { code: 'TRN03', name: 'Courier and delivery', zh: '快递与配送' },
      { code: 'TRN04', name: 'Fuel station', zh: '加油站' },
    ],
  },
  {
    code: 'HLT',
    name: 'Health and education',
    zh: '医疗与教育',
    sectors: [
      { code: 'HLT01', name: 'Pharmacy and chemist', zh: '药房' },
      { code: 'HLT02', name: 'Clinic and laboratory', zh: '诊所与化验室' },
      { code: 'HLT03', name: 'School and training', zh: '学校与培训' },
    ],
  },
  {
    code: 'MFG',
    name: 'Manufacturing and crafts',
    zh: '制造与手工艺',
    sectors: [
      { code: 'MFG01', name: 'Jua kali and metal work', zh: 'Jua kali 与金属加工' },
      { code: 'MFG02', name: 'Furniture and carpentry', zh: '家具与木工' },
      { code: 'MFG03', name: 'Food processing', zh: '食品加工' },
      { code: 'MFG04', name: 'Tailoring and crafts', zh: '裁缝与手工艺' },
    ],
  },
];

/** zh-CN of the provider's plans (`plans.code`); a plan without one keeps its stored name. */
export const PLAN_NAMES_ZH: Record<string, string> = { BASIC: '基础版', GROWTH: '成长版', PREMIUM: '高级版' };

/** A plan's name in the reader's language. */
export function planNameIn(code: string, name: string, locale: string): string {
  return locale === 'zh-CN' ? (PLAN_NAMES_ZH[code] ?? name) : name;
}
