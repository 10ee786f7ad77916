// Runs one agent process (or in-process agent) with stdin closed, its output
// streamed to stdout.log (always written) and stderr.log (only when the agent
// wrote to stderr) and counted in steps, a timeout that kills
// the whole process tree, and cancellation. Whatever happens, what the agent
// printed so far is kept.
//
// Agents are started through the process helper (spawner.ts), with
// node:child_process rather than execa: execa settles only when every holder
// of the stdout pipe has closed it, so an agent that leaves a daemon behind
// (`npm run dev &`) would hold the run until its timeout. We need the main
// process's exit, then a short grace for the streams, then the group killed.

import { closeSync, openSync, writeSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { spawnAgent, type SpawnedAgent } from "./spawner.ts";
import type { CapturedOutput, InProcessSpec, ProcessSpec, SpawnSpec, StepCounter } from "../runners/runner.ts";

export interface ProcessLimits {
  timeoutMs: number;
  maxSteps?: number;
  stepCounter?: StepCounter;
  /** Aborted when the run is cancelled. */
  signal: AbortSignal;
  stdoutPath: string;
  stderrPath: string;
}

export interface ProcessOutcome extends CapturedOutput {
  startedAt: Date;
  durationMs: number;
  steps: number;
  /** The process could not be started (e.g. ENOENT). */
  spawnError?: { code?: string; message: string };
  cancelled: boolean;
}

const KILL_GRACE_MS = 2000;
const STREAM_GRACE_MS = 1000;

export async function runProcess(spec: ProcessSpec, limits: ProcessLimits): Promise<ProcessOutcome> {
  return spec.kind === "spawn" ? runSpawned(spec, limits) : runInProcess(spec, limits);
}

// Each chunk is written with a plain write(2) as it arrives: a few small writes per execution, to the
// page cache, cost less than a stream's machinery and two thread hops per write. A file that cannot be
// written (disk full) does not stop the capture: the text is kept, and close() reports the error.
class OutputCapture {
  text = "";
  private pending = "";
  steps = 0;
  stepLimitHit = false;
  // Opened on the first chunk: a stream the agent never wrote to leaves no file unless it must exist.
  private fd: number | undefined;
  private writeError: unknown;
  private readonly path: string;
  private readonly keepEmpty: boolean;
  private readonly limits: ProcessLimits | undefined;
  private readonly onLimit: () => void;

  constructor(path: string, options: { keepEmpty: boolean; limits?: ProcessLimits; onLimit?: () => void }) {
    this.path = path;
    this.keepEmpty = options.keepEmpty;
    this.limits = options.limits;
    this.onLimit = options.onLimit ?? (() => {});
  }

  write(chunk: string): void {
    if (!chunk) return;
    this.text += chunk;
    this.toFile(chunk);
    if (!this.limits?.stepCounter) return;
    this.pending += chunk;
    const lines = this.pending.split("\n");
    this.pending = lines.pop() ?? "";
    for (const line of lines) this.countLine(line);
  }

  private toFile(chunk: string): void {
    if (this.writeError !== undefined) return;
    try {
      this.fd ??= openSync(this.path, "w");
      writeSync(this.fd, chunk);
    } catch (error) {
      this.writeError = error;
    }
  }

  private countLine(line: string): void {
    const counter = this.limits?.stepCounter;
    if (!counter || this.stepLimitHit) return;
    this.steps = counter(line);
    const max = this.limits?.maxSteps;
    if (max !== undefined && this.steps > max) {
      this.stepLimitHit = true;
      this.onLimit();
    }
  }

  close(): void {
    if (this.pending) this.countLine(this.pending);
    if (this.fd === undefined && this.keepEmpty) this.toFile("");
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    if (this.writeError !== undefined) throw new Error(`cannot write ${this.path}: ${(this.writeError as Error).message}`);
  }
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
  const stdout = new OutputCapture(limits.stdoutPath, { keepEmpty: true, limits, onLimit: killTree });
  const stderr = new OutputCapture(limits.stderrPath, { keepEmpty: false });
  agent = spawnAgent(
    { file: spec.executable, args: spec.args, cwd: spec.cwd, env: spec.env, ...(spec.stdin === undefined ? {} : { stdin: spec.stdin }) },
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
  agent.finish();
  if (killTimer) clearTimeout(killTimer);
  closeBoth(stdout, stderr);
  const files = await collect(spec.collect);
  return {
    stdout: stdout.text,
    stderr: stderr.text,
    exitCode: exit.code,
    signal: exit.signal,
    timedOut,
    stepLimitHit: stdout.stepLimitHit,
    files,
    startedAt,
    durationMs: Date.now() - startedAt.getTime(),
    steps: stdout.steps,
    cancelled,
    ...(exit.error ? { spawnError: exit.error } : {}),
  };
}

async function runInProcess(spec: InProcessSpec, limits: ProcessLimits): Promise<ProcessOutcome> {
  const startedAt = new Date();
  const controller = new AbortController();
  let timedOut = false;
  let cancelled = false;
  const stdout = new OutputCapture(limits.stdoutPath, { keepEmpty: true, limits, onLimit: () => controller.abort() });
  const stderr = new OutputCapture(limits.stderrPath, { keepEmpty: false });
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
  let exitCode: number | null;
  let crash: string | undefined;
  try {
    const result = await spec.run({
      stdout: (line) => stdout.write(`${line}\n`),
      stderr: (text) => stderr.write(text),
      signal: controller.signal,
      cwd: spec.cwd,
    });
    exitCode = controller.signal.aborted ? null : result.exitCode;
  } catch (error) {
    crash = error instanceof Error ? error.message : String(error);
    stderr.write(`${crash}\n`);
    exitCode = 1;
  }
  clearTimeout(timer);
  limits.signal.removeEventListener("abort", onAbort);
  closeBoth(stdout, stderr);
  return {
    stdout: stdout.text,
    stderr: stderr.text,
    exitCode,
    signal: controller.signal.aborted ? "SIGKILL" : null,
    timedOut,
    stepLimitHit: stdout.stepLimitHit,
    files: {},
    startedAt,
    durationMs: Date.now() - startedAt.getTime(),
    steps: stdout.steps,
    cancelled,
  };
}

function closeBoth(stdout: OutputCapture, stderr: OutputCapture): void {
  try {
    stdout.close();
  } finally {
    stderr.close();
  }
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
