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
    yield `${i > 0 ? ",\n" : ""}  ${JSON.stringify(key)}: `;
    if (Array.isArray(v) && v.length > 0) {
      yield "[\n";
      for (let j = 0; j < v.length; j++) yield `${j > 0 ? ",\n" : ""}    ${indent(JSON.stringify(v[j], null, 2) ?? "null", "    ")}`;
      yield "\n  ]";
    } else {
      yield indent(JSON.stringify(v, null, 2), "  ");
    }
  }
  yield "\n}";
}

/** JSON.stringify leaves out undefined, functions and symbols in objects. */
function serializable(v: unknown): boolean {
  return v !== undefined && typeof v !== "function" && typeof v !== "symbol";
}

/** Newlines inside JSON text are only ever formatting (newlines in strings are escaped). */
function indent(json: string, prefix: string): string {
  return json.replaceAll("\n", `\n${prefix}`);
}
