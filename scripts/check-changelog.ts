// A pull request that changes what users get (src/, action.yml, docs/) adds a line to CHANGELOG.md's
// "## [Unreleased]" section. Run by .github/workflows/changelog.yml on pull requests:
//   BASE_SHA, HEAD_SHA   the pull request's base and head commits
//   PR_TITLE, PR_LABELS  its title and labels (a JSON array); the skip-changelog label or
//                        "[skip changelog]" in the title or a commit message opts out
// Exit 0: nothing user-facing changed, opted out, or Unreleased touched; 1: not touched; 2: bad setup.
import { spawnSync } from "node:child_process";
import { unreleasedSection, touchedLines } from "./changelog.ts";

export const USER_FACING = [/^src\//, /^action\.yml$/, /^docs\//];
export const SKIP_LABEL = "skip-changelog";
const SKIP_MARK = /\[skip changelog\]/i;

export interface ChangelogCheck {
  ok: boolean;
  message: string;
}

export interface PullRequest {
  changed: string[];
  title: string;
  labels: string[];
  commitMessages: string;
  /** CHANGELOG.md at the head commit, and `git diff -U0` of it from the merge base. */
  changelog: string;
  changelogDiff: string;
}

/** Pure: the verdict on one pull request. */
export function checkChangelog(pr: PullRequest): ChangelogCheck {
  const userFacing = pr.changed.filter((file) => USER_FACING.some((pattern) => pattern.test(file)));
  if (userFacing.length === 0) return { ok: true, message: "no user-facing change (src/, action.yml, docs/): no changelog entry needed" };
  if (pr.labels.includes(SKIP_LABEL)) return { ok: true, message: `the ${SKIP_LABEL} label opts this pull request out of the changelog check` };
  if (SKIP_MARK.test(pr.title) || SKIP_MARK.test(pr.commitMessages)) {
    return { ok: true, message: '"[skip changelog]" in the title or a commit message opts this pull request out of the changelog check' };
  }
  const unreleased = unreleasedSection(pr.changelog);
  if (!unreleased) return { ok: false, message: 'CHANGELOG.md has no "## [Unreleased]" section: add it above the newest release' };
  const touched = touchedLines(pr.changelogDiff).some((line) => line > unreleased.start && line <= unreleased.end);
  if (touched) return { ok: true, message: "CHANGELOG.md's Unreleased section says what changed" };
  const shown = userFacing.slice(0, 8).join(", ") + (userFacing.length > 8 ? `, and ${userFacing.length - 8} more` : "");
  return {
    ok: false,
    message:
      `this pull request changes what users get (${shown}) but not CHANGELOG.md's "## [Unreleased]" section. ` +
      `Add a line there under Added, Changed, Fixed, Removed or Security saying what a user notices; ` +
      `if nothing user-visible changed, add the ${SKIP_LABEL} label or put "[skip changelog]" in the title.`,
  };
}

/** A workflow command's data, escaped as the runner unescapes it (no line break can start a new command). */
function commandData(text: string): string {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

function git(args: string[]): string {
  const r = spawnSync("git", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${(r.stderr || r.error?.message || "").trim()}`);
  return r.stdout;
}

function labelsFrom(json: string | undefined): string[] {
  if (!json) return [];
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((l): l is string => typeof l === "string") : [];
}

function main(): number {
  const { BASE_SHA: base, HEAD_SHA: head } = process.env;
  if (!base || !head) {
    console.error("check-changelog: BASE_SHA and HEAD_SHA must name the pull request's base and head commits");
    return 2;
  }
  let pr: PullRequest;
  try {
    const changelogExists = git(["ls-tree", "--name-only", head, "--", "CHANGELOG.md"]).trim() !== "";
    pr = {
      changed: git(["diff", "--name-only", `${base}...${head}`])
        .split("\n")
        .filter(Boolean),
      title: process.env.PR_TITLE ?? "",
      labels: labelsFrom(process.env.PR_LABELS),
      commitMessages: git(["log", "--format=%B", `${base}..${head}`]),
      changelog: changelogExists ? git(["show", `${head}:CHANGELOG.md`]) : "",
      changelogDiff: git(["diff", "-U0", `${base}...${head}`, "--", "CHANGELOG.md"]),
    };
  } catch (error) {
    console.error(`check-changelog: ${(error as Error).message}`);
    return 2;
  }
  const result = checkChangelog(pr);
  (result.ok ? console.log : console.error)(`check-changelog: ${result.message}`);
  // An annotation on the pull request too; file names come from the PR, so the data is escaped.
  if (!result.ok && process.env.GITHUB_ACTIONS === "true") console.log(`::error file=CHANGELOG.md,title=CHANGELOG.md::${commandData(result.message)}`);
  return result.ok ? 0 : 1;
}

if (import.meta.main) process.exitCode = main();
