import assert from "node:assert/strict";
import { existsSync, lstatSync, readFileSync, readlinkSync, symlinkSync } from "node:fs";
import { after, describe, it } from "node:test";
import { copyTemplate } from "../../src/execute/workspace.ts";
import type { RunFile } from "../../src/model/result.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  "tpl/README.md": "# template\n",
  "tpl/.env.example": "A=1\n",
  "tpl/.git/HEAD": "ref: refs/heads/main\n",
  "tpl/src/index.ts": "export {};\n",
});
symlinkSync("README.md", project.file("tpl/link.md"));
after(() => project.remove());

function readRun(dir: string): RunFile {
  return JSON.parse(readFileSync(`${dir}/results.json`, "utf8")) as RunFile;
}

describe("workspaces", () => {
  it("copies the template with dotfiles, .git and symlinks as symlinks", async () => {
    await copyTemplate(project.file("tpl"), project.file("copy"));
    assert.equal(readFileSync(project.file("copy/.env.example"), "utf8"), "A=1\n");
    assert.equal(readFileSync(project.file("copy/.git/HEAD"), "utf8"), "ref: refs/heads/main\n");
    assert.ok(lstatSync(project.file("copy/link.md")).isSymbolicLink());
    assert.equal(readlinkSync(project.file("copy/link.md")), "README.md");
  });

  it("isolated: a fresh copy per execution, removed when it passed and kept when it failed", async () => {
    project.write(
      "iso/suite.mjs",
      `import { assert } from "agent-bench";
export const workspace = { mode: "isolated", templateDir: "../tpl" };
export default [
  { id: "writes", prompt: "write", assert(r, ctx) { assert.ok(ctx.getFileWrites().length === 1); } },
  { id: "fails", prompt: "fail", assert() { assert.fail("on purpose"); } },
];
`,
    );
    project.write(
      "iso/agent-bench.config.json",
      JSON.stringify({ runners: { agent: { type: "scripted", steps: [{ tool: "write", path: "out.txt", content: "from the agent" }, { text: "ok" }] } } }),
    );
    const out = project.file("iso-out");
    const r = await runCli(["run", "suite.mjs", "-n", "2", "--out-dir", out], { cwd: project.file("iso") });
    assert.equal(r.code, 1, r.stderr);
    const run = readRun(out);
    const failed = run.results.filter((x) => x.caseId === "fails");
    assert.equal(failed.length, 2);
    for (const f of failed) {
      assert.ok(f.workspacePath, "a failed execution keeps its workspace");
      assert.equal(readFileSync(`${out}/${f.workspacePath}/out.txt`, "utf8"), "from the agent");
      assert.equal(readFileSync(`${out}/${f.workspacePath}/.git/HEAD`, "utf8"), "ref: refs/heads/main\n");
    }
    assert.equal(failed[0].workspacePath === failed[1].workspacePath, false, "each execution has its own copy");
    for (const p of run.results.filter((x) => x.caseId === "writes")) {
      assert.equal(p.workspacePath, undefined);
      assert.equal(existsSync(`${out}/workspaces/writes/agent/run-${p.run}`), false, "a passing execution's workspace is removed");
    }
    assert.equal(existsSync(`${out}/workspaces/writes`), false, "no empty folder is left where passed workspaces were");
    // The template itself is untouched.
    assert.equal(existsSync(project.file("tpl/out.txt")), false);
  });

  it("no empty workspace folders after an all-passing run; --keep-workspaces keeps every workspace", async () => {
    project.write(
      "keep/suite.mjs",
      `import { assert } from "agent-bench";
export const workspace = { mode: "isolated", templateDir: "../tpl" };
export default [{ id: "writes", prompt: "write", assert(r, ctx) { assert.equal(ctx.getFileWrites().length, 1); } }];
`,
    );
    project.write(
      "keep/agent-bench.config.json",
      JSON.stringify({ runners: { agent: { type: "scripted", steps: [{ tool: "write", path: "out.txt", content: "kept" }, { text: "ok" }] } } }),
    );
    const clean = project.file("keep-clean");
    assert.equal((await runCli(["run", "suite.mjs", "-n", "2", "--out-dir", clean], { cwd: project.file("keep") })).code, 0);
    assert.equal(existsSync(`${clean}/workspaces`), false, "no workspaces folder when every workspace was removed");
    const kept = project.file("keep-all");
    const r = await runCli(["run", "suite.mjs", "-n", "2", "--keep-workspaces", "--out-dir", kept], { cwd: project.file("keep") });
    assert.equal(r.code, 0, r.stderr);
    const run = readRun(kept);
    for (const x of run.results) {
      assert.ok(x.workspacePath, "a passed execution's workspace is kept and named in its result");
      assert.equal(readFileSync(`${kept}/${x.workspacePath}/out.txt`, "utf8"), "kept");
    }
  });

  it("bootstrap runs in the workspace with its environment; a failing bootstrap is an errored result, not a crash", async () => {
    project.write("boot/suite.jsonl", '{"id":"one","input":"x","assert":[]}\n{"id":"two","input":"y","assert":[]}\n');
    project.write(
      "boot/agent-bench.config.yaml",
      [
        "runners:",
        "  agent:",
        "    type: scripted",
        "    steps:",
        "      - tool: read",
        "        path: boot.txt",
        "      - text: done",
        "defaults:",
        "  workspace:",
        "    mode: isolated",
        "    templateDir: ../tpl",
        "    bootstrap:",
        "      command: sh",
        '      args: [-c, \'echo "case=$AGENT_BENCH_CASE_ID runner=$AGENT_BENCH_RUNNER_ID" > boot.txt; test "$AGENT_BENCH_CASE_ID" = one || { echo broken >&2; exit 4; }\']',
      ].join("\n"),
    );
    const out = project.file("boot-out");
    const r = await runCli(["run", "suite.jsonl", "--out-dir", out], { cwd: project.file("boot") });
    assert.equal(r.code, 1, r.stderr);
    const run = readRun(out);
    const one = run.results.find((x) => x.caseId === "one")!;
    const two = run.results.find((x) => x.caseId === "two")!;
    assert.equal(one.status, "passed");
    assert.equal(two.status, "errored");
    assert.equal(two.failureOrigin, "workspace-bootstrap");
    assert.match(two.error!.message, /bootstrap "sh -c .*" failed: exit 4/);
    assert.equal(readFileSync(`${out}/${two.artifactDir}/bootstrap.stderr.log`, "utf8").trim(), "broken");
  });

  it("shared: one prepared workspace for the whole suite", async () => {
    project.write("shared/suite.jsonl", '{"id":"a","input":"x","assert":[]}\n{"id":"b","input":"y","assert":[]}\n');
    project.write(
      "shared/agent-bench.config.json",
      JSON.stringify({
        runners: { agent: { type: "scripted", steps: [{ tool: "shell", command: "ls" }, { text: "ok" }] } },
        defaults: { workspace: { mode: "shared", templateDir: "../tpl", bootstrap: { command: "sh", args: ["-c", "echo x >> boot-count"] } } },
      }),
    );
    const out = project.file("shared-out");
    const r = await runCli(["run", "suite.jsonl", "-n", "2", "--out-dir", out], { cwd: project.file("shared") });
    assert.equal(r.code, 0, r.stderr);
    // Every execution passed, so the shared workspace was removed; bootstrap ran once (its log is kept).
    assert.equal(existsSync(`${out}/workspaces/shared`), false);
    assert.ok(existsSync(`${out}/workspaces/shared-setup/bootstrap.stdout.log`));
  });
});
