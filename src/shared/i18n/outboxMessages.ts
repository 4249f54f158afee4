import type { MessageText } from './messages';

/**
 * The words of the SMS and e-mails the portal sends a person: verification codes, notification
 * digests, invitations and sign-in details, shared notifications. Each goes out in the language of
 * the person it is for where we know it (the language they last signed in with, `persons.locale`),
 * else in the language of the person whose action sent it. Messages a business writes to its
 * customers are the business's own words and are not here.
 */
export const OUTBOX_MESSAGES = {
  MSG_OTP: {
    'en-US': '{code} is your Biashara verification code {purpose}. It expires in 5 minutes. Never share it, not even with {brand} staff.',
    'zh-CN': '{code} 是您的 Biashara 验证码，用于{purpose}。5 分钟内有效。请勿告诉任何人，包括 {brand} 的工作人员。',
  },
  MSG_OTP_SUBJECT: { 'en-US': 'Your Biashara verification code', 'zh-CN': '您的 Biashara 验证码' },
  MSG_OTP_01: { 'en-US': 'to register', 'zh-CN': '注册' },
  MSG_OTP_02: { 'en-US': 'to reset your login password', 'zh-CN': '重置登录密码' },
  MSG_OTP_03: { 'en-US': 'to reset your PIN', 'zh-CN': '重置 PIN' },
  MSG_OTP_09: { 'en-US': 'to change your mobile number', 'zh-CN': '更换手机号码' },
  MSG_OTP_11: { 'en-US': 'to change your login password', 'zh-CN': '修改登录密码' },
  MSG_OTP_12: { 'en-US': 'to change your PIN', 'zh-CN': '修改 PIN' },
  MSG_OTP_13: { 'en-US': 'to change your e-mail address', 'zh-CN': '更换电子邮箱' },
  MSG_OTP_16: { 'en-US': 'to add a mobile money account', 'zh-CN': '添加移动钱包账户' },
  MSG_OTP_17: { 'en-US': 'to sign in on a new device', 'zh-CN': '在新设备上登录' },
  MSG_OTP_18: { 'en-US': 'to confirm your payment', 'zh-CN': '确认付款' },

  MSG_DIGEST_SUBJECT_d: { 'en-US': 'Your daily Biashara notifications ({count})', 'zh-CN': '您的 Biashara 每日通知（{count}）' },
  MSG_DIGEST_SUBJECT_w: { 'en-US': 'Your weekly Biashara notifications ({count})', 'zh-CN': '您的 Biashara 每周通知（{count}）' },
  MSG_DIGEST_SUBJECT_m: { 'en-US': 'Your monthly Biashara notifications ({count})', 'zh-CN': '您的 Biashara 每月通知（{count}）' },
  MSG_DIGEST_EMAIL: {
    'en-US': 'Hello {name},\n\nHere is what happened on Biashara:\n{lines}\n\nOpen the portal to see the details.',
    'zh-CN': '{name}，您好：\n\n以下是您在 Biashara 上的动态：\n{lines}\n\n请登录门户查看详情。',
  },
  MSG_DIGEST_SMS_ONE: {
    'en-US': 'Biashara: 1 new notification. Latest: {title}. Open the portal for details.',
    'zh-CN': 'Biashara：1 条新通知。最新：{title}。请登录门户查看详情。',
  },
  MSG_DIGEST_SMS: {
    'en-US': 'Biashara: {count} new notifications. Latest: {title}. Open the portal for details.',
    'zh-CN': 'Biashara：{count} 条新通知。最新：{title}。请登录门户查看详情。',
  },
  MSG_SHARED: {
    'en-US': '{sharer} shared a Biashara notification with you: {title}. {body}',
    'zh-CN': '{sharer} 与您分享了一条 Biashara 通知：{title}。{body}',
  },

  MSG_STAFF_INVITE_SUBJECT: { 'en-US': 'You are invited to {business} on Biashara', 'zh-CN': '{business} 邀请您加入 Biashara' },
  MSG_STAFF_INVITE: {
    'en-US': 'You have been added as staff of {business}. Sign in with the staff username {userName} and the temporary password {password}, then change it under Privacy and security.',
    'zh-CN': '您已被添加为 {business} 的员工。请使用员工用户名 {userName} 和临时密码 {password} 登录，然后在“隐私与安全”中修改密码。',
  },
  MSG_STAFF_RESET_SUBJECT: { 'en-US': 'Your new Biashara password for {business}', 'zh-CN': '您在 {business} 的 Biashara 新密码' },
  MSG_STAFF_RESET: {
    'en-US': 'Your password for {business} was reset. Sign in with the staff username {userName} and the temporary password {password}, then change it.',
    'zh-CN': '您在 {business} 的密码已重置。请使用员工用户名 {userName} 和临时密码 {password} 登录，然后修改密码。',
  },

  MSG_STAKEHOLDER_ROLE: { 'en-US': 'Stakeholder', 'zh-CN': '相关人员' },
  MSG_STAKEHOLDER_INVITE_SUBJECT: { 'en-US': 'Join {business} on Biashara', 'zh-CN': '加入 Biashara 上的 {business}' },
  MSG_STAKEHOLDER_INVITE: {
    'en-US': 'Hello {name}, {inviter} invited you to join {business} on Biashara as {role}. Your invitation code is {code} (valid 7 days). Register or sign in, then choose Join a business.',
    'zh-CN': '{name}，您好：{inviter} 邀请您以{role}身份加入 Biashara 上的 {business}。您的邀请码是 {code}（7 天内有效）。请注册或登录，然后选择“加入企业”。',
  },
} as const satisfies Record<string, MessageText>;
