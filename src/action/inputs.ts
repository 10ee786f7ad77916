// The action's inputs, all validated before anything runs: a bad value fails
// the step with the input's name, the value and what is allowed.

import { docUrl } from "../doc-link.ts";
import { configError } from "../errors.ts";
import { parseDuration, durationHint } from "../duration.ts";
import { parseShard } from "../plan/shard.ts";
import type { Shard } from "../model/shard.ts";
import { DEFAULT_HISTORY_LENGTH } from "../history/entry.ts";
import { parsePositive, resolveAdaptive } from "../adaptive/options.ts";
import type { AdaptiveSettings } from "../model/adaptive.ts";
import { parsePoolSettings } from "../history/pool-options.ts";
import type { PoolSettings } from "../history/pool.ts";

export const MODES = ["run", "report", "merge"] as const;
export const COMMENT_MODES = ["update", "new", "on-change", "off"] as const;
export const FAIL_ON = ["regression", "possible-regression", "failure", "never"] as const;

export type Mode = (typeof MODES)[number];
export type CommentMode = (typeof COMMENT_MODES)[number];
export type FailOn = (typeof FAIL_ON)[number];

export interface ActionInputs {
  suite?: string;
  config?: string;
  runners: string[];
  runs: number;
  /** runs: auto (then runs is min-runs). */
  adaptive?: AdaptiveSettings;
  parallel?: number;
  tags: string[];
  cases: string[];
  timeoutMs?: number;
  maxSteps?: number;
  shard?: Shard;
  mode: Mode;
  githubToken: string;
  comment: CommentMode;
  checkName: string;
  failOn: FailOn;
  minPassRate?: number;
  baseBranch?: string;
  artifactName: string;
  retentionDays?: number;
  workingDirectory?: string;
  /** Entries the default branch's history keeps (0: no history). */
  historyLength: number;
  /** `baseline-runs` and `baseline-max-age`: main's earlier runs pooled into the baseline (docs/action.md). */
  pool: PoolSettings;
  /** explain: true — ask the agents of regressed cells why (action/explain.ts). */
  explain: boolean;
  /** lift: the skills whose lift the run measures (action/lift.ts); off by default. */
  lift: LiftInput;
  /** fail-if-not-helping: true — a measured skill that does not help fails the check. */
  failIfNotHelping: boolean;
}

/** `lift: off`, `lift: changed` (the skills a pull request edits) or named skills (measured on every run). */
export type LiftInput = { kind: "off" } | { kind: "changed" } | { kind: "skills"; skills: string[] };

/** Every input name, as in action.yml (a test keeps the three in agreement). */
export const INPUT_NAMES = [
  "suite",
  "config",
  "runners",
  "runs",
  "min-runs",
  "max-runs",
  "max-cost-usd",
  "max-minutes",
  "parallel",
  "tags",
  "cases",
  "timeout",
  "max-steps",
  "shard",
  "mode",
  "github-token",
  "comment",
  "check-name",
  "fail-on",
  "min-pass-rate",
  "base-branch",
  "artifact-name",
  "retention-days",
  "working-directory",
  // History (issue 24): the default branch's runs carried forward.
  "history-length",
  "history-branch",
  // The pooled baseline (issue 30): main's earlier runs of each cell.
  "baseline-runs",
  "baseline-max-age",
  // The agents' own answers for regressed cells (issue 34).
  "explain",
  // A skill's lift: the suite run again without the skill (issue 32).
  "lift",
  "fail-if-not-helping",
] as const;

export type InputName = (typeof INPUT_NAMES)[number];

function fail(name: string, value: string, allowed: string): never {
  throw configError(`input "${name}": "${value}" is not valid`, { where: `with.${name}`, hint: allowed });
}

function list(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((v) => v.trim())
    .filter(Boolean);
}

function int(name: string, value: string, min: number, max: number): number | undefined {
  if (value === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) fail(name, value, `a whole number from ${min} to ${max}`);
  return n;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[], fallback: T): T {
  if (value === "") return fallback;
  if (!(allowed as readonly string[]).includes(value)) fail(name, value, `one of ${allowed.join(", ")}`);
  return value as T;
}

/** runs: auto (the default) with min-runs, max-runs and the budgets; those inputs with a fixed number of runs are a mistake. */
function adaptiveInputs(v: (name: InputName) => string): AdaptiveSettings | undefined {
  const names = { minRuns: 'input "min-runs"', maxRuns: 'input "max-runs"', maxCostUsd: 'input "max-cost-usd"', maxMinutes: 'input "max-minutes"' };
  if (v("runs") !== "" && v("runs").toLowerCase() !== "auto") {
    const stray = (["min-runs", "max-runs", "max-cost-usd", "max-minutes"] as const).find((n) => v(n) !== "");
    if (stray) fail(stray, v(stray), "set runs: auto to use it, or remove it");
    return undefined;
  }
  const number = (name: "max-cost-usd" | "max-minutes"): number | undefined => {
    try {
      return parsePositive(v(name), `input "${name}"`);
    } catch {
      return fail(name, v(name), name === "max-cost-usd" ? "a positive number of dollars, e.g. 20" : "a positive number of minutes, e.g. 30");
    }
  };
  const settings = {
    ...(v("min-runs") !== "" ? { minRuns: int("min-runs", v("min-runs"), 1, 100) } : {}),
    ...(v("max-runs") !== "" ? { maxRuns: int("max-runs", v("max-runs"), 1, 100) } : {}),
    ...(v("max-cost-usd") !== "" ? { maxCostUsd: number("max-cost-usd") } : {}),
    ...(v("max-minutes") !== "" ? { maxMinutes: number("max-minutes") } : {}),
  };
  try {
    return resolveAdaptive(settings, names);
  } catch (error) {
    throw configError((error as Error).message, {
      where: settings.maxRuns !== undefined ? "with.max-runs" : "with.min-runs",
      hint: "max-runs must be at least min-runs (defaults 3 and 10)",
    });
  }
}

/** off, changed, or skill names (a comma or line list); whether the names exist is checked against the workspace (action/lift.ts). */
function liftInput(value: string): LiftInput {
  const hint = "off, changed (the skills a pull request edits) or skill names, e.g. lift: greet, pdf";
  const lowered = value.toLowerCase();
  if (value === "" || lowered === "off") return { kind: "off" };
  if (lowered === "changed") return { kind: "changed" };
  const skills = list(value);
  const keyword = skills.find((s) => ["off", "changed"].includes(s.toLowerCase()));
  if (keyword) fail("lift", value, `${keyword} stands alone: ${hint}`);
  // A skill's name is its folder's (or its SKILL.md front matter's): no spaces, quotes or slashes.
  const odd = skills.find((s) => !/^[A-Za-z0-9][A-Za-z0-9._:-]*$/.test(s));
  if (odd) fail("lift", value, `"${odd}" is not a skill name; use ${hint}`);
  return { kind: "skills", skills: [...new Set(skills)] };
}

function poolInputs(v: (name: InputName) => string): PoolSettings {
  return parsePoolSettings(v("baseline-runs"), v("baseline-max-age"), {
    runs: { label: 'input "baseline-runs"', where: "with.baseline-runs" },
    maxAge: { label: 'input "baseline-max-age"', where: "with.baseline-max-age" },
  });
}

export function parseInputs(get: (name: InputName) => string): ActionInputs {
  const v = (name: InputName) => get(name).trim();
  const mode = oneOf("mode", v("mode"), MODES, "run");
  const timeout = v("timeout");
  const timeoutMs = timeout === "" ? undefined : parseDuration(timeout);
  if (timeout !== "" && timeoutMs === undefined) fail("timeout", timeout, durationHint(timeout));
  const minPassRate = v("min-pass-rate");
  const rate = minPassRate === "" ? undefined : Number(minPassRate);
  if (rate !== undefined && (!Number.isFinite(rate) || rate < 0 || rate > 100)) fail("min-pass-rate", minPassRate, "a number from 0 to 100 (a percentage)");
  const shard = v("shard");
  let parsedShard: Shard | undefined;
  if (shard !== "") {
    try {
      parsedShard = parseShard(shard, 'input "shard"');
    } catch {
      fail("shard", shard, "I/N with 1 ≤ I ≤ N, e.g. 2/3 (use ${{ matrix.shard }}/${{ strategy.job-total }})");
    }
  }
  const suite = v("suite");
  if (mode === "run" && suite === "") {
    throw configError('input "suite" is required in run mode', { where: "with.suite", hint: "point it at a suite file, e.g. suite: evals/suite.ts" });
  }
  if (parsedShard && mode !== "run") fail("shard", shard, 'shard is for mode "run"; the merge job takes no shard');
  const lift = liftInput(v("lift"));
  if (lift.kind !== "off" && mode !== "run") fail("lift", v("lift"), 'lift is for mode "run", where the suite runs; remove it here');
  const failIfNotHelping = oneOf("fail-if-not-helping", v("fail-if-not-helping").toLowerCase(), ["true", "false"], "false") === "true";
  // Set without a lift to measure, it would guard nothing while the check passes.
  if (failIfNotHelping && lift.kind === "off")
    fail("fail-if-not-helping", v("fail-if-not-helping"), "it gates the skills lift measures: set lift (changed, or skill names) too, or remove it");
  const token = v("github-token");
  const adaptive = adaptiveInputs(v);
  const artifactName = v("artifact-name") || "agent-bench-results";
  if (/[":<>|*?\\/\r\n]/.test(artifactName)) fail("artifact-name", artifactName, 'a name without the characters " : < > | * ? \\ / or line breaks');
  if (v("history-branch") !== "") {
    throw configError('input "history-branch" is not available yet', {
      where: "with.history-branch",
      hint: `remove it: the history is kept as an artifact carried from run to run (history-length sets how many runs); see ${docUrl("history.md")}`,
    });
  }
  return {
    ...(suite ? { suite } : {}),
    ...(v("config") ? { config: v("config") } : {}),
    runners: list(v("runners")),
    runs: adaptive ? adaptive.minRuns : int("runs", v("runs"), 1, 100)!,
    ...(adaptive ? { adaptive } : {}),
    parallel: int("parallel", v("parallel"), 1, 64),
    tags: list(v("tags")),
    cases: list(v("cases")),
    timeoutMs,
    maxSteps: int("max-steps", v("max-steps"), 1, 100_000),
    shard: parsedShard,
    mode,
    githubToken: token,
    comment: oneOf("comment", v("comment"), COMMENT_MODES, "update"),
    checkName: v("check-name") || "agent-bench",
    failOn: oneOf("fail-on", v("fail-on"), FAIL_ON, "regression"),
    minPassRate: rate,
    ...(v("base-branch") ? { baseBranch: v("base-branch") } : {}),
    artifactName,
    retentionDays: int("retention-days", v("retention-days"), 1, 90),
    ...(v("working-directory") ? { workingDirectory: v("working-directory") } : {}),
    historyLength: int("history-length", v("history-length"), 0, 1000) ?? DEFAULT_HISTORY_LENGTH,
    pool: poolInputs(v),
    explain: oneOf("explain", v("explain").toLowerCase(), ["true", "false"], "false") === "true",
    lift,
    failIfNotHelping,
  };
}
