// A custom reporter: asks a runner to write a short prose summary of the run,
// for `-o summary.txt`. It uses the runner named "writer" when the config has
// one (else the first runner), so the same module works with the offline
// scripted writer in this folder or with a real agent such as claude-code.
//
//   agent-bench run examples/quickstart/suite.ts -c examples/reporters/agent-bench.config.json \
//     -r scripted --reporter examples/reporters/prose-summary.mjs -o summary.txt

/** -o files with these extensions are rendered by this module. */
export const extensions = [".txt"];

// Lifecycle hooks see the run as it goes; here they remember the slowest execution.
let slowest;

export function onSuiteStart(info) {
  slowest = undefined;
  process.stderr.write(`prose-summary: ${info.executions} executions planned\n`);
}

export function onExecutionFinish(result) {
  if (result.status !== "skipped" && (!slowest || result.durationMs > slowest.durationMs)) slowest = result;
}

export async function render(report, options) {
  const writer = options.runners.find((r) => r.id === "writer") ?? options.runners[0];
  const prose = await options.ask(prompt(report), { runner: writer.id });
  return `${prose.trim()}\n`;
}

/** The facts the writer may use, as JSON, so it cannot misread a table. */
function prompt(report) {
  const { run, stability, comparison } = report;
  const failing = (stability?.cells ?? []).filter((c) => c.passed < c.runs);
  const facts = {
    suite: run.suite.path,
    executions: run.summary.executions - run.summary.skipped,
    passed: run.summary.passed,
    passRate: Math.round(run.summary.passRate * 1000) / 10,
    runners: run.plan.runners.map((r) => r.id),
    runsPerCase: run.plan.runs,
    cellsNotAlwaysPassing: failing.map((c) => ({ case: c.caseId, runner: c.runnerId, passed: c.passed, runs: c.runs })),
    slowest: slowest ? { case: slowest.caseId, runner: slowest.runnerId, run: slowest.run, ms: Math.round(slowest.durationMs) } : null,
    verdict: comparison ? { verdict: comparison.verdict, reason: comparison.reason } : null,
  };
  return [
    "Write a short summary (one paragraph, plain text, no Markdown) of this agent benchmark run for a pull request reviewer.",
    "Say how many executions passed, which cases are unreliable and on which runner, and the comparison verdict if there is one.",
    "Use only these facts:",
    "```json",
    JSON.stringify(facts, null, 2),
    "```",
  ].join("\n");
}
