// Reads the stability of a run for `compare`: a stability.json, a results.json
// (stability is computed from it), or an out-dir holding either.

import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { z } from "zod";
import { configError } from "../errors.ts";
import type { RunFile } from "../model/result.ts";
import type { StabilityFile } from "../model/stability.ts";
import { computeStability } from "./accumulate.ts";
import { runFileSchema, stabilityFileSchema } from "./schema.ts";

export const STABILITY_FILE = "stability.json";
export const RESULTS_FILE = "results.json";
/** Version 1 (before the test/treatment split) is still read: its fingerprints are unknown and compare says so. */
const KNOWN_SCHEMA_VERSIONS = [1, 2];
const CURRENT_SCHEMA_VERSION = 2;
const HINT = `pass a ${STABILITY_FILE} (or ${RESULTS_FILE}) written by \`agent-bench run\`, or the out-dir that holds it`;

export async function loadStability(pathOrDir: string): Promise<StabilityFile> {
  const file = await resolveFile(pathOrDir);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw configError(`cannot read ${file}: ${(error as Error).message}`, { where: file, hint: HINT, cause: error });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw configError(`${file} is not valid JSON (${(error as Error).message})`, { where: file, hint: HINT, cause: error });
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw configError(`${file} does not hold a JSON object`, { where: file, hint: HINT });
  }
  const record = data as Record<string, unknown>;
  checkSchemaVersion(record, file);
  if (Array.isArray(record.results) && !("cells" in record)) {
    return computeStability(validate(runFileSchema, record, file) as unknown as RunFile);
  }
  return validate(stabilityFileSchema, record, file);
}

async function resolveFile(pathOrDir: string): Promise<string> {
  const info = await stat(pathOrDir).catch(() => null);
  if (!info) throw configError(`${pathOrDir} does not exist`, { where: pathOrDir, hint: HINT });
  if (!info.isDirectory()) return pathOrDir;
  for (const name of [STABILITY_FILE, RESULTS_FILE]) {
    const candidate = join(pathOrDir, name);
    if (await stat(candidate).then((s) => s.isFile(), () => false)) return candidate;
  }
  throw configError(`${pathOrDir} holds neither ${STABILITY_FILE} nor ${RESULTS_FILE}`, { where: pathOrDir, hint: HINT });
}

function checkSchemaVersion(record: Record<string, unknown>, file: string): void {
  const version = record.schemaVersion;
  if (typeof version === "number" && KNOWN_SCHEMA_VERSIONS.includes(version)) return;
  if (typeof version === "number") {
    throw configError(`${file} has schemaVersion ${version}; this agent-bench reads schemaVersion ${KNOWN_SCHEMA_VERSIONS.join(" and ")}`, {
      where: `${file}: schemaVersion`,
      hint: version > CURRENT_SCHEMA_VERSION ? "upgrade agent-bench to read files from newer versions" : "re-run the baseline with this version of agent-bench",
    });
  }
  throw configError(`${file} has no schemaVersion, so it is not a stability.json or results.json written by agent-bench`, {
    where: `${file}: schemaVersion`,
    hint: HINT,
  });
}

function validate<T extends z.ZodType>(schema: T, data: unknown, file: string): z.output<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const lines = issues.slice(0, 5).map((issue) => `  ${formatPath(issue.path)}: ${issue.message}`);
  if (issues.length > 5) lines.push(`  … and ${issues.length - 5} more`);
  const first = issues[0];
  throw configError(`${file} is not a valid ${Array.isArray((data as Record<string, unknown>).results) ? RESULTS_FILE : STABILITY_FILE}:\n${lines.join("\n")}`, {
    where: `${file}: ${formatPath(first.path)}`,
    hint: HINT,
  });
}

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0) return "(top level)";
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("");
}
