// The text of files an agent wrote, for the judge of evals.json expectations
// ("The output file has a SUM formula in B10"). Only regular files inside the
// workspace are read (a path the agent names can point anywhere: a symlink
// out of the workspace is not followed), and only a bounded amount.

import { open, realpath } from "node:fs/promises";
import path from "node:path";

const MAX_FILES = 5;
const MAX_CHARS_PER_FILE = 4000;
const READ_BYTES = 16_384;

export interface WrittenFile {
  path: string;
  /** The file's text, cut; or why it is not shown. */
  text: string;
}

export async function readWrittenFiles(workspace: string, files: readonly string[]): Promise<WrittenFile[]> {
  const root = await realpath(workspace).catch(() => undefined);
  if (!root) return [];
  const out: WrittenFile[] = [];
  for (const rel of files.slice(0, MAX_FILES)) out.push({ path: rel, text: await readOne(root, rel) });
  if (files.length > MAX_FILES) out.push({ path: `… and ${files.length - MAX_FILES} more files`, text: "(not shown)" });
  return out;
}

async function readOne(root: string, rel: string): Promise<string> {
  const real = await realpath(path.join(root, rel)).catch(() => undefined);
  if (!real) return "(no longer there)";
  const inside = path.relative(root, real);
  if (inside === "" || inside.startsWith("..") || path.isAbsolute(inside)) return "(outside the workspace: not shown)";
  const handle = await open(real, "r").catch(() => undefined);
  if (!handle) return "(cannot be read)";
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return "(not a file)";
    const buffer = Buffer.alloc(Math.min(READ_BYTES, stat.size));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const bytes = buffer.subarray(0, bytesRead);
    if (bytes.includes(0)) return `(binary, ${stat.size} bytes)`;
    const text = bytes.toString("utf8");
    const cut = text.length > MAX_CHARS_PER_FILE || stat.size > bytesRead;
    return cut ? `${text.slice(0, MAX_CHARS_PER_FILE)}\n… (cut: the file has ${stat.size} bytes)` : text;
  } finally {
    await handle.close();
  }
}
