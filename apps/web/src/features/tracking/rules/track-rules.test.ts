import { describe, expect, it } from "vitest";
import { NEW_RULE, prefillOf, ruleFormLink, ruleFormOf, trackStatusOptions } from "./track-rules";

describe("the rule form's prefill from an unmapped event", () => {
  it("travels in the rule page's address and fills the source and the code of a new rule", () => {
    const link = ruleFormLink(7, { source: "Sandbox Carrier&Co", code: "XK 77" });
    const params = new URL(link, "http://console").searchParams;
    expect(params.get("groupId")).toBe("7");
    const prefill = prefillOf(params);
    expect(prefill).toEqual({ source: "Sandbox Carrier&Co", code: "XK 77" });
    expect(ruleFormOf(undefined, prefill)).toEqual({
      ...NEW_RULE,
      source: "Sandbox Carrier&Co",
      eventCode: "XK 77",
    });
  });

  it("is absent from a plain rule page", () => {
    expect(prefillOf(new URLSearchParams("groupId=3"))).toBeNull();
    expect(ruleFormOf(undefined, null)).toEqual(NEW_RULE);
  });

  it("offers every mappable status but expired, in the reader's language", () => {
    const options = trackStatusOptions("en");
    expect(options.map((o) => o.value)).not.toContain("expired");
    expect(options.find((o) => o.value === "delivered")?.label).toBe("Delivered");
  });
});
