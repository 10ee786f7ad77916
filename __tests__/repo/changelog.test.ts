// CHANGELOG.md follows Keep a Changelog, and the changelog check (scripts/check-changelog.ts, run by
// .github/workflows/changelog.yml as written) fails a pull request that changes src/, action.yml or
// docs/ without touching the Unreleased section, unless it opts out.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { parse } from "yaml";
import { releaseSection, touchedLines, unreleasedSection } from "../../scripts/changelog.ts";
import { checkChangelog, type PullRequest } from "../../scripts/check-changelog.ts";
import { ROOT } from "../helpers/cli.ts";
import { interpolate } from "../helpers/expressions.ts";

const CHANGELOG = readFileSync(path.join(ROOT, "CHANGELOG.md"), "utf8");

describe("CHANGELOG.md", () => {
  it("has an Unreleased section above one dated section per release, newest first, each with a link", () => {
    const headings = [...CHANGELOG.matchAll(/^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$/gm)].map((m) => ({ name: m[1], date: m[2] }));
    assert.equal(headings[0].name, "Unreleased");
    const releases = headings.slice(1);
    assert.ok(releases.length >= 1);
    for (const r of releases) {
      assert.match(r.name, /^\d+\.\d+\.\d+(-[\w.]+)?$/, "a semver version");
      assert.ok(r.date, `${r.name} has its date`);
    }
    const dates = releases.map((r) => r.date);
    assert.deepEqual(dates, [...dates].sort().reverse(), "newest first");
    for (const h of headings)
      assert.match(CHANGELOG, new RegExp(`^\\[${h.name.replace(/\./g, "\\.")}\\]: https://github\\.com/agent-bench/agent-bench/`, "m"), `${h.name} links`);
    // Only Keep a Changelog's kinds of change.
    for (const [, kind] of CHANGELOG.matchAll(/^### (.+)$/gm))
      assert.ok(["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"].includes(kind), kind);
  });

  it("starts with 0.1.0, the version package.json has", () => {
    assert.ok(releaseSection(CHANGELOG, "0.1.0")?.body.includes("agent-bench run"));
    assert.ok(unreleasedSection(CHANGELOG)!.body.length > 0, "this round's changes are listed");
  });
});

const text = "# Changelog\n\n## [Unreleased]\n\n### Added\n- One.\n\n## [1.0.0] - 2026-01-01\n\n- First.\n";

describe("the changelog check", () => {
  const pr = (over: Partial<PullRequest>): PullRequest => ({
    changed: ["src/a.ts"],
    title: "Change a",
    labels: [],
    commitMessages: "Change a\n",
    changelog: text,
    changelogDiff: "",
    ...over,
  });

  it("passes a pull request that changes nothing users get", () => {
    assert.equal(checkChangelog(pr({ changed: ["__tests__/a.test.ts", "bench/x.mjs", ".github/workflows/ci.yml"] })).ok, true);
  });

  it("fails src/, action.yml or docs/ changes without an Unreleased line, naming the files and the two ways out", () => {
    for (const changed of [["src/a.ts"], ["action.yml"], ["docs/cli.md", "README.md"]]) {
      const result = checkChangelog(pr({ changed }));
      assert.equal(result.ok, false, changed.join());
      assert.match(result.message, new RegExp(changed[0].replace(".", "\\.")));
      assert.match(result.message, /skip-changelog label or put "\[skip changelog\]" in the title/);
    }
  });

  it("passes when the Unreleased section gained or lost a line; not when only a release's section changed", () => {
    assert.equal(checkChangelog(pr({ changelogDiff: "@@ -6,0 +7 @@\n+- Two.\n" })).ok, true);
    assert.equal(checkChangelog(pr({ changelogDiff: "@@ -6 +5,0 @@\n-- Gone.\n" })).ok, true);
    assert.equal(checkChangelog(pr({ changelogDiff: "@@ -10 +10 @@\n-- First.\n+- First!\n" })).ok, false);
    assert.deepEqual(touchedLines("@@ -1,2 +1,3 @@\n@@ -9 +10,0 @@\n"), [1, 2, 3, 10, 11]);
  });

  it("honours the opt-outs: the skip-changelog label, [skip changelog] in the title or a commit message", () => {
    assert.equal(checkChangelog(pr({ labels: ["skip-changelog"] })).ok, true);
    assert.equal(checkChangelog(pr({ title: "Refactor [skip changelog]" })).ok, true);
    assert.equal(checkChangelog(pr({ commitMessages: "Tidy\n\n[Skip Changelog]\n" })).ok, true);
    assert.equal(checkChangelog(pr({ labels: ["documentation"] })).ok, false);
  });

  it("fails a CHANGELOG.md without an Unreleased section", () => {
    const result = checkChangelog(pr({ changelog: "# Changelog\n\n## [1.0.0] - 2026-01-01\n" }));
    assert.equal(result.ok, false);
    assert.match(result.message, /no "## \[Unreleased\]" section/);
  });
});

describe("the changelog workflow's step on a pull request's commits", () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "agent-bench-changelog-"));
  after(() => rmSync(scratch, { recursive: true, force: true }));
  const workflow = parse(readFileSync(path.join(ROOT, ".github/workflows/changelog.yml"), "utf8")) as {
    jobs: { changelog: { steps: Array<{ run?: string; env?: Record<string, string> }> } };
  };
  const step = workflow.jobs.changelog.steps.find((s) => s.run?.includes("check-changelog"))!;
  const git = (repo: string, ...args: string[]) => {
    const r = spawnSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd: repo, encoding: "utf8" });
    assert.equal(r.status, 0, r.stderr);
    return r.stdout.trim();
  };

  function pullRequest(files: Record<string, string>, title: string, labels: string[] = []) {
    const repo = mkdtempSync(path.join(scratch, "repo-"));
    git(repo, "init", "-q", "-b", "main");
    mkdirSync(path.join(repo, "src"));
    mkdirSync(path.join(repo, "scripts"));
    for (const f of ["check-changelog.ts", "changelog.ts"]) writeFileSync(path.join(repo, "scripts", f), readFileSync(path.join(ROOT, "scripts", f)));
    writeFileSync(path.join(repo, "package.json"), '{ "type": "module" }\n');
    writeFileSync(path.join(repo, "src/a.ts"), "export const a = 1;\n");
    writeFileSync(path.join(repo, "CHANGELOG.md"), text);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "base");
    const base = git(repo, "rev-parse", "HEAD");
    git(repo, "checkout", "-q", "-b", "feature");
    for (const [f, content] of Object.entries(files)) writeFileSync(path.join(repo, f), content);
    git(repo, "commit", "-q", "-am", title);
    const ctx = {
      github: {
        event: { pull_request: { base: { sha: base }, head: { sha: git(repo, "rev-parse", "HEAD") }, title, labels: labels.map((name) => ({ name })) } },
      },
    };
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, interpolate(v, ctx)]));
    return spawnSync("bash", ["-e", "-c", step.run!], { cwd: repo, encoding: "utf8", env: { ...process.env, ...env, GITHUB_ACTIONS: "true" } });
  }

  it("fails a source change without a changelog line, with an annotation on CHANGELOG.md", () => {
    const r = pullRequest({ "src/a.ts": "export const a = 2;\n" }, "Change a");
    assert.equal(r.status, 1, r.stdout + r.stderr);
    assert.match(r.stderr, /changes what users get \(src\/a\.ts\) but not CHANGELOG\.md's "## \[Unreleased\]" section/);
    assert.match(r.stdout, /^::error file=CHANGELOG\.md,title=CHANGELOG\.md::this pull request changes what users get/m);
  });

  it("passes it with a line under Unreleased, or with the label", () => {
    const noted = pullRequest({ "src/a.ts": "export const a = 2;\n", "CHANGELOG.md": text.replace("- One.\n", "- One.\n- a is 2.\n") }, "Change a");
    assert.equal(noted.status, 0, noted.stderr);
    const labelled = pullRequest({ "src/a.ts": "export const a = 2;\n" }, "Change a", ["skip-changelog"]);
    assert.equal(labelled.status, 0, labelled.stderr);
    assert.match(labelled.stdout, /the skip-changelog label opts this pull request out/);
  });
});
