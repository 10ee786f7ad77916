// The reports of `agent-bench run`: custom reporters loaded and every -o
// extension checked before the first execution; after the run, the -o files
// written and the reporters' onSuiteFinish called. A reporter's failure
// (a module's hook, a reporter agent) is a warning: it never costs the run's
// results, the other reports, or the exit code the results decide.

import { mkdir, readFile } from "node:fs/promises";
import { configError } from "../errors.ts";
import path from "node:path";
import type { ResolvedRun } from "../execute/prepare.ts";
import type { RunListener } from "../report/run-listener.ts";
import type { ReportModel } from "../report/model.ts";
import { agentSpecOf, isAgentSpec } from "../report/reporters/agent-spec.ts";
import { checkOwnership, loadReporters, overriddenBuiltins } from "../report/reporters/load.ts";
import { agentReporters } from "./reporter-agents.ts";
import { formatFailure, ReporterSet } from "../report/reporters/runtime.ts";
import type { AskOptions, ReporterContext } from "../report/reporters/types.ts";
import { outputKind, writeReports } from "../report/write.ts";

export interface RunReports {
  /** The -o files the engine streams as results finish: the .jsonl ones no custom reporter renders. */
  streamed: readonly string[];
  listeners: RunListener[];
  reporters: ReporterSet;
  /** Writes the -o files and calls onSuiteFinish; returns the files written. */
  finish(model: ReportModel, baseDir?: string): Promise<string[]>;
  /** One warning naming every reporter hook (or reporter agent) that failed; undefined when none did. */
  failureWarning(): string | undefined;
}

export async function prepareReports(prepared: ResolvedRun, signal: AbortSignal, warn: (message: string) => void): Promise<RunReports> {
  const { config } = prepared;
  const entries = prepared.reporters;
  const modules = await loadReporters(
    entries.filter((e): e is string => !isAgentSpec(e)),
    prepared.cwd,
  );
  const agents = agentReporters(
    prepared,
    entries.filter(isAgentSpec).map((e) => agentSpecOf(e, prepared.verbose)),
    signal,
  );
  const loaded = [...modules, ...agents.reporters];
  checkOwnership(loaded);
  for (const o of overriddenBuiltins(loaded)) warn(`custom reporter renders ${o} instead of the built-in format`);
  let asked = 0;
  const context: ReporterContext = {
    outDir: prepared.outDir,
    runners: config.runners.map((r) => ({ id: r.id, type: r.type, ...(r.model ? { model: r.model } : {}) })),
    ask: (prompt, options) => askRunner(prepared, prompt, options ?? {}, ++asked, signal),
  };
  const reporters = new ReporterSet(loaded, context, (f) => warn(formatFailure(f)));
  const outputs = prepared.outputs;
  const kinds = outputs.map((file) => outputKind(file, reporters));
  for (const file of outputs) await makeFolderOf(file);
  return {
    streamed: outputs.filter((_, i) => kinds[i] === "jsonl"),
    listeners: [reporters.listener(prepared.suite.path)],
    reporters,
    async finish(model, baseDir) {
      try {
        const written = await writeReports(outputs, model, { outDir: prepared.outDir, reporters, ...(baseDir ? { baseDir } : {}) });
        await reporters.finish(model);
        return written;
      } finally {
        await agents.close();
      }
    },
    failureWarning() {
      const failures = reporters.failures;
      if (failures.length === 0) return undefined;
      // A reporter says nothing about the agents under test: the exit code stays the run's.
      return [
        `${failures.length === 1 ? "a reporter" : `${failures.length} reporter hooks`} failed (the results and the other reports are written; the exit code is the run's):`,
        ...failures.map((f) => `  ${formatFailure(f)}`),
        `  hint: fix the reporter${failures.some((f) => f.reporter.startsWith("agent:")) ? " (or its agent's runner)" : " module"}; this run's results are in ${prepared.outDir}`,
      ].join("\n");
    },
  };
}

/** An -o file's folder, made before the run: a folder that cannot be made is a mistake to report before any agent starts. */
async function makeFolderOf(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true }).catch((error: unknown) => {
    throw configError(`-o ${file}: cannot create its folder: ${(error as Error).message}`, {
      where: "-o",
      hint: "write the report into a folder you can create and write to",
    });
  });
}

/**
 * One ad-hoc prompt against a configured runner (what `agent-bench run -i`
 * does), with its artifacts under <out-dir>/reporters/ask-<n>; resolves with
 * the agent's whole final output.
 */
async function askRunner(prepared: ResolvedRun, prompt: string, options: AskOptions, n: number, signal: AbortSignal): Promise<string> {
  const runner = options.runner ?? prepared.config.runners[0]?.id;
  if (!runner) throw new Error("ask(): no runner is configured; add one to the config");
  if (!prepared.config.runners.some((r) => r.id === runner)) {
    throw new Error(`ask(): no runner "${runner}" in the config (configured: ${prepared.config.runners.map((r) => r.id).join(", ")})`);
  }
  // Loaded only when a reporter asks: most runs never do.
  const [{ prepareRun }, { execute }] = await Promise.all([import("../execute/prepare.ts"), import("../execute/engine.ts")]);
  const outDir = path.join(prepared.outDir, "reporters", `ask-${n}`);
  const ask = await prepareRun({
    suites: [],
    inline: prompt,
    ...(prepared.config.file ? { config: prepared.config.file } : {}),
    runners: [runner],
    runs: 1,
    parallel: 1,
    outputs: [],
    outDir,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    user: prepared.user,
    team: prepared.team,
    cwd: prepared.cwd,
  });
  const { run } = await execute(ask, { listeners: [], signal });
  const result = run.results[0];
  if (!result || !result.passed) {
    throw new Error(
      `ask(): runner "${runner}" did not answer (${result ? `${result.status}: ${result.error?.message ?? result.failureClass?.label ?? "no output"}` : "no execution"}); see ${outDir}`,
    );
  }
  const session = await readFile(path.join(outDir, result.artifactDir, "session.json"), "utf8").then(
    (t) => JSON.parse(t) as { finalOutput?: string },
    () => undefined,
  );
  return session?.finalOutput ?? result.finalOutput ?? "";
}
