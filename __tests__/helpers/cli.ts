// Runs the agent-bench CLI as a user would: a real process, from the sources
// (node src/cli.ts) or from the bundle (node dist/cli.js).

import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd: string;
  env?: Record<string, string | undefined>;
  /** "src" runs the TypeScript sources, "dist" the committed bundle through bin/agent-bench.js. */
  entry?: "src" | "dist";
  timeoutMs?: number;
  onSpawn?: (child: ChildProcess) => void;
  /** A command the CLI runs under (e.g. PEAK_RSS's wrapper): prefix, then node and the CLI's arguments. */
  prefix?: string[];
}

export function runCli(args: string[], options: CliOptions): Promise<CliResult> {
  const entry = options.entry === "dist" ? path.join(ROOT, "bin/agent-bench.js") : path.join(ROOT, "src/cli.ts");
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...process.env, CI: "true", ...options.env })) if (v !== undefined) env[k] = v;
  return new Promise((resolve, reject) => {
    const [command, ...before] = options.prefix ?? [process.execPath];
    const nodeArgs = options.prefix ? [process.execPath, entry, ...args] : [entry, ...args];
    const child = spawn(command, [...before, ...nodeArgs], { cwd: options.cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 60_000);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
    options.onSpawn?.(child);
  });
}
