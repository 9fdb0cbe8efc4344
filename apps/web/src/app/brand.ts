import { LAYOUT } from "@pp/domain";
import { useTranslation } from "react-i18next";
import { useBrand } from "../features/auth/auth.hooks";
import { useLanguage } from "../locales";
import { useLayoutSettings } from "./layout/layout-settings";

// The brand query itself belongs to identity (the login page shows it first); the shell only reads it,
// through the same query key, so the brand is fetched once per page load.

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The system name of this host's brand in the current language, with a neutral fallback while loading. */
export const useSystemName = (): string => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data: brand } = useBrand();
  return brand?.systemName[lang] || t("common.appName");
};

/** The user's chosen colour, else the brand's, else the product default (spec §9). */
export const useThemeColor = (): string => {
  const { chosenThemeColor } = useLayoutSettings();
  const { data: brand } = useBrand();
  if (chosenThemeColor) return chosenThemeColor;
  if (brand && HEX_COLOR.test(brand.themeColor)) return brand.themeColor;
  return LAYOUT.defaultThemeColor;
};
