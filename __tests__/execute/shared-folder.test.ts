// Workspace mode "none": the agents work in your folder, so an execution that changes a file there
// changes what every later execution starts from. The run says which execution changed which files:
// on the terminal, on the result (sharedChanges) and in the reports' warnings.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { chmodSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject, type TempProject } from "../helpers/project.ts";

const projects: TempProject[] = [];
after(() => projects.forEach((p) => p.remove()));

function folder(agent: string, options: { git?: boolean } = {}): TempProject {
  const project = tempProject({
    "suite.jsonl": JSON.stringify({ id: "works", input: "do the work", assert: { type: "contains", value: "done" } }) + "\n",
    "agent.sh": `#!/bin/sh\n${agent}\necho done\n`,
    "agent-bench.config.json": JSON.stringify({ defaults: { workspace: { mode: "none" } }, runners: { agent: { type: "command", command: "./agent.sh" } } }),
    ".gitignore": "*.log\n",
    "src/app.ts": "export {};\n",
  });
  projects.push(project);
  chmodSync(project.file("agent.sh"), 0o755);
  if (options.git)
    execFileSync("sh", ["-c", "git init -q && git add -A && git -c user.name=t -c user.email=t@example.com commit -qm init"], { cwd: project.dir });
  return project;
}

const readRun = (dir: string) => JSON.parse(readFileSync(path.join(dir, "results.json"), "utf8")) as RunFile;

describe('workspace mode "none": files an execution changed in the shared folder', () => {
  for (const git of [true, false]) {
    it(`are named with the execution that changed them: terminal, results.json and reports (${git ? "a git repository" : "no git"})`, async () => {
      const project = folder(
        'echo line >> notes.txt\nif [ "$AGENT_BENCH_RUN" = 2 ]; then echo x >> src/app.ts; rm -f gone.txt; fi\n[ -f run.log ] || echo noise > run.log',
        { git },
      );
      project.write("gone.txt", "deleted by run 2\n");
      const out = project.file("out");
      const reports = ["-o", project.file("out/report.md"), "-o", project.file("out/report.html")];
      const r = await runCli(["run", "suite.jsonl", "-n", "3", "-p", "1", "--out-dir", out, ...reports], { cwd: project.dir });
      assert.equal(r.code, 0, r.stderr);
      const changes = readRun(out).results.map((x) => x.sharedChanges);
      const ignoredToo = git ? [] : ["run.log"];
      assert.deepEqual(changes, [
        { files: ["notes.txt", ...ignoredToo].sort(), count: 1 + ignoredToo.length },
        { files: ["gone.txt", "notes.txt", "src/app.ts"], count: 3 },
        { files: ["notes.txt"], count: 1 },
      ]);
      assert.match(
        r.stderr,
        /warning: run 2 of "works" \(agent\) changed gone\.txt, notes\.txt, src\/app\.ts in \S+, the folder every execution works in \(workspace mode "none"\)/,
      );
      assert.equal(r.stderr.match(/the folder every execution works in/g)?.length, 3);
      const report = readFileSync(project.file("out/report.md"), "utf8");
      assert.match(
        report,
        /> - 3 executions changed files in the folder every execution works in \(workspace mode "none"\), so the executions after them saw the changes and the runs are not independent: run 1 of works \(agent\): notes\.txt/,
      );
      assert.match(readFileSync(project.file("out/report.html"), "utf8"), /3 executions changed files in the folder every execution works in/);
    });
  }

  it("are found by listing the folder, without asking git, outside any repository; inside one git lists them", async () => {
    // A git on PATH that writes down what it was asked, then runs the real one.
    const realGit = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
    for (const git of [false, true]) {
      const project = folder("echo line >> notes.txt", { git });
      project.write("bin/git", `#!/bin/sh\necho "$*" >> "${project.file("git.calls")}"\nexec ${realGit} "$@"\n`);
      chmodSync(project.file("bin/git"), 0o755);
      const out = project.file("out");
      const env = { PATH: `${project.file("bin")}${path.delimiter}${process.env.PATH ?? ""}` };
      const r = await runCli(["run", "suite.jsonl", "-n", "2", "-p", "1", "--out-dir", out], { cwd: project.dir, env });
      assert.equal(r.code, 0, r.stderr);
      // Both runs changed notes.txt (outside git, the log of calls may change too: every file is watched there).
      assert.deepEqual(
        readRun(out).results.map((x) => x.sharedChanges?.files.includes("notes.txt")),
        [true, true],
      );
      const calls = readFileSync(project.file("git.calls"), { encoding: "utf8", flag: "a+" });
      assert.equal(calls.includes("ls-files"), git, calls);
    }
  });

  it("say nothing when the agent changes nothing (the out-dir inside the folder does not count)", async () => {
    const project = folder("cat src/app.ts > /dev/null", { git: true });
    const out = project.file("out");
    const r = await runCli(["run", "suite.jsonl", "-n", "2", "-p", "2", "--out-dir", out, "-o", project.file("out/report.md")], { cwd: project.dir });
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(
      readRun(out).results.map((x) => x.sharedChanges),
      [undefined, undefined],
    );
    assert.doesNotMatch(r.stderr, /workspace mode "none"/);
    assert.doesNotMatch(readFileSync(project.file("out/report.md"), "utf8"), /not independent/);
  });
});

describe('workspace mode "none" with -p 2', () => {
  it("records a change on the first execution to end after it, and says the other one running may have made it", async () => {
    const project = folder(
      'touch "file-$AGENT_BENCH_RUN"\ntouch "$BARRIER/$AGENT_BENCH_RUN"\ni=0; while [ "$(ls "$BARRIER" | wc -l)" -lt 2 ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i+1)); done',
      {
        git: true,
      },
    );
    const barrier = project.file("barrier");
    execFileSync("mkdir", [barrier]);
    execFileSync("sh", ["-c", "echo barrier/ >> .gitignore"], { cwd: project.dir });
    const out = project.file("out");
    const r = await runCli(["run", "suite.jsonl", "-n", "2", "-p", "2", "--out-dir", out], { cwd: project.dir, env: { BARRIER: barrier } });
    assert.equal(r.code, 0, r.stderr);
    const changed = readRun(out).results.flatMap((x) => x.sharedChanges?.files ?? []);
    assert.deepEqual(changed.sort(), ["file-1", "file-2"]);
    assert.match(r.stderr, /warning: run \d of "works" \(agent\) or the execution running beside it changed file-1, file-2 in /);
  });
});
