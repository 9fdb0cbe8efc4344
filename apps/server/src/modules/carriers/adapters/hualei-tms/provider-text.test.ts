import { describe, expect, it } from "vitest";
import { decodeProviderBytes, decodeProviderMessage } from "./provider-text";

// "请求成功" in GBK and in UTF-8.
const GBK = new Uint8Array([0xc7, 0xeb, 0xc7, 0xf3, 0xb3, 0xc9, 0xb9, 0xa6]);

describe("provider text", () => {
  it("reads UTF-8 bytes as UTF-8 and anything else as GBK", () => {
    expect(decodeProviderBytes(new TextEncoder().encode("请求成功"))).toBe("请求成功");
    expect(decodeProviderBytes(GBK)).toBe("请求成功");
  });

  it("URL-decodes a message over either encoding", () => {
    expect(decodeProviderMessage("%C7%EB%C7%F3%B3%C9%B9%A6")).toBe("请求成功");
    expect(decodeProviderMessage(encodeURIComponent("请求成功"))).toBe("请求成功");
    expect(decodeProviderMessage("order+saved%21")).toBe("order saved!");
  });

  it("leaves a message that was never encoded as it was", () => {
    expect(decodeProviderMessage("地址错误: 100% sure 😀")).toBe("地址错误: 100% sure 😀");
  });
});
