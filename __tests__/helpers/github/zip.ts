// Just enough of the zip format to seed artifacts the way upload-artifact stores them (a deflated
// zip) and to read back what an action uploaded. No zip64: test artifacts are small.
import { crc32, deflateRawSync } from "node:zlib";

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const DOS_DATE = (1 << 5) | 1 | ((2024 - 1980) << 9); // 2024-01-01, fixed so seeded zips are reproducible

/** A zip of `files` (relative path → content), each entry deflated. */
export function createZip(files: Record<string, string | Buffer>): Buffer {
  return createRawZip(
    Object.entries(files).map(([path, value]) => {
      const data = Buffer.isBuffer(value) ? value : Buffer.from(value, "utf8");
      return { path, packed: deflateRawSync(data), size: data.length, crc: crc32(data) };
    }),
  );
}

/** A zip of already deflated entries, each with the size and CRC its headers declare (true or not: crafted archives). */
export function createRawZip(entries: Array<{ path: string; packed: Buffer; size: number; crc?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { path, packed, size, crc = 0 } of entries) {
    const name = Buffer.from(path.replace(/\\/g, "/"), "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The files of a zip (relative path → content): the product's own reader (src/github/unzip.ts). */
export { readZip } from "../../../src/github/unzip.ts";
