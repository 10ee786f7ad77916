import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { ROOT, runCli } from "../helpers/cli.ts";

describe("help explains the exit codes and where the results went", () => {
  it("agent-bench run --help", async () => {
    const r = await runCli(["run", "--help"], { cwd: ROOT });
    assert.equal(r.code, 0);
    for (const code of ["0", "1", "2", "3", "130/143"]) assert.match(r.stdout, new RegExp(`^  ${code}  \\S`, "m"), `exit code ${code}`);
    assert.match(r.stdout, /^Where the results go:/m);
    for (const file of ["results.json", "stability.json", "executions/<case>/<runner>/run-<n>/", ".agent-bench/runs/latest"])
      assert.ok(r.stdout.includes(file), file);
    assert.match(r.stdout, /--timeout DURATION .*a unit is\s+required: 90s, 5m, 1h30m, 250ms \(a bare 600 is refused\)/);
    assert.match(r.stdout, /--keep-workspaces/);
  });

  it("agent-bench compare --help", async () => {
    const r = await runCli(["compare", "--help"], { cwd: ROOT });
    assert.equal(r.code, 0);
    assert.match(r.stdout, /Exit codes: 1 when the verdict is "regression", 0 for every other verdict[^]*2 on bad input/);
    assert.match(r.stdout, /agent-bench run prints where its\s+results went/);
    assert.match(r.stdout, /--format text\|md\|json\|html\s+output format \(default: plain text, also when piped; by -o's\s+extension, or a redirect's/);
  });

  it("every command's help in one style: Usage:, a description, Options: with -h, capitalised sections", async () => {
    const cli = readFileSync(path.join(ROOT, "src/cli.ts"), "utf8");
    const commands = [...cli.matchAll(/^ {2}(\w+): async \(\) =>/gm)].map((m) => m[1]);
    assert.ok(commands.length >= 6, commands.join(", "));
    for (const args of [["--help"], ...commands.map((c) => [c, "--help"])]) {
      const r = await runCli(args, { cwd: ROOT });
      assert.equal(r.code, 0, `${args.join(" ")}: ${r.stderr}`);
      const name = args.length === 2 ? args[0] : "<command>";
      assert.ok(r.stdout.startsWith(`Usage: agent-bench ${name}`) || r.stdout.startsWith("agent-bench "), `${args.join(" ")} starts with Usage:\n${r.stdout}`);
      assert.match(r.stdout, new RegExp(`^Usage: agent-bench ${name.replace(/[<>]/g, ".")}`, "m"), args.join(" "));
      assert.match(r.stdout, /^Options:\n/m, `${args.join(" ")} has an Options: section`);
      assert.match(r.stdout, /^ +-h, --help +show this help$/m, `${args.join(" ")} lists -h, --help`);
      assert.doesNotMatch(r.stdout, /^[a-z][\w ]*:\s*$/m, `${args.join(" ")}: a lower-case section heading`);
      assert.doesNotMatch(r.stdout, /usage:/, args.join(" "));
    }
  });

  it("the README", () => {
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
    assert.match(readme, /Exit codes: `0` every execution passed[^]*`2` a mistake in a flag, the config or a suite[^]*`3` agent-bench could not run/);
    assert.match(readme, /Where the results went: the last line of `agent-bench run` names the out-dir/);
  });
});
