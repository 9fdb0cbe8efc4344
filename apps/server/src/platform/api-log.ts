import { maskText } from "@pp/domain";
import { inArray, lt } from "drizzle-orm";
import type { Db } from "./db";
import type { FileStore } from "./file-store";
import { apiCalls } from "./platform.tables";

// The API log's writer (platform.tables.ts `api_calls`): callers hand in what they sent and received; it masks
// credentials, phone numbers and tax ids (the Korean PCCC included) wherever they appear as a JSON field, a form
// or query parameter or a header, caps each body at LOG_BODY_BYTES, and writes the rows of a moment together (a
// carrier push at hundreds of calls a second costs one insert every quarter second, not one per call).

export const LOG_BODY_BYTES = 8192;
const FLUSH_MS = 250;
const FLUSH_ROWS = 200;
const PRUNE_SLICE = 5000;

const CREDENTIAL = /pass(word)?|secret|token|api_?key|app_?key|^sign$|signature|authori[sz]ation|credential/i;
const PHONE = /phone|mobile|^tel$|_tel$|telephone/i;
const TAX_ID = /tax|vat|eori|ioss|hmrc|pccc|clearance_?no|idcard|id_card|cpf/i;
/** A Korean personal customs clearance code inside free text. */
const PCCC_IN_TEXT = /\bP\d{12}\b/g;

const maskValue = (key: string, value: string): string => {
  if (CREDENTIAL.test(key)) return value ? "***" : "";
  if (PHONE.test(key) || TAX_ID.test(key)) return maskText(value);
  return value.replace(PCCC_IN_TEXT, (code) => maskText(code));
};

const maskJson = (value: unknown, key = ""): unknown => {
  if (typeof value === "string") return maskValue(key, value);
  if (typeof value === "number" && (CREDENTIAL.test(key) || PHONE.test(key) || TAX_ID.test(key)))
    return maskValue(key, String(value));
  if (Array.isArray(value)) return value.map((item) => maskJson(item, key));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskJson(v, k)]));
  return value;
};

const parseJson = (text: string): unknown => {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
};

/** A parameter's value: JSON inside a form (a TMS's `param=<JSON>`) is masked field by field. */
const maskParam = (key: string, value: string) => {
  const json = parseJson(value);
  return json === undefined ? maskValue(key, value) : JSON.stringify(maskJson(json));
};

const isForm = (text: string) => /^[\w.[\]-]+=[^&]*(&[\w.[\]-]+=[^&]*)*$/.test(text.trim());

const maskForm = (text: string) =>
  text
    .trim()
    .split("&")
    .map((pair) => {
      const at = pair.indexOf("=");
      const key = decodeURIComponent(pair.slice(0, at));
      let value: string;
      try {
        value = decodeURIComponent(pair.slice(at + 1).replace(/\+/g, " "));
      } catch {
        return `${pair.slice(0, at)}=${maskValue(key, pair.slice(at + 1))}`;
      }
      return `${pair.slice(0, at)}=${encodeURIComponent(maskParam(key, value))}`;
    })
    .join("&");

/** A body with every credential, phone number and tax id masked. */
export const maskBody = (text: string): string => {
  const json = parseJson(text);
  if (json !== undefined) return JSON.stringify(maskJson(json));
  if (isForm(text)) return maskForm(text);
  return text.replace(PCCC_IN_TEXT, (code) => maskText(code));
};

/** A URL with its query parameters masked. */
export const maskUrl = (url: string): string => {
  const at = url.indexOf("?");
  return at < 0 ? url : `${url.slice(0, at)}?${maskForm(url.slice(at + 1))}`;
};

export const maskHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, maskValue(key, value)]));

/** At most `LOG_BODY_BYTES` of UTF-8, cut on a character, saying how much was left out. */
export const capBody = (text: string): string => {
  const bytes = Buffer.from(text, "utf8");
  if (bytes.length <= LOG_BODY_BYTES) return text;
  const kept = bytes
    .subarray(0, LOG_BODY_BYTES)
    .toString("utf8")
    .replace(/\uFFFD+$/, "");
  return `${kept}… [${bytes.length - Buffer.byteLength(kept, "utf8")} more bytes]`;
};

export type ApiCallEntry = typeof apiCalls.$inferInsert;

export type ApiLog = {
  /** Queues a row (already masked by the caller through `maskBody` / `maskUrl`); written within FLUSH_MS. */
  record(entry: ApiCallEntry): void;
  /** Writes what is queued now (the list reads after it, and the server before it stops). */
  flush(): Promise<void>;
  /** Deletes the rows older than the retention; answers how many. */
  prune(retentionDays: number, now?: Date): Promise<number>;
};

export const createApiLog = (db: Db, files: FileStore, onError: (error: unknown) => void): ApiLog => {
  let queue: ApiCallEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const rows = queue;
    queue = [];
    if (rows.length)
      writing = writing.then(() =>
        db
          .insert(apiCalls)
          .values(rows)
          .then(
            () => undefined,
            (error) => onError(error),
          ),
      );
    return writing;
  };

  return {
    record(entry) {
      queue.push(entry);
      if (queue.length >= FLUSH_ROWS) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_MS);
    },
    flush,
    // In slices of PRUNE_SLICE rows, so a large backlog never holds one long transaction.
    async prune(retentionDays, now = new Date()) {
      const before = new Date(now.getTime() - retentionDays * 86_400_000);
      let total = 0;
      for (;;) {
        const slice = db
          .select({ id: apiCalls.id })
          .from(apiCalls)
          .where(lt(apiCalls.at, before))
          .limit(PRUNE_SLICE);
        const deleted = await db
          .delete(apiCalls)
          .where(inArray(apiCalls.id, slice))
          .returning({ id: apiCalls.id, labelFile: apiCalls.labelFile });
        // The labels the rows kept go with them (a label an order prints is the order's own copy).
        for (const { labelFile } of deleted) if (labelFile) await files.delete(labelFile);
        total += deleted.length;
        if (deleted.length < PRUNE_SLICE) return total;
      }
    },
  };
};
