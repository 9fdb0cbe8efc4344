import { createHash, createHmac } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-app";
import { loadConfig } from "./config";
import type { Database } from "./db";
import {
  createFileStore,
  databaseBackend,
  directoryBackend,
  type FileStore,
  fileStoreOf,
  s3Backend,
} from "./file-store";
import { storedFiles } from "./platform.tables";
import { signV4 } from "./sigv4";

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(join(tmpdir(), "file-store-"));
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

/** What every backend must do: put answers size and sha256, get gives the bytes back, delete removes them. */
const roundTrip = async (store: FileStore, prefix: string) => {
  const stored = await store.put({ bytes: PNG, contentType: "image/png", name: "回单 proof.png" });
  expect(stored).toEqual({
    key: expect.stringMatching(new RegExp(`^${prefix}:`)),
    size: PNG.length,
    sha256: sha256(PNG),
    contentType: "image/png",
    name: "回单 proof.png",
  });
  const other = await store.put({
    bytes: Buffer.from("%PDF-1.4"),
    contentType: "application/pdf",
    name: "b.pdf",
  });
  expect(other.key).not.toBe(stored.key);
  expect(await store.get(stored.key)).toEqual({
    bytes: PNG,
    contentType: "image/png",
    name: "回单 proof.png",
  });
  await store.delete(stored.key);
  expect(await store.get(stored.key)).toBeUndefined();
  await store.delete(stored.key);
  expect((await store.get(other.key))?.bytes.toString()).toBe("%PDF-1.4");
  return stored;
};

describe("database backend", () => {
  it("stores, reads and deletes a file in stored_files", async () => {
    const store = fileStoreOf(databaseBackend(database.db));
    const stored = await roundTrip(store, "db");
    const [row] = await database.db.select().from(storedFiles).where(eq(storedFiles.key, stored.key));
    expect(row).toBeUndefined();
  });

  it("writes in the caller's transaction: a rollback leaves no file", async () => {
    const store = fileStoreOf(databaseBackend(database.db));
    let key = "";
    await expect(
      database.db.transaction(async (tx) => {
        key = (await store.put({ bytes: PNG, contentType: "image/png", name: "a.png" }, tx)).key;
        throw new Error("the caller's write failed");
      }),
    ).rejects.toThrow("the caller's write failed");
    expect(await store.get(key)).toBeUndefined();
  });
});

describe("directory backend", () => {
  it("stores, reads and deletes a file under the directory, no temporary file left", async () => {
    const root = join(dir, "files");
    const stored = await roundTrip(fileStoreOf(directoryBackend(root)), "dir");
    const id = stored.key.slice("dir:".length);
    const left = await readdir(join(root, id.slice(0, 2)));
    expect(left.filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("answers undefined for a key with no file", async () => {
    expect(await fileStoreOf(directoryBackend(dir)).get("dir:nothing-here")).toBeUndefined();
  });
});

describe("choosing the store", () => {
  it("writes where FILE_STORE says and still reads a file another backend stored", async () => {
    const oldFile = await createFileStore(loadConfig({}), database.db).put({
      bytes: PNG,
      contentType: "image/png",
      name: "before.png",
    });
    const config = loadConfig({ FILE_STORE: "directory", FILE_STORE_DIR: join(dir, "chosen") });
    const store = createFileStore(config, database.db);
    const newFile = await store.put({ bytes: PNG, contentType: "image/png", name: "after.png" });
    expect(oldFile.key).toMatch(/^db:/);
    expect(newFile.key).toMatch(/^dir:/);
    expect((await store.get(oldFile.key))?.name).toBe("before.png");
    expect((await store.get(newFile.key))?.name).toBe("after.png");
    await expect(store.get("ftp:x")).rejects.toThrow(/no backend/);
    await expect(store.get("dir:../../etc/passwd")).rejects.toThrow(/not a file key/);
    await expect(store.delete("db:")).rejects.toThrow(/not a file key/);
  });

  it("refuses FILE_STORE=s3 without every variable, naming each one missing", () => {
    const complete = {
      FILE_STORE: "s3",
      FILE_STORE_S3_ENDPOINT: "https://s3.eu-central-1.amazonaws.com",
      FILE_STORE_S3_REGION: "eu-central-1",
      FILE_STORE_S3_BUCKET: "proofs",
      FILE_STORE_S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      FILE_STORE_S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(loadConfig(complete).FILE_STORE_S3).toEqual({
      endpoint: "https://s3.eu-central-1.amazonaws.com",
      region: "eu-central-1",
      bucket: "proofs",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret",
    });
    const {
      FILE_STORE_S3_BUCKET: _bucket,
      FILE_STORE_S3_SECRET_ACCESS_KEY: _secret,
      ...incomplete
    } = complete;
    const production = {
      NODE_ENV: "production",
      APP_SECRET: "a-production-secret-of-at-least-32-characters",
      PAYMENT_GATEWAY_SECRET: "another-production-secret",
      CARRIER_CREDENTIALS_KEY: "a-production-key-for-carrier-credentials",
      WEBHOOK_SECRETS_KEY: "a-production-key-for-webhook-signing-secrets",
    };
    for (const env of [incomplete, { ...incomplete, ...production }]) {
      expect(() => loadConfig(env)).toThrow(
        /FILE_STORE_S3_BUCKET: must be set when FILE_STORE=s3\n {2}FILE_STORE_S3_SECRET_ACCESS_KEY: must be set/,
      );
    }
    expect(() => loadConfig({ ...complete, FILE_STORE_S3_REGION: " " })).toThrow(/FILE_STORE_S3_REGION/);
    expect(() => loadConfig({ ...complete, FILE_STORE_S3_ENDPOINT: "s3.amazonaws.com" })).toThrow(
      /FILE_STORE_S3_ENDPOINT/,
    );
    expect(loadConfig({}).FILE_STORE_S3).toBeNull();
  });
});

describe("SigV4 signer against AWS's published values", () => {
  it("signs the test suite's get-vanilla request", () => {
    const signed = signV4(
      {
        method: "GET",
        url: new URL("https://example.amazonaws.com/"),
        headers: {},
        payloadHash: sha256(Buffer.alloc(0)),
      },
      {
        accessKeyId: "AKIDEXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
        region: "us-east-1",
        service: "service",
      },
      new Date("2015-08-30T12:36:00Z"),
    );
    expect(signed.headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31",
    );
  });

  it("signs S3's documented GET Object example (examplebucket, test.txt, a range)", () => {
    const empty = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
    const signed = signV4(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { Range: "bytes=0-9", "x-amz-content-sha256": empty },
        payloadHash: empty,
      },
      {
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        region: "us-east-1",
        service: "s3",
      },
      new Date("2013-05-24T00:00:00Z"),
    );
    expect(sha256(Buffer.from(signed.canonicalRequest))).toBe(
      "7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972",
    );
    expect(signed.signature).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
  });
});

// A small bucket that checks every request's signature the way S3 does: it rebuilds the canonical request from
// what arrived (method, path, query, the signed headers' values, the body's hash), derives the signing key from
// its own copy of the secret and compares; a wrong signature or body hash answers 403.
const BUCKET_SECRET = "local-bucket-secret";
const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

const verifies = (request: IncomingMessage, body: Buffer) => {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? "",
    );
  if (!match) return false;
  const [, accessKey, day, region, signedHeaders, signature] = match;
  const payloadHash = request.headers["x-amz-content-sha256"];
  if (accessKey !== "LOCALKEY" || payloadHash !== sha256(body)) return false;
  const url = new URL(request.url ?? "/", "http://bucket");
  const names = signedHeaders!.split(";");
  if (!names.includes("host") || !names.includes("x-amz-content-sha256")) return false;
  const canonical = [
    request.method,
    url.pathname,
    "",
    names.map((name) => `${name}:${String(request.headers[name] ?? "").trim()}\n`).join(""),
    signedHeaders,
    payloadHash,
  ].join("\n");
  const amzDate = String(request.headers["x-amz-date"]);
  const toSign = [
    "AWS4-HMAC-SHA256",
    amzDate,
    `${day}/${region}/s3/aws4_request`,
    createHash("sha256").update(canonical).digest("hex"),
  ].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${BUCKET_SECRET}`, day!), region!), "s3"), "aws4_request");
  return amzDate.startsWith(day!) && createHmac("sha256", key).update(toSign).digest("hex") === signature;
};

describe("S3 backend against a local bucket that verifies signatures", () => {
  let server: Server;
  let endpoint: string;
  const objects = new Map<string, { body: Buffer; type: string; name: string }>();
  const refused: string[] = [];
  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const body = await bodyOf(request);
      if (!verifies(request, body)) {
        refused.push(`${request.method} ${request.url}`);
        response.writeHead(403).end("SignatureDoesNotMatch");
        return;
      }
      const path = request.url ?? "";
      if (request.method === "PUT") {
        objects.set(path, {
          body,
          type: String(request.headers["content-type"]),
          name: String(request.headers["x-amz-meta-name"]),
        });
        response.writeHead(200).end();
      } else if (request.method === "GET") {
        const object = objects.get(path);
        if (!object) response.writeHead(404).end("NoSuchKey");
        else
          response
            .writeHead(200, { "content-type": object.type, "x-amz-meta-name": object.name })
            .end(object.body);
      } else if (request.method === "DELETE") {
        objects.delete(path);
        response.writeHead(204).end();
      } else response.writeHead(405).end();
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  const settings = () => ({
    endpoint,
    region: "eu-central-1",
    bucket: "proofs",
    accessKeyId: "LOCALKEY",
    secretAccessKey: BUCKET_SECRET,
  });

  it("puts, gets and deletes objects with signed requests", async () => {
    await roundTrip(fileStoreOf(s3Backend(settings())), "s3");
    expect(refused).toEqual([]);
    expect([...objects.keys()].every((path) => path.startsWith("/proofs/"))).toBe(true);
  });

  it("fails loudly when the bucket refuses the signature", async () => {
    const wrong = fileStoreOf(s3Backend({ ...settings(), secretAccessKey: "not-the-secret" }));
    await expect(wrong.put({ bytes: PNG, contentType: "image/png", name: "x.png" })).rejects.toThrow(
      /S3 PUT answered 403/,
    );
    expect(refused).toHaveLength(1);
  });

  it("is chosen by FILE_STORE=s3", async () => {
    const config = loadConfig({
      FILE_STORE: "s3",
      FILE_STORE_S3_ENDPOINT: endpoint,
      FILE_STORE_S3_REGION: "eu-central-1",
      FILE_STORE_S3_BUCKET: "proofs",
      FILE_STORE_S3_ACCESS_KEY_ID: "LOCALKEY",
      FILE_STORE_S3_SECRET_ACCESS_KEY: BUCKET_SECRET,
    });
    const stored = await createFileStore(config, database.db).put({
      bytes: PNG,
      contentType: "image/png",
      name: "chosen.png",
    });
    expect(stored.key).toMatch(/^s3:/);
    expect(objects.get(`/proofs/${stored.key.slice(3)}`)?.body).toEqual(PNG);
  });
});
