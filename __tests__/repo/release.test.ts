// The release workflow's release step (.github/workflows/release.yml), run as written in its dry-run
// form (a workflow_dispatch rehearsal) on a small action repository with tags: it refuses a tag whose
// dist/ differs from a clean build, a version that is not package.json's and a tag without notes;
// otherwise it packs the tarball, writes the notes from CHANGELOG.md and moves v1 and v1.N to the
// tag (git rev-parse), leaving an older line's tags alone.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { parse } from "yaml";
import { releaseSection } from "../../scripts/changelog.ts";
import { distTag, parseTag, tagsToMove } from "../../scripts/release-plan.ts";
import { ROOT } from "../helpers/cli.ts";
import { interpolate } from "../helpers/expressions.ts";

const scratch = mkdtempSync(path.join(os.tmpdir(), "agent-bench-release-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

const GIT_ENV = { GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.com" };

function git(repo: string, ...args: string[]): string {
  const r = spawnSync("git", args, { cwd: repo, encoding: "utf8", env: { ...process.env, ...GIT_ENV } });
  assert.equal(r.status, 0, `git ${args.join(" ")}: ${r.stderr}`);
  return r.stdout.trim();
}

const changelog = (sections: string[]) =>
  ["# Changelog", "", "## [Unreleased]", "", ...sections, "[Unreleased]: https://example.com/compare/v1.2.0...HEAD", ""].join("\n");
const SECTION_110 = "## [1.1.0] - 2026-10-01\n\n### Added\n- The first feature.\n";
const SECTION_120 = "## [1.2.0] - 2026-11-01\n\n### Added\n- A second feature.\n\n### Fixed\n- A crash on empty input.\n";

/** An action repository: src/ built into dist/ by `npm run build`, with this repository's release scripts. */
function fixture(): { repo: string; commit(version: string, source: string, sections: string[], options?: { build?: boolean }): string } {
  const repo = mkdtempSync(path.join(scratch, "repo-"));
  git(repo, "init", "-q", "-b", "main");
  mkdirSync(path.join(repo, "src"));
  mkdirSync(path.join(repo, "scripts"));
  for (const f of ["release.ts", "release-plan.ts", "changelog.ts"]) cpSync(path.join(ROOT, "scripts", f), path.join(repo, "scripts", f));
  writeFileSync(path.join(repo, "action.yml"), "name: fixture\ndescription: A fixture action.\nruns:\n  using: node24\n  main: dist/index.js\n");
  writeFileSync(
    path.join(repo, "build.mjs"),
    'import { mkdirSync, readFileSync, writeFileSync } from "node:fs";\nmkdirSync("dist", { recursive: true });\nwriteFileSync("dist/index.js", `// built\\n${readFileSync("src/index.js", "utf8")}`);\n',
  );
  return {
    repo,
    commit(version, source, sections, options = {}) {
      const pkg = { name: "fixture-action", version, type: "module", files: ["dist", "action.yml", "CHANGELOG.md"], scripts: { build: "node build.mjs" } };
      writeFileSync(path.join(repo, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
      writeFileSync(path.join(repo, "src/index.js"), source);
      writeFileSync(path.join(repo, "CHANGELOG.md"), changelog(sections));
      if (options.build ?? true) assert.equal(spawnSync("node", ["build.mjs"], { cwd: repo }).status, 0);
      git(repo, "add", "-A");
      git(repo, "commit", "-q", "-m", `v${version}`);
      return git(repo, "rev-parse", "HEAD");
    },
  };
}

// The release step of release.yml, with its expressions evaluated for a workflow_dispatch rehearsal of `tag`.
const RELEASE = parse(readFileSync(path.join(ROOT, ".github/workflows/release.yml"), "utf8")) as {
  jobs: { release: { steps: Array<{ run?: string; env?: Record<string, string> }> } };
};
const STEP = RELEASE.jobs.release.steps.find((s) => s.run?.includes("scripts/release.ts"))!;

function rehearse(repo: string, tag: string): { code: number | null; stdout: string; stderr: string; out: string } {
  const ctx = { github: { event_name: "workflow_dispatch", ref_name: "main", token: "***" }, inputs: { tag }, secrets: {} };
  const env = Object.fromEntries(Object.entries(STEP.env ?? {}).map(([k, v]) => [k, interpolate(v, ctx)]));
  const runnerTemp = mkdtempSync(path.join(scratch, "runner-temp-"));
  const r = spawnSync("bash", ["-e", "-c", interpolate(STEP.run!, ctx)], {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, ...GIT_ENV, ...env, RUNNER_TEMP: runnerTemp, npm_config_update_notifier: "false" },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, out: path.join(runnerTemp, `agent-bench-release-${tag}`) };
}

describe("the release step in dry-run mode", () => {
  it("rehearses a tag as the workflow runs it: --dry-run on workflow_dispatch, a real release on a tag push", () => {
    assert.match(STEP.run!, /^node scripts\/release\.ts "\$TAG" /);
    assert.equal(interpolate(STEP.run!, { github: { event_name: "workflow_dispatch" } }).trim(), 'node scripts/release.ts "$TAG" --dry-run');
    assert.equal(interpolate(STEP.run!, { github: { event_name: "push" } }).trim(), 'node scripts/release.ts "$TAG"');
  });

  it("packs the tarball, writes CHANGELOG.md's section as the notes, and moves v1 and v1.2 to the tag", () => {
    const f = fixture();
    const first = f.commit("1.1.0", 'console.log("one");\n', [SECTION_110]);
    for (const t of ["v1.1.0", "v1.1", "v1"]) git(f.repo, "tag", t);
    const second = f.commit("1.2.0", 'console.log("two");\n', [SECTION_120, SECTION_110]);
    git(f.repo, "tag", "v1.2.0");

    const run = rehearse(f.repo, "v1.2.0");
    assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
    const tarball = path.join(run.out, "fixture-action-1.2.0.tgz");
    assert.ok(existsSync(tarball), run.stdout);
    const listed = spawnSync("tar", ["-tzf", tarball], { encoding: "utf8" }).stdout.trim().split("\n").sort();
    assert.deepEqual(listed, ["package/CHANGELOG.md", "package/action.yml", "package/dist/index.js", "package/package.json"]);
    assert.equal(readFileSync(path.join(run.out, "release-notes.md"), "utf8"), "### Added\n- A second feature.\n\n### Fixed\n- A crash on empty input.\n");
    assert.equal(git(f.repo, "rev-parse", "v1^{commit}"), second);
    assert.equal(git(f.repo, "rev-parse", "v1.2^{commit}"), second);
    assert.equal(git(f.repo, "rev-parse", "v1.1^{commit}"), first, "the older minor stays");
    assert.match(
      run.stdout,
      /dry run, would create the GitHub release: gh release create v1\.2\.0 \S+fixture-action-1\.2\.0\.tgz --title v1\.2\.0 --notes-file \S+ --verify-tag/,
    );
    assert.match(run.stdout, /dry run, would publish to npm: npm publish \S+ --provenance --access public --tag latest/);
    assert.match(run.stdout, /dry run, would push v1 and v1\.2: git push --force origin refs\/tags\/v1 refs\/tags\/v1\.2/);
  });

  it("refuses a tag whose dist/ is not a clean build of it, and moves nothing", () => {
    const f = fixture();
    const good = f.commit("1.2.0", 'console.log("two");\n', [SECTION_120]);
    for (const t of ["v1.2.0", "v1.2", "v1"]) git(f.repo, "tag", t);
    f.commit("1.2.1", 'console.log("two, fixed");\n', ["## [1.2.1] - 2026-11-20\n\n### Fixed\n- The fix.\n", SECTION_120], { build: false });
    git(f.repo, "tag", "v1.2.1");
    const run = rehearse(f.repo, "v1.2.1");
    assert.equal(run.code, 1, run.stdout);
    assert.match(run.stderr, /release: refusing v1\.2\.1: dist\/ of v1\.2\.1 is not a clean build of it; a fresh build changes:\n M dist\/index\.js/);
    assert.ok(!existsSync(path.join(run.out, "fixture-action-1.2.1.tgz")), "nothing packed");
    assert.equal(git(f.repo, "rev-parse", "v1^{commit}"), good);
    assert.equal(git(f.repo, "rev-parse", "v1.2^{commit}"), good);
  });

  it("refuses a version package.json does not have, a tag without notes, a tag not on main, and a tag that is not vX.Y.Z", () => {
    const f = fixture();
    f.commit("1.2.0", 'console.log("two");\n', [SECTION_120]);
    git(f.repo, "tag", "v1.3.0");
    let run = rehearse(f.repo, "v1.3.0");
    assert.equal(run.code, 1);
    assert.match(run.stderr, /refusing v1\.3\.0: package\.json says version 1\.2\.0, the tag says 1\.3\.0/);

    f.commit("1.4.0", 'console.log("four");\n', [SECTION_120]);
    git(f.repo, "tag", "v1.4.0");
    run = rehearse(f.repo, "v1.4.0");
    assert.equal(run.code, 1);
    assert.match(run.stderr, /refusing v1\.4\.0: CHANGELOG\.md has no "## \[1\.4\.0\]" section with notes/);

    git(f.repo, "checkout", "-q", "-b", "side");
    f.commit("1.5.0", 'console.log("five");\n', ["## [1.5.0] - 2026-11-25\n\n- Five.\n"]);
    git(f.repo, "tag", "v1.5.0");
    run = rehearse(f.repo, "v1.5.0");
    assert.equal(run.code, 1);
    assert.match(run.stderr, /refusing v1\.5\.0: v1\.5\.0 \([0-9a-f]{7}\) is not on main/);

    git(f.repo, "checkout", "-q", "main");
    run = rehearse(f.repo, "v1.3.0");
    assert.equal(run.code, 1);
    assert.match(run.stderr, /refusing v1\.3\.0: the checkout is not v1\.3\.0: check out the tag/);

    run = rehearse(f.repo, "v1.5");
    assert.equal(run.code, 2);
    assert.match(run.stderr, /usage: node scripts\/release\.ts vX\.Y\.Z/);
  });

  it("a patch to an older line, released from its branch, moves that line's minor tag and never moves v1 back", () => {
    const f = fixture();
    const old = f.commit("1.1.0", 'console.log("one");\n', [SECTION_110]);
    for (const t of ["v1.1.0", "v1.1"]) git(f.repo, "tag", t);
    const newest = f.commit("1.2.0", 'console.log("two");\n', [SECTION_120, SECTION_110]);
    for (const t of ["v1.2.0", "v1.2", "v1"]) git(f.repo, "tag", t);
    git(f.repo, "checkout", "-q", "-b", "release-1.1", old);
    const patch = f.commit("1.1.1", 'console.log("one, fixed");\n', ["## [1.1.1] - 2026-11-21\n\n### Fixed\n- Backported fix.\n", SECTION_110]);
    git(f.repo, "tag", "v1.1.1");
    const out = path.join(scratch, "older-line");
    const r = spawnSync(process.execPath, ["scripts/release.ts", "v1.1.1", "--dry-run", "--branch", "release-1.1", "--out", out], {
      cwd: f.repo,
      encoding: "utf8",
    });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(git(f.repo, "rev-parse", "v1.1^{commit}"), patch);
    assert.equal(git(f.repo, "rev-parse", "v1^{commit}"), newest);
    assert.match(r.stdout, /npm publish \S+ --provenance --access public --tag latest-1\b/);
    assert.match(r.stdout, /gh release create v1\.1\.1 .* --latest=false/);
  });
});

describe("what a release does with tags (scripts/release-plan.ts)", () => {
  const v = (tag: string) => parseTag(tag)!;
  it("reads only vX.Y.Z and vX.Y.Z-pre as release tags", () => {
    assert.deepEqual(v("v1.2.3"), { major: 1, minor: 2, patch: 3, prerelease: "", text: "1.2.3" });
    assert.equal(v("v2.0.0-rc.1").prerelease, "rc.1");
    for (const bad of ["v1", "v1.2", "1.2.3", "v01.2.3", "v1.2.3.4", "v1.2.3-"]) assert.equal(parseTag(bad), undefined, bad);
  });
  it("moves the major and minor tags only for the newest release of each; a prerelease moves none", () => {
    const tags = ["v1.0.0", "v1.1.0", "v1.2.0", "v2.0.0-rc.1", "v1", "v1.2"];
    assert.deepEqual(tagsToMove(v("v1.3.0"), tags), ["v1", "v1.3"]);
    assert.deepEqual(tagsToMove(v("v1.1.1"), tags), ["v1.1"]);
    assert.deepEqual(tagsToMove(v("v2.0.0"), tags), ["v2", "v2.0"]);
    assert.deepEqual(tagsToMove(v("v2.0.0-rc.2"), tags), []);
    assert.deepEqual(tagsToMove(v("v1.0.1"), [...tags, "v1.0.2"]), []);
  });
  it("gives npm's latest only to the newest release", () => {
    assert.equal(distTag(v("v1.3.0"), ["v1.2.0", "v2.0.0-rc.1"]), "latest");
    assert.equal(distTag(v("v1.3.0"), ["v2.0.0"]), "latest-1");
    assert.equal(distTag(v("v3.0.0-beta.2"), ["v2.0.0"]), "next");
  });
  it("this repository's package.json version has its CHANGELOG.md section, the notes its release would get", () => {
    const version = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string }).version;
    const section = releaseSection(readFileSync(path.join(ROOT, "CHANGELOG.md"), "utf8"), version);
    assert.ok(section && section.body.length > 0, `CHANGELOG.md has a ${version} section`);
    assert.doesNotMatch(section.body, /^\[[^\]]+\]: /m, "link definitions are not notes");
  });
});
