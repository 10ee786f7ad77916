// `agent-bench explain` and the action's `explain: true`: checks that every
// chosen execution can be asked (its runner is configured and can resume the
// session it kept, or --rerun), asks them one after another, and adds the
// answers to the run folder's explanations.json and explanations.md.

import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { ResolvedConfig } from "../config/config.ts";
import { configError } from "../errors.ts";
import { SESSION_DIR } from "../execute/keep-session.ts";
import { executionKey } from "../model/cell.ts";
import type { ExplainedExecution, ExplanationsFile } from "../model/explanations.ts";
import type { ExecutionResult, RunFile } from "../model/result.ts";
import { explanationsFileSchema } from "../model/schema/explanations.ts";
import { readSavedFile } from "../model/saved-file.ts";
import { explanationsMarkdown } from "../report/markdown/explanations.ts";
import { getAdapter, runnerTypes } from "../runners/registry.ts";
import type { RunnerAdapter, RunnerConfig } from "../runners/runner.ts";
import { createScriptedModels } from "../runners/scripted-model/run-models.ts";
import { VERSION } from "../version.ts";
import { askExecution, sessionIdOf, type AskSetup } from "./ask.ts";
import type { ExplainTarget } from "./select.ts";

export const EXPLANATIONS_FILE = "explanations.json";
export const EXPLANATIONS_MARKDOWN = "explanations.md";
const DEFAULT_TIMEOUT_MS = 120_000;

export interface ExplainRequest {
  runDir: string;
  run: RunFile;
  config: ResolvedConfig;
  targets: readonly ExplainTarget[];
  /** Ask in a fresh session (the original prompt, then the question) when the session cannot be resumed. */
  rerun: boolean;
  /** Ask the executions that can be asked and report the others to `onSkipped` (the action); default: one error before asking any. */
  skipUnaskable?: boolean;
  onSkipped?(problems: string[]): void;
  /** Per question; default: the runner's or the config's timeout, else 2 minutes. */
  timeoutMs?: number;
  signal: AbortSignal;
  /** Each execution as soon as its questions are answered. */
  onExplained?(explained: ExplainedExecution): void;
}

interface Planned {
  target: ExplainTarget;
  runner: RunnerConfig;
  adapter: RunnerAdapter;
  mode: ExplainedExecution["mode"];
  sessionId?: string;
}

/** Asks every target; returns explanations.json as written (earlier answers for other executions kept). */
export async function explainRun(req: ExplainRequest): Promise<ExplanationsFile> {
  const { planned, problems } = await plan(req);
  if (problems.length > 0 && !req.skipUnaskable) throw unaskable(problems, req.runDir);
  if (problems.length > 0) req.onSkipped?.(problems);
  const models = createScriptedModels({ logFile: path.join(req.runDir, "model-server.log") });
  const explained: ExplainedExecution[] = [];
  try {
    await models.check([...new Map(planned.map((p) => [p.runner.id, p.runner])).values()]);
    for (const p of planned) {
      if (req.signal.aborted) break;
      const setup: AskSetup = {
        runDir: req.runDir,
        runner: p.runner,
        adapter: p.adapter,
        mode: p.mode,
        ...(p.sessionId ? { sessionId: p.sessionId } : {}),
        prompt: req.run.cases.find((c) => c.id === p.target.result.caseId)?.prompt ?? "",
        workspace: workspaceFor(p.target.result, req),
        user: req.run.environment.user,
        team: req.run.environment.team,
        timeoutMs: req.timeoutMs ?? p.runner.timeoutMs ?? req.config.defaults.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        signal: req.signal,
        modelServerUrl: models.urlFor,
      };
      const one = await askExecution(p.target, setup);
      explained.push(one);
      req.onExplained?.(one);
    }
  } finally {
    await models.close();
  }
  return saveExplanations(req.runDir, explained);
}

/**
 * Where the agent answers: a copy of the isolated workspace its failed execution kept, or of the
 * suite's shared one; else (mode none) the folder the run worked in, as the run did; else an empty folder.
 */
function workspaceFor(result: ExecutionResult, req: ExplainRequest): AskSetup["workspace"] {
  if (result.workspacePath && existsSync(path.join(req.runDir, result.workspacePath))) return { copyOf: path.join(req.runDir, result.workspacePath) };
  const shared = path.join(req.runDir, "workspaces", "shared");
  if (existsSync(shared)) return { copyOf: shared };
  const configured = req.config.defaults.workspace;
  const folder = !configured || configured.mode === "none" ? (configured?.cwd ?? req.run.invocation?.cwd) : undefined;
  return folder && existsSync(folder) ? { inPlace: folder } : "empty";
}

/** Every target's runner and how it is asked, and why the others cannot be. */
async function plan(req: ExplainRequest): Promise<{ planned: Planned[]; problems: string[] }> {
  const planned: Planned[] = [];
  const problems: string[] = [];
  for (const target of req.targets) {
    const r = target.result;
    const name = `${r.caseId} × ${r.runnerId} run ${r.run}`;
    const runner = req.config.runners.find((c) => c.id === r.runnerId);
    const adapter = runner && getAdapter(runner.type);
    if (!runner || !adapter) {
      problems.push(`${name}: no runner "${r.runnerId}" in ${req.config.file ?? "the config"}`);
      continue;
    }
    const execDir = path.join(req.runDir, r.artifactDir);
    const sessionId = await sessionIdOf(execDir);
    const inProcess = adapter.resumes === true && adapter.inProcess === true;
    const kept = adapter.resumes === true && Boolean(adapter.sessionFiles?.length) && sessionId !== undefined && existsSync(path.join(execDir, SESSION_DIR));
    if (inProcess || kept) planned.push({ target, runner, adapter, mode: "resume", ...(sessionId ? { sessionId } : {}) });
    else if (req.rerun) planned.push({ target, runner, adapter, mode: "rerun" });
    else if (!adapter.resumes || !adapter.sessionFiles?.length)
      problems.push(`${name}: runner "${runner.id}" (${runner.type}) cannot resume a session after the run`);
    else if (!sessionId) problems.push(`${name}: the agent reported no session id, so there is no session to resume`);
    else
      problems.push(
        `${name}: its folder keeps no session (${SESSION_DIR}/): the run is from an agent-bench that did not keep sessions, or the folder was copied without it`,
      );
  }
  return { planned, problems };
}

/** One error listing every execution that cannot be asked, before any is. */
function unaskable(problems: readonly string[], runDir: string): Error {
  const resumable = runnerTypes().filter((t) => {
    const a = getAdapter(t);
    return a?.resumes && (a.inProcess || a.sessionFiles?.length);
  });
  return configError(
    `cannot ask ${problems.length} failed execution(s) in their own session:\n  ${problems.slice(0, 10).join("\n  ")}${problems.length > 10 ? `\n  … and ${problems.length - 10} more` : ""}`,
    {
      where: runDir,
      hint: `agent-bench resumes ${resumable.join(", ")} sessions; --rerun asks the others in a fresh session given the original prompt (the agent does not remember its run), and --case / --runner leave them out`,
    },
  );
}

/** Adds the new answers to explanations.json (an execution asked again replaces its entry) and rewrites explanations.md. */
async function saveExplanations(runDir: string, explained: readonly ExplainedExecution[]): Promise<ExplanationsFile> {
  const file = path.join(runDir, EXPLANATIONS_FILE);
  const earlier = existsSync(file)
    ? await readSavedFile(file, explanationsFileSchema, { name: EXPLANATIONS_FILE, hint: "delete it: agent-bench explain writes a new one" })
    : undefined;
  const key = (e: ExplainedExecution) => executionKey(e, e.run);
  const fresh = new Set(explained.map(key));
  const merged: ExplanationsFile = {
    schemaVersion: 1,
    tool: { name: "agent-bench", version: VERSION },
    updatedAt: new Date().toISOString(),
    executions: [...(earlier?.executions ?? []).filter((e) => !fresh.has(key(e))), ...explained],
  };
  await writeFile(file, `${JSON.stringify(merged, null, 2)}\n`);
  await writeFile(path.join(runDir, EXPLANATIONS_MARKDOWN), `${explanationsMarkdown(merged)}\n`);
  return merged;
}
