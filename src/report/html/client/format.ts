// Numbers and words as the page shows them: the formatters every report uses (src/report/format.ts),
// with "–" where the data has no value, and the page's own status marks.

import type { ExecutionStatus } from "../../../model/result.ts";
import { wilsonInterval } from "../../../stats/wilson.ts";
import { formatCost, formatDuration, formatP, formatPercent, formatRateWithInterval, formatSignedPoints, formatTokens, plural } from "../../../format.ts";
import { STATUS_LABELS } from "../../labels.ts";
import type { PayloadArm } from "../payload-types.ts";

export { formatCost, formatP, formatPercent, formatTokens, plural, wilsonInterval };

type Maybe = number | null | undefined;

/** The pass rate and its Wilson interval: the one carried in the data, or computed. */
export function rateCI(p: number, n: number, lo?: number, hi?: number): string {
  return formatRateWithInterval(p, n, lo === undefined || hi === undefined ? undefined : { low: lo, high: hi });
}

export function dur(ms: Maybe): string {
  return ms === null || ms === undefined ? "–" : formatDuration(ms);
}

export function num(n: Maybe): string {
  return n === null || n === undefined ? "–" : Math.round(n).toLocaleString("en-US");
}

export function pts(d: Maybe): string {
  return d === null || d === undefined ? "–" : formatSignedPoints(d);
}

export function armText(a: PayloadArm | undefined): string {
  return a ? `${a[0]}/${a[1]} ${rateCI(a[0], a[1], a[2], a[3])}` : "–";
}

export function statusLabel(status: ExecutionStatus): string {
  return STATUS_LABELS[status].label;
}

// Text marks, not the Markdown's emoji: they take the status colour in the page.
export function statusMark(status: ExecutionStatus): string {
  return STATUS_LABELS[status].mark;
}
