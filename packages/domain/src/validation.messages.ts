import { groupDigits, MONEY_MAX, SETTINGS_WEIGHT_MAX_KG } from "./bounds";
import type { Language } from "./constants";

const MONEY = groupDigits(MONEY_MAX);
const WEIGHT = groupDigits(SETTINGS_WEIGHT_MAX_KG);

import type { ValidationKey, ValidationRule } from "./validation.rules";

// `{name}` placeholders are filled from the rule's params by `translateValidation`.
export const validationMessages: Record<Language, Record<ValidationKey, string>> = {
  zh: {
    required: "该字段不能为空",
    account: "账号须为3-20位字母、数字、下划线或连字符",
    password: "密码须为8-64个字符，至少包含一个字母和一个数字，可使用任意其他字符",
    passwordIsAccount: "密码不能与账号相同",
    passwordCommon: "该密码过于常见，容易被猜中，请换一个",
    passwordMismatch: "两次输入的密码不一致",
    mobile: "请输入正确的11位手机号码",
    landline: "请输入正确的固定电话，如010-12345678，分机号可用“-”连接",
    idCard: "请输入正确的身份证号码（15位或18位）",
    email: "请输入正确的邮箱地址",
    ip: "请输入正确的IP地址",
    url: "请输入以http://或https://开头的正确网址",
    phoneOrEmail: "请输入正确的手机号码或邮箱地址",
    smsCode: "请输入6位数字验证码",
    number: "请输入有效的数字",
    nonNegative: "请输入大于或等于0的数字",
    positive: "请输入大于0的数字",
    integer: "请输入整数",
    decimals: "请输入数字，最多保留{max}位小数",
    weight: `重量须为0到${WEIGHT}的数字，最多3位小数`,
    money: `金额须为0到${MONEY}的数字，最多2位小数`,
    countryCode: "国家代码须为2位大写字母",
    portCode: "港口代码须为3位大写字母",
    upper2to5: "请输入2-5位大写字母",
    englishOnly: "只能输入英文字母和空格",
    chineseOnly: "只能输入中文汉字",
    englishDigitsSymbols500: "只能输入英文字母、数字和符号，最多500个字符",
    postcode: "邮编只能包含字母、数字、空格或连字符（1-12位），且不能以空格或连字符开头或结尾",
    minNotAboveMax: "最小值不能大于最大值",
    agreementRequired: "请阅读并同意用户协议和隐私政策",
    sliderRequired: "请先完成滑块验证",
  },
  en: {
    required: "This field cannot be empty",
    account: "Account must be 3-20 letters, digits, underscores or hyphens",
    password:
      "Password must be 8-64 characters with at least one letter and one digit; any other characters are allowed",
    passwordIsAccount: "The password cannot be the account name",
    passwordCommon: "This password is too common and easily guessed; choose another",
    passwordMismatch: "The two passwords do not match",
    mobile: "Enter a valid 11-digit mobile number",
    landline:
      "Enter a valid landline number, e.g. 010-12345678, optionally followed by an extension such as -123",
    idCard: "Enter a valid ID card number (15 or 18 characters)",
    email: "Enter a valid email address",
    ip: "Enter a valid IP address",
    url: "Enter a valid URL starting with http:// or https://",
    phoneOrEmail: "Enter a valid mobile number or email address",
    smsCode: "Enter the 6-digit verification code",
    number: "Enter a valid number",
    nonNegative: "Enter a number greater than or equal to 0",
    positive: "Enter a number greater than 0",
    integer: "Enter a whole number",
    decimals: "Enter a number with at most {max} decimal places",
    weight: `Weight must be a number from 0 to ${WEIGHT} with at most 3 decimal places`,
    money: `Amount must be a number from 0 to ${MONEY} with at most 2 decimal places`,
    countryCode: "Country code must be 2 uppercase letters",
    portCode: "Port code must be 3 uppercase letters",
    upper2to5: "Enter 2-5 uppercase letters",
    englishOnly: "Only English letters and spaces are allowed",
    chineseOnly: "Only Chinese characters are allowed",
    englishDigitsSymbols500: "Only English letters, digits and symbols are allowed, up to 500 characters",
    postcode:
      "Postcode may contain only letters, digits, spaces or hyphens (1-12 characters) and cannot start or end with a space or hyphen",
    minNotAboveMax: "The minimum cannot be greater than the maximum",
    agreementRequired: "Please read and accept the User Agreement and Privacy Policy",
    sliderRequired: "Please complete the slider verification first",
  },
  ko: {
    required: "필수 입력 항목입니다",
    account: "계정은 영문, 숫자, 밑줄(_) 또는 하이픈(-)으로 된 3~20자여야 합니다",
    password:
      "비밀번호는 문자와 숫자를 각각 1자 이상 포함한 8~64자여야 하며, 그 밖의 기호도 사용할 수 있습니다",
    passwordIsAccount: "비밀번호는 계정 이름과 같을 수 없습니다",
    passwordCommon: "너무 흔해 쉽게 추측되는 비밀번호입니다. 다른 비밀번호를 사용하세요",
    passwordMismatch: "비밀번호가 일치하지 않습니다",
    mobile: "올바른 11자리 휴대폰 번호를 입력하세요",
    landline: "올바른 유선 전화번호를 입력하세요 (예: 010-12345678, 내선 번호는 -123처럼 덧붙일 수 있습니다)",
    idCard: "올바른 신분증 번호(15자리 또는 18자리)를 입력하세요",
    email: "올바른 이메일 주소를 입력하세요",
    ip: "올바른 IP 주소를 입력하세요",
    url: "http:// 또는 https://로 시작하는 올바른 URL을 입력하세요",
    phoneOrEmail: "올바른 휴대폰 번호 또는 이메일 주소를 입력하세요",
    smsCode: "6자리 인증번호를 입력하세요",
    number: "올바른 숫자를 입력하세요",
    nonNegative: "0 이상의 숫자를 입력하세요",
    positive: "0보다 큰 숫자를 입력하세요",
    integer: "정수를 입력하세요",
    decimals: "소수점 이하 {max}자리 이내의 숫자를 입력하세요",
    weight: `무게는 0부터 ${WEIGHT}까지이며 소수점 이하 3자리 이내여야 합니다`,
    money: `금액은 0부터 ${MONEY}까지이며 소수점 이하 2자리 이내여야 합니다`,
    countryCode: "국가 코드는 영문 대문자 2자여야 합니다",
    portCode: "항구 코드는 영문 대문자 3자여야 합니다",
    upper2to5: "영문 대문자 2~5자를 입력하세요",
    englishOnly: "영문자와 공백만 입력할 수 있습니다",
    chineseOnly: "한자(중국어)만 입력할 수 있습니다",
    englishDigitsSymbols500: "영문, 숫자, 기호만 최대 500자까지 입력할 수 있습니다",
    postcode:
      "우편번호는 영문, 숫자, 공백, 하이픈(-)으로 된 1~12자여야 하며 공백이나 하이픈으로 시작하거나 끝날 수 없습니다",
    minNotAboveMax: "최솟값은 최댓값보다 클 수 없습니다",
    agreementRequired: "이용약관 및 개인정보 처리방침을 읽고 동의해 주세요",
    sliderRequired: "먼저 슬라이더 인증을 완료해 주세요",
  },
};

/**
 * The message of `key` in `lang`, with `{name}` placeholders replaced by `params`. A placeholder without a
 * value is left visible rather than blanked, so a missing param shows up in review instead of producing a
 * sentence with a silent gap.
 */
export const translateValidation = (
  lang: Language,
  key: ValidationKey,
  params?: Record<string, number | string>,
): string =>
  validationMessages[lang][key].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params?.[name];
    return value === undefined ? placeholder : String(value);
  });

/** The translated message when `value` breaks `rule`, otherwise `undefined`. */
export const validationError = (lang: Language, rule: ValidationRule, value: string): string | undefined =>
  rule.test(value) ? undefined : translateValidation(lang, rule.key, rule.params);
