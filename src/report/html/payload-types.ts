// The data the HTML report embeds, as types: the contract between the server
// side (payload.ts builds it) and the page script (client/), which is
// type-checked against them. Short keys and indexes instead of repeated ids,
// so 100,000 executions stay tens of megabytes.

import type { CellTier, Comparison, Verdict } from "../../model/comparison.ts";
import type { ExecutionStatus } from "../../model/result.ts";
import type { StabilityClassification } from "../../model/stability.ts";
import type { Transcript } from "./transcript.ts";

/** A cell's arm in the comparison: passed, valid runs (errored left out), Wilson interval. */
export type PayloadArm = [passed: number, runs: number, low: number, high: number] | null;

export interface PayloadExecution {
  c: number;
  r: number;
  /** Index into variants: only in a run with variants. */
  v?: number;
  k: number;
  s: ExecutionStatus;
  d: number;
  t?: number;
  $?: number;
  /** Failure class label and the one-line reason. */
  fc?: string;
  m?: string;
  /** Output excerpt and the characters cut from it. */
  o?: string;
  oc?: number;
  a: string;
  /** Index into transcripts, or -1. */
  x: number;
  /** Assertions: [passed, name, message, location, soft]. */
  as?: Array<[boolean, string, string, string, boolean]>;
  e?: string;
  /** A multi-turn case: how it ended, max turns, turns [turn, user, agent, reached ids, error] and checkpoints [id, required, reached, turn]. */
  dl?: PayloadDialog;
}

export interface PayloadDialog {
  end: string;
  max: number;
  turns: Array<[number, string, string | null, string[], string]>;
  cps: Array<[string, boolean, boolean, number]>;
}

export interface PayloadMeta {
  suite: string;
  startedAt: string;
  endedAt: string;
  version: string;
  commit: { sha: string; ref: string } | null;
  runsPerCase: number;
  shard: { index: number; total: number } | null;
  node: string;
  platform: string;
  links: Record<string, string>;
}

export interface PayloadSummary {
  runs: number;
  passed: number;
  failed: number;
  errored: number;
  skipped: number;
  xf: number;
  xp: number;
  durationMs: number;
  tokens: number | null;
  cost: number | null;
  cells: number;
  stable: number;
  unstable: number;
  /** Cells no run of which passed ("fails every run"; not counted in unstable). */
  failing: number;
  notRun: number;
  cancelled: boolean;
}

export interface PayloadRunner {
  id: string;
  type: string;
  model: string;
  version: string;
  n: number;
  p: number;
  f: number;
  e: number;
  durationMs: number;
  tokens: number | null;
  cost: number | null;
  stable: number;
  unstable: number;
  /** Cells no run of which passed ("fails every run"; not counted in unstable). */
  failing: number;
}

export interface PayloadCase {
  id: string;
  tags: number[];
  prompt: string;
  src: string;
  xf: boolean;
  skip?: string;
  /** The case checks nothing: it passes whenever the agent finishes. */
  nc?: true;
}

/** A cell's comparison with the base (cells of a run without a base have none of these). */
export interface PayloadCellComparison {
  tier?: CellTier;
  base?: PayloadArm;
  head?: PayloadArm;
  delta?: number | null;
  pv?: number | null;
  padj?: number | null;
  severe?: true;
  /** Behaviour changes, each phrase in segments: the odd ones are labels (shown as code). */
  bh?: string[][];
}

export interface PayloadCell extends PayloadCellComparison {
  c: number;
  r: number;
  /** Index into variants: only in a run with variants. */
  v?: number;
  n: number;
  p: number;
  f: number;
  e: number;
  sk: number;
  xf: number;
  lo?: number;
  hi?: number;
  cls?: StabilityClassification;
  cons?: number;
  /** Duration: mean, p50, p90, min, max. */
  dur?: number[];
}

export interface PayloadComparison {
  verdict: Verdict;
  label: string;
  reason: string;
  hasBase: boolean;
  suite: Comparison["suite"];
  decidedBy: NonNullable<Comparison["decidedBy"]>;
  totals: Comparison["totals"];
  alpha: number;
  margin: number;
  baseline: Omit<NonNullable<Comparison["baseline"]>, "pool"> | null;
  /** A pooled base: "base: 20 runs over 6 commits (a1b2c3d…f4e5d6c)" and why some cells fell short. */
  pool: string | null;
  warnings: string[];
  treatment: PayloadTreatment | null;
  removed: Array<PayloadCellComparison & { caseId: string; runnerId: string }>;
}

export interface PayloadTreatment {
  known: boolean;
  files: { added: string[]; removed: string[]; modified: string[]; omittedChanged: boolean; more: number };
  settings: Array<{ runnerId: string; field: string; base: string; head: string }>;
  versions: Array<{ runnerId: string; base: string; head: string }>;
}

export interface HtmlPayload {
  v: 1;
  title: string;
  meta: PayloadMeta;
  summary: PayloadSummary;
  runners: PayloadRunner[];
  tags: string[];
  cases: PayloadCase[];
  cells: PayloadCell[];
  executions: PayloadExecution[];
  comparison: PayloadComparison | null;
  tierLabels: Record<CellTier, string>;
  tierOrder: readonly CellTier[];
  transcripts: Transcript[];
  /** Side by side: case and runner indexes, each side's run, passed and steps, the aligned rows and the first divergent row. */
  pairs: PayloadPair[];
  notes: string[];
  /** A run with variants: their ids in plan order (cells, executions and pairs index them with `v`); absent otherwise. */
  variants?: string[];
}

export interface PayloadPair {
  c: number;
  r: number;
  v?: number;
  b: PairSide;
  h: PairSide;
  rows: Array<[number, number]>;
  div: number;
}

export interface PairSide {
  k: number;
  ok: boolean;
  steps: Array<[string, string]>;
  more: number;
}
