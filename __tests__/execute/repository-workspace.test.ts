// The default workspace: each execution works in its own copy of the repository that holds the suite,
// so runs are independent and your folder is left as it was. Real git repositories, real agent
// processes (command runners written in sh).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject, type TempProject } from "../helpers/project.ts";

const projects: TempProject[] = [];
after(() => projects.forEach((p) => p.remove()));

const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], { cwd: dir, encoding: "utf8" });

/** A git repository with a suite in evals/ whose one runner is the shell script `agent`. */
function repository(agent: string, cases: Array<Record<string, unknown>>, files: Record<string, string> = {}): TempProject {
  const project = tempProject({
    "evals/suite.jsonl": cases.map((c) => JSON.stringify(c)).join("\n") + "\n",
    "evals/agent.sh": `#!/bin/sh\n${agent}\n`,
    "evals/agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "command", command: "./agent.sh" } } }),
    ...files,
  });
  projects.push(project);
  chmodSync(project.file("evals/agent.sh"), 0o755);
  git(project.dir, "init", "-q", "-b", "main");
  git(project.dir, "add", "-A");
  git(project.dir, "commit", "-q", "-m", "the suite");
  return project;
}

const readRun = (dir: string) => JSON.parse(readFileSync(path.join(dir, "results.json"), "utf8")) as RunFile;
/** The newest run in a folder's default out-dir. */
const latest = (dir: string) => path.join(dir, ".agent-bench/runs", readlinkSync(path.join(dir, ".agent-bench/runs/latest")));

describe("the default workspace: a copy of the repository per execution", () => {
  it("5 runs of an agent that appends to notes.txt each see one line, and git status of the repository stays clean", async () => {
    const project = repository("echo line >> notes.txt\nwc -l < notes.txt | tr -d ' '", [
      { id: "appends", input: "append a line to notes.txt and count its lines", assert: { type: "regex", value: "^1\\s*$" } },
    ]);
    const r = await runCli(["run", "evals/suite.jsonl", "-n", "5", "-p", "1"], { cwd: project.dir });
    assert.equal(r.code, 0, r.stderr);
    const run = readRun(latest(project.dir));
    assert.deepEqual(
      run.results.map((x) => [x.run, x.status, x.finalOutput?.trim()]),
      [1, 2, 3, 4, 5].map((n) => [n, "passed", "1"]),
    );
    assert.equal(existsSync(project.file("notes.txt")), false, "the agent wrote into its copy, not into the repository");
    assert.equal(git(project.dir, "status", "--porcelain", "--untracked-files=all"), "", "nothing changed, nothing untracked (.agent-bench ignores itself)");
    assert.equal(existsSync(path.join(latest(project.dir), "workspaces")), false, "passed executions' copies and the snapshot are removed");
  });

  it("-p 4: four agents at the same time never see each other's files", async () => {
    // Each agent leaves a marker in its workspace, waits until all four are running (a barrier outside
    // the repository), then lists the markers it can see.
    const project = repository(
      [
        'touch "marker-$AGENT_BENCH_RUN"',
        'touch "$BARRIER/$AGENT_BENCH_RUN"',
        'i=0; while [ "$(ls "$BARRIER" | wc -l)" -lt 4 ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i+1)); done',
        "ls marker-* | tr '\\n' ' '",
      ].join("\n"),
      [{ id: "alone", input: "list the markers", assert: { type: "regex", value: "^marker-\\d $" } }],
    );
    const barrier = project.file("../" + path.basename(project.dir) + "-barrier");
    mkdirSync(barrier);
    after(() => execFileSync("rm", ["-rf", barrier]));
    const r = await runCli(["run", "evals/suite.jsonl", "-n", "4", "-p", "4"], { cwd: project.dir, env: { BARRIER: barrier } });
    assert.equal(readdirSync(barrier).length, 4, "all four ran");
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const run = readRun(latest(project.dir));
    assert.deepEqual(
      run.results.map((x) => x.finalOutput),
      ["marker-1 ", "marker-2 ", "marker-3 ", "marker-4 "],
    );
  });

  it("copies tracked and untracked files (not ignored ones, not .agent-bench), starts the agent in the same folder, and gives it a git repository of its own", async () => {
    const project = repository(
      [
        "status=$(git status --porcelain --untracked-files=all); branch=$(git rev-parse --abbrev-ref HEAD); where=$(pwd)",
        'printf "%s\\n" "$status" > ../status.txt; echo "$branch" > ../branch.txt; echo "$where" > ../where.txt',
        "echo agent > ../committed.txt && git add ../committed.txt && git -c user.name=agent -c user.email=agent@example.com commit -q -m 'the agent commits' && echo ok",
      ].join("\n"),
      [{ id: "looks", input: "look around", assert: { type: "contains", value: "ok" } }],
      { ".gitignore": "ignored/\n*.log\n", "src/app.ts": "export {};\n", "debug.log": "ignored\n", "ignored/big.bin": "x\n" },
    );
    project.write("untracked.txt", "not committed yet\n");
    project.write("src/new.ts", "export const x = 1;\n");
    project.write("staged.txt", "staged\n");
    git(project.dir, "add", "staged.txt");
    symlinkSync(project.file("src/app.ts"), project.file("absolute-link"));
    // A repository inside the repository (a vendored checkout): its files are copied too.
    project.write("vendor/lib/lib.txt", "vendored\n");
    git(project.file("vendor/lib"), "init", "-q");
    git(project.file("vendor/lib"), "add", "-A");
    git(project.file("vendor/lib"), "commit", "-q", "-m", "lib");
    // An earlier run in a custom out-dir inside the repository (not ignored) is not copied either.
    const earlier = project.file("old-run");
    assert.equal((await runCli(["run", "suite.jsonl", "--out-dir", earlier], { cwd: project.file("evals") })).code, 0);
    const head = git(project.dir, "rev-parse", "HEAD");

    const r = await runCli(["run", "suite.jsonl", "--keep-workspaces"], { cwd: project.file("evals") });
    assert.equal(r.code, 0, r.stderr);
    const out = latest(project.file("evals"));
    const copy = path.join(out, readRun(out).results[0].workspacePath!);
    assert.equal(readFileSync(path.join(copy, "where.txt"), "utf8").trim(), path.join(copy, "evals"), "the agent started in evals/, as run from evals/");
    for (const file of ["src/app.ts", "src/new.ts", "untracked.txt", "staged.txt", "evals/suite.jsonl", ".gitignore", "vendor/lib/lib.txt"])
      assert.ok(existsSync(path.join(copy, file)), file);
    for (const file of ["debug.log", "ignored", ".agent-bench", "old-run"]) assert.equal(existsSync(path.join(copy, file)), false, `${file} is not copied`);
    assert.equal(readlinkSync(path.join(copy, "absolute-link")), "src/app.ts", "an absolute link into the repository points into the copy");
    assert.equal(
      readFileSync(path.join(copy, "status.txt"), "utf8"),
      git(project.dir, "status", "--porcelain", "--untracked-files=all")
        .split("\n")
        .filter((line) => !line.startsWith("?? old-run/"))
        .join("\n"),
      "git status in the copy is git status of the repository",
    );
    assert.equal(readFileSync(path.join(copy, "branch.txt"), "utf8").trim(), "main");
    assert.equal(git(copy, "log", "-1", "--format=%s").trim(), "the agent commits", "the agent's commit is in the copy");
    assert.equal(git(project.dir, "rev-parse", "HEAD"), head, "and not in the repository");
    assert.ok(lstatSync(path.join(copy, ".git")).isDirectory());
    assert.equal(git(path.join(copy, "vendor/lib"), "log", "-1", "--format=%s").trim(), "lib", "the nested repository has a .git of its own");
  });

  it("every execution copies the repository as it was when the run started, even when it changes meanwhile", async () => {
    const project = repository('cat version.txt\necho "changed by run $AGENT_BENCH_RUN" > "$ORIGINAL/version.txt"', [
      { id: "reads", input: "read version.txt", assert: { type: "contains", value: "original" } },
    ]);
    project.write("version.txt", "original\n");
    const r = await runCli(["run", "evals/suite.jsonl", "-n", "3", "-p", "1"], { cwd: project.dir, env: { ORIGINAL: project.dir } });
    assert.equal(r.code, 0, r.stdout);
    assert.equal(readFileSync(project.file("version.txt"), "utf8"), "changed by run 3\n", "the agent did change your file (on purpose here)");
  });

  it("outside git, copies the suite's folder", async () => {
    const project = tempProject({
      "suite.jsonl": JSON.stringify({ id: "lists", input: "list", assert: { type: "regex", value: "data\\.csv" } }) + "\n",
      "data.csv": "a,b\n",
      "agent.sh": "#!/bin/sh\nls; echo x > data.csv\n",
      "agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "command", command: "./agent.sh" } } }),
    });
    projects.push(project);
    chmodSync(project.file("agent.sh"), 0o755);
    const r = await runCli(["run", "suite.jsonl", "-n", "2"], { cwd: project.dir });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(readFileSync(project.file("data.csv"), "utf8"), "a,b\n");
  });

  it("a repository before its first commit: the copy is on the same unborn branch, with the same files staged", async () => {
    const project = tempProject({
      "evals/suite.jsonl": JSON.stringify({ id: "status", input: "git status", assert: { type: "contains", value: "A  evals/suite.jsonl" } }) + "\n",
      "evals/agent.sh":
        '#!/bin/sh\n[ "$(git rev-parse --show-toplevel)" = "$(pwd -P)" ] && echo "its own repository"\ngit symbolic-ref HEAD; git status --porcelain\n',
      "evals/agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "command", command: "./agent.sh" } } }),
    });
    projects.push(project);
    chmodSync(project.file("evals/agent.sh"), 0o755);
    git(project.dir, "init", "-q", "-b", "first");
    git(project.dir, "add", "evals");
    const r = await runCli(["run", "evals/suite.jsonl"], { cwd: project.dir });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.doesNotMatch(r.stderr, /warning/u);
    const output = readRun(latest(project.dir)).results[0].finalOutput ?? "";
    assert.match(output, /^its own repository$/mu, "the copy has a .git of its own");
    assert.match(output, /^refs\/heads\/first$/mu, "HEAD names the same branch, still without a commit");
    assert.match(output, /^A {2}evals\/agent\.sh$/mu, "what was staged is staged in the copy");
  });

  it("a .git that git cannot read: copies the whole folder that holds it (but .git), and says so", async () => {
    const project = tempProject({
      ".git/HEAD": "ref: refs/heads/main\n",
      ".claude/skills/greet/SKILL.md": "---\nname: greet\n---\n",
      "evals/suite.jsonl": JSON.stringify({ id: "skill", input: "find the skill", assert: { type: "contains", value: "SKILL.md" } }) + "\n",
      "evals/agent.sh": "#!/bin/sh\nls .claude/skills/greet; ls -a | grep -c '^.git$' || true\n",
      "evals/agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "command", command: "./agent.sh" } } }),
    });
    projects.push(project);
    chmodSync(project.file("evals/agent.sh"), 0o755);
    const r = await runCli(["run", "evals/suite.jsonl"], { cwd: project.dir });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(
      r.stderr,
      /warning: git cannot read the repository at \S+ \(.+\): each execution gets a copy of every file there but \.git, ignored files included/,
    );
    assert.equal(readRun(latest(project.dir)).results[0].finalOutput?.trim(), "SKILL.md\n0", "the skill is there, .git is not");
  });
});

describe('templateDir: "." with the default out-dir', () => {
  it("never copies .agent-bench or a run folder into a workspace: the runs end, each copy holds the template only", async () => {
    const project = tempProject({
      "suite.jsonl": JSON.stringify({ id: "writes", input: "write", assert: { type: "contains", value: "done" } }) + "\n",
      "agent-bench.config.json": JSON.stringify({
        defaults: { workspace: { mode: "isolated", templateDir: "." } },
        runners: { agent: { type: "scripted", steps: [{ tool: "write", path: "out.txt", content: "x" }, { text: "done" }] } },
      }),
      "src/index.ts": "export {};\n",
    });
    projects.push(project);
    for (let round = 1; round <= 2; round++) {
      const r = await runCli(["run", "suite.jsonl", "-n", "3", "-p", "3", "--keep-workspaces"], { cwd: project.dir });
      assert.equal(r.code, 0, r.stderr);
    }
    const custom = project.file("custom-out");
    assert.equal((await runCli(["run", "suite.jsonl", "-n", "2", "--keep-workspaces", "--out-dir", custom], { cwd: project.dir })).code, 0);
    const run = readRun(latest(project.dir));
    for (const dir of [...run.results.map((x) => path.join(latest(project.dir), x.workspacePath!)), path.join(custom, "workspaces/writes/agent/run-2")]) {
      assert.deepEqual(readdirSync(dir).sort(), ["agent-bench.config.json", "out.txt", "src", "suite.jsonl"], dir);
    }
  });
});

describe('mode "repository" written out', () => {
  it("takes cwd (where the agent works in the copy) and a bootstrap that runs in each copy", async () => {
    const project = repository("cat ready.txt; pwd", [{ id: "ready", input: "is it ready?", assert: { type: "contains", value: "bootstrapped" } }], {
      "app/package.json": "{}\n",
      "evals/setup.sh": "#!/bin/sh\necho bootstrapped > ready.txt\n",
    });
    project.write(
      "evals/agent-bench.config.json",
      JSON.stringify({
        defaults: { workspace: { mode: "repository", cwd: "../app", bootstrap: { command: "sh", args: ["./setup.sh"] } } },
        runners: { agent: { type: "command", command: "./agent.sh" } },
      }),
    );
    const r = await runCli(["run", "evals/suite.jsonl", "-n", "2"], { cwd: project.dir });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    for (const result of readRun(latest(project.dir)).results)
      assert.match(result.finalOutput ?? "", /^bootstrapped\n.*\/workspaces\/ready\/agent\/run-\d\/app\n?$/);
    assert.equal(existsSync(project.file("app/ready.txt")), false);
  });

  it("refuses a templateDir, and a cwd outside the repository, naming the file and key (exit 2, nothing runs)", async () => {
    const project = repository("echo hi", [{ id: "x", input: "x", assert: [] }]);
    const config = (workspace: object) =>
      project.write(
        "evals/agent-bench.config.json",
        JSON.stringify({ defaults: { workspace }, runners: { agent: { type: "command", command: "./agent.sh" } } }),
      );
    config({ mode: "repository", templateDir: "." });
    let r = await runCli(["run", "evals/suite.jsonl"], { cwd: project.dir });
    assert.equal(r.code, 2);
    assert.match(
      r.stderr,
      /agent-bench\.config\.json: defaults\.workspace: mode "repository" copies the repository that holds the suite; it takes no templateDir/,
    );
    config({ mode: "repository", cwd: "../../elsewhere" });
    r = await runCli(["run", "evals/suite.jsonl"], { cwd: project.dir });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /workspace: cwd \S+elsewhere is outside the repository the agent gets a copy of/);
    assert.equal(existsSync(project.file(".agent-bench")), false, "nothing ran");
  });
});
