// Business constants of spec §9, stated once for the server and the console.

export const LANGUAGES = ["zh", "en", "ko"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "zh";

export const VERIFICATION_CODE_TTL_MS = 5 * 60 * 1000;
export const VERIFICATION_CODE_RESEND_SECONDS = 60;
export const LOGIN_LOADING_MS = 400;
export const PASSWORD_CHANGE_LOGOUT_MS = 1500;
export const TOKEN_COOKIE = "HD-TOEKN";
export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export const SLIDER = {
  canvasWidth: 310,
  canvasHeight: 155,
  pieceSize: 42,
  defaultTolerance: 5,
  minTolerance: 1,
  maxTolerance: 10,
  failResetMs: 1000,
} as const;

export const LAYOUT = {
  sidebarWidth: 200,
  sidebarCollapsedWidth: 60,
  headerHeight: 54,
  tabWidth: 105,
  breakpoint: 992,
  defaultThemeColor: "#2c7eff",
  themeCookieDays: 365,
} as const;

export const DICTIONARY_PAGE_SIZE = 9999;

/** Spec §9: what docking a carrier API the platform lacks costs a customer, in the base currency. */
export const DOCKING_FEE = "3000.00";

/**
 * Spec §9: how many own services a customer may keep, by edition; null = unlimited. Counted apart for its own
 * products (report price type "own") and its own carrier accounts.
 */
export const OWN_PRODUCT_LIMITS = { free: 2, standard: 5, professional: null } as const;
