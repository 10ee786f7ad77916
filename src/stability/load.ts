// Reads the stability of a run for `compare`: a stability.json, a results.json
// (stability is computed from it), or an out-dir holding either.

import { stat } from "node:fs/promises";
import { join } from "node:path";
import { configError } from "../errors.ts";
import type { StabilityFile } from "../model/stability.ts";
import { parseSaved, readSavedJson, type SavedFormat } from "../model/saved-file.ts";
import { STABILITY_FILE_VERSIONS, stabilityFileReader } from "../model/schema/stability.ts";
import { RUN_FILE_FORMAT } from "../model/run-file.ts";
import { runFileSchema } from "../model/schema/run-file.ts";
import { computeStability } from "./accumulate.ts";

export const STABILITY_FILE = "stability.json";
export const RESULTS_FILE = "results.json";
const HINT = `pass a ${STABILITY_FILE} (or ${RESULTS_FILE}) written by \`agent-bench run\`, or the out-dir that holds it`;

/** Version 1 (before the test/treatment split) is still read: its fingerprints are unknown and compare says so. */
const STABILITY_FORMAT: SavedFormat = { name: STABILITY_FILE, hint: HINT, version: { key: "schemaVersion", supported: STABILITY_FILE_VERSIONS } };

export async function loadStability(pathOrDir: string): Promise<StabilityFile> {
  const file = await resolveFile(pathOrDir);
  const data = await readSavedJson(file, STABILITY_FORMAT);
  const record = data as Record<string, unknown> | null;
  // A results.json: stability is computed from its results.
  if (record && typeof record === "object" && Array.isArray(record.results) && !("cells" in record)) {
    return computeStability(parseSaved(data, file, runFileSchema, { ...RUN_FILE_FORMAT, hint: HINT }));
  }
  return parseSaved(data, file, stabilityFileReader, STABILITY_FORMAT);
}

async function resolveFile(pathOrDir: string): Promise<string> {
  const info = await stat(pathOrDir).catch(() => null);
  if (!info) throw configError(`${pathOrDir} does not exist`, { where: pathOrDir, hint: HINT });
  if (!info.isDirectory()) return pathOrDir;
  for (const name of [STABILITY_FILE, RESULTS_FILE]) {
    const candidate = join(pathOrDir, name);
    if (
      await stat(candidate).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return candidate;
  }
  throw configError(`${pathOrDir} holds neither ${STABILITY_FILE} nor ${RESULTS_FILE}`, { where: pathOrDir, hint: HINT });
}
