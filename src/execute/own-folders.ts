// Folders agent-bench writes are never part of a workspace copy, whatever the
// template or repository holds: the run's out-dir, any `.agent-bench` folder,
// and the folder of any other run (one with a results.jsonl beside its
// executions). A template of "." with the out-dir inside it would otherwise
// copy the workspaces being written into it, without end.

import { existsSync, statSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FolderSeen } from "./copy-tree.ts";

const OWN_FOLDER = ".agent-bench";
const RUN_LOG = "results.jsonl";
/** What a run folder holds beside its log (a user's own results.jsonl alone is not one). */
const RUN_MARKS = ["executions", "workspaces", "results.json", "stability.json"];

/** For copyTree's skipFolder: true for a folder agent-bench wrote. The out-dir is known by its identity on disk, whatever path leads to it. */
export function isOwnFolder(outDir: string | undefined): (folder: FolderSeen) => boolean {
  const out = outDir === undefined ? undefined : statSync(outDir, { throwIfNoEntry: false });
  return (folder) =>
    path.basename(folder.path) === OWN_FOLDER || (out !== undefined && folder.dev === out.dev && folder.ino === out.ino) || isRunFolder(folder.names);
}

function isRunFolder(names: readonly string[]): boolean {
  return names.includes(RUN_LOG) && RUN_MARKS.some((m) => names.includes(m));
}

/** A list of repository-relative paths ("/"-separated) without those inside folders agent-bench wrote. */
export function withoutOwnFolders(listed: readonly string[], root: string, outDir: string): string[] {
  const out = path.relative(root, path.resolve(outDir)).split(path.sep).join("/");
  const prefixes = out && !out.startsWith("..") && !path.isAbsolute(out) ? [`${out}/`] : [];
  const names = new Map<string, Set<string>>();
  for (const rel of listed) {
    const folder = rel.slice(0, Math.max(0, rel.lastIndexOf("/")));
    // The root itself is never left out (as copyTree never asks about its source).
    if (rel.endsWith(`/${RUN_LOG}`)) names.set(folder, new Set());
  }
  if (names.size > 0) {
    for (const rel of listed) {
      // Record each path's first segment under every folder that holds a run log.
      for (const [folder, seen] of names) {
        if (rel.startsWith(`${folder}/`)) seen.add(rel.slice(folder.length + 1).split("/")[0]);
      }
    }
    for (const [folder, seen] of names) if (isRunFolder([...seen])) prefixes.push(`${folder}/`);
  }
  return listed.filter((rel) => !rel.split("/").includes(OWN_FOLDER) && !prefixes.some((p) => rel.startsWith(p)));
}

/**
 * Creates the `.agent-bench` folder an out-dir is in, when it does not exist yet, with a .gitignore
 * that ignores everything in it: `git status` stays clean without touching your own .gitignore.
 */
export async function createOwnFolder(outDir: string): Promise<void> {
  const parts = path.resolve(outDir).split(path.sep);
  const at = parts.lastIndexOf(OWN_FOLDER);
  if (at < 0) return;
  const folder = parts.slice(0, at + 1).join(path.sep) || path.sep;
  if (existsSync(folder)) return;
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, ".gitignore"), "# Written by agent-bench: its runs are not part of the repository.\n*\n");
}
