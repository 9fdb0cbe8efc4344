import type { LocalizedText } from "@pp/contracts";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { readJson, writeJson } from "../../shared/lib/storage";

// The tab bar of visited pages (spec §2). Tabs keep the menu's titles in all languages, so switching the
// language relabels them without revisiting; they live in sessionStorage so a reload keeps them.

export type VisitedTab = {
  /** The pathname: one tab per screen. */
  key: string;
  /** Where clicking the tab goes back to, including the query string the user left it with. */
  to: string;
  titles: LocalizedText | null;
  /** Translation key for screens outside the menu tree. */
  titleKey: string | null;
};

export const HOME_PATH = "/home";
const STORAGE_KEY = "visited-tabs";

const homeTab = (titles: LocalizedText | null): VisitedTab => ({
  key: HOME_PATH,
  to: HOME_PATH,
  titles,
  titleKey: titles ? null : "shell.tabs.home",
});

type VisitedTabsApi = {
  tabs: VisitedTab[];
  visit: (tab: VisitedTab) => void;
  /** Returns the tabs left after closing, so the caller can pick where to go. */
  close: (key: string) => VisitedTab[];
  closeOthers: (key: string) => void;
  closeAll: () => void;
};

const VisitedTabsContext = createContext<VisitedTabsApi | null>(null);

const pinHome = (tabs: VisitedTab[], homeTitles: LocalizedText | null): VisitedTab[] => {
  const home = tabs.find((tab) => tab.key === HOME_PATH) ?? homeTab(homeTitles);
  return [home, ...tabs.filter((tab) => tab.key !== HOME_PATH)];
};

export const VisitedTabsProvider = ({
  homeTitles,
  children,
}: {
  homeTitles: LocalizedText | null;
  children: ReactNode;
}) => {
  const [stored, setStored] = useState<VisitedTab[]>(() =>
    readJson<VisitedTab[]>(sessionStorage, STORAGE_KEY, []),
  );
  const tabs = useMemo(() => pinHome(stored, homeTitles), [stored, homeTitles]);

  // Updaters may run twice under StrictMode; writing the same value twice is harmless.
  const update = useCallback((change: (current: VisitedTab[]) => VisitedTab[]) => {
    setStored((current) => {
      const next = change(current);
      if (next !== current) writeJson(sessionStorage, STORAGE_KEY, next);
      return next;
    });
  }, []);

  const visit = useCallback(
    (tab: VisitedTab) =>
      update((current) => {
        const index = current.findIndex((item) => item.key === tab.key);
        if (index === -1) return [...current, tab];
        const existing = current[index];
        const same =
          existing?.to === tab.to &&
          existing.titleKey === tab.titleKey &&
          JSON.stringify(existing.titles) === JSON.stringify(tab.titles);
        return same ? current : current.map((item, i) => (i === index ? tab : item));
      }),
    [update],
  );

  const close = useCallback(
    (key: string) => {
      const next = tabs.filter((tab) => tab.key !== key || key === HOME_PATH);
      update((current) => current.filter((tab) => tab.key !== key || key === HOME_PATH));
      return next;
    },
    [tabs, update],
  );

  const closeOthers = useCallback(
    (key: string) => update((current) => current.filter((tab) => tab.key === key || tab.key === HOME_PATH)),
    [update],
  );

  const closeAll = useCallback(
    () => update((current) => current.filter((tab) => tab.key === HOME_PATH)),
    [update],
  );

  const value = useMemo(
    () => ({ tabs, visit, close, closeOthers, closeAll }),
    [tabs, visit, close, closeOthers, closeAll],
  );
  return <VisitedTabsContext.Provider value={value}>{children}</VisitedTabsContext.Provider>;
};

export const useVisitedTabs = (): VisitedTabsApi => {
  const context = useContext(VisitedTabsContext);
  if (!context) throw new Error("useVisitedTabs must be used inside VisitedTabsProvider");
  return context;
};
