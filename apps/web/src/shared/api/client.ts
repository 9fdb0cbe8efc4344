import { ERROR_CODES, type ErrorCode } from "@pp/contracts";
import dayjs from "dayjs";
import { currentLanguage, i18n } from "../../locales";
import { clearSession } from "../auth/token-store";
import { navigateTo, notifyError } from "./api-bridge";
import { ApiRequestError } from "./api-error";

// The one API client of the console (spec §7, §8). Every call carries the session (the browser sends its
// HttpOnly cookie) and the interface language; every failure is turned into an ApiRequestError after the user has been told about it once.

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

export type RequestOptions = {
  params?: QueryParams;
  signal?: AbortSignal;
  /** Do not show the error message; the caller presents the failure itself (status handling still applies). */
  silent?: boolean;
  /** Login-flow requests: a 401 there is an answer for the form, not an expired session. */
  authFlow?: boolean;
  timeoutMs?: number;
  /** On 403, replace the current history entry: for route checks, so Back does not lead into the same wall. */
  replaceOnForbidden?: boolean;
  headers?: Record<string, string>;
};

const DEFAULT_TIMEOUT_MS = 30_000;

// Several requests may fail with 401 at once; the session is cleared and the page reloaded only once.
let isReloading = false;

export const buildUrl = (url: string, params?: QueryParams): string => {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
};

type Raw = { response: Response };

const send = async (method: string, url: string, body: unknown, options: RequestOptions): Promise<Raw> => {
  const timeout = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    timeout.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;

  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": currentLanguage(),
    ...options.headers,
  };

  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }

  try {
    const response = await fetch(buildUrl(url, options.params), { method, headers, body: payload, signal });
    return { response };
  } catch (cause) {
    if (timedOut) {
      throw fail(
        options,
        new ApiRequestError({ status: 0, code: "TIMEOUT", message: i18n.t("common.errors.timeout") }),
      );
    }
    if (options.signal?.aborted) {
      // The caller (react-query, an unmounting page) cancelled: nobody is waiting for an explanation.
      throw new ApiRequestError({ status: 0, code: "ABORTED", message: i18n.t("common.errors.cancelled") });
    }
    throw fail(
      options,
      new ApiRequestError({
        status: 0,
        code: "NETWORK",
        message: i18n.t("common.errors.noResponse"),
        details: cause instanceof Error ? cause.message : undefined,
      }),
    );
  } finally {
    clearTimeout(timer);
  }
};

const fail = (options: RequestOptions, error: ApiRequestError): ApiRequestError => {
  if (!options.silent) notifyError(error.message);
  return error;
};

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);

const readErrorBody = async (response: Response): Promise<ApiRequestError> => {
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  // Checked by hand rather than with the contract's zod schema: the error path must not pull zod into the
  // first download of every page.
  const body = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  if (isErrorCode(body.code) && typeof body.message === "string") {
    return new ApiRequestError({
      status: response.status,
      code: body.code,
      message: body.message,
      details: body.details,
    });
  }
  // Not our error shape (a proxy page, an old endpoint): still show its message when it has one.
  const loose = body.message;
  return new ApiRequestError({
    status: response.status,
    code: "HTTP_ERROR",
    message:
      typeof loose === "string" && loose
        ? loose
        : i18n.t("common.errors.requestFailedStatus", { status: response.status }),
  });
};

const handleFailure = async (response: Response, options: RequestOptions): Promise<never> => {
  const error = await readErrorBody(response);
  if (response.status === 401 && !options.authFlow) {
    if (!isReloading) {
      isReloading = true;
      clearSession();
      window.location.reload();
    }
    throw error;
  }
  if (response.status === 403 && !options.authFlow) {
    navigateTo("/401", { replace: options.replaceOnForbidden === true });
    throw error;
  }
  throw fail(options, error);
};

const readBody = async <T>(response: Response): Promise<T> => {
  if (response.status === 204) return undefined as T;
  const type = response.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) return (await response.json()) as T;
  return (await response.text()) as T;
};

const request = async <T>(
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> => {
  const { response } = await send(method, url, body, options);
  if (!response.ok) return handleFailure(response, options);
  return readBody<T>(response);
};

const fileNameFrom = (response: Response, fallback: string): string => {
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return plain ?? fallback;
};

const saveBlob = (blob: Blob, fileName: string): void => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(href), 0);
};

const fetchDownload = async (url: string, body: unknown, options: RequestOptions) => {
  const { response } = await send(body === undefined ? "GET" : "POST", url, body, {
    ...options,
    headers: { ...options.headers, Accept: "*/*" },
  });
  if (!response.ok) return handleFailure(response, options);
  return response;
};

// Servers answer errors of downloads as JSON even with a 200, so a JSON answer is read and its `message` shown
// instead of saving it as a file.
const saveDownload = async (response: Response, fileName: string | undefined, options: RequestOptions) => {
  const type = response.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) {
    const error = await readErrorBody(response);
    throw fail(options, error);
  }
  const blob = await response.blob();
  saveBlob(blob, fileName ?? fileNameFrom(response, `export-${dayjs().format("YYYYMMDD-HHmmss")}.xlsx`));
  return blob;
};

/** Downloads a file (GET without body, POST with one) and saves it. */
const download = async (url: string, body?: unknown, fileName?: string, options: RequestOptions = {}) =>
  saveDownload(await fetchDownload(url, body, options), fileName, options);

/**
 * A download the server may run as a task instead (a large export): a 202 answers the submitted task, any other
 * answer is saved as the file and null answered.
 */
const downloadOrTask = async <Task>(url: string, body?: unknown, options: RequestOptions = {}) => {
  const response = await fetchDownload(url, body, options);
  if (response.status === 202) return (await response.json()) as Task;
  await saveDownload(response, undefined, options);
  return null;
};

/** A file to show rather than save (a label opened in the page): its bytes and the answer's headers. */
const file = async (url: string, options: RequestOptions = {}) => {
  const response = await fetchDownload(url, undefined, options);
  return { blob: await response.blob(), headers: response.headers };
};

export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>("GET", url, undefined, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>("POST", url, body, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", url, body, options),
  delete: <T>(url: string, options?: RequestOptions & { body?: unknown }) =>
    request<T>("DELETE", url, options?.body, options),
  download,
  downloadOrTask,
  file,
};
