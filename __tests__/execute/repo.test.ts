// The commit under test, recorded in results.json: from the environment CI sets, else from git (the one
// question prepareRun asks git about the suite's repository, probeRepository).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { after, describe, it } from "node:test";
import { probeRepository } from "../../src/execute/git-copy.ts";
import { detectCommit } from "../../src/execute/repo.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({ "README.md": "hi\n" });
const other = tempProject({ "other.md": "other\n" });
after(() => {
  project.remove();
  other.remove();
});
const gitIn = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, {
    cwd,
    env: { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.com" },
  })
    .toString()
    .trim();
const git = (...args: string[]) => gitIn(project.dir, ...args);
git("init", "-q", "-b", "feature/x");
git("add", ".");
git("commit", "-qm", "first");
const head = git("rev-parse", "HEAD");
gitIn(other.dir, "init", "-q", "-b", "elsewhere");
gitIn(other.dir, "add", ".");
gitIn(other.dir, "commit", "-qm", "other");

const commitOf = (dir: string) => detectCommit(probeRepository(dir));

function withEnv<T>(env: Record<string, string | undefined>, fn: () => T): T {
  const keys = ["AGENT_BENCH_COMMIT_SHA", "AGENT_BENCH_COMMIT_REF", "GITHUB_SHA", "GITHUB_HEAD_REF", "GITHUB_REF_NAME", "GIT_DIR"];
  const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
  for (const k of keys) delete process.env[k];
  Object.assign(process.env, env);
  try {
    return fn();
  } finally {
    for (const k of keys) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  }
}

describe("the commit under test", () => {
  it("comes from git outside CI: the HEAD commit and its branch", async () => {
    assert.deepEqual(await withEnv({}, () => commitOf(project.dir)), { sha: head, ref: "feature/x" });
  });

  it("prefers what CI says, and asks git only for what it does not say", async () => {
    assert.deepEqual(await withEnv({ GITHUB_SHA: "a".repeat(40) }, () => commitOf(project.dir)), { sha: "a".repeat(40), ref: "feature/x" });
    assert.deepEqual(await withEnv({ GITHUB_REF_NAME: "main" }, () => commitOf(project.dir)), { sha: head, ref: "main" });
    assert.deepEqual(
      await withEnv({ AGENT_BENCH_COMMIT_SHA: "b".repeat(40), AGENT_BENCH_COMMIT_REF: "pr-head", GITHUB_SHA: "c".repeat(40) }, () => commitOf(project.dir)),
      { sha: "b".repeat(40), ref: "pr-head" },
    );
  });

  it("does not wait for git when CI says both the commit and the branch", async () => {
    const never = new Promise<never>(() => {});
    assert.deepEqual(await withEnv({ GITHUB_SHA: "d".repeat(40), GITHUB_HEAD_REF: "pr" }, () => detectCommit(never)), { sha: "d".repeat(40), ref: "pr" });
  });

  it("is the suite's repository's even when GIT_DIR names another (as inside a git hook)", async () => {
    assert.deepEqual(await withEnv({ GIT_DIR: `${other.dir}/.git` }, () => commitOf(project.dir)), { sha: head, ref: "feature/x" });
  });

  it("is unknown before the first commit", async () => {
    const unborn = tempProject({ "a.md": "a\n" });
    try {
      gitIn(unborn.dir, "init", "-q", "-b", "main");
      assert.equal(await withEnv({}, () => commitOf(unborn.dir)), undefined);
    } finally {
      unborn.remove();
    }
  });

  it("has no branch on a detached HEAD, and is unknown outside a repository", async () => {
    git("checkout", "-q", "--detach");
    assert.deepEqual(await withEnv({}, () => commitOf(project.dir)), { sha: head });
    assert.equal(await withEnv({}, () => commitOf("/")), undefined);
  });
});
