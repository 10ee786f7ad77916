// Newcombe's hybrid score interval for a difference of two independent pass
// rates (Newcombe 1998, method 10): each arm's Wilson interval, combined. Unlike
// the Wald interval it stays honest at 0/n and n/n, where a skill's lift is
// most often measured (0/5 without it, 5/5 with it).

import { wilsonInterval, type Interval } from "./wilson.ts";

/** Two-sided (1 - alpha) interval for p1 - p2, with x1 of n1 and x2 of n2; [-1, 1] when an arm has no runs. */
export function newcombeInterval(x1: number, n1: number, x2: number, n2: number, alpha = 0.05): Interval {
  if (n1 <= 0 || n2 <= 0) return { low: -1, high: 1 };
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const a = wilsonInterval(x1, n1, alpha);
  const b = wilsonInterval(x2, n2, alpha);
  const d = p1 - p2;
  return {
    low: Math.max(-1, d - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2)),
    high: Math.min(1, d + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2)),
  };
}
