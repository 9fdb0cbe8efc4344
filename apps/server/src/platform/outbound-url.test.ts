import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createOutboundGuard, isPrivateAddress, OutboundRefused } from "./outbound-url";

// The SSRF guard: which addresses are private, the check on save, and the check at connection time that closes
// the DNS-rebinding window (the resolver is handed in, as a customer's DNS could answer anything).

describe("private addresses", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "::1",
    "::",
    "fd00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
  ])("%s is private", (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(["93.184.215.14", "8.8.8.8", "172.32.0.1", "2606:4700::1111", "::ffff:8.8.8.8"])(
    "%s is public",
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );
});

const refusal = async (run: Promise<unknown>) => {
  try {
    await run;
  } catch (error) {
    if (error instanceof OutboundRefused) return error.key;
    throw error;
  }
  return "accepted";
};

describe("the guard", () => {
  it("refuses a host name that resolves to loopback, and any private address among several", async () => {
    const guard = createOutboundGuard({
      allowedHosts: [],
      resolve: async (host) =>
        host === "sneaky.example" ? ["93.184.215.14", "127.0.0.1"] : ["93.184.215.14"],
    });
    expect(await refusal(guard.check("https://sneaky.example/hook"))).toBe("WEBHOOK_URL_PRIVATE");
    expect(await refusal(guard.check("https://fine.example/hook"))).toBe("accepted");
    expect(await refusal(guard.check("http://fine.example/hook"))).toBe("WEBHOOK_URL_NOT_HTTPS");
    expect(await refusal(guard.check("https://user:pw@fine.example/hook"))).toBe("WEBHOOK_URL_INVALID");
  });

  it("connects only to the address it checked: a host that turns private after the save is refused", async () => {
    const server = createServer((_request, response) => response.end("reached"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    let answers = 0;
    // Public at the save, loopback when the delivery connects (DNS rebinding).
    const guard = createOutboundGuard({
      allowedHosts: [],
      resolve: async () => (answers++ === 0 ? ["93.184.215.14"] : ["127.0.0.1"]),
    });
    try {
      expect(await refusal(guard.check(`https://rebind.example:${port}/hook`))).toBe("accepted");
      const sent = guard.post(
        `https://rebind.example:${port}/hook`,
        { headers: {}, body: "{}" },
        { timeoutMs: 2000, excerptBytes: 1024 },
      );
      expect(await refusal(sent)).toBe("WEBHOOK_URL_PRIVATE");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("reaches an allowed host over http and answers the status and an excerpt", async () => {
    const server = createServer((_request, response) => {
      response.writeHead(202);
      response.end("x".repeat(5000));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const guard = createOutboundGuard({ allowedHosts: ["127.0.0.1"] });
      const answer = await guard.post(
        `http://127.0.0.1:${port}/hook`,
        { headers: { "content-type": "application/json" }, body: "{}" },
        { timeoutMs: 2000, excerptBytes: 1024 },
      );
      expect(answer.status).toBe(202);
      expect(answer.excerpt).toHaveLength(1024);
      expect(
        await refusal(createOutboundGuard({ allowedHosts: [] }).check(`http://127.0.0.1:${port}/`)),
      ).toBe("WEBHOOK_URL_NOT_HTTPS");
      expect(
        await refusal(createOutboundGuard({ allowedHosts: [] }).check(`https://127.0.0.1:${port}/`)),
      ).toBe("WEBHOOK_URL_PRIVATE");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
