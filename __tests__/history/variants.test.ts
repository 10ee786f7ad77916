// The history of runs with --variant: a cell is case × runner × variant in
// entries, in history.json (version 4 only when a cell has a variant), in the
// trend and in "flaky on main"; a pooled baseline takes only the unmodified
// treatment's runs (no variant, or `default`) for a head without variants.
// The file the build before this wrote (__tests__/fixtures/history/v3, a run
// with variants flattened to case × runner) is still read and never pools.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { appendEntry, emptyHistory, historyEntry, type HistoryCell, type HistoryEntry, type HistoryFile } from "../../src/history/entry.ts";
import { flakyOnMain } from "../../src/history/flaky.ts";
import { poolBaseline } from "../../src/history/pool.ts";
import { parseHistory } from "../../src/history/schema.ts";
import { buildTrend } from "../../src/history/trend.ts";
import type { RunFile } from "../../src/model/result.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import type { TreatmentManifest } from "../../src/model/treatment.ts";
import { treatmentHash } from "../../src/model/treatment-hash.ts";
import { historyMarkdown, historyText } from "../../src/report/history-page.ts";
import { ROOT } from "../helpers/cli.ts";
import { stabilityFile } from "../helpers/stability.ts";

const FIXTURE = path.join(ROOT, "__tests__/fixtures/history/v3");
const fixture = (): HistoryFile => parseHistory(JSON.parse(readFileSync(path.join(FIXTURE, "history.json"), "utf8")), "history.json");
const RUN = JSON.parse(readFileSync(path.join(ROOT, "__tests__/fixtures/runs/quickstart-base/results.json"), "utf8")) as RunFile;

/** RUN as `run --variant default,terse` makes it: every execution under each variant; under terse, every case fails its run 2. */
function withVariants(run: RunFile): RunFile {
  const results = run.results.flatMap((r) => [
    { ...r, variant: "default" },
    { ...r, variant: "terse", ...(r.run === 2 ? { passed: false, status: "failed" as const } : {}) },
  ]);
  return { ...run, plan: { ...run.plan, variants: ["default", "terse"], executions: results.length }, results };
}

const PLAIN_TREATMENT = (JSON.parse(readFileSync(path.join(ROOT, "__tests__/fixtures/treatment/plain.json"), "utf8")) as { treatment: TreatmentManifest })
  .treatment;

const roundTrip = (h: HistoryFile): HistoryFile => parseHistory(JSON.parse(JSON.stringify(h)), "history.json");

describe("history entries of a run with --variant", () => {
  it("record the unmodified treatment's hash, so its default cells pool with a head that ran without variants", () => {
    const plain = historyEntry({ ...RUN, treatment: PLAIN_TREATMENT }, 1);
    const variants = { terse: { files: { "CLAUDE.md": "0123456789ab" } }, "without:greet": { skillsRemoved: ["greet"] } };
    const e = historyEntry({ ...withVariants(RUN), treatment: { ...PLAIN_TREATMENT, variants } }, 2);
    assert.ok(plain.treatment, "a run with a treatment manifest records its hash");
    assert.equal(e.treatment, plain.treatment);
    assert.equal(plain.treatment, treatmentHash(PLAIN_TREATMENT), "a run without variants keeps the hash it always had");
  });

  it("keep each variant's cell apart, and the file says version 4 only when a cell has a variant", () => {
    const plain = historyEntry(RUN, 1);
    const e = historyEntry(withVariants(RUN), 2);
    assert.equal(e.cells.length, 2 * plain.cells.length, "one cell per case × runner × variant");
    const cell = (variant: string) => e.cells.find((c) => c[0] === "lists-files" && c[5] === variant);
    assert.deepEqual(cell("default"), ["lists-files", "scripted", 5, 5, "ppppp", "default"]);
    assert.deepEqual(cell("terse"), ["lists-files", "scripted", 4, 5, "pfppp", "terse"]);
    assert.ok(
      plain.cells.every((c) => c.length === 5),
      "a run without variants writes the cells it always wrote",
    );

    const without = appendEntry(emptyHistory("suite.ts"), plain, 50);
    assert.equal(without.version, 3);
    const withThem = appendEntry(without, e, 50);
    assert.equal(withThem.version, 4);
    assert.deepEqual(roundTrip(withThem), withThem, "what is written reads back");
    // Once the variant entry has left the window, the file is version 3 again.
    assert.equal(appendEntry(withThem, historyEntry(RUN, 3), 1).version, 3);
  });

  it("a cell with a variant in a file that is not version 4 is refused, naming the cell and the version", () => {
    const e = historyEntry(withVariants(RUN), 2);
    assert.throws(
      () => parseHistory(JSON.parse(JSON.stringify({ version: 3, suite: "s", entries: [e] })), "h.json"),
      /entries\[0\]\.cells\[0\]: a cell with a variant \(the sixth item\) needs version 4, not 3/,
    );
  });
});

describe("the history the build before variants in history wrote (fixtures/history/v3)", () => {
  it("is read, drawn and carried forward: its entries stay as they were and the file stays version 3", () => {
    const old = fixture();
    assert.equal(old.version, 3);
    assert.equal(old.entries.length, 2);
    // Its run with --variant default,terse kept each case × runner twice: the trend draws one series per case × runner.
    const trend = buildTrend(old);
    assert.deepEqual(
      trend.cells.map((c) => [c.caseId, c.variant, c.points.map((p) => p && `${p.passed}/${p.runs}`)]),
      [
        ["flaky-answer", undefined, ["2/3", "2/3"]],
        ["greets", undefined, ["3/3", "3/3"]],
        ["writes-notes", undefined, ["3/3", "3/3"]],
      ],
    );
    const next = appendEntry(old, { ...old.entries[0], runId: 4000003, time: "2026-11-27T00:00:00.000Z" }, 50);
    assert.equal(next.version, 3);
    assert.deepEqual(next.entries.slice(0, 2), old.entries);
    assert.deepEqual(roundTrip(next), next);
  });

  it("its flattened run with variants never pools: the pool stops there", () => {
    const old = fixture();
    const stability = JSON.parse(readFileSync(path.join(FIXTURE, "stability.json"), "utf8")) as StabilityFile;
    const plain = old.entries[0];
    // The latest baseline is a later plain run of the same commit; the entry before it is the flattened one.
    const history: HistoryFile = { ...old, entries: [...old.entries, { ...plain, runId: 4000003 }] };
    const trusted = new Map(history.entries.map((e) => [e.runId!, { id: e.runId!, sha: e.commit, createdAt: e.time }]));
    const pooled = poolBaseline({ stability, runId: 4000003, sha: plain.commit }, history, {
      settings: { maxRuns: 20, maxAgeDays: 14 },
      trusted,
      now: new Date(Date.parse(plain.time) + 3_600_000),
    });
    assert.ok(pooled?.pool);
    assert.deepEqual(
      pooled.cells.map((c) => c.runs),
      stability.cells.map((c) => c.runs),
      "nothing pooled",
    );
    assert.ok(pooled.pool.cells.every((c) => c.stop === "older-history"));
  });
});

const NOW = new Date("2026-11-20T12:00:00.000Z");
const sha = (n: number) => n.toString(16).padStart(40, "c");
const FP = "aaaaaaaaaaaaaaa1";

function poolEntry(n: number, cells: HistoryCell[]): HistoryEntry {
  return {
    commit: sha(n),
    time: new Date(NOW.getTime() - n * 86_400_000).toISOString(),
    runId: 1000 + n,
    passed: cells.reduce((s, c) => s + c[2], 0),
    runs: cells.reduce((s, c) => s + c[3], 0),
    durationMs: 10,
    cli: { agent: "1.0.0" },
    treatment: "7e57",
    tests: { a: FP },
    cells,
  };
}

function poolOf(entries: HistoryEntry[], version: 3 | 4) {
  const h = roundTrip({ version, suite: "suite.jsonl", entries });
  const stability = stabilityFile([{ caseId: "a", passed: 3, runs: 3, fingerprint: FP }]);
  const trusted = new Map(h.entries.map((e) => [e.runId!, { id: e.runId!, sha: e.commit, createdAt: e.time }]));
  const s = poolBaseline({ stability, runId: 1001, sha: sha(1) }, h, { settings: { maxRuns: 20, maxAgeDays: 14 }, trusted, now: NOW });
  assert.ok(s?.pool);
  return { cell: s.cells[0], pool: s.pool.cells[0] };
}

describe("a pooled baseline with main's runs with variants", () => {
  it("takes the variant default's runs (the unmodified treatment) for a head without variants, never another variant's", () => {
    const latest = poolEntry(1, [["a", "agent", 3, 3, "ppp"]]);
    // The other variant comes first in the entry: order does not matter, identity does.
    const variants = poolEntry(2, [
      ["a", "agent", 0, 5, "fffff", "terse"],
      ["a", "agent", 5, 5, "ppppp", "default"],
    ]);
    const { cell } = poolOf([variants, latest], 4);
    assert.deepEqual([cell.passed, cell.runs], [8, 8]);
  });

  it("a run whose variants are all other than default adds nothing to the cell and does not stop the pool", () => {
    const latest = poolEntry(1, [["a", "agent", 3, 3, "ppp"]]);
    const onlyTerse = poolEntry(2, [["a", "agent", 0, 5, "fffff", "terse"]]);
    const plain = poolEntry(3, [["a", "agent", 4, 4, "pppp"]]);
    const { cell } = poolOf([plain, onlyTerse, latest], 4);
    assert.deepEqual([cell.passed, cell.runs], [7, 7]);
  });

  it("a run with variants written before version 4 (each case × runner twice) stops the pool as an older history", () => {
    const latest = poolEntry(1, [["a", "agent", 3, 3, "ppp"]]);
    const flattened = poolEntry(2, [
      ["a", "agent", 5, 5, "ppppp"],
      ["a", "agent", 0, 5, "fffff"],
    ]);
    const { cell, pool } = poolOf([flattened, latest], 3);
    assert.deepEqual([cell.passed, cell.runs], [3, 3]);
    assert.equal(pool.stop, "older-history");
  });
});

describe("the trend and flaky cells of runs with variants", () => {
  it("key each series by case × runner × variant, and the history page names the variant", () => {
    // Under terse the case alternates pass and fail on every run of main; under default it always passes.
    const entries = Array.from({ length: 6 }, (_, i) =>
      poolEntry(i + 1, [
        ["a", "agent", 3, 3, "ppp", "default"],
        ["a", "agent", i % 2 ? 1 : 2, 3, i % 2 ? "pff" : "ppf", "terse"],
      ]),
    );
    const history = roundTrip({ version: 4, suite: "suite.jsonl", entries });
    const flaky = flakyOnMain(history.entries);
    assert.deepEqual(
      flaky.map((f) => [f.caseId, f.runnerId, f.variant, f.passed, f.runs]),
      [["a", "agent", "terse", 9, 18]],
    );
    const trend = buildTrend(history);
    assert.deepEqual(
      trend.cells.map((c) => [c.variant, c.flaky, c.points.map((p) => p!.passed)]),
      [
        ["terse", true, [2, 1, 2, 1, 2, 1]],
        ["default", false, [3, 3, 3, 3, 3, 3]],
      ],
    );
    assert.match(historyText(trend), /a · terse × agent: 9\/18 runs passed/);
    assert.match(historyMarkdown(trend), /`a · terse`/);
  });
});
