// The job summary of a failed drift canary run (.github/workflows/drift.yml), written like an issue
// a maintainer can file as it is: what failed, the event types the newest CLIs emit that this version
// does not understand, how to reproduce, and the log's tail.
//   node scripts/drift-summary.ts DRIFT_LOG >> "$GITHUB_STEP_SUMMARY"
// The log holds agent CLI output: it is shown only inside a code fence longer than any backtick
// run in it, so nothing in it renders as Markdown or HTML.
import { readFileSync } from "node:fs";

const TAIL_LINES = 80;
const MAX_LISTED = 50;
const MAX_LINE = 400;
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}text\n${text}\n${fence}`;
}

/** The Markdown summary for a drift log (pure). */
export function driftSummary(log: string, context: { date: string; runUrl?: string }): string {
  // Bounded: a job summary holds at most 1 MiB.
  const lines = log
    .replace(ANSI, "")
    .split(/\r?\n/)
    .map((l) => (l.length > MAX_LINE ? `${l.slice(0, MAX_LINE)}…` : l));
  // node --test's spec reporter marks a failed test with ✖; the summary lines repeat them, so dedupe.
  const failed = [...new Set(lines.filter((l) => /^\s*✖ /.test(l) && !/^\s*✖ failing tests:?$/.test(l)).map((l) => l.trim()))].slice(0, MAX_LISTED);
  // The drift report (src/runners): "N events of types this version does not understand: …".
  const unknown = [...new Set(lines.filter((l) => /does not understand|unknown event type/i.test(l)).map((l) => l.trim()))];
  const out = [`## Agent CLI drift: ${context.date}`, ""];
  out.push(
    "The real-CLI end-to-end tests failed against the newest release of each agent CLI (`AGENT_BENCH_CLI_CHANNEL=latest`). " +
      "A CLI may have changed its flags or its output format; the pinned versions in `scripts/install-clis.mjs` still pass in CI.",
    "",
  );
  if (context.runUrl) out.push(`Run: ${context.runUrl}`, "");
  out.push("### Failed tests", "", failed.length > 0 ? fenced(failed.join("\n")) : "No failed test named in the log (see its tail below).", "");
  if (unknown.length > 0) out.push("### Event types this version does not understand", "", fenced(unknown.join("\n")), "");
  out.push(
    "### Reproduce",
    "",
    fenced("AGENT_BENCH_CLI_CHANNEL=latest npm run test:drift"),
    "",
    'Then record the new output as a fixture (CONTRIBUTING.md, "Recording a new CLI fixture"), teach the runner\'s parser the new events, and move the pin in `scripts/install-clis.mjs`.',
    "",
    `<details><summary>Last ${TAIL_LINES} lines of the log</summary>`,
    "",
    fenced(lines.slice(-TAIL_LINES).join("\n").trimEnd()),
    "",
    "</details>",
    "",
  );
  return out.join("\n");
}

if (import.meta.main) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: node scripts/drift-summary.ts DRIFT_LOG");
    process.exit(2);
  }
  let log: string;
  try {
    log = readFileSync(file, "utf8");
  } catch (error) {
    log = `(no log: ${(error as Error).message})`;
  }
  process.stdout.write(driftSummary(log, { date: new Date().toISOString().slice(0, 10), runUrl: process.env.RUN_URL }));
}
