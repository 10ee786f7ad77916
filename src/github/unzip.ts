// Extracts a zip archive (an artifact as GitHub's REST API serves it) into a
// folder: stored and deflated entries, read through the central directory.
// Entry names are untrusted: an absolute path or a ".." step is refused.

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { inflateRawSync } from "node:zlib";

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export async function unzipTo(zip: Buffer, dir: string): Promise<string[]> {
  const end = findEnd(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const written: string[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CENTRAL_ENTRY) throw new Error("not a zip archive: a broken central directory");
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    const target = safeTarget(dir, name);
    if (name.endsWith("/")) {
      await mkdir(target, { recursive: true });
      continue;
    }
    if (zip.readUInt32LE(localOffset) !== LOCAL_HEADER) throw new Error(`not a zip archive: no local header for ${name}`);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`${name}: zip compression method ${method} is not supported`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, method === 8 ? inflateRawSync(data) : data);
    written.push(name);
  }
  return written;
}

function findEnd(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) return i;
  }
  throw new Error("not a zip archive: no end of central directory");
}

function safeTarget(dir: string, name: string): string {
  const target = path.resolve(dir, name);
  if (path.isAbsolute(name) || name.split(/[\\/]/).includes("..") || !target.startsWith(path.resolve(dir) + path.sep)) {
    throw new Error(`the archive holds an entry outside its folder: ${JSON.stringify(name)}`);
  }
  return target;
}
