// Every saved format fed crafted files through the real commands that read
// them: wrong types, negative and huge counts, passes > runs, `__proto__` keys,
// unknown versions, truncated JSON, an empty file, an array instead of an
// object. Each is one line naming the file and the JSON path, a hint line,
// exit 2: never a stack trace or a crash.
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { mkdtempSync } from "node:fs";
import { PR_METADATA_FORMAT, prMetadataSchema } from "../../src/action/pr-metadata.ts";
import type { RunFile } from "../../src/model/result.ts";
import { parseSaved, readSavedFile } from "../../src/model/saved-file.ts";
import { COMPARISON_FILE_VERSIONS, comparisonReader, comparisonSchema } from "../../src/model/schema/comparison.ts";
import { loadTranscripts } from "../../src/report/html/load-transcripts.ts";
import { SessionBuilder } from "../../src/runners/session-builder.ts";
import { computeStability } from "../../src/stability/accumulate.ts";
import { runCli, ROOT, type CliResult } from "../helpers/cli.ts";

const scratch = mkdtempSync(path.join(os.tmpdir(), "agent-bench-crafted-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

const RUN = JSON.parse(readFileSync(path.join(ROOT, "__tests__/fixtures/runs/quickstart-base/results.json"), "utf8")) as RunFile;
const STABILITY = computeStability(RUN);
const SHARD: RunFile = { ...RUN, plan: { ...RUN.plan, shard: { index: 1, total: 1 } } };
const SUITE = path.join(ROOT, "examples/quickstart/suite.ts");

type Json = Record<string, unknown>;
/** A crafted file: the text to write, and the JSON path the error must name. */
interface Row {
  name: string;
  text: string;
  where: string;
}

const clone = <T>(value: T): T => structuredClone(value);
function edit<T>(valid: T, change: (copy: Json) => void): string {
  const copy = clone(valid) as Json;
  change(copy);
  return JSON.stringify(copy);
}
const at = (value: unknown, ...keys: Array<string | number>): Json => keys.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k], value as Json);

/** The crafted files every JSON format gets: the shape of the file, whatever its schema. */
function shapeRows(valid: unknown, version: { key: string; found: number; supported: string }): Row[] {
  const text = JSON.stringify(valid);
  return [
    {
      name: "unknown version",
      text: edit(valid, (c) => (c[version.key] = version.found)),
      where: `${version.key}: unknown version ${version.found}; this agent-bench reads ${version.key} ${version.supported}`,
    },
    { name: "truncated JSON", text: text.slice(0, Math.floor(text.length / 2)), where: "(top level): not valid JSON" },
    { name: "empty file", text: "", where: "(top level): the file is empty" },
    { name: "a JSON array instead of an object", text: JSON.stringify([valid]), where: "(top level): expected a JSON object, found an array" },
    { name: "a __proto__ key", text: text.replace(/^\{/u, '{"__proto__":{"polluted":true},'), where: "__proto__: " },
  ];
}

const stabilityRows: Row[] = [
  ...shapeRows(STABILITY, { key: "schemaVersion", found: 7, supported: "1, 2 and 3" }),
  { name: "wrong type", text: edit(STABILITY, (c) => (at(c, "cells", 0).runs = "5")), where: "cells[0].runs: " },
  { name: "negative count", text: edit(STABILITY, (c) => (at(c, "cells", 1).passed = -1)), where: "cells[1].passed: " },
  { name: "huge count", text: edit(STABILITY, (c) => (at(c, "cells", 0).runs = 1e12)), where: "cells[0].runs: " },
  { name: "a count past the safe integers", text: edit(STABILITY, (c) => (at(c, "summary").executions = 1e300)), where: "summary.executions: " },
  {
    name: "passes > runs",
    text: edit(STABILITY, (c) => Object.assign(at(c, "cells", 0), { passed: 6, runs: 5, failed: 0, errored: 0 })),
    where: "cells[0].runs: passed + failed + errored must equal runs",
  },
  { name: "a rate above 1", text: edit(STABILITY, (c) => (at(c, "cells", 0).passRate = 1.5)), where: "cells[0].passRate: " },
  {
    name: "a nested __proto__ key",
    text: edit(STABILITY, (c) => (at(c, "cells", 0).failureClasses = { a: 1 })).replace(
      '"failureClasses":{"a":1}',
      '"failureClasses":{"__proto__":{"x":1},"a":1}',
    ),
    where: "cells[0].failureClasses.__proto__: ",
  },
  { name: "an over-long id (a fork's artifact)", text: edit(STABILITY, (c) => (at(c, "cells", 0).caseId = "x".repeat(5000))), where: "cells[0].caseId: " },
];

const resultRows: Row[] = [
  ...shapeRows(SHARD, { key: "schemaVersion", found: 4, supported: "1, 2 and 3" }),
  { name: "wrong type", text: edit(SHARD, (c) => (at(c, "results", 2).durationMs = "fast")), where: "results[2].durationMs: " },
  { name: "negative count", text: edit(SHARD, (c) => (at(c, "summary").failed = -2)), where: "summary.failed: " },
  { name: "huge count", text: edit(SHARD, (c) => (at(c, "results", 0).run = 1e9)), where: "results[0].run: " },
  {
    name: "passes > runs",
    text: edit(SHARD, (c) => (at(c, "summary").passed = 10_000)),
    where: "summary.passed: passed + failed + errored + skipped must not exceed executions",
  },
  {
    name: "passed disagreeing with the status",
    text: edit(SHARD, (c) => Object.assign(at(c, "results", 1), { status: "failed", passed: true })),
    where: "results[1].passed: ",
  },
  { name: "a broken shard manifest", text: edit(SHARD, (c) => (at(c, "plan").shard = { index: 3, total: 2 })), where: "plan.shard.index: " },
  {
    name: "a nested __proto__ key",
    text: JSON.stringify(SHARD).replace('"environment":{', '"environment":{"__proto__":{"ci":true},'),
    where: "environment.__proto__: ",
  },
  { name: "an over-long artifact path", text: edit(SHARD, (c) => (at(c, "results", 0).artifactDir = "a/".repeat(60_000))), where: "results[0].artifactDir: " },
];

function put(dir: string, files: Record<string, string>): string {
  const full = path.join(scratch, dir);
  mkdirSync(full, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(full, name), text);
  return full;
}

const validDir = put("valid", { "results.json": JSON.stringify(SHARD), "stability.json": JSON.stringify(STABILITY) });
const stabilityOnly = put("stability-only", { "stability.json": JSON.stringify(STABILITY) });

/** One line naming the file and the JSON path, one hint line, exit 2. */
function assertRejected(result: CliResult, file: string, where: string): void {
  assert.equal(result.code, 2, `exit 2, got ${result.code}:\n${result.stderr}`);
  assert.doesNotMatch(result.stderr, /\n\s+at |internal error/u, "no stack trace");
  const lines = result.stderr.trimEnd().split("\n");
  assert.equal(lines.length, 2, `one error line and one hint line:\n${result.stderr}`);
  assert.ok(lines[0].startsWith(`agent-bench: ${file}: ${where}`), `names ${file} and ${where}:\n${lines[0]}`);
  assert.match(lines[1], /^ {2}hint: \S/u);
}

const cli = (args: string[]): Promise<CliResult> => runCli(args, { cwd: scratch });

describe("crafted stability.json", { concurrency: 2 }, () => {
  for (const [i, row] of stabilityRows.entries()) {
    it(`${row.name}: rejected by compare (as BASE and as HEAD) and run --base`, async () => {
      const dir = put(`stability-${i}`, { "stability.json": row.text });
      const file = path.join(dir, "stability.json");
      assertRejected(await cli(["compare", file, validDir, "--format", "json"]), file, row.where);
      assertRejected(await cli(["compare", stabilityOnly, dir, "--format", "json"]), file, row.where);
      assertRejected(await cli(["run", SUITE, "--base", dir, "--out-dir", path.join(dir, "out")]), file, row.where);
    });
  }
});

describe("crafted results.json", { concurrency: 2 }, () => {
  for (const [i, row] of resultRows.entries()) {
    it(`${row.name}: rejected by merge, compare HEAD -o report.html, and compare with it in the base dir`, async () => {
      const dir = put(`results-${i}`, { "results.json": row.text });
      const file = path.join(dir, "results.json");
      assertRejected(await cli(["merge", dir, "--out-dir", path.join(dir, "merged")]), file, row.where);
      assertRejected(await cli(["compare", validDir, dir, "-o", path.join(dir, "report.html")]), file, row.where);
      // The base dir's stability.json is fine; the report's side-by-side view reads its results.json.
      const base = put(`results-${i}-base`, { "stability.json": JSON.stringify(STABILITY), "results.json": row.text });
      assertRejected(await cli(["compare", base, validDir, "-o", path.join(dir, "report.html")]), path.join(base, "results.json"), row.where);
    });
  }
});

describe("crafted results.jsonl (run --resume)", { concurrency: 2 }, () => {
  const start = {
    type: "start",
    at: RUN.startedAt,
    tool: RUN.tool,
    suite: RUN.suite,
    plan: RUN.plan,
    environment: RUN.environment,
    cases: RUN.cases,
    invocation: { suites: [SUITE], cwd: scratch },
  };
  const execution = (i: number): Json => ({ type: "execution", at: RUN.endedAt, result: clone(RUN.results[i]) });
  const log = (lines: unknown[], tail = ""): string => `${lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n")}\n${tail}`;
  const bad = (change: (line: Json) => void): Json => {
    const line = execution(1);
    change(line);
    return line;
  };
  const rows: Array<{ name: string; text: string; line: number | undefined; where: string }> = [
    {
      name: "wrong type",
      text: log([start, execution(0), bad((l) => (at(l, "result").durationMs = "slow")), execution(2)]),
      line: 3,
      where: "result.durationMs: ",
    },
    { name: "negative count", text: log([start, bad((l) => (at(l, "result").run = -1)), execution(2)]), line: 2, where: "result.run: " },
    { name: "huge count", text: log([start, { type: "resume", at: RUN.endedAt, pending: 1e300 }, execution(2)]), line: 2, where: "pending: " },
    {
      name: "passed disagreeing with the status",
      text: log([start, bad((l) => Object.assign(at(l, "result"), { status: "errored", passed: true })), execution(2)]),
      line: 2,
      where: "result.passed: ",
    },
    {
      name: "a __proto__ key",
      text: log([start, JSON.stringify(execution(0)).replace('"result":{', '"result":{"__proto__":{"x":1},'), execution(2)]),
      line: 2,
      where: "result.__proto__: ",
    },
    { name: "an unknown line type", text: log([start, { type: "teleport", at: RUN.endedAt }, execution(2)]), line: 2, where: "type: " },
    {
      name: "a truncated line before the last",
      text: log([start, JSON.stringify(execution(0)).slice(0, 80), execution(2)]),
      line: 2,
      where: "(top level): not valid JSON",
    },
    {
      name: "a JSON array instead of an object",
      text: log([start, "[1, 2]", execution(2)]),
      line: 2,
      where: "(top level): expected a JSON object, found an array",
    },
    { name: "an empty file", text: "", line: undefined, where: '(top level): no "start" line' },
    { name: "a wrong start line", text: log([{ ...start, cases: "all" }, execution(0)]), line: 1, where: "cases: " },
  ];
  for (const [i, row] of rows.entries()) {
    it(`${row.name}: rejected by run --resume`, async () => {
      const dir = put(`jsonl-${i}`, { "results.jsonl": row.text });
      const file = path.join(dir, "results.jsonl");
      assertRejected(await cli(["run", "--resume", dir]), row.line === undefined ? file : `${file}:${row.line}`, row.where);
    });
  }

  it("a partial last line (a run killed mid-write) is not an error: everything before it is read", async () => {
    const dir = put("jsonl-partial", { "results.jsonl": log([start, execution(0)], JSON.stringify(execution(1)).slice(0, 50)) });
    const { readRunLog } = await import("../../src/execute/resume.ts");
    assert.equal((await readRunLog(dir)).results.length, 1);
  });
});

describe("crafted history.json (agent-bench history)", { concurrency: 2 }, () => {
  const history = {
    version: 1,
    suite: "evals/suite.ts",
    entries: [{ commit: "a".repeat(40), time: RUN.startedAt, passed: 3, runs: 4, durationMs: 10, cli: {}, cells: [["c", "r", 3, 4]] }],
  };
  const rows: Row[] = [
    ...shapeRows(history, { key: "version", found: 5, supported: "1, 2, 3 and 4" }),
    { name: "wrong type", text: edit(history, (c) => (at(c, "entries", 0).runs = "4")), where: "entries[0].runs: " },
    { name: "negative count", text: edit(history, (c) => (at(c, "entries", 0).cells = [["c", "r", -1, 4]])), where: "entries[0].cells[0][2]: " },
    { name: "passes > runs", text: edit(history, (c) => (at(c, "entries", 0).passed = 9)), where: "entries[0].passed: passed must not exceed runs" },
    {
      name: "outcomes that disagree with the counts",
      text: edit(history, (c) => (at(c, "entries", 0).cells = [["c", "r", 3, 4, "ppff"]])),
      where: "entries[0].cells[0]: the outcomes (the fifth item) must have one letter per run and as many p as runs passed",
    },
    {
      name: "an outcome that is not p, f or e",
      text: edit(history, (c) => (at(c, "entries", 0).cells = [["c", "r", 3, 4, "pppx"]])),
      where: "entries[0].cells[0][4]: ",
    },
    { name: "a fingerprint that is not a hash", text: edit(history, (c) => (at(c, "entries", 0).tests = { c: "<b>" })), where: "entries[0].tests.c: " },
  ];
  for (const [i, row] of rows.entries()) {
    it(`${row.name}: rejected by agent-bench history`, async () => {
      const file = path.join(put(`history-${i}`, { "history.json": row.text }), "history.json");
      assertRejected(await cli(["history", file]), file, row.where);
    });
  }
});

describe("the formats only the action or scripts read", () => {
  it("agent-bench-pr.json (report mode reads it from a fork's artifact): every crafted file is a config error naming the file and the path", async () => {
    const valid = { number: 7, headSha: "a".repeat(40), baseRef: "main", baseSha: "b".repeat(40), repository: "acme/widgets" };
    const rows: Row[] = [
      { name: "wrong type", text: edit(valid, (c) => (c.number = "7")), where: "number: " },
      { name: "negative", text: edit(valid, (c) => (c.number = -7)), where: "number: " },
      { name: "huge", text: edit(valid, (c) => (c.number = 1e300)), where: "number: " },
      { name: "not a sha", text: edit(valid, (c) => (c.headSha = "$(rm -rf /)")), where: "headSha: " },
      { name: "over-long", text: edit(valid, (c) => (c.baseRef = "x".repeat(1000))), where: "baseRef: " },
      { name: "__proto__", text: JSON.stringify(valid).replace("{", '{"__proto__":{"number":1},'), where: "__proto__: " },
      { name: "truncated", text: JSON.stringify(valid).slice(0, 20), where: "(top level): not valid JSON" },
      { name: "empty", text: "", where: "(top level): the file is empty" },
      { name: "array", text: "[]", where: "(top level): expected a JSON object" },
    ];
    for (const [i, row] of rows.entries()) {
      const file = path.join(put(`pr-${i}`, { "agent-bench-pr.json": row.text }), "agent-bench-pr.json");
      await assert.rejects(readSavedFile(file, prMetadataSchema, PR_METADATA_FORMAT), (error: Error & { exitCode?: number; hint?: string }) => {
        assert.equal(error.exitCode, 2, row.name);
        assert.ok(error.message.startsWith(`${file}: ${row.where}`), `${row.name}: ${error.message}`);
        assert.ok(!error.message.includes("\n") && error.hint, `${row.name}: one line and a hint`);
        return true;
      });
    }
  });

  it("the comparison (compare --format json, report.json, comparison.json): what compare writes parses, crafted ones do not", async () => {
    const written = await cli(["compare", validDir, validDir, "--format", "json"]);
    assert.equal(written.code, 0, written.stderr);
    const comparison = JSON.parse(written.stdout) as Json;
    assert.deepEqual(
      parseSaved(comparison, "comparison.json", comparisonSchema, { name: "comparison", hint: "h" }),
      comparison,
      "the writer and the schema agree",
    );
    const rows: Array<{ name: string; value: unknown; where: string }> = [
      {
        name: "unknown version",
        value: { ...comparison, schemaVersion: 9 },
        where: "schemaVersion: unknown version 9; this agent-bench reads schemaVersion 2 and 3",
      },
      { name: "wrong type", value: edit(comparison, (c) => (at(c, "cells", 0).tier = 3)), where: "cells[0].tier: " },
      {
        name: "passes > runs",
        value: edit(comparison, (c) => (at(c, "cells", 0).head = { passed: 9, runs: 3, passRate: 1 })),
        where: "cells[0].head.passed: passed must not exceed runs",
      },
      { name: "negative count", value: edit(comparison, (c) => (at(c, "suite").pairedCases = -1)), where: "suite.pairedCases: " },
      { name: "a p-value above 1", value: edit(comparison, (c) => (at(c, "cells", 0).pValue = 2)), where: "cells[0].pValue: " },
      { name: "an unknown reason code", value: edit(comparison, (c) => (at(c, "why").code = "because")), where: "why.code: " },
      { name: "array", value: [comparison], where: "(top level): expected a JSON object" },
    ];
    for (const row of rows) {
      const value = typeof row.value === "string" ? (JSON.parse(row.value) as unknown) : row.value;
      assert.throws(
        () =>
          parseSaved(value, "comparison.json", comparisonReader, {
            name: "comparison",
            hint: "h",
            version: { key: "schemaVersion", supported: COMPARISON_FILE_VERSIONS },
          }),
        (error: Error & { exitCode?: number }) => error.exitCode === 2 && error.message.startsWith(`comparison.json: ${row.where}`),
        row.name,
      );
    }
  });
});

describe("constructor and prototype keys are data, not a crash", () => {
  it("a stability.json whose labels are constructor, prototype and toString renders compare -o report.html", async () => {
    const cell = { ...clone(STABILITY.cells[0]), failureClasses: { constructor: 1, toString: 1 } };
    cell.behaviour = {
      runs: cell.runs,
      skills: { constructor: 1 },
      tools: { prototype: { runs: 1, calls: 2 }, hasOwnProperty: { runs: 1, calls: 1 } },
      commands: { valueOf: 1 },
      writes: {},
      failedAssertions: {},
      turns: null,
      tokens: null,
    };
    const stability = { ...STABILITY, cells: [cell, ...STABILITY.cells.slice(1)] };
    const base = put("constructor-base", { "stability.json": JSON.stringify(stability) });
    const report = path.join(scratch, "constructor.html");
    const result = await cli(["compare", base, validDir, "-o", report]);
    assert.ok(result.code === 0 || result.code === 1, `a verdict, not a crash: ${result.code}\n${result.stderr}`);
    assert.doesNotMatch(result.stderr, /internal error|\n\s+at /u);
    assert.match(readFileSync(report, "utf8"), /agent-bench comparison/u);
    assert.equal(({} as Json).polluted, undefined, "no prototype was touched");
  });
});

describe("crafted session.json (the HTML report's transcripts)", () => {
  it("each crafted session is counted unreadable and left out of the page; a good one is shown", () => {
    const builder = new SessionBuilder({ id: "bot", pathKey: "bot", agent: { type: "scripted", model: "m" } }, "do it", "/ws");
    builder.push({ type: "command", command: "ls", exitCode: 0 });
    const good = JSON.parse(JSON.stringify(builder.finish())) as Json;
    const rows: Array<[string, string]> = [
      ["a null event", edit(good, (c) => (c.events = [null]))],
      ["events not a list", edit(good, (c) => (c.events = "ls"))],
      ["an event of an unknown type", edit(good, (c) => (c.events = [{ type: "teleport" }]))],
      ["a command that is a number", edit(good, (c) => (c.events = [{ type: "command", command: 7 }]))],
      ["negative cost", edit(good, (c) => (c.costUsd = -1))],
      ["an array", JSON.stringify([good])],
      ["truncated", JSON.stringify(good).slice(0, 30)],
      ["empty", ""],
    ];
    const dir = put("sessions", {});
    const results = [...rows.map(([name]) => name), "good"].map((name, i) => ({
      ...RUN.results[0],
      caseId: name,
      run: 1,
      status: "failed" as const,
      passed: false,
      artifactDir: `executions/${i}`,
    }));
    for (const [i, [, text]] of rows.entries()) put(`sessions/executions/${i}`, { "session.json": text });
    put(`sessions/executions/${rows.length}`, { "session.json": JSON.stringify(good) });
    const set = loadTranscripts(dir, results);
    assert.equal(set.unreadable, rows.length);
    assert.deepEqual([...set.byArtifactDir.keys()], [`executions/${rows.length}`]);
  });
});
