import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { compareCommand } from "../../src/commands/compare.ts";
import { AgentBenchError } from "../../src/errors.ts";
import type { DescribedComparison } from "../../src/model/comparison.ts";
import { stabilityFile } from "../helpers/stability.ts";

let dir: string;
const steady = (passed: number) => Array.from({ length: 20 }, (_, i) => ({ caseId: `case-${i}`, passed, runs: 5 }));

before(async () => {
  dir = await mkdtemp(join(tmpdir(), "agent-bench-compare-cmd-"));
  await mkdir(join(dir, "base-out"));
  await writeFile(join(dir, "base-out", "stability.json"), JSON.stringify(stabilityFile(steady(5))));
  await writeFile(join(dir, "worse.json"), JSON.stringify(stabilityFile(steady(2))));
  await writeFile(join(dir, "same.json"), JSON.stringify(stabilityFile(steady(5))));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function rejectsWith(argv: string[], where: string, message: RegExp): Promise<void> {
  await assert.rejects(compareCommand(argv), (error: unknown) => {
    assert.ok(error instanceof AgentBenchError);
    assert.equal(error.kind, "config");
    assert.equal(error.exitCode, 2);
    assert.equal(error.where, where);
    assert.match(error.message, message);
    return true;
  });
}

test("a regression exits 1 and writes the JSON comparison to -o", async () => {
  const out = join(dir, "reports", "comparison.json");
  const code = await compareCommand([join(dir, "base-out"), join(dir, "worse.json"), "--format", "json", "-o", out]);
  assert.equal(code, 1);
  const comparison = JSON.parse(await readFile(out, "utf8")) as DescribedComparison;
  assert.equal(comparison.verdict, "regression");
  assert.equal(comparison.cells.length, 20);
  assert.equal(comparison.suite.pairedCases, 20);
});

test("any other verdict exits 0; --alpha and --margin reach the comparison", async () => {
  const out = join(dir, "same.md");
  assert.equal(await compareCommand([join(dir, "base-out"), join(dir, "same.json"), "-o", out, "--alpha", "0.01", "--margin", "0.1"]), 0);
  const markdown = await readFile(out, "utf8");
  assert.match(
    markdown,
    /A cell regresses when its adjusted p is at most 0\.002; the suite regresses when its pass rate falls by at least the margin of 10\.0 pts with a suite-level p of at most 0\.008\. The two levels add up to α = 0\.01/u,
  );
});

test("plain text goes to stdout by default, also into a pipe: no Markdown in a log or under tail", () => {
  const cli = fileURLToPath(new URL("../../src/commands/compare.ts", import.meta.url));
  const script = `const { compareCommand } = await import(${JSON.stringify(cli)}); process.exitCode = await compareCommand(process.argv.slice(1));`;
  const child = spawnSync(process.execPath, ["--input-type=module", "-e", script, join(dir, "base-out"), join(dir, "worse.json")], { encoding: "utf8" });
  assert.equal(child.status, 1, child.stderr);
  assert.match(child.stdout, /^Regression: /u);
  assert.doesNotMatch(child.stdout, /^#|\[!CAUTION\]|&lt;|\| -/mu);
});

test("bad input is a config error naming the flag or argument", async () => {
  const base = join(dir, "base-out");
  const head = join(dir, "same.json");
  await rejectsWith([base, head, "--formt", "md"], "--formt", /unknown flag --formt/u);
  await rejectsWith([base, head, "--format", "xml"], "--format", /--format must be "md", "text", "json" or "html"/u);
  await rejectsWith([base, head, "--alpha", "abc"], "--alpha", /--alpha needs a number/u);
  await rejectsWith([base, head, "--alpha", "0.7"], "--alpha", /--alpha must be greater than 0 and less than 0\.5/u);
  await rejectsWith([base, head, "--margin=-0.1"], "--margin", /--margin must be at least 0/u);
  // A negative value after the flag is the flag's value, not another flag.
  await rejectsWith([base, head, "--margin", "-0.1"], "--margin", /--margin must be at least 0/u);
  await rejectsWith([base], "agent-bench compare", /two paths, BASE and HEAD \(got 1\)/u);
  await rejectsWith([base, join(dir, "missing.json")], join(dir, "missing.json"), /does not exist/u);
});
