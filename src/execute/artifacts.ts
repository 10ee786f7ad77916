// What each execution leaves in its folder: result.json and session.json next
// to the raw stdout.log/stderr.log the process runner wrote.

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ExecutionResult } from "../model/result.ts";
import type { Session } from "../model/session.ts";

export async function ensureDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
}

export async function writeJson(file: string, value: unknown): Promise<void> {
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

export async function writeExecutionArtifacts(absDir: string, result: ExecutionResult, session: Session | undefined): Promise<void> {
  if (session) await writeJson(path.join(absDir, "session.json"), session);
  await writeJson(path.join(absDir, "result.json"), result);
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
