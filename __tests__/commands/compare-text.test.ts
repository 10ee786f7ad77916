import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { defaultFormat } from "../../src/commands/compare.ts";
import { ROOT } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";
import { stabilityFile } from "../helpers/stability.ts";

const project = tempProject();
after(() => project.remove());
const cells = (passed: number) => Array.from({ length: 20 }, (_, i) => ({ caseId: `case-${i}`, passed, runs: 5 }));
writeFileSync(project.file("base.json"), JSON.stringify(stabilityFile(cells(5))));
writeFileSync(project.file("head.json"), JSON.stringify(stabilityFile(cells(1))));
const CLI = path.join(ROOT, "src/cli.ts");

/** The CLI on a pseudo-terminal (util-linux `script`), as a person at a terminal runs it. */
function onTerminal(args: string[]): string {
  const command = [process.execPath, CLI, ...args].map((a) => `'${a}'`).join(" ");
  const r = spawnSync("script", ["-qec", command, "/dev/null"], { cwd: project.dir, encoding: "utf8", env: { ...process.env, CI: "" } });
  return r.stdout.replace(/\r\n/g, "\n");
}

describe("agent-bench compare output", () => {
  it("prints plain aligned text on a terminal: no Markdown, no escapes", () => {
    const out = onTerminal(["compare", "base.json", "head.json"]);
    assert.match(
      out,
      /^Regression: The pass rate fell by 80\.0 pts over 20 comparable cells \(suite-level test p < 0\.001\), at least the margin of 5\.0 pts\.$/m,
    );
    assert.doesNotMatch(out, /###|\|---|&lt;|&gt;|\\-|\*\*|<details>/, out);
    const header = out.split("\n").find((l) => l.startsWith("tier "))!;
    const row = out.split("\n").find((l) => l.includes(" case-0 "))!;
    assert.ok(header && row, out);
    // Columns line up: "case" starts where the row's case id starts.
    assert.equal(header.indexOf("case "), row.indexOf("case-"));
    // The suite-level test decided: its p is named, and the interval is the mean over cells'.
    assert.match(
      out,
      /^pass rate\s+100%\s+20%\s+−80\.0 pts over 20 cells, suite-level test p < 0\.001 \(95% CI of the mean over cells −94\.5 pts to −65\.5 pts\)$/m,
    );
    // 5/5 → 1/5 is p = 5/210 on its own, short of the cell level (it could never reach 0.01): a possible regression.
    assert.match(row, /^possible regression\s+case-0\s+agent\s+5\/5 100% \[57–100%\]\s+1\/5 20% \[4–62%\]\s+−80\.0 pts\s+0\.024$/);
  });

  it("prints Markdown with --format md, and when redirected into a .md file", () => {
    assert.match(onTerminal(["compare", "base.json", "head.json", "--format", "md"]), /^### 🔴 agent.*comparison: Regression/m);
    execFileSync("sh", ["-c", `'${process.execPath}' '${CLI}' compare base.json head.json > out.md || true`], { cwd: project.dir });
    assert.match(readFileSync(project.file("out.md"), "utf8"), /^### 🔴 .*Regression[^]*\| Tier \| Case \|/);
  });

  it("run --base on a terminal prints the comparison as the same plain text", () => {
    writeFileSync(project.file("suite.jsonl"), '{"id":"greets","input":"hi","assert":{"type":"contains","value":"hello"}}\n');
    writeFileSync(project.file("agent-bench.config.json"), JSON.stringify({ runners: { agent: { type: "scripted", steps: [{ text: "hello" }] } } }));
    const before = onTerminal(["run", "suite.jsonl", "--out-dir", "run-base"]);
    assert.match(before, /1\/1 passed/);
    const out = onTerminal(["run", "suite.jsonl", "--base", "run-base", "--out-dir", "run-head"]);
    assert.match(out, /^Inconclusive: /m);
    // On a real terminal the run's live line is redrawn in place, and gone at the end.
    assert.match(out, /\r\x1b\[2K1\/1 done · 1 passed · \S+ elapsed · about \S+ left\r\x1b\[2K\n/);
    assert.match(out, /^pass rate\s+100%\s+100%/m);
    assert.doesNotMatch(out, /###|\|---|&lt;|\\-/);
  });

  it("prints agent-controlled ids as they are on a terminal: Markdown metacharacters and backslashes unescaped", () => {
    const id = "fix_the *bold* [link](x) a|b C:\\dir `tick` <tag> #12";
    const cells = (passed: number) => [
      { caseId: id, runnerId: "agent_*one*", passed, runs: 6 },
      ...Array.from({ length: 6 }, (_, i) => ({ caseId: `c${i}`, runnerId: "agent_*one*", passed, runs: 6 })),
    ];
    writeFileSync(project.file("meta-base.json"), JSON.stringify(stabilityFile(cells(6))));
    writeFileSync(project.file("meta-head.json"), JSON.stringify(stabilityFile(cells(0))));
    const out = onTerminal(["compare", "meta-base.json", "meta-head.json"]);
    assert.match(out, /^Regression: /m, out);
    const row = out.split("\n").find((l) => l.startsWith("regressed") && l.includes("fix_the"));
    assert.ok(row, out);
    assert.ok(row.includes(` ${id} `), row);
    assert.ok(row.includes("agent_*one*"), row);
    // The ids' own backslash is printed once; nothing else adds one, nor an entity or a code span.
    assert.doesNotMatch(out, /\\[*_[\]|`<#]|&lt;|&gt;|&#|\\\\/u, out);
    // The same comparison as Markdown escapes them, so this really is the terminal renderer.
    assert.match(onTerminal(["compare", "meta-base.json", "meta-head.json", "--format", "md"]), /fix\\_the \\\*bold/u);
  });

  it("picks the format from -o's extension or a redirect's; a terminal and a pipe get plain text", () => {
    assert.equal(defaultFormat(undefined, undefined), "text");
    assert.equal(defaultFormat(undefined, "/tmp/x/comparison.md"), "md");
    assert.equal(defaultFormat(undefined, "pipe:[1234]"), "text");
    assert.equal(defaultFormat(undefined, "/dev/pts/3"), "text");
    assert.equal(defaultFormat("c.json", undefined), "json");
    assert.equal(defaultFormat("c.md", undefined), "md");
    assert.equal(defaultFormat("c.txt", undefined), "text");
    // The extensions `run -o` knows (report/formats.ts), in any case.
    assert.equal(defaultFormat("c.HTM", undefined), "html");
    assert.equal(defaultFormat("c.markdown", undefined), "md");
    assert.equal(defaultFormat(undefined, "/tmp/x/comparison.JSON"), "json");
  });
});
