import { LAYOUT } from "@pp/domain";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { readCookie, removeCookie, writeCookie } from "../../shared/lib/cookies";
import { readJson, writeJson } from "../../shared/lib/storage";

// Settings drawer preferences (spec §2). The theme colour is a cookie for 365 days (spec §9) so it survives
// the storage wipe of a logout; the switches live in localStorage.

export type LayoutSwitches = {
  showTabs: boolean;
  fixedHeader: boolean;
  showLogo: boolean;
  uniqueOpened: boolean;
};

type LayoutSettings = LayoutSwitches & {
  /** The colour the user picked, or null to follow the brand. */
  chosenThemeColor: string | null;
  setThemeColor: (color: string | null) => void;
  setSwitch: (name: keyof LayoutSwitches, value: boolean) => void;
  resetSettings: () => void;
};

const THEME_COOKIE = "theme-color";
const SWITCHES_KEY = "layout-settings";
const DEFAULT_SWITCHES: LayoutSwitches = {
  showTabs: true,
  fixedHeader: true,
  showLogo: true,
  uniqueOpened: true,
};
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const readThemeColor = (): string | null => {
  const value = readCookie(THEME_COOKIE);
  return value && HEX_COLOR.test(value) ? value : null;
};

const LayoutSettingsContext = createContext<LayoutSettings | null>(null);

export const LayoutSettingsProvider = ({ children }: { children: ReactNode }) => {
  const [chosenThemeColor, setChosen] = useState<string | null>(readThemeColor);
  const [switches, setSwitches] = useState<LayoutSwitches>(() => ({
    ...DEFAULT_SWITCHES,
    ...readJson<Partial<LayoutSwitches>>(localStorage, SWITCHES_KEY, {}),
  }));

  const setThemeColor = useCallback((color: string | null) => {
    setChosen(color);
    if (color === null) removeCookie(THEME_COOKIE);
    else
      writeCookie(THEME_COOKIE, color, new Date(Date.now() + LAYOUT.themeCookieDays * 24 * 60 * 60 * 1000));
  }, []);

  const setSwitch = useCallback((name: keyof LayoutSwitches, value: boolean) => {
    setSwitches((current) => {
      const next = { ...current, [name]: value };
      writeJson(localStorage, SWITCHES_KEY, next);
      return next;
    });
  }, []);

  const resetSettings = useCallback(() => {
    setThemeColor(null);
    setSwitches(DEFAULT_SWITCHES);
    writeJson(localStorage, SWITCHES_KEY, DEFAULT_SWITCHES);
  }, [setThemeColor]);

  const value = useMemo(
    () => ({ ...switches, chosenThemeColor, setThemeColor, setSwitch, resetSettings }),
    [switches, chosenThemeColor, setThemeColor, setSwitch, resetSettings],
  );
  return <LayoutSettingsContext.Provider value={value}>{children}</LayoutSettingsContext.Provider>;
};

export const useLayoutSettings = (): LayoutSettings => {
  const context = useContext(LayoutSettingsContext);
  if (!context) throw new Error("useLayoutSettings must be used inside LayoutSettingsProvider");
  return context;
};
