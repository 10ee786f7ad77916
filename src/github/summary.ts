// The job summary: the full report, never over GitHub's 1 MiB per step.

import { appendFile } from "node:fs/promises";

export const SUMMARY_LIMIT_BYTES = 1024 * 1024;

export async function writeJobSummary(markdown: string, env: Record<string, string | undefined> = process.env): Promise<boolean> {
  const file = env.GITHUB_STEP_SUMMARY;
  if (!file) return false;
  await appendFile(file, fitBytes(markdown, SUMMARY_LIMIT_BYTES - 1024));
  return true;
}

/** Cuts at a line boundary below the byte budget, saying so. */
export function fitBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const note = "\n\n_(The job summary was cut to stay under GitHub's 1 MiB limit; the artifact has the full report.)_\n";
  const budget = maxBytes - Buffer.byteLength(note);
  const lines = text.split("\n");
  let size = 0;
  let kept = 0;
  while (kept < lines.length && size + Buffer.byteLength(lines[kept]) + 1 <= budget) size += Buffer.byteLength(lines[kept++]) + 1;
  return `${lines.slice(0, kept).join("\n")}${note}`;
}
