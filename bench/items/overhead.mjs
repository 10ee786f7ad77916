// Item 1: orchestration overhead against skillgym. One skillgym-style TS suite
// (suite.ts importing "skillgym", a skillgym.config.ts naming a claude-code
// runner) is run unchanged by `agent-bench run` and by the `skillgym` CLI. The
// runner's command is a fake `claude` that prints a recorded stream-json session
// and exits. What the fake costs by itself (spawned bare, the same number of
// times at the same parallelism) is subtracted: overhead per execution =
// (tool's wall time − the fake's own wall time) / executions.

import { chmodSync, copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { againstBuild, benchEnv, ROOT, runArgs } from "../lib/agent-bench.mjs";
import { check, measure, median } from "../lib/measure.mjs";
import { pairedRow } from "../lib/paired.mjs";
import { ensureSkillgym, SKILLGYM_DIR } from "../lib/skillgym.mjs";
import { atMost, below, row } from "../lib/table.mjs";

const STREAM = path.join(ROOT, "__tests__/fixtures/agents/claude-code/claude2/stdout.jsonl");
const ITEM = "1 overhead";

export async function overhead({ quick }) {
  const executions = quick ? 100 : 500;
  const parallel = 4;
  // --against: another build of agent-bench in the same run, alternated with the others (before/after numbers under the same load).
  const other = againstBuild();
  // Against another build, more pairs: the interval of the before/after ratio narrows with them (paired.mjs).
  const reps = quick ? 1 : other ? 8 : 5;
  const skillgym = ensureSkillgym();
  const tools = other ? ["agentBench", "skillgym", "against"] : ["agentBench", "skillgym"];
  // Inside bench/.skillgym so that skillgym's own `import "skillgym"` resolves; agent-bench resolves it to itself.
  const dir = path.join(SKILLGYM_DIR, `work-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  try {
    const fakes = writeFixture(dir, executions);
    const samples = {
      fakeSh: [],
      fakeShCpu: [],
      fakeNode: [],
      agentBench: [],
      skillgym: [],
      agentBenchRss: [],
      skillgymRss: [],
      agentBenchCpu: [],
      skillgymCpu: [],
      against: [],
      againstRss: [],
      againstCpu: [],
    };
    for (let rep = 0; rep < reps; rep++) {
      const sh = await bare(fakes.sh, executions, parallel);
      samples.fakeSh.push(sh.wallMs);
      samples.fakeShCpu.push(sh.cpuMs);
      // A Node fake adds tens of ms of start-up per execution, the same for both tools: once is enough to show it.
      if (rep === 0) samples.fakeNode.push((await bare(fakes.node, executions, parallel)).wallMs);
      // Rotate which tool goes first, so none always gets the warmer page cache.
      const order = tools.map((_, i) => tools[(i + rep) % tools.length]);
      for (const tool of order) {
        // Every run's output stays until the item ends: removing one run's 3,000–4,000 files right before
        // the next run would make that run pay for them on file systems that skip recently deleted
        // inodes when allocating (ext4 without a journal; docs/performance.md).
        const out = path.join(dir, `out-${tool}-${rep}`);
        const abArgs = ["suite.ts", "-p", String(parallel), "--out-dir", out];
        const r =
          tool !== "skillgym"
            ? check(
                await measure(process.execPath, tool === "against" ? other.runArgs(abArgs) : runArgs(abArgs), { cwd: dir, env: benchEnv() }),
                tool === "against" ? `agent-bench run (${other.label})` : "agent-bench run",
              )
            : check(
                await measure(
                  process.execPath,
                  [skillgym, "run", "suite.ts", "--schedule", "parallel", "--max-parallel", String(parallel), "--output-dir", out],
                  { cwd: dir, env: benchEnv() },
                ),
                "skillgym run",
              );
        samples[tool].push(r.wallMs);
        samples[`${tool}Rss`].push(r.peakRssMb);
        samples[`${tool}Cpu`].push(r.cpuMs);
      }
    }
    const fakeMs = median(samples.fakeSh);
    const abMs = median(samples.agentBench);
    const sgMs = median(samples.skillgym);
    const abPer = (abMs - fakeMs) / executions;
    const sgPer = (sgMs - fakeMs) / executions;
    const ratio = abPer / sgPer;
    const fakeCpu = median(samples.fakeShCpu);
    const againstPer = other ? (median(samples.against) - fakeMs) / executions : NaN;
    const againstRows = other
      ? [
          row(ITEM, `agent-bench ${other.label}: overhead per execution, same run`, againstPer, "ms"),
          row(ITEM, `agent-bench ${other.label}: overhead ratio / skillgym, same run`, againstPer / sgPer, "×"),
          row(ITEM, `agent-bench ${other.label}: CPU time beyond the fake's, per execution`, (median(samples.againstCpu) - fakeCpu) / executions, "ms"),
          row(ITEM, `agent-bench ${other.label}: peak RSS`, median(samples.againstRss), "MB"),
          pairedRow(ITEM, "overhead per execution", other.label, beyondFake(samples.agentBench, samples.fakeSh), beyondFake(samples.against, samples.fakeSh)),
          pairedRow(
            ITEM,
            "CPU time beyond the fake's",
            other.label,
            beyondFake(samples.agentBenchCpu, samples.fakeShCpu),
            beyondFake(samples.againstCpu, samples.fakeShCpu),
            { context: true },
          ),
        ]
      : [];
    return {
      rows: [
        row(ITEM, `fake claude (sh) by itself, ${executions} × at -p ${parallel}`, fakeMs, "ms"),
        row(ITEM, `fake claude (node) by itself, for comparison`, median(samples.fakeNode), "ms"),
        row(ITEM, "agent-bench wall time", abMs, "ms"),
        row(ITEM, "skillgym wall time", sgMs, "ms"),
        row(ITEM, "agent-bench overhead per execution", abPer, "ms", below(5, "ms", abPer)),
        row(ITEM, "skillgym overhead per execution", sgPer, "ms"),
        row(ITEM, "overhead ratio agent-bench / skillgym", ratio, "×", atMost(0.33, "×", ratio)),
        row(ITEM, "agent-bench CPU time beyond the fake's, per execution", (median(samples.agentBenchCpu) - fakeCpu) / executions, "ms"),
        row(ITEM, "skillgym CPU time beyond the fake's, per execution", (median(samples.skillgymCpu) - fakeCpu) / executions, "ms"),
        row(ITEM, "agent-bench peak RSS", median(samples.agentBenchRss), "MB"),
        row(ITEM, "skillgym peak RSS", median(samples.skillgymRss), "MB"),
        ...againstRows,
      ],
      details: { executions, parallel, repetitions: reps, fake: "sh: exec cat <recorded stream-json>", against: other?.label, samples },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Pair by pair: each repetition's own fake time taken from a build's time in that repetition. */
function beyondFake(times, fakeTimes) {
  return times.map((ms, i) => ms - fakeTimes[i]);
}

async function bare(executable, executions, parallel) {
  const r = check(
    await measure(process.execPath, [path.join(ROOT, "bench/lib/bare-spawn.mjs"), String(executions), String(parallel), executable]),
    "bare spawn",
  );
  return { wallMs: JSON.parse(r.stdout).wallMs, cpuMs: r.cpuMs };
}

function writeFixture(dir, cases) {
  mkdirSync(dir, { recursive: true });
  copyFileSync(STREAM, path.join(dir, "session.jsonl"));
  const sh = path.join(dir, "fake-claude");
  writeFileSync(sh, `#!/bin/sh\nexec cat '${path.join(dir, "session.jsonl")}'\n`);
  const node = path.join(dir, "fake-claude-node");
  writeFileSync(
    node,
    `#!${process.execPath}\nimport { readFileSync } from "node:fs";\nprocess.stdout.write(readFileSync(${JSON.stringify(path.join(dir, "session.jsonl"))}));\n`,
  );
  chmodSync(sh, 0o755);
  chmodSync(node, 0o755);
  writeFileSync(path.join(dir, "package.json"), '{ "type": "module" }\n');
  writeFileSync(
    path.join(dir, "suite.ts"),
    `import { assert, type TestCase } from "skillgym";

// The recorded session runs \`echo hi\` and answers "All done. The command printed hi."
const suite: TestCase[] = Array.from({ length: ${cases} }, (_, i) => ({
  id: \`case-\${i}\`,
  prompt: \`Run echo hi (\${i})\`,
  assert(report) {
    assert.commands.includes(report, "echo hi");
    assert.output.includes(report, /printed hi/);
  },
}));

export default suite;
`,
  );
  writeFileSync(
    path.join(dir, "skillgym.config.ts"),
    // Both tools run the agent in this folder: skillgym's run.cwd, which agent-bench reads as workspace mode "none" (its default
    // copies the repository per execution, item 3b). skillgym 0.8.1 knows no workspace mode "none".
    `export default {
  runners: { fake: { agent: { type: "claude-code", model: "claude-opus-4-8", command: ${JSON.stringify(sh)} } } },
  run: { cwd: "." },
};
`,
  );
  return { sh, node };
}
