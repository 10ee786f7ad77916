// The first hour: mistakes a new user makes, each run as a real CLI process.
// Every one must exit with the right code and print one error that names
// what is wrong (the flag, key, file:line or value) and one hint that says how
// to fix it: "agent-bench: <what>: <why>" and "hint: …", no stack trace, no
// usage dump, no prefix twice.

import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";
import { stabilityFile } from "../helpers/stability.ts";

const CONFIG = JSON.stringify({
  runners: { good: { type: "scripted", steps: [{ text: "hello there" }] }, judge: { type: "scripted", steps: [{ text: "PASS" }] } },
});
const JSONL =
  '{"id":"greets","input":"say hello","tags":["smoke"],"assert":{"type":"contains","value":"hello"}}\n{"id":"counts","input":"count","tags":["slow"],"assert":{"type":"contains","value":"3"}}\n';
/** A project with a config and a suite that work, for the mistakes made on the command line. */
const BASE = { "agent-bench.config.json": CONFIG, "suite.jsonl": JSONL };

const tsSuite = (cases: string) => `import { assert } from "agent-bench";\nexport default [\n${cases}\n];\n`;
const GOOD_CASE = '  { id: "greets", prompt: "say hello", assert(r) { assert.match(r.finalOutput, /hello/); } },';
/** A run of another suite: three cases none of which this project's suite has. */
const OTHER_SUITE = JSON.stringify(
  stabilityFile(
    ["writes-tests", "fixes-lint", "adds-docs"].map((caseId) => ({ caseId, runnerId: "good", passed: 3, runs: 3 })),
    { suite: { path: "evals/other.ts", fingerprint: "other" } },
  ),
);
const THIS_SUITE = JSON.stringify(stabilityFile([{ caseId: "greets", runnerId: "good", passed: 3, runs: 3 }]));
/** A PATH with Node and nothing else: no agent CLI is installed. */
const NO_CLIS = { PATH: path.dirname(process.execPath) };

interface Mistake {
  /** What the user did. */
  name: string;
  args: string[];
  files?: Record<string, string>;
  /** Exit code; 2 for every configuration or input mistake. */
  code?: number;
  /** The message names what is wrong. */
  what: RegExp;
  /** The hint (or the message) says how to fix it. */
  fix: RegExp;
  /** The environment the CLI runs in (added to the test's own). */
  env?: Record<string, string>;
}

const MISTAKES: Mistake[] = [
  // ---- commands and flags ----
  { name: "a typo'd command", args: ["rn", "suite.jsonl"], what: /unknown command "rn"/, fix: /did you mean agent-bench run\?/ },
  { name: "a command nobody has", args: ["benchmark"], what: /unknown command "benchmark"/, fix: /commands are init, run, compare, merge, history, parse/ },
  {
    name: "a flag before the command",
    args: ["--runs", "3", "run"],
    what: /unknown command "--runs"/,
    fix: /flags go after the command, e.g. agent-bench run --runs/,
  },
  { name: "--run for --runs", args: ["run", "suite.jsonl", "--run", "3"], what: /unknown flag --run\b/, fix: /did you mean --runs\?/ },
  { name: "--timout for --timeout", args: ["run", "suite.jsonl", "--timout", "5m"], what: /unknown flag --timout/, fix: /did you mean --timeout\?/ },
  { name: "--tags for --tag", args: ["run", "suite.jsonl", "--tags", "smoke"], what: /unknown flag --tags/, fix: /did you mean --tag\?/ },
  {
    name: "a flag that does not exist",
    args: ["run", "suite.jsonl", "--colour"],
    what: /unknown flag --colour/,
    fix: /agent-bench run --help lists every flag/,
  },
  { name: "-n -1", args: ["run", "suite.jsonl", "-n", "-1"], what: /--runs: "-1" is not a whole number ≥ 1/, fix: /e\.g\. --runs 3/ },
  { name: "--runs 0", args: ["run", "suite.jsonl", "--runs", "0"], what: /--runs: "0" is not a whole number ≥ 1/, fix: /e\.g\. --runs 3/ },
  { name: "--runs many", args: ["run", "suite.jsonl", "--runs", "many"], what: /--runs: "many" is not a whole number/, fix: /e\.g\. --runs 3/ },
  { name: "--runs 2.5", args: ["run", "suite.jsonl", "--runs", "2.5"], what: /--runs: "2\.5" is not a whole number/, fix: /e\.g\. --runs 3/ },
  { name: "--runs with no value", args: ["run", "suite.jsonl", "--runs"], what: /--runs needs a value/, fix: /agent-bench run --help/ },
  { name: "-p 0", args: ["run", "suite.jsonl", "-p", "0"], what: /--parallel: "0" is not a whole number ≥ 1/, fix: /e\.g\. --parallel 3/ },
  { name: "--max-steps -5", args: ["run", "suite.jsonl", "--max-steps", "-5"], what: /--max-steps: "-5" is not a whole number/, fix: /e\.g\. --max-steps 3/ },
  {
    name: "--timeout 600 (no unit)",
    args: ["run", "suite.jsonl", "--timeout", "600"],
    what: /--timeout: "600" is not a duration/,
    fix: /needs a unit: write "600s" for seconds \(or "600ms"/,
  },
  { name: "--timeout soon", args: ["run", "suite.jsonl", "--timeout", "soon"], what: /--timeout: "soon" is not a duration/, fix: /"30s", "5m", "1h30m"/ },
  { name: "--timeout -5s", args: ["run", "suite.jsonl", "--timeout", "-5s"], what: /--timeout: "-5s" is not a duration/, fix: /"30s", "5m"/ },
  { name: "--shard 3/2", args: ["run", "suite.jsonl", "--shard", "3/2"], what: /--shard: invalid shard "3\/2"/, fix: /write I\/N with 1 ≤ I ≤ N/ },
  { name: "--shard half", args: ["run", "suite.jsonl", "--shard", "half"], what: /--shard: invalid shard "half"/, fix: /e\.g\. 2\/3/ },
  { name: "--fail-fast=yes", args: ["run", "suite.jsonl", "--fail-fast=yes"], what: /--fail-fast takes no value/, fix: /write --fail-fast alone/ },
  {
    name: "-r with a typo'd runner id",
    args: ["run", "suite.jsonl", "-r", "goo"],
    what: /--runner: no runner with id "goo" \(did you mean "good"\?\)/,
    fix: /configured runners: good, judge/,
  },
  {
    name: "-r with an unknown runner id",
    args: ["run", "suite.jsonl", "-r", "claude"],
    what: /--runner: no runner with id "claude"/,
    fix: /configured runners: good, judge/,
  },
  {
    name: "--case with a typo'd id",
    args: ["run", "suite.jsonl", "--case", "greet"],
    what: /--case: no case with id "greet" \(did you mean "greets"\?\)/,
    fix: /the suite has: greets, counts/,
  },
  {
    name: "--tag with a typo'd tag",
    args: ["run", "suite.jsonl", "--tag", "smok"],
    what: /--tag: no case has tag "smok" \(did you mean "smoke"\?\)/,
    fix: /tags in the suite: smoke, slow/,
  },
  {
    name: "-o with a format nobody renders",
    args: ["run", "suite.jsonl", "-o", "report.pdf"],
    what: /-o report\.pdf: unknown report format "\.pdf"/,
    fix: /the extension chooses the format/,
  },
  {
    name: "-i and a suite file together",
    args: ["run", "suite.jsonl", "-i", "say hi"],
    what: /-i runs one ad-hoc case; do not also pass suite files/,
    fix: /drop the suite paths, or drop -i/,
  },
  {
    name: "--resume with a plan flag",
    args: ["run", "--resume", "out", "-n", "2"],
    what: /--resume takes the plan from the run it resumes; drop --runs/,
    fix: /hint:/,
  },
  {
    name: "--resume of a folder with no run",
    args: ["run", "--resume", "empty"],
    files: { "empty/.keep": "" },
    what: /holds no run \(no results\.jsonl\)/,
    fix: /pass the out-dir of an earlier agent-bench run/,
  },
  { name: "--base that does not exist", args: ["run", "suite.jsonl", "--base", "base-out"], what: /base-out does not exist/, fix: /stability\.json/ },
  {
    name: "--config that does not exist",
    args: ["run", "suite.jsonl", "--config", "agent-bench.config.yml"],
    what: /config file not found: .*agent-bench\.config\.yml/,
    fix: /pass the path of an agent-bench\.config/,
  },
  {
    name: "--out-dir that already holds a run",
    args: ["run", "suite.jsonl", "--out-dir", "done"],
    files: { "done/results.jsonl": "{}\n" },
    what: /done already holds a run/,
    fix: /choose another folder, or delete it/,
  },
  {
    name: "--reporter that does not exist",
    args: ["run", "suite.jsonl", "--reporter", "./my-reporter.mjs"],
    what: /my-reporter\.mjs/,
    fix: /hint: .*reporter/i,
  },
  { name: "-i with an empty prompt", args: ["run", "-i", " "], what: /-i: the prompt is empty/, fix: /write the prompt, e\.g\. -i "list the files here"/ },
  { name: "an empty suite path", args: ["run", ""], what: /an empty suite path/, fix: /a \.jsonl file/ },
  { name: "no suite at all", args: ["run"], what: /no suite given/, fix: /agent-bench run SUITE/ },

  // ---- suites ----
  { name: "a suite path that does not exist", args: ["run", "suites.jsonl"], what: /suite not found: suites\.jsonl/, fix: /\.jsonl file/ },
  {
    name: "a folder as the suite",
    args: ["run", "cases"],
    files: { "cases/a.jsonl": JSONL },
    what: /cases is a folder, not a suite file/,
    fix: /pass the suite file itself/,
  },
  {
    name: "a suite in an unknown format",
    args: ["run", "cases.txt"],
    files: { "cases.txt": "say hello\n" },
    what: /cases\.txt: unknown suite format/,
    fix: /\.ts, \.mts, \.js or \.mjs modules, \.jsonl files, an Agent Skills evals\.json .* or a trigger eval set/,
  },
  {
    name: "a TS case with promt for prompt",
    args: ["run", "s.ts"],
    files: { "s.ts": tsSuite('  { id: "a", promt: "hi", prompt: "hi", assert() {} },') },
    what: /s\.ts:3: case 1: unknown field "promt" \(did you mean "prompt"\?\)/,
    fix: /rename the field/,
  },
  {
    name: "a TS case with asserts for assert",
    args: ["run", "s.ts"],
    files: { "s.ts": tsSuite('  { id: "a", prompt: "hi", asserts(r) { assert.ok(r); } },') },
    what: /s\.ts:3: case 1: unknown field "asserts" \(did you mean "assert"\?\)/,
    fix: /rename the field/,
  },
  {
    name: "a TS case with only promt",
    args: ["run", "s.ts"],
    files: { "s.ts": tsSuite('  { id: "a", promt: "hi", assert() {} },') },
    what: /s\.ts:3: case 1: unknown field "promt" \(did you mean "prompt"\?\)/,
    fix: /rename the field/,
  },
  {
    name: "a TS case with no assert",
    args: ["run", "s.ts"],
    files: { "s.ts": tsSuite('  { id: "a", prompt: "hi" },') },
    what: /s\.ts:3: case 1: no assert: nothing checks what the agent did/,
    fix: /add assert\(report, ctx\).*or measureOnly: true/,
  },
  {
    name: "a TS case with measureOnly and an assert",
    args: ["run", "s.ts"],
    files: { "s.ts": tsSuite('  { id: "a", prompt: "hi", measureOnly: true, assert() {} },') },
    what: /case 1: measureOnly: true and an assert/,
    fix: /drop measureOnly/,
  },
  {
    name: "a TS case with a field nothing is near",
    args: ["run", "s.ts"],
    files: { "s.ts": tsSuite('  { id: "a", prompt: "hi", expect: "hello", assert() {} },') },
    what: /unknown field "expect"/,
    fix: /a case's fields are id, prompt/,
  },
  {
    name: "a TS case whose tags are a string",
    args: ["run", "s.ts"],
    files: { "s.ts": tsSuite('  { id: "a", prompt: "hi", tags: "smoke", assert() {} },') },
    what: /s\.ts:3: case 1: tags must be an array of strings/,
    fix: /tags: \["smoke"\]/,
  },
  {
    name: "a TS case whose timeoutMs is a string",
    args: ["run", "s.ts"],
    files: { "s.ts": tsSuite('  { id: "a", prompt: "hi", timeoutMs: "5m", assert() {} },') },
    what: /case 1: timeoutMs must be a positive number/,
    fix: /timeoutMs is in milliseconds/,
  },
  {
    name: "two TS cases with one id",
    args: ["run", "s.ts"],
    files: { "s.ts": tsSuite(`${GOOD_CASE}\n${GOOD_CASE}`) },
    what: /s\.ts: duplicate case id "greets"/,
    fix: /every case needs its own id/,
  },
  {
    name: "a TS suite with no default export",
    args: ["run", "s.ts"],
    files: { "s.ts": 'export const cases = [{ id: "a", prompt: "hi" }];\n' },
    what: /s\.ts: the suite has no default export/,
    fix: /export default \[/,
  },
  {
    name: "a TS suite exporting a string",
    args: ["run", "s.ts"],
    files: { "s.ts": 'export default "say hello";\n' },
    what: /s\.ts: the default export must be a Case\[\]/,
    fix: /export default \[/,
  },
  {
    name: "a JS suite with a syntax error",
    args: ["run", "s.mjs"],
    files: { "s.mjs": 'export default [\n  { id: "a", prompt: "hi" ,, },\n];\n' },
    what: /s\.mjs:2:28: syntax error: Unexpected token/,
    fix: /fix the syntax at that line and column/,
  },
  {
    name: "a TS suite importing a package that is not installed",
    args: ["run", "s.ts"],
    files: { "s.ts": 'import { x } from "not-installed-pkg";\nexport default [{ id: "a", prompt: String(x), measureOnly: true }];\n' },
    what: /s\.ts:1:\d+: Cannot find module 'not-installed-pkg'/,
    fix: /install the missing package/,
  },
  {
    name: "a TS suite that throws while loading",
    args: ["run", "s.ts"],
    files: { "s.ts": 'const cases = [];\nthrow new Error("no cases yet");\nexport default cases;\n' },
    what: /s\.ts:2:7: failed to load: Error: no cases yet/,
    fix: /fix the error in the file/,
  },
  {
    name: "a JSONL line that is not JSON",
    args: ["run", "bad.jsonl"],
    files: { "bad.jsonl": '{"id":"a","input":"hi","assert":{"type":"contains","value":"x"}}\n{"id":"b", input: hi}\n' },
    what: /bad\.jsonl:2/,
    fix: /hint: /,
  },
  {
    name: "a JSONL case without an id",
    args: ["run", "noid.jsonl"],
    files: { "noid.jsonl": '{"input":"hi","assert":{"type":"contains","value":"x"}}\n' },
    what: /noid\.jsonl:1/,
    fix: /"id"/,
  },
  {
    name: "a JSONL timeout with no unit",
    args: ["run", "t.jsonl"],
    files: { "t.jsonl": '{"id":"a","input":"hi","timeout":600,"assert":{"type":"contains","value":"x"}}\n' },
    what: /t\.jsonl:1.*invalid timeout 600/,
    fix: /needs a unit: write "600s"/,
  },
  {
    name: "an empty JSONL suite",
    args: ["run", "empty.jsonl"],
    files: { "empty.jsonl": "\n" },
    what: /empty\.jsonl: no cases/,
    fix: /one JSON object per line/,
  },

  // ---- config files ----
  {
    name: "runner: for runners:",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.yaml": "runner:\n  a:\n    type: scripted\n" },
    what: /agent-bench\.config\.yaml:1: unknown key "runner" \(did you mean "runners"\?\)/,
    fix: /docs\/configuration\.md/,
  },
  {
    name: "a typo'd runner type",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.yaml": "runners:\n  a:\n    type: claud-code\n" },
    what: /agent-bench\.config\.yaml:3: runners\.a\.type: unknown runner type "claud-code" \(did you mean "claude-code"\?\)/,
    fix: /runner types: .*codex/,
  },
  {
    name: "a typo'd runner key",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.yaml": "runners:\n  a:\n    type: claude-code\n    modl: sonnet\n" },
    what: /agent-bench\.config\.yaml:4: runners\.a: unknown key "modl" \(did you mean "model"\?\)/,
    fix: /docs\/runners\.md/,
  },
  {
    name: "a typo'd defaults key",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.yaml": "runners:\n  a:\n    type: scripted\ndefaults:\n  run: 3\n" },
    what: /agent-bench\.config\.yaml:5: defaults: unknown key "run" \(did you mean "runs"\?\)/,
    fix: /docs\/configuration\.md/,
  },
  {
    name: "a config timeout with no unit",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.yaml": "runners:\n  a:\n    type: scripted\ndefaults:\n  timeout: 600\n" },
    what: /agent-bench\.config\.yaml:5: defaults\.timeout: invalid duration 600/,
    fix: /needs a unit: write "600s"/,
  },
  {
    name: "a runner timeout with no unit",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.json": JSON.stringify({ runners: { a: { type: "scripted", timeout: 90 } } }) },
    what: /runners\.a\.timeout: invalid duration 90/,
    fix: /write "90s"/,
  },
  {
    name: "three config mistakes at once",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.yaml": "runners:\n  a:\n    type: claud-code\n  b:\n    type: scripted\n    stepz: []\ndefaults:\n  paralel: 2\n" },
    what: /3 problems:[^]*:3: runners\.a\.type: unknown runner type "claud-code"[^]*:6: runners\.b: unknown key "stepz" \(did you mean "steps"\?\)[^]*:8: defaults: unknown key "paralel" \(did you mean "parallel"\?\)/,
    fix: /hint: fix the keys above/,
  },
  {
    name: "a runner without a type",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.yaml": "runners:\n  a:\n    model: sonnet\n" },
    what: /agent-bench\.config\.yaml:\d: runners\.a\.type: required/,
    fix: /runner types: .*claude-code/,
  },
  {
    name: "a command runner without a command",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.yaml": "runners:\n  a:\n    type: command\n" },
    what: /runners\.a\.command: required for runner type "command"/,
    fix: /name the executable/,
  },
  {
    name: "a judge that is no runner",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.yaml": "runners:\n  grader:\n    type: scripted\njudge: grade\n" },
    what: /agent-bench\.config\.yaml:4: judge: no runner with id "grade" \(did you mean "grader"\?\)/,
    fix: /runner ids: grader/,
  },
  {
    name: "a runner id with a space",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.json": JSON.stringify({ runners: { "my agent": { type: "scripted" } } }) },
    what: /runners/,
    fix: /letters, digits/,
  },
  {
    name: "invalid YAML",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.yaml": "runners:\n  a:\n    type: scripted\n   bad: indent\n" },
    what: /agent-bench\.config\.yaml:\d+: invalid YAML/,
    fix: /fix the YAML syntax at that line/,
  },
  {
    name: "invalid JSON",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.json": '{\n  "runners": {\n    "a": {"type" "scripted"}\n  }\n}\n' },
    what: /agent-bench\.config\.json:3: invalid JSON/,
    fix: /fix the JSON syntax at that line/,
  },
  {
    name: "a config that is a list",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.json": "[]" },
    what: /agent-bench\.config\.json/,
    fix: /runners/,
  },
  {
    name: "two config files in one folder",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.json": CONFIG, "agent-bench.config.yaml": "runners:\n  a:\n    type: scripted\n" },
    what: /several config files: agent-bench\.config\.json, agent-bench\.config\.yaml/,
    fix: /keep one, or choose with --config FILE/,
  },
  {
    name: "a config with no runners",
    args: ["run", "suite.jsonl"],
    files: { "agent-bench.config.json": JSON.stringify({ runners: {} }) },
    what: /no runners configured/,
    fix: /hint: /,
  },

  // ---- paths ----
  {
    name: "--out-dir under a file",
    args: ["run", "suite.jsonl", "--out-dir", "notes.txt/out"],
    files: { "notes.txt": "x" },
    code: 3,
    what: /notes\.txt/,
    fix: /hint: /,
  },

  {
    name: "-o into a folder that is a file",
    args: ["run", "suite.jsonl", "-o", "notes.txt/report.md"],
    files: { "notes.txt": "x" },
    what: /-o .*notes\.txt\/report\.md: cannot create its folder/,
    fix: /a folder you can create and write to/,
  },
  {
    name: "--keep for --keep-workspaces",
    args: ["run", "suite.jsonl", "--keep"],
    what: /^agent-bench: unknown flag --keep\n/,
    fix: /did you mean --keep-workspaces\?/,
  },
  { name: "-v=1", args: ["run", "suite.jsonl", "--verbose=1"], what: /--verbose takes no value/, fix: /write --verbose alone/ },

  {
    name: "--config pointing at a folder",
    args: ["run", "suite.jsonl", "--config", "conf"],
    files: { "conf/agent-bench.config.json": CONFIG },
    what: /conf is a folder, not a config file/,
    fix: /pass the file itself: --config conf\/agent-bench\.config\.json/,
  },
  {
    name: "--base pointing at a suite",
    args: ["run", "suite.jsonl", "--base", "suite.jsonl"],
    what: /suite\.jsonl: \(top level\): not valid JSON/,
    fix: /pass a stability\.json \(or results\.json\) written by `agent-bench run`/,
  },
  {
    name: "--reporter pointing at a suite",
    args: ["run", "suite.jsonl", "--reporter", "./s.mjs"],
    files: { "s.mjs": 'export default [{ id: "a", prompt: "hi", measureOnly: true }];\n' },
    what: /reporter \.\/s\.mjs exports none of onSuiteStart/,
    fix: /docs\/reports\.md#custom-reporters/,
  },

  // ---- compare, merge, parse ----
  {
    name: "compare with one path",
    args: ["compare", "base"],
    what: /compare takes two paths, BASE and HEAD \(got 1\)/,
    fix: /agent-bench compare base-out\/stability\.json head-out\/stability\.json/,
  },
  { name: "compare with a path that does not exist", args: ["compare", "nope-a", "nope-b"], what: /nope-a does not exist/, fix: /stability\.json/ },
  {
    name: "compare --format xml",
    args: ["compare", "a", "b", "--format", "xml"],
    what: /--format must be "md", "text", "json" or "html" \(got "xml"\)/,
    fix: /hint: /,
  },
  { name: "compare --frmat md", args: ["compare", "a", "b", "--frmat", "md"], what: /unknown flag --frmat/, fix: /did you mean --format\?/ },
  { name: "compare --alpha 2", args: ["compare", "a", "b", "--alpha", "2"], what: /--alpha/, fix: /hint: / },
  { name: "merge with no folders", args: ["merge"], what: /merge: no run folders given/, fix: /agent-bench merge shard-1-out shard-2-out/ },
  {
    name: "merge of a folder with no run",
    args: ["merge", "empty"],
    files: { "empty/.keep": "" },
    what: /empty has no results\.json/,
    fix: /pass the out-dir of a finished/,
  },
  {
    name: "parse with a typo'd runner type",
    args: ["parse", "claud-code", "out.log"],
    what: /unknown runner type "claud-code" \(did you mean "claude-code"\?\)/,
    fix: /use one of: .*codex/,
  },
  {
    name: "compare of runs of two different suites",
    args: ["compare", "other.json", "this.json"],
    files: { "other.json": OTHER_SUITE, "this.json": THIS_SUITE },
    what: /BASE and HEAD have no cell \(case × runner\) in common: they ran different suites \(BASE evals\/other\.ts: 3 cases on good; HEAD suite\.jsonl: 1 case on good\)/,
    fix: /compare two runs of the same suite and runners/,
  },

  // ---- the first hour (issue #35): what a newcomer runs into after init ----
  { name: "-v for --version", args: ["-v"], what: /unknown command "-v"/, fix: /the version is agent-bench --version/ },
  {
    name: "run --base with the baseline of another suite",
    args: ["run", "suite.jsonl", "--base", "other.json"],
    files: { "other.json": OTHER_SUITE },
    what: /--base and this run have no cell \(case × runner\) in common: they ran different suites/,
    fix: /pass the baseline of the same suite and runners, or drop --base; nothing was run/,
  },
  {
    name: "assert.skill for assert.skills",
    args: ["run", "s.ts"],
    files: { "s.ts": tsSuite('  { id: "a", prompt: "hi", assert(r) { assert.skill.has(r, "greet"); } },') },
    what: /s\.ts:3: assert\.skill is not part of the agent-bench API \(did you mean assert\.skills\?\)/,
    fix: /fix the name; every helper is listed in https:\/\/github\.com\/agent-bench\/agent-bench\/blob\/v[\d.]+\/docs\/assertions\.md/,
  },
  {
    name: "assert.commands.include for includes",
    args: ["run", "s.ts"],
    files: { "s.ts": tsSuite('  { id: "a", prompt: "hi", assert(r) { assert.commands.include(r, "ls"); } },') },
    what: /s\.ts:3: assert\.commands\.include is not part of the agent-bench API \(did you mean assert\.commands\.includes\?\)/,
    fix: /fix the name/,
  },
  {
    name: "a quoted glob that matches no suite",
    args: ["run", "evals/*.ts"],
    files: { "evals/notes.md": "no suite here\n" },
    what: /the glob evals\/\*\.ts matches no suite file/,
    fix: /check the pattern, e\.g\. 'evals\/\*\.ts'/,
  },
  {
    name: "init's TODO prompt sent to a real agent",
    args: ["run", "s.ts"],
    files: {
      "agent-bench.config.json": JSON.stringify({ runners: { claude: { type: "claude-code" } } }),
      "s.ts": tsSuite('  { id: "uses-greet", prompt: "TODO: ask for something the greet skill is for", assert(r) { assert.skills.has(r, "greet"); } },'),
    },
    env: NO_CLIS,
    what: /s\.ts: 1 case still has the starter TODO prompt \(uses-greet\); nothing was sent to claude/,
    fix: /write each case's prompt in s\.ts, or pass --allow-todo/,
  },
  {
    name: "the agent CLI not installed",
    args: ["run", "s.ts", "-n", "2"],
    files: {
      "agent-bench.config.json": JSON.stringify({ runners: { claude: { type: "claude-code" } } }),
      "s.ts": tsSuite(GOOD_CASE),
    },
    env: NO_CLIS,
    code: 3,
    what: /could not start claude \(claude is not installed or not on PATH; 2 executions errored\)/,
    fix: /install it: npm install -g @anthropic-ai\/claude-code@\d+\.\d+\.\d+; or try the suite offline, against the scripted agent: agent-bench init --agent scripted/,
  },
  {
    name: "-r scripted with no scripted runner in the config",
    args: ["run", "suite.jsonl", "-r", "scripted"],
    what: /runners\.scripted: a scripted runner needs "script" \(a file\) or "steps"/,
    fix: /agent-bench init --agent scripted adds one with a script file to your config/,
  },
  {
    name: "init --agnet for --agent",
    args: ["init", "--agnet", "scripted"],
    what: /unknown flag --agnet/,
    fix: /did you mean --agent\? agent-bench init --help lists every flag/,
  },
  {
    name: "history --limt for --limit",
    args: ["history", ".", "--limt", "5"],
    what: /unknown flag --limt/,
    fix: /did you mean --limit\? agent-bench history --help/,
  },
  {
    name: "init with a folder as an argument",
    args: ["init", "myrepo"],
    what: /init takes no arguments \(got "myrepo"\)/,
    fix: /choose the folder with --dir DIR/,
  },
  { name: "init --dir that does not exist", args: ["init", "--dir", "nowhere"], what: /--dir nowhere: no such folder/, fix: /hint: / },
  {
    name: "init --runs 0",
    args: ["init", "--runs", "0"],
    what: /--runs: "0" is not a whole number ≥ 1/,
    fix: /e\.g\. --runs 3/,
  },

  {
    name: "parse with no file",
    args: ["parse", "codex"],
    what: /parse takes a runner type and one stdout file \(got 1 argument\)/,
    fix: /e\.g\. agent-bench parse claude-code/,
  },
];

const root = tempProject();
after(() => root.remove());

function project(index: number, files: Record<string, string> | undefined): string {
  const dir = root.file(`m${index}`);
  mkdirSync(dir, { recursive: true });
  // A mistake made in the config replaces the working one.
  const own = Object.keys(files ?? {}).some((f) => f.startsWith("agent-bench.config."));
  const base = own ? { "suite.jsonl": JSONL } : BASE;
  for (const [rel, content] of Object.entries({ ...base, ...files })) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

describe("the first hour: every mistake gets one clear error with a fix", { concurrency: 4 }, () => {
  it("covers at least 100 mistakes", () => {
    assert.ok(MISTAKES.length >= 100, `${MISTAKES.length} mistakes`);
    assert.equal(new Set(MISTAKES.map((m) => m.name)).size, MISTAKES.length, "each mistake once");
  });

  MISTAKES.forEach((m, index) => {
    it(m.name, async () => {
      const cwd = project(index, m.files);
      const r = await runCli(m.args, { cwd, env: { NO_COLOR: "1", ...m.env } });
      const err = r.stderr;
      assert.equal(r.code, m.code ?? 2, `exit code for: agent-bench ${m.args.join(" ")}\n${err}`);
      assert.match(err, m.what);
      assert.match(err, m.fix);
      assert.doesNotMatch(err, /\n\s+at \S+ \(|internal error|node:internal/, "no stack trace");
      const lines = err.trimEnd().split("\n");
      const first = lines.findIndex((l) => l.startsWith("agent-bench: "));
      assert.ok(first >= 0, `an "agent-bench: …" line:\n${err}`);
      assert.ok(lines.filter((l) => /^\s*hint: /.test(l)).length <= 1, `one hint line:\n${err}`);
      assert.doesNotMatch(err, /^usage:/im, "no usage dump for a bad value");
      assert.doesNotMatch(lines[first], /^agent-bench: (-{1,2}[\w-]+): .*\1\b/, "the flag named once");
    });
  });
});
