// Runs one agent process (or in-process agent) with stdin closed, its output
// streamed to stdout.log (always written) and stderr.log (only when the agent
// wrote to stderr) up to maxOutputBytes and counted in steps, a timeout that
// kills the whole process tree, and cancellation. Whatever happens, what the
// agent printed so far is kept, and no process it started outlives it.
//
// Agents are started through the process helper (spawner.ts), with
// node:child_process rather than execa: execa settles only when every holder
// of the stdout pipe has closed it, so an agent that leaves a daemon behind
// (`npm run dev &`) would hold the run until its timeout. We need the main
// process's exit, then a short grace for the streams, then the group killed.

import { readFile } from "node:fs/promises";
import type { ProcessEnd, ProcessExit } from "../model/process-end.ts";
import { OutputBudget, OutputCapture } from "./output-capture.ts";
import { spawnAgent, type SpawnedAgent } from "./spawner.ts";
import { MARK_VARIABLE, newMark } from "./strays.ts";
import type { CapturedOutput, InProcessSpec, ProcessSpec, SpawnSpec, StepCounter } from "../runners/runner.ts";

export interface ProcessLimits {
  timeoutMs: number;
  maxSteps?: number;
  stepCounter?: StepCounter;
  /** Aborted when the run is cancelled. */
  signal: AbortSignal;
  stdoutPath: string;
  stderrPath: string;
  /** Cap on what the agent prints (stdout and stderr together); past it the agent is stopped. */
  maxOutputBytes?: number;
}

export const DEFAULT_MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

export interface ProcessOutcome extends CapturedOutput {
  startedAt: Date;
  durationMs: number;
  steps: number;
  /** Processes the agent left running (outside its process group too) that were killed after it ended. */
  strayProcesses?: number;
}

const KILL_GRACE_MS = 2000;
const STREAM_GRACE_MS = 1000;

export async function runProcess(spec: ProcessSpec, limits: ProcessLimits): Promise<ProcessOutcome> {
  return spec.kind === "spawn" ? runSpawned(spec, limits) : runInProcess(spec, limits);
}

async function runSpawned(spec: SpawnSpec, limits: ProcessLimits): Promise<ProcessOutcome> {
  const startedAt = new Date();
  let timedOut = false;
  let cancelled = false;
  let exited = false;
  let killTimer: NodeJS.Timeout | undefined;
  let agent: SpawnedAgent | undefined;
  const killTree = () => {
    if (!agent || exited) return;
    agent.signal("SIGTERM");
    killTimer ??= setTimeout(() => agent?.signal("SIGKILL"), KILL_GRACE_MS);
  };
  const budget = new OutputBudget(limits.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES, () => {
    // Nothing more of it is kept: the helper stops forwarding it.
    agent?.mute();
    killTree();
  });
  const { stdout, stderr } = captures(limits, budget, killTree);
  const mark = newMark();
  agent = spawnAgent(
    {
      file: spec.executable,
      args: spec.args,
      cwd: spec.cwd,
      env: { ...spec.env, [MARK_VARIABLE]: mark },
      mark,
      ...(spec.stdin === undefined ? {} : { stdin: spec.stdin }),
    },
    { stdout: (d) => stdout.write(d), stderr: (d) => stderr.write(d) },
  );

  const timer = setTimeout(() => {
    timedOut = true;
    killTree();
  }, limits.timeoutMs);
  const onAbort = () => {
    cancelled = true;
    killTree();
  };
  limits.signal.addEventListener("abort", onAbort, { once: true });
  if (limits.signal.aborted) onAbort();

  const exit = await agent.exited;
  exited = true;
  clearTimeout(timer);
  limits.signal.removeEventListener("abort", onAbort);
  // A daemon the agent left behind may still hold the pipes: wait briefly, then end it.
  await Promise.race([agent.streamsEnded, delay(STREAM_GRACE_MS)]);
  const strays = await agent.finish();
  if (killTimer) clearTimeout(killTimer);
  closeBoth(stdout, stderr);
  const files = await collect(spec.collect);
  return {
    stdout: stdout.text,
    stderr: stderr.text,
    end: endOf(exit, { cancelled, timedOut, budget, stdout }, limits),
    files,
    startedAt,
    durationMs: Date.now() - startedAt.getTime(),
    steps: stdout.steps,
    ...(strays > 0 ? { strayProcesses: strays } : {}),
  };
}

async function runInProcess(spec: InProcessSpec, limits: ProcessLimits): Promise<ProcessOutcome> {
  const startedAt = new Date();
  const controller = new AbortController();
  let timedOut = false;
  let cancelled = false;
  const stop = () => controller.abort();
  const budget = new OutputBudget(limits.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES, stop);
  const { stdout, stderr } = captures(limits, budget, stop);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.timeoutMs);
  const onAbort = () => {
    cancelled = true;
    controller.abort();
  };
  limits.signal.addEventListener("abort", onAbort, { once: true });
  if (limits.signal.aborted) onAbort();
  let exit: ProcessExit;
  try {
    const result = await spec.run({
      stdout: (line) => stdout.write(`${line}\n`),
      stderr: (text) => stderr.write(text),
      signal: controller.signal,
      cwd: spec.cwd,
    });
    // Stopped in process is what SIGKILL is to a spawned agent.
    exit = controller.signal.aborted ? { kind: "signalled", signal: "SIGKILL" } : { kind: "exited", code: result.exitCode };
  } catch (error) {
    const crash = error instanceof Error ? error.message : String(error);
    stderr.write(`${crash}\n`);
    exit = { kind: "exited", code: 1 };
  }
  clearTimeout(timer);
  limits.signal.removeEventListener("abort", onAbort);
  closeBoth(stdout, stderr);
  return {
    stdout: stdout.text,
    stderr: stderr.text,
    end: endOf(exit, { cancelled, timedOut, budget, stdout }, limits),
    files: {},
    startedAt,
    durationMs: Date.now() - startedAt.getTime(),
    steps: stdout.steps,
  };
}

function captures(limits: ProcessLimits, budget: OutputBudget, onStepLimit: () => void): { stdout: OutputCapture; stderr: OutputCapture } {
  const steps = limits.stepCounter ? { stepCounter: limits.stepCounter, maxSteps: limits.maxSteps, onStepLimit } : {};
  return {
    stdout: new OutputCapture(limits.stdoutPath, { keepEmpty: true, budget, ...steps }),
    stderr: new OutputCapture(limits.stderrPath, { keepEmpty: false, budget }),
  };
}

/**
 * The one state the agent ended in. Several can happen at once (a timeout while the disk fills):
 * a cancel wins unless the timeout came first, then a failed start, a log write, the output cap,
 * the timeout and the step limit; otherwise the process's own exit.
 */
function endOf(
  exit: ProcessExit,
  seen: { cancelled: boolean; timedOut: boolean; budget: OutputBudget; stdout: OutputCapture },
  limits: ProcessLimits,
): ProcessEnd {
  const { budget, stdout } = seen;
  if (seen.cancelled && !seen.timedOut) return { kind: "cancelled", exit };
  if (exit.kind === "spawn-failed") return exit;
  if (budget.writeError) return { kind: "write-failed", error: budget.writeError, exit };
  if (budget.limitHit) return { kind: "output-limit", maxBytes: budget.maxBytes, receivedBytes: budget.received, exit };
  if (seen.timedOut) return { kind: "timed-out", afterMs: limits.timeoutMs, exit };
  if (stdout.stepLimitHit) return { kind: "step-limit", steps: stdout.steps, maxSteps: limits.maxSteps ?? stdout.steps, exit };
  return exit;
}

function closeBoth(stdout: OutputCapture, stderr: OutputCapture): void {
  stdout.close();
  stderr.close();
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

async function collect(files: Record<string, string> | undefined): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, file] of Object.entries(files ?? {})) {
    try {
      out[name] = await readFile(file, "utf8");
    } catch {
      // Not written by the agent: parse() sees it missing.
    }
  }
  return out;
}
