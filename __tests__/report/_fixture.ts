// Real runs for the report tests: the fixture suite (__tests__/fixtures/reports)
// run by the engine with the scripted runners, in process, into a temporary
// out-dir; and a deterministic copy of a run (fixed times, durations, commit,
// environment, paths) for the committed samples under __tests__/__outputs__.

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { execute } from "../../src/execute/engine.ts";
import { prepareRun } from "../../src/execute/prepare.ts";
import type { RunFile } from "../../src/model/result.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { computeStability } from "../../src/stability/accumulate.ts";
import type { TranscriptSet } from "../../src/report/html/load-transcripts.ts";
import { ROOT } from "../helpers/cli.ts";

export const FIXTURE_DIR = path.join(ROOT, "__tests__/fixtures/reports");
export const SUITE = path.join(FIXTURE_DIR, "suite.ts");
export const OUTPUTS = path.join(ROOT, "__tests__/__outputs__");

export interface FixtureRun {
  outDir: string;
  run: RunFile;
  stability: StabilityFile;
  remove(): void;
}

/** Runs the fixture suite; `variant: "base"` plays the base branch (see agents.mjs). */
export async function runFixture(options: { variant?: "base" | "head"; runs?: number } = {}): Promise<FixtureRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-report-"));
  const outDir = path.join(dir, "out");
  const previous = process.env.REPORT_FIXTURE;
  process.env.REPORT_FIXTURE = options.variant ?? "head";
  try {
    const prepared = await prepareRun({ suites: [SUITE], outputs: [], outDir, cwd: ROOT, ...(options.runs ? { runs: options.runs } : {}) });
    const { run, stability } = await execute(prepared, { listeners: [], signal: new AbortController().signal });
    return { outDir, run, stability, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    if (previous === undefined) delete process.env.REPORT_FIXTURE;
    else process.env.REPORT_FIXTURE = previous;
  }
}

const START = Date.parse("2026-01-15T09:00:00.000Z");

/** Same results, with everything that changes from run to run fixed: samples only change when rendering does. */
export function deterministic(run: RunFile, outDir: string, commit = "4f3c2a1b9d8e7f60a1b2c3d4e5f60718293a4b5c"): RunFile {
  const copy = JSON.parse(JSON.stringify(run).split(outDir).join("<out-dir>").split(ROOT).join("<repo>")) as RunFile;
  let clock = START;
  copy.results.forEach((r, i) => {
    const durationMs = r.status === "skipped" ? 0 : 800 + ((i * 7919 + r.run * 104729) % 9000);
    r.startedAt = new Date(clock).toISOString();
    r.endedAt = new Date(clock + durationMs).toISOString();
    r.durationMs = durationMs;
    if (r.error?.stack) r.error.stack = `${r.error.name}: ${r.error.message}\n    at <stack>`;
    clock += 250;
  });
  copy.startedAt = new Date(START).toISOString();
  copy.endedAt = new Date(START + 42_000).toISOString();
  copy.summary.durationMs = 42_000;
  copy.tool.version = "0.1.0";
  copy.environment = {
    user: "test-user",
    team: "test-team",
    node: "v24.21.0",
    platform: "linux-x64",
    agentBench: "0.1.0",
    ci: true,
    commit: { sha: commit, ref: "refs/heads/main" },
  };
  return copy;
}

export function deterministicStability(run: RunFile, createdAt = run.endedAt): StabilityFile {
  return { ...computeStability(run), createdAt };
}

/** Transcript durations come from the sessions; fix them like the results'. */
export function deterministicTranscripts(set: TranscriptSet, run: RunFile): TranscriptSet {
  const byDir = new Map(run.results.map((r) => [r.artifactDir, r]));
  for (const [dir, t] of set.byArtifactDir) {
    const r = byDir.get(dir);
    if (r && t.durationMs !== undefined) t.durationMs = r.durationMs;
  }
  return set;
}
