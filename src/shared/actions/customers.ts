import { z } from 'zod';
import { pagedOutput, pagingInput } from '../protocol/paging';
import {
  blackReasonRule,
  CUSTOMER_NOTICE_MAX,
  customerFields,
  customerStateSchema,
  genderSchema,
  NOTICE_CONTENT_MAX,
  NOTICE_SUBJECT_MAX,
} from '../rules/customers';
import { ruleMessage } from '../rules/message';
import { contract, empty, yn } from './contract';

/**
 * Customers (spec 001 sections 2, 3, 5 and 7; function 21: 2101 add, 2102 bulk add, 2103 send
 * message, 2104 amend, 2105 delete, 2106 view). The spec's names plus a few of ours
 * (docs/areas/customers.md).
 */

export const customer = z.object({
  custId: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  /** 254 + 9 digits. */
  mobile: z.string(),
  email: z.string(),
  gender: z.union([genderSchema, z.literal('')]),
  /** YYYYMMDD or ''. */
  birthday: z.string(),
  anniversary: z.string(),
  note: z.string(),
  /** 1 active, 0 inactive. */
  state: customerStateSchema,
  blackFlg: yn,
  blackReason: z.string(),
  /** 14-digit Nairobi time or ''. */
  blackAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customer>;

const custId = z.string().trim().min(1, ruleMessage('REQUIRED')).max(40);

export const QueryCustomers = contract(
  'QueryCustomers',
  pagingInput.extend({
    /** Part of a name, a phone as typed, or an e-mail. */
    keyword: z.string().trim().max(60).optional(),
    blackFlg: z.union([yn, z.literal('')]).optional(),
    state: z.union([customerStateSchema, z.literal('')]).optional(),
  }),
  pagedOutput(customer),
);

export const customerStats = z.object({
  orderCount: z.number().int(),
  /** Paid less refunded, minor units. */
  totalSpent: z.number().int(),
  lastOrderAt: z.string(),
});

export const QueryCustomerDetail = contract('QueryCustomerDetail', z.object({ custId }), customer.extend({ stats: customerStats }));

export const customerOrder = z.object({
  orderNo: z.string(),
  createdAt: z.string(),
  itemCount: z.number().int(),
  total: z.number().int(),
  paidAmount: z.number().int(),
  refundedAmount: z.number().int(),
  payStatus: z.string(),
  acceptStatus: z.string(),
  paymentMethod: z.string(),
});
export type CustomerOrder = z.infer<typeof customerOrder>;

export const QueryCustomerOrders = contract('QueryCustomerOrders', pagingInput.extend({ custId }), pagedOutput(customerOrder));

export const AddCustomers = contract('AddCustomers', customerFields, z.object({ custId: z.string(), fullName: z.string() }));

export const EditCustomer = contract('EditCustomer', customerFields.extend({ custId }), z.object({ custId: z.string(), fullName: z.string() }));

export const DeleteCustomer = contract('DeleteCustomer', z.object({ custId }), empty);

/** The add form's mobile check: refused with MMCP6102 on `mobile` when the book has it already. */
export const MerchantCustomerCheckMcc = contract(
  'MerchantCustomerCheckMcc',
  z.object({ mobile: customerFields.shape.mobile, custId: z.string().trim().max(40).optional() }),
  z.object({ mobile: z.string() }),
);

export const CustomerTemplateDownload = contract(
  'CustomerTemplateDownload',
  empty,
  z.object({ fileName: z.string(), contentType: z.string(), content: z.string() }),
);

export const batchRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string(), value: z.string() });
export type BatchRowError = z.infer<typeof batchRowError>;

export const FileParseUploadCustomer = contract(
  'FileParseUploadCustomer',
  z.object({
    fileName: z.string().trim().min(1, ruleMessage('REQUIRED')).max(120, ruleMessage('MAX_LENGTH', { 0: 120 })),
    /** The file's text (a CSV of at most 100 customers fits easily in a request). */
    content: z.string().max(200_000),
  }),
  z.object({ batchId: z.string(), total: z.number().int(), added: z.number().int() }),
);

export const customerBatch = z.object({
  batchId: z.string(),
  fileName: z.string(),
  total: z.number().int(),
  added: z.number().int(),
  failed: z.number().int(),
  /** S all added, F refused (nothing added). */
  status: z.enum(['S', 'F']),
  operatorName: z.string(),
  createdAt: z.string(),
  errors: z.array(batchRowError),
});
export type CustomerBatch = z.infer<typeof customerBatch>;

export const BatchUploadCustQueryPage = contract('BatchUploadCustQueryPage', pagingInput, pagedOutput(customerBatch));

/** Notification methods (spec 001 enumerations): 01 e-mail, 02 SMS, 03 in-app. */
export const noticeChannel = z.enum(['01', '02', '03']);
export type NoticeChannel = z.infer<typeof noticeChannel>;

export const CustomerNotice = contract(
  'CustomerNotice',
  z.object({
    channel: noticeChannel,
    custIds: z
      .array(z.string().trim().min(1).max(40))
      .min(1, ruleMessage('MMCP6114'))
      .max(CUSTOMER_NOTICE_MAX, ruleMessage('MMCP6121', { max: CUSTOMER_NOTICE_MAX })),
    subject: z.string().trim().max(NOTICE_SUBJECT_MAX, ruleMessage('MAX_LENGTH', { 0: NOTICE_SUBJECT_MAX })).optional().default(''),
    content: z.string().trim().min(1, ruleMessage('REQUIRED')).max(NOTICE_CONTENT_MAX, ruleMessage('MAX_LENGTH', { 0: NOTICE_CONTENT_MAX })),
  }).superRefine((v, ctx) => {
    if (v.channel === '01' && v.subject === '') ctx.addIssue({ code: 'custom', path: ['subject'], message: ruleMessage('MMCP6122') });
  }),
  z.object({ noticeId: z.string(), total: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
);

export const customerNotice = z.object({
  noticeId: z.string(),
  channel: noticeChannel,
  subject: z.string(),
  content: z.string(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  operatorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerNoticeSummary = z.infer<typeof customerNotice>;

export const QueryCustomerNoticeList = contract('QueryCustomerNoticeList', pagingInput, pagedOutput(customerNotice));

export const noticeRecipient = z.object({
  recipientId: z.string(),
  custId: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  status: z.enum(['S', 'F']),
  /** The reason's message code (MMCP61xx) when it failed. */
  reasonCode: z.string(),
  /** Its text in the caller's language. */
  reason: z.string(),
  attempts: z.number().int(),
  updatedAt: z.string(),
});
export type NoticeRecipient = z.infer<typeof noticeRecipient>;

export const QueryCustomerNoticeFailures = contract(
  'QueryCustomerNoticeFailures',
  pagingInput.extend({ noticeId: z.string().trim().min(1, ruleMessage('REQUIRED')).max(40) }),
  pagedOutput(noticeRecipient).extend({ notice: customerNotice }),
);

export const RetryCustomerNotice = contract(
  'RetryCustomerNotice',
  z.object({
    noticeId: z.string().trim().min(1, ruleMessage('REQUIRED')).max(40),
    /** Only these failed recipients; all the failed ones when absent. */
    recipientIds: z.array(z.string().trim().min(1).max(40)).max(CUSTOMER_NOTICE_MAX).optional(),
  }),
  z.object({ noticeId: z.string(), retried: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
);

export const AddCustomerBlackList = contract(
  'AddCustomerBlackList',
  z.object({ custId, reason: blackReasonRule.optional().default('') }),
  empty,
);

export const RemoveCustomerBlackList = contract('RemoveCustomerBlackList', z.object({ custId }), empty);
