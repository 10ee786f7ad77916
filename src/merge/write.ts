// Writes a merged run as a run folder: results.json, results.jsonl,
// stability.json, and every shard's execution artifacts.

import { cp, mkdir, writeFile } from "node:fs/promises";
import { constants, existsSync } from "node:fs";
import path from "node:path";
import { configError } from "../errors.ts";
import type { RunEventLine, RunFile } from "../model/result.ts";
import type { StabilityFile } from "../model/stability.ts";
import { computeStability } from "../stability/accumulate.ts";
import { writeJsonFile } from "../report/json-file.ts";

export async function writeMergedRun(outDir: string, run: RunFile, shardDirs: readonly string[]): Promise<StabilityFile> {
  if (existsSync(path.join(outDir, "results.jsonl"))) {
    throw configError(`${outDir} already holds a run`, { where: "--out-dir", hint: "merge into a new folder" });
  }
  await mkdir(outDir, { recursive: true });
  for (const dir of shardDirs) {
    for (const sub of ["executions", "workspaces"]) {
      if (existsSync(path.join(dir, sub))) {
        await cp(path.join(dir, sub), path.join(outDir, sub), {
          recursive: true,
          force: false,
          errorOnExist: false,
          verbatimSymlinks: true,
          mode: constants.COPYFILE_FICLONE,
        });
      }
    }
  }
  const stability = computeStability(run);
  const lines: RunEventLine[] = [
    {
      type: "start",
      at: run.startedAt,
      tool: run.tool,
      suite: run.suite,
      plan: run.plan,
      environment: run.environment,
      cases: run.cases,
      ...(run.invocation ? { invocation: run.invocation } : {}),
    },
    ...run.results.map((result) => ({ type: "execution" as const, at: result.endedAt, result })),
    ...stability.cells.map((cell) => ({ type: "stability" as const, at: run.endedAt, cell })),
    { type: "summary", at: run.endedAt, summary: run.summary },
  ];
  await writeFile(path.join(outDir, "results.jsonl"), lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  await writeJsonFile(path.join(outDir, "results.json"), run as unknown as Record<string, unknown>);
  await writeJsonFile(path.join(outDir, "stability.json"), stability as unknown as Record<string, unknown>);
  return stability;
}
