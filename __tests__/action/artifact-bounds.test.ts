// mode: report expands and reads a fork's artifact: every size in it is
// bounded before anything is expanded or parsed. A zip bomb (3.5 GiB from
// 3.5 MB, its sizes declared or not), JSON nested 100,000 deep, more cells or
// executions than any run has, a results.json that is a folder: each is one
// ::error:: naming the limit, no comment, no check left in_progress, and the
// action's peak memory stays under 1 GB (dist/index.js, end to end, its
// maxRSS read by a wrapper from process.resourceUsage()).
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { after, describe, it } from "node:test";
import { constants, createDeflateRaw, deflateRawSync } from "node:zlib";
import type { RunFile } from "../../src/model/result.ts";
import { computeStability } from "../../src/stability/accumulate.ts";
import { ROOT } from "../helpers/cli.ts";
import { workflowRunEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { seedArtifact } from "../helpers/github/seed.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { createRawZip, createZip } from "../helpers/github/zip.ts";

const RUN = JSON.parse(readFileSync(path.join(ROOT, "__tests__/fixtures/runs/quickstart-base/results.json"), "utf8")) as RunFile;
const scratch = mkdtempSync(path.join(os.tmpdir(), "agent-bench-bounds-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** dist/index.js, run in-process by a wrapper that writes the process's peak RSS (bytes) on exit. */
function measuredEntry(name: string): { entry: string; peakRss: () => number } {
  const out = path.join(scratch, `${name}.rss`);
  const entry = path.join(scratch, `${name}.mjs`);
  writeFileSync(
    entry,
    [
      'import { writeFileSync } from "node:fs";',
      `process.on("exit", () => writeFileSync(${JSON.stringify(out)}, String(process.resourceUsage().maxRSS * 1024)));`,
      `await import(${JSON.stringify(pathToFileURL(path.join(ROOT, "dist/index.js")).href)});`,
    ].join("\n"),
  );
  return { entry, peakRss: () => Number(readFileSync(out, "utf8")) };
}

/**
 * `gib` GiB of zeros as a raw deflate stream of a few MB: one 1 MiB block compressed after a full
 * flush (which resets the compressor, so every copy of it is a valid continuation), repeated.
 */
async function zeroBomb(mib: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (c: Buffer) => chunks.push(c));
  deflate.write(Buffer.alloc(1024 * 1024));
  await new Promise<void>((resolve) => deflate.flush(constants.Z_FULL_FLUSH, () => resolve()));
  const block = Buffer.concat(chunks);
  deflate.destroy();
  return Buffer.concat([...Array.from({ length: mib }, () => block), deflateRawSync(Buffer.alloc(0))]);
}

const good = (pr: number, sha: string): Record<string, string> => ({
  "results.json": JSON.stringify(RUN),
  "stability.json": JSON.stringify(computeStability(RUN)),
  "agent-bench-pr.json": JSON.stringify({ number: pr, headSha: sha, baseRef: "main", baseSha: "b".repeat(40), repository: "acme/widgets" }),
});

function zipOf(files: Record<string, string>, extra: Array<{ path: string; packed: Buffer; size: number }> = []): Buffer {
  const entries = Object.entries(files).map(([p, text]) => ({ path: p, packed: deflateRawSync(Buffer.from(text)), size: Buffer.byteLength(text) }));
  return createRawZip([...entries, ...extra]);
}

const BOMB_MIB = 3500;

describe("mode: report bounds a fork's artifact before expanding or reading it", () => {
  const rows: Array<{ name: string; zip: (pr: number, sha: string) => Buffer | Promise<Buffer>; error: RegExp }> = [
    {
      name: "a zip bomb whose directory declares its 3.5 GiB",
      zip: async (pr, sha) =>
        zipOf(good(pr, sha), [{ path: "executions/c/r/run-1/stdout.log", packed: await zeroBomb(BOMB_MIB), size: BOMB_MIB * 1024 * 1024 }]),
      error: /the artifact entry "executions\/c\/r\/run-1\/stdout\.log" expands to 3500 MiB \(limit: 256 MiB per file\)/u,
    },
    {
      name: "a zip bomb whose directory claims 1,000 bytes",
      zip: async (pr, sha) => zipOf(good(pr, sha), [{ path: "executions/c/r/run-1/stdout.log", packed: await zeroBomb(BOMB_MIB), size: 1000 }]),
      error: /the artifact entry "executions\/c\/r\/run-1\/stdout\.log" expands past its declared 1000 bytes \(limit: the declared size\)/u,
    },
    {
      name: "JSON nested 100,000 levels deep",
      zip: (pr, sha) => createZip({ ...good(pr, sha), "results.json": `{"deep":${"[".repeat(100_000)}${"]".repeat(100_000)},${JSON.stringify(RUN).slice(1)}` }),
      error: /results\.json: deep\[0\]\[0\]: nested deeper than 100 levels \(limit\)/u,
    },
    {
      name: "a stability.json of 60,000 cells",
      zip: (pr, sha) => {
        const stability = computeStability(RUN);
        const cells = Array.from({ length: 60_000 }, (_, i) => ({ ...stability.cells[0], caseId: `case-${i}` }));
        return createZip({ ...good(pr, sha), "stability.json": JSON.stringify({ ...stability, cells }) });
      },
      error: /stability\.json: cells: 60000 entries \(limit: 50000\)/u,
    },
    {
      name: "a results.json of 250,000 executions",
      zip: (pr, sha) => createZip({ ...good(pr, sha), "results.json": JSON.stringify({ ...RUN, results: Array.from({ length: 250_000 }, () => ({})) }) }),
      error: /results\.json: results: 250000 entries \(limit: 200000\)/u,
    },
    {
      name: "a results.json that is a folder",
      zip: (pr, sha) => {
        const { "results.json": _results, ...rest } = good(pr, sha);
        return createZip({ ...rest, "results.json/x.txt": "x" });
      },
      error: /results\.json: \(file\): is not a file, so not a results\.json/u,
    },
    {
      name: "a results.json that is both a file and a folder",
      zip: (pr, sha) => createZip({ ...good(pr, sha), "results.json/x.txt": "x" }),
      error: /the artifact holds "results\.json" both as a file and as a folder/u,
    },
  ];
  for (const row of rows) {
    it(`${row.name}: one error naming the limit, no comment, no check, peak memory under 1 GB`, async (t) => {
      const github = await startFakeGitHub({ t });
      const pr = github.state.addPull({ number: 71, head: { repo: "contributor/widgets" } });
      const run = github.state.addRun({ event: "pull_request", headRepository: "contributor/widgets", headBranch: pr.head.ref, headSha: pr.head.sha });
      await seedArtifact(github, { runId: run.id, name: "agent-bench-results", zip: await row.zip(pr.number, pr.head.sha) });
      const measured = measuredEntry(`row-${rows.indexOf(row)}`);
      const report = await runAction({
        github,
        event: workflowRunEvent(github, run),
        inputs: { mode: "report" },
        workflow: "bench-report.yml",
        entry: measured.entry,
        timeoutMs: 120_000,
      });
      assert.notEqual(report.exitCode, 0, report.stdout);
      const errors = report.commands.filter((c) => c.command === "error");
      assert.equal(errors.length, 1, report.stdout);
      assert.match(errors[0].message, row.error);
      assert.doesNotMatch(report.stdout, /internal error|\n\s+at /u, "no stack trace");
      assert.equal(github.state.commentsOn(71).length, 0);
      assert.equal(github.state.checkRunsFor(pr.head.sha).length, 0, "the check opens only for an accepted artifact");
      const peak = measured.peakRss();
      assert.ok(peak > 0 && peak < 1e9, `peak RSS ${Math.round(peak / 1e6)} MB`);
      t.diagnostic(`peak RSS ${Math.round(peak / 1e6)} MB`);
    });
  }

  it("report.md, report.html and comparison.json shipped as folders: replaced by what is made here; the comment is posted and the check completed", async (t) => {
    const github = await startFakeGitHub({ t });
    const pr = github.state.addPull({ number: 72, head: { repo: "contributor/widgets" } });
    const run = github.state.addRun({ event: "pull_request", headRepository: "contributor/widgets", headBranch: pr.head.ref, headSha: pr.head.sha });
    const files = { ...good(pr.number, pr.head.sha), "report.md/x.txt": "x", "report.html/y/z.txt": "y", "comparison.json/z.txt": "z" };
    await seedArtifact(github, { runId: run.id, name: "agent-bench-results", zip: createZip(files) });
    const report = await runAction({
      github,
      event: workflowRunEvent(github, run),
      inputs: { mode: "report" },
      workflow: "bench-report.yml",
      timeoutMs: 120_000,
    });
    assert.doesNotMatch(report.stdout, /internal error|EISDIR/u, report.stdout);
    assert.equal(github.state.commentsOn(72).length, 1, report.stdout);
    const checks = github.state.checkRunsFor(pr.head.sha);
    assert.equal(checks.length, 1);
    assert.equal(checks[0].status, "completed");
  });
});
