// Item 4: scale. 10 runners × C cases × 10 runs of an instant scripted agent
// (in process, so agent-bench is all that is measured), with every report
// written (-o .md .html .xml .json .jsonl). Peak RSS of the whole run, the time
// from the last execution's end to each file written after it, and the HTML
// report's size. Run at a tenth of the size too: bounded memory means 10× the
// executions costs far less than 10× the memory. And an agent that answers
// 1 MB, at 100 and at 400 executions: transcripts stay on disk (a result keeps
// a few KB of the output), so what the run keeps in memory must not grow by
// more than those KB per execution (holding the transcripts would add 300 MB).
// That is measured on the live heap (lib/live-heap.mjs), in runs of their own:
// the peak RSS of the same runs is shown too, but it measured where V8's full
// collections fell (the 100-execution run ends before the first one).

import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { againstBuild, benchEnv, NO_COPY, runArgs } from "../lib/agent-bench.mjs";
import { check, measure, median } from "../lib/measure.mjs";
import { pairedRow } from "../lib/paired.mjs";
import { atMost, below, row } from "../lib/table.mjs";

const ITEM = "4 scale";
const RUNNERS = 10;
const RUNS = 10;
const REPORTS = ["report.md", "report.html", "report.xml", "report.json", "report.jsonl"];
const LIVE_HEAP = fileURLToPath(new URL("../lib/live-heap.mjs", import.meta.url));
const BIG_OUTPUT = 1_000_000;
// A result keeps excerpts of the output (4,000 characters) and of an assertion's actual value
// (2,000), two bytes a character once they end in "…": ~13 KB with the rest of the result.
// Twice that leaves room; holding the transcripts would keep 1,000 KB or more.
const KEPT_PER_EXECUTION_KB = 32;

export async function scale({ quick }) {
  const cases = quick ? 100 : 1000;
  // First, before the large runs delete hundreds of thousands of files (docs/performance.md: this disk then
  // slows every file created after them for minutes); their folders go at the end, for the same reason.
  const other = againstBuild();
  const kept = [];
  try {
    return await measureAll(quick, cases, other ? await againstOther(cases / 10, other, kept) : undefined);
  } finally {
    for (const dir of kept) rmSync(dir, { recursive: true, force: true });
  }
}

async function measureAll(quick, cases, paired) {
  const small = await scaleRun(cases / 10);
  const large = await scaleRun(cases);
  const big = (bigCases, liveHeap) => scaleRun(bigCases, { reports: false, outputChars: BIG_OUTPUT, liveHeap });
  const fewBig = await big(1, false);
  const moreBig = await big(quick ? 2 : 4, false);
  const fewLive = await big(1, true);
  const moreLive = await big(quick ? 2 : 4, true);
  const keptKb = ((moreLive.liveHeapMb - fewLive.liveHeapMb) * 1024) / (moreLive.executions - fewLive.executions);
  const n = (r) => r.executions.toLocaleString("en-US");
  const growth = large.peakRssMb / small.peakRssMb;
  const rows = [
    row(ITEM, `${n(small)} executions: peak RSS`, small.peakRssMb, "MB"),
    row(ITEM, `${n(large)} executions: peak RSS`, large.peakRssMb, "MB", quick ? undefined : below(1024, "MB", large.peakRssMb)),
    row(ITEM, `peak RSS growth for 10× the executions`, growth, "×"),
    row(ITEM, `${n(large)} executions: wall time`, large.wallMs / 1000, "s"),
    row(ITEM, `${n(large)} executions: per execution`, large.wallMs / large.executions, "ms"),
    row(ITEM, `${n(large)}: last execution → results.json written`, large.afterLast["results.json"], "ms"),
    row(ITEM, `${n(large)}: → stability.json`, large.steps["stability.json"], "ms"),
    ...REPORTS.filter((f) => f !== "report.jsonl").map((f) => row(ITEM, `${n(large)}: → ${f}`, large.steps[f], "ms")),
    row(ITEM, `${n(large)}: last execution → process exit`, large.tailMs, "ms"),
    row(ITEM, `${n(large)}: HTML report size`, large.sizes["report.html"] / 1024 ** 2, "MB"),
    row(ITEM, `${n(large)}: results.json size`, large.sizes["results.json"] / 1024 ** 2, "MB"),
    row(ITEM, `${n(fewBig)} executions, 1 MB outputs: peak RSS`, fewBig.peakRssMb, "MB"),
    row(ITEM, `${n(moreBig)} executions, 1 MB outputs: peak RSS`, moreBig.peakRssMb, "MB"),
    row(ITEM, `peak RSS growth for ${moreBig.executions / fewBig.executions}× the 1 MB executions`, moreBig.peakRssMb / fewBig.peakRssMb, "×"),
    row(ITEM, `${n(fewLive)} executions, 1 MB outputs: most live heap`, fewLive.liveHeapMb, "MB"),
    row(ITEM, `${n(moreLive)} executions, 1 MB outputs: most live heap`, moreLive.liveHeapMb, "MB"),
    row(
      ITEM,
      `1 MB outputs: memory kept per execution (live heap, ${n(fewLive)} → ${n(moreLive)})`,
      keptKb,
      "KB",
      atMost(KEPT_PER_EXECUTION_KB, "KB", Math.round(keptKb * 10) / 10),
    ),
  ];
  if (paired) rows.push(...paired.rows);
  return { rows, details: { runners: RUNNERS, runs: RUNS, small, large, fewBig, moreBig, fewLive, moreLive, ...(paired ? { against: paired.details } : {}) } };
}

/**
 * --against: the tenth-size run (every report written) of both builds, five times each, alternating: the
 * 100,000-execution run takes minutes a build, too long to repeat.
 */
async function againstOther(cases, other, kept) {
  const measured = { this: { wallMs: [], peakRssMb: [] }, against: { wallMs: [], peakRssMb: [] } };
  // Every run's folder stays (in `kept`): deleting one run's files right before the next would make that run pay for them.
  for (let rep = 0; rep < 5; rep++) {
    for (const build of rep % 2 ? ["against", "this"] : ["this", "against"]) {
      const r = await scaleRun(cases, { ...(build === "against" ? { args: other.runArgs } : {}), kept });
      measured[build].wallMs.push(r.wallMs);
      measured[build].peakRssMb.push(r.peakRssMb);
    }
  }
  const executions = (cases * RUNNERS * RUNS).toLocaleString("en-US");
  return {
    rows: [
      row(ITEM, `${other.label}: ${executions} executions: wall time, same run`, median(measured.against.wallMs) / 1000, "s"),
      row(ITEM, `${other.label}: ${executions} executions: peak RSS, same run`, median(measured.against.peakRssMb), "MB"),
      row(ITEM, `${executions} executions: peak RSS, this build, same run`, median(measured.this.peakRssMb), "MB"),
      pairedRow(ITEM, `${executions} executions: wall time`, other.label, measured.this.wallMs, measured.against.wallMs),
    ],
    details: { label: other.label, cases, ...measured },
  };
}

/** One run in a folder of its own, removed at the end unless `kept` (an array) takes it to remove later. */
async function scaleRun(cases, { reports: withReports = true, outputChars = 0, liveHeap = false, args = runArgs, kept } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-bench-scale-"));
  kept?.push(dir);
  try {
    writeFileSync(
      path.join(dir, "suite.jsonl"),
      Array.from({ length: cases }, (_, i) => `${JSON.stringify({ id: `case-${i}`, input: `task ${i}`, assert: { type: "contains", value: "done" } })}\n`).join(
        "",
      ),
    );
    const answer = outputChars ? `done ${"lorem ipsum ".repeat(Math.ceil(outputChars / 12))}`.slice(0, outputChars) : "done";
    const script = [
      { tool: "shell", command: "ls" },
      { tool: "read", path: "README.md", output: "x" },
      { text: answer },
      { usage: { input: 100, output: 20 }, cost: 0.001 },
    ];
    const runners = Object.fromEntries(Array.from({ length: RUNNERS }, (_, i) => [`agent-${i}`, { type: "scripted", steps: script }]));
    // Orchestration only, as in earlier runs: no workspace copy (item 3b measures that).
    writeFileSync(path.join(dir, "agent-bench.config.json"), JSON.stringify({ defaults: NO_COPY, runners }));
    const out = path.join(dir, "out");
    const reports = withReports ? REPORTS.map((f) => path.join(dir, f)) : [];
    const liveFile = path.join(dir, "live-heap");
    const nodeArgs = liveHeap ? ["--expose-gc", "--import", LIVE_HEAP] : [];
    const env = benchEnv(liveHeap ? { AGENT_BENCH_LIVE_HEAP_FILE: liveFile } : {});
    const r = check(
      await measure(
        process.execPath,
        [...nodeArgs, ...args(["suite.jsonl", "-n", String(RUNS), "-p", "4", "--out-dir", out, ...reports.flatMap((f) => ["-o", f])])],
        { cwd: dir, env, keepOutput: 20_000 },
      ),
      `agent-bench run (${cases * RUNNERS * RUNS} executions${liveHeap ? ", live heap sampled" : ""})`,
    );
    const liveHeapMb = liveHeap ? Number(readFileSync(liveFile, "utf8")) / 1024 ** 2 : undefined;
    const lastEnd = await lastExecutionEnd(path.join(out, "results.jsonl"));
    // Written one after another in this order: each file's time is its mtime minus the one before.
    const files = [path.join(out, "results.json"), path.join(out, "stability.json"), ...reports.filter((f) => !f.endsWith(".jsonl"))];
    const mtimes = files.map((f) => statSync(f).mtimeMs);
    const order = files.map((f, i) => ({ name: path.basename(f), at: mtimes[i] })).sort((a, b) => a.at - b.at);
    const steps = {};
    const afterLast = {};
    order.forEach((f, i) => {
      steps[f.name] = f.at - (i === 0 ? lastEnd : order[i - 1].at);
      afterLast[f.name] = f.at - lastEnd;
    });
    const sizes = Object.fromEntries([...files, path.join(out, "results.jsonl")].map((f) => [path.basename(f), statSync(f).size]));
    return {
      executions: cases * RUNNERS * RUNS,
      wallMs: r.wallMs,
      peakRssMb: r.peakRssMb,
      liveHeapMb,
      cpuMs: r.cpuMs,
      tailMs: r.endedAt - lastEnd,
      steps,
      afterLast,
      sizes,
    };
  } finally {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}

/** The latest end of an execution in results.jsonl, read line by line (the file can be hundreds of MB). */
async function lastExecutionEnd(file) {
  let last = 0;
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.startsWith('{"type":"execution"')) continue;
    const at = /"at":"([^"]+)"/.exec(line)?.[1];
    if (at) last = Math.max(last, Date.parse(at));
  }
  return last;
}
