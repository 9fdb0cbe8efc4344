import type { Language } from "../constants";
import {
  FORMULA_ERROR_CODES,
  FORMULA_MAX_DEPTH,
  FORMULA_MAX_LENGTH,
  FORMULA_MAX_OPERATIONS,
  FORMULA_NUMBER_DECIMALS,
  FORMULA_NUMBER_INTEGER_DIGITS,
  type FormulaErrorCode,
} from "./formula";
import type {
  AdjustmentCode,
  CargoType,
  LocalizedName,
  NotServedCode,
  NotServedReason,
} from "./pricing.types";

// `{name}` placeholders are filled from the reason's params by `translateNotServed`.
export const notServedMessages: Record<Language, Record<NotServedCode, string>> = {
  zh: {
    zoneNotCovered: "该产品不覆盖目的地 {country} {postcode}",
    postcodeBlocked: "该产品不派送邮编 {postcode}",
    pieceWeightOverLimit: "单件重量 {weight} kg 超过限制 {limit} kg",
    orderWeightOverLimit: "总重量 {weight} kg 超过限制 {limit} kg",
    sizeOverLimit: "最长边 {length} cm 超过限制 {limit} cm",
    girthOverLimit: "围长 {girth} cm 超过限制 {limit} cm",
    declaredValueOverLimit: "申报价值 {value} 超过限制 {limit}",
    cargoTypeNotAllowed: "该产品不接受货物类型：{cargoType}",
    multiPieceNotSupported: "服务类型不支持一票多件：{pieces} 件，最多 {limit} 件",
    noRateForWeight: "分区 {zone} 没有计费重量 {weight} kg 的价格",
    originNotServed: "该产品不从 {origin} 发货",
    currencyRateMissing: "缺少币种 {currency} 的汇率",
    formulaFailed: "附加费 {surcharge} 的公式无法计算：{error}",
    amountOverMaximum: "金额超过单票上限 {limit} {currency}",
  },
  en: {
    zoneNotCovered: "The product does not cover the destination {country} {postcode}",
    postcodeBlocked: "The product does not deliver to postcode {postcode}",
    pieceWeightOverLimit: "A piece weighs {weight} kg, over the limit of {limit} kg",
    orderWeightOverLimit: "The total weight {weight} kg is over the limit of {limit} kg",
    sizeOverLimit: "The longest side {length} cm is over the limit of {limit} cm",
    girthOverLimit: "The girth {girth} cm is over the limit of {limit} cm",
    declaredValueOverLimit: "The declared value {value} is over the limit of {limit}",
    cargoTypeNotAllowed: "The product does not accept this cargo type: {cargoType}",
    multiPieceNotSupported:
      "The service type does not support multiple pieces per order: {pieces} pieces, at most {limit}",
    noRateForWeight: "Zone {zone} has no price for a chargeable weight of {weight} kg",
    originNotServed: "The product does not ship from {origin}",
    currencyRateMissing: "No currency rate for {currency}",
    formulaFailed: "The formula of surcharge {surcharge} cannot be computed: {error}",
    amountOverMaximum: "The amount is over the maximum of {limit} {currency} for one order",
  },
  ko: {
    zoneNotCovered: "이 상품은 목적지 {country} {postcode}을(를) 지원하지 않습니다",
    postcodeBlocked: "이 상품은 우편번호 {postcode}(으)로 배송하지 않습니다",
    pieceWeightOverLimit: "개별 중량 {weight} kg이 제한 {limit} kg을 초과합니다",
    orderWeightOverLimit: "총 중량 {weight} kg이 제한 {limit} kg을 초과합니다",
    sizeOverLimit: "최장 변 {length} cm가 제한 {limit} cm를 초과합니다",
    girthOverLimit: "둘레 {girth} cm가 제한 {limit} cm를 초과합니다",
    declaredValueOverLimit: "신고 가격 {value}이(가) 제한 {limit}을(를) 초과합니다",
    cargoTypeNotAllowed: "이 상품은 해당 화물 유형을 받지 않습니다: {cargoType}",
    multiPieceNotSupported:
      "이 서비스 유형은 한 주문에 여러 개를 지원하지 않습니다: {pieces}개, 최대 {limit}개",
    noRateForWeight: "구역 {zone}에 청구 중량 {weight} kg의 요금이 없습니다",
    originNotServed: "이 상품은 {origin}에서 발송하지 않습니다",
    currencyRateMissing: "통화 {currency}의 환율이 없습니다",
    formulaFailed: "할증료 {surcharge}의 수식을 계산할 수 없습니다: {error}",
    amountOverMaximum: "금액이 주문당 상한 {limit} {currency}을(를) 초과합니다",
  },
};

// The bounds as the messages state them.
const LENGTH = FORMULA_MAX_LENGTH.toLocaleString("en");
const DEPTH = FORMULA_MAX_DEPTH;
const OPERATIONS = FORMULA_MAX_OPERATIONS;
const BEFORE = FORMULA_NUMBER_INTEGER_DIGITS;
const AFTER = FORMULA_NUMBER_DECIMALS;

// `{position}` is the 1-based character where the formula goes wrong.
export const formulaErrorMessages: Record<Language, Record<FormulaErrorCode, string>> = {
  zh: {
    empty: "公式不能为空",
    syntax: "第 {position} 个字符处语法错误",
    unknownVariable: "第 {position} 个字符处有未知的变量或常量",
    unknownFunction: "第 {position} 个字符处有未知的函数",
    wrongArgumentCount: "第 {position} 个字符处函数的参数个数不正确",
    unsupportedExpression: "第 {position} 个字符处有不支持的写法",
    invalidConstant: "常量的值必须是数字",
    divisionByZero: "计算时出现除以零",
    typeMismatch: "计算时数字与文字混用",
    notANumber: "公式的结果不是数字",
    negativeResult: "公式的结果不能为负数",
    tooLong: `公式最多 ${LENGTH} 个字符，第 {position} 个字符起超出`,
    tooDeep: `括号最多嵌套 ${DEPTH} 层，第 {position} 个字符处超出`,
    tooManyOperations: `公式最多包含 ${OPERATIONS} 个数字、名称和运算符，第 {position} 个字符处超出`,
    numberOutOfRange: `第 {position} 个字符处的数字超出范围：整数部分最多 ${BEFORE} 位，小数最多 ${AFTER} 位`,
    constantOutOfRange: `常量的值超出范围：整数部分最多 ${BEFORE} 位，小数最多 ${AFTER} 位`,
    sampleOutOfRange: `试算的样例值超出范围：整数部分最多 ${BEFORE} 位，小数最多 ${AFTER} 位`,
    outOfRange: `计算结果超出范围：公式的结果须小于 10,000,000,000，中间结果须小于 10^20`,
  },
  en: {
    empty: "The formula cannot be empty",
    syntax: "Syntax error at character {position}",
    unknownVariable: "Unknown variable or constant at character {position}",
    unknownFunction: "Unknown function at character {position}",
    wrongArgumentCount: "Wrong number of arguments for the function at character {position}",
    unsupportedExpression: "Unsupported expression at character {position}",
    invalidConstant: "A constant's value must be a number",
    divisionByZero: "Division by zero while computing",
    typeMismatch: "A number and a text were mixed while computing",
    notANumber: "The formula's result is not a number",
    negativeResult: "The formula's result cannot be negative",
    tooLong: `A formula has at most ${LENGTH} characters; character {position} is beyond that`,
    tooDeep: `Brackets nest at most ${DEPTH} deep; the bracket at character {position} goes deeper`,
    tooManyOperations: `A formula has at most ${OPERATIONS} numbers, names and operators; character {position} is beyond that`,
    numberOutOfRange: `The number at character {position} is out of range: at most ${BEFORE} digits before the decimal point and ${AFTER} after it`,
    constantOutOfRange: `A constant's value is out of range: at most ${BEFORE} digits before the decimal point and ${AFTER} after it`,
    sampleOutOfRange: `A sample value is out of range: at most ${BEFORE} digits before the decimal point and ${AFTER} after it`,
    outOfRange:
      "A value computed is out of range: the result must be below 10,000,000,000 and every step below 10^20",
  },
  ko: {
    empty: "수식은 비워 둘 수 없습니다",
    syntax: "{position}번째 문자에 구문 오류가 있습니다",
    unknownVariable: "{position}번째 문자에 알 수 없는 변수 또는 상수가 있습니다",
    unknownFunction: "{position}번째 문자에 알 수 없는 함수가 있습니다",
    wrongArgumentCount: "{position}번째 문자의 함수 인수 개수가 올바르지 않습니다",
    unsupportedExpression: "{position}번째 문자에 지원하지 않는 표현식이 있습니다",
    invalidConstant: "상수 값은 숫자여야 합니다",
    divisionByZero: "계산 중 0으로 나누었습니다",
    typeMismatch: "계산 중 숫자와 문자가 섞였습니다",
    notANumber: "수식의 결과가 숫자가 아닙니다",
    negativeResult: "수식의 결과는 음수일 수 없습니다",
    tooLong: `수식은 최대 ${LENGTH}자입니다. {position}번째 문자부터 초과합니다`,
    tooDeep: `괄호는 최대 ${DEPTH}단계까지 중첩할 수 있습니다. {position}번째 문자의 괄호가 초과합니다`,
    tooManyOperations: `수식에는 숫자, 이름, 연산자를 최대 ${OPERATIONS}개까지 쓸 수 있습니다. {position}번째 문자부터 초과합니다`,
    numberOutOfRange: `{position}번째 문자의 숫자가 범위를 벗어났습니다: 정수 부분 최대 ${BEFORE}자리, 소수 최대 ${AFTER}자리`,
    constantOutOfRange: `상수 값이 범위를 벗어났습니다: 정수 부분 최대 ${BEFORE}자리, 소수 최대 ${AFTER}자리`,
    sampleOutOfRange: `테스트 샘플 값이 범위를 벗어났습니다: 정수 부분 최대 ${BEFORE}자리, 소수 최대 ${AFTER}자리`,
    outOfRange:
      "계산 값이 범위를 벗어났습니다: 결과는 10,000,000,000 미만, 모든 중간 값은 10^20 미만이어야 합니다",
  },
};

export const cargoTypeLabels: Record<Language, Record<CargoType, string>> = {
  zh: {
    general: "普货",
    battery: "带电",
    magnetic: "带磁",
    liquid: "液体",
    powder: "粉末",
    sensitive: "敏感货",
  },
  en: {
    general: "General cargo",
    battery: "Battery",
    magnetic: "Magnetic",
    liquid: "Liquid",
    powder: "Powder",
    sensitive: "Sensitive goods",
  },
  ko: {
    general: "일반 화물",
    battery: "배터리",
    magnetic: "자성",
    liquid: "액체",
    powder: "분말",
    sensitive: "민감 화물",
  },
};

/** The names of a quote's adjustment lines (rules bandFloor and minimumCharge). */
export const adjustmentNames: Record<AdjustmentCode, LocalizedName> = {
  bandFloor: { zh: "重量段保底调整", en: "Band price floor adjustment", ko: "중량 구간 최저가 조정" },
  minimumCharge: { zh: "最低收费调整", en: "Minimum charge adjustment", ko: "최소 요금 조정" },
};

const fill = (template: string, params: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);

const isFormulaErrorCode = (value: string | undefined): value is FormulaErrorCode =>
  (FORMULA_ERROR_CODES as readonly string[]).includes(value ?? "");

/** A formula error in `lang`; `position` is 0-based as compileFormula reports it and shown 1-based. */
export const translateFormulaError = (lang: Language, code: FormulaErrorCode, position?: number): string =>
  fill(formulaErrorMessages[lang][code], position === undefined ? {} : { position: String(position + 1) });

/**
 * The reason a product does not serve a parcel, in `lang`. A formulaFailed reason's `error` param is a formula
 * error code and is itself translated; a cargoType param is shown by its label.
 */
export const translateNotServed = (lang: Language, reason: NotServedReason): string => {
  const params = { ...reason.params };
  const { error, position, cargoType } = reason.params;
  if (isFormulaErrorCode(error)) {
    params.error = translateFormulaError(lang, error, position === undefined ? undefined : Number(position));
  }
  if (cargoType !== undefined && cargoType in cargoTypeLabels[lang]) {
    params.cargoType = cargoTypeLabels[lang][cargoType as CargoType];
  }
  return fill(notServedMessages[lang][reason.code], params).replace(/\s+/g, " ").trim();
};
