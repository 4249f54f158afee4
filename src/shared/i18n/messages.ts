/**
 * The one catalogue of message codes and their texts. The server answers `rspMsgInf` from here by
 * Accept-Language; the browser shows the same texts for the same rules. en-US carries the spec's
 * texts verbatim. Each code appears once. Placeholders are `{name}`.
 */
export type Locale = 'en-US' | 'zh-CN';
export const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];
export const DEFAULT_LOCALE: Locale = 'en-US';

interface MessageText {
  'en-US': string;
  'zh-CN': string;
}

export const MESSAGES = {
  // success
  MMC00000: { 'en-US': 'Success', 'zh-CN': '成功' },

  // transport and protocol
  MMCP0001: { 'en-US': 'Unknown action: {action}', 'zh-CN': '未知的操作：{action}' },
  MMCP0002: { 'en-US': 'The request body is not valid JSON.', 'zh-CN': '请求内容不是有效的 JSON。' },
  MMCP0004: { 'en-US': 'The request body is too large.', 'zh-CN': '请求内容过大。' },
  MMCP0005: {
    'en-US': 'Unsupported content type: send application/json.',
    'zh-CN': '不支持的内容类型：请发送 application/json。',
  },
  MMCP0006: { 'en-US': '{field}: {message}', 'zh-CN': '{field}：{message}' },
  MMCP0007: {
    'en-US': 'The encrypted request could not be read.',
    'zh-CN': '无法读取加密的请求。',
  },
  MMCP0008: {
    'en-US': 'Encryption is on: send the request body encrypted.',
    'zh-CN': '已启用加密：请发送加密的请求内容。',
  },
  MMCP0009: {
    'en-US': 'Too many requests. Please wait a moment and try again.',
    'zh-CN': '请求过于频繁，请稍后再试。',
  },
  MMCP0010: {
    'en-US': 'A request with this id was already made with other details.',
    'zh-CN': '此请求编号已用于其他内容的请求。',
  },
  MMCP0500: {
    'en-US': 'Something went wrong on our side. Reference: {refId}',
    'zh-CN': '系统出现问题。参考编号：{refId}',
  },

  // sessions and authority
  SCM60401: { 'en-US': 'Authorization token is missing', 'zh-CN': '缺少授权令牌' },
  MMCP9999: {
    'en-US': 'Your session has timed out. Please log in again.',
    'zh-CN': '会话已超时，请重新登录。',
  },
  URMP229: {
    'en-US': 'Your session has ended. Please log in again.',
    'zh-CN': '您的会话已结束，请重新登录。',
  },
  MMCP5148: {
    'en-US': 'The session is abnormal. Please login again.',
    'zh-CN': '会话异常，请重新登录。',
  },
  MMCP0403: { 'en-US': 'no permission', 'zh-CN': '没有权限' },
  MMCP1040: {
    'en-US': 'Please set up your business first.',
    'zh-CN': '请先设置您的企业。',
  },
  MMCP0011: {
    'en-US': 'This user does not have assignable menu permissions',
    'zh-CN': '该用户没有可分配的菜单权限',
  },

  // keys and randoms
  MMCP1010: {
    'en-US': 'The security code has expired or was already used. Please try again.',
    'zh-CN': '安全码已过期或已被使用，请重试。',
  },
  MMCP1011: {
    'en-US': 'The encrypted value could not be read. Please try again.',
    'zh-CN': '无法读取加密的值，请重试。',
  },

  // sign-in
  MMCP1001: {
    'en-US': 'Either the Email Address or Password entered is wrong',
    'zh-CN': '输入的电子邮件地址或密码错误',
  },
  MMCP1002: {
    'en-US': 'Account is locked',
    'zh-CN': '账户已锁定',
  },
  MMCP1003: {
    'en-US': 'Your chance has run out, please try again after 24 hours.',
    'zh-CN': '您的尝试次数已用完，请 24 小时后再试。',
  },
  PWD_LEFT_2: {
    'en-US': 'You have supplied an error Password, Try again',
    'zh-CN': '您输入的密码错误，请重试',
  },
  PWD_LEFT_1: {
    'en-US': 'Error Password, One last chance is left',
    'zh-CN': '密码错误，只剩最后一次机会',
  },
  PWD_LEFT_0: {
    'en-US': 'Your chance has run out, you will be logged out in a few seconds',
    'zh-CN': '您的尝试次数已用完，几秒后将退出登录',
  },

  // passwords and PINs
  MMCP1041: {
    'en-US': "The new password can't be the same as the old",
    'zh-CN': '新密码不能与旧密码相同',
  },
  MMCP1042: { 'en-US': 'Password is wrong', 'zh-CN': '密码错误' },
  MMCP1043: {
    'en-US': 'The number of password changes exceeds the risk control',
    'zh-CN': '密码修改次数超出风控限制',
  },
  MMCP1044: {
    'en-US': 'The new PIN cannot be the same as the old PIN',
    'zh-CN': '新 PIN 不能与旧 PIN 相同',
  },
  MMCP2007: { 'en-US': 'Please enter the correct PIN', 'zh-CN': '请输入正确的 PIN' },
  MMCP2050: {
    'en-US': 'Your PIN attempts have run out. Please reset your PIN.',
    'zh-CN': '您的 PIN 尝试次数已用完，请重置 PIN。',
  },

  MMCP2060: {
    'en-US': 'This payment has expired or was already confirmed. Please start again.',
    'zh-CN': '此付款已过期或已确认，请重新开始。',
  },
  MMCP2061: {
    'en-US': 'Enter the verification code sent to {maskedTo} to confirm this payment.',
    'zh-CN': '请输入发送至 {maskedTo} 的验证码以确认此付款。',
  },

  // devices
  MMCP1050: {
    'en-US': 'This device is new to your account. Enter the verification code sent to {maskedTo}.',
    'zh-CN': '这是您账户的新设备。请输入发送至 {maskedTo} 的验证码。',
  },
  MMCP1052: { 'en-US': 'Device not found', 'zh-CN': '未找到设备' },
  MMCP1053: {
    'en-US': 'You cannot remove the device you are using now.',
    'zh-CN': '不能移除您当前正在使用的设备。',
  },

  // one-time codes
  MMCP1020: { 'en-US': 'Incorrect verification code', 'zh-CN': '验证码错误' },
  MMCP1021: {
    'en-US': 'You have exceed the maximum OTP attempts, retry after 1 minute',
    'zh-CN': '验证码尝试次数已达上限，请 1 分钟后重试',
  },
  MMCP1022: {
    'en-US': 'The verification code has expired. Please request a new one.',
    'zh-CN': '验证码已过期，请重新获取。',
  },
  MMCP1025: {
    'en-US': 'Please wait {seconds} seconds before requesting a new code.',
    'zh-CN': '请等待 {seconds} 秒后再获取新的验证码。',
  },
  MMCP1026: {
    'en-US': 'Too many codes were requested. Please try again in an hour.',
    'zh-CN': '验证码请求过多，请一小时后再试。',
  },
  MMCP1027: {
    'en-US': 'This verification has expired. Please start again.',
    'zh-CN': '此验证已失效，请重新开始。',
  },

  // the business (MMCP32xx)
  MMCP3201: { 'en-US': 'Invitation code error', 'zh-CN': '邀请码错误' },
  MMCP3202: {
    'en-US': 'This Business Registration Number exists on our records',
    'zh-CN': '该企业注册号已存在于我们的记录中',
  },
  MMCP3203: { 'en-US': 'Please add the {what} this business type needs.', 'zh-CN': '请添加此企业类型所需的{what}。' },
  MMCP3204: { 'en-US': 'Business not found', 'zh-CN': '未找到企业' },
  MMCP3205: { 'en-US': 'You are already a member of this business.', 'zh-CN': '您已是该企业的成员。' },
  MMCP3206: { 'en-US': 'Stakeholder not found', 'zh-CN': '未找到相关人员' },
  MMCP3207: {
    'en-US': 'The owner of the business cannot be blocked or deleted.',
    'zh-CN': '不能冻结或删除企业所有者。',
  },
  MMCP3208: { 'en-US': 'A downgrade is only to the basic plan.', 'zh-CN': '只能降级到基础套餐。' },
  MMCP3209: { 'en-US': 'Plan not found', 'zh-CN': '未找到套餐' },
  MMCP3210: {
    'en-US': 'This service is not available for your business yet.',
    'zh-CN': '您的企业暂时无法使用此服务。',
  },
  MMCP3211: {
    'en-US': 'You do not have permission to enter. Please complete the purchase of the subscription plan first.',
    'zh-CN': '您没有进入权限，请先完成订阅套餐的购买。',
  },
  MMCP3212: { 'en-US': 'You are already on this plan.', 'zh-CN': '您已在使用该套餐。' },
  MMCP3213: { 'en-US': 'Nothing has changed.', 'zh-CN': '没有任何更改。' },
  MMCP3214: {
    'en-US': 'A change of your business information is waiting for approval (up to 24 hours).',
    'zh-CN': '您的企业信息变更正在等待审批（最长 24 小时）。',
  },
  MMCP3215: { 'en-US': 'Change not found', 'zh-CN': '未找到变更' },
  MMCP3216: {
    'en-US': 'Another stakeholder must approve a change you applied for.',
    'zh-CN': '您申请的变更须由其他相关人员审批。',
  },

  // recognition and identity checks (MMCP31xx)
  MMCP3101: { 'en-US': "We can't recognize your image, please try again", 'zh-CN': '无法识别您的图片，请重试' },
  MMCP3102: { 'en-US': 'Name and ID number do not match', 'zh-CN': '姓名与证件号码不匹配' },
  MMCP3103: { 'en-US': 'Please add your ID type and ID number first.', 'zh-CN': '请先添加您的证件类型和证件号码。' },
  MMCP3104: {
    'en-US': "We can't read the registration number and business name on this certificate, please upload a clear copy.",
    'zh-CN': '无法读取该证书上的注册号和企业名称，请上传清晰的副本。',
  },
  MMCP3105: {
    'en-US': 'Please upload a JPEG or PNG picture of your ID card or passport.',
    'zh-CN': '请上传身份证或护照的 JPEG 或 PNG 图片。',
  },
  MMCP3106: {
    'en-US': 'Please upload the certificate as a PDF, JPEG or PNG file.',
    'zh-CN': '请以 PDF、JPEG 或 PNG 文件上传证书。',
  },

  // stores
  MMCP2101: { 'en-US': 'Store not found', 'zh-CN': '未找到门店' },
  MMCP2102: {
    'en-US': 'This store is suspended and cannot be selected.',
    'zh-CN': '该门店已暂停，无法选择。',
  },

  // send money (MMCP42xx, spec 001 sections 4 and 7)
  MMCP4201: { 'en-US': 'Choose a beneficiary or enter the payee details', 'zh-CN': '请选择收款人或输入收款人信息' },
  MMCP4202: { 'en-US': 'Choose between 1 and {max} payees', 'zh-CN': '请选择 1 至 {max} 个收款人' },
  MMCP4203: {
    'en-US': 'Only a transfer waiting for your PIN can be cancelled.',
    'zh-CN': '只能取消等待输入 PIN 的转账。',
  },
  MMCP4204: { 'en-US': 'Transfer batch not found', 'zh-CN': '未找到批量转账' },
  MMCP4205: { 'en-US': 'Cancelled', 'zh-CN': '已取消' },
  MMCP4206: { 'en-US': 'Enter the amount for each payee', 'zh-CN': '请输入每个收款人的金额' },

  // wallet: withdraw, request to pay, receive codes (MMCP44xx, spec 001 sections 2 and 7)
  MMCP4401: {
    'en-US': 'No bank account is saved for this business. Add one in the business details.',
    'zh-CN': '本商户尚未保存银行账户。请在商户资料中添加。',
  },
  MMCP4402: { 'en-US': "Choose one of the business's M-PESA numbers.", 'zh-CN': '请选择本商户的 M-PESA 号码之一。' },
  MMCP4403: { 'en-US': 'The merchant Paycode does not exist or cannot be used.', 'zh-CN': '商户付款码不存在或无法使用。' },
  MMCP4404: {
    'en-US': 'Payments can be simulated only when the server runs the M-PESA simulator.',
    'zh-CN': '只有服务器运行 M-PESA 模拟器时才能模拟付款。',
  },

  // beneficiaries and groups (MMCP43xx, spec 001 section 7) and the payee rules
  MMCP4301: { 'en-US': 'The Mobile Number entered does not exist.', 'zh-CN': '输入的手机号码不存在。' },
  MMCP4302: { 'en-US': 'A Beneficiary Group with the same name exists', 'zh-CN': '已存在同名的收款人分组' },
  MMCP4303: { 'en-US': 'Duplicate remitters have been selected', 'zh-CN': '选择了重复的收款人' },
  MMCP4304: { 'en-US': 'You have entered your own account number', 'zh-CN': '您输入的是您自己的账号' },
  MMCP4305: {
    'en-US': 'Sorry! We do not support send money to NCBA account',
    'zh-CN': '抱歉！我们不支持向 NCBA 账户转账',
  },
  MMCP4306: { 'en-US': 'The Account Number entered does not exist', 'zh-CN': '输入的账号不存在' },
  MMCP4307: { 'en-US': 'This beneficiary has already been added', 'zh-CN': '该收款人已添加' },
  MMCP4308: { 'en-US': 'Beneficiary not found', 'zh-CN': '未找到收款人' },
  MMCP4309: { 'en-US': 'Beneficiary group not found', 'zh-CN': '未找到收款人分组' },
  MMCP4310: { 'en-US': 'A payee cannot be added on this channel', 'zh-CN': '无法在此渠道添加收款人' },
  CARD_NO_FORMAT: { 'en-US': 'The card number is 7 to 18 digits', 'zh-CN': '卡号为 7 到 18 位数字' },
  PAYBILL_FORMAT: { 'en-US': 'The paybill number is 5 to 7 digits', 'zh-CN': 'Paybill 号码为 5 到 7 位数字' },
  MERCHANT_NO_FORMAT: { 'en-US': 'The merchant number is 12 digits', 'zh-CN': '商户号为 12 位数字' },
  ACCOUNT_REF_FORMAT: {
    'en-US': 'Use letters, digits, spaces and dashes only',
    'zh-CN': '只能使用字母、数字、空格和短横线',
  },
  GROUP_MAX_MEMBERS: { 'en-US': 'A group holds up to {max} beneficiaries', 'zh-CN': '每个分组最多 {max} 个收款人' },

  // files (MMCP30xx) and the upload rules (spec 000 sections 5 and 8)
  MMCP3001: { 'en-US': '{message}', 'zh-CN': '{message}' },
  MMCP3002: { 'en-US': 'File not found', 'zh-CN': '未找到文件' },
  MMCP3003: {
    'en-US': 'The maximum number of uploads has been reached',
    'zh-CN': '已达到上传数量上限',
  },
  MMCP3004: {
    'en-US': 'The business photo must be in 4:3 or 3:4 proportion',
    'zh-CN': '营业照片的比例必须为 4:3 或 3:4',
  },
  MMCP3005: {
    'en-US': 'This download link is not valid or has expired.',
    'zh-CN': '此下载链接无效或已过期。',
  },
  MMCP3006: {
    'en-US': 'Unsupported content type: send the upload as multipart/form-data.',
    'zh-CN': '不支持的内容类型：请以 multipart/form-data 发送上传内容。',
  },
  MMCP3007: { 'en-US': 'The upload could not be read.', 'zh-CN': '无法读取上传的内容。' },
  pic_format: { 'en-US': 'Please upload a JPG or PNG picture', 'zh-CN': '请上传 JPG 或 PNG 格式的图片' },
  pic_size: { 'en-US': 'The picture must be smaller than 5 MB', 'zh-CN': '图片必须小于 5 MB' },
  file_format: {
    'en-US': 'This file type is not accepted: certificates are PDF, documents doc, dot, docx or pdf',
    'zh-CN': '不接受此文件类型：证书须为 PDF，文档须为 doc、dot、docx 或 pdf',
  },
  file_size: {
    'en-US': 'The file is too large: certificates up to 2 MB, documents under 10 MB',
    'zh-CN': '文件过大：证书不超过 2 MB，文档须小于 10 MB',
  },

  // money: the ledger, orders and amounts (MMCP40xx, spec 001 sections 5 and 8)
  MMCP4001: { 'en-US': 'Insufficient Balance.', 'zh-CN': '余额不足。' },
  MMCP4002: { 'en-US': 'Enter an amount between {min} and {max}', 'zh-CN': '请输入 {min} 至 {max} 之间的金额' },
  MMCP4003: {
    'en-US': 'This payment would pass your daily limit of KES {limit}. You can still send KES {left} today.',
    'zh-CN': '此笔付款将超过每日限额 KES {limit}。今天还可发送 KES {left}。',
  },
  MMCP4004: { 'en-US': 'Order not found', 'zh-CN': '未找到订单' },
  MMCP4005: { 'en-US': 'This order has already been submitted.', 'zh-CN': '此订单已提交。' },
  MMCP4006: { 'en-US': 'We are unable to complete your payment.', 'zh-CN': '我们无法完成您的付款。' },
  MMCP4007: {
    'en-US': 'The payment network is not answering. Your money is safe; we will keep checking and tell you the result.',
    'zh-CN': '支付网络暂未响应。您的资金是安全的；我们会持续查询并告知结果。',
  },
  MMCP4008: {
    'en-US': 'Amounts on this channel are whole shillings.',
    'zh-CN': '此渠道的金额须为整数先令。',
  },
  // top-up, payment mobiles and PesaLink registration (MMCP41xx, spec 001 sections 4 and 7)
  MMCP4101: { 'en-US': 'This mobile number has already been added.', 'zh-CN': '该手机号码已添加。' },
  MMCP4102: { 'en-US': 'Payment mobile not found', 'zh-CN': '未找到付款手机号' },
  MMCP4103: { 'en-US': 'You can add up to {max} payment mobiles.', 'zh-CN': '最多可添加 {max} 个付款手机号。' },
  MMCP4104: { 'en-US': 'Top-up order not found', 'zh-CN': '未找到充值订单' },
  MMCP4105: { 'en-US': 'The request was cancelled on the phone.', 'zh-CN': '已在手机上取消该请求。' },
  MMCP4106: {
    'en-US': 'The phone did not answer the request. Check that it is on and has signal, then try again.',
    'zh-CN': '手机未响应该请求。请确认手机已开机且有信号，然后重试。',
  },
  MMCP4107: { 'en-US': 'The M-PESA balance on the phone is not enough for this top-up.', 'zh-CN': '该手机的 M-PESA 余额不足以完成此次充值。' },
  MMCP4108: { 'en-US': 'The top-up did not go through: {reason}', 'zh-CN': '充值未成功：{reason}' },
  MMCP4109: {
    'en-US': 'Top-up by bank card is not available yet: card payments cannot be collected on this network.',
    'zh-CN': '暂不支持银行卡充值：当前网络无法收取银行卡付款。',
  },
  MMCP4110: {
    'en-US': 'No bank account is on file for your business. Add one in Business Setup first.',
    'zh-CN': '您的企业尚未登记银行账户。请先在企业设置中添加。',
  },
  MMCP4111: { 'en-US': 'This phone number is already registered for PesaLink by another business.', 'zh-CN': '该手机号码已被其他企业注册 PesaLink。' },
  MMCP4112: { 'en-US': 'Your business is not registered for PesaLink.', 'zh-CN': '您的企业尚未注册 PesaLink。' },
  MMCP4113: { 'en-US': 'Choose your own number or one of your payment mobiles.', 'zh-CN': '请选择您本人的号码或您的付款手机号之一。' },
  MMCP4114: { 'en-US': 'Your business is already registered for PesaLink with this number.', 'zh-CN': '您的企业已使用该号码注册 PesaLink。' },
  MMCP4115: { 'en-US': 'This card is no longer valid.', 'zh-CN': '该卡已失效。' },
  AMOUNT_MAX: { 'en-US': 'Maximum amount KES.{0}.00', 'zh-CN': '最高金额 KES.{0}.00' },
  AMOUNT_MIN: { 'en-US': 'Minimum amount KES.{0}.00', 'zh-CN': '最低金额 KES.{0}.00' },
  ONLY_NUMBERS: { 'en-US': 'Only numbers can be entered', 'zh-CN': '只能输入数字' },

  // shared input rules (spec 000 section 5)
  REQUIRED: { 'en-US': 'This field is required', 'zh-CN': '此项为必填项' },
  MIN_LENGTH: { 'en-US': 'Minimum field length = {min}', 'zh-CN': '最小长度 = {min}' },
  MAX_LENGTH: { 'en-US': 'Maximum field length = {0}', 'zh-CN': '最大长度 = {0}' },
  EMAIL_FORMAT: { 'en-US': 'Email format error', 'zh-CN': '邮箱格式错误' },
  PHONE_FORMAT: {
    'en-US': 'Please enter a valid mobile number',
    'zh-CN': '请输入有效的手机号码',
  },
  password_tip: { 'en-US': 'The PIN must be 4 digits', 'zh-CN': 'PIN 必须为 4 位数字' },
  PIN_WRONG: { 'en-US': 'Please enter the correct PIN', 'zh-CN': '请输入正确的 PIN' },
  PASSWORD_RULE: {
    'en-US':
      'At least 8 characters, with 1 uppercase letter, 1 lowercase letter and 1 special character',
    'zh-CN': '至少 8 个字符，包含 1 个大写字母、1 个小写字母和 1 个特殊字符',
  },
  INVALID_VALUE: { 'en-US': 'Invalid value', 'zh-CN': '无效的值' },
  NAME_LETTERS: { 'en-US': 'Use letters only', 'zh-CN': '只能使用字母' },
  ID_NO_FORMAT: { 'en-US': 'The ID number is 1 to 9 digits', 'zh-CN': '证件号码为 1 到 9 位数字' },
  MMCP1033: { 'en-US': 'This ID number is already registered', 'zh-CN': '该证件号码已被注册' },
  MMCP1034: {
    'en-US': 'Please complete the previous registration step first.',
    'zh-CN': '请先完成上一步注册。',
  },
  KRA_PIN_FORMAT: { 'en-US': 'KRA PIN format error', 'zh-CN': 'KRA PIN 格式错误' },
  REG_NO_FORMAT: { 'en-US': 'Business Registration Number format error', 'zh-CN': '企业注册号格式错误' },
  BANK_ACCOUNT_FORMAT: { 'en-US': 'The account number is up to 18 digits', 'zh-CN': '账号最多 18 位数字' },
  INVITE_CODE_FORMAT: { 'en-US': 'The invitation code is 8 digits', 'zh-CN': '邀请码为 8 位数字' },
  REASON_FORMAT: {
    'en-US': 'Use letters, digits and . , ; : ! " \' ? @ only',
    'zh-CN': '只能使用字母、数字和 . , ; : ! " \' ? @',
  },
  OTP_FORMAT: { 'en-US': 'The verification code is 4 digits', 'zh-CN': '验证码为 4 位数字' },
  MMCP1030: { 'en-US': 'The Mobile Number provided already exists', 'zh-CN': '该手机号码已存在' },
  MMCP1031: { 'en-US': 'account does not exist', 'zh-CN': '账户不存在' },
  MMCP1032: { 'en-US': 'This e-mail address is already registered', 'zh-CN': '该电子邮件地址已注册' },
} as const satisfies Record<string, MessageText>;

export type MessageCode = keyof typeof MESSAGES;

export function normalizeLocale(value: string | undefined | null): Locale {
  if (!value) return DEFAULT_LOCALE;
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('zh')) return 'zh-CN';
  return DEFAULT_LOCALE;
}

/** Text of a code in a locale with `{name}` placeholders filled. */
export function messageText(
  code: MessageCode,
  locale: Locale = DEFAULT_LOCALE,
  params: Record<string, string | number> = {},
): string {
  const template: string = MESSAGES[code][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(MESSAGES, code);
}
