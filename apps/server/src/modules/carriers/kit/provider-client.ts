import { AsyncLocalStorage } from "node:async_hooks";
import {
  type ApiCallEntry,
  type ApiLog,
  capBody,
  maskBody,
  maskHeaders,
  maskUrl,
} from "../../../platform/api-log";
import type { FileStore } from "../../../platform/file-store";
import type { Breaker } from "./breaker";
import {
  type CarrierAdapter,
  CarrierError,
  type CarrierHttp,
  type CarrierHttpResponse,
  type CarrierOperation,
} from "./carrier";

// A provider account's adapter as the platform uses it: each operation passes the circuit breaker, and each HTTP
// call it makes goes to the API log (masked, capped, a label's bytes kept in the file store and the log naming
// them), marked with the operation's outcome once the adapter has read the answer.

/** The code of the refusal an open circuit answers without calling the provider. */
export const CIRCUIT_OPEN = "CIRCUIT_OPEN";

/** Whose call it is, written on its log rows. */
export type CallContext = { orgId: number | null; orderNo: string | null };

type Running = CallContext & { entries: ApiCallEntry[] };
const running = new AsyncLocalStorage<Running>();

/** Strings in a JSON answer longer than this that read as base64 are label data. */
const INLINE_LABEL_CHARS = 2048;
const BASE64 = /^[A-Za-z0-9+/=\r\n]+$/;

export type ProviderClientOptions = {
  providerId: number;
  breaker: Breaker;
  apiLog: ApiLog;
  files: FileStore;
  timeoutMs: number;
  fetch?: typeof fetch;
};

const isBinary = (contentType: string, body: Uint8Array) =>
  /pdf|octet-stream|image\//i.test(contentType) ||
  (body.length > 4 && Buffer.from(body.subarray(0, 5)).toString("latin1") === "%PDF-");

const decodeText = (body: Uint8Array) => Buffer.from(body).toString("utf8");

/** The answer as the log keeps it: a binary body or an inline base64 label stored, the rest masked and capped. */
const loggedResponse = async (
  files: FileStore,
  contentType: string,
  body: Uint8Array,
): Promise<{ text: string; labelFile: string | null }> => {
  if (isBinary(contentType, body)) {
    const stored = await files.put({
      bytes: Buffer.from(body),
      contentType: contentType || "application/pdf",
      name: "label",
    });
    return { text: `[${body.length} bytes kept as ${stored.key}]`, labelFile: stored.key };
  }
  const text = decodeText(body);
  let labelFile: string | null = null;
  const keepLabels = async (value: unknown): Promise<unknown> => {
    if (typeof value === "string" && value.length >= INLINE_LABEL_CHARS && BASE64.test(value)) {
      const bytes = Buffer.from(value, "base64");
      const stored = await files.put({
        bytes,
        contentType: isBinary("", bytes) ? "application/pdf" : "text/plain",
        name: "label",
      });
      labelFile ??= stored.key;
      return `[${bytes.length} bytes kept as ${stored.key}]`;
    }
    if (Array.isArray(value)) return Promise.all(value.map(keepLabels));
    if (value && typeof value === "object")
      return Object.fromEntries(
        await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await keepLabels(item)])),
      );
    return value;
  };
  let shown = text;
  if (text.length >= INLINE_LABEL_CHARS && /^\s*[[{]/.test(text)) {
    try {
      shown = JSON.stringify(await keepLabels(JSON.parse(text)));
    } catch {
      shown = text;
    }
  }
  return { text: capBody(maskBody(shown)), labelFile };
};

const loggedRequest = (headers: Record<string, string> | undefined, body: string | undefined) => {
  const head = headers && Object.keys(headers).length ? `${JSON.stringify(maskHeaders(headers))}\n\n` : "";
  return capBody(`${head}${body ? maskBody(body) : ""}`);
};

/** The transport an adapter is handed: real HTTP with a timeout, each call logged in the running operation. */
export const createLoggedHttp = (options: ProviderClientOptions): CarrierHttp => {
  const doFetch = options.fetch ?? fetch;
  return async (request) => {
    const started = performance.now();
    const context = running.getStore();
    const entry: ApiCallEntry = {
      direction: "outbound",
      providerId: options.providerId,
      orgId: context?.orgId ?? null,
      orderNo: context?.orderNo ?? null,
      operation: request.operation,
      method: request.method,
      url: maskUrl(request.url),
      status: 0,
      outcome: "ok",
      durationMs: 0,
      request: loggedRequest(request.headers, request.body),
      response: "",
    };
    context?.entries.push(entry);
    try {
      const answer = await doFetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const body = new Uint8Array(await answer.arrayBuffer());
      const headers = Object.fromEntries(answer.headers.entries());
      entry.status = answer.status;
      entry.outcome =
        answer.status >= 500 || answer.status === 429
          ? "unavailable"
          : answer.status >= 400
            ? "rejected"
            : "ok";
      const logged = await loggedResponse(options.files, headers["content-type"] ?? "", body);
      entry.response = logged.text;
      entry.labelFile = logged.labelFile;
      const response: CarrierHttpResponse = {
        status: answer.status,
        headers,
        body,
        text: () => decodeText(body),
      };
      return response;
    } catch (error) {
      entry.outcome = "unavailable";
      entry.response = capBody(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      throw new CarrierError("unavailable", entry.response);
    } finally {
      entry.durationMs = Math.round(performance.now() - started);
      if (!context) options.apiLog.record(entry);
    }
  };
};

/** Runs one operation of the adapter: through the breaker, its calls logged with the operation's outcome. */
const guarded =
  (options: ProviderClientOptions, operation: CarrierOperation) =>
  async <T>(context: CallContext, run: () => Promise<T>): Promise<T> => {
    const state: Running = { ...context, entries: [] };
    if (!options.breaker.allow()) {
      options.apiLog.record({
        direction: "outbound",
        providerId: options.providerId,
        orgId: context.orgId,
        orderNo: context.orderNo,
        operation,
        method: "-",
        url: "-",
        status: 0,
        outcome: "refused",
        durationMs: 0,
        request: "",
        response: "circuit open",
      });
      throw new CarrierError("unavailable", "circuit open", CIRCUIT_OPEN);
    }
    try {
      const result = await running.run(state, run);
      options.breaker.record(true);
      return result;
    } catch (error) {
      const kind = error instanceof CarrierError ? error.kind : "unavailable";
      const last = state.entries.at(-1);
      if (last && last.outcome === "ok") last.outcome = kind;
      // A refusal or "no such shipment" is the provider working; only its own failures count against it.
      options.breaker.record(kind !== "unavailable");
      throw error instanceof CarrierError ? error : new CarrierError("unavailable", String(error));
    } finally {
      for (const entry of state.entries) options.apiLog.record(entry);
    }
  };

/** The adapter with every operation guarded and logged; `context` says whose order each call is for. */
export type ProviderClient = {
  [K in keyof CarrierAdapter]-?: NonNullable<CarrierAdapter[K]> extends (...args: infer A) => infer R
    ? (context: CallContext, ...args: A) => R
    : never;
} & {
  /** A label the provider answered as an address: fetched at once, before the address expires. */
  downloadLabel(context: CallContext, url: string): Promise<Uint8Array>;
};

export const guardAdapter = (
  adapter: CarrierAdapter,
  options: ProviderClientOptions,
  http: CarrierHttp,
): ProviderClient => {
  const missing = (operation: string) => () =>
    Promise.reject(new CarrierError("rejected", `The provider does not support ${operation}`, "UNSUPPORTED"));
  return {
    createShipment: (context, request) =>
      guarded(options, "createShipment")(context, () => adapter.createShipment(request)),
    findShipment: (context, orderNo) =>
      guarded(options, "findShipment")(context, () => adapter.findShipment(orderNo)),
    fetchLabel: (context, ref, format, size) =>
      guarded(options, "fetchLabel")(context, () => adapter.fetchLabel(ref, format, size)),
    cancelShipment: (context, ref) =>
      adapter.cancelShipment
        ? guarded(options, "cancelShipment")(context, () => adapter.cancelShipment!(ref))
        : missing("cancelShipment")(),
    downloadLabel: (context, url) =>
      guarded(options, "fetchLabel")(context, async () => {
        const answer = await http({ operation: "fetchLabel", method: "GET", url });
        if (answer.status !== 200 || answer.body.length === 0)
          throw new CarrierError(
            "unavailable",
            `The label address answered ${answer.status}`,
            String(answer.status),
          );
        return answer.body;
      }),
    fetchTracking: (context, numbers) =>
      adapter.fetchTracking
        ? guarded(options, "fetchTracking")(context, () => adapter.fetchTracking!(numbers))
        : missing("fetchTracking")(),
  };
};
