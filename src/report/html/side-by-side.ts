// A passing run and a failing run of one cell, step by step (messages, tool
// calls, commands, files, skills, errors), aligned so that what both did sits
// on one row and what only one did stands alone; the first row where they part
// is marked. The alignment is a longest common subsequence over each step's
// key (kind plus tool, program or file name), never over agent text. Pure.

import path from "node:path";
import { commandLabel } from "../../stability/behaviour.ts";
import type { Session, SessionEvent } from "../../model/session.ts";
import { plainText, truncate } from "../sanitize.ts";

/** [kind, text]: kind is say, call, cmd, read, write, skill or error. */
export type Step = [kind: string, text: string];

export interface RunSide {
  /** The run number within the cell. */
  run: number;
  passed: boolean;
  steps: Step[];
  /** Steps left out past the limit. */
  omitted: number;
}

export interface SideBySide {
  caseId: string;
  runnerId: string;
  /** The cell's variant, in a run with variants. */
  variant?: string;
  base: RunSide;
  head: RunSide;
  /** Rows: [index into base.steps or -1, index into head.steps or -1]. */
  rows: Array<[number, number]>;
  /** The first row that is not the same step on both sides, or -1 when they never part. */
  diverge: number;
}

const MAX_STEPS = 300;
const STEP_CHARS = 300;

interface KeyedStep {
  key: string;
  step: Step;
}

export function stepsOf(session: Session): { steps: KeyedStep[]; omitted: number } {
  const all = session.events.flatMap((e) => {
    const s = keyed(e);
    return s ? [s] : [];
  });
  return { steps: all.slice(0, MAX_STEPS), omitted: Math.max(0, all.length - MAX_STEPS) };
}

function keyed(e: SessionEvent): KeyedStep | undefined {
  const text = (value: string) => truncate(plainText(value).replace(/\s+/gu, " ").trim(), STEP_CHARS).text;
  switch (e.type) {
    case "message":
      if (e.role !== "assistant" || e.phase === "thinking") return undefined;
      return { key: "say", step: ["say", text(e.text)] };
    case "toolCall":
      return { key: `call:${e.tool}`, step: ["call", text(`${e.tool}${e.args === undefined ? "" : ` ${brief(e.args)}`}`)] };
    case "command":
      return { key: `cmd:${commandLabel(e.command)}`, step: ["cmd", text(e.command)] };
    case "fileRead":
      return { key: `read:${path.basename(e.path)}`, step: ["read", text(e.path)] };
    case "fileWrite":
      return { key: `write:${path.basename(e.path)}`, step: ["write", text(`${e.kind ?? "write"} ${e.path}`)] };
    case "skillSignal":
      return { key: `skill:${e.skill}`, step: ["skill", text(e.skill)] };
    case "error":
      return { key: `error:${e.kind}`, step: ["error", text(`${e.kind}: ${e.message}`)] };
    default:
      return undefined;
  }
}

function brief(args: unknown): string {
  if (typeof args === "string") return args;
  try {
    return JSON.stringify(args) ?? "";
  } catch {
    return "";
  }
}

export function sideBySide(
  cell: { caseId: string; runnerId: string; variant?: string },
  base: { run: number; passed: boolean; session: Session },
  head: { run: number; passed: boolean; session: Session },
): SideBySide {
  const b = stepsOf(base.session);
  const h = stepsOf(head.session);
  const rows = align(
    b.steps.map((s) => s.key),
    h.steps.map((s) => s.key),
  );
  const diverge = rows.findIndex(([i, j]) => i < 0 || j < 0);
  return {
    caseId: cell.caseId,
    runnerId: cell.runnerId,
    ...(cell.variant === undefined ? {} : { variant: cell.variant }),
    base: { run: base.run, passed: base.passed, steps: b.steps.map((s) => s.step), omitted: b.omitted },
    head: { run: head.run, passed: head.passed, steps: h.steps.map((s) => s.step), omitted: h.omitted },
    rows,
    diverge,
  };
}

/** Longest common subsequence of two key lists, as rows; unmatched steps keep their order, base first. */
export function align(a: readonly string[], b: readonly string[]): Array<[number, number]> {
  const n = a.length;
  const m = b.length;
  // lengths[i][j]: LCS of a[i..] and b[j..], in one flat array.
  const width = m + 1;
  const lengths = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] = a[i] === b[j] ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const rows: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) rows.push([i++, j++]);
    else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) rows.push([i++, -1]);
    else rows.push([-1, j++]);
  }
  while (i < n) rows.push([i++, -1]);
  while (j < m) rows.push([-1, j++]);
  return rows;
}
