import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import type { Config, S3Settings } from "./config";
import type { Db, Executor } from "./db";
import { storedFiles } from "./platform.tables";
import { sha256Hex, signV4, uriEncode } from "./sigv4";

// The one file store (docs/architecture.md "File store"): attachments, import files, labels and proofs go
// through it. FILE_STORE chooses where new files go; a key names its backend (`db:`, `dir:`, `s3:`), so a file
// stored before a change of FILE_STORE still reads from where it went.

export type NewFile = { bytes: Buffer; contentType: string; name: string };
export type StoredFile = { key: string; size: number; sha256: string; contentType: string; name: string };
export type FileContent = { bytes: Buffer; contentType: string; name: string };

/** What a document's first bytes say it is (a proof, an attachment); null for anything but PNG, JPEG and PDF. */
export const documentTypeOf = (file: Buffer): "image/png" | "image/jpeg" | "application/pdf" | null => {
  if (file.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (file.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return "image/jpeg";
  if (file.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  return null;
};

export type FileStore = {
  /**
   * Stores the bytes and answers their key. The database backend writes in `executor` when given (the file
   * commits or rolls back with the caller's row); the others write at once, so a caller whose own write fails
   * deletes the file again.
   */
  put: (file: NewFile, executor?: Executor) => Promise<StoredFile>;
  /** The file, or undefined when no file has the key. */
  get: (key: string) => Promise<FileContent | undefined>;
  /** Removes the file; a key with no file is no error. */
  delete: (key: string, executor?: Executor) => Promise<void>;
};

type Backend = {
  prefix: "db" | "dir" | "s3";
  put: (id: string, file: NewFile & { sha256: string }, executor?: Executor) => Promise<void>;
  get: (id: string) => Promise<FileContent | undefined>;
  delete: (id: string, executor?: Executor) => Promise<void>;
};

/** Files in the `stored_files` table: every process and every backup has them; the default. */
export const databaseBackend = (db: Db): Backend => ({
  prefix: "db",
  put: async (id, file, executor = db) => {
    await executor.insert(storedFiles).values({
      key: `db:${id}`,
      contentType: file.contentType,
      name: file.name,
      size: file.bytes.length,
      sha256: file.sha256,
      bytes: file.bytes,
    });
  },
  get: async (id) => {
    const [row] = await db
      .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType, name: storedFiles.name })
      .from(storedFiles)
      .where(eq(storedFiles.key, `db:${id}`));
    return row;
  },
  delete: async (id, executor = db) => {
    await executor.delete(storedFiles).where(eq(storedFiles.key, `db:${id}`));
  },
});

const isMissing = (error: unknown) => (error as { code?: string }).code === "ENOENT";

/**
 * Files under a directory (FILE_STORE_DIR), spread over 256 subfolders by the id's first two characters; each
 * file has a `.json` beside it with its content type and name. Written to a temporary name and renamed, so a
 * reader never sees half a file. Several processes need the directory shared between them.
 */
export const directoryBackend = (root: string): Backend => {
  const pathOf = (id: string) => join(resolve(root), id.slice(0, 2), id);
  return {
    prefix: "dir",
    put: async (id, file) => {
      const path = pathOf(id);
      await mkdir(join(path, ".."), { recursive: true });
      const meta = JSON.stringify({ contentType: file.contentType, name: file.name });
      await writeFile(`${path}.json.tmp`, meta);
      await writeFile(`${path}.tmp`, file.bytes);
      await rename(`${path}.json.tmp`, `${path}.json`);
      await rename(`${path}.tmp`, path);
    },
    get: async (id) => {
      try {
        const path = pathOf(id);
        const bytes = await readFile(path);
        const meta = JSON.parse(await readFile(`${path}.json`, "utf8")) as Omit<FileContent, "bytes">;
        return { bytes, contentType: meta.contentType, name: meta.name };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    delete: async (id) => {
      const path = pathOf(id);
      await rm(path, { force: true });
      await rm(`${path}.json`, { force: true });
    },
  };
};

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, R2, OSS…), path-style (`<endpoint>/<bucket>/<key>`),
 * every request signed with SigV4 (platform/sigv4.ts) over fetch. The original name travels as the object's
 * `x-amz-meta-name` (URI-encoded), the content type as its `Content-Type`.
 */
export const s3Backend = (settings: S3Settings, now: () => Date = () => new Date()): Backend => {
  const keys = {
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
  };
  const urlOf = (id: string) =>
    new URL(`${settings.endpoint.replace(/\/+$/, "")}/${uriEncode(settings.bucket)}/${uriEncode(id)}`);
  const send = (method: string, id: string, headers: Record<string, string>, body?: Buffer) => {
    const url = urlOf(id);
    const payloadHash = body ? sha256Hex(body) : sha256Hex("");
    const signed = signV4(
      { method, url, headers: { ...headers, "x-amz-content-sha256": payloadHash }, payloadHash },
      keys,
      now(),
    );
    // fetch sends the host itself, from the URL it was signed for.
    const sent = Object.fromEntries(Object.entries(signed.headers).filter(([name]) => name !== "host"));
    return fetch(url, { method, headers: sent, ...(body ? { body: new Uint8Array(body) } : {}) });
  };
  const refused = async (what: string, response: Response) =>
    new Error(`S3 ${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return {
    prefix: "s3",
    put: async (id, file) => {
      const response = await send(
        "PUT",
        id,
        { "content-type": file.contentType, "x-amz-meta-name": uriEncode(file.name) },
        file.bytes,
      );
      if (!response.ok) throw await refused("PUT", response);
    },
    get: async (id) => {
      const response = await send("GET", id, {});
      if (response.status === 404) return undefined;
      if (!response.ok) throw await refused("GET", response);
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get("content-type") ?? "application/octet-stream",
        name: decodeURIComponent(response.headers.get("x-amz-meta-name") ?? id),
      };
    },
    delete: async (id) => {
      const response = await send("DELETE", id, {});
      if (!response.ok && response.status !== 404) throw await refused("DELETE", response);
    },
  };
};

declare module "fastify" {
  interface FastifyInstance {
    /** The file store FILE_STORE chose (app.ts). */
    files: FileStore;
  }
}

/** A store writing to `chosen` and reading each key from the backend its prefix names. */
export const fileStoreOf = (chosen: Backend, others: Backend[] = []): FileStore => {
  const backends = new Map([...others, chosen].map((backend) => [backend.prefix, backend]));
  const backendOf = (key: string) => {
    const [prefix, id] = key.split(/:(.*)/s, 2);
    const backend = backends.get(prefix as Backend["prefix"]);
    if (!backend) throw new Error(`File store: no backend here for the key ${key}`);
    // Ids are ours (a UUID, or a migrated proof's name): never a path or a URL of someone else's making.
    if (!id || !/^[\w-]{1,100}$/.test(id)) throw new Error(`File store: ${key} is not a file key`);
    return { backend, id };
  };
  return {
    put: async (file, executor) => {
      const id = randomUUID();
      const sha256 = createHash("sha256").update(file.bytes).digest("hex");
      await chosen.put(id, { ...file, sha256 }, executor);
      return {
        key: `${chosen.prefix}:${id}`,
        size: file.bytes.length,
        sha256,
        contentType: file.contentType,
        name: file.name,
      };
    },
    get: async (key) => {
      const { backend, id } = backendOf(key);
      return backend.get(id);
    },
    delete: async (key, executor) => {
      const { backend, id } = backendOf(key);
      return backend.delete(id, executor);
    },
  };
};

/**
 * The store FILE_STORE chooses. The database backend always reads (files moved there by a migration stay
 * readable), the directory backend too when FILE_STORE_DIR is set.
 */
export const createFileStore = (config: Config, db: Db): FileStore => {
  const database = databaseBackend(db);
  const directory = directoryBackend(config.FILE_STORE_DIR);
  if (config.FILE_STORE === "directory") return fileStoreOf(directory, [database]);
  if (config.FILE_STORE_S3) return fileStoreOf(s3Backend(config.FILE_STORE_S3), [database, directory]);
  return fileStoreOf(database, [directory]);
};
