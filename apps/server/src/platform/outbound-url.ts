import { lookup as dnsLookup } from "node:dns/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

// Calls the platform makes to addresses its customers chose (webhooks): the SSRF guard (docs/security.md "Calls
// to customers' addresses"). A URL must be https and every address its host resolves to public; the connection
// then goes to the very address that was checked (the lookup handed to the socket validates what it answers), so
// a host name that resolves to a public address at the check and to a private one a moment later (DNS rebinding)
// gains nothing. Redirects are never followed (node:http does not), so a 3xx cannot lead anywhere else.

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:7f00:1) stands for, else undefined. */
const mappedIpv4 = (address: string) => {
  const match = /^::ffff:(.+)$/i.exec(address);
  if (!match) return undefined;
  const rest = match[1]!;
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
};

/** Whether an IP address is one a customer's URL may not reach: loopback, private, link-local, CGNAT, multicast. */
export const isPrivateAddress = (address: string) => {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const v4 = isIP(bare) === 4 ? bare : mappedIpv4(bare);
  if (v4) return blocked.check(v4, "ipv4");
  if (isIP(bare) === 6) return blocked.check(bare, "ipv6");
  return true;
};

/** Why a URL is refused: the message key and its parameters. */
export class OutboundRefused extends Error {
  constructor(
    readonly key:
      | "WEBHOOK_URL_INVALID"
      | "WEBHOOK_URL_NOT_HTTPS"
      | "WEBHOOK_URL_PRIVATE"
      | "WEBHOOK_URL_UNRESOLVED",
    readonly params: Record<string, string> = {},
  ) {
    super(`${key}${params.address ? ` (${params.address})` : ""}`);
  }
}

export type Resolver = (host: string) => Promise<string[]>;

const systemResolver: Resolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export type OutboundAnswer = {
  status: number;
  headers: IncomingMessage["headers"];
  /** The answer's first bytes as text (at most `excerptBytes`). */
  excerpt: string;
};

export type OutboundGuard = ReturnType<typeof createOutboundGuard>;

/**
 * The guard over `allowedHosts` (host names or IP literals that may be private and plain http: a test receiver,
 * a staging installation) and a resolver (tests hand one in to make a name resolve to loopback).
 */
export const createOutboundGuard = (options: { allowedHosts: string[]; resolve?: Resolver }) => {
  const allowed = new Set(options.allowedHosts.map((host) => host.trim().toLowerCase()).filter(Boolean));
  const resolve = options.resolve ?? systemResolver;
  const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "").toLowerCase();

  const parse = (text: string) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new OutboundRefused("WEBHOOK_URL_INVALID");
    }
    if (url.username || url.password || !["https:", "http:"].includes(url.protocol))
      throw new OutboundRefused("WEBHOOK_URL_INVALID");
    if (url.protocol === "http:" && !allowed.has(hostOf(url)))
      throw new OutboundRefused("WEBHOOK_URL_NOT_HTTPS");
    return url;
  };

  /** The addresses of the URL's host, each checked: refused when any is private and the host is not allowed. */
  const addressesOf = async (host: string) => {
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : await resolve(host);
    } catch {
      throw new OutboundRefused("WEBHOOK_URL_UNRESOLVED");
    }
    if (addresses.length === 0) throw new OutboundRefused("WEBHOOK_URL_UNRESOLVED");
    if (!allowed.has(host)) {
      const refused = addresses.find(isPrivateAddress);
      if (refused) throw new OutboundRefused("WEBHOOK_URL_PRIVATE", { address: refused });
    }
    return addresses;
  };

  /** The socket's lookup: answers only addresses it checked, so the connection goes where the check looked. */
  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    addressesOf(hostname.replace(/^\[|\]$/g, "").toLowerCase()).then(
      (addresses) => {
        const entries = addresses.map((address) => ({ address, family: isIP(address) }));
        if (lookupOptions.all) callback(null, entries);
        else callback(null, entries[0]!.address, entries[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, "", 0),
    );
  };

  return {
    /** Checks a URL as it is saved: its form and every address its host resolves to now. */
    async check(text: string) {
      const url = parse(text);
      await addressesOf(hostOf(url));
      return url;
    },

    /**
     * POSTs `body` to the URL, checked again now, connecting only to the checked addresses and following no
     * redirect. Answers the status, headers and excerpt; throws on a refused URL, a network failure or the timeout.
     */
    async post(
      text: string,
      message: { headers: Record<string, string>; body: string },
      limits: { timeoutMs: number; excerptBytes: number },
    ): Promise<OutboundAnswer> {
      const url = parse(text);
      const host = hostOf(url);
      // An IP literal never reaches a lookup: it is checked here.
      if (isIP(host)) await addressesOf(host);
      const send = url.protocol === "https:" ? httpsRequest : httpRequest;
      return new Promise<OutboundAnswer>((done, fail) => {
        const request = send(
          url,
          {
            method: "POST",
            headers: { ...message.headers, "content-length": Buffer.byteLength(message.body) },
            lookup: guardedLookup,
            timeout: limits.timeoutMs,
          },
          (response) => {
            const chunks: Buffer[] = [];
            let size = 0;
            response.on("data", (chunk: Buffer) => {
              if (size < limits.excerptBytes) chunks.push(chunk);
              size += chunk.length;
              if (size >= limits.excerptBytes) response.destroy();
            });
            const finish = () =>
              done({
                status: response.statusCode ?? 0,
                headers: response.headers,
                excerpt: Buffer.concat(chunks).subarray(0, limits.excerptBytes).toString("utf8"),
              });
            response.on("end", finish);
            response.on("close", finish);
            response.on("error", finish);
          },
        );
        const timer = setTimeout(() => request.destroy(new Error("timed out")), limits.timeoutMs);
        request.on("close", () => clearTimeout(timer));
        request.on("timeout", () => request.destroy(new Error("timed out")));
        request.on("error", (error) => fail(error));
        request.end(message.body);
      });
    },
  };
};

/** Splits WEBHOOK_ALLOWED_HOSTS. */
export const allowedHostsOf = (list: string) =>
  list
    .split(",")
    .map((host) => host.trim())
    .filter(Boolean);
