// What `agent-bench init` reads from the repository beyond agents and skills:
// the branch whose pushes store the baseline, the package manager whose
// lockfile the workflow installs from, and whether .gitignore covers the runs.

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface BaseBranch {
  name: string;
  /** How it was chosen, for the line init prints. */
  how: string;
}

/** --base-branch, else origin's default branch, else the current branch, else "main" (saying so). */
export function baseBranch(root: string, flag: string | undefined): BaseBranch {
  if (flag !== undefined) return { name: flag, how: "--base-branch" };
  const origin = git(root, ["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"]);
  if (origin?.startsWith("origin/")) return { name: origin.slice("origin/".length), how: "origin's default branch" };
  // A fresh `git init` names its branch before the first commit: HEAD points at it already.
  const current = git(root, ["symbolic-ref", "--quiet", "--short", "HEAD"]);
  if (current) return { name: current, how: "the current branch; if the default branch is another, run init again with --base-branch NAME" };
  return { name: "main", how: "no git branch to tell from; choose another with --base-branch NAME" };
}

function git(cwd: string, args: string[]): string | undefined {
  try {
    const out = execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 10_000 }).trim();
    return out === "" ? undefined : out;
  } catch {
    return undefined;
  }
}

export type PackageManager = "npm" | "pnpm" | "yarn-classic" | "yarn" | "bun";

export interface Install {
  manager: PackageManager;
  lockfile: string;
  /** package.json names its package manager ("packageManager": "pnpm@9.1.0"). */
  pinned: boolean;
}

const LOCKFILES: ReadonlyArray<[string, PackageManager]> = [
  ["package-lock.json", "npm"],
  ["npm-shrinkwrap.json", "npm"],
  ["pnpm-lock.yaml", "pnpm"],
  ["yarn.lock", "yarn-classic"],
  ["bun.lock", "bun"],
  ["bun.lockb", "bun"],
];

/** The project's install, when it has a package.json and a lockfile: the suite may import its packages. */
export function projectInstall(root: string): Install | undefined {
  if (!existsSync(path.join(root, "package.json"))) return undefined;
  const found = LOCKFILES.find(([file]) => existsSync(path.join(root, file)));
  if (!found) return undefined;
  const packageManager = readPackageManager(root);
  let manager = found[1];
  // Yarn 2+ (berry) keeps a .yarnrc.yml or says so in packageManager; its install flag differs from Yarn 1's.
  if (manager === "yarn-classic" && (existsSync(path.join(root, ".yarnrc.yml")) || /^yarn@[2-9]/u.test(packageManager ?? ""))) manager = "yarn";
  return { manager, lockfile: found[0], pinned: packageManager?.startsWith(`${manager.replace("-classic", "")}@`) ?? false };
}

function readPackageManager(root: string): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { packageManager?: unknown };
    return typeof pkg.packageManager === "string" ? pkg.packageManager : undefined;
  } catch {
    return undefined;
  }
}

const IGNORED = new Set([".agent-bench", ".agent-bench/", "/.agent-bench", "/.agent-bench/", ".agent-bench/*", "/.agent-bench/*", ".agent-bench/**"]);

/** The .gitignore text with `.agent-bench/` added, or undefined when it already ignores it. */
export function withRunsIgnored(gitignore: string | undefined): string | undefined {
  const lines = (gitignore ?? "").split(/\r?\n/u).map((l) => l.trim());
  if (lines.some((l) => IGNORED.has(l))) return undefined;
  const before = gitignore === undefined || gitignore === "" ? "" : gitignore.endsWith("\n") ? `${gitignore}\n` : `${gitignore}\n\n`;
  return `${before}# agent-bench runs: results, transcripts, kept workspaces\n.agent-bench/\n`;
}
