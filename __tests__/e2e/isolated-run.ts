// `agent-bench run` inside a new network namespace that has only the loopback
// interface, so a real agent CLI that tries to reach the internet fails fast
// instead of leaking; and the pinned CLIs of scripts/install-clis.mjs.

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { installedCli, pathWithNode } from "../../scripts/install-clis.mjs";
import type { ExecutionResult, RunFile } from "../../src/model/result.ts";
import type { Session } from "../../src/model/session.ts";

export const REPO = path.resolve(import.meta.dirname, "..", "..");

export interface IsolatedRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `agent-bench run …` (or another command: `["explain", …]` with `command`) in the namespace. */
export function runIsolated(dir: string, runArgs: string[], PATH = pathWithNode(), command = "run"): Promise<IsolatedRun> {
  const args = ["-n", "sh", "-c", 'ip link set lo up && exec "$@"', "sh", process.execPath, path.join(REPO, "src", "cli.ts"), command, ...runArgs];
  return new Promise((resolve, reject) => {
    const child = spawn("unshare", args, { cwd: dir, env: { ...process.env, PATH }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", (error) => reject(new Error(`could not start unshare (util-linux): ${error.message}`)));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

export function assertNamespace(run: IsolatedRun): void {
  assert.ok(!/unshare: |ip: /.test(run.stderr), `could not make a loopback-only network namespace (needs root or user namespaces):\n${run.stderr}`);
}

/** The installed CLI; a missing one fails the test with the command that installs it (never skips). */
export function installed(name: string): { path: string; version: string } {
  const cli = installedCli(name);
  if (!cli) assert.fail(`${name} is not installed in the agent-bench cache: run \`node scripts/install-clis.mjs ${name}\` first`);
  return cli;
}

/** Results, sessions and failure details of a finished run folder. */
export function runFolder(out: string) {
  const results = (JSON.parse(readFileSync(path.join(out, "results.json"), "utf8")) as RunFile).results;
  return {
    results,
    result(caseId: string, runnerId: string): ExecutionResult {
      const r = results.find((x) => x.caseId === caseId && x.runnerId === runnerId);
      assert.ok(r, `no result for ${caseId} × ${runnerId}`);
      return r;
    },
    session(r: ExecutionResult): Session {
      return JSON.parse(readFileSync(path.join(out, r.artifactDir, "session.json"), "utf8")) as Session;
    },
    why: (r: ExecutionResult): string => {
      return `${r.status} ${r.failureOrigin ?? ""} ${r.error?.message ?? ""} ${JSON.stringify(r.assertions.filter((a) => !a.passed))}\n${stderrOf(path.join(out, r.artifactDir))}`;
    },
    log(): Array<{ execution?: string; path?: string; status?: number; role?: string }> {
      return readFileSync(path.join(out, "model-server.log"), "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { execution?: string });
    },
  };
}

/** The end of an execution's stderr.log, for failure messages ("" when the agent wrote nothing there: no file). */
export function stderrOf(executionDir: string): string {
  const file = path.join(executionDir, "stderr.log");
  return existsSync(file) ? readFileSync(file, "utf8").slice(-2000) : "";
}

/**
 * The event types an agent CLI printed that its parser does not understand (result.unknownEvents,
 * summed): none for the pinned CLIs. Written to $AGENT_BENCH_DRIFT_OUT (one JSON line per CLI) for
 * `npm run test:drift`, which lists them per CLI when the newest releases print new ones.
 */
export function noNewEventTypes(cli: string, version: string, results: readonly ExecutionResult[]): void {
  const types: Record<string, number> = {};
  for (const r of results) for (const [type, n] of Object.entries(r.unknownEvents ?? {})) types[type] = (types[type] ?? 0) + n;
  if (process.env.AGENT_BENCH_DRIFT_OUT) appendFileSync(process.env.AGENT_BENCH_DRIFT_OUT, `${JSON.stringify({ cli, version, types })}\n`);
  assert.deepEqual(types, {}, `${cli} ${version} printed events of types agent-bench does not understand: its output format changed`);
}
