// A stand-in for the kit's transport in adapter tests: it answers queued carrier samples in order and records
// every request, so a test can compare the calls an adapter makes (URL, method, headers, body) with what the
// carrier expects, and feed it the carrier's own answers read from the adapter's `fixtures/` folder.
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { CarrierError, type CarrierHttp, type CarrierHttpRequest, type CarrierHttpResponse } from "./carrier";

export type FixtureAnswer = {
  status?: number;
  headers?: Record<string, string>;
  body: string | Uint8Array;
};

export type FixtureHttp = {
  http: CarrierHttp;
  /** Every request the adapter made, in order. */
  requests: CarrierHttpRequest[];
  /** Answers queued but not asked for: a test expecting fewer calls than answers fails on it. */
  unused(): number;
};

export function fixtureHttp(...answers: FixtureAnswer[]): FixtureHttp {
  const queue = [...answers];
  const requests: CarrierHttpRequest[] = [];
  const http: CarrierHttp = async (request) => {
    requests.push(request);
    const answer = queue.shift();
    if (!answer) throw new Error(`no fixture answer queued for ${request.method} ${request.url}`);
    return fixtureResponse(answer);
  };
  return { http, requests, unused: () => queue.length };
}

export function fixtureResponse(answer: FixtureAnswer): CarrierHttpResponse {
  const body = typeof answer.body === "string" ? new TextEncoder().encode(answer.body) : answer.body;
  return {
    status: answer.status ?? 200,
    headers: answer.headers ?? {},
    body,
    text: () => new TextDecoder().decode(body),
  };
}

/** Reads the files of the `fixtures/` folder beside a test: `const fixture = fixtureFiles(import.meta.url)`. */
export function fixtureFiles(testFileUrl: string) {
  const folder = new URL("fixtures/", testFileUrl);
  const bytes = (name: string) => new Uint8Array(readFileSync(new URL(name, folder)));
  return {
    bytes,
    text: (name: string) => new TextDecoder().decode(bytes(name)),
    json: (name: string): unknown => JSON.parse(new TextDecoder().decode(bytes(name))),
    /** The sample as the carrier's answer, with its HTTP status. */
    answer: (name: string, status = 200): FixtureAnswer => ({ status, body: bytes(name) }),
  };
}

/** The `CarrierError` a call throws; the test fails when it throws nothing or something else. */
export async function carrierErrorOf(run: () => unknown): Promise<CarrierError> {
  const error = await Promise.resolve()
    .then(run)
    .then(
      () => null,
      (thrown: unknown) => thrown,
    );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}
