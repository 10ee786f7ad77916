// Writes a JSON document the way JSON.stringify(value, null, 2) would, without
// ever holding it as one string: the top-level arrays (results, cases) go out
// one element at a time. results.json for 100,000 executions is over 100 MB;
// as one string (plus the copies JSON.stringify makes while building it) it
// was most of a large run's peak memory (bench/items/scale.mjs).
// Write then rename, so a reader never sees half a file.

import { open, rename, rm } from "node:fs/promises";

/** Flush to the file every this many characters. */
const CHUNK = 1 << 20;

export async function writeJsonFile(file: string, value: Record<string, unknown>, options: { trailingNewline?: boolean } = {}): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}`;
  const handle = await open(tmp, "w");
  let pending: string[] = [];
  let size = 0;
  const write = async (text: string) => {
    pending.push(text);
    size += text.length;
    if (size >= CHUNK) await flush();
  };
  const flush = async () => {
    const text = pending.join("");
    pending = [];
    size = 0;
    await handle.write(text);
  };
  try {
    for (const piece of jsonPieces(value)) await write(piece);
    if (options.trailingNewline) await write("\n");
    await flush();
  } catch (error) {
    await handle.close();
    await rm(tmp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(tmp, file);
}

/** The pieces of JSON.stringify(value, null, 2), top-level arrays element by element. */
export function* jsonPieces(value: Record<string, unknown>): Generator<string> {
  const entries = Object.entries(value).filter(([, v]) => serializable(v));
  if (entries.length === 0) {
    yield "{}";
    return;
  }
  yield "{\n";
  for (let i = 0; i < entries.length; i++) {
    const [key, v] = entries[i];
    if (Array.isArray(v) && v.length > 0) {
      yield `${i > 0 ? ",\n" : ""}  ${JSON.stringify(key)}: [\n`;
      for (let j = 0; j < v.length; j++) yield `${j > 0 ? ",\n" : ""}${atDepth2(v[j])}`;
      yield "\n  ]";
    } else {
      yield `${i > 0 ? ",\n" : ""}${atDepth1(key, v)}`;
    }
  }
  yield "\n}";
}

// JSON.stringify indents from the top only: a value stringified inside a wrapper at its own depth comes out
// already indented, which is a third cheaper for a large run than indenting it afterwards line by line.
const DEPTH2_OPEN = "[\n  [\n".length;
const DEPTH2_CLOSE = "\n  ]\n]".length;

/** `"key": value` as JSON.stringify(…, null, 2) writes it one level in. */
function atDepth1(key: string, v: unknown): string {
  const json = JSON.stringify({ [key]: v }, null, 2);
  return json.slice(2, -2);
}

/** An element of a top-level array, as JSON.stringify(…, null, 2) writes it two levels in (undefined as null). */
function atDepth2(v: unknown): string {
  const json = JSON.stringify([[v]], null, 2);
  return json.slice(DEPTH2_OPEN, -DEPTH2_CLOSE);
}

/** JSON.stringify leaves out undefined, functions and symbols in objects. */
function serializable(v: unknown): boolean {
  return v !== undefined && typeof v !== "function" && typeof v !== "symbol";
}
