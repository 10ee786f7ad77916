// One call of a runner that serves the engine rather than being benchmarked:
// the judge of a judge rule, the simulated user of a multi-turn case, a
// reporter agent. It runs in a throwaway home and workspace; its logs and
// session go to `dir`.

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { SuiteCase } from "../model/case.ts";
import type { Session } from "../model/session.ts";
import { getAdapter } from "../runners/registry.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { ensureDir } from "./artifacts.ts";
import { processEnvSnapshot, runnerInfo, type ExecutionEnv } from "./execution-env.ts";
import { createHome, removeHome } from "./home.ts";
import { runProcess } from "./process.ts";
import { unreachable, type ProcessEnd } from "../model/process-end.ts";

export interface HelperCall {
  runner: RunnerConfig;
  /** What the helper is, for messages: "judge", "simulator". */
  role: string;
  /** The case id the helper sees (a scripted helper picks its steps by it). */
  caseId: string;
  prompt: string;
  /** 1-based: which call this is (a scripted helper's run number). */
  call: number;
  dir: string;
  timeoutMs: number;
  /** Added to the helper's environment (AGENT_BENCH_TURN for a simulator). */
  env?: Record<string, string>;
  signal: AbortSignal;
  modelServerUrl?: ExecutionEnv["modelServerUrl"];
  /** Files placed in the helper's workspace before it starts (a reporter agent's report). */
  files?: Array<{ name: string; content: string }>;
}

/** The helper's session; throws (a plain Error) when it timed out or could not start. */
export async function runHelper(call: HelperCall): Promise<Session> {
  const { runner, prompt, dir } = call;
  await ensureDir(dir);
  const testCase: SuiteCase = {
    id: call.caseId,
    prompt,
    messages: [{ role: "user", content: prompt }],
    tags: [],
    expectedFail: false,
    hasExpected: false,
    source: { file: `<${call.role}>` },
    definition: "",
  };
  const adapter = getAdapter(runner.type)!;
  const home = await createHome();
  const workspace = await mkdtemp(path.join(os.tmpdir(), `agent-bench-${call.role}-`));
  try {
    for (const f of call.files ?? []) await writeFile(path.join(workspace, f.name), f.content);
    const info = runnerInfo(runner);
    const scriptedModelUrl = await call.modelServerUrl?.(runner, { case: testCase, run: call.call, workspace });
    const spec = await adapter.prepare({
      case: testCase,
      runner,
      runnerInfo: info,
      run: call.call,
      workspace,
      home,
      artifactDir: dir,
      env: { ...processEnvSnapshot(), ...call.env, ...runner.env },
      scriptedModelUrl,
      user: call.role,
      team: call.role,
    });
    if (spec.kind === "spawn") {
      for (const f of spec.files ?? []) {
        await ensureDir(path.dirname(f.path));
        await writeFile(f.path, f.content);
      }
    }
    const out = await runProcess(spec, {
      timeoutMs: runner.timeoutMs ?? call.timeoutMs,
      signal: call.signal,
      stdoutPath: path.join(dir, "stdout.log"),
      stderrPath: path.join(dir, "stderr.log"),
      ...(runner.maxOutputBytes ? { maxOutputBytes: runner.maxOutputBytes } : {}),
    });
    const session = adapter.parse(out, { runner: info, prompt, cwd: workspace, options: runner.options });
    await writeFile(path.join(dir, "session.json"), JSON.stringify(session, null, 2));
    const problem = helperProblem(out.end, path.basename(dir));
    if (problem) throw new Error(`the ${call.role} "${runner.id}" ${problem}`);
    return session;
  } finally {
    await removeHome(home);
    await rm(workspace, { recursive: true, force: true });
  }
}

/** Why a helper's answer cannot be used (undefined: use its session). Stopped by a cancel, a failed log write or the step limit, it is judged by how its process exited. */
function helperProblem(end: ProcessEnd, dirName: string): string | undefined {
  switch (end.kind) {
    case "exited":
      return end.code === 0 ? undefined : `exited with code ${end.code} (see ${dirName}/stderr.log)`;
    case "signalled":
      return undefined;
    case "spawn-failed":
      return `could not start: ${end.error.message}`;
    case "timed-out":
      return "timed out";
    case "output-limit":
      return "printed more than maxOutputBytes and was stopped";
    case "cancelled":
    case "write-failed":
    case "step-limit":
      return helperProblem(end.exit, dirName);
    default:
      return unreachable(end);
  }
}
