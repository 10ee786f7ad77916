// The comparison with the base as the HTML report embeds it: the verdict, the
// pool and treatment lines, each cell's arms and behaviour changes.

import type { CellComparison, DescribedComparison } from "../../model/comparison.ts";
import type { TreatmentChanges } from "../../model/treatment.ts";
import { behaviourPhrase } from "../behaviour-text.ts";
import { VERDICT_LABELS } from "../labels.ts";
import { poolPhrase, poolShortfall } from "../pool-phrase.ts";
import { plainText, truncate } from "../sanitize.ts";
import type { PayloadArm, PayloadCellComparison, PayloadComparison, PayloadTreatment } from "./payload-types.ts";
import { payloadText as text } from "./payload-text.ts";

function arm(a: CellComparison["base"]): PayloadArm {
  if (!a) return null;
  const valid = a.runs - (a.errored ?? 0);
  return [a.passed, valid, a.wilson?.low ?? 0, a.wilson?.high ?? 1];
}

export function comparisonFields(c: CellComparison): PayloadCellComparison {
  return {
    tier: c.tier,
    base: arm(c.base),
    head: arm(c.head),
    delta: c.delta,
    pv: c.pValue,
    padj: c.adjustedPValue,
    ...(c.severe ? { severe: true } : {}),
    ...(c.behaviour?.length ? { bh: c.behaviour.map(behaviourSegments) } : {}),
  };
}

// The phrase in segments, odd ones labels (shown as code): labels are what the agent ran or wrote.
const LABEL_MARK = "\u0000";

function behaviourSegments(change: NonNullable<CellComparison["behaviour"]>[number]): string[] {
  return behaviourPhrase(change, (label) => `${LABEL_MARK}${label.replaceAll(LABEL_MARK, "")}${LABEL_MARK}`)
    .split(LABEL_MARK)
    .map((part) => truncate(plainText(part), 200).text);
}

export function comparisonPayload(c: DescribedComparison): PayloadComparison {
  const v = VERDICT_LABELS[c.verdict];
  return {
    verdict: c.verdict,
    label: v.label,
    reason: text(c.reason, 2_000),
    hasBase: c.suite.base !== null,
    suite: c.suite,
    decidedBy: c.decidedBy ?? [],
    totals: c.totals,
    alpha: c.alpha,
    margin: c.margin,
    baseline: c.baseline
      ? { createdAt: c.baseline.createdAt, runsPerCase: c.baseline.runsPerCase, ...(c.baseline.commit ? { commit: c.baseline.commit } : {}) }
      : null,
    pool: c.baseline?.pool ? text([poolPhrase(c.baseline.pool), poolShortfall(c.baseline.pool)].filter(Boolean).join("; "), 1_000) : null,
    warnings: c.warnings.map((w) => text(w, 1_000)),
    treatment: c.treatment ? treatmentPayload(c.treatment) : null,
    // Cells only the baseline has: the grid cannot show them.
    removed: c.cells.filter((x) => x.tier === "removed").map((x) => ({ caseId: text(x.caseId, 500), runnerId: text(x.runnerId, 200), ...comparisonFields(x) })),
  };
}

function treatmentPayload(t: TreatmentChanges): PayloadTreatment {
  const list = (files: readonly string[]) => files.slice(0, 1_000).map((f) => text(f, 500));
  const more = (files: readonly string[]) => Math.max(0, files.length - 1_000);
  return {
    known: t.known,
    files: {
      added: list(t.files.added),
      removed: list(t.files.removed),
      modified: list(t.files.modified),
      omittedChanged: t.files.omittedChanged,
      more: more(t.files.added) + more(t.files.removed) + more(t.files.modified),
    },
    settings: t.settings
      .slice(0, 200)
      .map((s) => ({ runnerId: text(s.runnerId, 200), field: text(s.field, 500), base: text(s.base, 500), head: text(s.head, 500) })),
    versions: t.versions.map((v) => ({ runnerId: text(v.runnerId, 200), base: text(v.base, 100), head: text(v.head, 100) })),
  };
}
