// What each execution leaves in its folder: session.json next to the raw
// stdout.log (and stderr.log) the process runner wrote. Its result is one line
// of results.jsonl and one entry of results.json: a result.json beside them
// repeated it, one more file per execution to write and to upload.

import { writeFile } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Session } from "../model/session.ts";

export async function ensureDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
}

/**
 * Written off the main thread and awaited before the result is recorded: creating the file costs the
 * orchestrator ~0.4 ms per execution on ext4 when done in place (docs/performance.md). Awaited, at most
 * one session per parallel lane is held while it is written. (Written without waiting, each 2 MB session
 * of a 1 MB output stayed alive until written: 1.4 GB peak at 400 such executions instead of 0.85.)
 */
export async function writeSession(absDir: string, session: Session | undefined): Promise<void> {
  if (!session) return;
  const file = path.join(absDir, "session.json");
  try {
    const text = `${JSON.stringify(session, null, 2)}\n`;
    // The callback form: fs/promises' FileHandle costs the main thread more than the write itself.
    await new Promise<void>((resolve, reject) => writeFile(file, text, (error) => (error ? reject(error) : resolve())));
  } catch (error) {
    // Half a session.json is no use to anyone, and on a full disk it holds the space the run's own files need.
    await rm(file, { force: true });
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
