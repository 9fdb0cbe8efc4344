import { useEffect, useState } from "react";

/** A quicker answer than this shows no spinner at all. */
const SHOW_AFTER_MS = 300;
/** Once shown, a spinner stays at least this long, so its entering motion ends before it leaves. */
const MIN_SHOWN_MS = 500;

/**
 * A calm loading flag for a button: on only when `pending` lasts past SHOW_AFTER_MS, then on for at least
 * MIN_SHOWN_MS. antd's button animates its spinner in and out, and a flag that flips back while the spinner is
 * still entering can leave it spinning for good (seen in CI after a refusal answered within 150 ms: the save
 * button stayed "loading" and could not be pressed again). This flag never flips back during the entry.
 */
export const useCalmLoading = (pending: boolean): boolean => {
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    if (pending && shownAt === null) {
      const timer = setTimeout(() => setShownAt(Date.now()), SHOW_AFTER_MS);
      return () => clearTimeout(timer);
    }
    if (!pending && shownAt !== null) {
      const timer = setTimeout(() => setShownAt(null), Math.max(0, shownAt + MIN_SHOWN_MS - Date.now()));
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [pending, shownAt]);
  return shownAt !== null;
};
