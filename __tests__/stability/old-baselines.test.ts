// Baselines users already have: a stability.json written by an older agent-bench build (its own
// output, __tests__/fixtures/baselines/) is compared, with one warning that a changed case cannot be
// detected against it. Every older schema version the readers support has such a fixture.
import assert from "node:assert/strict";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import type { DescribedComparison } from "../../src/model/comparison.ts";
import { RUN_FILE_VERSIONS } from "../../src/model/schema/run-file.ts";
import { STABILITY_FILE_VERSIONS } from "../../src/model/schema/stability.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { loadStability } from "../../src/stability/load.ts";
import { ROOT, runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const BASELINES = path.join(ROOT, "__tests__/fixtures/baselines");
const README = readFileSync(path.join(BASELINES, "README.md"), "utf8");
const CURRENT = Math.max(...STABILITY_FILE_VERSIONS);
// Version 3 differs from 2 only by the cells' variant (run --variant): the v2 fixture is the build before variants.
const OLDER = STABILITY_FILE_VERSIONS.filter((v) => v < CURRENT);
const V1 = path.join(BASELINES, "v1");
const SUITE_FILES = ["suite.jsonl", "scripted-agent.json", "agent-bench.config.json"];

const project = tempProject();
after(() => project.remove());
for (const file of SUITE_FILES) copyFileSync(path.join(V1, file), project.file(file));

const json = <T>(file: string) => JSON.parse(readFileSync(file, "utf8")) as T;
const oldWarnings = (warnings: string[]) => warnings.filter((w) => /written by agent-bench 0\.1\.0/.test(w));

describe("baselines written by older agent-bench builds", () => {
  it("every older stability.json and results.json schema version has a fixture written by that build, with how it was made", () => {
    assert.ok(OLDER.length > 0, "version 1 is still read");
    assert.deepEqual([...RUN_FILE_VERSIONS], [...STABILITY_FILE_VERSIONS], "results.json and stability.json versions move together");
    for (const version of OLDER) {
      const dir = path.join(BASELINES, `v${version}`);
      for (const file of ["stability.json", "results.json", ...SUITE_FILES]) {
        assert.ok(
          existsSync(path.join(dir, file)),
          `__tests__/fixtures/baselines/v${version}/${file} is missing: see that folder's README for how to produce it`,
        );
      }
      const stability = json<{ schemaVersion: number; tool: { version: string } }>(path.join(dir, "stability.json"));
      const results = json<{ schemaVersion: number; tool: { version: string } }>(path.join(dir, "results.json"));
      assert.equal(stability.schemaVersion, version);
      assert.equal(results.schemaVersion, version);
      const section = README.split(/^## /mu).find((s) => s.startsWith(`v${version}:`));
      assert.ok(section, `the fixtures README has a "## v${version}: agent-bench <version>" section`);
      assert.match(
        section,
        new RegExp(`agent-bench ${stability.tool.version.replaceAll(".", "\\.")}, commit [0-9a-f]{40}`),
        "it names the build and its commit",
      );
      assert.match(section, /node \S+\/bin\/agent-bench\.js run /u, "and the command that wrote the files");
    }
  });

  it("reads a 0.1.0 stability.json as it was written (caseFingerprint, no testFingerprint): fingerprints unknown", async () => {
    const raw = json<{ cells: Array<Record<string, unknown>> }>(path.join(V1, "stability.json"));
    assert.ok(
      raw.cells.every((c) => typeof c.caseFingerprint === "string" && !("testFingerprint" in c)),
      "the fixture is what 0.1.0 wrote",
    );
    const read = await loadStability(path.join(V1, "stability.json"));
    assert.equal(read.schemaVersion, 1);
    assert.deepEqual(
      read.cells.map((c) => [c.caseId, c.testFingerprint, c.passed, c.runs]),
      [
        ["greets", "", 3, 3],
        ["flaky-answer", "", 2, 3],
        ["writes-notes", "", 3, 3],
      ],
    );
    assert.equal((await loadStability(path.join(V1, "results.json"))).cells.length, 3, "its results.json too");
  });

  it("run --base DIR and compare: every cell compared, and one warning naming 0.1.0", async () => {
    const out = project.file("head");
    const run = await runCli(["run", "suite.jsonl", "--base", V1, "--out-dir", out], { cwd: project.dir });
    assert.equal(run.code, 1, `flaky-answer fails its run 2, as on the base (${run.stderr})`);
    // The newest version (3) is written only by a run with --variant; an ordinary run still writes 2.
    assert.equal(json<StabilityFile>(path.join(out, "stability.json")).schemaVersion, 2, "a run without variants writes version 2");
    assert.equal(run.stdout.match(/written by agent-bench 0\.1\.0/g)?.length, 1, run.stdout);
    const fromRun = json<DescribedComparison>(path.join(out, "comparison.json"));
    assert.equal(oldWarnings(fromRun.warnings).length, 1);
    assert.match(oldWarnings(fromRun.warnings)[0], /a changed prompt or assertion cannot be detected against it/);

    const compared = await runCli(["compare", path.join(V1, "stability.json"), out, "--format", "json"], { cwd: project.dir });
    assert.equal(compared.code, 0, compared.stderr);
    const comparison = JSON.parse(compared.stdout) as DescribedComparison;
    assert.deepEqual(comparison.warnings, fromRun.warnings, "compare says the same");
    assert.equal(oldWarnings(comparison.warnings).length, 1);
    assert.equal(comparison.cells.length, 3);
    for (const cell of comparison.cells) {
      assert.ok(cell.base && cell.head, `${cell.caseId} has both sides`);
      assert.ok(!["new", "removed", "case-changed"].includes(cell.tier), `${cell.caseId} is compared (${cell.tier})`);
    }
    const text = await runCli(["compare", V1, out], { cwd: project.dir });
    assert.equal(text.stdout.match(/written by agent-bench 0\.1\.0/g)?.length, 1, "the Markdown says it once");
  });
});
