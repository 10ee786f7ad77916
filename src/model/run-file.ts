// Reading back results.json: `merge` (the CLI and the action's merge mode),
// `compare -o report.html`, `history`, and the action's report mode (a fork's
// artifact, so untrusted). One schema, one reader.

import { existsSync } from "node:fs";
import path from "node:path";
import { configError } from "../errors.ts";
import type { RunFile } from "./result.ts";
import { readSavedFile, type SavedFormat } from "./saved-file.ts";
import { RUN_FILE_VERSIONS, runFileSchema } from "./schema/run-file.ts";

export const RUN_FILE_FORMAT: SavedFormat = {
  name: "results.json",
  hint: "pass the out-dir of a finished (or interrupted) agent-bench run; its results.json is written by `agent-bench run`",
  version: { key: "schemaVersion", supported: RUN_FILE_VERSIONS },
};

/** The results.json in a run's out-dir. */
export async function readRunFile(dir: string, format: SavedFormat = RUN_FILE_FORMAT): Promise<RunFile> {
  const file = path.join(dir, "results.json");
  if (!existsSync(file)) throw configError(`${dir} has no results.json`, { where: dir, hint: format.hint });
  return readSavedFile(file, runFileSchema, format);
}
