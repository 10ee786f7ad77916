// The pooled baseline's rules (src/history/pool.ts, pool-take.ts): main's earlier runs of a cell join
// the latest baseline newest first, whole runs, up to baseline-runs, and never across a change of the
// case's test, the treatment or the runner's CLI version, past the age bound, from an entry that is not
// one of the base branch's push runs, or twice. Histories are validated with the reader's schema, and
// the old format is the one the previous build wrote (__tests__/fixtures/history/v1).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { compare } from "../../src/compare/compare.ts";
import type { HistoryEntry, HistoryFile } from "../../src/history/entry.ts";
import { conditionsOf, poolBaseline, poolTargets, type TrustedRun } from "../../src/history/pool.ts";
import { parseHistory } from "../../src/history/schema.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { ROOT } from "../helpers/cli.ts";
import { stabilityFile } from "../helpers/stability.ts";

const NOW = new Date("2026-11-20T12:00:00.000Z");
const SETTINGS = { maxRuns: 20, maxAgeDays: 14 };
const FP = { a: "aaaaaaaaaaaaaaa1", b: "bbbbbbbbbbbbbbb1" };
const sha = (n: number) => n.toString(16).padStart(40, "c");

interface EntrySpec {
  n: number;
  /** Per case: outcome letters (p, f, e) of runner "agent". */
  cells: Record<string, string>;
  treatment?: string;
  cli?: string;
  tests?: Record<string, string>;
  daysAgo?: number;
}

function entry(spec: EntrySpec): HistoryEntry {
  const cells = Object.entries(spec.cells).map(
    ([caseId, o]) => [caseId, "agent", [...o].filter((x) => x === "p").length, o.length, o] as HistoryEntry["cells"][number],
  );
  return {
    commit: sha(spec.n),
    time: new Date(NOW.getTime() - (spec.daysAgo ?? spec.n) * 86_400_000).toISOString(),
    runId: 1000 + spec.n,
    passed: cells.reduce((s, c) => s + c[2], 0),
    runs: cells.reduce((s, c) => s + c[3], 0),
    durationMs: 10,
    cli: { agent: spec.cli ?? "1.0.0" },
    treatment: spec.treatment ?? "7e57",
    tests: spec.tests ?? FP,
    cells,
  };
}

/** Oldest first, as stored; validated as a reader would. */
function history(specs: EntrySpec[], suite = "suite.jsonl"): HistoryFile {
  return parseHistory(JSON.parse(JSON.stringify({ version: 2, suite, entries: specs.map(entry) })), "history.json");
}

/** The push runs the REST API lists: every entry's run, at the entry's time, unless told otherwise. */
function trustedOf(h: HistoryFile, override: (run: TrustedRun) => TrustedRun | undefined = (r) => r): Map<number, TrustedRun> {
  const runs = h.entries.flatMap((e) => {
    const run = override({ id: e.runId!, sha: e.commit, createdAt: e.time });
    return run ? [run] : [];
  });
  return new Map(runs.map((r) => [r.id, r]));
}

/** The latest baseline: entry n's run, 3 runs per cell (all passing unless told). */
function latest(n: number, cells: Array<{ caseId: string; passed?: number; runs?: number; errored?: number }> = [{ caseId: "a" }, { caseId: "b" }]) {
  const stability: StabilityFile = stabilityFile(
    cells.map((c) => ({
      caseId: c.caseId,
      passed: c.passed ?? 3,
      runs: c.runs ?? 3,
      errored: c.errored ?? 0,
      fingerprint: FP[c.caseId as keyof typeof FP],
    })),
  );
  return { stability, runId: 1000 + n, sha: sha(n) };
}

function pooled(h: HistoryFile, n = 1, options: { trusted?: Map<number, TrustedRun>; settings?: typeof SETTINGS; base?: ReturnType<typeof latest> } = {}) {
  const result = poolBaseline(options.base ?? latest(n), h, { settings: options.settings ?? SETTINGS, trusted: options.trusted ?? trustedOf(h), now: NOW });
  assert.ok(result?.pool, "a pool record");
  return result;
}

const cellOf = (s: StabilityFile, caseId: string) => s.cells.find((c) => c.caseId === caseId)!;
const poolOf = (s: StabilityFile, caseId: string) => s.pool!.cells.find((c) => c.caseId === caseId)!;

describe("pooled baseline", () => {
  it("adds main's earlier runs newest first, whole runs, up to baseline-runs: 3 + 10 + 7 of 10", () => {
    // Entry 1 is the latest baseline's own run (3 runs each); 2 and 3 are earlier pushes of 10 runs.
    const h = history([
      { n: 3, cells: { a: "pppppppppp", b: "ppppppppff" } },
      { n: 2, cells: { a: "pppppppppp", b: "pppppppppp" } },
      { n: 1, cells: { a: "ppp", b: "ppp" } },
    ]);
    const s = pooled(h);
    assert.deepEqual([cellOf(s, "a").passed, cellOf(s, "a").runs], [20, 20]);
    // Of entry 3 only its first 7 runs (in run order) are taken: its two failures are runs 9 and 10.
    assert.deepEqual([cellOf(s, "b").passed, cellOf(s, "b").runs], [20, 20]);
    assert.deepEqual(s.pool!.commits, [sha(1), sha(2), sha(3)], "newest first");
    assert.deepEqual(s.pool!.runIds, [1001, 1002, 1003]);
    assert.deepEqual(poolOf(s, "a"), { caseId: "a", runnerId: "agent", runs: 20, commits: 3 });
    assert.equal(s.summary.executions, 40);
    assert.equal(s.summary.passed, 40);
    // The statistics the comparison reads follow the counts.
    assert.equal(cellOf(s, "a").passRate, 1);
    assert.ok(cellOf(s, "a").wilson.low > 0.8);
  });

  it("never takes more than baseline-runs, and the latest baseline's runs always count whole", () => {
    const h = history([
      { n: 2, cells: { a: "pppppppppp", b: "pppppppppp" } },
      { n: 1, cells: { a: "ppp", b: "ppp" } },
    ]);
    const five = pooled(h, 1, { settings: { maxRuns: 5, maxAgeDays: 14 } });
    assert.equal(cellOf(five, "a").runs, 5);
    const two = pooled(h, 1, { settings: { maxRuns: 2, maxAgeDays: 14 } });
    assert.equal(cellOf(two, "a").runs, 3, "the latest run is never cut");
    assert.deepEqual(two.pool!.runIds, [1001]);
    assert.equal(poolBaseline(latest(1), h, { settings: { maxRuns: 0, maxAgeDays: 14 }, trusted: trustedOf(h), now: NOW }), undefined, "0 turns pooling off");
  });

  it("leaves errored runs out and counts a failure as a failure", () => {
    const h = history([
      { n: 2, cells: { a: "eeppf", b: "ppppp" } },
      { n: 1, cells: { a: "ppp", b: "ppp" } },
    ]);
    const s = pooled(h);
    assert.deepEqual([cellOf(s, "a").passed, cellOf(s, "a").runs, cellOf(s, "a").errored], [5, 6, 0]);
    assert.equal(poolOf(s, "a").stop, "history-start");
  });

  it("stops at a change of the case's test, for that case only", () => {
    const h = history([
      { n: 3, cells: { a: "ppppp", b: "ppppp" } },
      { n: 2, cells: { a: "ppppp", b: "fffff" }, tests: { a: FP.a, b: "0000000000000000" } },
      { n: 1, cells: { a: "ppp", b: "ppp" } },
    ]);
    const s = pooled(h);
    assert.equal(cellOf(s, "a").runs, 13);
    assert.deepEqual([cellOf(s, "b").passed, cellOf(s, "b").runs], [3, 3], "b's older runs tested something else");
    assert.equal(poolOf(s, "b").stop, "test");
  });

  it("stops at a change of the treatment for every cell, even when an older entry matches again", () => {
    const h = history([
      { n: 4, cells: { a: "ppppp", b: "ppppp" } },
      { n: 3, cells: { a: "fffff", b: "fffff" }, treatment: "0ddba11" },
      { n: 2, cells: { a: "ppppp", b: "ppppp" } },
      { n: 1, cells: { a: "ppp", b: "ppp" } },
    ]);
    const s = pooled(h);
    assert.equal(cellOf(s, "a").runs, 8);
    assert.deepEqual(s.pool!.commits, [sha(1), sha(2)]);
    assert.equal(poolOf(s, "a").stop, "treatment");
  });

  it("stops at a change of the runner's agent CLI version", () => {
    const h = history([
      { n: 2, cells: { a: "ppppp", b: "ppppp" }, cli: "0.9.0" },
      { n: 1, cells: { a: "ppp", b: "ppp" } },
    ]);
    const s = pooled(h);
    assert.equal(cellOf(s, "a").runs, 3);
    assert.equal(poolOf(s, "a").stop, "cli");
  });

  it("is bounded by age: runs older than baseline-max-age (by the API's run time) are not pooled", () => {
    const h = history([
      { n: 3, cells: { a: "ppppp", b: "ppppp" }, daysAgo: 15 },
      { n: 2, cells: { a: "ppppp", b: "ppppp" }, daysAgo: 13 },
      { n: 1, cells: { a: "ppp", b: "ppp" }, daysAgo: 40 },
    ]);
    const s = pooled(h);
    assert.equal(cellOf(s, "a").runs, 8, "the latest baseline counts whatever its age; 13 days in, 15 out");
    assert.equal(poolOf(s, "a").stop, "age");
    // The time the history claims does not matter: the REST API's does.
    const claimed = pooled(h, 1, { trusted: trustedOf(h, (r) => ({ ...r, createdAt: new Date(NOW.getTime() - 30 * 86_400_000).toISOString() })) });
    assert.equal(cellOf(claimed, "a").runs, 3);
    assert.equal(cellOf(pooled(h, 1, { settings: { maxRuns: 20, maxAgeDays: 20 } }), "a").runs, 13);
  });

  it("counts every run once: a duplicated entry, or the latest baseline's own run again, adds nothing", () => {
    const specs = [
      { n: 2, cells: { a: "ppppp", b: "ppppp" } },
      { n: 2, cells: { a: "ppppp", b: "ppppp" } },
      { n: 1, cells: { a: "ppp", b: "ppp" } },
      { n: 1, cells: { a: "ppp", b: "ppp" } },
    ];
    // appendEntry never writes this; a crafted history could.
    const s = pooled(history(specs));
    assert.equal(cellOf(s, "a").runs, 8);
    assert.deepEqual(s.pool!.runIds, [1001, 1002]);
  });

  it("pools only entries of the base branch's push runs of this repository, with the commit the API names", () => {
    const h = history([
      { n: 3, cells: { a: "ppppp", b: "ppppp" } },
      { n: 2, cells: { a: "ppppp", b: "ppppp" } },
      { n: 1, cells: { a: "ppp", b: "ppp" } },
    ]);
    // Run 1002 is not listed (a fork's run, another branch's, or none at all): the pool stops there.
    const missing = pooled(h, 1, { trusted: trustedOf(h, (r) => (r.id === 1002 ? undefined : r)) });
    assert.equal(cellOf(missing, "a").runs, 3);
    assert.equal(poolOf(missing, "a").stop, "unverified");
    // The run exists but built another commit than the entry says.
    const otherCommit = pooled(h, 1, { trusted: trustedOf(h, (r) => (r.id === 1002 ? { ...r, sha: sha(99) } : r)) });
    assert.equal(cellOf(otherCommit, "a").runs, 3);
  });

  it("reads the previous build's history (version 1) and pools nothing from it", () => {
    const dir = path.join(ROOT, "__tests__/fixtures/history/v1");
    const old = parseHistory(JSON.parse(readFileSync(path.join(dir, "history.json"), "utf8")), "history.json");
    const stability = JSON.parse(readFileSync(path.join(dir, "stability.json"), "utf8")) as StabilityFile;
    assert.equal(old.version, 1);
    const last = old.entries.at(-1)!;
    const now = new Date(Date.parse(last.time) + 3_600_000);
    const result = poolBaseline({ stability, runId: last.runId!, sha: last.commit }, old, { settings: SETTINGS, trusted: trustedOf(old), now });
    assert.ok(result?.pool);
    assert.ok(
      result.cells.every((c, i) => c.runs === stability.cells[i].runs),
      "the counts are the latest run's",
    );
    assert.ok(result.pool.cells.every((c) => c.stop === "older-history"));
    assert.deepEqual(result.pool.commits, [last.commit]);

    // A new build appends version-2 entries to it: those pool, the old ones never.
    const mixed: HistoryFile = {
      version: 2,
      suite: "suite.jsonl",
      entries: [
        ...old.entries,
        ...history([
          { n: 2, cells: { a: "ppppp" } },
          { n: 1, cells: { a: "ppp" } },
        ]).entries,
      ],
    };
    const s = pooled(mixed, 1, { base: latest(1, [{ caseId: "a" }]) });
    assert.equal(cellOf(s, "a").runs, 8);
    assert.equal(poolOf(s, "a").stop, "older-history");
  });

  it("does not pool without the baseline's own entry, or from another suite's history", () => {
    const h = history([{ n: 2, cells: { a: "ppppp", b: "ppppp" } }]);
    const none = pooled(h);
    assert.equal(cellOf(none, "a").runs, 3);
    assert.equal(poolOf(none, "a").stop, "no-history");
    const other = history(
      [
        { n: 2, cells: { a: "ppppp", b: "ppppp" } },
        { n: 1, cells: { a: "ppp", b: "ppp" } },
      ],
      "other/suite.ts",
    );
    assert.equal(cellOf(pooled(other), "a").runs, 3);
    assert.equal(
      poolBaseline({ ...latest(1), sha: "abc1234" }, h, { settings: SETTINGS, trusted: trustedOf(h), now: NOW }),
      undefined,
      "a short sha is never shown",
    );
  });

  it("a pooled 20/20 against a head's 0/3 is a regression a 3-run base cannot show", () => {
    const h = history([
      { n: 3, cells: { a: "pppppppppp" } },
      { n: 2, cells: { a: "pppppppppp" } },
      { n: 1, cells: { a: "ppp" } },
    ]);
    const base = latest(1, [{ caseId: "a" }]);
    const head = stabilityFile([{ caseId: "a", passed: 0, runs: 3, fingerprint: FP.a }]);
    const withPool = compare(pooled(h, 1, { base }), head);
    assert.equal(withPool.cells[0].tier, "regressed");
    assert.equal(withPool.verdict, "regression");
    assert.deepEqual(withPool.baseline?.pool?.cells[0], { caseId: "a", runnerId: "agent", runs: 20, commits: 3 }, "the comparison carries the pool as data");
    assert.notEqual(compare(base.stability, head).verdict, "regression", "3/3 → 0/3 alone is not enough");
  });
});

describe("a push run's targets for the pool", () => {
  const cells = [
    { caseId: "a", runnerId: "agent" },
    { caseId: "b", runnerId: "agent" },
  ];
  const now = { settings: SETTINGS, now: NOW };
  const range = { minRuns: 3, maxRuns: 10 };
  const conditions = { treatment: "7e57", cli: { agent: "1.0.0" }, tests: FP };

  it("runs max-runs after a change (nothing to pool), then only what the pool lacks, then min-runs", () => {
    const none = poolTargets(cells, conditions, undefined, { ...now, trusted: new Map() }, range);
    assert.deepEqual([...none.values()], [10, 10]);
    const one = history([{ n: 1, cells: { a: "pppppppppp", b: "pppppppppp" } }]);
    assert.deepEqual([...poolTargets(cells, conditions, one, { ...now, trusted: trustedOf(one) }, range).values()], [10, 10]);
    const two = history([
      { n: 2, cells: { a: "pppppppppp", b: "pppppppppp" } },
      { n: 1, cells: { a: "pppppp", b: "pppppppppp" } },
    ]);
    assert.deepEqual([...poolTargets(cells, conditions, two, { ...now, trusted: trustedOf(two) }, range).values()], [4, 3]);
  });

  it("counts only what would pool: a treatment change since, or an unverified entry, means a thin pool", () => {
    const two = history([
      { n: 2, cells: { a: "pppppppppp", b: "pppppppppp" } },
      { n: 1, cells: { a: "pppppppppp", b: "pppppppppp" } },
    ]);
    assert.deepEqual([...poolTargets(cells, { ...conditions, treatment: "new" }, two, { ...now, trusted: trustedOf(two) }, range).values()], [10, 10]);
    assert.deepEqual([...poolTargets(cells, conditions, two, { ...now, trusted: new Map() }, range).values()], [10, 10]);
  });

  it("reads the conditions from the run's stability: treatment hash, CLI versions, test fingerprints", () => {
    const s = stabilityFile([{ caseId: "a", passed: 3, runs: 3, fingerprint: FP.a }]);
    const c = conditionsOf({ ...s, treatment: { workspace: { mode: "none", root: "", scope: "context", files: {} }, runners: {} } });
    assert.match(c.treatment ?? "", /^[0-9a-f]{16}$/);
    assert.deepEqual(c.cli, { agent: "1.0.0" });
    assert.deepEqual(c.tests, { a: FP.a });
  });
});
