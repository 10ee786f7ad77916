// The HTML report's trend section: main's pass rate over its last runs with
// its Wilson interval as a band (and this PR's point), markers where the agent
// CLI or the treatment changed, cost and duration per run, and one small chart
// per cell. Static inline SVG: drawn without script, with no request at all.

import type { CellTrend, Trend, TrendPoint } from "../../history/trend.ts";
import { formatConfidence, formatCost, formatDuration, formatRateWithInterval, plural } from "../../format.ts";
import { caseLabel } from "../../model/cell.ts";
import { escapeHtml } from "../sanitize.ts";
import { liftTrendsHtml } from "./lift-trends.ts";

export const TREND_STYLE = `
#trends { max-width: 1400px; margin: 0 auto; padding: 0 24px 48px; }
#trends svg { display: block; max-width: 100%; height: auto; overflow: visible; }
#trends .axis { stroke: var(--line); stroke-width: 1; } #trends .grid { stroke: var(--line); stroke-dasharray: 2 4; }
#trends .band { fill: var(--accent); fill-opacity: .15; stroke: none; }
#trends .rate { fill: none; stroke: var(--accent); stroke-width: 2; }
#trends .pt { fill: var(--accent); } #trends .pt.head { fill: var(--warn); stroke: var(--fg); stroke-width: 1; }
#trends .change { stroke: var(--warn); stroke-dasharray: 4 3; } #trends .change-label { fill: var(--warn); font-size: 11px; }
#trends text { fill: var(--muted); font-size: 11px; font-family: system-ui, sans-serif; }
#trends .bar { fill: var(--accent); fill-opacity: .7; } #trends .bar.head { fill: var(--warn); }
#trends .spark-pass { fill: var(--pass); } #trends .spark-none { fill: var(--line); }
#trends .small { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 6px 16px; margin: 8px 0; }
#trends .small div { display: flex; gap: 8px; align-items: center; font-size: 12px; }
#trends .small code { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 140px; }
#trends .flaky { color: var(--warn); font-weight: 600; }
#trends .pair { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 16px; }
`;

const W = 720;
const PAD = { left: 44, right: 12, top: 14, bottom: 34 };

function label(p: TrendPoint): string {
  return p.commit ? p.commit.slice(0, 7) : p.time.slice(0, 10);
}

function tip(p: TrendPoint, name: string): string {
  const extra = [p.costUsd !== undefined ? formatCost(p.costUsd) : "", formatDuration(p.durationMs), ...p.changes].filter(Boolean).join(" · ");
  return `${name} ${p.time.replace("T", " ").replace(/\.\d+Z$/u, " UTC")}: ${p.passed}/${p.runs} passed, ${formatRateWithInterval(p.passed, p.runs)}${extra ? ` · ${extra}` : ""}`;
}

function xOf(i: number, n: number): number {
  const inner = W - PAD.left - PAD.right;
  return n <= 1 ? PAD.left + inner / 2 : PAD.left + (inner * i) / (n - 1);
}

const fixed = (n: number) => n.toFixed(1);

function rateChart(trend: Trend): string {
  const H = 240;
  const points = [...trend.main, ...(trend.head ? [trend.head] : [])];
  const n = points.length;
  const y = (rate: number) => PAD.top + (1 - rate) * (H - PAD.top - PAD.bottom);
  const m = trend.main.length;
  const band = [
    ...trend.main.map((p, i) => `${fixed(xOf(i, n))},${fixed(y(p.high))}`),
    ...trend.main.map((p, i) => `${fixed(xOf(i, n))},${fixed(y(p.low))}`).reverse(),
  ].join(" ");
  const line = trend.main.map((p, i) => `${fixed(xOf(i, n))},${fixed(y(p.rate))}`).join(" ");
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (r) =>
        `<line class="grid" x1="${PAD.left}" x2="${W - PAD.right}" y1="${fixed(y(r))}" y2="${fixed(y(r))}"/><text x="${PAD.left - 6}" y="${fixed(y(r) + 4)}" text-anchor="end">${r * 100}%</text>`,
    )
    .join("");
  const every = Math.max(1, Math.ceil(n / 12));
  const ticks = points
    .map((p, i) =>
      i % every === 0 || i === n - 1
        ? `<text x="${fixed(xOf(i, n))}" y="${H - PAD.bottom + 16}" text-anchor="middle">${escapeHtml(i >= m && trend.head ? trend.head.label : label(p))}</text>`
        : "",
    )
    .join("");
  // Labels beside the markers only while they cannot run into each other; the list below has them all.
  const roomy = n <= 1 || xOf(1, n) - xOf(0, n) >= 120;
  const changes = trend.main
    .map((p, i) =>
      p.changes.length
        ? `<g class="marker"><line class="change" x1="${fixed(xOf(i, n))}" x2="${fixed(xOf(i, n))}" y1="${PAD.top}" y2="${H - PAD.bottom}"/>${roomy ? `<text class="change-label" x="${fixed(xOf(i, n) + 3)}" y="${PAD.top + 10}">${escapeHtml(p.changes.join("; "))}</text>` : ""}<title>${escapeHtml(`${label(p)}: ${p.changes.join("; ")}`)}</title></g>`
        : "",
    )
    .join("");
  const dots = trend.main
    .map((p, i) => `<circle class="pt" cx="${fixed(xOf(i, n))}" cy="${fixed(y(p.rate))}" r="3.5"><title>${escapeHtml(tip(p, label(p)))}</title></circle>`)
    .join("");
  const head = trend.head
    ? `<circle class="pt head" cx="${fixed(xOf(m, n))}" cy="${fixed(y(trend.head.rate))}" r="5"><title>${escapeHtml(tip(trend.head, trend.head.label))}</title></circle>`
    : "";
  const title = `Pass rate on main over ${plural(m, "run")}, with its ${formatConfidence()} interval${trend.head ? `, and ${trend.head.label}` : ""}`;
  return `<svg class="trend-rate" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeHtml(title)}"><title>${escapeHtml(title)}</title>${grid}<line class="axis" x1="${PAD.left}" x2="${W - PAD.right}" y1="${H - PAD.bottom}" y2="${H - PAD.bottom}"/>${m > 1 ? `<polygon class="band" points="${band}"/><polyline class="rate" points="${line}"/>` : ""}${changes}${dots}${head}${ticks}</svg>`;
}

function barChart(trend: Trend, cls: string, name: string, value: (p: TrendPoint) => number | undefined, format: (v: number) => string): string {
  const H = 120;
  const points = [...trend.main, ...(trend.head ? [trend.head] : [])];
  const values = points.map(value);
  const known = values.filter((v): v is number => v !== undefined);
  if (known.length === 0) return "";
  const max = Math.max(...known) || 1;
  const n = points.length;
  const inner = W - PAD.left - PAD.right;
  const width = Math.max(2, Math.min(28, (inner / n) * 0.7));
  const bars = values
    .map((v, i) => {
      if (v === undefined) return "";
      const h = (v / max) * (H - PAD.top - 20);
      const head = trend.head && i === n - 1 ? " head" : "";
      const who = head ? trend.head!.label : label(points[i]);
      return `<rect class="bar${head}" x="${fixed(xOf(i, n) - width / 2)}" y="${fixed(H - 20 - h)}" width="${fixed(width)}" height="${fixed(Math.max(h, 0.5))}"><title>${escapeHtml(`${who}: ${format(v)}`)}</title></rect>`;
    })
    .join("");
  return `<figure><figcaption class="muted">${escapeHtml(name)} per run (max ${escapeHtml(format(max))})</figcaption><svg class="${cls}" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeHtml(name)} per run"><line class="axis" x1="${PAD.left}" x2="${W - PAD.right}" y1="${H - 20}" y2="${H - 20}"/>${bars}</svg></figure>`;
}

function spark(cell: CellTrend): string {
  const n = cell.points.length;
  const w = Math.max(60, Math.min(200, n * 8));
  const h = 24;
  const step = w / Math.max(n, 1);
  const bars = cell.points
    .map((p, i) => {
      const x = fixed(i * step + 0.5);
      const bw = fixed(Math.max(1, step - 1));
      if (!p || p.runs === 0) return `<rect class="spark-none" x="${x}" y="${h - 1}" width="${bw}" height="1"/>`;
      const bh = Math.max(1, (p.passed / p.runs) * h);
      return `<rect class="spark-pass" x="${x}" y="${fixed(h - bh)}" width="${bw}" height="${fixed(bh)}"><title>${p.passed}/${p.runs} passed</title></rect>`;
    })
    .join("");
  return `<svg class="spark" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="pass rate per run">${bars}</svg>`;
}

const MAX_CELL_CHARTS = 300;

/** The section, or "" without history. */
export function trendsHtml(trend: Trend | undefined): string {
  if (!trend || trend.main.length === 0) return "";
  const m = trend.main.length;
  const cells = trend.cells.slice(0, MAX_CELL_CHARTS);
  const small = cells
    .map(
      (c) =>
        `<div>${spark(c)}<code title="${escapeHtml(`${caseLabel(c)} × ${c.runnerId}`)}">${escapeHtml(caseLabel(c))}</code><span class="muted">${escapeHtml(c.runnerId)}</span>${c.flaky ? '<span class="flaky">flaky on main</span>' : ""}</div>`,
    )
    .join("");
  const changes = trend.main.flatMap((p) => p.changes.map((c) => `<li><code>${escapeHtml(label(p))}</code> ${escapeHtml(c)}</li>`));
  return [
    '<section id="trends">',
    `<h2>Trend on main <span class="muted">(last ${plural(m, "run")})</span></h2>`,
    rateChart(trend),
    changes.length ? `<h3>Changes</h3><ul class="changes">${changes.join("")}</ul>` : "",
    `<div class="pair">${barChart(
      trend,
      "trend-cost",
      "Cost",
      (p) => p.costUsd,
      (v) => formatCost(v),
    )}${barChart(
      trend,
      "trend-duration",
      "Duration",
      (p) => p.durationMs,
      (v) => formatDuration(v),
    )}</div>`,
    liftTrendsHtml(trend.skills, trend.main, trend.head?.label),
    `<h3>Per cell <span class="muted">(${plural(trend.cells.length, "cell")}${trend.flaky.length ? `, ${trend.flaky.length} flaky on main` : ""})</span></h3>`,
    `<div class="small">${small}</div>`,
    trend.cells.length > cells.length ? `<p class="muted">… and ${trend.cells.length - cells.length} more cells.</p>` : "",
    "</section>",
  ].join("\n");
}
