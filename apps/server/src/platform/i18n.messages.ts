import type { ErrorCode } from "@pp/contracts";
import type { Language } from "@pp/domain";
import {
  type AddressOwnMessageKey,
  addressMessages,
  FORMULA_NUMBER_DECIMALS,
  FORMULA_NUMBER_INTEGER_DIGITS,
  groupDigits,
  MONEY_MAX,
  numberRuleMessages,
  type OrderMessageKey,
  orderMessages,
  orderRuleMessages,
  PIECE_SIZE_MAX_CM,
  PIECE_WEIGHT_MAX_KG,
  PUBLIC_TRACKING_MAX,
  PUBLIC_TRACKING_NUMBER_MAX_LENGTH,
  SETTINGS_SIZE_MAX_CM,
  TRACKING_LOOKUP_MAX,
  type TrackRuleMessageKey,
  trackRuleMessages,
  UNIT_PRICE_MAX,
  type WebhookMessageKey,
  webhookMessages,
} from "@pp/domain";

// The maxima the texts state, as defined once in the domain (docs/pricing.md "Bounds").
const MONEY = groupDigits(MONEY_MAX);
const PRICE = groupDigits(UNIT_PRICE_MAX);
const SIZE = groupDigits(SETTINGS_SIZE_MAX_CM);
const PIECE_WEIGHT = groupDigits(PIECE_WEIGHT_MAX_KG);
const PIECE_SIZE = groupDigits(PIECE_SIZE_MAX_CM);
const BEFORE = FORMULA_NUMBER_INTEGER_DIGITS;
const AFTER = FORMULA_NUMBER_DECIMALS;

type ServerMessageKey =
  | ErrorCode
  | AddressOwnMessageKey
  | OrderMessageKey
  | TrackRuleMessageKey
  | "ORDER_RULE_REQUIRES_FIELD"
  | "orderLogPlaced"
  | "orderLogDraft"
  | "orderLogPaid"
  | "orderLogCancelled"
  | "orderLogCancelledRefunded"
  | "orderLogCancelRequested"
  | "orderLogCancelRefused"
  | "orderLogCancelledReleased"
  | "orderLogCancelRequestedOffline"
  | "orderLogProblemRaised"
  | "orderLogProblemAnswered"
  | "orderLogProblemResolved"
  | "PROBLEM_ATTACHMENT_TYPE"
  | "PROBLEM_ATTACHMENT_TOO_LARGE"
  | "SELLER_LABEL_REQUIRED"
  | "SELLER_LABEL_NOT_OFFERED"
  | "SELLER_LABEL_NOT_PDF"
  | "SELLER_LABEL_TOO_LARGE"
  | "SELLER_LABEL_EXISTS"
  | "SELLER_LABEL_TOO_LATE"
  | "SELLER_LABEL_PUSHED"
  | "orderLogSellerLabel"
  | "orderLogWeighed"
  | "ORDER_WEIGH_BOX_COUNT"
  | "orderLogWeighedArrears"
  | "orderLogArrearsPaid"
  | "abnormalArrears"
  | "orderLogAbnormalCleared"
  | "orderLogReleased"
  | "ORDER_EDIT_FIELD_NOT_ALLOWED"
  | "ORDER_EDIT_ORIGIN_FIXED"
  | "ORDER_EDIT_BOX_COUNT"
  | "orderLogEdited"
  | "orderLogEditedAddress"
  | "orderLogSubmitted"
  | "orderLogSubmittedByHand"
  | "orderLogSubmissionFailed"
  | "orderLogCarrierHandedOver"
  | "orderLogDelivered"
  | "orderLogTrackingProblem"
  | "TRACK_EVENT_TIME"
  | "TRACK_EVENT_ZONE"
  | "TRACK_LOOKUP_MAX"
  | "PUBLIC_TRACKING_EMPTY"
  | "PUBLIC_TRACKING_MAX"
  | "PUBLIC_TRACKING_NUMBER_LENGTH"
  | "TRACK_EVENT_NOT_MANUAL"
  | QuoteMessageKey
  | CarrierMessageKey
  | "ROLE_LEVEL_TOO_HIGH"
  | "MENU_NOT_GRANTABLE"
  | "ROLE_BUILT_IN"
  | "ROLE_IN_USE"
  | "ROLE_CODE_TAKEN"
  | "ROLE_CODE_FORMAT"
  | "MENU_NAME_TAKEN"
  | "MENU_NAME_FORMAT"
  | "MENU_HAS_CHILDREN"
  | "MENU_BAD_PARENT"
  | "MENU_PATH_FORMAT"
  | "USER_SELF_DISABLE"
  | "USER_SELF_ROLES"
  | "USER_SELF_MANAGE"
  | "USER_GUARDED"
  | "USER_LEVEL_NOT_BELOW"
  | "ROLE_GUARDED"
  | "ROLE_NOT_FOR_TENANT"
  | "ROLE_TENANT_LOCKED"
  | "ROLE_TENANT_SCOPE"
  | "ROLE_SCOPE_TOO_WIDE"
  | "GRANT_NOT_OWNED"
  | "SUB_ACCOUNT_CODE_TAKEN"
  | "API_TOKEN_NAME_TAKEN"
  | "API_TOKEN_HOLDER_DISABLED"
  | "API_TOKEN_NOT_ACTIVE"
  | "EMAIL_TAKEN"
  | "ORG_NAME_TAKEN"
  | "ORG_NAME_LENGTH"
  | "PURPOSE_CHANGE_EMAIL"
  | "PURPOSE_CHANGE_PHONE"
  | "RATE_LIMITED_LOGIN"
  | "RATE_LIMITED_CODE"
  | "RATE_LIMITED_RETRY"
  | "WRONG_PASSWORD_WAIT_SECONDS"
  | "WRONG_PASSWORD_WAIT_MINUTES"
  | "MESSAGE_SENDER_NOT_CONFIGURED"
  | "PAYMENT_GATEWAY_NOT_CONFIGURED"
  | "CODE_RESEND_WAIT"
  | "CAPTCHA_TRACK"
  | "SMS_CODE_BODY"
  | "EMAIL_CODE_SUBJECT"
  | "EMAIL_CODE_BODY"
  | "PURPOSE_REGISTER"
  | "PURPOSE_RESET"
  | "TASK_HOUSEKEEPING_DONE"
  | "TASK_API_LOG_PRUNED"
  | "TASK_SUBMITTED"
  | "TASK_ORDER_EXPORT_DONE"
  | "TASK_TRACK_EXPORT_DONE"
  | "TASK_LABEL_BATCH_DONE"
  | "TASK_LABEL_BATCH_MISSING"
  | "TASK_ORDER_IMPORT_DONE"
  | "TASK_ORDER_IMPORT_PAID"
  | "ORDER_IMPORT_REFERENCE_USED"
  | "ORDER_IMPORT_NO_SENDER"
  | "ORDER_IMPORT_FILE_UNREADABLE"
  | "ORDER_IMPORT_NO_DRAFTS"
  | "ORDER_IMPORT_ALL_OR_NOTHING_REFUSED"
  | "ORDER_IMPORT_NOT_PLACED"
  | "ORDER_IMPORT_HOLD_INSUFFICIENT"
  | "UPLOAD_NOT_EXCEL"
  | "UPLOAD_MISSING_COLUMN"
  | "UPLOAD_UNPACKED_TOO_LARGE"
  | "ORDER_IMPORT_MISSING_COLUMNS"
  | "ORDER_IMPORT_NO_ORDERS"
  | "ORDER_IMPORT_TOO_MANY_ROWS"
  | "ORDER_IMPORT_TOO_MANY_ORDERS"
  | "ORDER_IMPORT_ROW_COLUMN"
  | "ORDER_IMPORT_ROW"
  | "ORDER_IMPORT_COLUMN"
  | "ORDER_IMPORT_UNKNOWN_PRODUCT"
  | "ORDER_IMPORT_UNKNOWN_COURIER_TYPE"
  | "ORDER_IMPORT_UNKNOWN_CARGO_TYPE"
  | "ORDER_IMPORT_FBA_REQUIRED"
  | "ORDER_IMPORT_MAGNETIC_CONFLICT"
  | "ORDER_IMPORT_YES_NO"
  | "ORDER_IMPORT_NUMBER"
  | "ORDER_IMPORT_BOX_NUMBERING"
  | "ORDER_IMPORT_DIFFERS"
  | "ORDER_IMPORT_FAILURE_REASON"
  | EdgeMessageKey
  | ReferenceMessageKey
  | CatalogLibraryMessageKey
  | SigningMessageKey
  | ProductAdminMessageKey
  | FinanceMessageKey
  | RechargeMessageKey;

// Bad input refused at the edge (platform/edge.ts).
type EdgeMessageKey =
  | "EDGE_CONTROL_CHARACTER"
  | "EDGE_TOO_DEEP"
  | "EDGE_FORBIDDEN_KEY"
  | "EDGE_INVALID_JSON"
  | "EDGE_CROSS_SITE_WRITE"
  | "UPLOAD_CONTROL_CHARACTER";

// Recharge: online payments and bank transfers.
type RechargeMessageKey =
  | "RECHARGE_BELOW_MINIMUM"
  | "RECHARGE_METHOD_UNKNOWN"
  | "RECHARGE_NOT_CUSTOMER"
  | "RECHARGE_SIGNATURE_INVALID"
  | "RECHARGE_AMOUNT_MISMATCH"
  | "RECHARGE_TRANSFER_DATE"
  | "RECHARGE_PROOF_REQUIRED"
  | "RECHARGE_PROOF_TYPE"
  | "RECHARGE_PROOF_TOO_LARGE"
  | "RECHARGE_TRANSFER_DECIDED";

// Wallets and the ledger.
type FinanceMessageKey =
  | "FINANCE_AMOUNT_FORMAT"
  | "FINANCE_ADJUST_AMOUNT_FORMAT"
  | "FINANCE_CURRENCY_FORMAT"
  | "FINANCE_CURRENCY_UNKNOWN"
  | "FINANCE_IDEMPOTENCY_KEY_REQUIRED"
  | "FINANCE_NOT_CUSTOMER_ORG"
  | "FINANCE_HOLD_NOT_OPEN"
  | "FINANCE_CAPTURE_EXCEEDS_HOLD"
  | "WITHDRAWAL_PENDING_EXISTS"
  | "WITHDRAWAL_DECIDED"
  | "WITHDRAWAL_METHOD_UNKNOWN"
  | "NOTICE_UNREAD_FILTER";

// Reference data (countries, cities, currencies, dictionaries).
type ReferenceMessageKey =
  | "REF_COUNTRY_CODE_TAKEN"
  | "REF_UNKNOWN_COUNTRY"
  | "REF_CITY_CODE_TAKEN"
  | "REF_CITY_CODE_DUPLICATE_IN_FILE"
  | "REF_IMPORT_EMPTY"
  | "REF_BASE_RATE_FIXED"
  | "REF_DICT_NAME_TAKEN"
  | "REF_DICT_VALUE_TAKEN";

// Catalogue libraries (postcode groups, premium packages, formula types, cost formulas).
type CatalogLibraryMessageKey =
  | "CAT_GROUP_NAME_TAKEN"
  | "CAT_GROUP_IN_USE"
  | "CAT_GROUP_BAD_KIND"
  | "CAT_GROUP_ROW_CONFLICT"
  | "CAT_GROUP_ROW_SKIPPED"
  | "CAT_PACKAGE_CODE_TAKEN"
  | "CAT_PACKAGE_IN_USE"
  | "CAT_FORMULA_TYPE_IN_USE"
  | "CAT_UNKNOWN_CUSTOMER"
  | "CAT_FORMULA_CODE_TAKEN"
  | "CAT_UNKNOWN_FORMULA_TYPE"
  | "CAT_FORMULA_IN_USE"
  | "CAT_CONSTANT_DUPLICATE";

// Signed products (sign, cancel, allot, unallot, quote plan per customer).
type SigningMessageKey =
  | "SIGNING_NOT_SIGNED"
  | "SIGNING_PRODUCT_OFFLINE"
  | "SIGNING_PRODUCT_UNKNOWN"
  | "SIGNING_ORG_NOT_CUSTOMER"
  | "SIGNING_PLAN_NOT_OF_PRODUCT"
  | "SIGNING_OWN_PRODUCT_OTHER_ORG";

// Product administration (cost records, sales products, zones, surcharges, quote plans).
type ProductAdminMessageKey =
  | "CATALOG_PRICE_FORMAT"
  | "CATALOG_SIZE_FORMAT"
  | "FORMULA_CONSTANT_RANGE"
  | "CATALOG_PERCENT_FORMAT"
  | "CATALOG_CODE_FORMAT"
  | "CATALOG_CURRENCY_FORMAT"
  | "CATALOG_BANDS_CONTIGUOUS"
  | "CATALOG_BAND_OPEN_NOT_LAST"
  | "CATALOG_INTERVALS_ASCENDING"
  | "CATALOG_ZONE_CODE_TAKEN"
  | "CATALOG_SURCHARGE_CODE_FORMAT"
  | "CATALOG_CHARGE_UNIT"
  | "CATALOG_CHARGE_FIELD_UNIT"
  | "CATALOG_CHARGE_STEP_PER_KG"
  | "CATALOG_READ_MODE"
  | "CATALOG_OFFLINE_BY_PLATFORM"
  | "CATALOG_OWN_LIMIT"
  | "CATALOG_COST_IN_USE"
  | "CATALOG_COST_UNKNOWN"
  | "CATALOG_CODE_TAKEN"
  | "CATALOG_SURCHARGE_CODE_TAKEN"
  | "CATALOG_PLAN_NAME_TAKEN"
  | "CATALOG_DEFAULT_PLAN"
  | "CATALOG_COUNTRY_UNKNOWN"
  | "CATALOG_CURRENCY_UNKNOWN"
  | "CATALOG_GROUP_UNKNOWN"
  | "CATALOG_PACKAGE_UNKNOWN"
  | "CATALOG_SUPPLIER_UNKNOWN"
  | "CATALOG_OWNER_UNKNOWN"
  | "CATALOG_FORMULA_UNKNOWN"
  | "CATALOG_ZONE_UNKNOWN"
  | "CATALOG_BAND_UNKNOWN"
  | "CATALOG_CELL_DUPLICATE"
  | "CATALOG_XLS_ZONE_CONFLICT"
  | "CATALOG_XLS_ZONE_SKIPPED"
  | "CATALOG_XLS_TOO_MANY_ZONES"
  | "CATALOG_XLS_ZONE_TWICE";

// Freight trial.
type QuoteMessageKey =
  | "QUOTE_PIECES_RANGE"
  | "QUOTE_COUNTRY_GROUP"
  | "QUOTE_ORG_REQUIRED"
  | "QUOTE_WEIGHT_RANGE"
  | "QUOTE_SIZE_RANGE";

// Carriers: docking providers and their settings.
type CarrierMessageKey =
  | "CARRIER_CODE_TAKEN"
  | "CARRIER_TYPE_UNKNOWN"
  | "CARRIER_SETTING_REQUIRED"
  | "CARRIER_SETTING_INVALID"
  | "CARRIER_SETTING_UNKNOWN"
  | "CARRIER_NOT_CUSTOMER"
  | "CARRIER_LINK_INVALID"
  | "CATALOG_PROVIDER_UNKNOWN"
  | "CATALOG_PROVIDER_DISABLED"
  | "CARRIER_IN_USE"
  | "CARRIER_CIRCUIT_OPEN"
  | "NUMBER_POOL_PROVIDER_NOT_MANUAL"
  | "NUMBER_POOL_IMPORT_TOO_LARGE"
  | "NUMBER_POOL_RANGE_REVERSED"
  | "NUMBER_POOL_S10_PREFIX"
  | "NUMBER_POOL_S10_COUNTRY"
  | "NUMBER_POOL_USED_UP"
  | "NUMBER_REFUSED_badFormat"
  | "NUMBER_REFUSED_badCheckDigit"
  | "NUMBER_REFUSED_duplicateInFile"
  | "NUMBER_REFUSED_alreadyInPool"
  | "CARRIER_OWN_LIMIT"
  | "CARRIER_OWN_NOT_SHARED"
  | "CARRIER_DOCKING_DECIDED"
  | "CARRIER_DOCKING_FEE_UNCOVERED"
  | "CATALOG_PROVIDER_NOT_OWNERS"
  | "DISTRIBUTOR_CODE_TAKEN"
  | "DISTRIBUTOR_TEMPLATE_INVALID"
  | "DISTRIBUTOR_IN_USE"
  | "LAST_MILE_COUNTRY_UNKNOWN"
  | "DELIVERY_SERVICE_CODE_TAKEN"
  | "DELIVERY_DISTRIBUTOR_UNKNOWN"
  | "DELIVERY_SERVICE_IN_USE"
  | "CATALOG_DELIVERY_SERVICE_UNKNOWN"
  | "CATALOG_DELIVERY_SERVICE_DISABLED"
  | WebhookMessageKey;

// Server-side texts in every language; a test fails when one is missing or empty.
export const serverMessages: Record<Language, Record<ServerMessageKey, string>> = {
  zh: {
    ...addressMessages.zh,
    ...webhookMessages.zh,
    ...orderMessages.zh,
    ...orderRuleMessages.zh,
    ...numberRuleMessages.zh,
    ...trackRuleMessages.zh,
    ROLE_LEVEL_TOO_HIGH: "不能创建或授予高于自己级别的角色",
    MENU_NOT_GRANTABLE: "不能授予自己没有的菜单",
    ROLE_BUILT_IN: "内置角色不能删除",
    ROLE_IN_USE: "该角色仍有用户在使用，请先为这些用户更换角色",
    ROLE_CODE_TAKEN: "角色编码已存在",
    ROLE_CODE_FORMAT: "角色编码须以字母开头，只能包含字母、数字和 _ : . -",
    MENU_NAME_TAKEN: "菜单名称已存在",
    MENU_NAME_FORMAT: "菜单名称只能包含字母、数字和 _ / : . -",
    MENU_HAS_CHILDREN: "请先删除该节点下的子节点",
    MENU_BAD_PARENT: "上级节点不合适：按钮只能在菜单或页面下，菜单和目录只能在目录下",
    MENU_PATH_FORMAT: "路由地址须以 / 开头",
    USER_SELF_DISABLE: "不能停用自己的账号",
    USER_SELF_ROLES: "不能修改自己的角色",
    USER_SELF_MANAGE: "自己的资料和密码请在“个人中心与安全”修改（修改密码需验证当前密码）",
    USER_GUARDED: "只有超级管理员可以管理拥有超级管理员或财务角色的用户",
    USER_LEVEL_NOT_BELOW: "该用户的级别与您相同或更高，您不能修改、重置密码或停用该用户",
    ROLE_GUARDED: "只有超级管理员可以授予、收回或修改超级管理员和财务角色",
    ROLE_NOT_FOR_TENANT: "客户和供应商账号只能拥有数据权限限于本机构的角色",
    ROLE_TENANT_LOCKED: "内置的客户和供应商角色不能修改数据权限和级别",
    ROLE_TENANT_SCOPE: "该角色已授予客户或供应商账号，其数据权限只能是本机构",
    ROLE_SCOPE_TOO_WIDE: "您自己不能查看全部数据，不能授予角色全部数据权限",
    GRANT_NOT_OWNED: "只能授权您自己拥有的菜单和权限",
    SUB_ACCOUNT_CODE_TAKEN: "该子账号编码已被使用",
    API_TOKEN_NAME_TAKEN: "已有同名的有效令牌",
    API_TOKEN_HOLDER_DISABLED: "该账号已停用，不能持有令牌",
    API_TOKEN_NOT_ACTIVE: "该令牌已被替换或作废，不能再修改",
    EMAIL_TAKEN: "该邮箱已被其他账号使用",
    ORG_NAME_TAKEN: "该机构名称已存在",
    ORG_NAME_LENGTH: "机构名称须为2-50个字符",
    PURPOSE_CHANGE_EMAIL: "更换邮箱",
    PURPOSE_CHANGE_PHONE: "更换手机号",
    VALIDATION_FAILED: "提交的数据有误，请检查标出的字段",
    UNAUTHENTICATED: "登录状态已过期，请重新登录",
    FORBIDDEN: "没有权限执行此操作",
    NOT_FOUND: "请求的资源不存在",
    CONFLICT: "数据已被修改，请刷新后重试",
    RATE_LIMITED: "操作过于频繁，请稍后再试",
    CAPTCHA_INVALID: "滑块验证未通过，请重新拖动",
    CAPTCHA_EXPIRED: "验证已失效，请重新完成滑块验证",
    INVALID_CREDENTIALS: "账号或密码错误",
    ACCOUNT_DISABLED: "账号已被停用，请联系管理员",
    CODE_INVALID: "验证码错误或已过期",
    ACCOUNT_TAKEN: "该账号已被注册",
    PHONE_TAKEN: "该手机号已被注册",
    OLD_PASSWORD_WRONG: "旧密码不正确",
    PAYLOAD_TOO_LARGE: "上传内容过大",
    BALANCE_INSUFFICIENT: "余额不足",
    REFUNDABLE_DEPOSIT_INSUFFICIENT: "可退押金不足",
    WALLET_HOLD_INSUFFICIENT: "预扣金额不足：冻结款仅剩 {remaining}",
    IDEMPOTENCY_KEY_REUSED: "该幂等键已用于另一笔不同的请求",
    NAME_TAKEN: "该名称已被使用",
    IN_USE: "仍在使用中，不能删除",
    ALREADY_DECIDED: "已处理过，请刷新后查看",
    NOT_SIGNED: "尚未签约该产品",
    PRODUCT_OFFLINE: "产品已下架",
    PRODUCT_ONLINE: "产品上架中，不能修改",
    LIMIT_REACHED: "已达到数量上限",
    API_TOKEN_LIMIT: "每个机构最多{limit}个有效的API令牌，请先作废不用的令牌",
    ORDER_NOT_SERVED: "该产品不能承运此包裹：{reason}",
    ORDER_NOT_DRAFT: "只有未支付的草稿订单可以支付",
    ORDER_REFERENCE_TAKEN: "客户单号已被本公司其他未取消的订单使用",
    ORDER_NUMBER_TAKEN: "单号 {number} 已被其他订单使用",
    ORDER_NOT_CANCELLABLE: "订单已交接或已取消，不能取消",
    ORDER_NOT_DELETABLE: "只有从未支付的草稿订单可以删除",
    ORDER_NOT_WEIGHABLE: "只有可出货或不可出货（未交接）的订单可以称重",
    ORDER_NO_ARREARS: "该订单没有待补缴的欠费",
    LABEL_NOT_READY: "暂无派送面单",
    LABEL_SETTING_TAKEN: "该客户和产品已有面单设置，请修改原设置",
    LABEL_PRINTER_FONT: "打印机字体须为盘符加文件名，如 E:NOTOSANSCJK.TTF",
    ORDER_NOT_EDITABLE: "只有交接前（草稿、可出货、不可出货）且未称重欠费的订单可以修改",
    ORDER_EDIT_FIELD_NOT_ALLOWED: "该产品不允许修改此项",
    ORDER_EDIT_ORIGIN_FIXED: "始发国不能修改（{country}）",
    ORDER_EDIT_BOX_COUNT: "须填写全部 {count} 箱",
    ORDER_WEIGH_BOX_COUNT: "须填写全部 {count} 箱的称重",
    orderLogPlaced: "下单并扣款",
    orderLogDraft: "保存为草稿",
    orderLogPaid: "草稿订单已支付",
    orderLogCancelled: "订单已取消",
    orderLogCancelledRefunded: "订单已取消，运费已全额退回",
    orderLogCancelRequested: "订单已交接，已申请取消，待平台确认",
    orderLogCancelRefused: "平台驳回了取消申请",
    orderLogCancelledReleased: "订单已取消，冻结的运费已解冻",
    orderLogCancelRequestedOffline: "该产品取消需线下确认：已申请取消，待平台确认",
    orderLogProblemRaised: "平台登记了问题件",
    orderLogProblemAnswered: "客户答复了问题件",
    orderLogProblemResolved: "平台已处理问题件",
    PROBLEM_ATTACHMENT_TYPE: "问题件附件须为 PNG、JPEG 图片或 PDF 文件",
    PROBLEM_ATTACHMENT_TOO_LARGE: "问题件附件不能超过 {maxMb} MB",
    SELLER_LABEL_REQUIRED: "该产品须使用卖家自有面单：请填写平台和卖家追踪号并上传面单 PDF",
    SELLER_LABEL_NOT_OFFERED: "该产品不接受卖家自有面单",
    SELLER_LABEL_NOT_PDF: "卖家面单须为 PDF 文件",
    SELLER_LABEL_TOO_LARGE: "卖家面单不能超过 {maxMb} MB",
    SELLER_LABEL_EXISTS: "该订单已上传卖家面单",
    SELLER_LABEL_TOO_LATE: "订单已交接或已取消，不能再上传卖家面单",
    SELLER_LABEL_PUSHED: "订单已推送至承运商并取得其面单，不能改用卖家面单",
    orderLogSellerLabel: "上传了卖家面单（追踪号 {trackingNumber}）",
    orderLogWeighed: "称重：计费重 {fromKg} → {toKg} kg，运费 {fromPrice} → {toPrice} {currency}",
    orderLogWeighedArrears:
      "称重：计费重 {fromKg} → {toKg} kg，运费 {fromPrice} → {toPrice} {currency}；余额不足，欠费 {arrears} {currency}，不可出货",
    orderLogArrearsPaid: "已补缴欠费 {arrears} {currency}",
    ABNORMAL_NOT_RELEASABLE: "只有订单规则标记的异常可以手动放行",
    abnormalArrears: "称重后余额不足，欠费 {arrears} {currency} 待补缴",
    orderLogAbnormalCleared: "平台放行了一条异常",
    orderLogReleased: "平台放行了异常，订单可出货",
    orderLogEdited: "修改订单：运费 {fromPrice} → {toPrice} {currency}",
    orderLogEditedAddress:
      "修改订单：收件地址 {fromAddress} → {toAddress}；运费 {fromPrice} → {toPrice} {currency}",
    orderLogSubmitted: "已推送至{carrier}，运单号 {number}",
    orderLogSubmittedByHand: "人工确认推送成功（{carrier}），运单号 {number}",
    orderLogSubmissionFailed: "推送至{carrier}失败：{message}",
    orderLogCarrierHandedOver: "承运商已收件（{number}），订单已交接",
    orderLogDelivered: "包裹已签收（{number}），订单已完成",
    orderLogTrackingProblem: "轨迹显示退回或丢失（{number}），已登记问题件",
    TRACK_EVENT_TIME: "时间格式应为 2026-11-20 14:03 或带时区偏移的时间",
    TRACK_EVENT_ZONE: "未知的时区：{zone}",
    TRACK_LOOKUP_MAX: `一次最多查询 ${TRACKING_LOOKUP_MAX} 个单号`,
    PUBLIC_TRACKING_EMPTY: "请输入至少一个运单号或订单号",
    PUBLIC_TRACKING_MAX: `一次最多查询 ${PUBLIC_TRACKING_MAX} 个单号`,
    PUBLIC_TRACKING_NUMBER_LENGTH: `单号最长 ${PUBLIC_TRACKING_NUMBER_MAX_LENGTH} 个字符`,
    TRACK_EVENT_NOT_MANUAL: "承运商的轨迹不能修改，只能修改手工录入的轨迹",
    FINANCE_AMOUNT_FORMAT: `金额须为大于0且不超过${MONEY}的数字，最多2位小数`,
    FINANCE_ADJUST_AMOUNT_FORMAT: `调整金额须为非0的数字，绝对值不超过${MONEY}，最多2位小数，负数表示扣减`,
    FINANCE_CURRENCY_FORMAT: "币种须为3位字母代码，如 CNY",
    FINANCE_CURRENCY_UNKNOWN: "系统中没有该币种",
    FINANCE_IDEMPOTENCY_KEY_REQUIRED: "资金操作须带 Idempotency-Key 请求头（1-100个可见字符）",
    FINANCE_NOT_CUSTOMER_ORG: "只有客户机构才有钱包",
    FINANCE_HOLD_NOT_OPEN: "该冻结已释放或已扣款",
    FINANCE_CAPTURE_EXCEEDS_HOLD: "扣款金额不能超过冻结金额",
    WITHDRAWAL_PENDING_EXISTS: "已有待审核的提现申请，审核完成前不能再次申请",
    WITHDRAWAL_DECIDED: "该提现申请已审核",
    WITHDRAWAL_METHOD_UNKNOWN: "提现方式须为银行卡、支付宝或微信",
    NOTICE_UNREAD_FILTER: "未读筛选须为 true 或 false",
    RECHARGE_BELOW_MINIMUM: "充值金额不能低于最低充值金额 {minimum}",
    RECHARGE_METHOD_UNKNOWN: "支付方式须为支付宝或微信支付",
    RECHARGE_NOT_CUSTOMER: "只有客户账号可以充值",
    RECHARGE_SIGNATURE_INVALID: "支付通知签名无效",
    RECHARGE_AMOUNT_MISMATCH: "支付通知金额与应付金额不符",
    RECHARGE_TRANSFER_DATE: "转账日期须为 YYYY-MM-DD 格式且不晚于今天",
    RECHARGE_PROOF_REQUIRED: "请上传转账凭证",
    RECHARGE_PROOF_TYPE: "转账凭证须为 PNG、JPEG 图片或 PDF 文件",
    RECHARGE_PROOF_TOO_LARGE: "转账凭证不能超过 {maxMb} MB",
    RECHARGE_TRANSFER_DECIDED: "该转账已处理",
    INTERNAL: "服务器内部错误，请稍后重试",
    NOT_CONFIGURED: "本平台尚未配置该服务",
    MESSAGE_SENDER_NOT_CONFIGURED: "本平台尚未配置短信和邮件发送服务，无法发送验证码，请联系平台管理员",
    PAYMENT_GATEWAY_NOT_CONFIGURED: "本平台尚未配置在线支付网关，请使用银行转账充值",
    RATE_LIMITED_LOGIN: "登录尝试次数过多，请{minutes}分钟后再试",
    RATE_LIMITED_CODE: "验证码发送过于频繁，请{seconds}秒后再试",
    RATE_LIMITED_RETRY: "操作过于频繁，请{seconds}秒后再试",
    WRONG_PASSWORD_WAIT_SECONDS: "密码错误次数过多，请{seconds}秒后再试",
    WRONG_PASSWORD_WAIT_MINUTES: "密码错误次数过多，请{minutes}分钟后再试",
    CODE_RESEND_WAIT: "请{seconds}秒后再重新发送验证码",
    CAPTCHA_TRACK: "拖动轨迹异常，请重新拖动滑块",
    SMS_CODE_BODY: "【{system}】您的{purpose}验证码是{code}，5分钟内有效。如非本人操作，请忽略。",
    EMAIL_CODE_SUBJECT: "{system} {purpose}验证码",
    EMAIL_CODE_BODY: "您好，您的{purpose}验证码是 {code}，5分钟内有效。如非本人操作，请忽略本邮件。",
    PURPOSE_REGISTER: "注册",
    PURPOSE_RESET: "重置密码",
    TASK_HOUSEKEEPING_DONE: "已清理过期验证码 {codes} 条、滑块 {captchas} 条、会话 {sessions} 条",
    TASK_API_LOG_PRUNED: "已清理过期API日志 {deleted} 条",
    TASK_SUBMITTED: "任务已提交，请到任务管理查看",
    TASK_ORDER_EXPORT_DONE: "已导出订单 {rows} 条",
    TASK_TRACK_EXPORT_DONE: "已导出包裹轨迹 {rows} 条，轨迹事件 {events} 条",
    TASK_LABEL_BATCH_DONE: "已将 {printed} 张面单合并为一个 PDF",
    TASK_LABEL_BATCH_MISSING: "已将 {printed} 张面单合并为一个 PDF；{missing} 个订单暂无派送面单：{orders}",
    TASK_ORDER_IMPORT_DONE: "已导入 {succeeded}/{total} 个订单，失败 {failed} 个",
    TASK_ORDER_IMPORT_PAID: "已支付草稿订单 {paid}/{total} 个，失败 {failed} 个",
    ORDER_IMPORT_REFERENCE_USED: "客户单号已被订单 {orderNo} 使用",
    ORDER_IMPORT_NO_SENDER: "请先在地址簿中设置默认发件人地址，或选择一个发件人地址",
    ORDER_IMPORT_FILE_UNREADABLE: "导入文件无法读取，请重新上传",
    ORDER_IMPORT_NO_DRAFTS: "该批次没有待支付的草稿订单",
    ORDER_IMPORT_ALL_OR_NOTHING_REFUSED:
      "{failed} 个订单未通过校验，按“全部成功或全部不下单”未下任何订单；请下载失败记录，修改后重新上传",
    ORDER_IMPORT_NOT_PLACED: "未下单：同一文件中有 {failed} 个订单未通过校验（全部成功或全部不下单）",
    ORDER_IMPORT_HOLD_INSUFFICIENT:
      "余额不足，未下任何订单：本文件运费共需 {needed}，可用余额 {available}；请充值后重新上传",
    UPLOAD_NOT_EXCEL: "请上传 Excel 文件（.xlsx）",
    EDGE_CONTROL_CHARACTER: "不能包含控制字符（如 NUL）",
    EDGE_TOO_DEEP: "嵌套层级过深（最多 32 层）",
    EDGE_FORBIDDEN_KEY: "不允许使用此字段名",
    EDGE_INVALID_JSON: "请求内容不是有效的 JSON",
    EDGE_CROSS_SITE_WRITE: "请求被拒绝：修改操作只能从本站页面发起（请发送 JSON，或带上本站的 Origin）",
    UPLOAD_CONTROL_CHARACTER: "第 {row} 行含有控制字符（如 NUL），请删除后重新上传",
    UNSUPPORTED_MEDIA_TYPE: "不支持此内容类型，请发送 JSON",
    UPLOAD_MISSING_COLUMN: "模板缺少此列，请下载最新模板",
    UPLOAD_UNPACKED_TOO_LARGE: "文件解压后超过 {limit}，请拆分后分批上传",
    ORDER_IMPORT_MISSING_COLUMNS: "文件缺少以下列：{columns}，请下载最新模板",
    ORDER_IMPORT_NO_ORDERS: "文件中没有订单",
    ORDER_IMPORT_TOO_MANY_ROWS: "文件超过 {limit} 行，请拆分后分批上传",
    ORDER_IMPORT_TOO_MANY_ORDERS: "文件超过 {limit} 个订单，请拆分后分批上传",
    ORDER_IMPORT_ROW_COLUMN: "第 {row} 行「{column}」：{message}",
    ORDER_IMPORT_ROW: "第 {row} 行：{message}",
    ORDER_IMPORT_COLUMN: "「{column}」：{message}",
    ORDER_IMPORT_UNKNOWN_PRODUCT: "不是已签约的产品代码",
    ORDER_IMPORT_UNKNOWN_COURIER_TYPE: "不是有效的快递类型，请从下拉列表选择",
    ORDER_IMPORT_UNKNOWN_CARGO_TYPE: "不是有效的货物类型，请从下拉列表选择",
    ORDER_IMPORT_FBA_REQUIRED: "FBA 产品必须填写",
    ORDER_IMPORT_MAGNETIC_CONFLICT: "带磁的货物类型须为空或带磁",
    ORDER_IMPORT_YES_NO: "请填写“是”或“否”",
    ORDER_IMPORT_NUMBER: "须为数字",
    ORDER_IMPORT_BOX_NUMBERING: "箱号须从 1 开始连续编号",
    ORDER_IMPORT_DIFFERS: "与同一订单（或同一箱）的前面行不一致",
    ORDER_IMPORT_FAILURE_REASON: "失败原因",
    REF_COUNTRY_CODE_TAKEN: "该国家代码已存在",
    REF_UNKNOWN_COUNTRY: "未知的国家代码",
    REF_CITY_CODE_TAKEN: "该城市代码已存在",
    REF_CITY_CODE_DUPLICATE_IN_FILE: "城市代码在文件中重复",
    REF_IMPORT_EMPTY: "文件中没有数据行",
    REF_BASE_RATE_FIXED: "基准币种（人民币）的汇率固定为 1",
    REF_DICT_NAME_TAKEN: "该字典名称已存在",
    REF_DICT_VALUE_TAKEN: "该字典值已存在",
    CAT_GROUP_NAME_TAKEN: "该邮编分组名称已存在",
    CAT_GROUP_IN_USE: "该邮编分组正被产品使用，不能删除：{codes}",
    CAT_GROUP_BAD_KIND: "分组类型必须是分区、偏远、非偏远或禁运之一",
    CAT_GROUP_ROW_CONFLICT: "同名分组在文件中的类型或国家不一致",
    CAT_GROUP_ROW_SKIPPED: "该分组有错误行，整组未导入",
    CAT_PACKAGE_CODE_TAKEN: "该增值服务代码已存在",
    CAT_PACKAGE_IN_USE: "该增值服务正被产品使用，不能删除：{codes}",
    CAT_FORMULA_TYPE_IN_USE: "该公式类型仍有公式在使用，不能删除：{codes}",
    CAT_UNKNOWN_CUSTOMER: "所选公司不是客户",
    CAT_FORMULA_CODE_TAKEN: "该公式代码已存在",
    CAT_UNKNOWN_FORMULA_TYPE: "公式类型不存在",
    CAT_FORMULA_IN_USE: "该公式正被产品附加费使用，不能删除：{codes}",
    CAT_CONSTANT_DUPLICATE: "常量名称重复",
    SIGNING_NOT_SIGNED: "该产品未签约，无需取消",
    SIGNING_PRODUCT_OFFLINE: "该产品已下架，不能签约",
    SIGNING_PRODUCT_UNKNOWN: "销售产品不存在",
    SIGNING_ORG_NOT_CUSTOMER: "所选公司不是客户",
    SIGNING_PLAN_NOT_OF_PRODUCT: "该报价方案不属于此产品",
    SIGNING_OWN_PRODUCT_OTHER_ORG: "这是其他客户的自有产品，不能分配",
    CATALOG_PRICE_FORMAT: `价格须为0到${PRICE}的数字，最多4位小数`,
    CATALOG_SIZE_FORMAT: `尺寸须为0到${SIZE}的数字（厘米），最多1位小数`,
    FORMULA_CONSTANT_RANGE: `常量的值须为数字，整数部分最多${BEFORE}位，小数最多${AFTER}位`,
    CATALOG_PERCENT_FORMAT: "百分比须为0到100之间的数字，最多2位小数",
    CATALOG_CODE_FORMAT: "代码只能包含字母、数字、_ 和 -",
    CATALOG_CURRENCY_FORMAT: "币种须为3位大写字母，如 USD",
    CATALOG_BANDS_CONTIGUOUS: "重量段须连续：每段的起始重量须等于上一段的结束重量",
    CATALOG_BAND_OPEN_NOT_LAST: "只有最后一个重量段可以不设上限",
    CATALOG_INTERVALS_ASCENDING: "自定义进位区间的上限须逐段递增",
    CATALOG_ZONE_CODE_TAKEN: "分区代码重复",
    CATALOG_SURCHARGE_CODE_FORMAT: "附加费代码须以字母或 _ 开头，只能包含字母、数字和 _",
    CATALOG_CHARGE_UNIT: "计费单位须为：每票、每件、每公斤、运费百分比或申报价值百分比",
    CATALOG_CHARGE_FIELD_UNIT: "所选计费单位不使用此项：按金额计费的单位填金额，按百分比计费的单位填百分比",
    CATALOG_CHARGE_STEP_PER_KG: "只有按每公斤计费才能设置计重步长",
    CATALOG_READ_MODE: "产品已上架，只能修改报价；修改其他设置请先下架产品",
    CATALOG_OFFLINE_BY_PLATFORM: "该产品已被平台下架，不能再上架",
    CATALOG_OWN_LIMIT: "该客户的版本最多只能创建{limit}个自有产品",
    CATALOG_COST_IN_USE: "已有销售产品使用该成本价，不能删除",
    CATALOG_COST_UNKNOWN: "成本价不存在",
    CATALOG_CODE_TAKEN: "该产品代码已存在",
    CATALOG_SURCHARGE_CODE_TAKEN: "该产品已有此附加费代码",
    CATALOG_PLAN_NAME_TAKEN: "该产品已有同名报价方案",
    CATALOG_DEFAULT_PLAN: "默认报价方案不能删除",
    CATALOG_COUNTRY_UNKNOWN: "国家不存在",
    CATALOG_CURRENCY_UNKNOWN: "币种不存在",
    CATALOG_GROUP_UNKNOWN: "邮编分组不存在",
    CATALOG_PACKAGE_UNKNOWN: "增值服务不存在",
    CATALOG_SUPPLIER_UNKNOWN: "所选公司不是供应商",
    CATALOG_OWNER_UNKNOWN: "所选公司不是客户",
    CATALOG_FORMULA_UNKNOWN: "成本公式不存在",
    CATALOG_ZONE_UNKNOWN: "该产品没有此分区",
    CATALOG_BAND_UNKNOWN: "该产品没有此重量段",
    CATALOG_CELL_DUPLICATE: "同一分区和重量段的价格重复",
    CATALOG_XLS_ZONE_CONFLICT: "同一分区代码的各行名称或国家不一致",
    CATALOG_XLS_ZONE_SKIPPED: "该分区有错误行，整个分区未导入",
    CATALOG_XLS_TOO_MANY_ZONES: "一个产品最多500个分区",
    CATALOG_XLS_ZONE_TWICE: "该分区在文件中出现了两次",
    QUOTE_PIECES_RANGE: "件数须为1到99件",
    QUOTE_WEIGHT_RANGE: `每件重量须为大于0且不超过${PIECE_WEIGHT}的数字（千克），最多3位小数`,
    QUOTE_SIZE_RANGE: `每件尺寸须为大于0且不超过${PIECE_SIZE}的数字（厘米），最多1位小数`,
    QUOTE_COUNTRY_GROUP: "欧盟是国家组，请选择具体的目的国",
    QUOTE_ORG_REQUIRED: "请选择要按其价格试算的客户",
    CARRIER_CODE_TAKEN: "该对接商代码已存在",
    CARRIER_TYPE_UNKNOWN: "不支持的服务类名",
    CARRIER_SETTING_REQUIRED: "请填写{label}",
    CARRIER_SETTING_INVALID: "{label}的格式不正确",
    CARRIER_SETTING_UNKNOWN: "该服务类没有配置项{key}",
    CARRIER_NOT_CUSTOMER: "对接商只能分配给客户",
    CARRIER_LINK_INVALID: "关联对接商不存在或是其自身",
    CATALOG_PROVIDER_UNKNOWN: "对接商不存在",
    CATALOG_PROVIDER_DISABLED: "该对接商已停用，请先启用或选择其他对接商",
    CARRIER_CIRCUIT_OPEN: "该对接商连续失败，熔断已打开：暂停调用，冷却后自动试探恢复",
    NUMBER_POOL_PROVIDER_NOT_MANUAL: "号码池只能属于手工对接商（平台号码池与面单）",
    NUMBER_POOL_IMPORT_TOO_LARGE: "一次最多导入{limit}个号码，本次有{count}个，请分批导入",
    NUMBER_POOL_RANGE_REVERSED: "起始序号不能大于结束序号",
    NUMBER_POOL_S10_PREFIX: "前缀须为2个字母",
    NUMBER_POOL_S10_COUNTRY: "国家后缀须为2个字母",
    NUMBER_POOL_USED_UP:
      "号码池已用完：{provider}没有可用于服务代码{serviceCode}的号码，请导入号码后重新推送",
    NUMBER_REFUSED_badFormat: "格式不正确（6至40位字母、数字或中划线）",
    NUMBER_REFUSED_badCheckDigit: "S10校验位不正确",
    NUMBER_REFUSED_duplicateInFile: "本次导入中重复",
    NUMBER_REFUSED_alreadyInPool: "已在号码池中",
    CARRIER_OWN_LIMIT: "您的版本最多只能对接{limit}个自有渠道账号",
    CARRIER_OWN_NOT_SHARED: "客户自有的渠道账号只供该客户使用，不能分配给其他客户",
    CARRIER_DOCKING_DECIDED: "该对接申请已处理，请刷新后查看",
    CARRIER_DOCKING_FEE_UNCOVERED:
      "钱包可用余额 {available} {currency} 不足以冻结对接费 {needed} {currency}，请先充值",
    CATALOG_PROVIDER_NOT_OWNERS: "该成本产品只能使用其所属客户自有的渠道账号或平台的公共对接商",
    CARRIER_IN_USE: "该对接商已被成本产品、尾程服务或订单使用，不能删除，可改为停用",
    DISTRIBUTOR_CODE_TAKEN: "该派送商代码已存在",
    DISTRIBUTOR_TEMPLATE_INVALID: "查询链接须为以http://或https://开头的网址，并在路径或参数中包含{number}",
    DISTRIBUTOR_IN_USE: "该派送商仍有尾程服务在使用，不能删除，可改为停用：{codes}",
    LAST_MILE_COUNTRY_UNKNOWN: "未知的国家代码：{code}",
    DELIVERY_SERVICE_CODE_TAKEN: "该尾程服务代码已存在",
    DELIVERY_DISTRIBUTOR_UNKNOWN: "派送商不存在",
    DELIVERY_SERVICE_IN_USE: "该尾程服务已被成本产品选用，不能删除，可改为停用",
    CATALOG_DELIVERY_SERVICE_UNKNOWN: "尾程服务不存在",
    CATALOG_DELIVERY_SERVICE_DISABLED: "该尾程服务已停用，请先启用或选择其他尾程服务",
  },
  en: {
    ...addressMessages.en,
    ...webhookMessages.en,
    ...orderMessages.en,
    ...orderRuleMessages.en,
    ...numberRuleMessages.en,
    ...trackRuleMessages.en,
    ROLE_LEVEL_TOO_HIGH: "You cannot create or grant a role above your own level",
    MENU_NOT_GRANTABLE: "You cannot grant menus you do not have yourself",
    ROLE_BUILT_IN: "Built-in roles cannot be deleted",
    ROLE_IN_USE: "Users still hold this role; give them another role first",
    ROLE_CODE_TAKEN: "This role code already exists",
    ROLE_CODE_FORMAT: "A role code starts with a letter and uses only letters, digits and _ : . -",
    MENU_NAME_TAKEN: "This menu name already exists",
    MENU_NAME_FORMAT: "A menu name uses only letters, digits and _ / : . -",
    MENU_HAS_CHILDREN: "Delete the children of this node first",
    MENU_BAD_PARENT:
      "Wrong parent: buttons belong under a menu or page, menus and directories under a directory",
    MENU_PATH_FORMAT: "A route path starts with /",
    USER_SELF_DISABLE: "You cannot disable your own account",
    USER_SELF_ROLES: "You cannot change your own roles",
    USER_SELF_MANAGE:
      "Change your own details and password under “Profile & security” (the password needs your current one)",
    USER_GUARDED: "Only an admin manages users who hold the admin or finance role",
    USER_LEVEL_NOT_BELOW:
      "This user's level is the same as yours or higher: you cannot edit, reset or disable them",
    ROLE_GUARDED: "Only an admin grants, revokes or changes the admin and finance roles",
    ROLE_NOT_FOR_TENANT:
      "Customer and supplier accounts can only hold roles whose data stays within their own org",
    ROLE_TENANT_LOCKED:
      "The data permission and level of the built-in customer and supplier roles cannot be changed",
    ROLE_TENANT_SCOPE:
      "Customer or supplier accounts hold this role: its data permission must stay their own org",
    ROLE_SCOPE_TOO_WIDE: "You cannot see all data yourself, so you cannot give a role all data",
    GRANT_NOT_OWNED: "You can only grant menus and permissions you have yourself",
    SUB_ACCOUNT_CODE_TAKEN: "This sub-account code is already in use",
    API_TOKEN_NAME_TAKEN: "A valid token already has this name",
    API_TOKEN_HOLDER_DISABLED: "This account is disabled and cannot hold a token",
    API_TOKEN_NOT_ACTIVE: "This token has been replaced or revoked and can no longer be changed",
    EMAIL_TAKEN: "This e-mail address is used by another account",
    ORG_NAME_TAKEN: "An organisation of this type with this name already exists",
    ORG_NAME_LENGTH: "Organisation name must be 2-50 characters",
    PURPOSE_CHANGE_EMAIL: "e-mail change",
    PURPOSE_CHANGE_PHONE: "mobile number change",
    VALIDATION_FAILED: "Some fields are invalid; please check the marked fields",
    UNAUTHENTICATED: "Your login has expired, please log in again",
    FORBIDDEN: "You do not have permission to do this",
    NOT_FOUND: "The requested resource does not exist",
    CONFLICT: "The data was changed by someone else; refresh and try again",
    RATE_LIMITED: "Too many requests, please try again later",
    CAPTCHA_INVALID: "Slider verification failed, please drag again",
    CAPTCHA_EXPIRED: "Verification expired, please complete the slider again",
    INVALID_CREDENTIALS: "Incorrect account or password",
    ACCOUNT_DISABLED: "This account is disabled; contact your administrator",
    CODE_INVALID: "The verification code is wrong or has expired",
    ACCOUNT_TAKEN: "This account name is already registered",
    PHONE_TAKEN: "This mobile number is already registered",
    OLD_PASSWORD_WRONG: "The old password is incorrect",
    PAYLOAD_TOO_LARGE: "The upload is too large",
    BALANCE_INSUFFICIENT: "Balance insufficient",
    REFUNDABLE_DEPOSIT_INSUFFICIENT: "Refundable deposit insufficient",
    WALLET_HOLD_INSUFFICIENT: "The held amount is insufficient: only {remaining} is left",
    IDEMPOTENCY_KEY_REUSED: "This idempotency key was already used for a different request",
    NAME_TAKEN: "This name is already in use",
    IN_USE: "Still in use, so it cannot be deleted",
    ALREADY_DECIDED: "This was already decided; refresh to see it",
    NOT_SIGNED: "The product is not signed",
    PRODUCT_OFFLINE: "The product is offline",
    PRODUCT_ONLINE: "The product is online and cannot be changed",
    LIMIT_REACHED: "The limit has been reached",
    API_TOKEN_LIMIT:
      "An organisation can have at most {limit} valid API tokens: revoke one you no longer use first",
    ORDER_NOT_SERVED: "The product cannot carry this parcel: {reason}",
    ORDER_NOT_DRAFT: "Only an unpaid draft can be paid",
    ORDER_REFERENCE_TAKEN: "Another order of your company that is not cancelled has this reference number",
    ORDER_NUMBER_TAKEN: "The number {number} belongs to another order",
    ORDER_NOT_CANCELLABLE: "The order has been handed over or cancelled and cannot be cancelled",
    ORDER_NOT_DELETABLE: "Only a draft that was never paid can be deleted",
    ORDER_NOT_WEIGHABLE: "Only an order that can or cannot ship (not yet handed over) can be weighed",
    ORDER_NO_ARREARS: "The order owes nothing",
    LABEL_NOT_READY: "No delivery label yet",
    LABEL_SETTING_TAKEN: "This customer and product already have a label setting; change that one",
    LABEL_PRINTER_FONT: "A printer font is a drive and a file name, e.g. E:NOTOSANSCJK.TTF",
    ORDER_NOT_EDITABLE:
      "Only an order not yet handed over (draft, can ship, cannot ship) and not in arrears can be edited",
    ORDER_EDIT_FIELD_NOT_ALLOWED: "The product does not allow editing this",
    ORDER_EDIT_ORIGIN_FIXED: "The origin country cannot change ({country})",
    ORDER_EDIT_BOX_COUNT: "Enter all {count} boxes",
    ORDER_WEIGH_BOX_COUNT: "Enter the weighing of all {count} boxes",
    orderLogPlaced: "Placed and charged",
    orderLogDraft: "Saved as a draft",
    orderLogPaid: "Draft paid",
    orderLogCancelled: "Order cancelled",
    orderLogCancelledRefunded: "Order cancelled, freight refunded in full",
    orderLogCancelRequested: "Handed over: cancellation requested, waiting for the platform to confirm",
    orderLogCancelRefused: "The platform refused the cancellation request",
    orderLogCancelledReleased: "Order cancelled, the held freight released",
    orderLogCancelRequestedOffline:
      "This product's cancellations are confirmed offline: cancellation requested, waiting for the platform to confirm",
    orderLogProblemRaised: "The platform raised a problem on the order",
    orderLogProblemAnswered: "The customer answered the problem",
    orderLogProblemResolved: "The platform resolved the problem",
    PROBLEM_ATTACHMENT_TYPE: "The attachment must be a PNG or JPEG image or a PDF file",
    PROBLEM_ATTACHMENT_TOO_LARGE: "The attachment may be at most {maxMb} MB",
    SELLER_LABEL_REQUIRED:
      "This product ships with the seller's own label: enter the marketplace and the seller's tracking number and upload the label PDF",
    SELLER_LABEL_NOT_OFFERED: "This product does not take the seller's own labels",
    SELLER_LABEL_NOT_PDF: "The seller's label must be a PDF file",
    SELLER_LABEL_TOO_LARGE: "The seller's label may be at most {maxMb} MB",
    SELLER_LABEL_EXISTS: "The order already has the seller's label",
    SELLER_LABEL_TOO_LATE:
      "The order is handed over or cancelled: a seller's label can no longer be uploaded",
    SELLER_LABEL_PUSHED:
      "The order was pushed to its carrier, which issued its label: it cannot switch to the seller's label",
    orderLogSellerLabel: "Seller's label uploaded (tracking number {trackingNumber})",
    orderLogWeighed:
      "Weighed: chargeable weight {fromKg} → {toKg} kg, price {fromPrice} → {toPrice} {currency}",
    orderLogWeighedArrears:
      "Weighed: chargeable weight {fromKg} → {toKg} kg, price {fromPrice} → {toPrice} {currency}; the wallet cannot pay, arrears {arrears} {currency}, cannot ship",
    orderLogArrearsPaid: "Arrears of {arrears} {currency} paid",
    ABNORMAL_NOT_RELEASABLE: "Only an abnormality an order rule raised can be released by hand",
    abnormalArrears: "Weighed heavier than the wallet could pay: arrears of {arrears} {currency} unpaid",
    orderLogAbnormalCleared: "The platform released an abnormality",
    orderLogReleased: "The platform released the abnormality: the order can ship",
    orderLogEdited: "Order edited: price {fromPrice} → {toPrice} {currency}",
    orderLogEditedAddress:
      "Order edited: receiver address {fromAddress} → {toAddress}; price {fromPrice} → {toPrice} {currency}",
    orderLogSubmitted: "Pushed to {carrier}, tracking number {number}",
    orderLogSubmittedByHand: "Marked as pushed by hand ({carrier}), tracking number {number}",
    orderLogSubmissionFailed: "Push to {carrier} failed: {message}",
    orderLogCarrierHandedOver: "The carrier has the parcel ({number}): order handed over",
    orderLogDelivered: "Parcel delivered ({number}): order completed",
    orderLogTrackingProblem: "Tracking shows the parcel returned or lost ({number}): problem order opened",
    TRACK_EVENT_TIME: "Enter the time as 2026-11-20 14:03, or with an offset from UTC",
    TRACK_EVENT_ZONE: "Unknown time zone: {zone}",
    TRACK_LOOKUP_MAX: `At most ${TRACKING_LOOKUP_MAX} numbers can be looked up at once`,
    PUBLIC_TRACKING_EMPTY: "Enter at least one tracking or order number",
    PUBLIC_TRACKING_MAX: `At most ${PUBLIC_TRACKING_MAX} numbers can be tracked at once`,
    PUBLIC_TRACKING_NUMBER_LENGTH: `A number is at most ${PUBLIC_TRACKING_NUMBER_MAX_LENGTH} characters long`,
    TRACK_EVENT_NOT_MANUAL: "A carrier's event cannot be changed; only events entered by hand can",
    FINANCE_AMOUNT_FORMAT: `An amount must be a number above 0 and at most ${MONEY}, with at most 2 decimals`,
    FINANCE_ADJUST_AMOUNT_FORMAT: `An adjustment must be a non-zero number of at most ${MONEY} either way, with at most 2 decimals; a negative one takes money away`,
    FINANCE_CURRENCY_FORMAT: "A currency is a 3-letter code such as CNY",
    FINANCE_CURRENCY_UNKNOWN: "This currency is not set up on the platform",
    FINANCE_IDEMPOTENCY_KEY_REQUIRED:
      "A money movement needs an Idempotency-Key header (1-100 visible characters)",
    FINANCE_NOT_CUSTOMER_ORG: "Only customer organisations have wallets",
    FINANCE_HOLD_NOT_OPEN: "This hold was already released or captured",
    FINANCE_CAPTURE_EXCEEDS_HOLD: "The captured amount cannot exceed the held amount",
    WITHDRAWAL_PENDING_EXISTS:
      "A withdrawal request is already pending; a new one can be made once it is decided",
    WITHDRAWAL_DECIDED: "This withdrawal request was already decided",
    WITHDRAWAL_METHOD_UNKNOWN: "The withdrawal method must be bank, Alipay or WeChat",
    NOTICE_UNREAD_FILTER: "The unread filter must be true or false",
    RECHARGE_BELOW_MINIMUM: "The recharge amount must be at least {minimum}",
    RECHARGE_METHOD_UNKNOWN: "The payment method must be Alipay or WeChat Pay",
    RECHARGE_NOT_CUSTOMER: "Only customer accounts can recharge",
    RECHARGE_SIGNATURE_INVALID: "The payment notification's signature is invalid",
    RECHARGE_AMOUNT_MISMATCH: "The payment notification's amount does not match the payable amount",
    RECHARGE_TRANSFER_DATE: "The transfer date must be a YYYY-MM-DD date no later than today",
    RECHARGE_PROOF_REQUIRED: "Please upload the transfer proof",
    RECHARGE_PROOF_TYPE: "The transfer proof must be a PNG or JPEG image or a PDF file",
    RECHARGE_PROOF_TOO_LARGE: "The transfer proof may be at most {maxMb} MB",
    RECHARGE_TRANSFER_DECIDED: "This transfer has already been handled",
    INTERNAL: "Internal server error, please try again later",
    NOT_CONFIGURED: "This service is not configured on this platform",
    MESSAGE_SENDER_NOT_CONFIGURED:
      "No SMS or email sender is configured on this platform, so no code can be sent; contact the platform administrator",
    PAYMENT_GATEWAY_NOT_CONFIGURED:
      "No online payment gateway is configured on this platform; please recharge by bank transfer",
    RATE_LIMITED_LOGIN: "Too many login attempts, try again in {minutes} minutes",
    RATE_LIMITED_CODE: "Codes are being requested too often, try again in {seconds} seconds",
    RATE_LIMITED_RETRY: "Too many requests, try again in {seconds} seconds",
    WRONG_PASSWORD_WAIT_SECONDS: "Too many wrong passwords, try again in {seconds} seconds",
    WRONG_PASSWORD_WAIT_MINUTES: "Too many wrong passwords, try again in {minutes} minutes",
    CODE_RESEND_WAIT: "Please wait {seconds} seconds before requesting another code",
    CAPTCHA_TRACK: "The drag did not look human, please drag the slider again",
    SMS_CODE_BODY:
      "[{system}] Your {purpose} verification code is {code}, valid for 5 minutes. Ignore this if it was not you.",
    EMAIL_CODE_SUBJECT: "{system} {purpose} verification code",
    EMAIL_CODE_BODY:
      "Hello, your {purpose} verification code is {code}. It is valid for 5 minutes. If you did not ask for it, ignore this email.",
    PURPOSE_REGISTER: "registration",
    PURPOSE_RESET: "password reset",
    TASK_HOUSEKEEPING_DONE: "Removed {codes} expired codes, {captchas} puzzles and {sessions} sessions",
    TASK_API_LOG_PRUNED: "Deleted {deleted} expired API log entries",
    TASK_SUBMITTED: "Task submitted, check task management",
    TASK_ORDER_EXPORT_DONE: "Exported {rows} orders",
    TASK_TRACK_EXPORT_DONE: "Exported the tracking of {rows} parcels with {events} events",
    TASK_LABEL_BATCH_DONE: "{printed} labels merged into one PDF",
    TASK_LABEL_BATCH_MISSING:
      "{printed} labels merged into one PDF; {missing} orders have no delivery label yet: {orders}",
    TASK_ORDER_IMPORT_DONE: "Imported {succeeded} of {total} orders, {failed} failed",
    TASK_ORDER_IMPORT_PAID: "Paid {paid} of {total} draft orders, {failed} failed",
    ORDER_IMPORT_REFERENCE_USED: "Reference already used by order {orderNo}",
    ORDER_IMPORT_NO_SENDER: "Set a default sender in the address book or choose a sender address first",
    ORDER_IMPORT_FILE_UNREADABLE: "The uploaded file cannot be read; please upload it again",
    ORDER_IMPORT_NO_DRAFTS: "This import has no drafts awaiting payment",
    ORDER_IMPORT_ALL_OR_NOTHING_REFUSED:
      "{failed} orders did not pass the checks, so no order was placed (all or nothing); download the failed records, fix them and upload the file again",
    ORDER_IMPORT_NOT_PLACED:
      "Not placed: {failed} orders of this file did not pass the checks (all or nothing)",
    ORDER_IMPORT_HOLD_INSUFFICIENT:
      "Balance insufficient, no order was placed: this file's freight is {needed} and the available balance is {available}; top up and upload it again",
    UPLOAD_NOT_EXCEL: "Please upload an Excel file (.xlsx)",
    EDGE_CONTROL_CHARACTER: "must not contain control characters (such as NUL)",
    EDGE_TOO_DEEP: "is nested too deeply (at most 32 levels)",
    EDGE_FORBIDDEN_KEY: "is not an allowed field name",
    EDGE_INVALID_JSON: "The request body is not valid JSON",
    EDGE_CROSS_SITE_WRITE:
      "Request refused: changes can only be made from this site's own pages (send JSON, or this site's Origin)",
    UPLOAD_CONTROL_CHARACTER:
      "Row {row} contains control characters (such as NUL); remove them and upload again",
    UNSUPPORTED_MEDIA_TYPE: "This content type is not accepted; send JSON",
    UPLOAD_MISSING_COLUMN: "This column is missing from the file; download the latest template",
    UPLOAD_UNPACKED_TOO_LARGE: "The file unpacks to more than {limit}; split it and upload the parts",
    ORDER_IMPORT_MISSING_COLUMNS: "The file lacks these columns: {columns}; download the latest template",
    ORDER_IMPORT_NO_ORDERS: "The file has no orders",
    ORDER_IMPORT_TOO_MANY_ROWS: "The file has more than {limit} rows; split it and upload the parts",
    ORDER_IMPORT_TOO_MANY_ORDERS: "The file has more than {limit} orders; split it and upload the parts",
    ORDER_IMPORT_ROW_COLUMN: 'Row {row}, "{column}": {message}',
    ORDER_IMPORT_ROW: "Row {row}: {message}",
    ORDER_IMPORT_COLUMN: '"{column}": {message}',
    ORDER_IMPORT_UNKNOWN_PRODUCT: "not the code of a signed product",
    ORDER_IMPORT_UNKNOWN_COURIER_TYPE: "not a known courier type; pick from the list",
    ORDER_IMPORT_UNKNOWN_CARGO_TYPE: "not a known cargo type; pick from the list",
    ORDER_IMPORT_FBA_REQUIRED: "required for FBA products",
    ORDER_IMPORT_MAGNETIC_CONFLICT: "magnetic goods need an empty or magnetic cargo type",
    ORDER_IMPORT_YES_NO: "enter Yes or No",
    ORDER_IMPORT_NUMBER: "must be a number",
    ORDER_IMPORT_BOX_NUMBERING: "box numbers must run 1, 2, 3... without gaps",
    ORDER_IMPORT_DIFFERS: "differs from an earlier row of the same order (or box)",
    ORDER_IMPORT_FAILURE_REASON: "Failure reason",
    REF_COUNTRY_CODE_TAKEN: "This country code already exists",
    REF_UNKNOWN_COUNTRY: "Unknown country code",
    REF_CITY_CODE_TAKEN: "This city code already exists",
    REF_CITY_CODE_DUPLICATE_IN_FILE: "This city code appears more than once in the file",
    REF_IMPORT_EMPTY: "The file has no data rows",
    REF_BASE_RATE_FIXED: "The base currency (CNY) always has the rate 1",
    REF_DICT_NAME_TAKEN: "This dictionary name already exists",
    REF_DICT_VALUE_TAKEN: "This value already exists in the dictionary",
    CAT_GROUP_NAME_TAKEN: "This postcode group name already exists",
    CAT_GROUP_IN_USE: "This postcode group is used by products and cannot be deleted: {codes}",
    CAT_GROUP_BAD_KIND: "The kind must be one of zone, remote, non-remote or blocked",
    CAT_GROUP_ROW_CONFLICT: "Rows of this group disagree on its kind or country",
    CAT_GROUP_ROW_SKIPPED: "This group has a bad row, so none of it was imported",
    CAT_PACKAGE_CODE_TAKEN: "This premium package code already exists",
    CAT_PACKAGE_IN_USE: "This premium package is used by products and cannot be deleted: {codes}",
    CAT_FORMULA_TYPE_IN_USE: "Formulas still use this formula type, so it cannot be deleted: {codes}",
    CAT_UNKNOWN_CUSTOMER: "A chosen company is not a customer",
    CAT_FORMULA_CODE_TAKEN: "This formula code already exists",
    CAT_UNKNOWN_FORMULA_TYPE: "This formula type does not exist",
    CAT_FORMULA_IN_USE: "Product surcharges use this formula, so it cannot be deleted: {codes}",
    CAT_CONSTANT_DUPLICATE: "This constant name is used twice",
    SIGNING_NOT_SIGNED: "This product is not signed, so there is nothing to cancel",
    SIGNING_PRODUCT_OFFLINE: "This product is offline and cannot be signed",
    SIGNING_PRODUCT_UNKNOWN: "No such sales product",
    SIGNING_ORG_NOT_CUSTOMER: "The chosen company is not a customer",
    SIGNING_PLAN_NOT_OF_PRODUCT: "This quote plan does not belong to the product",
    SIGNING_OWN_PRODUCT_OTHER_ORG: "This is another customer's own product and cannot be allotted",
    CATALOG_PRICE_FORMAT: `A price must be a number from 0 to ${PRICE} with at most 4 decimals`,
    CATALOG_SIZE_FORMAT: `A size must be a number from 0 to ${SIZE} (cm) with at most 1 decimal`,
    FORMULA_CONSTANT_RANGE: `A constant's value must be a number with at most ${BEFORE} digits before the decimal point and ${AFTER} after it`,
    CATALOG_PERCENT_FORMAT: "A percentage must be between 0 and 100 with at most 2 decimals",
    CATALOG_CODE_FORMAT: "A code may contain only letters, digits, _ and -",
    CATALOG_CURRENCY_FORMAT: "A currency must be 3 capital letters, e.g. USD",
    CATALOG_BANDS_CONTIGUOUS: "Weight bands must be contiguous: each band starts where the previous one ends",
    CATALOG_BAND_OPEN_NOT_LAST: "Only the last weight band may have no upper limit",
    CATALOG_INTERVALS_ASCENDING: "The upper limits of custom carry intervals must increase",
    CATALOG_ZONE_CODE_TAKEN: "This zone code is used twice",
    CATALOG_SURCHARGE_CODE_FORMAT:
      "A surcharge code must start with a letter or _ and contain only letters, digits and _",
    CATALOG_CHARGE_UNIT:
      "The charge unit must be per order, per piece, per kg, a percentage of freight or a percentage of declared value",
    CATALOG_CHARGE_FIELD_UNIT:
      "The chosen unit does not take this field: units charged by amount take an amount, percentage units a percentage",
    CATALOG_CHARGE_STEP_PER_KG: "Only a per-kg charge can have a weight step",
    CATALOG_READ_MODE:
      "The product is online: only its quotes can be edited. Take it offline first to change other settings",
    CATALOG_OFFLINE_BY_PLATFORM: "The platform took this product offline; it cannot go online again",
    CATALOG_OWN_LIMIT: "This customer's edition allows at most {limit} own products",
    CATALOG_COST_IN_USE: "Sales products are built on this cost record, so it cannot be deleted",
    CATALOG_COST_UNKNOWN: "No such cost record",
    CATALOG_CODE_TAKEN: "This product code already exists",
    CATALOG_SURCHARGE_CODE_TAKEN: "The product already has a surcharge with this code",
    CATALOG_PLAN_NAME_TAKEN: "The product already has a quote plan with this name",
    CATALOG_DEFAULT_PLAN: "The default quote plan cannot be deleted",
    CATALOG_COUNTRY_UNKNOWN: "No such country",
    CATALOG_CURRENCY_UNKNOWN: "No such currency",
    CATALOG_GROUP_UNKNOWN: "No such postcode group",
    CATALOG_PACKAGE_UNKNOWN: "No such premium package",
    CATALOG_SUPPLIER_UNKNOWN: "The chosen company is not a supplier",
    CATALOG_OWNER_UNKNOWN: "The chosen company is not a customer",
    CATALOG_FORMULA_UNKNOWN: "No such cost formula",
    CATALOG_ZONE_UNKNOWN: "The product has no such zone",
    CATALOG_BAND_UNKNOWN: "The product has no such weight band",
    CATALOG_CELL_DUPLICATE: "This zone and weight band have two prices",
    CATALOG_XLS_ZONE_CONFLICT: "Rows with this zone code have a different name or country",
    CATALOG_XLS_ZONE_SKIPPED: "This zone has a bad row, so none of its rows were imported",
    CATALOG_XLS_TOO_MANY_ZONES: "A product can have at most 500 zones",
    CATALOG_XLS_ZONE_TWICE: "This zone appears twice in the file",
    QUOTE_PIECES_RANGE: "Enter between 1 and 99 pieces",
    QUOTE_WEIGHT_RANGE: `A piece's weight must be a number above 0 and at most ${PIECE_WEIGHT} (kg), with at most 3 decimals`,
    QUOTE_SIZE_RANGE: `A piece's size must be a number above 0 and at most ${PIECE_SIZE} (cm), with at most 1 decimal`,
    QUOTE_COUNTRY_GROUP: "The EU is a group of countries: choose the destination country",
    QUOTE_ORG_REQUIRED: "Choose the customer whose prices to quote",
    CARRIER_CODE_TAKEN: "This provider code already exists",
    CARRIER_TYPE_UNKNOWN: "This service class is not supported",
    CARRIER_SETTING_REQUIRED: "{label} is required",
    CARRIER_SETTING_INVALID: "{label} is not valid",
    CARRIER_SETTING_UNKNOWN: "This service class has no setting {key}",
    CARRIER_NOT_CUSTOMER: "Providers can be assigned to customers only",
    CARRIER_LINK_INVALID: "The linked provider does not exist or is the provider itself",
    CATALOG_PROVIDER_UNKNOWN: "This docking provider does not exist",
    CATALOG_PROVIDER_DISABLED: "This docking provider is disabled; enable it or choose another",
    CARRIER_CIRCUIT_OPEN:
      "The provider kept failing and its circuit is open: calls are paused, and a probe tries it again after the cool-down",
    NUMBER_POOL_PROVIDER_NOT_MANUAL:
      "Number pools belong to manual providers (platform number pools and labels) only",
    NUMBER_POOL_IMPORT_TOO_LARGE:
      "One import takes at most {limit} numbers; this one has {count}: import it in parts",
    NUMBER_POOL_RANGE_REVERSED: "The first serial cannot be greater than the last",
    NUMBER_POOL_S10_PREFIX: "The prefix is 2 letters",
    NUMBER_POOL_S10_COUNTRY: "The country suffix is 2 letters",
    NUMBER_POOL_USED_UP:
      "Number pool is used up: {provider} has no number left for service code {serviceCode}; import numbers and push again",
    NUMBER_REFUSED_badFormat: "Bad format (6 to 40 letters, digits or dashes)",
    NUMBER_REFUSED_badCheckDigit: "Wrong S10 check digit",
    NUMBER_REFUSED_duplicateInFile: "Duplicate in this import",
    NUMBER_REFUSED_alreadyInPool: "Already in a number pool",
    CARRIER_OWN_LIMIT: "Your edition allows at most {limit} own carrier accounts",
    CARRIER_OWN_NOT_SHARED:
      "A customer's own carrier account serves that customer only and cannot be assigned",
    CARRIER_DOCKING_DECIDED: "This docking request was already decided; refresh to see it",
    CARRIER_DOCKING_FEE_UNCOVERED:
      "Your available balance of {available} {currency} cannot cover the docking fee of {needed} {currency}; recharge first",
    CATALOG_PROVIDER_NOT_OWNERS:
      "This cost record may use only its owner's own carrier accounts or the platform's public providers",
    CARRIER_IN_USE:
      "Cost records, delivery services or orders use this provider: it cannot be deleted, disable it instead",
    DISTRIBUTOR_CODE_TAKEN: "A distributor with this code already exists",
    DISTRIBUTOR_TEMPLATE_INVALID:
      "The tracking link must be an address starting with http:// or https:// with {number} in its path or query",
    DISTRIBUTOR_IN_USE:
      "Delivery services still use this distributor: it cannot be deleted, disable it instead: {codes}",
    LAST_MILE_COUNTRY_UNKNOWN: "Unknown country code: {code}",
    DELIVERY_SERVICE_CODE_TAKEN: "A delivery service with this code already exists",
    DELIVERY_DISTRIBUTOR_UNKNOWN: "This distributor does not exist",
    DELIVERY_SERVICE_IN_USE:
      "Cost records use this delivery service: it cannot be deleted, disable it instead",
    CATALOG_DELIVERY_SERVICE_UNKNOWN: "This delivery service does not exist",
    CATALOG_DELIVERY_SERVICE_DISABLED: "This delivery service is disabled; enable it or choose another",
  },
  ko: {
    ...addressMessages.ko,
    ...webhookMessages.ko,
    ...orderMessages.ko,
    ...orderRuleMessages.ko,
    ...numberRuleMessages.ko,
    ...trackRuleMessages.ko,
    ROLE_LEVEL_TOO_HIGH: "자신의 등급보다 높은 역할은 만들거나 부여할 수 없습니다",
    MENU_NOT_GRANTABLE: "자신에게 없는 메뉴는 부여할 수 없습니다",
    ROLE_BUILT_IN: "기본 제공 역할은 삭제할 수 없습니다",
    ROLE_IN_USE: "이 역할을 가진 사용자가 있습니다. 먼저 다른 역할로 바꾸세요",
    ROLE_CODE_TAKEN: "이미 있는 역할 코드입니다",
    ROLE_CODE_FORMAT: "역할 코드는 영문자로 시작하고 영문자, 숫자, _ : . - 만 쓸 수 있습니다",
    MENU_NAME_TAKEN: "이미 있는 메뉴 이름입니다",
    MENU_NAME_FORMAT: "메뉴 이름에는 영문자, 숫자, _ / : . - 만 쓸 수 있습니다",
    MENU_HAS_CHILDREN: "이 노드의 하위 노드를 먼저 삭제하세요",
    MENU_BAD_PARENT:
      "상위 노드가 맞지 않습니다: 버튼은 메뉴나 페이지 아래, 메뉴와 디렉터리는 디렉터리 아래에 둡니다",
    MENU_PATH_FORMAT: "경로는 / 로 시작해야 합니다",
    USER_SELF_DISABLE: "자신의 계정은 비활성화할 수 없습니다",
    USER_SELF_ROLES: "자신의 역할은 변경할 수 없습니다",
    USER_SELF_MANAGE:
      "자신의 정보와 비밀번호는 “프로필 및 보안”에서 변경하세요 (비밀번호는 현재 비밀번호가 필요합니다)",
    USER_GUARDED: "최고 관리자 또는 재무 역할을 가진 사용자는 최고 관리자만 관리할 수 있습니다",
    USER_LEVEL_NOT_BELOW:
      "이 사용자는 나와 같거나 높은 등급입니다. 수정, 비밀번호 재설정, 비활성화를 할 수 없습니다",
    ROLE_GUARDED: "최고 관리자와 재무 역할은 최고 관리자만 부여, 회수, 변경할 수 있습니다",
    ROLE_NOT_FOR_TENANT: "고객과 공급업체 계정은 데이터 권한이 자기 기관으로 제한된 역할만 가질 수 있습니다",
    ROLE_TENANT_LOCKED: "기본 제공 고객 및 공급업체 역할의 데이터 권한과 등급은 변경할 수 없습니다",
    ROLE_TENANT_SCOPE: "고객 또는 공급업체 계정이 가진 역할이므로 데이터 권한은 자기 기관이어야 합니다",
    ROLE_SCOPE_TOO_WIDE: "본인이 전체 데이터를 볼 수 없으므로 역할에 전체 데이터 권한을 줄 수 없습니다",
    GRANT_NOT_OWNED: "본인이 가진 메뉴와 권한만 부여할 수 있습니다",
    SUB_ACCOUNT_CODE_TAKEN: "이미 사용 중인 하위 계정 코드입니다",
    API_TOKEN_NAME_TAKEN: "같은 이름의 유효한 토큰이 이미 있습니다",
    API_TOKEN_HOLDER_DISABLED: "비활성화된 계정은 토큰을 보유할 수 없습니다",
    API_TOKEN_NOT_ACTIVE: "교체되었거나 폐기된 토큰은 더 이상 변경할 수 없습니다",
    EMAIL_TAKEN: "다른 계정에서 사용 중인 이메일입니다",
    ORG_NAME_TAKEN: "같은 유형에 이 이름의 조직이 이미 있습니다",
    ORG_NAME_LENGTH: "조직 이름은 2~50자여야 합니다",
    PURPOSE_CHANGE_EMAIL: "이메일 변경",
    PURPOSE_CHANGE_PHONE: "휴대폰 번호 변경",
    VALIDATION_FAILED: "입력한 데이터에 오류가 있습니다. 표시된 항목을 확인하세요",
    UNAUTHENTICATED: "로그인이 만료되었습니다. 다시 로그인하세요",
    FORBIDDEN: "이 작업을 수행할 권한이 없습니다",
    NOT_FOUND: "요청한 리소스가 존재하지 않습니다",
    CONFLICT: "데이터가 변경되었습니다. 새로 고친 후 다시 시도하세요",
    RATE_LIMITED: "요청이 너무 많습니다. 잠시 후 다시 시도하세요",
    CAPTCHA_INVALID: "슬라이더 인증에 실패했습니다. 다시 드래그하세요",
    CAPTCHA_EXPIRED: "인증이 만료되었습니다. 슬라이더 인증을 다시 완료하세요",
    INVALID_CREDENTIALS: "계정 또는 비밀번호가 올바르지 않습니다",
    ACCOUNT_DISABLED: "비활성화된 계정입니다. 관리자에게 문의하세요",
    CODE_INVALID: "인증 코드가 올바르지 않거나 만료되었습니다",
    ACCOUNT_TAKEN: "이미 등록된 계정입니다",
    PHONE_TAKEN: "이미 등록된 휴대폰 번호입니다",
    OLD_PASSWORD_WRONG: "기존 비밀번호가 올바르지 않습니다",
    PAYLOAD_TOO_LARGE: "업로드 크기가 너무 큽니다",
    BALANCE_INSUFFICIENT: "잔액이 부족합니다",
    REFUNDABLE_DEPOSIT_INSUFFICIENT: "환불 가능 보증금이 부족합니다",
    WALLET_HOLD_INSUFFICIENT: "보류 금액이 부족합니다: {remaining}만 남아 있습니다",
    IDEMPOTENCY_KEY_REUSED: "이 멱등 키는 이미 다른 요청에 사용되었습니다",
    NAME_TAKEN: "이미 사용 중인 이름입니다",
    IN_USE: "사용 중이므로 삭제할 수 없습니다",
    ALREADY_DECIDED: "이미 처리되었습니다. 새로 고침하여 확인하세요",
    NOT_SIGNED: "계약하지 않은 상품입니다",
    PRODUCT_OFFLINE: "상품이 판매 중지되었습니다",
    PRODUCT_ONLINE: "판매 중인 상품은 수정할 수 없습니다",
    LIMIT_REACHED: "한도에 도달했습니다",
    API_TOKEN_LIMIT: "조직당 유효한 API 토큰은 최대 {limit}개입니다. 사용하지 않는 토큰을 먼저 폐기하세요",
    ORDER_NOT_SERVED: "이 상품으로는 이 소포를 보낼 수 없습니다: {reason}",
    ORDER_NOT_DRAFT: "미결제 임시 주문만 결제할 수 있습니다",
    ORDER_REFERENCE_TAKEN: "취소되지 않은 회사의 다른 주문이 이 고객 참조번호를 사용 중입니다",
    ORDER_NUMBER_TAKEN: "번호 {number}은(는) 다른 주문에서 사용 중입니다",
    ORDER_NOT_CANCELLABLE: "인계되었거나 이미 취소된 주문은 취소할 수 없습니다",
    ORDER_NOT_DELETABLE: "한 번도 결제되지 않은 임시 주문만 삭제할 수 있습니다",
    ORDER_NOT_WEIGHABLE: "출고 가능 또는 출고 불가(인계 전) 주문만 계량할 수 있습니다",
    ORDER_NO_ARREARS: "이 주문에는 미납금이 없습니다",
    LABEL_NOT_READY: "아직 배송 라벨이 없습니다",
    LABEL_SETTING_TAKEN: "이 고객과 상품에는 이미 라벨 설정이 있습니다. 기존 설정을 수정하세요",
    LABEL_PRINTER_FONT: "프린터 글꼴은 드라이브와 파일 이름입니다(예: E:NOTOSANSCJK.TTF)",
    ORDER_NOT_EDITABLE:
      "인계 전(임시 저장, 출고 가능, 출고 불가)이며 미납금이 없는 주문만 수정할 수 있습니다",
    ORDER_EDIT_FIELD_NOT_ALLOWED: "이 상품은 이 항목의 수정을 허용하지 않습니다",
    ORDER_EDIT_ORIGIN_FIXED: "출발 국가는 변경할 수 없습니다({country})",
    ORDER_EDIT_BOX_COUNT: "{count}개 박스를 모두 입력하세요",
    ORDER_WEIGH_BOX_COUNT: "{count}개 박스의 계량을 모두 입력하세요",
    orderLogPlaced: "주문 및 결제 완료",
    orderLogDraft: "임시 저장",
    orderLogPaid: "임시 주문 결제 완료",
    orderLogCancelled: "주문 취소",
    orderLogCancelledRefunded: "주문 취소, 운임 전액 환불",
    orderLogCancelRequested: "인계됨: 취소 요청, 플랫폼 확인 대기 중",
    orderLogCancelRefused: "플랫폼이 취소 요청을 거절했습니다",
    orderLogCancelledReleased: "주문 취소, 동결된 운임 해제",
    orderLogCancelRequestedOffline:
      "이 상품은 취소 시 오프라인 확인이 필요합니다: 취소 요청, 플랫폼 확인 대기 중",
    orderLogProblemRaised: "플랫폼이 주문에 문제를 등록했습니다",
    orderLogProblemAnswered: "고객이 문제에 답변했습니다",
    orderLogProblemResolved: "플랫폼이 문제를 처리했습니다",
    PROBLEM_ATTACHMENT_TYPE: "첨부 파일은 PNG, JPEG 이미지 또는 PDF 파일이어야 합니다",
    PROBLEM_ATTACHMENT_TOO_LARGE: "첨부 파일은 최대 {maxMb} MB입니다",
    SELLER_LABEL_REQUIRED:
      "이 상품은 판매자 자체 라벨로 발송됩니다: 마켓플레이스와 판매자 추적 번호를 입력하고 라벨 PDF를 업로드하세요",
    SELLER_LABEL_NOT_OFFERED: "이 상품은 판매자 자체 라벨을 받지 않습니다",
    SELLER_LABEL_NOT_PDF: "판매자 라벨은 PDF 파일이어야 합니다",
    SELLER_LABEL_TOO_LARGE: "판매자 라벨은 {maxMb} MB를 넘을 수 없습니다",
    SELLER_LABEL_EXISTS: "이 주문에는 이미 판매자 라벨이 있습니다",
    SELLER_LABEL_TOO_LATE: "주문이 인계되었거나 취소되어 판매자 라벨을 더 이상 업로드할 수 없습니다",
    SELLER_LABEL_PUSHED:
      "주문이 운송사에 전송되어 운송사 라벨이 발급되었으므로 판매자 라벨로 바꿀 수 없습니다",
    orderLogSellerLabel: "판매자 라벨 업로드 (추적 번호 {trackingNumber})",
    orderLogWeighed: "계량: 청구 중량 {fromKg} → {toKg} kg, 운임 {fromPrice} → {toPrice} {currency}",
    orderLogWeighedArrears:
      "계량: 청구 중량 {fromKg} → {toKg} kg, 운임 {fromPrice} → {toPrice} {currency}; 잔액 부족, 미납 {arrears} {currency}, 출고 불가",
    orderLogArrearsPaid: "미납금 {arrears} {currency} 납부 완료",
    ABNORMAL_NOT_RELEASABLE: "주문 규칙이 표시한 이상만 수동으로 해제할 수 있습니다",
    abnormalArrears: "재계량 후 잔액 부족: 미납금 {arrears} {currency} 미결제",
    orderLogAbnormalCleared: "플랫폼이 이상 하나를 해제했습니다",
    orderLogReleased: "플랫폼이 이상을 해제해 주문을 출고할 수 있습니다",
    orderLogEdited: "주문 수정: 운임 {fromPrice} → {toPrice} {currency}",
    orderLogEditedAddress:
      "주문 수정: 수취인 주소 {fromAddress} → {toAddress}; 운임 {fromPrice} → {toPrice} {currency}",
    orderLogSubmitted: "{carrier}에 전송됨, 운송장 번호 {number}",
    orderLogSubmittedByHand: "수동으로 전송 성공 처리({carrier}), 운송장 번호 {number}",
    orderLogSubmissionFailed: "{carrier} 전송 실패: {message}",
    orderLogCarrierHandedOver: "운송사가 소포를 인수함({number}), 주문 인계됨",
    orderLogDelivered: "소포 배달 완료({number}), 주문 완료됨",
    orderLogTrackingProblem: "추적 결과 반송 또는 분실({number}), 문제 주문 등록됨",
    TRACK_EVENT_TIME: "시간은 2026-11-20 14:03 형식이나 UTC 오프셋이 있는 형식으로 입력하세요",
    TRACK_EVENT_ZONE: "알 수 없는 시간대: {zone}",
    TRACK_LOOKUP_MAX: `한 번에 최대 ${TRACKING_LOOKUP_MAX}개 번호까지 조회할 수 있습니다`,
    PUBLIC_TRACKING_EMPTY: "운송장 번호나 주문 번호를 하나 이상 입력하세요",
    PUBLIC_TRACKING_MAX: `한 번에 최대 ${PUBLIC_TRACKING_MAX}개 번호까지 조회할 수 있습니다`,
    PUBLIC_TRACKING_NUMBER_LENGTH: `번호는 최대 ${PUBLIC_TRACKING_NUMBER_MAX_LENGTH}자입니다`,
    TRACK_EVENT_NOT_MANUAL: "운송사 이벤트는 수정할 수 없으며 수동 입력 이벤트만 수정할 수 있습니다",
    FINANCE_AMOUNT_FORMAT: `금액은 0보다 크고 ${MONEY} 이하인 숫자이며 소수점 이하 2자리까지 가능합니다`,
    FINANCE_ADJUST_AMOUNT_FORMAT: `조정 금액은 0이 아니고 절댓값이 ${MONEY} 이하인 숫자이며 소수점 이하 2자리까지, 음수는 차감입니다`,
    FINANCE_CURRENCY_FORMAT: "통화는 CNY와 같은 3자리 영문 코드입니다",
    FINANCE_CURRENCY_UNKNOWN: "플랫폼에 등록되지 않은 통화입니다",
    FINANCE_IDEMPOTENCY_KEY_REQUIRED:
      "자금 이동 요청에는 Idempotency-Key 헤더(보이는 문자 1-100자)가 필요합니다",
    FINANCE_NOT_CUSTOMER_ORG: "고객 기관만 지갑을 가질 수 있습니다",
    FINANCE_HOLD_NOT_OPEN: "이 보류 금액은 이미 해제되었거나 차감되었습니다",
    FINANCE_CAPTURE_EXCEEDS_HOLD: "차감 금액은 보류 금액을 초과할 수 없습니다",
    WITHDRAWAL_PENDING_EXISTS: "심사 대기 중인 출금 신청이 있어 심사가 끝나기 전에는 새로 신청할 수 없습니다",
    WITHDRAWAL_DECIDED: "이미 심사가 끝난 출금 신청입니다",
    WITHDRAWAL_METHOD_UNKNOWN: "출금 방식은 은행, 알리페이 또는 위챗이어야 합니다",
    NOTICE_UNREAD_FILTER: "읽지 않음 필터는 true 또는 false여야 합니다",
    RECHARGE_BELOW_MINIMUM: "충전 금액은 최소 {minimum} 이상이어야 합니다",
    RECHARGE_METHOD_UNKNOWN: "결제 수단은 알리페이 또는 위챗페이여야 합니다",
    RECHARGE_NOT_CUSTOMER: "고객 계정만 충전할 수 있습니다",
    RECHARGE_SIGNATURE_INVALID: "결제 알림의 서명이 유효하지 않습니다",
    RECHARGE_AMOUNT_MISMATCH: "결제 알림 금액이 결제 금액과 다릅니다",
    RECHARGE_TRANSFER_DATE: "이체 날짜는 오늘 이전의 YYYY-MM-DD 형식이어야 합니다",
    RECHARGE_PROOF_REQUIRED: "이체 증빙을 업로드하세요",
    RECHARGE_PROOF_TYPE: "이체 증빙은 PNG, JPEG 이미지 또는 PDF 파일이어야 합니다",
    RECHARGE_PROOF_TOO_LARGE: "이체 증빙은 최대 {maxMb} MB입니다",
    RECHARGE_TRANSFER_DECIDED: "이미 처리된 이체입니다",
    INTERNAL: "서버 내부 오류입니다. 잠시 후 다시 시도하세요",
    NOT_CONFIGURED: "이 플랫폼에 설정되지 않은 서비스입니다",
    MESSAGE_SENDER_NOT_CONFIGURED:
      "이 플랫폼에는 SMS·이메일 발송 서비스가 설정되지 않아 인증 코드를 보낼 수 없습니다. 플랫폼 관리자에게 문의하세요",
    PAYMENT_GATEWAY_NOT_CONFIGURED:
      "이 플랫폼에는 온라인 결제 게이트웨이가 설정되지 않았습니다. 계좌 이체로 충전하세요",
    RATE_LIMITED_LOGIN: "로그인 시도가 너무 많습니다. {minutes}분 후에 다시 시도하세요",
    RATE_LIMITED_CODE: "인증 코드 요청이 너무 잦습니다. {seconds}초 후에 다시 시도하세요",
    RATE_LIMITED_RETRY: "요청이 너무 많습니다. {seconds}초 후에 다시 시도하세요",
    WRONG_PASSWORD_WAIT_SECONDS: "비밀번호를 너무 많이 틀렸습니다. {seconds}초 후에 다시 시도하세요",
    WRONG_PASSWORD_WAIT_MINUTES: "비밀번호를 너무 많이 틀렸습니다. {minutes}분 후에 다시 시도하세요",
    CODE_RESEND_WAIT: "{seconds}초 후에 인증 코드를 다시 요청하세요",
    CAPTCHA_TRACK: "드래그 궤적이 비정상입니다. 슬라이더를 다시 드래그하세요",
    SMS_CODE_BODY:
      "[{system}] {purpose} 인증 코드는 {code}입니다. 5분간 유효합니다. 본인이 요청하지 않았다면 무시하세요.",
    EMAIL_CODE_SUBJECT: "{system} {purpose} 인증 코드",
    EMAIL_CODE_BODY:
      "안녕하세요. {purpose} 인증 코드는 {code}입니다. 5분간 유효합니다. 요청하지 않았다면 이 메일을 무시하세요.",
    PURPOSE_REGISTER: "회원가입",
    PURPOSE_RESET: "비밀번호 재설정",
    TASK_HOUSEKEEPING_DONE: "만료된 인증 코드 {codes}건, 퍼즐 {captchas}건, 세션 {sessions}건을 정리했습니다",
    TASK_API_LOG_PRUNED: "만료된 API 로그 {deleted}건을 삭제했습니다",
    TASK_SUBMITTED: "작업이 제출되었습니다. 작업 관리에서 확인하세요",
    TASK_ORDER_EXPORT_DONE: "주문 {rows}건을 내보냈습니다",
    TASK_TRACK_EXPORT_DONE: "소포 {rows}건의 추적과 이벤트 {events}건을 내보냈습니다",
    TASK_LABEL_BATCH_DONE: "라벨 {printed}장을 하나의 PDF로 합쳤습니다",
    TASK_LABEL_BATCH_MISSING:
      "라벨 {printed}장을 하나의 PDF로 합쳤습니다. 주문 {missing}건은 아직 배송 라벨이 없습니다: {orders}",
    TASK_ORDER_IMPORT_DONE: "주문 {total}건 중 {succeeded}건을 가져왔습니다, 실패 {failed}건",
    TASK_ORDER_IMPORT_PAID: "임시 주문 {total}건 중 {paid}건을 결제했습니다, 실패 {failed}건",
    ORDER_IMPORT_REFERENCE_USED: "참조 번호가 이미 주문 {orderNo}에서 사용 중입니다",
    ORDER_IMPORT_NO_SENDER: "주소록에 기본 발송인을 설정하거나 발송인 주소를 선택하세요",
    ORDER_IMPORT_FILE_UNREADABLE: "업로드한 파일을 읽을 수 없습니다. 다시 업로드하세요",
    ORDER_IMPORT_NO_DRAFTS: "이 가져오기에는 결제 대기 중인 임시 주문이 없습니다",
    ORDER_IMPORT_ALL_OR_NOTHING_REFUSED:
      "주문 {failed}건이 검증을 통과하지 못해 주문을 하나도 생성하지 않았습니다(전부 아니면 전무). 실패 기록을 내려받아 수정한 뒤 다시 업로드하세요",
    ORDER_IMPORT_NOT_PLACED:
      "주문하지 않음: 같은 파일의 주문 {failed}건이 검증을 통과하지 못했습니다(전부 아니면 전무)",
    ORDER_IMPORT_HOLD_INSUFFICIENT:
      "잔액이 부족하여 주문을 하나도 생성하지 않았습니다: 이 파일의 운임은 {needed}, 사용 가능 잔액은 {available}입니다. 충전한 뒤 다시 업로드하세요",
    UPLOAD_NOT_EXCEL: "Excel 파일(.xlsx)을 업로드하세요",
    EDGE_CONTROL_CHARACTER: "제어 문자(NUL 등)를 포함할 수 없습니다",
    EDGE_TOO_DEEP: "중첩이 너무 깊습니다(최대 32단계)",
    EDGE_FORBIDDEN_KEY: "허용되지 않는 필드 이름입니다",
    EDGE_INVALID_JSON: "요청 본문이 올바른 JSON이 아닙니다",
    EDGE_CROSS_SITE_WRITE:
      "요청이 거부되었습니다. 변경은 이 사이트의 화면에서만 할 수 있습니다(JSON 또는 이 사이트의 Origin 필요)",
    UPLOAD_CONTROL_CHARACTER: "{row}행에 제어 문자(NUL 등)가 있습니다. 삭제 후 다시 업로드하세요",
    UNSUPPORTED_MEDIA_TYPE: "지원하지 않는 콘텐츠 유형입니다. JSON으로 보내세요",
    UPLOAD_MISSING_COLUMN: "파일에 이 열이 없습니다. 최신 템플릿을 내려받으세요",
    UPLOAD_UNPACKED_TOO_LARGE: "파일의 압축을 풀면 {limit}를 넘습니다. 나누어 업로드하세요",
    ORDER_IMPORT_MISSING_COLUMNS: "파일에 다음 열이 없습니다: {columns}. 최신 템플릿을 내려받으세요",
    ORDER_IMPORT_NO_ORDERS: "파일에 주문이 없습니다",
    ORDER_IMPORT_TOO_MANY_ROWS: "파일이 {limit}행을 넘습니다. 나누어 업로드하세요",
    ORDER_IMPORT_TOO_MANY_ORDERS: "파일의 주문이 {limit}건을 넘습니다. 나누어 업로드하세요",
    ORDER_IMPORT_ROW_COLUMN: "{row}행 「{column}」: {message}",
    ORDER_IMPORT_ROW: "{row}행: {message}",
    ORDER_IMPORT_COLUMN: "「{column}」: {message}",
    ORDER_IMPORT_UNKNOWN_PRODUCT: "계약된 상품 코드가 아닙니다",
    ORDER_IMPORT_UNKNOWN_COURIER_TYPE: "알 수 없는 택배 유형입니다. 목록에서 선택하세요",
    ORDER_IMPORT_UNKNOWN_CARGO_TYPE: "알 수 없는 화물 유형입니다. 목록에서 선택하세요",
    ORDER_IMPORT_FBA_REQUIRED: "FBA 상품은 필수입니다",
    ORDER_IMPORT_MAGNETIC_CONFLICT: "자성 화물은 화물 유형을 비우거나 자성으로 해야 합니다",
    ORDER_IMPORT_YES_NO: "예 또는 아니요를 입력하세요",
    ORDER_IMPORT_NUMBER: "숫자여야 합니다",
    ORDER_IMPORT_BOX_NUMBERING: "박스 번호는 1부터 빠짐없이 이어져야 합니다",
    ORDER_IMPORT_DIFFERS: "같은 주문(또는 박스)의 앞 행과 다릅니다",
    ORDER_IMPORT_FAILURE_REASON: "실패 사유",
    REF_COUNTRY_CODE_TAKEN: "이미 존재하는 국가 코드입니다",
    REF_UNKNOWN_COUNTRY: "알 수 없는 국가 코드입니다",
    REF_CITY_CODE_TAKEN: "이미 존재하는 도시 코드입니다",
    REF_CITY_CODE_DUPLICATE_IN_FILE: "파일에 같은 도시 코드가 여러 번 있습니다",
    REF_IMPORT_EMPTY: "파일에 데이터 행이 없습니다",
    REF_BASE_RATE_FIXED: "기준 통화(CNY)의 환율은 항상 1입니다",
    REF_DICT_NAME_TAKEN: "이미 존재하는 사전 이름입니다",
    REF_DICT_VALUE_TAKEN: "사전에 이미 있는 값입니다",
    CAT_GROUP_NAME_TAKEN: "이미 존재하는 우편번호 그룹 이름입니다",
    CAT_GROUP_IN_USE: "상품에서 사용 중인 우편번호 그룹은 삭제할 수 없습니다: {codes}",
    CAT_GROUP_BAD_KIND: "유형은 구역, 원격지, 비원격지, 금지 중 하나여야 합니다",
    CAT_GROUP_ROW_CONFLICT: "같은 이름의 그룹 행들의 유형 또는 국가가 서로 다릅니다",
    CAT_GROUP_ROW_SKIPPED: "이 그룹에 오류 행이 있어 그룹 전체를 가져오지 않았습니다",
    CAT_PACKAGE_CODE_TAKEN: "이미 존재하는 부가 서비스 코드입니다",
    CAT_PACKAGE_IN_USE: "상품에서 사용 중인 부가 서비스는 삭제할 수 없습니다: {codes}",
    CAT_FORMULA_TYPE_IN_USE: "이 공식 유형을 사용하는 공식이 있어 삭제할 수 없습니다: {codes}",
    CAT_UNKNOWN_CUSTOMER: "선택한 회사 중 고객이 아닌 회사가 있습니다",
    CAT_FORMULA_CODE_TAKEN: "이미 존재하는 공식 코드입니다",
    CAT_UNKNOWN_FORMULA_TYPE: "존재하지 않는 공식 유형입니다",
    CAT_FORMULA_IN_USE: "상품 부가 요금에서 사용 중인 공식은 삭제할 수 없습니다: {codes}",
    CAT_CONSTANT_DUPLICATE: "상수 이름이 중복되었습니다",
    SIGNING_NOT_SIGNED: "계약되지 않은 상품이라 취소할 수 없습니다",
    SIGNING_PRODUCT_OFFLINE: "판매 중지된 상품은 계약할 수 없습니다",
    SIGNING_PRODUCT_UNKNOWN: "존재하지 않는 판매 상품입니다",
    SIGNING_ORG_NOT_CUSTOMER: "선택한 회사는 고객이 아닙니다",
    SIGNING_PLAN_NOT_OF_PRODUCT: "이 견적 플랜은 해당 상품의 플랜이 아닙니다",
    SIGNING_OWN_PRODUCT_OTHER_ORG: "다른 고객의 자체 상품은 할당할 수 없습니다",
    CATALOG_PRICE_FORMAT: `가격은 0부터 ${PRICE}까지의 숫자이며 소수점 이하 4자리까지 가능합니다`,
    CATALOG_SIZE_FORMAT: `크기는 0부터 ${SIZE}까지의 숫자(cm)이며 소수점 이하 1자리까지 가능합니다`,
    FORMULA_CONSTANT_RANGE: `상수 값은 정수 부분 최대 ${BEFORE}자리, 소수 최대 ${AFTER}자리의 숫자여야 합니다`,
    CATALOG_PERCENT_FORMAT: "백분율은 0에서 100 사이의 숫자이며 소수점 이하 2자리까지 가능합니다",
    CATALOG_CODE_FORMAT: "코드에는 영문자, 숫자, _ 및 -만 사용할 수 있습니다",
    CATALOG_CURRENCY_FORMAT: "통화는 USD처럼 대문자 3자리여야 합니다",
    CATALOG_BANDS_CONTIGUOUS:
      "중량 구간은 연속되어야 합니다. 각 구간은 이전 구간이 끝나는 중량에서 시작해야 합니다",
    CATALOG_BAND_OPEN_NOT_LAST: "마지막 중량 구간만 상한 없이 둘 수 있습니다",
    CATALOG_INTERVALS_ASCENDING: "사용자 정의 올림 구간의 상한은 순서대로 커져야 합니다",
    CATALOG_ZONE_CODE_TAKEN: "구역 코드가 중복되었습니다",
    CATALOG_SURCHARGE_CODE_FORMAT:
      "부가 요금 코드는 영문자 또는 _로 시작하고 영문자, 숫자, _만 포함해야 합니다",
    CATALOG_CHARGE_UNIT: "계산 단위는 건당, 개당, kg당, 운임 백분율 또는 신고가액 백분율이어야 합니다",
    CATALOG_CHARGE_FIELD_UNIT:
      "선택한 단위에는 이 항목이 쓰이지 않습니다: 금액 단위는 금액을, 백분율 단위는 백분율을 입력하세요",
    CATALOG_CHARGE_STEP_PER_KG: "kg당 요금에만 중량 단계를 설정할 수 있습니다",
    CATALOG_READ_MODE:
      "상품이 판매 중이라 견적만 수정할 수 있습니다. 다른 설정을 변경하려면 먼저 판매를 중지하세요",
    CATALOG_OFFLINE_BY_PLATFORM: "플랫폼에서 판매 중지한 상품은 다시 판매할 수 없습니다",
    CATALOG_OWN_LIMIT: "이 고객의 버전에서는 자체 상품을 최대 {limit}개까지 만들 수 있습니다",
    CATALOG_COST_IN_USE: "이 원가를 사용하는 판매 상품이 있어 삭제할 수 없습니다",
    CATALOG_COST_UNKNOWN: "존재하지 않는 원가입니다",
    CATALOG_CODE_TAKEN: "이미 존재하는 상품 코드입니다",
    CATALOG_SURCHARGE_CODE_TAKEN: "이 상품에 같은 코드의 부가 요금이 이미 있습니다",
    CATALOG_PLAN_NAME_TAKEN: "이 상품에 같은 이름의 견적 플랜이 이미 있습니다",
    CATALOG_DEFAULT_PLAN: "기본 견적 플랜은 삭제할 수 없습니다",
    CATALOG_COUNTRY_UNKNOWN: "존재하지 않는 국가입니다",
    CATALOG_CURRENCY_UNKNOWN: "존재하지 않는 통화입니다",
    CATALOG_GROUP_UNKNOWN: "존재하지 않는 우편번호 그룹입니다",
    CATALOG_PACKAGE_UNKNOWN: "존재하지 않는 부가 서비스입니다",
    CATALOG_SUPPLIER_UNKNOWN: "선택한 회사는 공급업체가 아닙니다",
    CATALOG_OWNER_UNKNOWN: "선택한 회사는 고객이 아닙니다",
    CATALOG_FORMULA_UNKNOWN: "존재하지 않는 원가 공식입니다",
    CATALOG_ZONE_UNKNOWN: "이 상품에 없는 구역입니다",
    CATALOG_BAND_UNKNOWN: "이 상품에 없는 중량 구간입니다",
    CATALOG_CELL_DUPLICATE: "같은 구역과 중량 구간의 가격이 중복되었습니다",
    CATALOG_XLS_ZONE_CONFLICT: "같은 구역 코드의 행마다 이름 또는 국가가 다릅니다",
    CATALOG_XLS_ZONE_SKIPPED: "이 구역에 오류 행이 있어 구역 전체를 가져오지 않았습니다",
    CATALOG_XLS_TOO_MANY_ZONES: "상품당 구역은 최대 500개입니다",
    CATALOG_XLS_ZONE_TWICE: "이 구역이 파일에 두 번 나옵니다",
    QUOTE_PIECES_RANGE: "수량은 1~99개여야 합니다",
    QUOTE_WEIGHT_RANGE: `개별 중량은 0보다 크고 ${PIECE_WEIGHT} 이하인 숫자(kg)이며 소수점 이하 3자리까지 가능합니다`,
    QUOTE_SIZE_RANGE: `개별 크기는 0보다 크고 ${PIECE_SIZE} 이하인 숫자(cm)이며 소수점 이하 1자리까지 가능합니다`,
    QUOTE_COUNTRY_GROUP: "유럽연합은 국가 그룹입니다. 도착 국가를 선택하세요",
    QUOTE_ORG_REQUIRED: "견적을 낼 고객을 선택하세요",
    CARRIER_CODE_TAKEN: "이미 존재하는 연동 업체 코드입니다",
    CARRIER_TYPE_UNKNOWN: "지원하지 않는 서비스 클래스입니다",
    CARRIER_SETTING_REQUIRED: "{label}을(를) 입력하세요",
    CARRIER_SETTING_INVALID: "{label} 형식이 올바르지 않습니다",
    CARRIER_SETTING_UNKNOWN: "이 서비스 클래스에는 {key} 설정이 없습니다",
    CARRIER_NOT_CUSTOMER: "연동 업체는 고객에게만 배정할 수 있습니다",
    CARRIER_LINK_INVALID: "연결 업체가 없거나 자기 자신입니다",
    CATALOG_PROVIDER_UNKNOWN: "존재하지 않는 연동 업체입니다",
    CATALOG_PROVIDER_DISABLED: "사용 중지된 연동 업체입니다. 먼저 사용으로 바꾸거나 다른 업체를 선택하세요",
    CARRIER_CIRCUIT_OPEN:
      "업체 호출이 계속 실패해 차단기가 열렸습니다. 호출을 멈추고 대기 후 자동으로 다시 시도합니다",
    NUMBER_POOL_PROVIDER_NOT_MANUAL: "번호 풀은 수동 연동 업체(플랫폼 번호 풀과 라벨)에만 둘 수 있습니다",
    NUMBER_POOL_IMPORT_TOO_LARGE:
      "한 번에 최대 {limit}개까지 가져올 수 있습니다. 이번에는 {count}개이니 나누어 가져오세요",
    NUMBER_POOL_RANGE_REVERSED: "시작 일련번호가 끝 일련번호보다 클 수 없습니다",
    NUMBER_POOL_S10_PREFIX: "접두사는 영문자 2자입니다",
    NUMBER_POOL_S10_COUNTRY: "국가 접미사는 영문자 2자입니다",
    NUMBER_POOL_USED_UP:
      "번호 풀이 소진되었습니다: {provider}에 서비스 코드 {serviceCode}용 번호가 없습니다. 번호를 가져온 뒤 다시 전송하세요",
    NUMBER_REFUSED_badFormat: "형식이 올바르지 않습니다(영문자, 숫자, 하이픈 6~40자)",
    NUMBER_REFUSED_badCheckDigit: "S10 검증 번호가 올바르지 않습니다",
    NUMBER_REFUSED_duplicateInFile: "이번 가져오기 안에서 중복",
    NUMBER_REFUSED_alreadyInPool: "이미 번호 풀에 있습니다",
    CARRIER_OWN_LIMIT: "현재 버전에서는 자체 운송사 계정을 최대 {limit}개까지 연동할 수 있습니다",
    CARRIER_OWN_NOT_SHARED: "고객의 자체 운송사 계정은 해당 고객만 사용하며 다른 고객에게 배정할 수 없습니다",
    CARRIER_DOCKING_DECIDED: "이미 처리된 연동 신청입니다. 새로고침하여 확인하세요",
    CARRIER_DOCKING_FEE_UNCOVERED:
      "사용 가능 잔액 {available} {currency}로는 연동 수수료 {needed} {currency}를 동결할 수 없습니다. 먼저 충전하세요",
    CATALOG_PROVIDER_NOT_OWNERS:
      "이 원가 상품은 소유 고객의 자체 운송사 계정이나 플랫폼의 공개 연동 업체만 사용할 수 있습니다",
    CARRIER_IN_USE:
      "원가 상품, 라스트마일 서비스나 주문이 사용 중인 업체라 삭제할 수 없습니다. 대신 사용 중지하세요",
    DISTRIBUTOR_CODE_TAKEN: "이미 있는 배송사 코드입니다",
    DISTRIBUTOR_TEMPLATE_INVALID:
      "조회 링크는 http:// 또는 https://로 시작하고 경로나 파라미터에 {number}가 들어간 주소여야 합니다",
    DISTRIBUTOR_IN_USE:
      "라스트마일 서비스가 사용 중인 배송사라 삭제할 수 없습니다. 대신 사용 중지하세요: {codes}",
    LAST_MILE_COUNTRY_UNKNOWN: "알 수 없는 국가 코드입니다: {code}",
    DELIVERY_SERVICE_CODE_TAKEN: "이미 있는 라스트마일 서비스 코드입니다",
    DELIVERY_DISTRIBUTOR_UNKNOWN: "존재하지 않는 배송사입니다",
    DELIVERY_SERVICE_IN_USE:
      "원가 상품이 선택한 라스트마일 서비스라 삭제할 수 없습니다. 대신 사용 중지하세요",
    CATALOG_DELIVERY_SERVICE_UNKNOWN: "존재하지 않는 라스트마일 서비스입니다",
    CATALOG_DELIVERY_SERVICE_DISABLED:
      "사용 중지된 라스트마일 서비스입니다. 먼저 사용으로 바꾸거나 다른 서비스를 선택하세요",
  },
};

export type { ServerMessageKey };
