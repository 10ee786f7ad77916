// Reads a zip archive (an artifact as GitHub serves it): stored and deflated
// entries, through the central directory. An artifact can come from a fork's
// code, so everything in it is untrusted: the limits (entry count, bytes per
// file, bytes in all) are checked against the sizes the archive declares
// before anything is expanded, each entry is stopped at its declared size
// while it streams to disk, and names are refused when absolute, with a ".."
// step, or not plain files (links, devices).

import { createWriteStream, readSync } from "node:fs";
import { mkdir, open } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createInflateRaw, inflateRawSync } from "node:zlib";
import { configError } from "../errors.ts";

const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const TAIL = 22 + 65_535;
/** 65,535 entries with names of a few hundred bytes. */
const MAX_DIRECTORY = 64 * 1024 * 1024;

export interface ZipLimits {
  /** Bytes of the archive itself. */
  zipBytes: number;
  /** Bytes of all entries once expanded. */
  totalBytes: number;
  /** Bytes of one entry once expanded. */
  fileBytes: number;
  entries: number;
}

/** What an agent-bench artifact may hold (docs/action.md#security-model). */
export const ARTIFACT_LIMITS: ZipLimits = {
  zipBytes: 1024 * 1024 * 1024,
  totalBytes: 2 * 1024 * 1024 * 1024,
  fileBytes: 256 * 1024 * 1024,
  entries: 65_535,
};

const HINT = "an agent-bench artifact stays far below these limits; this one was altered or is not agent-bench's";

export interface ZipEntry {
  name: string;
  method: number;
  packedSize: number;
  size: number;
  localAt: number;
  isFile: boolean;
}

function limitError(what: string, limit: string): Error {
  return configError(`the artifact ${what} (limit: ${limit})`, { hint: HINT });
}

function mib(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MiB`;
}

/** The central directory's entries, checked against the limits. Nothing is expanded yet. */
export function readDirectory(tail: Buffer, tailAt: number, readAt: (at: number, length: number) => Buffer, limits: ZipLimits): ZipEntry[] {
  const end = tail.lastIndexOf(END_OF_CENTRAL_DIRECTORY);
  if (end < 0 || end + 22 > tail.length) throw new Error("not a zip archive: no end of central directory");
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryAt = tail.readUInt32LE(end + 16);
  // Zip64 markers: more than 65,535 entries or 4 GiB, beyond every limit here.
  if (count === 0xffff || directoryAt === 0xffffffff) throw limitError("is a zip64 archive (over 65,535 entries or 4 GiB)", `${limits.entries} entries`);
  if (count > limits.entries) throw limitError(`holds ${count} entries`, `${limits.entries} entries`);
  if (directoryAt + directorySize > tailAt + end || directorySize > MAX_DIRECTORY) throw new Error("not a zip archive: a broken central directory");
  const directory = readAt(directoryAt, directorySize);
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_ENTRY) throw new Error("not a zip archive: a broken central directory");
    const nameLength = directory.readUInt16LE(at + 28);
    const name = directory.toString("utf8", at + 46, at + 46 + nameLength);
    const unixMode = directory.readUInt32LE(at + 38) >>> 16;
    const fileType = unixMode & 0o170000;
    const entry: ZipEntry = {
      name,
      method: directory.readUInt16LE(at + 10),
      packedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      localAt: directory.readUInt32LE(at + 42),
      // A Unix mode of 0 (archivers that do not record one) is a plain file.
      isFile: !name.endsWith("/") && (fileType === 0 || fileType === 0o100000),
    };
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    if (entry.size === 0xffffffff || entry.packedSize === 0xffffffff)
      throw limitError(`entry ${JSON.stringify(name)} is a zip64 entry (over 4 GiB)`, mib(limits.fileBytes));
    if (entry.size > limits.fileBytes) throw limitError(`entry ${JSON.stringify(name)} expands to ${mib(entry.size)}`, `${mib(limits.fileBytes)} per file`);
    total += entry.size;
    if (total > limits.totalBytes) throw limitError(`expands to more than ${mib(limits.totalBytes)}`, `${mib(limits.totalBytes)} in all`);
    entries.push(entry);
  }
  return entries;
}

/** The files of a zip held in memory (relative path → content), within the limits; directories are left out. */
export function readZip(zip: Buffer, limits: ZipLimits = ARTIFACT_LIMITS): Map<string, Buffer> {
  const readAt = (at: number, length: number) => zip.subarray(at, at + length);
  const tailAt = Math.max(0, zip.length - TAIL);
  const files = new Map<string, Buffer>();
  for (const entry of readDirectory(zip.subarray(tailAt), tailAt, readAt, limits)) {
    if (!entry.isFile) continue;
    const packed = readAt(dataOffset(readAt, entry), entry.packedSize);
    if (entry.method === 0) files.set(entry.name, Buffer.from(packed));
    else if (entry.method === 8) files.set(entry.name, inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.size) }));
    else throw new Error(`zip entry ${entry.name}: compression method ${entry.method} is not supported`);
  }
  return files;
}

function dataOffset(readAt: (at: number, length: number) => Buffer, entry: ZipEntry): number {
  const local = readAt(entry.localAt, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== LOCAL_HEADER) throw new Error(`not a zip archive: no local header for ${entry.name}`);
  return entry.localAt + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
}

/** Writes the archive's files under dir, streaming each entry to disk; returns their names. */
export async function unzipTo(zip: Buffer | string, dir: string, limits: ZipLimits = ARTIFACT_LIMITS): Promise<string[]> {
  const source = typeof zip === "string" ? await fileSource(zip, limits) : bufferSource(zip);
  try {
    const entries = readDirectory(source.tail, source.tailAt, source.readAt, limits).filter((e) => e.isFile);
    const root = path.resolve(dir);
    const names = new Set(entries.map((e) => path.posix.normalize(e.name.replaceAll("\\", "/"))));
    for (const { name } of entries) {
      const target = path.resolve(root, name);
      if (path.isAbsolute(name) || name.split(/[\\/]/).includes("..") || !target.startsWith(root + path.sep)) {
        throw new Error(`the archive holds an entry outside its folder: ${JSON.stringify(name)}`);
      }
      // "a.json" and "a.json/x": the second cannot be written, and a reader would find a folder.
      for (let dir = path.posix.dirname(path.posix.normalize(name.replaceAll("\\", "/"))); dir !== "." && dir !== "/"; dir = path.posix.dirname(dir)) {
        if (names.has(dir)) throw configError(`the artifact holds ${JSON.stringify(dir)} both as a file and as a folder`, { hint: HINT });
      }
    }
    for (const entry of entries) {
      if (entry.method !== 0 && entry.method !== 8) throw new Error(`zip entry ${entry.name}: compression method ${entry.method} is not supported`);
      const target = path.join(root, entry.name);
      await mkdir(path.dirname(target), { recursive: true });
      const start = dataOffset(source.readAt, entry);
      const raw = source.stream(start, entry.packedSize);
      const stages = entry.method === 8 ? [raw, createInflateRaw(), atMost(entry)] : [raw, atMost(entry)];
      await pipeline([...stages, createWriteStream(target)]);
    }
    return entries.map((e) => e.name);
  } finally {
    await source.close();
  }
}

/** Stops an entry that expands past the size the directory declared for it. */
function atMost(entry: ZipEntry): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > entry.size) done(limitError(`entry ${JSON.stringify(entry.name)} expands past its declared ${entry.size} bytes`, "the declared size"));
      else done(null, chunk);
    },
  });
}

interface ZipSource {
  tail: Buffer;
  tailAt: number;
  readAt: (at: number, length: number) => Buffer;
  stream: (at: number, length: number) => Readable;
  close: () => Promise<void>;
}

function bufferSource(zip: Buffer): ZipSource {
  const tailAt = Math.max(0, zip.length - TAIL);
  return {
    tail: zip.subarray(tailAt),
    tailAt,
    readAt: (at, length) => zip.subarray(at, at + length),
    stream: (at, length) => Readable.from([zip.subarray(at, at + length)]),
    close: async () => {},
  };
}

/** The archive on disk: only its tail, its directory and one entry's bytes at a time are read. */
async function fileSource(file: string, limits: ZipLimits): Promise<ZipSource> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    if (size > limits.zipBytes) throw limitError(`is ${mib(size)}`, `${mib(limits.zipBytes)} for the archive`);
    const tailAt = Math.max(0, size - TAIL);
    const tail = Buffer.alloc(size - tailAt);
    await handle.read(tail, 0, tail.length, tailAt);
    // The directory and the local headers are small: read synchronously from the open file.
    const readAt = (at: number, length: number) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - at)));
      readSync(handle.fd, buffer, 0, buffer.length, at);
      return buffer;
    };
    const stream = (at: number, length: number) =>
      length === 0 ? Readable.from([]) : handle.createReadStream({ start: at, end: at + length - 1, autoClose: false });
    return { tail, tailAt, readAt, stream, close: () => handle.close() };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
