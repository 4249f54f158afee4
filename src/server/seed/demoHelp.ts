import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Translations } from '../modules/content/translations';

/**
 * The help center's demo: the provider's support agent (support@biashara.co.ke, the demo
 * password; no business), the service processes of the help page with their zh-CN texts, and
 * tickets of Amani Traders in each status, one answered, plus a pending call-back request.
 */
export const DEMO_SUPPORT = { id: 'person-support', email: 'support@biashara.co.ke' } as const;

const MERCHANT = 'merc-demo';
const OWNER = 'person-owner';

function isoHoursAgo(hours: number): string {
  return new Date(Date.now() - hours * 3600_000).toISOString();
}

const PROCESSES = [
  {
    code: 'SP01',
    category: 'Account',
    title: 'Reset your login password',
    summary: 'Forgot your password? Reset it yourself with a code sent to your phone.',
    steps: [
      'On the login page, choose Forgot password.',
      'Enter your mobile number or e-mail address and the verification code we send you.',
      'Choose a new password: at least 8 characters, with 1 uppercase letter, 1 lowercase letter and 1 special character.',
      'Log in with the new password. Your other devices are signed out.',
    ],
    zh: {
      category: '账户',
      title: '重置登录密码',
      summary: '忘记密码了？用发送到您手机的验证码即可自行重置。',
      steps: [
        '在登录页面，点击“忘记密码？”。',
        '输入您的手机号码或电子邮件地址，以及我们发给您的验证码。',
        '设置新密码：至少 8 个字符，包含 1 个大写字母、1 个小写字母和 1 个特殊字符。',
        '用新密码登录。您的其他设备会自动退出登录。',
      ],
    },
  },
  {
    code: 'SP02',
    category: 'Payments',
    title: 'A customer paid but the payment is not showing',
    summary: 'What to check before raising a ticket about a missing M-PESA payment.',
    steps: [
      'Ask the customer for the M-PESA confirmation code and the time they paid.',
      'Open Transactions and search for the code; payments usually appear within a minute.',
      'Check that the customer paid to your till or receive code, not another number.',
      'Still missing after 30 minutes? Raise a ticket with the code, amount and time attached.',
    ],
    zh: {
      category: '收款',
      title: '顾客已付款，但看不到这笔款项',
      summary: 'M-PESA 款项没有到账？提交工单之前，请先检查以下几点。',
      steps: [
        '向顾客要 M-PESA 确认码和付款时间。',
        '打开“交易记录”，搜索这个确认码；款项通常在一分钟内就会显示。',
        '确认顾客付款到的是您的收银台或收款码，而不是别的号码。',
        '30 分钟后仍未到账？请提交工单，并附上确认码、金额和付款时间。',
      ],
    },
  },
  {
    code: 'SP03',
    category: 'Settlement',
    title: 'Withdraw to your bank account',
    summary: 'How settlement to your bank works and how long it takes.',
    steps: [
      'Open Home and choose Withdraw.',
      'Pick the bank account on file, enter the amount and confirm with your PIN.',
      'PesaLink transfers arrive within minutes; RTGS and EFT follow the bank cut-off times.',
      'A failed withdrawal is returned to your wallet automatically.',
    ],
    zh: {
      category: '结算',
      title: '提现到银行账户',
      summary: '提现到银行是怎么结算的，多久能到账。',
      steps: [
        '打开“首页”，选择“提现”。',
        '选择已登记的银行账户，输入金额，然后用 PIN 确认。',
        'PesaLink 转账几分钟内到账；RTGS 和 EFT 按银行的截止时间处理。',
        '提现失败的款项会自动退回您的钱包。',
      ],
    },
  },
  {
    code: 'SP04',
    category: 'Verification',
    title: 'Complete your business verification (KYC)',
    summary: 'Upload the documents that raise your account limits.',
    steps: [
      'Open Setting, Business Setup, and check the documents listed for your business type.',
      'Upload the certificate of registration (PDF up to 2 MB) and your KRA PIN certificate.',
      'Each director uploads their ID from their own account.',
      'Verification usually takes one working day; you are notified of the result.',
    ],
    zh: {
      category: '企业认证',
      title: '完成企业认证（KYC）',
      summary: '上传相关文件，提高您的账户限额。',
      steps: [
        '打开“账户设置”中的“企业设置”，查看您的企业类型需要哪些文件。',
        '上传企业注册证书（PDF，不超过 2 MB）和 KRA PIN 证书。',
        '每位董事在各自的账户中上传本人的身份证件。',
        '认证通常需要一个工作日，结果会通知您。',
      ],
    },
  },
  {
    code: 'SP05',
    category: 'Security',
    title: 'Reset your PIN',
    summary: 'Your 4-digit PIN confirms payments. Reset it if you forgot it or it was locked.',
    steps: [
      'Open your profile, Privacy and Security, and choose Reset PIN.',
      'Enter the verification code sent to your phone.',
      'Enter a new 4-digit PIN twice; it may not be the same as the old one.',
    ],
    zh: {
      category: '安全',
      title: '重置 PIN',
      summary: '4 位 PIN 用于确认付款。忘记 PIN 或 PIN 被锁定时，请重置。',
      steps: [
        '在个人资料中打开“隐私与安全”，选择“重置 PIN”。',
        '输入发送到您手机的验证码。',
        '输入两次新的 4 位 PIN；新 PIN 不能与旧 PIN 相同。',
      ],
    },
  },
];

export async function seedDemoHelp(db: Kysely<Database>, secrets: { passwordHash: string; pinHash: string }): Promise<void> {
  const created = isoHoursAgo(24 * 90);
  await db
    .insertInto('persons')
    .values({
      id: DEMO_SUPPORT.id,
      user_no: '100200300499',
      phone: null,
      email: DEMO_SUPPORT.email,
      username: null,
      first_name: 'Neema',
      last_name: 'Mwangi',
      password_hash: secrets.passwordHash,
      pin_hash: secrets.pinHash,
      status: 'A',
      last_merchant_id: null,
      last_login_at: null,
      created_at: created,
      id_type: null,
      id_no: null,
      new_device_otp: 'N',
      email_verified: 'Y',
      previous_login_at: null,
      id_file_id: null,
      peleza_status: null,
      kyc_status: null,
      platform_role: 'SUPPORT',
    })
    .execute();

  await db
    .insertInto('help_processes')
    .values(
      PROCESSES.map((p, i) => ({
        id: `hp-${p.code.toLowerCase()}`,
        code: p.code,
        category: p.category,
        title: p.title,
        summary: p.summary,
        steps: p.steps.join('\n'),
        sort_order: (i + 1) * 10,
        created_at: created,
        translations: JSON.stringify({ 'zh-CN': { ...p.zh, steps: p.zh.steps.join('\n') } } satisfies Translations),
      })),
    )
    .execute();

  const tickets = [
    {
      id: 'ht-demo-1',
      ticket_no: 'T20260101000101',
      ticket_type: 'C',
      title: 'M-PESA payment not in wallet',
      issue_type: '02',
      description: 'A customer paid KES 2,450 to our till yesterday at 4 pm (code SKL8H2M3QP) but it is not in our transactions.',
      contact_channel: '04',
      status: '1',
      agent_person_id: DEMO_SUPPORT.id,
      created_at: isoHoursAgo(72),
      responded_at: isoHoursAgo(70),
      updated_at: isoHoursAgo(70),
    },
    {
      id: 'ht-demo-2',
      ticket_no: 'T20260101000102',
      ticket_type: 'E',
      title: 'How long does RTGS settlement take?',
      issue_type: '03',
      description: 'We withdrew KES 150,000 by RTGS this morning. When should it reach our KCB account?',
      contact_channel: '01',
      status: '2',
      agent_person_id: DEMO_SUPPORT.id,
      created_at: isoHoursAgo(20),
      responded_at: null,
      updated_at: isoHoursAgo(18),
    },
    {
      id: 'ht-demo-3',
      ticket_no: 'T20260101000103',
      ticket_type: 'R',
      title: 'Add a second director',
      issue_type: '04',
      description: 'Please advise which documents we need to add a second director to Amani Traders Ltd.',
      contact_channel: '03',
      status: '0',
      agent_person_id: null,
      created_at: isoHoursAgo(3),
      responded_at: null,
      updated_at: isoHoursAgo(3),
    },
    {
      id: 'ht-demo-4',
      ticket_no: 'T20260101000104',
      ticket_type: 'E',
      title: 'Change of subscription plan',
      issue_type: '05',
      description: 'We meant to ask about moving to the yearly plan, but found the answer on the plans page.',
      contact_channel: '01',
      status: '3',
      agent_person_id: null,
      created_at: isoHoursAgo(200),
      responded_at: null,
      updated_at: isoHoursAgo(199),
    },
  ];
  await db
    .insertInto('help_tickets')
    .values(tickets.map((t) => ({ ...t, merchant_id: MERCHANT, person_id: OWNER, file_id: null })))
    .execute();
  await db
    .insertInto('help_ticket_messages')
    .values({
      id: 'htm-demo-1',
      ticket_id: 'ht-demo-1',
      person_id: DEMO_SUPPORT.id,
      side: 'S',
      body: 'Thank you for reporting this. The payment was delayed by the M-PESA network and has now been credited to your wallet. You will see it in Transactions under code SKL8H2M3QP.',
      file_id: null,
      created_at: isoHoursAgo(70),
    })
    .execute();
  await db
    .insertInto('help_callbacks')
    .values({
      id: 'hcb-demo-1',
      merchant_id: MERCHANT,
      person_id: OWNER,
      phone: '254712345678',
      preferred_time: isoHoursAgo(-26),
      note: 'About the RTGS withdrawal',
      status: 'P',
      created_at: isoHoursAgo(2),
      handled_at: null,
      agent_person_id: null,
    })
    .execute();
}
