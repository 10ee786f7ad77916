// What a run does after its last execution: the closing events of the log,
// results.json and stability.json, the workspaces it no longer needs, and the
// error an internal failure ends it with.

import path from "node:path";
import { errorMessage, infraError, isAgentBenchError } from "../errors.ts";
import type { WorkspaceConfig } from "../model/case.ts";
import type { ExecutionResult, RunFile } from "../model/result.ts";
import type { StabilityFile } from "../model/stability.ts";
import { writeJsonFile } from "../report/json-file.ts";
import type { ResultsLog } from "./sink.ts";
import { pruneEmptyFolders, removeWorkspace, type PreparedWorkspace } from "./workspace.ts";

/** Closes the log and writes both files; the error when one could not be written (each file written keeps every finished result). */
export async function writeRunFiles(outDir: string, log: ResultsLog, runFile: RunFile, stabilityFile: StabilityFile): Promise<Error | undefined> {
  const at = runFile.endedAt;
  for (const cell of stabilityFile.cells) log.append({ type: "stability", at, cell });
  log.append({ type: "summary", at, summary: runFile.summary });
  log.close();
  return writeSummaryFiles(outDir, runFile, stabilityFile, log.failure).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error : new Error(errorMessage(error))),
  );
}

/**
 * results.json and stability.json, each tried even when the other could not be written. A full disk is
 * one line and exit 3; each file that was written keeps every result that finished.
 */
async function writeSummaryFiles(outDir: string, runFile: RunFile, stabilityFile: StabilityFile, logFailure: ResultsLog["failure"]): Promise<void> {
  const failed: string[] = [];
  let cause: unknown = logFailure?.error;
  for (const [name, value] of [
    ["results.json", runFile],
    ["stability.json", stabilityFile],
  ] as const) {
    try {
      await writeJsonFile(path.join(outDir, name), value as unknown as Record<string, unknown>);
    } catch (error) {
      failed.push(name);
      cause ??= error;
    }
  }
  if (logFailure) failed.unshift(path.basename(logFailure.file));
  if (failed.length === 0) return;
  const code = (cause as NodeJS.ErrnoException).code;
  const why = code === "ENOSPC" || code === "EDQUOT" ? `the disk is full (${code})` : errorMessage(cause);
  // One line (no hint line): the reason and what to do.
  throw infraError(`could not write ${failed.join(", ")} in ${outDir}: ${why}; free space there (what was written is kept)`, { cause });
}

/** The shared workspace goes when every execution passed (unless kept) or none is kept, the repository's snapshot always; empty workspace folders go always. */
export async function removeWorkspaces(
  req: { outDir: string; workspace?: WorkspaceConfig; keepWorkspaces?: boolean },
  env: { shared?: PreparedWorkspace; repository?: PreparedWorkspace },
  results: readonly ExecutionResult[],
): Promise<void> {
  const { shared, repository } = env;
  const unkept = req.keepWorkspaces === false || (!req.keepWorkspaces && results.every((r) => r.passed));
  if (req.workspace?.mode === "shared" && shared && !shared.failure && unkept) await removeWorkspace(shared.path);
  if (repository) await removeWorkspace(repository.path);
  await pruneEmptyFolders(path.join(req.outDir, "workspaces"));
}

/** An internal failure (the engine, not an agent) ends the run with exit 3, after what finished was written. */
export function internalFailure(error: unknown, finished: number, outDir: string): Error {
  if (isAgentBenchError(error)) return error;
  return infraError(`the run stopped: ${errorMessage(error)}; the ${finished} execution(s) that finished are in ${outDir}`, {
    cause: error,
    hint: "this is a fault of agent-bench or of the machine, not of the agent: check the out-dir's folder and free space, then --resume the run",
  });
}
