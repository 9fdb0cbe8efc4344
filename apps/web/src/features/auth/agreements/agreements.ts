import type { Language } from "@pp/domain";
import type { Agreements } from "./agreement.types";
import { enAgreements } from "./en";
import { koAgreements } from "./ko";
import { zhAgreements } from "./zh";

export const agreementsByLanguage: Record<Language, Agreements> = {
  zh: zhAgreements,
  en: enAgreements,
  ko: koAgreements,
};
