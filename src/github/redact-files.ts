// Redacts every file of a results folder in place before it is uploaded.
// A file that cannot be scanned (binary, huge) is not uploaded at all: what
// we cannot read, we cannot promise is free of secrets.

import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Redactor } from "./redact.ts";

const MAX_SCANNED_FILE = 64 * 1024 * 1024;
const utf8 = new TextDecoder("utf-8", { fatal: true });

export interface FolderRedaction {
  /** Files changed by redaction. */
  files: number;
  redactions: number;
  /** Relative paths of files that were not scanned and must not be uploaded. */
  unscannable: string[];
}

/** `only`: relative paths to scan (the reports written after a first pass), instead of every file. */
export async function redactFolder(dir: string, redactor: Redactor, only?: readonly string[]): Promise<FolderRedaction> {
  let files = 0;
  let redactions = 0;
  const unscannable: string[] = [];
  const entries = only ? only.map((name) => ({ parentPath: dir, name, isFile: () => true })) : await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    // The size first: a file too big to scan is never read into memory.
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    if (info.size > MAX_SCANNED_FILE) {
      unscannable.push(path.relative(dir, file));
      continue;
    }
    const buffer = await readFile(file);
    if (buffer.includes(0)) {
      unscannable.push(path.relative(dir, file));
      continue;
    }
    const result = redactBuffer(buffer, redactor);
    if (result) {
      await writeFile(file, result.bytes);
      files++;
      redactions += result.count;
    }
  }
  return { files, redactions, unscannable };
}

/** UTF-8 text is redacted as text; other text (latin-1 logs) byte for byte, so nothing else changes. */
function redactBuffer(buffer: Buffer, redactor: Redactor): { bytes: Buffer; count: number } | undefined {
  let text: string;
  let encoding: BufferEncoding = "utf8";
  try {
    text = utf8.decode(buffer);
  } catch {
    text = buffer.toString("latin1");
    encoding = "latin1";
  }
  const { text: redacted, count } = redactor.redact(text);
  if (count === 0) return undefined;
  return { bytes: Buffer.from(redacted, encoding), count };
}
