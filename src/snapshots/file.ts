// skillgym's snapshot file, byte for byte: {"version": 1, "entries": {"<caseId>::<runnerId>": …}},
// keys sorted, two-space JSON and a final newline, so a skillgym project keeps its
// file and its diffs. Reading it is the only I/O here; a malformed file is a
// mistake reported before any agent runs.

import { readFile, writeFile } from "node:fs/promises";
import { z } from "zod";
import { configError, errorMessage } from "../errors.ts";
import { SNAPSHOT_METRICS } from "../model/snapshot-metric.ts";

const entrySchema = z.object({
  caseId: z.string(),
  runnerId: z.string(),
  metric: z.enum(SNAPSHOT_METRICS),
  value: z.number().nonnegative(),
  agentType: z.string(),
  model: z.string().optional(),
  updatedAt: z.string(),
});

export type SnapshotEntry = z.infer<typeof entrySchema>;

const fileSchema = z.object({ version: z.literal(1), entries: z.record(z.string(), entrySchema) });

/** skillgym's key of a cell. */
export function snapshotKey(caseId: string, runnerId: string): string {
  return `${caseId}::${runnerId}`;
}

/** The file's entries; a file that does not exist yet has none. */
export async function readSnapshots(file: string): Promise<Map<string, SnapshotEntry>> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return new Map();
    throw configError(`${file}: cannot read the snapshot file: ${errorMessage(error)}`, { hint: "make it readable, or point snapshots.path elsewhere" });
  }
  return parseSnapshots(text, file);
}

export function parseSnapshots(text: string, file: string): Map<string, SnapshotEntry> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw configError(`${file}: not valid JSON: ${errorMessage(error)}`, {
      hint: "fix the file, or delete it and run once locally to record the snapshots again",
    });
  }
  const parsed = fileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue.path.length ? issue.path.map(String).join(".") : "the file";
    throw configError(`${file}: not a snapshot file: ${at}: ${issue.message}`, {
      hint: 'the file holds {"version": 1, "entries": {"<case>::<runner>": {caseId, runnerId, metric, value, agentType, model, updatedAt}}}',
    });
  }
  return new Map(Object.entries(parsed.data.entries));
}

/** The file's text: entries sorted by key as skillgym sorts them. */
export function serializeSnapshots(entries: ReadonlyMap<string, SnapshotEntry>): string {
  const sorted = [...entries.entries()].sort(([a], [b]) => a.localeCompare(b));
  return `${JSON.stringify({ version: 1, entries: Object.fromEntries(sorted) }, null, 2)}\n`;
}

export async function writeSnapshots(file: string, entries: ReadonlyMap<string, SnapshotEntry>): Promise<void> {
  await writeFile(file, serializeSnapshots(entries));
}
