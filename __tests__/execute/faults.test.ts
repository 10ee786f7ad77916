// Fault injection: misbehaving fake agents (__tests__/fixtures/faults/agent.sh),
// each run next to a healthy case by the real CLI. Whatever the fault, the run
// finishes, the healthy execution's result is in results.json and
// stability.json, the faulty one has a clear status and reason, no process the
// run started is alive afterwards, and the run's peak memory stays in budget.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { after, describe, it } from "node:test";
import type { ExecutionResult, RunFile } from "../../src/model/result.ts";
import { ROOT, runCli } from "../helpers/cli.ts";
import { peakRssPrefix, readPeakRss } from "../helpers/peak-rss.ts";
import { alive, carrying } from "../helpers/processes.ts";
import { tempProject } from "../helpers/project.ts";

/** The run's peak RSS (agent-bench, its process helper, any agent), whatever the fault: see bench/items/runaway-memory.mjs. */
const PEAK_RSS_BUDGET = 400 * 1024 * 1024;
const MB = 1024 * 1024;

const project = tempProject({
  "agent-bench.config.json": JSON.stringify({
    runners: {
      fake: { type: "command", command: ["sh", `${ROOT}/__tests__/fixtures/faults/agent.sh`] },
      small: { type: "command", command: ["sh", `${ROOT}/__tests__/fixtures/faults/agent.sh`], maxOutputBytes: "1MB" },
      claude: { type: "claude-code", command: ["sh", `${ROOT}/__tests__/fixtures/faults/agent.sh`] },
    },
  }),
});
after(() => project.remove());

interface Fault {
  fault: string;
  timeout?: string;
  status: ExecutionResult["status"];
  origin: string;
  reason: RegExp;
  strays?: "some" | number;
  /** Extra checks on the run's folder. */
  check?(out: string, result: ExecutionResult): void | Promise<void>;
}

const FAULTS: Fault[] = [
  {
    fault: "endless",
    status: "errored",
    origin: "output-limit",
    reason: /printed more than maxOutputBytes \(64 MB\): [\d.]+ (MB|GB) by the time it was stopped/,
    check: (out, r) => assert.equal(statSync(`${out}/${r.artifactDir}/stdout.log`).size, 64 * MB, "the log holds exactly the default cap"),
  },
  {
    fault: "one-line",
    status: "errored",
    origin: "output-limit",
    reason: /printed more than maxOutputBytes \(64 MB\)/,
    check: (out, r) => {
      assert.equal(statSync(`${out}/${r.artifactDir}/stdout.log`).size, 64 * MB);
      assert.ok(r.finalOutput!.length <= 4001, "the result holds an excerpt of the line, not the line");
    },
  },
  {
    fault: "binary",
    status: "failed",
    origin: "assertion",
    reason: /all is well/,
    // Read as UTF-8 (bytes that are not become U+FFFD), so results.json stays valid JSON.
    check: (out, r) => {
      assert.match(r.finalOutput ?? "", /\ufffd/);
      assert.ok(statSync(`${out}/${r.artifactDir}/stdout.log`).size >= 1_000_000);
    },
  },
  { fault: "sigkill", status: "failed", origin: "runner", reason: /agent was killed by SIGKILL/ },
  { fault: "closed-stdout", timeout: "1s", status: "failed", origin: "timeout", reason: /timed out after 1s/ },
  { fault: "ignores-sigterm", timeout: "1s", status: "failed", origin: "timeout", reason: /timed out after 1s; the agent's process tree was killed/ },
  {
    fault: "port",
    status: "passed",
    origin: "",
    reason: /^$/,
    strays: 1,
    check: async () => assert.equal(await canListen(port), true, "the daemon's port is free again"),
  },
  { fault: "fork-bomb", timeout: "1500ms", status: "failed", origin: "timeout", reason: /timed out after 1500ms/, strays: "some" },
];

let port = 0;

describe("fault injection: a misbehaving agent never takes the run down", () => {
  for (const f of FAULTS) {
    it(`${f.fault}: the run finishes and keeps the healthy result; the faulty one is ${f.status}${f.origin ? ` (${f.origin})` : ""}; nothing it started is left running`, async () => {
      if (f.fault === "port") port = await freePort();
      const { out, run, code, stderr, peak, token, pids } = await runFault(f.fault, { faultCase: { ...(f.timeout ? { timeout: f.timeout } : {}) } });
      assert.equal(code, f.status === "passed" ? 0 : 1, stderr);
      assert.doesNotMatch(stderr, /\n\s+at /, "no stack trace");
      const faulty = run.results.find((r) => r.caseId === "faulty")!;
      const healthy = run.results.find((r) => r.caseId === "healthy")!;
      assert.equal(healthy.status, "passed", "the execution after the faulty one ran and passed");
      assert.equal(faulty.status, f.status, JSON.stringify(faulty.error));
      assert.equal(faulty.failureOrigin ?? "", f.origin);
      if (f.origin === "assertion") assert.match(faulty.assertions.find((a) => !a.passed)?.message ?? JSON.stringify(faulty.assertions), f.reason);
      else assert.match(faulty.error?.message ?? "", f.reason);
      if (f.strays === "some") assert.ok((faulty.strayProcesses ?? 0) > 0, "the result says stray processes were killed");
      else if (f.strays !== undefined) assert.equal(faulty.strayProcesses, f.strays, "the result says stray processes were killed");
      else assert.equal(faulty.strayProcesses, undefined);
      assertStabilityKeeps(out, ["faulty", "healthy"]);
      await f.check?.(out, faulty);
      assertNothingLeft(token, pids);
      assert.ok(peak < PEAK_RSS_BUDGET, `peak RSS ${Math.round(peak / MB)} MB is over the ${PEAK_RSS_BUDGET / MB} MB budget`);
    });
  }

  it("pids wrap around while a fork bomb runs: every process it started is still found and killed", async () => {
    // Linux hands out pids in increasing order up to pid_max, then from the bottom again; the stray scan reads
    // only pids above the agent's unless they wrapped. Starting the run just below pid_max makes them wrap.
    const pidMax = Number(readFileSync("/proc/sys/kernel/pid_max", "latin1"));
    try {
      writeFileSync("/proc/sys/kernel/ns_last_pid", String(pidMax - 150));
    } catch (error) {
      assert.fail(`cannot set /proc/sys/kernel/ns_last_pid to make pids wrap (run the tests as root): ${(error as Error).message}`);
    }
    const { run, code, stderr, token, pids } = await runFault("fork-bomb", { faultCase: { timeout: "1500ms" }, label: "pid-wrap" });
    assert.equal(code, 1, stderr);
    const faulty = run.results.find((r) => r.caseId === "faulty")!;
    assert.equal(faulty.failureOrigin, "timeout");
    assert.ok(Number(readFileSync("/proc/sys/kernel/ns_last_pid", "latin1")) < pidMax - 150, "pids wrapped around during the run");
    assert.ok((faulty.strayProcesses ?? 0) > 0, "the result says stray processes were killed");
    assertNothingLeft(token, pids);
  });

  it("a runner's own maxOutputBytes caps its executions' output", async () => {
    const { out, run, pids, token } = await runFault("endless", { runner: "small" });
    const faulty = run.results.find((r) => r.caseId === "faulty")!;
    assert.equal(faulty.failureOrigin, "output-limit");
    assert.match(faulty.error!.message, /printed more than maxOutputBytes \(1 MB\)/);
    assert.equal(statSync(`${out}/${faulty.artifactDir}/stdout.log`).size, MB);
    assert.equal(run.results.find((r) => r.caseId === "healthy")?.status, "passed");
    assertNothingLeft(token, pids);
  });

  it("a 20 MB single line from a Claude Code runner is a clean failed (normalization): its parser sees a bounded window", async () => {
    const { run, pids, token, peak } = await runFault("long-line", { runner: "claude" });
    const faulty = run.results.find((r) => r.caseId === "faulty")!;
    assert.equal(faulty.status, "failed");
    assert.equal(faulty.failureOrigin, "normalization");
    assert.match(faulty.error!.message, /Claude Code printed no stream-json events/);
    assertNothingLeft(token, pids);
    assert.ok(peak < PEAK_RSS_BUDGET, `peak RSS ${Math.round(peak / MB)} MB`);
  });

  it("ENOSPC on a small tmpfs output folder: the execution is errored (disk), the run goes on, results.json and stability.json are written, exit 3 with one line", async (t) => {
    const mountPoint = project.file("tmpfs");
    mkdirSync(mountPoint, { recursive: true });
    const mounted = mount(mountPoint);
    assert.equal(mounted.ok, true, `cannot mount a 2 MB tmpfs for the disk-full test (run it as root, or with passwordless sudo): ${mounted.error}`);
    t.after(() => unmount(mountPoint));
    const { out, run, code, stderr, token, peak, pids } = await runFault("disk-filler", { outDir: `${mountPoint}/run` });
    assert.equal(code, 3, stderr);
    const lines = stderr.split("\n").filter((l) => /^agent-bench: .*disk/.test(l));
    assert.deepEqual(lines, [`agent-bench: the disk filled up: 1 execution(s) errored (disk); free space in ${out} and run them again with --resume`]);
    const faulty = run.results.find((r) => r.caseId === "faulty")!;
    assert.equal(faulty.status, "errored");
    assert.equal(faulty.failureOrigin, "disk");
    assert.match(faulty.error!.message, /could not write stdout\.log: the disk is full \(ENOSPC\)/);
    assert.ok(
      statSync(`${out}/${faulty.artifactDir}/stdout.log`).size <= 64 * 1024,
      "the log that filled the disk is cut back, so the run's own files find room",
    );
    assert.equal(run.results.find((r) => r.caseId === "healthy")?.status, "passed");
    assertStabilityKeeps(out, ["faulty", "healthy"]);
    assertNothingLeft(token, pids);
    assert.ok(peak < PEAK_RSS_BUDGET, `peak RSS ${Math.round(peak / MB)} MB`);
  });
});

async function runFault(fault: string, options: { faultCase?: Record<string, unknown>; outDir?: string; runner?: string; label?: string }) {
  const token = randomBytes(8).toString("hex");
  const name = `${fault}-${options.runner ?? "fake"}${options.label ? `-${options.label}` : ""}`;
  const out = options.outDir ?? project.file(`out-${name}`);
  const pids = project.file(`${name}.pids`);
  const suite = project.write(
    `${name}.jsonl`,
    [
      { id: "faulty", input: "misbehave", env: { FAULT: fault }, assert: { type: "contains", value: "all is well" }, ...options.faultCase },
      { id: "healthy", input: "behave", assert: { type: "contains", value: "all is well" } },
    ]
      .map((c) => JSON.stringify(c))
      .join("\n"),
  );
  const peakFile = project.file(`${name}.peak`);
  const r = await runCli(["run", suite, "--parallel", "1", "--out-dir", out, "-r", options.runner ?? "fake"], {
    cwd: project.dir,
    prefix: peakRssPrefix(peakFile),
    timeoutMs: 120_000,
    env: { FAULT_TEST_TOKEN: token, FAULT_PIDS: pids, FAULT_PORT: String(port), FAULT_READY: project.file(`${name}.ready`), NODE: process.execPath },
  });
  assert.ok(existsSync(`${out}/results.json`), `results.json was written (exit ${r.code}): ${r.stderr}`);
  const run = JSON.parse(readFileSync(`${out}/results.json`, "utf8")) as RunFile;
  return { out, run, code: r.code, stderr: r.stderr, token, peak: readPeakRss(peakFile), pids };
}

function assertStabilityKeeps(out: string, cases: string[]): void {
  const stability = JSON.parse(readFileSync(`${out}/stability.json`, "utf8")) as { cells: Array<{ caseId: string; runs: number }> };
  assert.deepEqual(
    stability.cells.map((c) => [c.caseId, c.runs]),
    cases.map((c) => [c, 1]),
  );
}

/** Every process the run started (they all inherit FAULT_TEST_TOKEN), and each pid the agent recorded, is gone. */
function assertNothingLeft(token: string, pidsFile: string): void {
  assert.deepEqual(carrying("FAULT_TEST_TOKEN", token), [], "processes of the run still alive");
  const recorded = existsSync(pidsFile) ? readFileSync(pidsFile, "utf8").split("\n").filter(Boolean).map(Number) : [];
  assert.ok(recorded.length > 0, "the agent recorded its processes");
  assert.deepEqual(recorded.filter(alive), [], "processes the agent recorded still alive");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port: p } = server.address() as { port: number };
      server.close(() => resolve(p));
    });
    server.on("error", reject);
  });
}

function canListen(p: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(p, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function sudo(args: string[]): string[] {
  return process.getuid?.() === 0 ? args : ["sudo", "-n", ...args];
}

function mount(dir: string): { ok: boolean; error?: string } {
  const [cmd, ...args] = sudo(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", dir]);
  const r = spawnSync(cmd, args, { encoding: "utf8" });
  return r.status === 0 ? { ok: true } : { ok: false, error: (r.stderr || r.error?.message || `exit ${r.status}`).trim() };
}

function unmount(dir: string): void {
  const [cmd, ...args] = sudo(["umount", dir]);
  spawnSync(cmd, args);
}
