import assert from "node:assert/strict";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { createHome, HomePool, removeHome } from "../../src/execute/home.ts";
import type { RunFile } from "../../src/model/result.ts";
import { ROOT, runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

describe("execution homes", () => {
  it("are fresh, with only an empty tmp/ (the agent's TMPDIR), and removed whatever the agent left in them", async () => {
    const homes = await Promise.all([createHome(), createHome(), createHome(), createHome()]);
    assert.equal(new Set(homes).size, 4, "every execution gets its own home");
    for (const home of homes) {
      assert.deepEqual(readdirSync(home), ["tmp"]);
      assert.deepEqual(readdirSync(path.join(home, "tmp")), []);
    }
    const [, withFiles, noTmp, gone] = homes;
    writeFileSync(path.join(withFiles, "tmp", "scratch.txt"), "agent temp file");
    mkdirSync(path.join(withFiles, ".claude", "projects"), { recursive: true });
    writeFileSync(path.join(withFiles, ".claude", "projects", "session.jsonl"), "{}\n");
    rmdirSync(path.join(noTmp, "tmp"));
    await removeHome(gone);
    for (const home of homes) await removeHome(home);
    for (const home of homes) assert.equal(existsSync(home), false, `${home} is removed`);
  });
});

describe("a run's home pool", () => {
  it("hands a home the agent left as it was made to the next execution, and removes the pool's homes at the run's end", async () => {
    const pool = new HomePool();
    const first = await pool.take();
    await pool.give(first);
    assert.equal(await pool.take(), first, "an untouched home is reused");
    const second = await pool.take();
    assert.notEqual(second, first, "executions running at once get different homes");
    await pool.give(first);
    await pool.give(second);
    await pool.close();
    assert.equal(existsSync(first), false);
    assert.equal(existsSync(second), false);
  });

  it("never reuses a home with anything in it: the next execution gets a fresh, empty one", async () => {
    const pool = new HomePool();
    const cases: Array<[string, (home: string) => void]> = [
      ["a file in tmp/", (home) => writeFileSync(path.join(home, "tmp", "scratch.txt"), "x")],
      ["a dotfolder", (home) => mkdirSync(path.join(home, ".config"))],
      ["an empty file", (home) => writeFileSync(path.join(home, ".npmrc"), "")],
      ["tmp/ removed", (home) => rmdirSync(path.join(home, "tmp"))],
      [
        "tmp/ replaced by a symlink to an empty folder",
        (home) => {
          rmdirSync(path.join(home, "tmp"));
          mkdirSync(`${home}-elsewhere`);
          symlinkSync(`${home}-elsewhere`, path.join(home, "tmp"));
        },
      ],
    ];
    for (const [what, dirty] of cases) {
      const home = await pool.take();
      dirty(home);
      await pool.give(home);
      assert.equal(existsSync(home), false, `${what}: removed`);
      const next = await pool.take();
      assert.notEqual(next, home, what);
      assert.deepEqual(readdirSync(next), ["tmp"], what);
      assert.deepEqual(readdirSync(path.join(next, "tmp")), [], what);
      await pool.give(next);
      rmSync(`${home}-elsewhere`, { recursive: true, force: true });
    }
    await pool.close();
  });

  it("removes a home given back after the run's end instead of keeping it", async () => {
    const pool = new HomePool();
    const late = await pool.take();
    await pool.close();
    await pool.give(late);
    assert.equal(existsSync(late), false);
  });
});

describe("homes and execution folders in a run", () => {
  it("every execution sees an empty home; untouched homes are reused, dirty ones never; none is left after the run; stderr.log only when the agent wrote to it", async () => {
    const project = tempProject({
      "session.jsonl": readFileSync(path.join(ROOT, "__tests__/fixtures/agents/claude-code/claude2/stdout.jsonl"), "utf8"),
      // Records the home it was given and what was in it; run 2 leaves a file there and warns on stderr.
      "fake-claude.sh": [
        "#!/bin/sh",
        'echo "$HOME|$(ls -A "$HOME" | tr "\\n" " ")|$(ls -A "$HOME/tmp" | tr "\\n" " ")" > "seen-$AGENT_BENCH_RUN.txt"',
        'if [ "$AGENT_BENCH_RUN" = 2 ]; then echo token > "$HOME/.credentials"; echo "warning: wrote a credential" >&2; fi',
        "exec cat session.jsonl",
        "",
      ].join("\n"),
      "suite.jsonl": '{"id":"c","input":"Run echo hi","assert":[]}\n',
      "tmp/.keep": "",
    });
    try {
      chmodSync(project.file("fake-claude.sh"), 0o755);
      // Mode "none": the fake writes what it saw into the project folder, for the test to read.
      project.write(
        "agent-bench.config.json",
        JSON.stringify({ defaults: { workspace: { mode: "none" } }, runners: { fake: { type: "claude-code", command: project.file("fake-claude.sh") } } }),
      );
      const out = project.file("out");
      const r = await runCli(["run", "suite.jsonl", "-n", "4", "-p", "1", "--out-dir", out], { cwd: project.dir, env: { TMPDIR: project.file("tmp") } });
      assert.equal(r.code, 0, r.stderr);
      const seen = [1, 2, 3, 4].map((run) =>
        readFileSync(project.file(`seen-${run}.txt`), "utf8")
          .trim()
          .split("|"),
      );
      for (const [home, contents, tmp] of seen) {
        assert.ok(home.startsWith(project.file("tmp/agent-bench-home-")), home);
        assert.equal(contents.trim(), "tmp", "nothing from an earlier execution");
        assert.equal(tmp.trim(), "");
      }
      const homes = seen.map(([home]) => home);
      assert.equal(homes[1], homes[0], "run 1 left its home as it was made: run 2 gets it");
      assert.notEqual(homes[2], homes[1], "run 2 left a file in its home: run 3 gets a new one");
      assert.equal(homes[3], homes[2]);
      assert.deepEqual(readdirSync(project.file("tmp")), [".keep"], "no home is left behind");
      assert.equal(readFileSync(`${out}/executions/c/fake/run-2/stderr.log`, "utf8"), "warning: wrote a credential\n");
      for (const run of [1, 3, 4]) assert.deepEqual(readdirSync(`${out}/executions/c/fake/run-${run}`).sort(), ["session.json", "stdout.log"]);
      const results = (JSON.parse(readFileSync(`${out}/results.json`, "utf8")) as RunFile).results;
      assert.deepEqual(
        results.map((x) => x.status),
        ["passed", "passed", "passed", "passed"],
      );
    } finally {
      project.remove();
    }
  });
});
