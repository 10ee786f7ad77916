// Releases the checked-out tag vX.Y.Z: run by .github/workflows/release.yml (docs/releasing.md).
//   node scripts/release.ts vX.Y.Z [--dry-run] [--out DIR] [--branch main]
// Refuses (exit 1, one message) a tag that is not the checkout, not on the branch, whose version
// differs from package.json's, whose CHANGELOG.md section is missing, or whose dist/ is not a clean
// build of it. Then packs the npm package, writes the release notes (CHANGELOG.md's section), and
// moves the major (v1) and minor (v1.2) tags to the tag when it is the newest release of that line.
// Without --dry-run it then creates the GitHub release with the tarball (gh), publishes to npm with
// provenance and pushes the moved tags; --dry-run prints those commands instead (the tags still
// move, in the local repository only). Bad usage exits 2.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { releaseSection } from "./changelog.ts";
import { distTag, parseTag, tagsToMove, type Version } from "./release-plan.ts";

class Refusal extends Error {}

function run(command: string, args: string[], options: { quiet?: boolean } = {}): string {
  const r = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, stdio: ["ignore", "pipe", options.quiet ? "pipe" : "inherit"] });
  if (r.error) throw new Refusal(`could not run ${command}: ${r.error.message}`);
  if (r.status !== 0) throw new Refusal(`${command} ${args.join(" ")} exited with ${r.status}${r.stderr ? `: ${r.stderr.trim()}` : ""}`);
  return r.stdout;
}

const git = (...args: string[]): string => run("git", args, { quiet: true }).trim();
// `git status --porcelain`, its leading status columns kept.
const changes = (): string => run("git", ["status", "--porcelain"], { quiet: true }).trimEnd();

function succeeds(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: "ignore" }).status === 0;
}

function packageJson(): { name?: string; version?: string } {
  return JSON.parse(readFileSync("package.json", "utf8")) as { name?: string; version?: string };
}

function checkCheckout(tag: string, version: Version, branch: string): string {
  if (!succeeds("git", ["rev-parse", "--verify", "--quiet", `refs/tags/${tag}`])) throw new Refusal(`there is no tag ${tag} in this repository`);
  const commit = git("rev-parse", `${tag}^{commit}`);
  if (git("rev-parse", "HEAD") !== commit) throw new Refusal(`the checkout is not ${tag}: check out the tag (git checkout ${tag}) and run again`);
  const dirty = changes();
  if (dirty) throw new Refusal(`the working tree has changes before the build:\n${dirty}`);
  const ref = [`refs/remotes/origin/${branch}`, `refs/heads/${branch}`].find((r) => succeeds("git", ["rev-parse", "--verify", "--quiet", r]));
  if (!ref) throw new Refusal(`there is no branch ${branch} to check that ${tag} is on it (fetch it, or name the release branch with --branch)`);
  if (!succeeds("git", ["merge-base", "--is-ancestor", commit, ref]))
    throw new Refusal(`${tag} (${commit.slice(0, 7)}) is not on ${branch}: release from ${branch} only`);
  const pkg = packageJson();
  if (pkg.version !== version.text)
    throw new Refusal(`package.json says version ${pkg.version}, the tag says ${version.text}: bump package.json and tag again`);
  return commit;
}

function checkCleanBuild(tag: string): void {
  console.log(`release: building ${tag} from scratch (npm run build)`);
  run("npm", ["run", "build"]);
  const changed = changes();
  if (changed) {
    throw new Refusal(
      `dist/ of ${tag} is not a clean build of it; a fresh build changes:\n${changed}\n` +
        `Run npm run build, commit the result and tag a new patch version (a published tag is never rewritten).`,
    );
  }
}

function pack(out: string): { file: string; files: string[] } {
  const [packed] = JSON.parse(run("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", out])) as Array<{
    filename: string;
    files: Array<{ path: string }>;
  }>;
  return { file: path.join(out, packed.filename), files: packed.files.map((f) => f.path) };
}

function moveTags(tag: string, commit: string, version: Version, tags: string[]): string[] {
  const moved = tagsToMove(version, tags);
  for (const name of moved) git("tag", "--force", name, commit);
  const why = version.prerelease ? "a prerelease moves no tag" : `a newer release of v${version.major}.${version.minor} exists`;
  console.log(moved.length > 0 ? `release: moved ${moved.join(" and ")} to ${tag} (${commit.slice(0, 7)})` : `release: ${tag}: ${why}, no tag moved`);
  return moved;
}

interface Publication {
  tag: string;
  version: Version;
  tarball: string;
  notes: string;
  moved: string[];
  /** npm's dist-tag; "latest" also marks the GitHub release as the latest. */
  distTag: string;
  dryRun: boolean;
}

function publish(p: Publication): void {
  const step = (label: string, command: string, args: string[], skipIf?: () => boolean): void => {
    if (p.dryRun) return console.log(`release: dry run, would ${label}: ${[command, ...args].join(" ")}`);
    if (skipIf?.()) return console.log(`release: ${label}: already done, skipped`);
    console.log(`release: ${label}`);
    run(command, args);
  };
  const flags = [...(p.version.prerelease ? ["--prerelease"] : []), ...(p.distTag === "latest" ? [] : ["--latest=false"])];
  step("create the GitHub release", "gh", ["release", "create", p.tag, p.tarball, "--title", p.tag, "--notes-file", p.notes, "--verify-tag", ...flags], () =>
    succeeds("gh", ["release", "view", p.tag]),
  );
  step("publish to npm", "npm", ["publish", p.tarball, "--provenance", "--access", "public", "--tag", p.distTag], () =>
    succeeds("npm", ["view", `${packageJson().name}@${p.version.text}`, "version"]),
  );
  if (p.moved.length > 0) step(`push ${p.moved.join(" and ")}`, "git", ["push", "--force", "origin", ...p.moved.map((t) => `refs/tags/${t}`)]);
}

function release(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { "dry-run": { type: "boolean", default: false }, out: { type: "string" }, branch: { type: "string", default: "main" } },
  });
  const tag = positionals[0] ?? "";
  const version = parseTag(tag);
  if (!version || positionals.length !== 1) {
    console.error(`release: usage: node scripts/release.ts vX.Y.Z [--dry-run] [--out DIR] [--branch main] (got "${positionals.join(" ")}")`);
    return 2;
  }
  const dryRun = values["dry-run"];
  const out = path.resolve(values.out ?? path.join(process.env.RUNNER_TEMP ?? os.tmpdir(), `agent-bench-release-${tag}`));
  try {
    const commit = checkCheckout(tag, version, values.branch);
    const section = existsSync("CHANGELOG.md") ? releaseSection(readFileSync("CHANGELOG.md", "utf8"), version.text) : undefined;
    if (!section?.body) throw new Refusal(`CHANGELOG.md has no "## [${version.text}]" section with notes: move the Unreleased entries under it and tag again`);
    checkCleanBuild(tag);
    mkdirSync(out, { recursive: true });
    const tarball = pack(out);
    console.log(`release: packed ${tarball.file} (${tarball.files.length} files)`);
    const notes = path.join(out, "release-notes.md");
    writeFileSync(notes, `${section.body}\n`);
    console.log(`release: notes from CHANGELOG.md's ${version.text} section in ${notes}`);
    const tags = git("tag", "--list", "v*").split("\n").filter(Boolean);
    const moved = moveTags(tag, commit, version, tags);
    publish({ tag, version, tarball: tarball.file, notes, moved, distTag: distTag(version, tags), dryRun });
    console.log(`release: ${tag} ${dryRun ? "rehearsed (dry run: nothing published, created or pushed)" : "released"}`);
    return 0;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(`release: refusing ${tag}: ${error.message}`);
    return 1;
  }
}

if (import.meta.main) process.exitCode = release(process.argv.slice(2));
