// The shapes #31 asked for, checked on the sources: publish.ts only publishes
// (and stays small), the action's modes copy the job context rather than
// change it, a resolved run is never written to, and a local --base is read
// without loading the GitHub client code.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { readSource, sourceFiles } from "./_graph.ts";

const staticImports = (text: string) => [...text.matchAll(/^import\s[^;]*?from\s+"([^"]+)"/gmu)].map((m) => m[1]);

describe("one resolved run, publishing apart", () => {
  it("publish.ts is under 120 lines and neither looks up a baseline, compares nor uploads", () => {
    const text = readSource("src/action/publish.ts");
    const lines = text.trimEnd().split("\n").length;
    assert.ok(lines < 120, `src/action/publish.ts has ${lines} lines`);
    const imports = staticImports(text);
    for (const banned of ["../compare/compare.ts", "../github/baseline.ts", "../github/artifacts.ts", "./history.ts", "./report-upload.ts"]) {
      const typeOnly = new RegExp(`^import type [^;]*from "${banned.replace(/[.]/gu, "\\.")}"`, "mu").test(text);
      assert.ok(!imports.includes(banned) || typeOnly, `publish.ts imports ${banned}`);
    }
  });

  it("no action module assigns to the job context or to a suite's results after building them", () => {
    const offenders = sourceFiles("src/action").flatMap((file) =>
      readSource(file)
        .split("\n")
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => /\b(p|job|results)\.[A-Za-z]+(\.[A-Za-z]+)*\s*(=|\?\?=|\+=)[^=>]/u.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    assert.deepEqual(offenders, []);
  });

  it("nothing writes into a resolved run (prepared.… = …)", () => {
    const offenders = sourceFiles("src").flatMap((file) =>
      readSource(file)
        .split("\n")
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => /\bprepared\.[A-Za-z.]+\s*(=|\?\?=|\+=)[^=>]/u.test(line) || /\bprepared\.[A-Za-z.]+\.(push|splice)\(/u.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    assert.deepEqual(offenders, []);
  });

  it("a local BASE or --base is read without loading github/ (a github: one loads it when asked)", () => {
    const text = readSource("src/commands/base-arg.ts");
    assert.deepEqual(
      staticImports(text).filter((i) => i.startsWith("../github/")),
      [],
    );
    for (const file of ["src/commands/run.ts", "src/commands/compare.ts"]) {
      assert.ok(!staticImports(readSource(file)).includes("../github/remote-baseline.ts"), `${file} imports remote-baseline.ts`);
    }
  });
});
