/**
 * The one catalogue of message codes and their texts. The server answers `rspMsgInf` from here by
 * Accept-Language; the browser shows the same texts for the same rules. en-US carries the spec's
 * texts verbatim. Each code appears once. Placeholders are `{name}`.
 */
export type Locale = 'en-US' | 'zh-CN';
export const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];
export const DEFAULT_LOCALE: Locale = 'en-US';

import { AUDIT_MESSAGES } from './auditMessages';
import { EXPORT_MESSAGES } from './exportMessages';
import { OUTBOX_MESSAGES } from './outboxMessages';
import { ORDER_EVENT_MESSAGES } from './orderEventMessages';

export interface MessageText {
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
  // A field refusal: the words alone (the spec fixes no text). The field travels in `fieldErrors`,
  // where forms put it under the field; a wire name like `endDate` means nothing to a reader.
  MMCP0006: { 'en-US': '{message}', 'zh-CN': '{message}' },
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
  // The sign-in page's last chance (spec 000 section 8, login and onboarding).
  LOGIN_LEFT_1: { 'en-US': 'Incorrect password, one attempt left', 'zh-CN': '密码错误，还剩一次机会' },
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
  MMCP3219: { 'en-US': 'This KRA PIN is already used by another business', 'zh-CN': '该 KRA PIN 已被其他企业使用' },
  MMCP3220: {
    'en-US': 'This person is already a stakeholder of the business or invited to it.',
    'zh-CN': '此人已是该企业的相关人员或已被邀请。',
  },
  MMCP3203: { 'en-US': 'Please add the {what} this business type needs.', 'zh-CN': '请添加此企业类型所需的{what}。' },
  MMCP3204: { 'en-US': 'Business not found', 'zh-CN': '未找到企业' },
  MMCP3205: { 'en-US': 'You are already a member of this business.', 'zh-CN': '您已是该企业的成员。' },
  MMCP3206: { 'en-US': 'Stakeholder not found', 'zh-CN': '未找到相关人员' },
  MMCP3207: {
    'en-US': 'The owner of the business cannot be blocked or deleted.',
    'zh-CN': '不能冻结或删除企业所有者。',
  },
  MMCP3208: { 'en-US': 'A downgrade is only to the basic plan.', 'zh-CN': '只能降级到 Basic 套餐。' },
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
  MMCP3217: {
    'en-US': 'This change was not approved within 24 hours and has closed. Please apply again.',
    'zh-CN': '该变更未在 24 小时内获批，已关闭。请重新申请。',
  },
  MMCP3216: {
    'en-US': 'Another stakeholder must approve a change you applied for.',
    'zh-CN': '您申请的变更须由其他相关人员审批。',
  },
  MMCP3218: {
    'en-US': 'You cannot block or delete yourself. Another stakeholder with this access can.',
    'zh-CN': '不能冻结或删除您自己。可由其他有此权限的相关人员操作。',
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
  MMCP3107: {
    'en-US': 'Your name and ID number were verified against your ID document and cannot be changed.',
    'zh-CN': '您的姓名和证件号码已与证件核验一致，无法修改。',
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

  // store management, storefront and sales tax (MMCP50xx, spec 001 sections 4, 5 and 8)
  MMCP5001: { 'en-US': 'store name already exists', 'zh-CN': '门店名称已存在' },
  MMCP5002: { 'en-US': 'The Account Number entered does not exist', 'zh-CN': '输入的账号不存在' },
  MMCP5003: { 'en-US': 'The main store cannot be suspended.', 'zh-CN': '主门店不能暂停。' },
  MMCP5004: { 'en-US': 'This store is already waiting for review.', 'zh-CN': '该门店已在等待审核。' },
  MMCP5005: { 'en-US': 'This store is not published.', 'zh-CN': '该门店未发布。' },
  MMCP5006: { 'en-US': 'This store has no publish request waiting for review.', 'zh-CN': '该门店没有待审核的发布申请。' },
  MMCP5007: { 'en-US': 'Give the reason for the rejection.', 'zh-CN': '请填写驳回原因。' },
  MMCP5008: { 'en-US': 'A suspended store cannot be published.', 'zh-CN': '已暂停的门店不能发布。' },
  MMCP5009: { 'en-US': 'This store is already published.', 'zh-CN': '该门店已发布。' },
  MMCP5010: { 'en-US': 'The closing time must be after the opening time', 'zh-CN': '关门时间必须晚于开门时间' },
  MMCP5011: { 'en-US': 'The VAT number is 9 digits', 'zh-CN': '增值税号为 9 位数字' },
  MMCP5012: { 'en-US': 'Enter a rate between {min}% and {max}%', 'zh-CN': '请输入 {min}% 至 {max}% 之间的税率' },
  MMCP5013: { 'en-US': 'Enter the VAT number of the business', 'zh-CN': '请输入企业的增值税号' },
  MMCP5014: { 'en-US': 'A store cannot settle to its own business this way; choose the business wallet.', 'zh-CN': '门店不能以此方式结算到本企业，请选择企业钱包。' },
  MMCP5015: { 'en-US': 'Choose a branch of the selected bank', 'zh-CN': '请选择所选银行的支行' },
  MMCP5016: { 'en-US': 'Building not found', 'zh-CN': '未找到建筑' },
  MMCP5017: { 'en-US': "Choose one of the business's people as the store administrator", 'zh-CN': '请选择本企业的人员作为门店管理员' },
  MMCP5018: { 'en-US': 'Enter a time as hh:mm', 'zh-CN': '请按 hh:mm 格式输入时间' },
  MMCP5019: { 'en-US': 'Enter the opening and closing times of each open day', 'zh-CN': '请输入每个营业日的开门和关门时间' },
  MMCP5020: { 'en-US': 'Upload the banner picture again', 'zh-CN': '请重新上传横幅图片' },
  MMCP5021: { 'en-US': 'Choose a bank', 'zh-CN': '请选择银行' },
  MMCP5022: { 'en-US': 'A suspended store cannot open its storefront.', 'zh-CN': '已暂停的门店不能开放店面。' },
  MMCP5023: { 'en-US': 'Give each weekday once', 'zh-CN': '每个工作日只能填写一次' },

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

  // bills and airtime (MMCP54xx, spec 001 sections 3, 5, 7 and 9)
  MMCP5400: { 'en-US': 'Choose a service provider', 'zh-CN': '请选择服务商' },
  MMCP5401: { 'en-US': 'Enter an account number of 4 to 20 letters or digits', 'zh-CN': '请输入 4 至 20 位字母或数字的账号' },
  MMCP5402: { 'en-US': 'The Account Number entered does not exist.', 'zh-CN': '输入的账号不存在。' },
  MMCP5403: { 'en-US': 'This account is closed. Please contact the service provider.', 'zh-CN': '该账户已关闭，请联系服务商。' },
  MMCP5404: { 'en-US': 'The service provider is not answering. Please try again in a few minutes.', 'zh-CN': '服务商暂无响应，请几分钟后重试。' },
  MMCP5405: { 'en-US': 'Choose a package', 'zh-CN': '请选择套餐' },
  MMCP5406: { 'en-US': 'The amount must be the price of the package, KES {amount}', 'zh-CN': '金额必须为套餐价格 KES {amount}' },
  MMCP5407: { 'en-US': 'This account is already saved.', 'zh-CN': '该账户已保存。' },
  MMCP5408: { 'en-US': 'Saved account not found', 'zh-CN': '未找到已保存的账户' },
  MMCP5409: { 'en-US': 'This account has a regular bill. Delete the regular bill first.', 'zh-CN': '该账户有定期账单，请先删除定期账单。' },
  MMCP5410: { 'en-US': 'Regular bill not found', 'zh-CN': '未找到定期账单' },
  MMCP5411: { 'en-US': 'A regular bill for this account exists.', 'zh-CN': '该账户已有定期账单。' },
  MMCP5412: { 'en-US': 'Choose a day of the month from 1 to 31', 'zh-CN': '请选择每月 1 至 31 日中的一天' },
  MMCP5413: { 'en-US': 'Bill payment not found', 'zh-CN': '未找到账单付款' },
  MMCP5414: { 'en-US': 'Only a successful payment can be rated.', 'zh-CN': '只能评价成功的付款。' },
  MMCP5415: { 'en-US': 'You have already rated this payment.', 'zh-CN': '您已评价过该付款。' },
  MMCP5416: { 'en-US': 'Choose 1 to 5 stars', 'zh-CN': '请选择 1 至 5 星' },
  MMCP5417: { 'en-US': 'Confirm with your PIN first.', 'zh-CN': '请先输入 PIN 确认。' },

  // standing orders (MMCP55xx, spec 001 sections 3, 5 and 8)
  MMCP5500: { 'en-US': 'A standing order with the same name exists.', 'zh-CN': '已存在同名的定期付款。' },
  MMCP5501: { 'en-US': 'Transaction failed. The paybill is not set up to accept this payment.', 'zh-CN': '交易失败。该 Paybill 未设置接收此付款。' },
  MMCP5502: { 'en-US': 'Standing order not found', 'zh-CN': '未找到定期付款' },
  MMCP5503: { 'en-US': 'Choose how often it runs', 'zh-CN': '请选择执行频率' },
  MMCP5504: { 'en-US': 'Choose a start date from today on', 'zh-CN': '请选择今天或之后的开始日期' },
  MMCP5505: { 'en-US': 'The end date cannot be before the start date', 'zh-CN': '结束日期不能早于开始日期' },
  MMCP5506: { 'en-US': 'Enter a number of runs from 1 to {max}, not below the runs made', 'zh-CN': '请输入 1 至 {max} 的执行次数，且不少于已执行次数' },
  MMCP5507: { 'en-US': 'Choose a start date no more than one year from today', 'zh-CN': '请选择今天起一年以内的开始日期' },
  MMCP5509: { 'en-US': 'This standing order is finished and cannot be changed.', 'zh-CN': '该定期付款已结束，无法更改。' },
  MMCP5510: { 'en-US': 'The standing order was deleted.', 'zh-CN': '该定期付款已删除。' },

  // account mandates and transaction approvals (MMCP57xx, spec 000 sections 2-3; spec 001 sections 4, 5 and 7)
  MMCP5700: { 'en-US': 'Limit To must be greater than Limit From', 'zh-CN': '限额上限必须大于限额下限' },
  MMCP5701: { 'en-US': 'This amount band overlaps mandate {mandateNo} for the same transaction type.', 'zh-CN': '该金额区间与同一交易类型的授权规则 {mandateNo} 重叠。' },
  MMCP5702: { 'en-US': 'Mandate not found', 'zh-CN': '未找到授权规则' },
  MMCP5703: { 'en-US': 'Choose at least one authorizer', 'zh-CN': '请至少选择一名审批人' },
  MMCP5704: { 'en-US': 'A zero mandate needs no authorizers', 'zh-CN': '无需审批的授权规则不需要选择审批人' },
  MMCP5705: { 'en-US': 'Choose people of this business', 'zh-CN': '请选择本企业的人员' },
  MMCP5706: { 'en-US': 'Approval not found', 'zh-CN': '未找到审批' },
  MMCP5707: { 'en-US': 'This request has already been decided.', 'zh-CN': '该申请已处理。' },
  MMCP5708: { 'en-US': 'You cannot approve your own request.', 'zh-CN': '您不能审批自己的申请。' },
  MMCP5709: { 'en-US': 'It is not your turn to approve this request yet.', 'zh-CN': '尚未轮到您审批该申请。' },
  MMCP5710: { 'en-US': 'You are not an authorizer of this request.', 'zh-CN': '您不是该申请的审批人。' },
  MMCP5711: { 'en-US': 'An identical request is already waiting for approval.', 'zh-CN': '相同的申请正在等待审批。' },
  MMCP5712: { 'en-US': 'You are not an initiator under the account mandate for this transaction.', 'zh-CN': '根据账户授权规则，您不能发起此交易。' },
  MMCP5713: { 'en-US': 'Only the initiator can close this request.', 'zh-CN': '只有发起人可以关闭该申请。' },
  MMCP5714: { 'en-US': 'This request is not a transfer to many.', 'zh-CN': '该申请不是批量转账。' },
  MMCP5715: { 'en-US': 'Nobody else can approve this request. Add another authorizer to the account mandate.', 'zh-CN': '没有其他人可以审批该申请，请在账户授权规则中添加审批人。' },
  MMCP5716: { 'en-US': 'Enter the reason for rejecting', 'zh-CN': '请输入拒绝原因' },
  MMCP5717: { 'en-US': 'Choose a subtype of this transaction type', 'zh-CN': '请选择该交易类型的子类型' },
  MMCP5718: { 'en-US': 'A person is listed twice in the same role', 'zh-CN': '同一角色中有重复人员' },
  MMCP5719: { 'en-US': 'Choose a transaction type', 'zh-CN': '请选择交易类型' },

  // transaction records and account statements (MMCP53xx, spec 001 sections 2 and 7)
  MMCP5301: { 'en-US': 'The end date cannot be before the start date', 'zh-CN': '结束日期不能早于开始日期' },
  MMCP5302: { 'en-US': 'A statement covers at most {max} days', 'zh-CN': '对账单最多涵盖 {max} 天' },
  MMCP5303: { 'en-US': 'The period cannot start after today', 'zh-CN': '期间的开始日期不能晚于今天' },
  MMCP5304: { 'en-US': 'Statement not found', 'zh-CN': '未找到对账单' },
  MMCP5305: { 'en-US': 'The statement is not ready yet', 'zh-CN': '对账单尚未生成完成' },
  MMCP5306: {
    'en-US': 'Statements are already being generated. Please wait for them to finish.',
    'zh-CN': '已有对账单正在生成，请等待完成后再试。',
  },
  MMCP5307: {
    'en-US': 'A certified copy of this statement has already been requested',
    'zh-CN': '此对账单的认证副本已申请',
  },
  MMCP5308: { 'en-US': 'The period cannot end after today', 'zh-CN': '期间的结束日期不能晚于今天' },
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
  // notifications and split bills (MMCP46xx, spec 000 sections 3, 4, 8; spec 001 split bill)
  MMCP4601: { 'en-US': 'You can only see your own notifications', 'zh-CN': '您只能查看自己的通知' },
  MMCP4602: { 'en-US': 'Notification not found', 'zh-CN': '未找到通知' },
  MMCP4603: { 'en-US': 'Choose a payee with a mobile number to share with', 'zh-CN': '请选择有手机号码的收款人进行分享' },
  MMCP4604: { 'en-US': 'Split order not found', 'zh-CN': '未找到分账订单' },
  MMCP4605: { 'en-US': 'Up to 20 accounts per split bill', 'zh-CN': '每笔分账最多 20 个账户' },
  MMCP4606: { 'en-US': 'The remaining amount may not fall below 0', 'zh-CN': '剩余金额不能小于 0' },
  MMCP4607: { 'en-US': 'This share has already been paid', 'zh-CN': '该份额已支付' },
  MMCP4608: { 'en-US': 'Pay this share to whoever split the bill, with the amount asked', 'zh-CN': '请按要求的金额向发起分账的人支付该份额' },
  MMCP4609: { 'en-US': 'A payment for this share is on its way', 'zh-CN': '该份额的付款正在处理中' },
  MMCP4610: { 'en-US': 'A remitter must be a wallet beneficiary or a mobile number', 'zh-CN': '付款人必须是钱包收款人或手机号码' },
  MMCP4611: { 'en-US': 'Choose a notification, or read all', 'zh-CN': '请选择一条通知，或全部已读' },
  MMCP4612: { 'en-US': 'Add at least one remitter', 'zh-CN': '请至少添加一个付款人' },
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
  // Why a money order failed, from the network's result code (orderFailureCode)
  MMCP4009: { 'en-US': 'The M-PESA balance on the phone was not enough for this payment.', 'zh-CN': '该手机的 M-PESA 余额不足以完成此笔付款。' },
  MMCP4010: { 'en-US': 'The network did not confirm the payment in time.', 'zh-CN': '支付网络未能及时确认这笔付款。' },
  MMCP4011: { 'en-US': 'The payment was cancelled before it was made.', 'zh-CN': '这笔付款在完成前已被取消。' },
  MMCP4012: { 'en-US': 'The network refused the payment: {reason}.', 'zh-CN': '支付网络拒绝了这笔付款：{reason}。' },
  MMCP4013: { 'en-US': 'The phone already has an M-PESA request waiting. Try again in a minute.', 'zh-CN': '该手机已有一个待处理的 M-PESA 请求，请一分钟后再试。' },
  MMCP4014: { 'en-US': 'An authorizer rejected the payment, so it was not made.', 'zh-CN': '审批人拒绝了这笔付款，付款未执行。' },
  MMCP4015: { 'en-US': 'The payment was closed before it was approved, so it was not made.', 'zh-CN': '这笔付款在审批前已关闭，付款未执行。' },
  MMCP4016: { 'en-US': 'The network could not confirm who sent this payment. Please try again later.', 'zh-CN': '支付网络无法确认这笔付款的发送方，请稍后再试。' },
  MMCP4017: { 'en-US': "The provider's account on the network could not cover this payment. Please try again later.", 'zh-CN': '服务方在支付网络的账户余额不足以完成此笔付款，请稍后再试。' },
  MMCP4018: { 'en-US': 'The amount is outside the limits the network allows for this payment.', 'zh-CN': '该金额超出支付网络对此笔付款允许的限额。' },
  MMCP4019: { 'en-US': 'The network could not complete the payment. Please try again later.', 'zh-CN': '支付网络未能完成这笔付款，请稍后再试。' },
  MMCP4020: { 'en-US': 'The receiving bank or card issuer declined the payment.', 'zh-CN': '收款银行或发卡机构拒绝了这笔付款。' },
  MMCP4021: { 'en-US': 'The card does not have enough funds for this payment.', 'zh-CN': '该卡余额不足以完成此笔付款。' },
  MMCP4022: { 'en-US': 'This phone number is not registered for PesaLink.', 'zh-CN': '该手机号码未注册 PesaLink。' },
  MMCP4023: { 'en-US': 'The biller could not apply the payment.', 'zh-CN': '服务商未能入账这笔付款。' },
  MMCP4024: { 'en-US': 'The biller does not offer the package chosen.', 'zh-CN': '服务商不提供所选套餐。' },
  MMCP4025: { 'en-US': 'The amount is not the price of the package chosen.', 'zh-CN': '金额与所选套餐的价格不符。' },
  MMCP4026: { 'en-US': 'The network has no record of this payment, so it was not made.', 'zh-CN': '支付网络没有这笔付款的记录，付款未执行。' },
  MMCP4027: { 'en-US': 'The payment has already been reversed.', 'zh-CN': '这笔付款已被冲正。' },
  MMCP4028: { 'en-US': 'The network could not find the payment to reverse.', 'zh-CN': '支付网络找不到要冲正的付款。' },
  MMCP4029: { 'en-US': 'The amount does not match the payment to reverse.', 'zh-CN': '金额与要冲正的付款不符。' },
  MMCP4030: { 'en-US': 'The network does not take this amount.', 'zh-CN': '支付网络不接受此金额。' },
  MMCP4031: { 'en-US': 'This network cannot pay this kind of account.', 'zh-CN': '该支付网络无法向此类账户付款。' },
  // A payment of a batch refused at the pay step: the day's room was used since the pre-order.
  MMCP4032: { 'en-US': 'This payment would pass your daily limit.', 'zh-CN': '此笔付款将超过每日限额。' },
  MMCP4033: { 'en-US': 'The payment was not confirmed with the PIN in time, so it was not made.', 'zh-CN': '这笔付款未在时限内用 PIN 确认，因此未执行。' },
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
  MMCP4116: {
    'en-US': 'M-PESA did not confirm that it took the request, so the phone may never have been asked. Nothing was added; if no prompt appeared, try again in a few minutes.',
    'zh-CN': 'M-PESA 未确认收到该请求，手机可能从未收到提示。未入账；如果没有出现提示，请几分钟后重试。',
  },
  // help center (MMCP4700-MMCP4799, docs/areas/help.md)
  MMCP4700: { 'en-US': 'Ticket not found.', 'zh-CN': '未找到该工单。' },
  MMCP4701: { 'en-US': 'Only an unresolved or in-progress ticket can be cancelled.', 'zh-CN': '只有未解决或处理中的工单可以取消。' },
  MMCP4702: { 'en-US': 'Only an unresolved ticket can be taken.', 'zh-CN': '只有未解决的工单可以接单。' },
  MMCP4703: { 'en-US': 'An addressed or cancelled ticket can no longer be answered.', 'zh-CN': '已处理或已取消的工单不能再回复。' },
  MMCP4704: { 'en-US': 'Call-back request not found.', 'zh-CN': '未找到该回电请求。' },
  MMCP4705: { 'en-US': 'This call back was already made or cancelled, so it can no longer be cancelled.', 'zh-CN': '该回电已完成或已取消，不能再取消。' },
  MMCP4706: { 'en-US': 'Only a pending call back can be marked as called.', 'zh-CN': '只有待回电的请求可以标记为已回电。' },
  MMCP4707: { 'en-US': 'The attachment was not found. Please upload it again.', 'zh-CN': '未找到附件，请重新上传。' },
  MMCP4708: { 'en-US': 'The attachment must be a document (doc, dot, docx, pdf) or a picture (JPG, PNG).', 'zh-CN': '附件必须是文档（doc、dot、docx、pdf）或图片（JPG、PNG）。' },
  MMCP4709: { 'en-US': 'Choose a time within the next 30 days.', 'zh-CN': '请选择未来 30 天内的时间。' },
  MMCP4710: { 'en-US': 'You already have a pending call-back request.', 'zh-CN': '您已有一个待处理的回电请求。' },
  MMCP4711: { 'en-US': 'Take the ticket before answering it.', 'zh-CN': '请先接单再回复。' },
  MMCP4712: { 'en-US': 'Your ticket {ticketNo} is now in progress', 'zh-CN': '您的工单 {ticketNo} 正在处理中' },
  MMCP4713: { 'en-US': 'Our support team has picked up your ticket "{title}".', 'zh-CN': '我们的支持团队已受理您的工单“{title}”。' },
  MMCP4720: { 'en-US': 'Another agent has taken this ticket.', 'zh-CN': '该工单已由其他客服接单。' },
  MMCP4714: { 'en-US': 'Your ticket {ticketNo} was answered', 'zh-CN': '您的工单 {ticketNo} 已有回复' },
  MMCP4715: { 'en-US': 'Support replied to "{title}". Status: {status}.', 'zh-CN': '支持团队回复了“{title}”。状态：{status}。' },
  MMCP4716: { 'en-US': 'We called you back', 'zh-CN': '我们已给您回电' },
  MMCP4717: { 'en-US': 'Our support team called {phone} as you asked.', 'zh-CN': '我们的支持团队已按您的要求致电 {phone}。' },
  MMCP4718: { 'en-US': 'Addressed', 'zh-CN': '已处理' },
  MMCP4719: { 'en-US': 'In progress', 'zh-CN': '处理中' },
  // audit trail, devices and globalization (MMCP4800-MMCP4899, docs/areas/audit.md)
  MMCP4801: { 'en-US': 'Choose one of the date display options', 'zh-CN': '请选择一种日期显示格式' },
  MMCP4802: { 'en-US': 'Choose English or Chinese', 'zh-CN': '请选择英文或中文' },
  MMCP4803: {
    'en-US': 'The export would have more than {max} rows. Narrow the dates and try again.',
    'zh-CN': '导出超过 {max} 行，请缩小日期范围后重试。',
  },
  MMCP4804: { 'en-US': 'Device not found in this business', 'zh-CN': '本商户中未找到该设备' },
  MMCP4805: {
    'en-US': "Only the business owner or an administrator can change the business's date display and language. To read the portal in another language, use the language switch at the top.",
    'zh-CN': '只有企业所有者或管理员可以修改企业的日期显示与语言。如需以其他语言阅读门户，请使用顶部的语言切换。',
  },

  // home extras and card top-up (MMCP49xx; spec 000 sections 7 and 9, spec 001 section 4)
  MMCP4900: { 'en-US': 'Choose exactly {count} quick access entries.', 'zh-CN': '请恰好选择 {count} 个快捷入口。' },
  MMCP4901: { 'en-US': 'You do not have access to one of the chosen entries.', 'zh-CN': '您无权使用所选入口之一。' },
  MMCP4902: { 'en-US': 'Each quick access entry can be chosen only once.', 'zh-CN': '每个快捷入口只能选择一次。' },
  MMCP4903: { 'en-US': 'The card has insufficient funds for this top-up.', 'zh-CN': '该卡余额不足，无法完成此次充值。' },
  MMCP4904: { 'en-US': 'The card issuer declined this payment.', 'zh-CN': '发卡行拒绝了此笔付款。' },
  MMCP4905: { 'en-US': 'The card network did not confirm the payment in time. No money was taken.', 'zh-CN': '卡组织未能及时确认付款，未扣除任何款项。' },
  MMCP4906: { 'en-US': 'Choose a payment mobile or a card.', 'zh-CN': '请选择付款手机号或银行卡。' },
  MMCP4907: { 'en-US': 'Card not found', 'zh-CN': '未找到该卡' },
  MMCP4908: { 'en-US': 'Enter the code sent to your phone to confirm the card payment.', 'zh-CN': '请输入发送到您手机的验证码以确认刷卡付款。' },
  AMOUNT_MAX: { 'en-US': 'Maximum amount KES.{0}.00', 'zh-CN': '最高金额 KES.{0}.00' },
  AMOUNT_MIN: { 'en-US': 'Minimum amount KES.{0}.00', 'zh-CN': '最低金额 KES.{0}.00' },
  AMOUNT_POSITIVE: { 'en-US': 'Enter an amount greater than 0', 'zh-CN': '请输入大于 0 的金额' },
  ONLY_NUMBERS: { 'en-US': 'Only numbers can be entered', 'zh-CN': '只能输入数字' },

  // pay by code: buy goods, pay bill, {product} pay (MMCP56xx, spec 001 sections 2, 5 and 7)
  MMCP5601: { 'en-US': 'Pay code and till must exist', 'zh-CN': '付款码和收银台必须存在' },
  MMCP5602: { 'en-US': 'Pay amount minimum KES 10.00', 'zh-CN': '付款金额最低 KES 10.00' },
  MMCP5603: { 'en-US': 'Pay amount maximum KES {max}', 'zh-CN': '付款金额最高 KES {max}' },
  MMCP5604: { 'en-US': 'You cannot pay your own business.', 'zh-CN': '不能向您自己的商户付款。' },
  MMCP5605: { 'en-US': 'M-PESA cannot be reached to check this number. Please try again.', 'zh-CN': '暂时无法连接 M-PESA 核对该号码，请重试。' },
  MMCP5606: { 'en-US': 'Enter the account number of the bill.', 'zh-CN': '请输入账单的账号。' },

  // tills, till payments and settlement (MMCP52xx, spec 001 sections 4, 5 and 7)
  MMCP5201: { 'en-US': 'Till not found', 'zh-CN': '未找到收银台' },
  MMCP5202: { 'en-US': 'This till is deactivated.', 'zh-CN': '该收银台已停用。' },
  MMCP5203: { 'en-US': 'A till with money on it cannot be deleted. Settle it first.', 'zh-CN': '收银台上还有余额，无法删除。请先结算。' },
  MMCP5204: { 'en-US': 'A till with the same name exists in this store', 'zh-CN': '该门店已存在同名的收银台' },
  MMCP5205: { 'en-US': 'Till number entered does not exist.', 'zh-CN': '输入的收银台号码不存在。' },
  MMCP5206: { 'en-US': 'Payment not found', 'zh-CN': '未找到付款记录' },
  MMCP5207: { 'en-US': 'This payment has already been claimed against a sale.', 'zh-CN': '该付款已被认领到一笔销售。' },
  MMCP5208: { 'en-US': 'Settlement amount cannot exceed available balance.', 'zh-CN': '结算金额不能超过可用余额。' },
  MMCP5209: { 'en-US': 'The settlement amount must be more than its charges ({fee}).', 'zh-CN': '结算金额必须大于其费用（{fee}）。' },
  MMCP5210: { 'en-US': 'Enter the balance at which the till settles.', 'zh-CN': '请输入收银台自动结算的余额。' },
  MMCP5211: { 'en-US': 'Settlement not found', 'zh-CN': '未找到结算记录' },
  MMCP5212: { 'en-US': 'You cannot pay a till of your own business from its wallet.', 'zh-CN': '不能用本企业的钱包向本企业的收银台付款。' },
  MMCP5213: { 'en-US': 'The settlement did not go through: {reason}. The money is back on the till.', 'zh-CN': '结算未成功：{reason}。款项已退回收银台。' },

  // checkout at the counter (MMCP59xx, spec 001 sections 4, 5, 7 and 8)
  MMCP5901: { 'en-US': 'This coupon code is an invalid coupon.', 'zh-CN': '该优惠券码无效。' },
  MMCP5902: { 'en-US': 'Oops something went wrong!', 'zh-CN': '哎呀，出错了！' },
  MMCP5903: { 'en-US': 'We are unable to complete your payment.', 'zh-CN': '我们无法完成您的付款。' },
  MMCP5904: { 'en-US': 'This coupon is unavailable.', 'zh-CN': '该优惠券不可用。' },
  MMCP5905: { 'en-US': 'The till is not set up for this payment.', 'zh-CN': '该收银台未设置此付款方式。' },
  MMCP5906: { 'en-US': 'Merchant Paycode does not exist or cannot be used.', 'zh-CN': '商户付款码不存在或无法使用。' },
  MMCP5907: { 'en-US': 'The paid amount cannot be below the coupon amount.', 'zh-CN': '支付金额不能低于优惠券金额。' },
  MMCP5908: { 'en-US': 'Please enter the amount first.', 'zh-CN': '请先输入金额。' },
  MMCP5909: { 'en-US': 'The remaining amount cannot be below 0.', 'zh-CN': '剩余金额不能小于 0。' },
  MMCP5910: { 'en-US': 'The discount plus the coupon cannot be more than the sub total.', 'zh-CN': '折扣加优惠券不能超过小计。' },
  MMCP5911: { 'en-US': 'Order not found', 'zh-CN': '未找到订单' },
  MMCP5912: { 'en-US': 'This order can no longer be changed.', 'zh-CN': '该订单已无法更改。' },
  MMCP5913: { 'en-US': 'The cash received is less than the amount due.', 'zh-CN': '收到的现金少于应付金额。' },
  MMCP5914: { 'en-US': 'Add at least one item.', 'zh-CN': '请至少添加一件商品。' },
  MMCP5915: { 'en-US': 'Enter a reason for cancelling the order.', 'zh-CN': '请输入取消订单的原因。' },
  MMCP5916: { 'en-US': 'Enter an e-mail address or a mobile number for the receipt.', 'zh-CN': '请输入接收收据的电子邮件地址或手机号码。' },
  MMCP5917: { 'en-US': 'This order is already paid.', 'zh-CN': '该订单已付款。' },
  MMCP5918: { 'en-US': 'A payment for this order is still being processed.', 'zh-CN': '该订单的一笔付款仍在处理中。' },
  MMCP5919: { 'en-US': 'This payment method is not available.', 'zh-CN': '该付款方式不可用。' },
  MMCP5920: { 'en-US': 'No payment of {amount} to this store\'s tills is waiting to be matched.', 'zh-CN': '本门店收银台没有待匹配的 {amount} 付款。' },
  MMCP5921: { 'en-US': 'The receipt is only available once the order is paid.', 'zh-CN': '订单付款后才能获取收据。' },
  MMCP5922: { 'en-US': 'This pay code has expired. Generate a new one at the counter.', 'zh-CN': '该付款码已过期，请在收银台重新生成。' },
  MMCP5923: { 'en-US': 'This pay code is closed.', 'zh-CN': '该付款码已关闭。' },
  MMCP5924: { 'en-US': 'This pay code has already been paid.', 'zh-CN': '该付款码已付款。' },
  MMCP5925: { 'en-US': 'This pay code takes exactly {amount}.', 'zh-CN': '该付款码的金额必须为 {amount}。' },
  MMCP5926: { 'en-US': 'No wallet is registered to this mobile number.', 'zh-CN': '该手机号未注册钱包。' },
  MMCP5927: { 'en-US': 'A business cannot pay its own sale from its wallet.', 'zh-CN': '商户不能用自己的钱包支付自己的销售。' },
  MMCP5928: { 'en-US': 'Pay code not found.', 'zh-CN': '付款码不存在。' },

  // inventory: categories, products, stock (MMCP58xx, spec 001 sections 2, 4, 5 and 8)
  MMCP5801: { 'en-US': 'Not enough stock.', 'zh-CN': '库存不足。' },
  MMCP5802: { 'en-US': 'Product not found', 'zh-CN': '未找到商品' },
  MMCP5803: { 'en-US': 'A product with the same name exists.', 'zh-CN': '已存在同名的商品。' },
  MMCP5804: { 'en-US': 'A category with the same name exists.', 'zh-CN': '已存在同名的分类。' },
  MMCP5805: { 'en-US': 'Category not found', 'zh-CN': '未找到分类' },
  MMCP5806: { 'en-US': 'Discount cannot exceed selling price', 'zh-CN': '折扣不能超过售价' },
  MMCP5807: { 'en-US': 'Maximum {max} words', 'zh-CN': '最多 {max} 个单词' },
  MMCP5808: { 'en-US': 'Please upload a CSV file', 'zh-CN': '请上传 CSV 文件' },
  MMCP5809: { 'en-US': 'Maximum 100 items per upload', 'zh-CN': '每次上传最多 100 个商品' },
  MMCP5810: { 'en-US': 'The image must be 1:1', 'zh-CN': '图片比例必须为 1:1' },
  MMCP5811: { 'en-US': 'The image must be within 2MB', 'zh-CN': '图片不能超过 2MB' },
  MMCP5812: { 'en-US': '{count} row(s) have errors. Nothing was imported.', 'zh-CN': '{count} 行有错误，未导入任何商品。' },
  MMCP5813: { 'en-US': 'Row {row}, {field}: {message}', 'zh-CN': '第 {row} 行，{field}：{message}' },
  MMCP5814: { 'en-US': 'A category that still has products cannot be deleted.', 'zh-CN': '分类下仍有商品，无法删除。' },
  MMCP5815: { 'en-US': 'The file has no products. Fill in the template and upload it again.', 'zh-CN': '文件中没有商品。请填写模板后重新上传。' },
  MMCP5816: { 'en-US': "The file's columns do not match the template.", 'zh-CN': '文件的列与模板不一致。' },
  MMCP5817: { 'en-US': 'Enter a whole number from {min} to {max}', 'zh-CN': '请输入 {min} 至 {max} 的整数' },
  MMCP5818: { 'en-US': 'Enter an amount of at most 2 decimals', 'zh-CN': '请输入最多两位小数的金额' },
  MMCP5819: { 'en-US': 'Add at least 5 products to start', 'zh-CN': '请至少添加 5 个商品后开始' },
  MMCP5820: { 'en-US': 'This name is used twice in the file.', 'zh-CN': '该名称在文件中重复出现。' },
  MMCP5821: { 'en-US': 'The stock changed while you were editing. Reload the product and try again.', 'zh-CN': '编辑期间库存已变化。请重新加载商品后再试。' },
  MMCP5822: { 'en-US': '{name} is not on the shelf and cannot be sold.', 'zh-CN': '{name} 未上架，无法销售。' },

  // customers: the customer book, bulk uploads, messages and the blacklist (MMCP61xx, spec 001 sections 2, 5 and 7)
  MMCP6101: { 'en-US': 'Customer not found', 'zh-CN': '未找到客户' },
  MMCP6102: { 'en-US': 'Mobile Number already exists', 'zh-CN': '手机号码已存在' },
  MMCP6103: { 'en-US': 'Only .csv files can be uploaded', 'zh-CN': '只能上传 .csv 文件' },
  MMCP6104: { 'en-US': 'At most 100 customers per file', 'zh-CN': '每个文件最多 100 位客户' },
  MMCP6105: { 'en-US': 'The file has no customers. Fill in the template and upload it again.', 'zh-CN': '文件中没有客户。请填写模板后重新上传。' },
  MMCP6106: { 'en-US': "The file's columns do not match the template.", 'zh-CN': '文件的列与模板不一致。' },
  MMCP6107: { 'en-US': '{count} row(s) have errors. No customer was added.', 'zh-CN': '{count} 行有错误，未添加任何客户。' },
  MMCP6108: { 'en-US': 'This mobile number is used twice in the file.', 'zh-CN': '该手机号码在文件中重复出现。' },
  MMCP6109: { 'en-US': 'This customer has no e-mail address.', 'zh-CN': '该客户没有电子邮件地址。' },
  MMCP6110: { 'en-US': 'This customer is blacklisted.', 'zh-CN': '该客户在黑名单中。' },
  MMCP6111: { 'en-US': 'The SMS gateway refused this number: it is on the do-not-disturb list.', 'zh-CN': '短信网关拒绝了该号码：该号码在免打扰名单中。' },
  MMCP6112: { 'en-US': 'The SMS gateway refused this number: it is not in service.', 'zh-CN': '短信网关拒绝了该号码：该号码已停用。' },
  MMCP6113: { 'en-US': 'This customer has no wallet app account to receive in-app messages.', 'zh-CN': '该客户没有钱包应用账户，无法接收应用内消息。' },
  MMCP6114: { 'en-US': 'Choose at least one customer.', 'zh-CN': '请至少选择一位客户。' },
  MMCP6115: { 'en-US': 'Message not found', 'zh-CN': '未找到该消息' },
  MMCP6116: { 'en-US': 'Nothing to try again: every message went out.', 'zh-CN': '没有需要重试的消息：所有消息均已发送。' },
  MMCP6117: { 'en-US': 'The date cannot be in the future.', 'zh-CN': '日期不能晚于今天。' },
  MMCP6118: { 'en-US': 'Enter a valid date (YYYYMMDD)', 'zh-CN': '请输入有效日期（YYYYMMDD）' },
  MMCP6119: { 'en-US': 'This customer is already blacklisted.', 'zh-CN': '该客户已在黑名单中。' },
  MMCP6120: { 'en-US': 'This customer is not on the blacklist.', 'zh-CN': '该客户不在黑名单中。' },
  MMCP6121: { 'en-US': 'Up to {max} customers per message', 'zh-CN': '每条消息最多 {max} 位客户' },
  MMCP6122: { 'en-US': 'Enter the subject of the e-mail.', 'zh-CN': '请输入邮件主题。' },
  MMCP6123: { 'en-US': 'Row {row}, {field}: {message}', 'zh-CN': '第 {row} 行，{field}：{message}' },

  // orders and refunds (MMCP60xx, spec 001 sections 3, 4 and 8)
  MMCP6001: { 'en-US': 'Order not found', 'zh-CN': '未找到订单' },
  MMCP6002: { 'en-US': 'This order can no longer be changed this way.', 'zh-CN': '该订单当前不能进行此操作。' },
  MMCP6003: { 'en-US': 'Only a paid order can be refunded.', 'zh-CN': '只有已付款的订单才能退款。' },
  MMCP6004: { 'en-US': 'The refund cannot be more than KES {max}, what is left of the amount paid.', 'zh-CN': '退款金额不能超过 KES {max}（已付金额的剩余部分）。' },
  MMCP6005: { 'en-US': 'The transaction refund was not successful', 'zh-CN': '交易退款未成功' },
  MMCP6006: { 'en-US': 'You cannot give back more of an item than was sold.', 'zh-CN': '退回的商品数量不能超过售出数量。' },
  MMCP6008: { 'en-US': 'Enter the reason for cancelling the order.', 'zh-CN': '请输入取消订单的原因。' },
  MMCP6009: { 'en-US': 'Payment code not found', 'zh-CN': '未找到付款码' },
  MMCP6010: { 'en-US': 'Enter the amount to refund.', 'zh-CN': '请输入退款金额。' },
  MMCP6011: {
    'en-US': "Enter the customer's M-PESA number to send the refund to: M-PESA hides the number of a customer who paid the till.",
    'zh-CN': '请输入接收退款的顾客 M-PESA 号码：顾客直接向收银台付款时，M-PESA 会隐藏其号码。',
  },

  // staff (MMCP62xx; spec 001 sections 3, 5, 6 and 8; URMP8037-8039 are the spec's)
  URMP8037: { 'en-US': 'The user name already exists', 'zh-CN': '用户名已存在' },
  URMP8038: { 'en-US': 'The ID number already exists', 'zh-CN': '证件号码已存在' },
  URMP8039: { 'en-US': 'The e-mail already exists', 'zh-CN': '电子邮箱已存在' },
  MMCP6201: { 'en-US': 'Staff member not found', 'zh-CN': '未找到该员工' },
  MMCP6202: { 'en-US': 'Select a role and at least one of its functions', 'zh-CN': '请选择一个角色及其至少一项功能' },
  MMCP6203: { 'en-US': 'This function is not part of the selected role', 'zh-CN': '该功能不属于所选角色' },
  MMCP6204: { 'en-US': 'Select at least one store', 'zh-CN': '请至少选择一个门店' },
  MMCP6205: { 'en-US': 'A staff member who is {from} cannot become {to}.', 'zh-CN': '状态为{from}的员工不能变为{to}。' },
  MMCP6206: { 'en-US': 'Only a pending staff member can be invited.', 'zh-CN': '只能邀请待激活的员工。' },
  MMCP6207: { 'en-US': 'You cannot change your own staff account here.', 'zh-CN': '不能在此修改您自己的员工账户。' },
  MMCP6208: { 'en-US': 'You can only give functions you hold yourself.', 'zh-CN': '只能授予您自己拥有的功能。' },
  MMCP6209: { 'en-US': 'Enter an e-mail or a mobile number to send the sign-in details to.', 'zh-CN': '请填写用于接收登录信息的电子邮箱或手机号码。' },
  MMCP6210: { 'en-US': 'A frozen staff member cannot be invited or given a new password.', 'zh-CN': '已冻结的员工不能被邀请或重置密码。' },
  MMCP6211: { 'en-US': 'Your staff account is frozen. Please ask the business owner.', 'zh-CN': '您的员工账户已被冻结，请联系企业所有者。' },
  MMCP6231: { 'en-US': 'You cannot manage someone who holds functions you do not hold.', 'zh-CN': '不能管理拥有您所没有的功能的人员。' },
  MMCP6232: { 'en-US': 'Only the business owner can manage someone named in a transaction mandate.', 'zh-CN': '只有企业所有者可以管理交易授权规则中的人员。' },
  MMCP6233: { 'en-US': "Only the business owner can manage the owner's account.", 'zh-CN': '只有企业所有者本人可以管理所有者的账户。' },
  MMCP6235: {
    'en-US': 'This person also belongs to another business: only they can change their sign-in details.',
    'zh-CN': '此人也属于另一家企业：只有本人可以更改其登录信息。',
  },
  MMCP6234: { 'en-US': 'Your temporary password has expired. Ask the business owner to send you a new one.', 'zh-CN': '您的临时密码已过期，请联系企业所有者为您发送新密码。' },
  // one-time coupons (MMCP6212-6230; spec 001 sections 3 and 5: a one-time offer, once per customer)
  MMCP6212: { 'en-US': 'This customer has already used this one-time coupon.', 'zh-CN': '该顾客已使用过此一次性优惠券。' },
  MMCP6213: { 'en-US': "Enter the customer's mobile number to use a one-time coupon.", 'zh-CN': '使用一次性优惠券需填写顾客的手机号码。' },

  // notifications, worded in the reader's language (notifications/service.ts, noticeText)
  NOTE_PAID_TITLE: { 'en-US': 'Payment successful', 'zh-CN': '付款成功' },
  NOTE_FAILED_TITLE: { 'en-US': 'Payment failed', 'zh-CN': '付款失败' },
  NOTE_SENT: { 'en-US': 'You sent {amount} to {to}. Order {ordNo}.', 'zh-CN': '您已向 {to} 付款 {amount}。订单 {ordNo}。' },
  NOTE_SENT_RECEIPT: { 'en-US': 'You sent {amount} to {to}. Order {ordNo}. Receipt {receipt}.', 'zh-CN': '您已向 {to} 付款 {amount}。订单 {ordNo}，收据 {receipt}。' },
  NOTE_RECEIVED: { 'en-US': 'You received {amount}. Order {ordNo}.', 'zh-CN': '您已收到 {amount}。订单 {ordNo}。' },
  NOTE_RECEIVED_RECEIPT: { 'en-US': 'You received {amount}. Order {ordNo}. Receipt {receipt}.', 'zh-CN': '您已收到 {amount}。订单 {ordNo}，收据 {receipt}。' },
  NOTE_SEND_FAILED: {
    'en-US': 'Your payment of {amount} to {to} did not go through. {reason} Order {ordNo}. No money was taken.',
    'zh-CN': '您向 {to} 付款 {amount} 未成功。{reason}订单 {ordNo}。未扣除任何款项。',
  },
  NOTE_WITHDREW: { 'en-US': 'You withdrew {amount} to {to}. Order {ordNo}.', 'zh-CN': '您已提现 {amount} 到 {to}。订单 {ordNo}。' },
  NOTE_WITHDREW_RECEIPT: { 'en-US': 'You withdrew {amount} to {to}. Order {ordNo}. Receipt {receipt}.', 'zh-CN': '您已提现 {amount} 到 {to}。订单 {ordNo}，收据 {receipt}。' },
  NOTE_WITHDRAW_FAILED_TITLE: { 'en-US': 'Withdrawal failed', 'zh-CN': '提现失败' },
  NOTE_WITHDRAW_FAILED: {
    'en-US': 'Your withdrawal of {amount} to {to} did not go through. {reason} Order {ordNo}. No money was taken.',
    'zh-CN': '您提现 {amount} 到 {to} 未成功。{reason}订单 {ordNo}。未扣除任何款项。',
  },
  NOTE_RECEIVE_FAILED: { 'en-US': 'The payment of {amount} to you did not go through. {reason} Order {ordNo}.', 'zh-CN': '向您支付的 {amount} 未成功。{reason}订单 {ordNo}。' },
  NOTE_TILL_PAID_TITLE: { 'en-US': 'Till payment received', 'zh-CN': '收银台收到付款' },
  NOTE_TILL_PAID: {
    'en-US': '{amount} paid to till {tillNo} ({tillName}) by {payer}. Transaction {transId}.',
    'zh-CN': '{payer} 向收银台 {tillNo}（{tillName}）支付了 {amount}。交易 {transId}。',
  },
  NOTE_A_CUSTOMER: { 'en-US': 'a customer', 'zh-CN': '一位顾客' },
  NOTE_SETTLED_TITLE: { 'en-US': 'Till settlement', 'zh-CN': '收银台结算' },
  NOTE_SETTLED_WALLET: { 'en-US': '{amount} from till {tillNo} ({tillName}) is now in your wallet.', 'zh-CN': '收银台 {tillNo}（{tillName}）的 {amount} 已转入您的钱包。' },
  NOTE_SETTLED_ACCOUNT: {
    'en-US': '{amount} from till {tillNo} ({tillName}) is on its way to your settlement account.',
    'zh-CN': '收银台 {tillNo}（{tillName}）的 {amount} 正在转入您的结算账户。',
  },
  NOTE_STORE_PUBLISHED_TITLE: { 'en-US': 'Store published', 'zh-CN': '门店已发布' },
  NOTE_STORE_PUBLISHED: { 'en-US': '{store} is now published.', 'zh-CN': '{store} 已发布。' },
  NOTE_STORE_REFUSED_TITLE: { 'en-US': 'Store not published', 'zh-CN': '门店未发布' },
  NOTE_STORE_REFUSED: { 'en-US': '{store} was not published: {reason}', 'zh-CN': '{store} 未发布：{reason}' },
  NOTE_SO_PAID_TITLE: { 'en-US': 'Standing order paid', 'zh-CN': '定期付款已完成' },
  NOTE_SO_PAID: { 'en-US': 'Your standing order {name} sent {amount} to {to}.', 'zh-CN': '您的定期付款 {name} 已向 {to} 支付 {amount}。' },
  NOTE_SO_PAID_ORDER: { 'en-US': 'Your standing order {name} sent {amount} to {to}. Order {ordNo}.', 'zh-CN': '您的定期付款 {name} 已向 {to} 支付 {amount}。订单 {ordNo}。' },
  NOTE_SO_FAILED_TITLE: { 'en-US': 'Standing order failed', 'zh-CN': '定期付款失败' },
  NOTE_SO_FAILED: { 'en-US': 'Your standing order {name} of {amount} to {to} was not paid: {reason}.', 'zh-CN': '您的定期付款 {name}（向 {to} 支付 {amount}）未能完成：{reason}。' },
  NOTE_SO_FAILED_AGAIN: {
    'en-US': 'Your standing order {name} of {amount} to {to} was not paid: {reason}. It will run again on its next date.',
    'zh-CN': '您的定期付款 {name}（向 {to} 支付 {amount}）未能完成：{reason}。将在下一个执行日期再次执行。',
  },
  NOTE_PAY_REQUEST_TITLE: { 'en-US': 'Payment request', 'zh-CN': '付款请求' },
  NOTE_PAY_REQUEST: {
    'en-US': '{seller} asks you to pay {amount} for sale {orderNo}. Pay code {code} in Pay by code before {time}.',
    'zh-CN': '{seller} 请您为销售单 {orderNo} 支付 {amount}。请在 {time} 前于“按编号付款”中使用付款码 {code}。',
  },
  NOTE_REFUND_PAID_TITLE: { 'en-US': 'Refund paid', 'zh-CN': '退款已完成' },
  NOTE_REFUND_REVERSED: { 'en-US': 'Refund {refundNo} of {amount} was reversed on M-PESA to the payer.', 'zh-CN': '退款 {refundNo}（{amount}）已通过 M-PESA 冲正退回付款人。' },
  NOTE_REFUND_SENT: { 'en-US': 'Refund {refundNo} of {amount} was paid back to the customer by M-PESA.', 'zh-CN': '退款 {refundNo}（{amount}）已通过 M-PESA 退还顾客。' },
  NOTE_SALE_PAID_LATE_TITLE: { 'en-US': 'A closed sale was paid', 'zh-CN': '已关闭的销售收到付款' },
  NOTE_SALE_PAID_LATE: {
    'en-US': "M-PESA confirmed {amount} ({transId}) for sale {orderNo} after its payment had been closed. The money is in the till: match it to a sale in the till's payments, or pay it back.",
    'zh-CN': 'M-PESA 在销售 {orderNo} 的付款关闭后确认了 {amount}（{transId}）。款项已进入收银台：请在收银台收款记录中将其匹配到销售，或退还给顾客。',
  },
  NOTE_REFUND_PAID_LATE: {
    'en-US': 'M-PESA confirmed refund {refundNo} of {amount} after it had been recorded as not successful. The customer has the money, and the refund now counts as paid.',
    'zh-CN': 'M-PESA 在退款 {refundNo}（{amount}）被记为未成功后确认了它。顾客已收到款项，该退款现记为已完成。',
  },
  NOTE_REFUND_PAID_TWICE_TITLE: { 'en-US': 'A refund was paid twice', 'zh-CN': '一笔退款被重复支付' },
  NOTE_REFUND_PAID_TWICE: {
    'en-US': 'M-PESA confirmed refund {refundNo} of {amount} of order {orderNo} after it had been recorded as not successful, and the order was refunded again meanwhile. The customer received {amount} more than the order allows: ask them to pay it back.',
    'zh-CN': 'M-PESA 在订单 {orderNo} 的退款 {refundNo}（{amount}）被记为未成功后确认了它，而该订单期间已再次退款。顾客多收到了 {amount}：请联系顾客退回。',
  },
  NOTE_REFUND_FAILED_TITLE: { 'en-US': 'Refund not successful', 'zh-CN': '退款未成功' },
  NOTE_REFUND_FAILED: {
    'en-US': 'The transaction refund was not successful: refund {refundNo} of {amount} ({reason}). The money is back on the till.',
    'zh-CN': '交易退款未成功：退款 {refundNo}（{amount}，{reason}）。款项已退回收银台。',
  },
  NOTE_BILL_FAILED_TITLE: { 'en-US': 'Regular bill not paid', 'zh-CN': '定期账单未付款' },
  NOTE_BILL_FAILED_RETRY: {
    'en-US': 'Your regular bill {name} of {amount} to {biller} account {account} could not be paid: {reason}. We will try again.',
    'zh-CN': '您的定期账单 {name}（向 {biller} 账户 {account} 支付 {amount}）未能付款：{reason}。我们会再次尝试。',
  },
  NOTE_BILL_FAILED_LAST: {
    'en-US': 'Your regular bill {name} of {amount} to {biller} account {account} could not be paid: {reason}. It will not be tried again this month.',
    'zh-CN': '您的定期账单 {name}（向 {biller} 账户 {account} 支付 {amount}）未能付款：{reason}。本月不会再尝试。',
  },
  APPROVAL_SUMMARY_TO: { 'en-US': '{amount} to {payee}', 'zh-CN': '{amount} 付给 {payee}' },
  APPROVAL_SUMMARY_MANY: { 'en-US': '{amount} to {count} payees, batch {batchId}', 'zh-CN': '{amount} 付给 {count} 位收款人，批次 {batchId}' },
  APPROVAL_SUMMARY_REFUND: { 'en-US': 'Refund of {amount} for order {orderNo}', 'zh-CN': '订单 {orderNo} 退款 {amount}' },
  NOTE_APPROVAL_NEEDED_TITLE: { 'en-US': 'Approval needed', 'zh-CN': '需要审批' },
  NOTE_APPROVAL_NEEDED: {
    'en-US': '{initiator} asks you to approve {summary}. Request {approvalNo}: open Transaction approval to agree or reject.',
    'zh-CN': '{initiator} 请您审批 {summary}。申请 {approvalNo}：请打开“交易审批”同意或拒绝。',
  },
  NOTE_APPROVED_UNPAID_TITLE: { 'en-US': 'Approved but not paid', 'zh-CN': '已批准但未付款' },
  NOTE_APPROVED_UNPAID: {
    'en-US': 'Your request {approvalNo} ({summary}) was approved but the transaction failed: {reason}.',
    'zh-CN': '您的申请 {approvalNo}（{summary}）已获批准，但交易失败：{reason}。',
  },
  NOTE_REQUEST_APPROVED_TITLE: { 'en-US': 'Request approved', 'zh-CN': '申请已批准' },
  NOTE_REQUEST_APPROVED: { 'en-US': 'Your request {approvalNo} ({summary}) was approved by {by} and is being paid.', 'zh-CN': '您的申请 {approvalNo}（{summary}）已由 {by} 批准，正在付款。' },
  NOTE_REQUEST_REJECTED_TITLE: { 'en-US': 'Request rejected', 'zh-CN': '申请被拒绝' },
  NOTE_REQUEST_REJECTED: {
    'en-US': 'Your request {approvalNo} ({summary}) was rejected by {by}: {reason}. No money moved.',
    'zh-CN': '您的申请 {approvalNo}（{summary}）被 {by} 拒绝：{reason}。资金未发生变动。',
  },
  NOTE_REQUEST_CLOSED_TITLE: { 'en-US': 'Request closed', 'zh-CN': '申请已关闭' },
  NOTE_REQUEST_CLOSED: { 'en-US': 'Request {approvalNo} ({summary}) was closed by {by}. No money moved.', 'zh-CN': '申请 {approvalNo}（{summary}）已被 {by} 关闭。资金未发生变动。' },
  NOTE_SPLIT_TITLE: { 'en-US': 'Split bill', 'zh-CN': '分账' },
  NOTE_SPLIT: { 'en-US': '{name} asks you to pay your share of {share} of a {total} bill.', 'zh-CN': '{name} 请您支付一笔 {total} 账单中您的份额 {share}。' },
  NOTE_SPLIT_REMARKS: {
    'en-US': '{name} asks you to pay your share of {share} of a {total} bill ({remarks}).',
    'zh-CN': '{name} 请您支付一笔 {total} 账单（{remarks}）中您的份额 {share}。',
  },
  NOTE_PAYMENT_RECEIVED_TITLE: { 'en-US': 'Payment received', 'zh-CN': '已收到付款' },
  NOTE_RECEIVED_AT: { 'en-US': 'You received {amount} from {from} at {store}.', 'zh-CN': '您在 {store} 收到 {from} 的付款 {amount}。' },
  NOTE_LOAN_LIMIT_TITLE: { 'en-US': 'Your loan limit is ready', 'zh-CN': '您的贷款额度已就绪' },
  NOTE_LOAN_LIMIT: { 'en-US': '{business} qualifies for a business loan of up to {amount}.', 'zh-CN': '{business} 可申请最高 {amount} 的企业贷款。' },
  NOTE_PLAN_RENEWED_TITLE: { 'en-US': 'Subscription renewed', 'zh-CN': '订阅已续费' },
  NOTE_PLAN_RENEWED: { 'en-US': 'Your {plan} plan was renewed for {amount}.', 'zh-CN': '您的 {plan} 套餐已续费，金额 {amount}。' },
  NOTE_WELCOME_TITLE: { 'en-US': 'Welcome to {product}', 'zh-CN': '欢迎使用 {product}' },
  NOTE_WELCOME: {
    'en-US': 'Your business wallet is ready. Top up to start receiving and sending money.',
    'zh-CN': '您的企业钱包已就绪。充值后即可开始收款和付款。',
  },

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
  NUMBER_WHOLE: { 'en-US': 'Enter a whole number', 'zh-CN': '请输入整数' },
  NUMBER_MIN: { 'en-US': 'Enter a number of at least {min}', 'zh-CN': '请输入不小于 {min} 的数字' },
  NUMBER_ABOVE: { 'en-US': 'Enter a number greater than {min}', 'zh-CN': '请输入大于 {min} 的数字' },
  NUMBER_MAX: { 'en-US': 'Enter a number of at most {max}', 'zh-CN': '请输入不大于 {max} 的数字' },
  NUMBER_BELOW: { 'en-US': 'Enter a number less than {max}', 'zh-CN': '请输入小于 {max} 的数字' },
  LIST_MIN: { 'en-US': 'Give at least {min}', 'zh-CN': '至少需要 {min} 项' },
  LIST_MAX: { 'en-US': 'Give at most {max}', 'zh-CN': '最多 {max} 项' },
  NUL_CHARACTER: { 'en-US': 'This field contains a character that is not allowed', 'zh-CN': '此项包含不允许的字符' },
  NAME_LETTERS: { 'en-US': 'Use letters only', 'zh-CN': '只能使用字母' },
  ID_NO_FORMAT: { 'en-US': 'The ID number is 1 to 9 digits', 'zh-CN': '证件号码为 1 到 9 位数字' },
  MMCP1033: { 'en-US': 'This ID number is already registered', 'zh-CN': '该证件号码已被注册' },
  MMCP1034: {
    'en-US': 'Please complete the previous registration step first.',
    'zh-CN': '请先完成上一步注册。',
  },
  KRA_PIN_FORMAT: { 'en-US': 'KRA PIN format error', 'zh-CN': 'KRA PIN 格式错误' },
  POSTAL_CODE_FORMAT: { 'en-US': 'Enter the 5-digit postal code, e.g. 00100', 'zh-CN': '请输入 5 位邮政编码，例如 00100' },
  WEBSITE_FORMAT: { 'en-US': 'Enter a web address, e.g. www.example.co.ke', 'zh-CN': '请输入网址，例如 www.example.co.ke' },
  REG_NO_FORMAT: { 'en-US': 'Business Registration Number format error', 'zh-CN': '企业注册号格式错误' },
  BANK_ACCOUNT_FORMAT: { 'en-US': 'The account number is up to 18 digits', 'zh-CN': '账号最多 18 位数字' },
  INVITE_CODE_FORMAT: { 'en-US': 'The invitation code is 8 digits', 'zh-CN': '邀请码为 8 位数字' },
  REASON_FORMAT: {
    'en-US': 'Use letters, digits and . , ; : ! " \' ? @ only',
    'zh-CN': '只能使用字母、数字和 . , ; : ! " \' ? @',
  },
  REMARKS_FORMAT: {
    'en-US': 'Use letters, digits and . , ; : ! " \' ? @ - / # & ( ) only',
    'zh-CN': '只能使用字母、数字和 . , ; : ! " \' ? @ - / # & ( )',
  },
  OTP_FORMAT: { 'en-US': 'The verification code is 4 digits', 'zh-CN': '验证码为 4 位数字' },
  // a login device's name (GetDevice, the audit trail's device sentences)
  DEVICE_ON: { 'en-US': '{browser} on {os}', 'zh-CN': '{os} 上的 {browser}' },
  DEVICE_WEB: { 'en-US': 'Web browser', 'zh-CN': '网页浏览器' },
  DEVICE_UNKNOWN: { 'en-US': 'Unknown device', 'zh-CN': '未知设备' },
  MMCP1030: { 'en-US': 'The Mobile Number provided already exists', 'zh-CN': '该手机号码已存在' },
  MMCP1031: { 'en-US': 'account does not exist', 'zh-CN': '账户不存在' },
  MMCP1032: { 'en-US': 'This e-mail address is already registered', 'zh-CN': '该电子邮件地址已注册' },

  // the audit trail's sentences (src/shared/i18n/auditMessages.ts)
  ...AUDIT_MESSAGES,
  // the lines of a sale's history (src/shared/i18n/orderEventMessages.ts)
  ...ORDER_EVENT_MESSAGES,
  // the words of downloaded files (src/shared/i18n/exportMessages.ts)
  ...EXPORT_MESSAGES,
  // the SMS and e-mails sent to people (src/shared/i18n/outboxMessages.ts)
  ...OUTBOX_MESSAGES,
} as const satisfies Record<string, MessageText>;

export type MessageCode = keyof typeof MESSAGES;

export function normalizeLocale(value: string | undefined | null): Locale {
  if (!value) return DEFAULT_LOCALE;
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('zh')) return 'zh-CN';
  return DEFAULT_LOCALE;
}

/**
 * The language an Accept-Language header names first, when it is one the portal speaks (en-*,
 * zh-*); null for none, `*` or another language (sw-KE), which name no choice of the reader's.
 */
export function namedLocale(value: string | undefined | null): Locale | null {
  const first = value?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (first === 'zh' || first.startsWith('zh-')) return 'zh-CN';
  if (first === 'en' || first.startsWith('en-')) return DEFAULT_LOCALE;
  return null;
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

/**
 * A parameter of catalogue words: plain (a name, a number, an amount), or catalogue words of its
 * own (a status, a reason). Words marked `clause` sit inside the outer sentence, so they are worded
 * without their closing stop ('was not paid: {reason}.').
 */
export type TextParam = string | number | { code: MessageCode; params?: Record<string, TextParam>; clause?: boolean };

/** Catalogue words and their parameters, kept as they are and worded when read (a notice, an audit row). */
export interface CatalogueText {
  code: MessageCode;
  params?: Record<string, TextParam>;
}

/** Parameters with the nested catalogue words among them worded in a locale. */
export function wordParams(params: Record<string, TextParam> | undefined, locale: Locale): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value !== 'object') out[name] = value;
    else {
      const words = messageText(value.code, locale, wordParams(value.params, locale));
      out[name] = value.clause ? words.replace(/[.。!！\s]+$/u, '') : words;
    }
  }
  return out;
}

/** Catalogue words in a locale, their nested words too. */
export function catalogueWords(text: CatalogueText, locale: Locale = DEFAULT_LOCALE): string {
  return messageText(text.code, locale, wordParams(text.params, locale));
}

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(MESSAGES, code);
}

let byEnglish: Map<string, MessageCode> | null = null;

/**
 * A text stored in English that is one of the catalogue's (a network's reason that the catalogue
 * words too, say 'Name and ID number do not match'), in the reader's language; any other text as
 * it is.
 */
export function storedText(text: string, locale: Locale): string {
  if (locale === 'en-US') return text;
  const param = storedParam(text);
  return typeof param === 'object' ? messageText(param.code, locale) : text;
}

/** A text in English as a parameter: its catalogue code when it is one of the catalogue's texts (a reason), else the text. */
export function storedParam(text: string): TextParam {
  byEnglish ??= new Map(Object.entries(MESSAGES).map(([code, t]) => [t['en-US'] as string, code as MessageCode]));
  const code = byEnglish.get(text);
  return code && !/\{\w+\}/.test(text) ? { code } : text;
}
