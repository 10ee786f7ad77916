// Item 10: loading a TypeScript suite. A 200-case suite.ts with types, an enum-free
// helper imported as Node's type stripping needs it ("./helpers.ts"), each load in a
// fresh process (bench/lib/load-module.mjs):
// - Node's own type stripping, the ideal (it can do no less);
// - agent-bench's loader (registerHooks + sucrase), as a ratio to the ideal;
// - jiti and tsx when installed in node_modules (agent-bench uses neither).
// Then what a user sees: `agent-bench run` of that suite (-n 1, scripted agent) against the
// same cases as JSONL, which needs no module loading: wall time and peak RSS. With --against,
// another build's runs alternate with these in the same repetitions.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { againstBuild, benchEnv, NO_COPY, ROOT, runArgs } from "../lib/agent-bench.mjs";
import { check, measure, median } from "../lib/measure.mjs";
import { pairedRow } from "../lib/paired.mjs";
import { atMost, row } from "../lib/table.mjs";

const ITEM = "10 suite load";
const CASES = 200;

export async function suiteLoad({ quick }) {
  const reps = quick ? 3 : 9;
  const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-bench-suite-load-"));
  try {
    const files = writeSuites(dir);
    const loaders = ["node", "agent-bench", ...["jiti", "tsx"].filter(installed)];
    const samples = Object.fromEntries(loaders.map((l) => [l, { loadMs: [], loaderMs: [], rssMb: [] }]));
    const cli = { ts: { wallMs: [], rssMb: [], cpuMs: [] }, jsonl: { wallMs: [], rssMb: [], cpuMs: [] } };
    // --against: the other build's runs alternate with this one's, in the same repetitions (each run's
    // outputs stay until the item ends, so neither build pays for the other's deleted files; docs/performance.md).
    const other = againstBuild();
    const builds = other ? ["this", "against"] : ["this"];
    const againstCli = { ts: { wallMs: [], rssMb: [], cpuMs: [] }, jsonl: { wallMs: [], rssMb: [], cpuMs: [] } };
    for (let rep = 0; rep < reps; rep++) {
      for (const loader of loaders) {
        const r = check(
          await measure(process.execPath, [path.join(ROOT, "bench/lib/load-module.mjs"), loader, files.ts], { cwd: dir, noRss: true }),
          `load-module ${loader}`,
        );
        const out = JSON.parse(r.stdout.trim().split("\n").at(-1));
        if (out.cases !== CASES) throw new Error(`${loader} loaded ${out.cases} cases, expected ${CASES}`);
        samples[loader].loadMs.push(out.loadMs);
        samples[loader].loaderMs.push(out.loaderMs);
        samples[loader].rssMb.push(out.rssMb);
      }
      for (let k = 0; k < builds.length; k++) {
        const build = builds[(k + rep) % builds.length];
        for (const kind of ["ts", "jsonl"]) {
          const out = path.join(dir, `out-${build}-${kind}-${rep}`);
          const args = [files[kind], "-n", "1", "-c", files.config, "--out-dir", out];
          const r = check(
            await measure(process.execPath, build === "against" ? other.runArgs(args) : runArgs(args), { cwd: dir, env: benchEnv() }),
            build === "against" ? `agent-bench run ${kind} (${other.label})` : `agent-bench run ${kind}`,
          );
          const into = build === "against" ? againstCli : cli;
          into[kind].wallMs.push(r.wallMs);
          into[kind].rssMb.push(r.peakRssMb);
          into[kind].cpuMs.push(r.cpuMs);
        }
      }
    }
    const ideal = median(samples.node.loadMs);
    const ours = median(samples["agent-bench"].loadMs);
    const rows = [
      row(ITEM, `${CASES}-case suite.ts: Node's own type stripping (ideal)`, ideal, "ms"),
      row(ITEM, `${CASES}-case suite.ts: agent-bench's loader`, ours, "ms"),
      row(ITEM, "agent-bench's loader ÷ Node's type stripping", ours / ideal, "×", atMost(3, "×", ours / ideal)),
      ...loaders
        .filter((l) => l === "jiti" || l === "tsx")
        .map((l) => row(ITEM, `${CASES}-case suite.ts: ${l} ÷ agent-bench's loader`, median(samples[l].loadMs) / ours, "×")),
      row(ITEM, "agent-bench run suite.ts -n 1 (scripted agent)", median(cli.ts.wallMs), "ms"),
      row(ITEM, "agent-bench run, the same cases as JSONL", median(cli.jsonl.wallMs), "ms"),
      row(ITEM, "TypeScript suite's start-up cost over JSONL", median(cli.ts.wallMs) - median(cli.jsonl.wallMs), "ms"),
      row(ITEM, "peak RSS, suite.ts run", median(cli.ts.rssMb), "MB"),
      row(ITEM, "peak RSS, JSONL run", median(cli.jsonl.rssMb), "MB"),
      ...(other
        ? [
            row(ITEM, `${other.label}: agent-bench run suite.ts, same run`, median(againstCli.ts.wallMs), "ms"),
            row(ITEM, `${other.label}: agent-bench run, JSONL, same run`, median(againstCli.jsonl.wallMs), "ms"),
            pairedRow(ITEM, "agent-bench run suite.ts", other.label, cli.ts.wallMs, againstCli.ts.wallMs),
            pairedRow(ITEM, "agent-bench run suite.ts, CPU", other.label, cli.ts.cpuMs, againstCli.ts.cpuMs, { context: true }),
            pairedRow(ITEM, "agent-bench run JSONL", other.label, cli.jsonl.wallMs, againstCli.jsonl.wallMs),
            pairedRow(ITEM, "agent-bench run JSONL, CPU", other.label, cli.jsonl.cpuMs, againstCli.jsonl.cpuMs, { context: true }),
          ]
        : []),
    ];
    return { rows, details: { repetitions: reps, cases: CASES, loaders: samples, cli, ...(other ? { against: other.label, againstCli } : {}) } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function installed(name) {
  try {
    createRequire(path.join(ROOT, "package.json")).resolve(name === "tsx" ? "tsx/esm/api" : name);
    return true;
  } catch {
    return false;
  }
}

function writeSuites(dir) {
  writeFileSync(path.join(dir, "package.json"), '{ "type": "module" }\n');
  writeFileSync(
    path.join(dir, "helpers.ts"),
    "export interface Task { title: string; words: number }\nexport const prompt = (task: Task): string => `${task.title} in ${task.words} words`;\n",
  );
  const cases = Array.from(
    { length: CASES },
    (_, i) =>
      `  { id: "case-${i}", prompt: prompt({ title: "Summarise file ${i}", words: ${i % 50} } satisfies Task), assert: (report: { finalOutput?: string }): void => { if (!report.finalOutput) throw new Error("no output"); } },`,
  );
  const ts = path.join(dir, "suite.ts");
  writeFileSync(
    ts,
    `import { prompt, type Task } from "./helpers.ts";\n\ninterface Case { id: string; prompt: string; assert(report: { finalOutput?: string }): void }\n\nexport default [\n${cases.join("\n")}\n] satisfies Case[];\n`,
  );
  const jsonl = path.join(dir, "suite.jsonl");
  writeFileSync(
    jsonl,
    Array.from({ length: CASES }, (_, i) =>
      JSON.stringify({ id: `case-${i}`, input: `Summarise file ${i} in ${i % 50} words`, assert: { type: "contains", value: "Done" } }),
    ).join("\n") + "\n",
  );
  const config = path.join(dir, "agent-bench.config.json");
  writeFileSync(config, JSON.stringify({ defaults: NO_COPY, runners: { fake: { type: "scripted", steps: [{ text: "Done." }] } } }));
  return { ts, jsonl, config };
}
