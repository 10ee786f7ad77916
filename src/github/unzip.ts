// Reads a zip archive (an artifact as GitHub's REST API serves it): stored and
// deflated entries, through the central directory. Entry names are untrusted:
// unzipTo refuses an absolute path or a ".." step.

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { inflateRawSync } from "node:zlib";

const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The files of a zip (relative path → content); directories are left out. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(END_OF_CENTRAL_DIRECTORY);
  if (end < 0 || end + 22 > zip.length) throw new Error("not a zip archive: no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_ENTRY) throw new Error("not a zip archive: a broken central directory");
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith("/")) continue;
    if (zip.readUInt32LE(localAt) !== LOCAL_HEADER) throw new Error(`not a zip archive: no local header for ${name}`);
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const packed = zip.subarray(dataAt, dataAt + packedSize);
    if (method === 0) files.set(name, Buffer.from(packed));
    else if (method === 8) files.set(name, inflateRawSync(packed));
    else throw new Error(`zip entry ${name}: compression method ${method} is not supported`);
  }
  return files;
}

/** Writes the archive's files under dir; returns their names. */
export async function unzipTo(zip: Buffer, dir: string): Promise<string[]> {
  const files = readZip(zip);
  const root = path.resolve(dir);
  for (const name of files.keys()) {
    const target = path.resolve(root, name);
    if (path.isAbsolute(name) || name.split(/[\\/]/).includes("..") || !target.startsWith(root + path.sep)) {
      throw new Error(`the archive holds an entry outside its folder: ${JSON.stringify(name)}`);
    }
  }
  for (const [name, data] of files) {
    const target = path.join(root, name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
  }
  return [...files.keys()];
}
