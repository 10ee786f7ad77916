// Asks one failed execution its questions: its agent CLI resumes the session
// it kept (agent-session/, restored into a fresh home) with the CLI's own
// resume option, one call per question, in a copy of the workspace it left;
// or, with --rerun, a fresh session gets the original prompt and the question.
// Each call's logs and session go to explain-<n>/ in the execution's folder.

import { existsSync, lstatSync } from "node:fs";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runAgentTurn } from "../execute/agent-turn.ts";
import { ensureDir, writeSession } from "../execute/artifacts.ts";
import { processEnvSnapshot, runnerInfo } from "../execute/execution-env.ts";
import { createHome, removeHome } from "../execute/home.ts";
import { SESSION_DIR } from "../execute/keep-session.ts";
import type { SuiteCase } from "../model/case.ts";
import type { ExplainedExecution, ExplanationAnswer } from "../model/explanations.ts";
import type { ExecutionResult } from "../model/result.ts";
import type { ExecutionContext, RunnerAdapter, RunnerConfig } from "../runners/runner.ts";
import type { ModelExecution } from "../runners/scripted-model/run-models.ts";
import type { ExplainTarget } from "./select.ts";

export interface AskSetup {
  runDir: string;
  runner: RunnerConfig;
  adapter: RunnerAdapter;
  mode: ExplainedExecution["mode"];
  /** The session to resume (a CLI that resumes in process needs none). */
  sessionId?: string;
  /** The case's prompt, for a fresh session (--rerun). */
  prompt: string;
  /** Where the agent answers: a copy of the workspace the run left, the folder the run used as it is (mode none), or an empty one. */
  workspace: { copyOf: string } | { inPlace: string } | "empty";
  user: string;
  team: string;
  timeoutMs: number;
  signal: AbortSignal;
  modelServerUrl(runner: RunnerConfig, execution: ModelExecution): Promise<string | undefined>;
}

export async function askExecution(target: ExplainTarget, setup: AskSetup): Promise<ExplainedExecution> {
  const { result } = target;
  const execDir = path.join(setup.runDir, result.artifactDir);
  const home = await createHome();
  const inPlace = typeof setup.workspace === "object" && "inPlace" in setup.workspace ? setup.workspace.inPlace : undefined;
  const workspace = inPlace ?? (await mkdtemp(path.join(os.tmpdir(), "agent-bench-explain-")));
  const askedAt = new Date().toISOString();
  try {
    if (setup.mode === "resume") await restore(path.join(execDir, SESSION_DIR), home, false);
    if (typeof setup.workspace === "object" && "copyOf" in setup.workspace) await restore(setup.workspace.copyOf, workspace, true);
    const answers: ExplanationAnswer[] = [];
    let sessionId = setup.sessionId;
    for (const [i, { question, check }] of target.questions.entries()) {
      const answer = await askOne({ setup, result, question, n: i + 1, home, workspace, sessionId });
      answers.push({ question, check, ...answer });
      if (setup.mode === "resume") sessionId = answer.sessionId ?? sessionId;
    }
    return {
      caseId: result.caseId,
      runnerId: result.runnerId,
      run: result.run,
      status: result.status,
      ...(result.failureOrigin ? { failureOrigin: result.failureOrigin } : {}),
      artifactDir: result.artifactDir,
      mode: setup.mode,
      ...(setup.mode === "resume" && setup.sessionId ? { sessionId: setup.sessionId } : {}),
      askedAt,
      answers,
    };
  } finally {
    await removeHome(home);
    if (!inPlace) await rm(workspace, { recursive: true, force: true });
  }
}

interface OneCall {
  setup: AskSetup;
  result: ExecutionResult;
  question: string;
  n: number;
  home: string;
  workspace: string;
  sessionId: string | undefined;
}

async function askOne(call: OneCall): Promise<Omit<ExplanationAnswer, "question" | "check">> {
  const { setup, result, home, workspace } = call;
  const { runner, adapter } = setup;
  const rel = `${result.artifactDir}/explain-${call.n}`;
  const absDir = path.join(setup.runDir, rel);
  await rm(absDir, { recursive: true, force: true });
  await ensureDir(absDir);
  // Each question is the session's next turn: a script's `turns` gives it its own answer.
  const turn = (result.dialog?.turns.length ?? 1) + call.n;
  const prompt = setup.mode === "rerun" ? rerunPrompt(setup.prompt, call.question) : call.question;
  const testCase: SuiteCase = {
    id: result.caseId,
    prompt,
    messages: [{ role: "user", content: prompt }],
    tags: [],
    expectedFail: false,
    hasExpected: false,
    source: { file: "<explain>" },
    definition: "",
  };
  const resumes = setup.mode === "resume";
  const ctx: ExecutionContext = {
    case: testCase,
    runner,
    runnerInfo: runnerInfo(runner),
    run: result.run,
    workspace,
    home,
    artifactDir: absDir,
    env: {
      ...processEnvSnapshot(),
      AGENT_BENCH_USER: setup.user,
      AGENT_BENCH_TEAM: setup.team,
      AGENT_BENCH_CASE_ID: result.caseId,
      AGENT_BENCH_RUNNER_ID: runner.id,
      AGENT_BENCH_RUN: String(result.run),
      AGENT_BENCH_WORKSPACE: workspace,
      AGENT_BENCH_TURN: String(turn),
      ...runner.env,
    },
    scriptedModelUrl: await setup.modelServerUrl(runner, { case: testCase, run: result.run, turn, workspace }),
    user: setup.user,
    team: setup.team,
    ...(resumes && (call.sessionId || adapter.inProcess) ? { resume: { sessionId: call.sessionId ?? "", turn } } : {}),
  };
  // How the CLI was called, for the record: the adapter's own process spec.
  let command: string[] | undefined;
  const recording: RunnerAdapter = {
    ...adapter,
    async prepare(c) {
      const spec = await adapter.prepare(c);
      if (spec.kind === "spawn") command = shownCommand(spec.executable, spec.args, { prompt, home, workspace });
      return spec;
    },
  };
  const started = Date.now();
  const turnResult = await runAgentTurn(
    recording,
    ctx,
    { absDir, relDir: rel },
    { signal: setup.signal, maxStepsFor: () => undefined, rejectedModels: new Map() },
    setup.timeoutMs,
  );
  const session = turnResult.session;
  writeSession(absDir, session);
  const answer = session?.finalOutput.trim() ? session.finalOutput : undefined;
  const error = turnResult.failure?.message ?? (answer === undefined ? "the agent gave no answer" : undefined);
  return {
    ...(answer !== undefined ? { answer } : {}),
    ...(error ? { error } : {}),
    ...(session?.sessionId ? { sessionId: session.sessionId } : {}),
    ...(command ? { command } : {}),
    durationMs: session?.durationMs ?? Date.now() - started,
    ...(session?.costUsd !== undefined ? { costUsd: session.costUsd } : {}),
    artifactDir: rel,
  };
}

/** A fresh session cannot remember: it gets the task it was given, then the question. */
export function rerunPrompt(prompt: string, question: string): string {
  return `Earlier you were given this task:\n\n<task>\n${prompt}\n</task>\n\nYour work on it was checked afterwards. ${question}`;
}

function shownCommand(executable: string, args: readonly string[], places: { prompt: string; home: string; workspace: string }): string[] {
  return [path.basename(executable), ...args].map((a) =>
    a === places.prompt ? "<question>" : a.replaceAll(places.home, "<home>").replaceAll(places.workspace, "<workspace>"),
  );
}

/** Copies a kept folder into place; links are kept as links in a workspace, left out of a session. */
async function restore(from: string, to: string, keepLinks: boolean): Promise<void> {
  if (!existsSync(from)) return;
  await cp(from, to, keepLinks ? { recursive: true, verbatimSymlinks: true } : { recursive: true, filter: (source) => !lstatSync(source).isSymbolicLink() });
}

/** The session id an execution's session.json names, when it is one a CLI flag can take. */
export async function sessionIdOf(execDir: string): Promise<string | undefined> {
  try {
    const session = JSON.parse(await readFile(path.join(execDir, "session.json"), "utf8")) as { sessionId?: unknown };
    const id = session.sessionId;
    return typeof id === "string" && /^[\w][\w.:-]{0,199}$/u.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}
