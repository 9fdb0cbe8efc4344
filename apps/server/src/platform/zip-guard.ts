import { inflateRawSync } from "node:zlib";

// An xlsx is a zip: a small upload may unpack to gigabytes (a zip bomb). Before a spreadsheet library reads an
// upload, every entry is inflated here with a hard ceiling on what it may produce, so the check cannot be fooled
// by sizes the archive claims for itself. Answers why a file is refused, or null when it is safe to read.

/** The most an uploaded workbook may unpack to, all entries together. */
export const UNPACKED_LIMIT_BYTES = 100 * 1024 * 1024;
/** The most entries an uploaded workbook may hold (a real one has a few dozen). */
export const ZIP_ENTRY_LIMIT = 1_000;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export type ZipRefusal = "notZip" | "tooManyEntries" | "unpackedTooLarge";

const findEndOfDirectory = (zip: Buffer) => {
  // The record is 22 bytes plus a comment of at most 65,535.
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= earliest; at--) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return -1;
};

/** Why `zip` must not be unpacked, or null when all of it inflates within `limit` bytes. */
export const checkZip = (zip: Buffer, limit = UNPACKED_LIMIT_BYTES): ZipRefusal | null => {
  if (zip.length < 22) return "notZip";
  const end = findEndOfDirectory(zip);
  if (end < 0) return "notZip";
  const entries = zip.readUInt16LE(end + 10);
  if (entries > ZIP_ENTRY_LIMIT) return "tooManyEntries";
  let at = zip.readUInt32LE(end + 16);
  let unpacked = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_ENTRY) return "notZip";
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    at += 46 + nameLength + extraLength + commentLength;
    if (localAt + 30 > zip.length || zip.readUInt32LE(localAt) !== LOCAL_ENTRY) return "notZip";
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    if (dataAt + compressedSize > zip.length) return "notZip";
    const data = zip.subarray(dataAt, dataAt + compressedSize);
    if (method === STORED) {
      unpacked += data.length;
    } else if (method === DEFLATED) {
      try {
        unpacked += inflateRawSync(data, { maxOutputLength: limit - unpacked + 1 }).length;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE"
          ? "unpackedTooLarge"
          : "notZip";
      }
    } else {
      return "notZip";
    }
    if (unpacked > limit) return "unpackedTooLarge";
  }
  return null;
};
