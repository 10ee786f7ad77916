// Whole suites through the engine: an unmodified skillgym suite run by the CLI,
// and a yao JSONL suite run in process with a judge. Every execution's
// result lists its assertions with repository-relative locations.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import type { JudgeRequest } from "../../src/assert/evaluate.ts";
import { prepareRun } from "../../src/execute/prepare.ts";
import { runPrepared } from "../helpers/run-prepared.ts";
import type { ExecutionResult, RunFile } from "../../src/model/result.ts";
import { REPO_ROOT } from "./_sessions.ts";

const tmp = mkdtempSync(path.join(tmpdir(), "ab-suites-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

const SKILLGYM = "__tests__/fixtures/suites/skillgym/suite.ts";
const YAO = "__tests__/fixtures/suites/yao/cases.jsonl";
const lineOf = (file: string, text: string) =>
  readFileSync(path.join(REPO_ROOT, file), "utf8")
    .split("\n")
    .findIndex((l) => l.includes(text)) + 1;

const summary = (r: ExecutionResult) => [r.caseId, r.run, r.status, r.failureClass?.id ?? null];

test("an unmodified skillgym suite passes and fails where it should", () => {
  const outDir = path.join(tmp, "skillgym");
  const cli = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, "src/cli.ts"), "run", path.join(REPO_ROOT, SKILLGYM), "-n", "2", "-p", "1", "--out-dir", outDir],
    { cwd: tmp, encoding: "utf8" },
  );
  assert.equal(cli.status, 1, cli.stderr);
  const run = JSON.parse(readFileSync(path.join(outDir, "results.json"), "utf8")) as RunFile;
  assert.deepEqual(run.results.map(summary), [
    ["always-passes", 1, "passed", null],
    ["always-passes", 2, "passed", null],
    ["find-skills-expo", 1, "passed", null],
    ["find-skills-expo", 2, "failed", "assertion"],
    ["find-skills-expo-strict", 1, "passed", null],
    ["find-skills-expo-strict", 2, "failed", "assertion"],
    ["wrong-cli-alias-echo", 1, "failed", "wrong-cli-alias"],
    ["wrong-cli-alias-echo", 2, "failed", "wrong-cli-alias"],
    ["known-gap", 1, "expected-failed", "assertion"],
    ["known-gap", 2, "expected-failed", "assertion"],
    ["soft-checks", 1, "failed", "assertion"],
    ["soft-checks", 2, "failed", "assertion"],
  ]);

  const byCase = (id: string, n: number) => run.results.find((r) => r.caseId === id && r.run === n)!;
  // The failing check is named with its file and line; the checks after it did not run.
  assert.deepEqual(
    byCase("find-skills-expo", 2).assertions.map((a) => [a.name, a.passed, a.location?.file, a.location?.line]),
    [["skills.has", false, SKILLGYM, lineOf(SKILLGYM, 'assert.skills.has(report, "find-skills")')]],
  );
  assert.equal(byCase("find-skills-expo", 2).error?.message, 'Expected skill "find-skills" to be detected, but it was not.\nObserved skills: (none)');
  assert.equal(
    byCase("find-skills-expo", 2).error?.stack?.split("\n").at(-1),
    `    at assert (${SKILLGYM}:${lineOf(SKILLGYM, 'assert.skills.has(report, "find-skills")')}:21)`,
  );
  assert.deepEqual(
    byCase("find-skills-expo-strict", 2).assertions.map((a) => [a.name, a.passed, a.location?.line]),
    [
      ["skills.includes", true, lineOf(SKILLGYM, "assert.skills.includes(report")],
      ["fileReads.includes", true, lineOf(SKILLGYM, "assert.fileReads.includes(report, /find-skills")],
      ["fileReads.includes", true, lineOf(SKILLGYM, "assert.fileReads.includes(report, /upgrading-expo")],
      ["fileReads.before", false, lineOf(SKILLGYM, "assert.fileReads.before(")],
    ],
  );
  assert.equal(
    byCase("find-skills-expo-strict", 2).error?.message,
    "Expected a file read matching /find-skills\\/SKILL\\.md$/ before a file read matching /upgrading-expo\\/SKILL\\.md$/, but the first match of /find-skills\\/SKILL\\.md$/ is #2 and the first match of /upgrading-expo\\/SKILL\\.md$/ is #1.\nObserved file reads (2):\n  1. /skills/upgrading-expo/SKILL.md\n  2. /skills/find-skills/SKILL.md",
  );
  assert.deepEqual(byCase("wrong-cli-alias-echo", 1).failureClass, { id: "wrong-cli-alias", label: "Wrong CLI alias" });
  assert.deepEqual(
    byCase("soft-checks", 1).assertions.map((a) => [a.name, a.passed, a.soft]),
    [
      ["commands.includes", true, true],
      ["output.includes", false, true],
    ],
  );
  assert.deepEqual(byCase("always-passes", 1).assertions, [
    { kind: "hook", name: "assert", passed: true, location: { file: SKILLGYM, line: lineOf(SKILLGYM, 'id: "always-passes"') } },
  ]);

  // results.jsonl, streamed as executions end, carries the same list.
  const streamed = readFileSync(path.join(outDir, "results.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { type: string; result?: ExecutionResult });
  const own = streamed.find((e) => e.type === "execution" && e.result!.caseId === "find-skills-expo" && e.result!.run === 2)!.result!;
  assert.deepEqual(own.assertions, byCase("find-skills-expo", 2).assertions);
  assert.doesNotMatch(readFileSync(path.join(outDir, "results.json"), "utf8"), /file:\/\//);
});

test("a yao JSONL suite: rules and expected per case, the judge through the engine", async () => {
  const outDir = path.join(tmp, "yao");
  const prepared = await prepareRun({ suites: [path.join(REPO_ROOT, YAO)], runners: ["scripted"], outputs: [], cwd: tmp, outDir, parallel: 1 });
  const requests: Array<{ request: JudgeRequest; artifactDir: string }> = [];
  const { run } = await runPrepared(prepared, tmp, {
    judge: (request, artifactDir) => {
      requests.push({ request, artifactDir });
      return Promise.resolve({ passed: /Of course/.test(request.output), reason: "polite, names Paris" });
    },
  });
  assert.deepEqual(
    run.results.map((r) => [r.caseId, r.status, r.failureOrigin ?? null]),
    [
      ["T001", "passed", null],
      ["T002", "passed", null],
      ["T003", "passed", null],
      ["T004", "passed", null],
      ["T005", "failed", "assertion"],
      ["T006", "passed", null],
      ["T007", "failed", "assertion"],
    ],
  );
  const t = (id: string) => run.results.find((r) => r.caseId === id)!;
  assert.deepEqual(
    t("T002").assertions.map((a) => [a.kind, a.name, a.passed, a.location?.file, a.location?.line]),
    [
      ["rule", "json_path", true, YAO, 3],
      ["rule", "json_path", true, YAO, 3],
      ["rule", "json_schema", true, YAO, 3],
    ],
  );
  assert.deepEqual(
    t("T005").assertions.map((a) => [a.name, a.passed, a.message]),
    [
      ["script", false, "found 2 of 3 cities (Paris, Nice)"],
      ["regex", true, "output matches /(?i)^we visited/"],
    ],
  );
  assert.equal(t("T005").error?.message, "assert[0] script: found 2 of 3 cities (Paris, Nice)");
  assert.equal(t("T007").error?.message, 'expected: expected output to equal {"greeting":"hi","lang":"en"}, got {"lang":"en","greeting":"hello"}');
  assert.deepEqual(t("T007").assertions[0].kind, "expected");
  assert.equal(requests.length, 1);
  assert.deepEqual(requests[0].request, {
    output: "Of course! The Louvre is in Paris.",
    input: "Answer politely: where is the Louvre?",
    criteria: "The reply is polite and says the Louvre is in Paris",
    runnerId: "grader",
  });
  assert.equal(requests[0].artifactDir, path.join(outDir, t("T006").artifactDir));
  assert.deepEqual(
    t("T006").assertions.map((a) => [a.name, a.passed, a.message]),
    [["judge", true, "judge: polite, names Paris"]],
  );
});
