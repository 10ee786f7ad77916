// What the agent did differently between the base and the head of one cell:
// the changes between their behaviour profiles that noise does not explain,
// most telling first. Pure.
//
// Each label present in either arm (a skill, tool, command, file written,
// failed assertion, failure class) is a two-by-two table of runs that showed
// it: a two-sided Fisher exact test. Tokens, turns and duration are means with
// their spread: Welch's t-test. A cell compares dozens of labels, so the
// p-values are adjusted (Benjamini–Hochberg) across the cell's labels that
// could show a change at all (Tarone), and a
// change is listed only when its adjusted p stays under LIST_LEVEL and it is
// large enough to matter (MIN_RATE_CHANGE of the runs, MIN_RELATIVE_CHANGE of
// a mean). Explained in docs/comparison.md, "Why a cell changed".

import type { BehaviourAspect, BehaviourChange, BehaviourProfile } from "../model/behaviour.ts";
import { DEFAULT_FAILURE_CLASSES } from "../model/result.ts";
import type { StabilityCell } from "../model/stability.ts";
import { adjustPValues } from "../stats/adjust.ts";
import { studentTUpper } from "../stats/distributions.ts";
import { fisherTwoSided } from "../stats/exact-tests.ts";

export const LIST_LEVEL = 0.1;
const MIN_RATE_CHANGE = 0.2;
const MIN_RELATIVE_CHANGE = 0.2;
/** Changes kept per cell in the comparison (the PR comment shows three). */
export const MAX_CHANGES = 12;

interface Candidate extends BehaviourChange {
  /** Size for ranking ties: the change in the share of runs, or the relative change of a mean. */
  size: number;
}

/** The listed behaviour changes of one cell, most telling first; empty when either arm has no profile. */
export function diffBehaviour(base: StabilityCell, head: StabilityCell): BehaviourChange[] {
  const candidates = [...countChanges(base, head), ...meanChanges(base, head)];
  if (candidates.length === 0) return [];
  // Left out of the adjustment: a label whose most lopsided split (given how many runs showed it) could not
  // reach the level (Tarone), and a change too small to list whatever its p. A skill used in every run of
  // both arms, or the same tokens on both sides, would only dilute the changes that matter.
  const adjusted = adjustPValues(
    candidates.map((c) => (!bigEnough(c) || (isCount(c.aspect) && smallestP(c) >= LIST_LEVEL) ? null : c.pValue)),
    "bh",
  );
  return candidates
    .map((c, i) => ({ c, q: adjusted[i] ?? 1 }))
    .filter(({ q }) => q < LIST_LEVEL)
    .sort((a, b) => rank(a.c) - rank(b.c) || b.c.size - a.c.size || order(a.c) - order(b.c) || compareText(a.c.label ?? "", b.c.label ?? ""))
    .slice(0, MAX_CHANGES)
    .map(({ c }) => {
      const { size: _size, ...change } = c;
      return change;
    });
}

function countChanges(base: StabilityCell, head: StabilityCell): Candidate[] {
  const out: Candidate[] = [];
  const b = base.behaviour;
  const h = head.behaviour;
  if (b && h && b.runs > 0 && h.runs > 0) {
    const lists: Array<[BehaviourAspect, (p: BehaviourProfile) => Record<string, number>]> = [
      ["skill", (p) => p.skills],
      ["failed-assertion", (p) => p.failedAssertions],
      ["command", (p) => p.commands],
      ["tool", (p) => Object.fromEntries(Object.entries(p.tools).map(([k, v]) => [k, v.runs]))],
      ["write", (p) => p.writes],
    ];
    for (const [aspect, get] of lists) out.push(...labelChanges(aspect, get(b), b.runs, get(h), h.runs));
  }
  // Failure classes are counted over every run (a timeout is an errored run): they need no profile. The
  // generic assertion class is left out where the failed assertions themselves are listed.
  if (base.runs > 0 && head.runs > 0) {
    const classes = (c: StabilityCell) => (b && h ? withoutKey(c.failureClasses, DEFAULT_FAILURE_CLASSES.assertion.id) : c.failureClasses);
    out.push(...labelChanges("failure-class", classes(base), base.runs, classes(head), head.runs));
  }
  return out;
}

function labelChanges(aspect: BehaviourAspect, base: Record<string, number>, baseRuns: number, head: Record<string, number>, headRuns: number): Candidate[] {
  const labels = new Set([...Object.keys(base), ...Object.keys(head)]);
  const out: Candidate[] = [];
  for (const label of labels) {
    const x = Math.min(base[label] ?? 0, baseRuns);
    const y = Math.min(head[label] ?? 0, headRuns);
    out.push({
      aspect,
      label,
      base: x,
      head: y,
      baseRuns,
      headRuns,
      pValue: fisherTwoSided(x, baseRuns, y, headRuns),
      size: Math.abs(y / headRuns - x / baseRuns),
    });
  }
  return out;
}

function meanChanges(base: StabilityCell, head: StabilityCell): Candidate[] {
  const out: Candidate[] = [];
  const add = (aspect: BehaviourAspect, b: Spread | null | undefined, h: Spread | null | undefined) => {
    if (!b || !h || b.n < 2 || h.n < 2) return;
    const size = b.mean === 0 ? (h.mean === 0 ? 0 : Infinity) : Math.abs(h.mean - b.mean) / Math.abs(b.mean);
    out.push({ aspect, base: b.mean, head: h.mean, pValue: welchTwoSided(b, h), size });
  };
  const bp = base.behaviour;
  const hp = head.behaviour;
  if (bp && hp) {
    add("tokens", bp.tokens && { ...bp.tokens, n: bp.runs }, hp.tokens && { ...hp.tokens, n: hp.runs });
    add("turns", bp.turns && { ...bp.turns, n: bp.runs }, hp.turns && { ...hp.turns, n: hp.runs });
  }
  add(
    "duration",
    { mean: base.durationMs.mean, std: base.durationMs.std, n: base.runs },
    { mean: head.durationMs.mean, std: head.durationMs.std, n: head.runs },
  );
  return out;
}

interface Spread {
  mean: number;
  std: number;
  n: number;
}

/** Welch's two-sided t-test on two means; identical constant samples give 1, different constant ones 0. */
export function welchTwoSided(a: Spread, b: Spread): number {
  const va = (a.std * a.std) / a.n;
  const vb = (b.std * b.std) / b.n;
  const se = Math.sqrt(va + vb);
  if (se === 0) return a.mean === b.mean ? 1 : 0;
  const t = Math.abs(b.mean - a.mean) / se;
  const df = (va + vb) ** 2 / ((va * va) / (a.n - 1) + (vb * vb) / (b.n - 1));
  return Math.min(1, 2 * studentTUpper(t, df));
}

function bigEnough(c: Candidate): boolean {
  return c.size >= (isCount(c.aspect) ? MIN_RATE_CHANGE : MIN_RELATIVE_CHANGE);
}

/** The smallest two-sided p any split of this label's runs between the arms could give. */
function smallestP(c: BehaviourChange): number {
  const n1 = c.baseRuns ?? 0;
  const n2 = c.headRuns ?? 0;
  const shown = c.base + c.head;
  const most = Math.min(shown, n1);
  const least = Math.max(0, shown - n2);
  return Math.min(fisherTwoSided(most, n1, shown - most, n2), fisherTwoSided(least, n1, shown - least, n2));
}

/**
 * Most telling first: what the agent did before how much it spent (a skill left unused explains a token
 * rise, not the reverse; and a mean of a few identical runs looks more certain than it is), then how
 * unlikely under noise, in bands (past p < 0.001 a smaller p says no more), then the size of the change.
 */
function rank(c: Candidate): number {
  const band = c.pValue < 0.001 ? 0 : c.pValue < 0.01 ? 1 : 2;
  return (isCount(c.aspect) ? 0 : 3) + band;
}

function withoutKey(record: Record<string, number>, key: string): Record<string, number> {
  const { [key]: _left, ...rest } = record;
  return rest;
}

function isCount(aspect: BehaviourAspect): boolean {
  return aspect !== "tokens" && aspect !== "turns" && aspect !== "duration";
}

const ASPECT_ORDER: readonly BehaviourAspect[] = ["skill", "failed-assertion", "failure-class", "command", "tool", "write", "tokens", "turns", "duration"];

function order(c: BehaviourChange): number {
  return ASPECT_ORDER.indexOf(c.aspect);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
