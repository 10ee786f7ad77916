// What each execution leaves in its folder: session.json next to the raw
// stdout.log (and stderr.log) the process runner wrote. Its result is one line
// of results.jsonl and one entry of results.json: a result.json beside them
// repeated it, one more file per execution to write and to upload.

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Session } from "../model/session.ts";

export async function ensureDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
}

export async function writeJson(file: string, value: unknown): Promise<void> {
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

// Asynchronous, unlike the output capture: with 1 MB outputs, writing the session (twice that as JSON)
// on the main thread made V8 collect later and raised the run's peak memory (bench item 4).
export async function writeSession(absDir: string, session: Session | undefined): Promise<void> {
  if (session) await writeJson(path.join(absDir, "session.json"), session);
}

const MAX_OUTPUT_IN_RESULT = 4000;

/** The final output as kept in results (the whole text stays in session.json). */
export function excerpt(text: string): string {
  if (text.length <= MAX_OUTPUT_IN_RESULT) return text;
  // Never cut a surrogate pair in half.
  let end = MAX_OUTPUT_IN_RESULT;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}
