import { isHttpUrl } from "./validation.rules";

// A last-mile distributor's tracking page (spec §2 distributor editing): a URL template holding `{number}`, where
// the order's last-mile tracking number goes.

export const TRACKING_NUMBER_PLACEHOLDER = "{number}";

/**
 * Whether a template is an http(s) address with `{number}` in its path, query or fragment, never in its host (an
 * empty template means no tracking page).
 */
export const isTrackingUrlTemplate = (template: string): boolean => {
  const host = /^https?:\/\/([^/?#]*)/i.exec(template)?.[1] ?? "";
  return (
    template.includes(TRACKING_NUMBER_PLACEHOLDER) &&
    !host.includes(TRACKING_NUMBER_PLACEHOLDER) &&
    isHttpUrl(template.replaceAll(TRACKING_NUMBER_PLACEHOLDER, "0"))
  );
};

/** The tracking page of a number: every `{number}` replaced by the number, escaped for a URL; null without one. */
export const trackingUrlOf = (template: string, number: string | null): string | null =>
  number && isTrackingUrlTemplate(template)
    ? template.replaceAll(TRACKING_NUMBER_PLACEHOLDER, encodeURIComponent(number))
    : null;
