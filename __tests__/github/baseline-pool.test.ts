// The baseline search with pooling (src/github/baseline.ts, baseline-pool.ts), over an in-memory
// listing of runs and artifacts: the history comes from the baseline's own run, its entries are checked
// against the base branch's push runs of this repository as the API lists them (a fork's run on a branch
// called main, or another branch's run, never pools), and a crafted or broken history artifact is a
// warning and an unpooled baseline, never a lost one.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { searchBaseline, type BaselineSource } from "../../src/github/baseline.ts";
import type { CandidateArtifact, CandidateRun } from "../../src/github/baseline-select.ts";
import type { HistoryEntry } from "../../src/history/entry.ts";
import { stabilityFile } from "../helpers/stability.ts";

const scratch = mkdtempSync(path.join(os.tmpdir(), "agent-bench-baseline-pool-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

const NOW = new Date("2026-11-20T12:00:00.000Z");
const FP = "aaaaaaaaaaaaaaa1";
const sha = (n: number) => n.toString(16).padStart(40, "d");
const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString();

function run(id: number, extra: Partial<CandidateRun> = {}): CandidateRun {
  return { id, event: "push", headSha: sha(id), headBranch: "main", headRepo: "acme/widgets", conclusion: "success", createdAt: at(id), ...extra };
}

function entry(id: number, outcomes: string): HistoryEntry {
  return {
    commit: sha(id),
    time: at(id),
    runId: id,
    passed: [...outcomes].filter((o) => o === "p").length,
    runs: outcomes.length,
    durationMs: 1,
    cli: { agent: "1.0.0" },
    treatment: "7e57",
    tests: { a: FP },
    cells: [["a", "agent", [...outcomes].filter((o) => o === "p").length, outcomes.length, outcomes]],
  };
}

/** Runs newest first (as the API lists them); artifacts by run id → name → files. */
function source(runs: CandidateRun[], files: Map<number, Map<string, Record<string, string>>>): BaselineSource & { listed: number } {
  const src = {
    listed: 0,
    listRuns(filter: { branch: string; head_sha?: string }, page: number): Promise<CandidateRun[]> {
      src.listed++;
      const matching = runs.filter((r) => r.headBranch === filter.branch && (!filter.head_sha || r.headSha === filter.head_sha));
      return Promise.resolve(matching.slice((page - 1) * 30, page * 30));
    },
    listArtifacts(runId: number, name: string): Promise<CandidateArtifact[]> {
      return Promise.resolve(files.get(runId)?.has(name) ? [{ id: runId * 10 + (name.endsWith("-history") ? 1 : 0), name, expired: false }] : []);
    },
    download(artifact: CandidateArtifact, r: CandidateRun, dir: string): Promise<void> {
      for (const [file, text] of Object.entries(files.get(r.id)!.get(artifact.name)!)) writeFileSync(path.join(dir, file), text);
      return Promise.resolve();
    },
  };
  return src;
}

const latestStability = JSON.stringify(stabilityFile([{ caseId: "a", passed: 3, runs: 3, fingerprint: FP }]));
let dirs = 0;
const search = (src: BaselineSource) =>
  searchBaseline(src, {
    repository: "acme/widgets",
    branch: "main",
    artifactName: "agent-bench-results",
    dir: path.join(scratch, String(dirs++)),
    pool: { maxRuns: 20, maxAgeDays: 14, now: NOW },
  });

function artifactsOf(history: unknown): Map<string, Record<string, string>> {
  return new Map<string, Record<string, string>>([
    ["agent-bench-results", { "stability.json": latestStability }],
    ["agent-bench-results-history", { "history.json": typeof history === "string" ? history : JSON.stringify(history) }],
  ]);
}

describe("the baseline search pools the base branch's earlier runs", () => {
  it("from the baseline run's own history, each entry checked against the branch's push runs", async () => {
    const history = { version: 2, suite: "suite.jsonl", entries: [entry(3, "pppppppppp"), entry(2, "pppppppppp"), entry(1, "ppp")] };
    const src = source([run(1), run(2), run(3)], new Map([[1, artifactsOf(history)]]));
    const found = await search(src);
    const b = found.baseline!;
    assert.equal(b.runId, 1);
    assert.deepEqual([b.stability.cells[0].passed, b.stability.cells[0].runs], [20, 20]);
    assert.deepEqual(b.stability.pool!.commits, [sha(1), sha(2), sha(3)]);
    assert.equal(b.poolWarning, undefined);
    assert.equal(src.listed, 1, "the page of runs the search read is the one the pool checks against");
  });

  it("never pools a fork's run on a branch called main, another branch's run, or a pull request's", async () => {
    const history = { version: 2, suite: "suite.jsonl", entries: [entry(4, "ppppp"), entry(3, "ppppp"), entry(2, "ppppp"), entry(1, "ppp")] };
    for (const untrusted of [{ headRepo: "mallory/widgets" }, { headBranch: "feature" }, { event: "pull_request" }]) {
      const src = source([run(1), run(2, untrusted), run(3), run(4)], new Map([[1, artifactsOf(history)]]));
      const b = (await search(src)).baseline!;
      assert.equal(b.stability.cells[0].runs, 3, JSON.stringify(untrusted));
      assert.equal(b.stability.pool!.cells[0].stop, "unverified");
    }
  });

  it("reads no history from another run than the baseline's", async () => {
    // The newest run (the baseline) has no history; an older one does: nothing is pooled.
    const history = { version: 2, suite: "suite.jsonl", entries: [entry(2, "ppppp")] };
    const src = source(
      [run(1), run(2)],
      new Map([
        [1, new Map<string, Record<string, string>>([["agent-bench-results", { "stability.json": latestStability }]])],
        [2, artifactsOf(history)],
      ]),
    );
    const b = (await search(src)).baseline!;
    assert.equal(b.runId, 1);
    assert.equal(b.stability.cells[0].runs, 3);
    assert.equal(b.stability.pool!.cells[0].stop, "no-history");
  });

  for (const [name, history, problem] of [
    ["not JSON", "{ truncated", /history\.json: \(top level\): not valid JSON/],
    ["an unknown version", { version: 9, suite: "suite.jsonl", entries: [] }, /version: unknown version 9/],
    ["a __proto__ key", `{"version":2,"suite":"suite.jsonl","entries":[],"__proto__":{"x":1}}`, /the key "__proto__" is not allowed/],
    [
      "outcomes that disagree with the counts",
      { version: 2, suite: "suite.jsonl", entries: [{ ...entry(1, "ppp"), cells: [["a", "agent", 3, 3, "pff"]] }] },
      /entries\[0\]\.cells\[0\]: the outcomes/,
    ],
    [
      "a cell of six items",
      { version: 2, suite: "suite.jsonl", entries: [{ ...entry(1, "ppp"), cells: [["a", "agent", 3, 3, "ppp", "x"]] }] },
      /entries\[0\]\.cells\[0\]/,
    ],
    ["more entries than history-length allows", { version: 2, suite: "suite.jsonl", entries: Array.from({ length: 1001 }, () => entry(1, "p")) }, /entries: /],
  ] as const) {
    it(`a crafted history (${name}) is a warning naming the problem, and the latest baseline alone`, async () => {
      const src = source([run(1)], new Map([[1, artifactsOf(history)]]));
      const b = (await search(src)).baseline!;
      assert.equal(b.runId, 1, "the baseline is still found");
      assert.equal(b.stability.cells[0].runs, 3);
      assert.equal(b.stability.pool, undefined);
      assert.match(b.poolWarning ?? "", /the history of the baseline's run 1 could not be read, so main's earlier runs were not pooled/);
      assert.match(b.poolWarning ?? "", problem);
    });
  }
});
