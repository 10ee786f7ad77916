// comparison.json files users already have: each older version the reader
// supports has a file written by the build that wrote it
// (__tests__/fixtures/comparisons/), and it reads as it was written.

import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { COMPARISON_FILE_VERSIONS, comparisonReader } from "../../src/model/schema/comparison.ts";
import { parseSaved } from "../../src/model/saved-file.ts";
import { verdictReason } from "../../src/report/verdict-reason.ts";
import { ROOT } from "../helpers/cli.ts";
import { compareInWords, LOCAL_BASE } from "../helpers/compare-words.ts";
import { stabilityFile } from "../helpers/stability.ts";

const FIXTURES = path.join(ROOT, "__tests__/fixtures/comparisons");
const README = readFileSync(path.join(FIXTURES, "README.md"), "utf8");
const CURRENT = Math.max(...COMPARISON_FILE_VERSIONS);
const FORMAT = { name: "comparison", hint: "write it with agent-bench compare", version: { key: "schemaVersion", supported: COMPARISON_FILE_VERSIONS } };
const read = (value: unknown) => parseSaved(value, "comparison.json", comparisonReader, FORMAT);

describe("comparison.json written by older agent-bench builds", () => {
  it("every older version has a file written by that build, with the commit and commands that made it", () => {
    const older = COMPARISON_FILE_VERSIONS.filter((v) => v < CURRENT);
    assert.ok(older.includes(2), "version 2 is still read");
    for (const version of older) {
      const file = path.join(FIXTURES, `v${version}`, "comparison.json");
      assert.ok(existsSync(file), `${file} is missing: see that folder's README for how to produce it`);
      const section = README.split(/^## /mu).find((s) => s.startsWith(`v${version}:`));
      assert.ok(section, `the README has a "## v${version}: …" section`);
      assert.match(section, /commit [0-9a-f]{40}/u);
      assert.match(section, /node \S+\/bin\/agent-bench\.js run /u);
    }
  });

  it("a version-2 comparison.json reads as it was written: its reason and warnings in words, no codes", () => {
    const raw = JSON.parse(readFileSync(path.join(FIXTURES, "v2/comparison.json"), "utf8")) as Record<string, unknown>;
    const comparison = read(raw);
    assert.equal(comparison.schemaVersion, 2);
    assert.deepEqual(comparison, raw, "nothing dropped or added");
    assert.ok(!("why" in raw) && !("notes" in raw), "the fixture is what that build wrote");
    assert.match(comparison.reason, /^The data cannot tell: /u);
    assert.equal(comparison.warnings.length, 1);
    assert.match(comparison.warnings[0], /written by agent-bench 0\.1\.0/u);
  });

  it(`this build writes version ${CURRENT}: the reason and warnings beside the codes they say, read back the same`, () => {
    const base = stabilityFile([{ caseId: "login", passed: 5, runs: 5 }], { createdAt: "2026-01-01T00:00:00Z" });
    const head = stabilityFile([{ caseId: "login", passed: 0, runs: 5 }], { createdAt: "2026-01-20T00:00:00Z" });
    const written = JSON.parse(JSON.stringify(compareInWords(base, head, {}, LOCAL_BASE))) as unknown;
    const comparison = read(written);
    assert.equal(comparison.schemaVersion, CURRENT);
    assert.deepEqual(comparison, written);
    if (comparison.schemaVersion !== 3) return;
    assert.equal(comparison.why.code, "regression");
    assert.equal(comparison.reason, verdictReason(comparison, LOCAL_BASE));
    assert.deepEqual(comparison.notes, [{ code: "old-baseline", days: 19 }]);
    assert.match(comparison.warnings[0], /^The baseline is 19 days older than this run/u);
  });
});
