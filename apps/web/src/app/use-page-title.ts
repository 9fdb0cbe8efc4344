import { useEffect } from "react";
import { useSystemName } from "./brand";

/** Spec §2: the document title is the page title plus the system name. */
export const usePageTitle = (pageTitle: string | null | undefined): void => {
  const systemName = useSystemName();
  useEffect(() => {
    // No title yet (still loading, about to redirect): leave the current one rather than flash the bare name.
    if (pageTitle) document.title = `${pageTitle} - ${systemName}`;
    else if (!document.title) document.title = systemName;
  }, [pageTitle, systemName]);
};
