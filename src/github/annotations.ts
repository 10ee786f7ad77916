// Check-run annotations on the suite file and line of each failing or
// regressed case, so the PR's "Files changed" view points at the case. Pure.

import { CellMap } from "../model/cell.ts";
import type { Comparison } from "../model/comparison.ts";
import type { CaseInfo, RunFile } from "../model/result.ts";
import { TIER_LABELS } from "../report/labels.ts";

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: "notice" | "warning" | "failure";
  title: string;
  message: string;
}

const MAX_MESSAGE = 2000;

export function buildAnnotations(run: RunFile, comparison?: Comparison): Annotation[] {
  const out: Annotation[] = [];
  const cases = new Map(run.cases.map((c) => [c.id, c]));
  const tiers = CellMap.of(comparison?.cells ?? []);
  const cells = new CellMap<{ caseId: string; runnerId: string; runs: number; notPassed: number; firstFailure?: string; line?: number }>();
  for (const r of run.results) {
    if (r.status === "skipped") continue;
    const cell = cells.upsert(r, () => ({ caseId: r.caseId, runnerId: r.runnerId, runs: 0, notPassed: 0 }));
    cell.runs++;
    if (!r.passed) {
      cell.notPassed++;
      const failed = r.assertions.find((a) => !a.passed);
      cell.firstFailure ??= failed?.message ?? r.error?.message;
      cell.line ??= failed?.location?.line;
    }
  }
  for (const [id, cell] of cells) {
    const info = cases.get(cell.caseId);
    const location = locate(info);
    if (!location) continue;
    const tier = tiers.get(id);
    const regressed = tier?.tier === "regressed";
    const possible = tier?.tier === "possible-regression";
    if (cell.notPassed === 0 && !regressed && !possible) continue;
    const rate =
      tier?.base && tier.head
        ? `${tier.base.passed}/${tier.base.runs} → ${tier.head.passed}/${tier.head.runs}`
        : `${cell.runs - cell.notPassed}/${cell.runs} passed`;
    const level = regressed ? "failure" : possible || cell.notPassed === cell.runs ? "warning" : "notice";
    const what = regressed || possible ? TIER_LABELS[tier.tier].label : `${cell.notPassed} of ${cell.runs} runs did not pass`;
    const line = cell.line && info?.source.file && location.path === info.source.file ? cell.line : location.line;
    out.push({
      path: location.path,
      start_line: line,
      end_line: line,
      annotation_level: level,
      title: `${cell.caseId} × ${cell.runnerId}: ${what}`.slice(0, 255),
      message: `${rate}${cell.firstFailure ? `\n${cell.firstFailure}` : ""}`.slice(0, MAX_MESSAGE),
    });
  }
  // Regressions first: if anything gets cut, it is the least important.
  const weight = { failure: 0, warning: 1, notice: 2 } as const;
  return out.sort((a, b) => weight[a.annotation_level] - weight[b.annotation_level]);
}

function locate(info: CaseInfo | undefined): { path: string; line: number } | undefined {
  const file = info?.source.file;
  // Only repository-relative paths of printable text (a fork's artifact names them too).
  if (!file || file === "<inline>" || file.startsWith("/") || /^[a-z]+:\/\//i.test(file) || /[\p{Cc}\p{Cf}]|(^|\/)\.\.(\/|$)/u.test(file)) return undefined;
  return { path: file, line: info.source.line ?? 1 };
}
