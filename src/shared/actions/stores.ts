import { z } from 'zod';
import { numberFromText } from '../rules/number';
import { pagedOutput, pagingInput, pickerInput } from '../protocol/paging';
import { ruleMessage } from '../rules/message';
import { reasonRule } from '../rules/reason';
import { SETTLE_CHANNELS, STORE_PUSH_TYPES } from '../dict/stores';
import { salesTaxSchema, storeFormSchema, storefrontFormSchema } from '../rules/stores';
import { contract, empty, yn } from './contract';
import { storeSummary } from './identity';

export { storeSummary, type StoreSummary } from './identity';

/** A row of the store list: the summary plus the state of its publish request. */
export const storeListItem = storeSummary.extend({
  reviewSts: z.enum(['U']).nullable(),
  reviewReason: z.string().nullable(),
});
export type StoreListItem = z.infer<typeof storeListItem>;

export const QueryStoreList = contract(
  'QueryStoreList',
  pagingInput.extend({
    storeName: z.string().trim().max(60).optional(),
    /** N open (the main store included), C suspended, Y the main store. */
    storeStatus: z.enum(['N', 'C', 'Y'], { message: ruleMessage('INVALID_VALUE') }).optional(),
  }),
  pagedOutput(storeListItem).extend({ mercId: z.string(), currentStoreId: z.string().nullable() }),
);

export const ChangeStore = contract(
  'ChangeStore',
  z.object({ storeId: z.string().trim().min(1, ruleMessage('REQUIRED')).max(40) }),
  z.object({ currentStore: storeSummary }),
);

export const queryStoreFront = contract(
  'queryStoreFront',
  empty,
  z.object({ storeId: z.string(), mshpSts: z.enum(['0', '1']) }),
);

export const updateStoreFront = contract(
  'updateStoreFront',
  z.object({ mshpSts: z.enum(['0', '1'], { message: ruleMessage('INVALID_VALUE') }) }),
  z.object({ storeId: z.string(), mshpSts: z.enum(['0', '1']) }),
);

// ---- Store management (spec 001 sections 2-5 and 7) ----

const storeIdInput = z.object({ storeId: z.string().trim().min(1, ruleMessage('REQUIRED')).max(40) });
const nullableText = z.string().nullable();

/** One store in full: the show and amend screens. Settlement 0 is the business wallet. */
export const storeDetail = storeSummary.extend({
  storeNo: z.string(),
  /** U: a publish request waits for the provider's review; null: none. */
  reviewSts: z.enum(['U']).nullable(),
  /** Why the provider's review refused the store (pushFlg R). */
  reviewReason: nullableText,
  reviewedAt: nullableText,
  addressDetail: nullableText,
  mobile: nullableText,
  email: nullableText,
  contactPerson: nullableText,
  description: nullableText,
  adminId: nullableText,
  adminName: nullableText,
  county: nullableText,
  countyName: nullableText,
  city: nullableText,
  street: nullableText,
  residence: nullableText,
  region: nullableText,
  buildingId: nullableText,
  buildingName: nullableText,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  useMainInventory: yn,
  useMainCustomers: yn,
  useMainBeneficiaries: yn,
  pushTyps: z.array(z.enum(STORE_PUSH_TYPES)),
  settleChannel: z.enum(SETTLE_CHANNELS),
  settleAccountNo: nullableText,
  settleAccountName: nullableText,
  settleBankCode: nullableText,
  settleBankName: nullableText,
  settleBranchCode: nullableText,
  settleBranchName: nullableText,
  /** What the store's QR code encodes: its pay link with the business's merchant number and the store number. */
  qrContent: z.string(),
  mercNo: z.string(),
});
export type StoreDetail = z.infer<typeof storeDetail>;

export const QueryStoreDetail = contract('QueryStoreDetail', storeIdInput, storeDetail);

export const AddStore = contract('AddStore', storeFormSchema, storeDetail);

export const EditStore = contract('EditStore', storeFormSchema.safeExtend({ storeId: storeIdInput.shape.storeId }), storeDetail);

/** The business's people who can run a store (its administrator is one of them). */
export const QueryStoreAdmin = contract(
  'QueryStoreAdmin',
  pickerInput,
  z.object({
    list: z.array(z.object({ adminId: z.string(), adminName: z.string(), roleName: z.string(), mobile: nullableText, email: nullableText })),
  }),
);

/** Apply to publish a store: it waits for the provider's review (spec 001 section 4). */
export const ApplyStore = contract('ApplyStore', storeIdInput, storeDetail);

/** Unpublish a store (or withdraw its publish request). */
export const UnpublishStore = contract('UnpublishStore', storeIdInput, storeDetail);

/** Open (N) or suspend (C) a store: enable and suspend of spec 001 section 4. */
export const UpdateStoreStatus = contract(
  'UpdateStoreStatus',
  storeIdInput.extend({ storeStatus: z.enum(['N', 'C'], { message: ruleMessage('INVALID_VALUE') }) }),
  storeDetail,
);

/** How a store hears of its payments: 01 e-mail, 02 SMS, 03 in-app. */
export const UpdateMerchantStorePushTyp = contract(
  'UpdateMerchantStorePushTyp',
  storeIdInput.extend({ pushTyps: z.array(z.enum(STORE_PUSH_TYPES, { message: ruleMessage('INVALID_VALUE') })).max(3) }),
  storeDetail,
);

export const BankList = contract(
  'BankList',
  empty,
  z.object({ list: z.array(z.object({ bankCode: z.string(), bankName: z.string() })) }),
);

export const BankBranchList = contract(
  'BankBranchList',
  z.object({ bankCode: z.string().trim().regex(/^\d{2}$/, ruleMessage('INVALID_VALUE')) }),
  z.object({ list: z.array(z.object({ branchCode: z.string(), branchName: z.string() })) }),
);

export const building = z.object({
  buildingId: z.string(),
  buildingName: z.string(),
  county: z.string(),
  countyName: z.string(),
  city: z.string(),
  street: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Metres from the point asked about (FindBuildingsByLoc only). */
  distance: z.number().optional(),
});
export type Building = z.infer<typeof building>;

export const FindBuildingsByName = contract(
  'FindBuildingsByName',
  z.object({ buildingName: z.string().trim().min(1, ruleMessage('REQUIRED')).min(2, ruleMessage('MIN_LENGTH', { min: 2 })).max(60), county: z.string().trim().max(3).optional() }),
  z.object({ list: z.array(building) }),
);

export const FindBuildingsByLoc = contract(
  'FindBuildingsByLoc',
  z.object({
    latitude: numberFromText(z.number({ message: ruleMessage('INVALID_VALUE') }).min(-90, ruleMessage('INVALID_VALUE')).max(90, ruleMessage('INVALID_VALUE'))),
    longitude: numberFromText(z.number({ message: ruleMessage('INVALID_VALUE') }).min(-180, ruleMessage('INVALID_VALUE')).max(180, ruleMessage('INVALID_VALUE'))),
    /** Metres; 2 km by default, at most 20 km. */
    radius: numberFromText(z.number().int().min(100).max(20_000)).default(2_000),
  }),
  z.object({ list: z.array(building) }),
);

/** Counties and their towns (the store address); `county` narrows to one county's towns. */
export const TerritoryListQuery = contract(
  'TerritoryListQuery',
  z.object({ county: z.string().trim().max(3).optional() }),
  z.object({ list: z.array(z.object({ code: z.string(), name: z.string(), towns: z.array(z.string()) })) }),
);

// ---- Storefront ----

export const weekdayHours = z.object({
  weekday: z.number().int(),
  closed: yn,
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
});

export const storefrontDetail = z.object({
  storeId: z.string(),
  storeName: z.string(),
  mshpSts: z.enum(['0', '1']),
  bannerFileId: nullableText,
  bannerUrl: nullableText,
  displayName: nullableText,
  legalName: nullableText,
  phone: nullableText,
  email: nullableText,
  whatsapp: nullableText,
  facebook: nullableText,
  instagram: nullableText,
  xHandle: nullableText,
  tiktok: nullableText,
  paymentMethods: z.array(z.string()),
  location: nullableText,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  returnPolicy: nullableText,
  hours: z.array(weekdayHours),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type StorefrontDetail = z.infer<typeof storefrontDetail>;

/** The current store's storefront settings (/setting/manageStoreFront). */
export const QueryStoreFrontSettings = contract('QueryStoreFrontSettings', empty, storefrontDetail);

export const UpdateStoreFrontSettings = contract('UpdateStoreFrontSettings', storefrontFormSchema, storefrontDetail);

export const storeReview = z.object({ reviewId: z.string(), username: z.string(), rating: z.number().int(), description: z.string(), createdAt: z.string() });
export type StoreReview = z.infer<typeof storeReview>;

/** The current store's customer reviews, newest first, paged. */
export const QueryStoreReviews = contract(
  'QueryStoreReviews',
  pagingInput,
  pagedOutput(storeReview).extend({ average: z.number().nullable(), counts: z.array(z.number().int()) }),
);

// ---- Sales tax ----

export const salesTaxDetail = z.object({ vatRegistered: yn, vatNo: nullableText, rateBp: z.number().int(), updatedAt: nullableText });
export type SalesTaxDetail = z.infer<typeof salesTaxDetail>;

export const QuerySalesTax = contract('QuerySalesTax', empty, salesTaxDetail);
export const SetSalesTax = contract('SetSalesTax', salesTaxSchema, salesTaxDetail);

// ---- The provider's review of publish requests (support desk) ----

export const storeReviewItem = z.object({
  storeId: z.string(),
  storeName: z.string(),
  mercId: z.string(),
  mercName: z.string(),
  mercNo: z.string(),
  address: nullableText,
  requestedAt: z.string(),
});

export const QueryStoreReviewList = contract('QueryStoreReviewList', pagingInput, pagedOutput(storeReviewItem));

/** Why the provider refuses a store's publication: the spec's reason text, up to 200 characters. */
export const storeReviewReasonRule = reasonRule(200);

export const ReviewStore = contract(
  'ReviewStore',
  storeIdInput.extend({
    decision: z.enum(['Y', 'R'], { message: ruleMessage('INVALID_VALUE') }),
    reason: storeReviewReasonRule.optional(),
  }),
  z.object({ storeId: z.string(), pushFlg: z.enum(['Y', 'N', 'R']) }),
);
