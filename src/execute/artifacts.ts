// What each execution leaves in its folder: session.json next to the raw
// stdout.log (and stderr.log) the process runner wrote. Its result is one line
// of results.jsonl and one entry of results.json: a result.json beside them
// repeated it, one more file per execution to write and to upload.

import { rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Session } from "../model/session.ts";

export async function ensureDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
}

/**
 * Written in one call on the main thread: a few kilobytes to the page cache cost less than three
 * thread hops. (With 1 MB outputs, the asynchronous write held each 2 MB session and its buffer until
 * written, and the bundled CLI's peak memory at 400 such executions was 1.4 GB instead of 0.85.)
 */
export function writeSession(absDir: string, session: Session | undefined): void {
  if (!session) return;
  const file = path.join(absDir, "session.json");
  try {
    writeFileSync(file, `${JSON.stringify(session, null, 2)}\n`);
  } catch (error) {
    // Half a session.json is no use to anyone, and on a full disk it holds the space the run's own files need.
    rmSync(file, { force: true });
    throw error;
  }
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
