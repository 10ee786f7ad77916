// Numbers and words as the page shows them: the same rules as src/report/format.ts
// (never 0 or 100 strictly inside (0, 1); one decimal when whole percents would hide the interval).

import type { PayloadArm } from "../payload.ts";

type Maybe = number | null | undefined;

export function pct(x: number): string {
  if (x >= 1) return "100%";
  if (x <= 0) return "0%";
  const t = (x * 100).toFixed(1).replace(/\.0$/, "");
  return `${t === "100" ? ">99.9" : t === "0" ? "<0.1" : t}%`;
}

function bounded(x: number, digits: number): string {
  if (x >= 1) return "100";
  if (x <= 0) return "0";
  const step = Math.pow(10, -digits);
  return Math.min(100 - step, Math.max(step, Math.round((x * 100) / step) * step)).toFixed(digits);
}

export function whole(x: number): string {
  return bounded(x, 0);
}

export function wilson(p: number, n: number): [number, number] {
  if (n <= 0) return [0, 1];
  const z = 1.959963984540054;
  const r = p / n;
  const z2n = (z * z) / n;
  const c = (r + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((r * (1 - r)) / n + (z * z) / (4 * n * n));
  return [p === 0 ? 0 : Math.max(0, c - half), p === n ? 1 : Math.min(1, c + half)];
}

export function rateCI(p: number, n: number, lo?: number, hi?: number): string {
  if (!n) return "–";
  let low = lo;
  let high = hi;
  if (low === undefined || high === undefined) [low, high] = wilson(p, n);
  const d = bounded(low, 0) === bounded(high, 0) ? 1 : 0;
  return `${bounded(p / n, d)}% [${bounded(low, d)}–${bounded(high, d)}%]`;
}

export function dur(ms: Maybe): string {
  if (ms === null || ms === undefined) return "–";
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60000) return `${(ms / 1000).toFixed(ms < 10000 ? 1 : 0)}s`;
  const m = Math.floor(ms / 60000);
  const s = Math.round((ms % 60000) / 1000);
  if (m < 60) return `${m}m${s ? `${s}s` : ""}`;
  return `${Math.floor(m / 60)}h${m % 60}m`;
}

export function num(n: Maybe): string {
  return n === null || n === undefined ? "–" : Math.round(n).toLocaleString("en-US");
}

export function tok(n: Maybe): string {
  if (n === null || n === undefined) return "–";
  const a = Math.abs(n);
  return a >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : a >= 1e5 ? `${(n / 1e3).toFixed(0)}k` : a >= 1e4 ? `${(n / 1e3).toFixed(1)}k` : num(n);
}

export function usd(n: Maybe): string {
  if (n === null || n === undefined) return "–";
  if (n === 0) return "$0";
  const a = Math.abs(n);
  return `${n < 0 ? "-" : ""}$${a < 0.1 ? a.toFixed(4) : a.toFixed(2)}`;
}

export function pts(d: Maybe): string {
  if (d === null || d === undefined) return "–";
  const t = Math.round(d * 1000) / 10;
  return `${t > 0 ? "+" : t < 0 ? "−" : "±"}${Math.abs(t).toFixed(1)} pts`;
}

export function pval(p: Maybe): string {
  return p === null || p === undefined ? "–" : p < 0.001 ? "<0.001" : p.toFixed(3);
}

export function plural(n: number, w: string): string {
  return `${num(n)} ${n === 1 ? w : `${w}s`}`;
}

export function armText(a: PayloadArm | undefined): string {
  return a ? `${a[0]}/${a[1]} ${rateCI(a[0], a[1], a[2], a[3])}` : "–";
}

export const STATUS: Record<string, string> = { passed: "passed", failed: "failed", "expected-failed": "failed as expected", "unexpected-passed": "passed unexpectedly", errored: "errored", skipped: "skipped" };
export const STATUS_ICON: Record<string, string> = { passed: "✓", failed: "✗", "expected-failed": "✓", "unexpected-passed": "✗", errored: "!", skipped: "–" };
