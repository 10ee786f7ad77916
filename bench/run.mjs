// npm run bench [-- --only ITEM[,ITEM] --quick --src --out FILE]
// Measures agent-bench's own cost, side by side in one run on one machine;
// prints one table (measured vs target, PASS/MISS) and writes a JSON file.
// What each item measures and how: docs/performance.md.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { againstBuild, cliLabel, distIsStale, ROOT, useAgainst, useDist, useSources } from "./lib/agent-bench.mjs";
import { machineInfo } from "./lib/machine.mjs";
import { RSS_METHOD } from "./lib/measure.mjs";
import { renderMarkdownTable, renderTable } from "./lib/table.mjs";
import { overhead } from "./items/overhead.mjs";
import { scheduling } from "./items/scheduling.mjs";
import { workspace } from "./items/workspace.mjs";
import { repoCopy } from "./items/repo-copy.mjs";
import { scale } from "./items/scale.mjs";
import { startup } from "./items/startup.mjs";
import { scripted1000 } from "./items/scripted-1000.mjs";
import { profile } from "./items/profile.mjs";
import { runaway } from "./items/runaway.mjs";
import { adaptive } from "./items/adaptive.mjs";
import { suiteLoad } from "./items/suite-load.mjs";
import { redact } from "./items/redact.mjs";

// Scale last: removing its half a million files slows file creation on ext4 for minutes after.
const ITEMS = {
  startup,
  suiteload: suiteLoad,
  scheduling,
  overhead,
  scripted: scripted1000,
  profile,
  adaptive,
  redact,
  workspace,
  copy: repoCopy,
  runaway,
  scale,
};

const USAGE = `usage: npm run bench -- [options]

  --only ITEM[,ITEM]  run some items: ${Object.keys(ITEMS).join(", ")} (default all)
  --quick             smaller sizes, for iterating (docs/performance.md records full runs)
  --src               run agent-bench from src/ instead of the built dist/
  --dist DIR          measure another build: DIR is its dist/, with its bin/ beside it
                      (e.g. a build of older sources, for before/after numbers)
  --against DIR       also measure another build in the same run, alternating with
                      this one (items 1, 4, 5, 10 and scripted): DIR is its dist/, bin/ beside it;
                      a target misses when the pairs show this build slower
  --out FILE          JSON results (default bench/results/latest.json)
  --markdown          also print the table as Markdown`;

function options() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        only: { type: "string", multiple: true },
        quick: { type: "boolean" },
        src: { type: "boolean" },
        dist: { type: "string" },
        against: { type: "string" },
        out: { type: "string" },
        markdown: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (error) {
    fail(`${error.message}\n\n${USAGE}`);
  }
  if (parsed.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const only = (parsed.only ?? [])
    .flatMap((o) => o.split(","))
    .map((o) => o.trim())
    .filter(Boolean);
  const unknown = only.filter((o) => !(o in ITEMS));
  if (unknown.length) fail(`--only: unknown item ${unknown.map((u) => `"${u}"`).join(", ")}; choose from ${Object.keys(ITEMS).join(", ")}`);
  return { ...parsed, items: only.length ? only : Object.keys(ITEMS) };
}

function fail(message) {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(2);
}

const opts = options();
useSources(opts.src === true);
if (opts.dist) useDist(opts.dist);
if (opts.against) useAgainst(opts.against);
if (!opts.src && !opts.dist && distIsStale())
  process.stderr.write("bench: warning: dist/ is older than src/; run npm run build, or pass --src to measure the sources\n");
const machine = machineInfo();
process.stderr.write(
  `bench: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB, ${machine.os}, Node ${machine.node}, load ${machine.loadAverage.join(" ")}\n`,
);
if (machine.loadAverage[0] > machine.cores || machine.cpuPressure60 > 20) {
  process.stderr.write(
    `bench: warning: the machine is busy (load ${machine.loadAverage[0]} on ${machine.cores} cores, CPU pressure ${machine.cpuPressure60}%): wall times will be inflated and noisy\n`,
  );
}

const started = new Date();
const results = {};
const rows = [];
for (const name of opts.items) {
  process.stderr.write(`bench: ${name}${opts.quick ? " (quick)" : ""}…\n`);
  const t = performance.now();
  try {
    const result = await ITEMS[name]({ quick: opts.quick === true });
    results[name] = { ...result, seconds: +((performance.now() - t) / 1000).toFixed(1) };
    rows.push(...result.rows);
  } catch (error) {
    // One broken item still leaves the others' numbers.
    results[name] = { error: error.stack ?? String(error) };
    rows.push({ item: name, metric: `failed: ${String(error.message ?? error).split("\n")[0]}`, value: "–", unit: "", target: "runs", pass: false });
  }
}

const report = {
  startedAt: started.toISOString(),
  endedAt: new Date().toISOString(),
  quick: opts.quick === true,
  agentBench: cliLabel(),
  against: againstBuild()?.label,
  machine: { ...machine, loadAverageAtEnd: machineInfo().loadAverage },
  peakRssMethod: RSS_METHOD,
  rows,
  items: results,
};
const out = path.resolve(opts.out ?? path.join(ROOT, "bench/results/latest.json"));
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`\n${renderTable(rows)}\n`);
if (opts.markdown) process.stdout.write(`\n${renderMarkdownTable(rows)}\n`);
const missed = rows.filter((r) => r.target && !r.pass);
process.stdout.write(
  `\n${missed.length ? `${missed.length} target(s) MISSED: ${missed.map((r) => `${r.item}: ${r.metric}`).join("; ")}` : "every target held"}\nresults: ${path.relative(process.cwd(), out) || out}\n`,
);
process.exitCode = missed.length ? 1 : 0;
