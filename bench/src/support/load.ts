import autocannon from "autocannon";

export type LoadOptions = {
  url: string;
  headers?: Record<string, string>;
  /** A POST with this JSON body; a GET without one. */
  body?: unknown;
  seconds: number;
  connections: number;
};

export type LoadResult = { rps: number; p99Ms: number; requests: number };

/**
 * Drives `url` with autocannon for `seconds` and answers mean requests per second and p99
 * latency. Any error or non-2xx answer fails the run: a figure from failed requests is not one.
 */
export const measureLoad = async (options: LoadOptions): Promise<LoadResult> => {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 5,
    ...(options.body === undefined
      ? { headers: options.headers ?? {} }
      : {
          method: "POST" as const,
          body: JSON.stringify(options.body),
          headers: { ...options.headers, "content-type": "application/json" },
        }),
  });
  if (result.errors > 0 || result.non2xx > 0) {
    const codes = Object.entries(result.statusCodeStats)
      .map(([code, stat]) => `${code}x${stat.count}`)
      .join(" ");
    throw new Error(`${options.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers (${codes})`);
  }
  return { rps: result.requests.average, p99Ms: result.latency.p99, requests: result.requests.total };
};
