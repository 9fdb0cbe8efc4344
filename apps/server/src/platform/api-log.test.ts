import { describe, expect, it } from "vitest";
import { capBody, LOG_BODY_BYTES, maskBody, maskHeaders, maskUrl } from "./api-log";

describe("the API log's masking", () => {
  it("masks credentials, phone numbers and tax ids in a JSON body, at any depth", () => {
    const body = JSON.stringify({
      appSecret: "s3cr3t-value",
      recipient: { name: "Kim", phone: "01012345678", pccc: "P123456789012", address: "Seoul" },
      vat_no: "DE123456789",
      parcels: [{ sku: "A-1", weight: 120 }],
    });
    const masked = JSON.parse(maskBody(body));
    expect(masked.appSecret).toBe("***");
    expect(masked.recipient).toEqual({ name: "Kim", phone: "010***78", pccc: "P12***12", address: "Seoul" });
    expect(masked.vat_no).toBe("DE1***89");
    expect(masked.parcels).toEqual([{ sku: "A-1", weight: 120 }]);
  });

  it("masks a form's parameters and the JSON a TMS sends inside one", () => {
    const param = encodeURIComponent(
      JSON.stringify({ consignee_telephone: "13800138000", consignee_taxno: "P987654321098" }),
    );
    const masked = maskBody(`username=demo&password=hunter22&param=${param}`);
    expect(masked).toContain("password=***");
    expect(masked).not.toContain("hunter22");
    const inner = JSON.parse(decodeURIComponent(masked.split("param=")[1]!));
    expect(inner).toEqual({ consignee_telephone: "138***00", consignee_taxno: "P98***98" });
  });

  it("masks query parameters of a URL and credential headers", () => {
    expect(maskUrl("https://gw.example/router?method=ds.xms.order.create&app_key=abc123&sign=ffee")).toBe(
      "https://gw.example/router?method=ds.xms.order.create&app_key=***&sign=***",
    );
    expect(maskHeaders({ Authorization: "Bearer abc", "content-type": "application/json" })).toEqual({
      Authorization: "***",
      "content-type": "application/json",
    });
  });

  it("masks a Korean clearance code inside free text", () => {
    expect(maskBody("receiver code P123456789012 refused")).toBe("receiver code P12***12 refused");
  });

  it("caps a body at 8 KB on a character boundary and says how much was left out", () => {
    const long = "运".repeat(5000);
    const capped = capBody(long);
    expect(Buffer.byteLength(capped.split("…")[0]!, "utf8")).toBeLessThanOrEqual(LOG_BODY_BYTES);
    expect(capped).toMatch(/… \[\d+ more bytes\]$/);
    expect(capBody("short")).toBe("short");
  });
});
