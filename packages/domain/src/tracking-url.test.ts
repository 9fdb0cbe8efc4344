import { describe, expect, it } from "vitest";
import { isTrackingUrlTemplate, trackingUrlOf } from "./tracking-url";

describe("a distributor's tracking URL template", () => {
  it("takes an http(s) address holding {number}, in the path or the query", () => {
    expect(isTrackingUrlTemplate("https://tools.usps.com/go/TrackConfirmAction?tLabels={number}")).toBe(true);
    expect(isTrackingUrlTemplate("http://www.royalmail.com/track-your-item#/tracking-results/{number}")).toBe(
      true,
    );
    expect(isTrackingUrlTemplate("https://www.sf-express.com/track/{number}?lang={number}")).toBe(true);
  });

  it("refuses a template without {number}, another scheme, spaces or no host", () => {
    expect(isTrackingUrlTemplate("https://tools.usps.com/go/TrackConfirmAction")).toBe(false);
    expect(isTrackingUrlTemplate("https://example.com/{NUMBER}")).toBe(false);
    expect(isTrackingUrlTemplate("ftp://example.com/{number}")).toBe(false);
    expect(isTrackingUrlTemplate("javascript:alert('{number}')")).toBe(false);
    expect(isTrackingUrlTemplate("https://example.com/track {number}")).toBe(false);
    expect(isTrackingUrlTemplate("https://{number}")).toBe(false);
    expect(isTrackingUrlTemplate("")).toBe(false);
  });

  it("builds the link with the number escaped, and none without a number or a valid template", () => {
    expect(trackingUrlOf("https://t.example.com/?n={number}", "9400 1&x")).toBe(
      "https://t.example.com/?n=9400%201%26x",
    );
    expect(trackingUrlOf("https://t.example.com/{number}/{number}", "AB1")).toBe(
      "https://t.example.com/AB1/AB1",
    );
    expect(trackingUrlOf("https://t.example.com/{number}", null)).toBeNull();
    expect(trackingUrlOf("https://t.example.com/{number}", "")).toBeNull();
    expect(trackingUrlOf("", "AB1")).toBeNull();
  });
});
