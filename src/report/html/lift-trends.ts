// The trend section's skill lifts: per skill measured on main, its lift in
// pass rate (points, with the interval as a whisker) per run, the verdict as
// the dot's colour, and this PR's lift after them. Static inline SVG.

import type { HistoryLift } from "../../history/entry.ts";
import type { SkillTrend, TrendPoint } from "../../history/trend.ts";
import { formatPercent, plural } from "../../format.ts";
import { points, pointsInterval, VERDICT_WORDS } from "../lift/words.ts";
import { escapeHtml } from "../sanitize.ts";

export const LIFT_TREND_STYLE = `
#trends .lift-zero { stroke: var(--muted); stroke-width: 1; }
#trends .lift-ci { stroke: var(--accent); stroke-width: 1.5; }
#trends .lift-pt { fill: var(--muted); } #trends .lift-pt.helps { fill: var(--pass); } #trends .lift-pt.hurts { fill: var(--fail); }
#trends .lift-pt.head { stroke: var(--fg); stroke-width: 1; }
`;

const W = 720;
const H = 150;
const PAD = { left: 44, right: 12, top: 10, bottom: 10 };
const fixed = (n: number) => n.toFixed(1);

function tip(l: HistoryLift, who: string): string {
  const rate = (r: number | null) => (r === null ? "–" : formatPercent(r, 0));
  const lift = l.lift === null ? "–" : points(l.lift);
  const ci = l.low !== null && l.high !== null ? ` ${pointsInterval({ low: l.low, high: l.high })}` : "";
  return `${who}: ${VERDICT_WORDS[l.verdict]}, ${rate(l.with)} with → ${rate(l.without)} without, ${lift}${ci}`;
}

function chart(skill: SkillTrend, labels: readonly string[], headLabel: string | undefined): string {
  const points: Array<{ l: HistoryLift | null; who: string; head: boolean }> = skill.points.map((l, i) => ({ l, who: labels[i], head: false }));
  if (skill.head && headLabel) points.push({ l: skill.head, who: headLabel, head: true });
  const n = points.length;
  const inner = W - PAD.left - PAD.right;
  const x = (i: number) => (n <= 1 ? PAD.left + inner / 2 : PAD.left + (inner * i) / (n - 1));
  const y = (lift: number) => PAD.top + ((1 - lift) / 2) * (H - PAD.top - PAD.bottom);
  const grid = [1, 0, -1]
    .map((v) => `<text x="${PAD.left - 6}" y="${fixed(y(v) + 4)}" text-anchor="end">${v > 0 ? "+100" : v < 0 ? "−100" : "0"}</text>`)
    .join("");
  const marks = points
    .map(({ l, who, head }, i) => {
      if (!l || l.lift === null) return "";
      const whisker =
        l.low !== null && l.high !== null
          ? `<line class="lift-ci" x1="${fixed(x(i))}" x2="${fixed(x(i))}" y1="${fixed(y(l.high))}" y2="${fixed(y(l.low))}"/>`
          : "";
      const cls = `lift-pt${l.verdict === "no-detectable-difference" ? "" : ` ${l.verdict}`}${head ? " head" : ""}`;
      return `${whisker}<circle class="${cls}" cx="${fixed(x(i))}" cy="${fixed(y(l.lift))}" r="${head ? 5 : 3.5}"><title>${escapeHtml(tip(l, who))}</title></circle>`;
    })
    .join("");
  const measured = skill.points.filter(Boolean).length;
  const name = `Lift of skill ${skill.skill} in pass rate (points) over ${plural(measured, "measured run")} on main`;
  return `<figure><figcaption class="muted">${escapeHtml(name)}</figcaption><svg class="trend-lift" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeHtml(name)}">${grid}<line class="lift-zero" x1="${PAD.left}" x2="${W - PAD.right}" y1="${fixed(y(0))}" y2="${fixed(y(0))}"/>${marks}</svg></figure>`;
}

/** One chart per skill; "" when main measured none. */
export function liftTrendsHtml(skills: readonly SkillTrend[] | undefined, main: readonly TrendPoint[], headLabel: string | undefined): string {
  if (!skills || skills.length === 0) return "";
  const labels = main.map((p) => (p.commit ? p.commit.slice(0, 7) : p.time.slice(0, 10)));
  return [
    `<h3>Skill lift <span class="muted">(with the skill against without it, per run)</span></h3>`,
    ...skills.map((s) => chart(s, labels, headLabel)),
  ].join("\n");
}
