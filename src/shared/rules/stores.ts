import { z } from 'zod';
import { bankByCode } from '../dict/banks';
import { branchByCode } from '../dict/bankBranches';
import { SETTLE_CHANNELS, STOREFRONT_PAYMENT_METHODS, WEEKDAYS } from '../dict/stores';
import { bankAccountRule } from './business';
import { emailRule, normalizePhone, personNameRule, phoneRule } from './identity';
import { ruleMessage } from './message';
import { cardNoRule, merchantNoRule } from './payee';

/**
 * The stores area's rules (spec 001 section 5; spec 000 section 5), the same in the browser's
 * forms and on the server: store names, settlement details (bank account up to 18 digits, card 7
 * to 18 digits, merchant number 12 digits, M-PESA phone), weekday hours and the VAT number.
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, ruleMessage('MAX_LENGTH', { 0: max }))
    .optional()
    .transform((v) => (v ? v : undefined));

export const storeNameRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .min(2, ruleMessage('MIN_LENGTH', { min: 2 }))
  .max(60, ruleMessage('MAX_LENGTH', { 0: 60 }))
  // 'Westlands   Branch' is 'Westlands Branch': kept with one space, so it is the same name.
  .transform((name) => name.replace(/\s+/g, ' '));

const optionalPhone = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(phoneRule.transform((v) => normalizePhone(v) ?? v).optional());

const optionalEmail = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(emailRule.optional());

/** A contact person, when given: a person's name (spec 000 section 5: letters only, at least 2). */
const optionalPersonName = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(personNameRule.optional());

const yn = z.enum(['Y', 'N'], { message: ruleMessage('INVALID_VALUE') });

/** A settlement destination: where the store's takings go (settle_* columns). */
export const settlementFields = {
  settleChannel: z.enum(SETTLE_CHANNELS, { message: ruleMessage('INVALID_VALUE') }).default('0'),
  settleAccountNo: optionalText(20),
  settleAccountName: optionalText(60),
  settleBankCode: optionalText(2),
  settleBranchCode: optionalText(5),
};

export interface SettlementValues {
  settleChannel: (typeof SETTLE_CHANNELS)[number];
  settleAccountNo?: string | undefined;
  settleAccountName?: string | undefined;
  settleBankCode?: string | undefined;
  settleBranchCode?: string | undefined;
}

/**
 * The refusals of a settlement destination, by field: 1 bank account (up to 18 digits, name, bank
 * and branch), 2 merchant (12-digit merchant number), 4 bank card (7 to 18 digits, name, bank),
 * 5 mobile money (an M-PESA phone and the name on it). 0 (the business wallet) needs nothing.
 */
export function settlementProblems(v: SettlementValues): { field: keyof SettlementValues; message: string }[] {
  const out: { field: keyof SettlementValues; message: string }[] = [];
  const check = (field: keyof SettlementValues, rule: z.ZodTypeAny, value: string | undefined) => {
    if (!value) {
      out.push({ field, message: ruleMessage('REQUIRED') });
      return;
    }
    const r = rule.safeParse(value);
    if (!r.success) out.push({ field, message: r.error.issues[0]?.message ?? ruleMessage('INVALID_VALUE') });
  };
  const name = z.string().min(2, ruleMessage('MIN_LENGTH', { min: 2 }));
  switch (v.settleChannel) {
    case '1':
      check('settleAccountNo', bankAccountRule, v.settleAccountNo);
      check('settleAccountName', name, v.settleAccountName);
      if (!v.settleBankCode || !bankByCode(v.settleBankCode)) out.push({ field: 'settleBankCode', message: ruleMessage('MMCP5021') });
      else if (!branchByCode(v.settleBankCode, v.settleBranchCode)) out.push({ field: 'settleBranchCode', message: ruleMessage('MMCP5015') });
      break;
    case '2':
      check('settleAccountNo', merchantNoRule, v.settleAccountNo);
      break;
    case '4':
      check('settleAccountNo', cardNoRule, v.settleAccountNo);
      check('settleAccountName', name, v.settleAccountName);
      if (!v.settleBankCode || !bankByCode(v.settleBankCode)) out.push({ field: 'settleBankCode', message: ruleMessage('MMCP5021') });
      break;
    case '5':
      check('settleAccountNo', phoneRule, v.settleAccountNo);
      check('settleAccountName', name, v.settleAccountName);
      break;
    default:
      break;
  }
  return out;
}

/** The store form (AddStore, EditStore). */
export const storeFormSchema = z
  .object({
    storeName: storeNameRule,
    address: z.string().trim().min(1, ruleMessage('REQUIRED')).max(120, ruleMessage('MAX_LENGTH', { 0: 120 })),
    addressDetail: optionalText(200),
    mobile: optionalPhone,
    email: optionalEmail,
    contactPerson: optionalPersonName,
    description: optionalText(300),
    adminId: optionalText(40),
    county: optionalText(3),
    city: optionalText(60),
    street: optionalText(80),
    residence: optionalText(80),
    region: optionalText(60),
    buildingId: optionalText(40),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    useMainInventory: yn.default('N'),
    useMainCustomers: yn.default('N'),
    useMainBeneficiaries: yn.default('N'),
    ...settlementFields,
  })
  .superRefine((v, ctx) => {
    for (const p of settlementProblems(v)) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
  });

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeRule = z.string().trim().regex(TIME_RE, ruleMessage('MMCP5018'));

const optionalTime = z
  .string()
  .nullish()
  .transform((v) => (v ? v : undefined))
  .pipe(timeRule.optional());

/** One weekday of the storefront's hours: closed, or open from a time to a later time. */
export const weekdayHoursSchema = z
  .object({
    weekday: z
      .number()
      .int()
      .min(WEEKDAYS[0], ruleMessage('INVALID_VALUE'))
      .max(WEEKDAYS[WEEKDAYS.length - 1] ?? 7, ruleMessage('INVALID_VALUE')),
    closed: yn,
    openTime: optionalTime,
    closeTime: optionalTime,
  })
  .superRefine((v, ctx) => {
    if (v.closed === 'Y') return;
    if (!v.openTime || !v.closeTime) {
      ctx.addIssue({ code: 'custom', path: [v.openTime ? 'closeTime' : 'openTime'], message: ruleMessage('MMCP5019') });
      return;
    }
    if (v.closeTime <= v.openTime) ctx.addIssue({ code: 'custom', path: ['closeTime'], message: ruleMessage('MMCP5010') });
  });

export const weekHoursSchema = z
  .array(weekdayHoursSchema)
  .max(7)
  .superRefine((days, ctx) => {
    if (new Set(days.map((d) => d.weekday)).size !== days.length) ctx.addIssue({ code: 'custom', message: ruleMessage('MMCP5023') });
  });

/** VAT number (spec 000 section 5: KRA PIN and VAT, 9 digits). */
export const vatNoRule = z.string().trim().regex(/^\d{9}$/, ruleMessage('MMCP5011'));

export const MAX_VAT_RATE_BP = 10_000;

/** The sales tax form: a VAT-registered business needs its VAT number; the rate in basis points. */
export const salesTaxSchema = z
  .object({
    vatRegistered: yn,
    vatNo: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(vatNoRule.optional()),
    rateBp: z
      .number({ message: ruleMessage('REQUIRED') })
      .int(ruleMessage('MMCP5012', { min: 0, max: 100 }))
      .min(0, ruleMessage('MMCP5012', { min: 0, max: 100 }))
      .max(MAX_VAT_RATE_BP, ruleMessage('MMCP5012', { min: 0, max: 100 })),
  })
  .superRefine((v, ctx) => {
    if (v.vatRegistered === 'Y' && !v.vatNo) ctx.addIssue({ code: 'custom', path: ['vatNo'], message: ruleMessage('MMCP5013') });
  });

const handle = optionalText(60).pipe(
  z
    .string()
    .regex(/^@?[A-Za-z0-9._-]{1,59}$|^https?:\/\/\S+$/, ruleMessage('INVALID_VALUE'))
    .optional(),
);

/** The storefront form: names, contacts, social handles, payment methods, location, hours, return policy, banner. */
export const storefrontFormSchema = z.object({
  bannerFileId: optionalText(40),
  displayName: optionalText(60),
  legalName: optionalText(80),
  phone: optionalPhone,
  email: optionalEmail,
  whatsapp: optionalPhone,
  facebook: handle,
  instagram: handle,
  xHandle: handle,
  tiktok: handle,
  paymentMethods: z.array(z.enum(STOREFRONT_PAYMENT_METHODS, { message: ruleMessage('INVALID_VALUE') })).max(STOREFRONT_PAYMENT_METHODS.length),
  location: optionalText(160),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  returnPolicy: optionalText(1000),
  hours: weekHoursSchema,
});
