import {
  DeleteNotification,
  NotificationList,
  QryNotificationSetting,
  QrySplitBillList,
  QuerySplitOrderDetail,
  SelectUnreadCount,
  ShareNotification,
  SplitBill,
  UpdNotificationSetting,
  UpdPushMsgRead,
} from '../../../shared/actions/notifications';
import { messageText } from '../../../shared/i18n/messages';
import { nowIso } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { sendMessage } from '../../rails/messaging';
import { checkOwnUserNo, deleteNotification, findNotification, listNotifications, markRead, type Reader, unreadCount } from './notifications.queries';
import { noticeTitle, noticeWords, notify, parseMethods, preferencesOf, storedNoticeText } from './service';
import { commaList } from '../audit/audit.detail';
import { createSplitBill, listSplitBills, splitShareDetail } from './split';

/** Function 3710 'notification management' (spec 000 section 6, group 37). */
const NOTIFICATION_MANAGEMENT = { funcNo: '3710' } as const;
/** Split bills ask for money into the wallet and are paid by transfers: function 09 (Transfer). */
const SPLIT = { funcNo: '09' } as const;

const reader = (ctx: SessionContext): Reader => ({ personId: ctx.session.personId, merchantId: ctx.session.merchantId });

/**
 * The notification drawer's actions (every signed-in person has their own notifications, so no
 * function is needed), notification settings (3710) and split bills (09).
 */
export const notificationsActions = [
  sessionAction(NotificationList, {}, async (input, ctx) => {
    const r = reader(ctx);
    const page = await listNotifications(ctx.db, r, input, ctx.locale);
    return { ...page, unreadCount: await unreadCount(ctx.db, r) };
  }),

  sessionAction(SelectUnreadCount, {}, async (input, ctx) => {
    await checkOwnUserNo(ctx.db, ctx.session.personId, input.usrNo);
    return { unreadCount: await unreadCount(ctx.db, reader(ctx)) };
  }),

  sessionAction(UpdPushMsgRead, {}, async (input, ctx) => {
    await checkOwnUserNo(ctx.db, ctx.session.personId, input.usrNo);
    const r = reader(ctx);
    if (input.readAll === 'Y') {
      const n = await markRead(ctx.db, r, null);
      if (n > 0) await ctx.audit({ event: 'NOTIFICATION_READ', detail: { code: n === 1 ? 'AUDIT_NOTIFICATION_READ_ONE' : 'AUDIT_NOTIFICATION_READ_MANY', params: { count: n } } });
    } else {
      if (!input.messId) throw new BizError('MMCP4611', {}, { field: 'messId' });
      const row = await findNotification(ctx.db, r, input.messId);
      if ((await markRead(ctx.db, r, input.messId)) > 0) await ctx.audit({ event: 'NOTIFICATION_READ', detail: { code: 'AUDIT_NOTIFICATION_READ', params: { title: noticeTitle(row) } } });
    }
    return { unreadCount: await unreadCount(ctx.db, r) };
  }),

  sessionAction(DeleteNotification, {}, async (input, ctx) => {
    const r = reader(ctx);
    const row = await findNotification(ctx.db, r, input.messId);
    await deleteNotification(ctx.db, r, input.messId);
    await ctx.audit({ event: 'NOTIFICATION_DELETE', detail: { code: 'AUDIT_NOTIFICATION_DELETE', params: { title: noticeTitle(row) } } });
    return {};
  }),

  sessionAction(ShareNotification, {}, async (input, ctx) => {
    await checkOwnUserNo(ctx.db, ctx.session.personId, input.sourceUsrNo, 'sourceUsrNo');
    const message = await findNotification(ctx.db, reader(ctx), input.messId);
    // Exactly one saved payee (spec 000 section 5), never a number typed in: a share may send an
    // SMS, and the business's payees are who it has chosen to reach. `targetPhone` is the payee's
    // own number as the drawer shows it; the number used is the saved one.
    if (!input.targetUsrNo) throw new BizError('MMCP4603', {}, { field: 'targetUsrNo' });
    const bnf = await ctx.db
      .selectFrom('beneficiaries')
      .select(['name', 'mobile', 'target_merchant_id'])
      .where('merchant_id', '=', ctx.session.merchantId)
      .where('id', '=', input.targetUsrNo)
      .executeTakeFirst();
    if (!bnf) throw new BizError('MMCP4308', {}, { field: 'targetUsrNo' });
    const { mobile: phone, target_merchant_id: targetMerchantId, name } = bnf;
    if (!phone) throw new BizError('MMCP4603', {}, { field: 'targetUsrNo' });

    const me = await ctx.db.selectFrom('persons').select(['first_name', 'last_name']).where('id', '=', ctx.session.personId).executeTakeFirstOrThrow();
    const sharer = `${me.first_name} ${me.last_name}`;
    // A person on the platform: the wallet's owner when the payee is a wallet, else whoever has that phone.
    const target = targetMerchantId
      ? await ctx.db.selectFrom('merchants').select('owner_person_id as id').where('id', '=', targetMerchantId).executeTakeFirst()
      : await ctx.db.selectFrom('persons').select('id').where('phone', '=', phone).where('status', '=', 'A').executeTakeFirst();
    let channel: 'inApp' | 'sms';
    if (target?.id) {
      await notify(ctx.db, {
        merchantId: targetMerchantId,
        personId: target.id,
        // A share is someone else's to pay: the copy is a notice, a loan notice keeps its 'View more'.
        messTyp: message.mess_typ === 'L' ? 'L' : '0',
        title: message.title,
        body: message.body,
        text: storedNoticeText(message),
        ordNo: message.ord_no,
        ordDt: message.ord_dt ?? null,
        amount: message.amount === null ? null : Number(message.amount),
        pic: message.pic ?? null,
        link: message.link ?? null,
        sharedFromPersonId: ctx.session.personId,
      });
      channel = 'inApp';
    } else {
      await sendMessage(ctx.db, {
        channel: 'sms',
        recipient: phone,
        // Someone without the portal: in the sharer's language, as they read the notification.
        body: messageText('MSG_SHARED', ctx.locale, { sharer, ...noticeWords(message, ctx.locale) }).slice(0, 480),
        purpose: 'notifications:share',
      });
      channel = 'sms';
    }
    await ctx.audit({ event: 'NOTIFICATION_SHARE', detail: { code: 'AUDIT_NOTIFICATION_SHARE', params: { title: noticeTitle(message), to: name ?? `+${phone}`, channel: { code: channel === 'inApp' ? 'AUDIT_WORD_IN_APP' : 'AUDIT_WORD_SMS' } } } });
    return { channel };
  }),

  sessionAction(QuerySplitOrderDetail, {}, (input, ctx) => splitShareDetail(ctx, input.orderNo, input.orderDate)),

  sessionAction(SplitBill, SPLIT, (input, ctx) => createSplitBill(ctx, input)),

  sessionAction(QrySplitBillList, SPLIT, (input, ctx) => listSplitBills(ctx.db, ctx.session.merchantId, input)),

  sessionAction(QryNotificationSetting, NOTIFICATION_MANAGEMENT, async (_input, ctx) => {
    const prefs = await preferencesOf(ctx.db, ctx.session.personId);
    const me = await ctx.db.selectFrom('persons').select(['email', 'phone']).where('id', '=', ctx.session.personId).executeTakeFirstOrThrow();
    return { ...prefs, email: me.email, phone: me.phone };
  }),

  sessionAction(UpdNotificationSetting, NOTIFICATION_MANAGEMENT, async (input, ctx) => {
    const methods = parseMethods(input.methods.join(','));
    const values = { methods: methods.join(','), frequency: input.frequency, updated_at: nowIso() };
    await ctx.db
      .insertInto('notification_settings')
      .values({ person_id: ctx.session.personId, ...values })
      .onConflict((oc) => oc.column('person_id').doUpdateSet(values))
      .execute();
    const words = { '01': 'AUDIT_WORD_EMAIL', '02': 'AUDIT_WORD_SMS', '03': 'AUDIT_WORD_IN_APP' } as const;
    const freq = { d: 'AUDIT_WORD_DAILY', w: 'AUDIT_WORD_WEEKLY', m: 'AUDIT_WORD_MONTHLY' } as const;
    await ctx.audit({
      event: 'NOTIFICATION_SETTING',
      detail: { code: 'AUDIT_NOTIFICATION_SETTING', params: { methods: commaList(methods.map((m) => ({ code: words[m] }))), frequency: { code: freq[input.frequency] } } },
    });
    return { methods, frequency: input.frequency };
  }),
];
