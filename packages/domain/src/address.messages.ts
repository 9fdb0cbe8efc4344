import type { Language } from "./constants";
import { translateValidation } from "./validation.messages";
import type { ValidationKey } from "./validation.rules";

export const ADDRESS_MESSAGE_KEYS = [
  "addressPostcodeCN",
  "addressPostcodeUS",
  "addressPostcodeGB",
  "addressPostcodeDE",
  "addressPostcodeFR",
  "addressPostcodeJP",
  "addressPostcodeKR",
  "addressPostcodeAU",
  "addressPostcodeCA",
  "addressPostcodeIT",
  "addressPostcodeES",
  "addressPostcodeNL",
  "addressPhone",
  "addressPhoneCN",
  "addressClearanceNoKR",
  "addressCountryGroup",
] as const;
export type AddressOwnMessageKey = (typeof ADDRESS_MESSAGE_KEYS)[number];

/** What an address issue may say: a general validation text where one fits, else an address-specific one. */
export type AddressMessageKey = ValidationKey | AddressOwnMessageKey;

// Each country's message names its format and an example, so the user sees how to fix it, not just that it is wrong.
export const addressMessages: Record<Language, Record<AddressOwnMessageKey, string>> = {
  zh: {
    addressPostcodeCN: "中国邮编须为6位数字，如 100000",
    addressPostcodeUS: "美国邮编须为5位数字或5+4位，如 94105 或 94105-1234",
    addressPostcodeGB: "英国邮编格式不正确，如 SW1A 1AA",
    addressPostcodeDE: "德国邮编须为5位数字，如 10115",
    addressPostcodeFR: "法国邮编须为5位数字，如 75001",
    addressPostcodeJP: "日本邮编须为 123-4567 格式，如 100-0001",
    addressPostcodeKR: "韩国邮编须为5位数字，如 04524",
    addressPostcodeAU: "澳大利亚邮编须为4位数字，如 2000",
    addressPostcodeCA: "加拿大邮编须为 A1A 1A1 格式，如 K1A 0B1",
    addressPostcodeIT: "意大利邮编须为5位数字，如 00184",
    addressPostcodeES: "西班牙邮编须为5位数字，如 28001",
    addressPostcodeNL: "荷兰邮编须为4位数字加2个字母，如 1012 AB",
    addressPhone: "请输入正确的电话号码（6-15位数字，可带+、空格、括号或连字符）",
    addressPhoneCN: "请输入正确的11位手机号码或固定电话（如 010-12345678）",
    addressClearanceNoKR: "韩国个人通关号码须为P加12位数字，如 P123456789012",
    addressCountryGroup: "请选择具体国家，不能选择国家组",
  },
  en: {
    addressPostcodeCN: "A Chinese postcode is 6 digits, e.g. 100000",
    addressPostcodeUS: "A US ZIP code is 5 digits or ZIP+4, e.g. 94105 or 94105-1234",
    addressPostcodeGB: "Enter a valid UK postcode, e.g. SW1A 1AA",
    addressPostcodeDE: "A German postcode is 5 digits, e.g. 10115",
    addressPostcodeFR: "A French postcode is 5 digits, e.g. 75001",
    addressPostcodeJP: "A Japanese postcode looks like 123-4567, e.g. 100-0001",
    addressPostcodeKR: "A Korean postcode is 5 digits, e.g. 04524",
    addressPostcodeAU: "An Australian postcode is 4 digits, e.g. 2000",
    addressPostcodeCA: "A Canadian postcode looks like A1A 1A1, e.g. K1A 0B1",
    addressPostcodeIT: "An Italian postcode is 5 digits, e.g. 00184",
    addressPostcodeES: "A Spanish postcode is 5 digits, e.g. 28001",
    addressPostcodeNL: "A Dutch postcode is 4 digits and 2 letters, e.g. 1012 AB",
    addressPhone: "Enter a valid phone number (6-15 digits; +, spaces, brackets and hyphens allowed)",
    addressPhoneCN: "Enter a valid 11-digit mobile number or a landline such as 010-12345678",
    addressClearanceNoKR:
      "The Korean customs clearance code (PCCC) is P followed by 12 digits, e.g. P123456789012",
    addressCountryGroup: "Choose a country, not a group of countries",
  },
  ko: {
    addressPostcodeCN: "중국 우편번호는 6자리 숫자입니다 (예: 100000)",
    addressPostcodeUS: "미국 우편번호는 5자리 또는 5+4자리 숫자입니다 (예: 94105, 94105-1234)",
    addressPostcodeGB: "올바른 영국 우편번호를 입력하세요 (예: SW1A 1AA)",
    addressPostcodeDE: "독일 우편번호는 5자리 숫자입니다 (예: 10115)",
    addressPostcodeFR: "프랑스 우편번호는 5자리 숫자입니다 (예: 75001)",
    addressPostcodeJP: "일본 우편번호는 123-4567 형식입니다 (예: 100-0001)",
    addressPostcodeKR: "한국 우편번호는 5자리 숫자입니다 (예: 04524)",
    addressPostcodeAU: "호주 우편번호는 4자리 숫자입니다 (예: 2000)",
    addressPostcodeCA: "캐나다 우편번호는 A1A 1A1 형식입니다 (예: K1A 0B1)",
    addressPostcodeIT: "이탈리아 우편번호는 5자리 숫자입니다 (예: 00184)",
    addressPostcodeES: "스페인 우편번호는 5자리 숫자입니다 (예: 28001)",
    addressPostcodeNL: "네덜란드 우편번호는 숫자 4자리와 영문 2자입니다 (예: 1012 AB)",
    addressPhone: "올바른 전화번호를 입력하세요 (숫자 6~15자리, +, 공백, 괄호, 하이픈 사용 가능)",
    addressPhoneCN: "올바른 11자리 휴대폰 번호 또는 유선 전화번호(예: 010-12345678)를 입력하세요",
    addressClearanceNoKR: "개인통관고유부호는 P와 숫자 12자리입니다 (예: P123456789012)",
    addressCountryGroup: "국가 그룹이 아닌 국가를 선택하세요",
  },
};

const isOwnKey = (key: AddressMessageKey): key is AddressOwnMessageKey =>
  (ADDRESS_MESSAGE_KEYS as readonly string[]).includes(key);

/** The text of an address issue in `lang`. */
export const translateAddressMessage = (lang: Language, key: AddressMessageKey): string =>
  isOwnKey(key) ? addressMessages[lang][key] : translateValidation(lang, key);
