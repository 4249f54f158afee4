import { z } from 'zod';
import { ruleMessage } from '../rules/message';
import { SPLIT_MIN_SHARE, SPLIT_MIN_SHARE_MESSAGE } from '../rules/split';
import { limitInput, offsetInput } from '../protocol/paging';
import { contract, empty, yn } from './contract';

/**
 * Notifications (spec 000 sections 2, 3, 4, 7 and 9) and split bills (spec 001, order type 25).
 * NotificationList, DeleteNotification, UpdPushMsgRead, SelectUnreadCount, ShareNotification,
 * QuerySplitOrderDetail and SplitBill are the spec's; QryNotificationSetting,
 * UpdNotificationSetting and QrySplitBillList are ours (docs/areas/notifications.md).
 */

/**
 * Spec 000 section 9: the notification list's fetch limit, 99999. The server takes it as the
 * largest page and as the default; the drawer asks for NOTIFICATION_PAGE_SIZE at a time
 * (docs/decisions/0005).
 */
export const NOTIFICATION_FETCH_LIMIT = 99999;

/** What the drawer fetches and draws at a time as the reader scrolls. */
export const NOTIFICATION_PAGE_SIZE = 50;

/** messTyp: 0 notice, L loan (with 'View more'), 1 split bill. */
export const messTyp = z.enum(['0', 'L', '1']);
export type MessTyp = z.infer<typeof messTyp>;

export const notificationMessage = z.object({
  messId: z.string(),
  usrNo: z.string(),
  messTyp,
  messTitle: z.string(),
  messText: z.string(),
  messPic: z.string().nullable(),
  /** N unread, Y read. */
  readFlg: yn,
  /** Sent date YYYYMMDD and time hhmmss, Nairobi. */
  sndDt: z.string(),
  sndTm: z.string(),
  ordNo: z.string().nullable(),
  /** The date of the order it is about (YYYYMMDD): QuerySplitOrderDetail takes it. */
  ordDt: z.string().nullable(),
  /** The amount, minor units. */
  rmk: z.number().int().nullable(),
  /** The page 'View more' opens (loan notices); shown only when the person's menu has it. */
  link: z.string().nullable(),
  /** The name of whoever shared it, when it is a shared copy. */
  sharedBy: z.string().nullable(),
});
export type NotificationMessage = z.infer<typeof notificationMessage>;

const messId = z.string().trim().min(1, ruleMessage('REQUIRED')).max(40);
const usrNo = z.string().trim().min(1, ruleMessage('REQUIRED')).max(40);

export const NotificationList = contract(
  'NotificationList',
  z.object({
    search: z.string().trim().max(60).optional(),
    offset: offsetInput(),
    limit: limitInput(NOTIFICATION_FETCH_LIMIT, NOTIFICATION_FETCH_LIMIT),
  }),
  z.object({ list: z.array(notificationMessage), total: z.number().int(), unreadCount: z.number().int() }),
);

export const DeleteNotification = contract('DeleteNotification', z.object({ messId }), empty);

/** Marks one message read (opened), or every message when readAll is Y. */
export const UpdPushMsgRead = contract(
  'UpdPushMsgRead',
  z.object({ usrNo, messId: z.string().trim().max(40).optional(), readAll: yn.optional() }),
  z.object({ unreadCount: z.number().int() }),
);

export const SelectUnreadCount = contract('SelectUnreadCount', z.object({ usrNo }), z.object({ unreadCount: z.number().int() }));

/**
 * Shares a message with one payee: a saved beneficiary (targetUsrNo is its bnfUsrNo) or a phone.
 * A person on the platform gets an in-app copy, anyone else an SMS.
 */
export const ShareNotification = contract(
  'ShareNotification',
  z.object({
    messId,
    targetUsrNo: z.string().trim().max(40).optional(),
    sourceUsrNo: usrNo,
    targetPhone: z.string().trim().max(20).optional(),
  }),
  z.object({ channel: z.enum(['inApp', 'sms']) }),
);

/** 0 not paid, 1 paid, 2 the last payment failed. */
export const orderPaymentStatus = z.enum(['0', '1', '2']);

export const QuerySplitOrderDetail = contract(
  'QuerySplitOrderDetail',
  z.object({ orderNo: z.string().trim().min(1, ruleMessage('REQUIRED')).max(40), orderDate: z.string().trim().regex(/^\d{8}$/, ruleMessage('INVALID_VALUE')) }),
  z.object({
    orderNo: z.string(),
    orderDate: z.string(),
    orderPaymentStatus,
    /** The share to pay, minor units. */
    payAmt: z.number().int(),
    /** Whom to pay: the wallet phone (254…) and name of the business that split the bill. */
    rcvMblNo: z.string(),
    rcvNm: z.string(),
    /** The split bill's number, its total and what it is for. */
    splitOrderNo: z.string(),
    totalAmount: z.number().int(),
    remarks: z.string().nullable(),
    /** The transfer that paid it (or last tried to). */
    payOrdNo: z.string().nullable(),
  }),
);

const minor = z.number({ message: ruleMessage('REQUIRED') }).int(ruleMessage('ONLY_NUMBERS')).positive(ruleMessage('AMOUNT_POSITIVE'));

export const splitRemitter = z.object({
  /** A saved {product}-wallet beneficiary, or a wallet phone. */
  bnfUsrNo: z.string().trim().max(40).optional(),
  mobile: z.string().trim().max(20).optional(),
  amount: minor.min(SPLIT_MIN_SHARE, SPLIT_MIN_SHARE_MESSAGE),
});

export const splitShare = z.object({
  orderNo: z.string(),
  orderDate: z.string(),
  remitterName: z.string(),
  remitterPhone: z.string(),
  amount: z.number().int(),
  orderPaymentStatus,
});
export type SplitShare = z.infer<typeof splitShare>;

export const splitBillRecord = z.object({
  orderNo: z.string(),
  orderDate: z.string(),
  ordTyp: z.literal('25'),
  totalAmount: z.number().int(),
  /** What the business itself carries: the total less every share. */
  remainingAmount: z.number().int(),
  remarks: z.string().nullable(),
  createdAt: z.string(),
  shares: z.array(splitShare),
});
export type SplitBillRecord = z.infer<typeof splitBillRecord>;

/** Splits a bill among up to 20 {product}-wallet remitters; each is notified (messTyp 1) and pays from the notification. */
export const SplitBill = contract(
  'SplitBill',
  z.object({
    totalAmount: minor,
    remarks: z.string().trim().max(60).optional(),
    // The list's length is the split rules' (MMCP4605), so that it answers the spec's text.
    remitters: z.array(splitRemitter).max(100),
    requestId: z.string().trim().min(8).max(64).optional(),
  }),
  splitBillRecord,
);

export const QrySplitBillList = contract(
  'QrySplitBillList',
  z.object({ offset: offsetInput(), limit: limitInput() }),
  z.object({ list: z.array(splitBillRecord), total: z.number().int() }),
);

/** Notification methods 01 e-mail, 02 SMS, 03 in-app; frequency d daily, w weekly, m monthly. */
export const notificationMethod = z.enum(['01', '02', '03']);
export const notificationFrequency = z.enum(['d', 'w', 'm']);
export const notificationSetting = z.object({ methods: z.array(notificationMethod), frequency: notificationFrequency });
export type NotificationSetting = z.infer<typeof notificationSetting>;

export const QryNotificationSetting = contract('QryNotificationSetting', empty, notificationSetting.extend({ email: z.string().nullable(), phone: z.string().nullable() }));
export const UpdNotificationSetting = contract(
  'UpdNotificationSetting',
  z.object({ methods: z.array(notificationMethod).max(3), frequency: notificationFrequency }),
  notificationSetting,
);
