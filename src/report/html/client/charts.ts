// The stability charts (inline SVG): each cell's pass rate with its interval (paged), and
// the durations of executions per runner.

import { cellLabel, cells, D } from "./data.ts";
import { byId, clear, h, pager, section, svg } from "./dom.ts";
import { dur, formatPercent, num, plural, wilsonInterval } from "./format.ts";
import { cellTitle } from "./grid.ts";
import { cellShown, CHART_ROWS, execPasses, S } from "./state.ts";

export function renderChartsSection(): HTMLElement | null {
  if (D.meta.runsPerCase < 2) return null;
  return section("charts", "Stability", [
    h("h3", null, "Pass rate per cell, with its 95% Wilson interval (lowest first)"),
    h("div", { id: "chart-rates" }),
    h("h3", null, "Duration of executions, per runner"),
    h("div", { id: "chart-durations", class: "charts" }),
  ]);
}

export function updateCharts(): void {
  const box = document.getElementById("chart-rates");
  if (!box) return;
  clear(box);
  const shown = cells.filter((c) => c.n > 0 && cellShown(c));
  // A cell without an interval sorts as the original page did (NaN widths compare as equal).
  const width = (c: (typeof shown)[number]) => (c.hi ?? NaN) - (c.lo ?? NaN);
  shown.sort((a, b) => a.p / a.n - b.p / b.n || width(b) - width(a) || a.c - b.c || a.r - b.r);
  if (!shown.length) box.appendChild(h("p", { class: "empty" }, "No cell matches the filters."));
  else {
    const pages = Math.ceil(shown.length / CHART_ROWS);
    if (S.chartPage >= pages) S.chartPage = pages - 1;
    const rows = shown.slice(S.chartPage * CHART_ROWS, (S.chartPage + 1) * CHART_ROWS);
    const W = 900;
    const L = 300;
    const RW = W - L - 20;
    const RH = 18;
    const H = rows.length * RH + 24;
    const x = (v: number) => L + v * RW;
    const kids = [0, 0.25, 0.5, 0.75, 1].map((v) =>
      svg("g", {}, [
        svg("line", { class: "axis", x1: x(v), x2: x(v), y1: 0, y2: H - 18 }),
        svg("text", { x: x(v), y: H - 4, "text-anchor": "middle" }, formatPercent(v, 0)),
      ]),
    );
    rows.forEach((c, i) => {
      const y = i * RH + 10;
      const label = cellLabel(c);
      const rate = c.p / c.n;
      const lo = c.lo === undefined ? wilsonInterval(c.p, c.n).low : c.lo;
      const hi = c.hi === undefined ? wilsonInterval(c.p, c.n).high : c.hi;
      const g = svg("g", { class: "rate-row" }, [
        svg("title", {}, cellTitle(c)),
        svg("text", { x: L - 8, y: y + 4, "text-anchor": "end" }, label.length > 48 ? `${label.slice(0, 47)}…` : label),
      ]);
      if (c.base) g.appendChild(svg("line", { class: "ci-base", x1: x(c.base[2]), x2: x(c.base[3]), y1: y - 5, y2: y - 5 }));
      g.appendChild(svg("line", { class: "ci", x1: x(lo), x2: x(hi), y1: y, y2: y }));
      g.appendChild(svg("circle", { class: `dot c-${c.cls || "none"}`, cx: x(rate), cy: y, r: 5 }));
      kids.push(g);
    });
    box.appendChild(svg("svg", { viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: "img", "aria-label": "Pass rate per cell with 95% interval" }, kids));
    if (shown.length > CHART_ROWS) {
      const onPage = (p: number) => {
        S.chartPage = p;
        updateCharts();
      };
      box.appendChild(pager(shown.length, CHART_ROWS, S.chartPage, onPage, "cells"));
    }
    if (D.comparison && D.comparison.hasBase) box.appendChild(h("p", { class: "muted" }, "Dashed grey: the base's interval."));
  }
  updateDurations();
}

/** Durations below this are shown as one sentence, not a chart. */
const TINY_MS = 50;

/** The smallest 1, 2 or 5 × 10^k milliseconds at least `raw` (and at least 1 ms). */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(1, raw)));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
}

function updateDurations(): void {
  const box = clear(byId("chart-durations"));
  const byRunner: number[][] = D.runners.map(() => []);
  D.executions.forEach((e, i) => {
    if (e.s !== "skipped" && execPasses(i)) byRunner[e.r].push(e.d);
  });
  const all = byRunner.flat().sort((a, b) => a - b);
  if (!all.length) {
    box.appendChild(h("p", { class: "empty" }, "No execution matches the filters."));
    return;
  }
  // In-process agents (the scripted one) take a few milliseconds: a chart of those would only show noise.
  if (all[all.length - 1] < TINY_MS) {
    box.appendChild(
      h(
        "p",
        { class: "muted" },
        `Every execution took under ${dur(TINY_MS)} (median ${dur(all[Math.floor((all.length - 1) / 2)])}): too short for a chart of durations.`,
      ),
    );
    return;
  }
  const p99 = all[Math.min(all.length - 1, Math.floor(all.length * 0.99))] || 1;
  // Bins of a round width (1, 2 or 5 × a power of ten milliseconds), so their edges read as numbers.
  const step = niceStep(p99 / 24);
  const BINS = Math.max(1, Math.ceil(p99 / step));
  const top = BINS * step;
  byRunner.forEach((ds, ri) => {
    if (!ds.length || ri >= 24) return;
    const bins: number[] = new Array<number>(BINS).fill(0);
    for (const d of ds) bins[Math.min(BINS - 1, Math.floor(d / step))]++;
    const max = Math.max(...bins);
    const W = 300;
    const H = 110;
    const BW = (W - 20) / BINS;
    const sorted = ds.slice().sort((a, b) => a - b);
    const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))];
    const kids = [svg("line", { class: "axis", x1: 10, x2: W - 10, y1: H - 20, y2: H - 20 })];
    bins.forEach((n, b) => {
      if (!n) return;
      const title = svg("title", {}, `${num(n)} executions, ${dur(b * step)}–${dur((b + 1) * step)}`);
      kids.push(
        svg("rect", { class: "bar", x: 10 + b * BW, y: H - 20 - (n / max) * (H - 30), width: Math.max(1, BW - 1), height: (n / max) * (H - 30) }, title),
      );
    });
    kids.push(
      svg("text", { x: 10, y: H - 6 }, "0"),
      svg("text", { x: 10 + (W - 20) / 2, y: H - 6, "text-anchor": "middle" }, dur(top / 2)),
      svg("text", { x: W - 10, y: H - 6, "text-anchor": "end" }, `${dur(top)}+`),
    );
    const runner = D.runners[ri].id;
    box.appendChild(
      h("figure", { class: "card" }, [
        svg("svg", { viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: "img", "aria-label": `Durations of ${runner}` }, kids),
        h("figcaption", null, [h("code", null, runner), ` · ${plural(ds.length, "execution")} · median ${dur(q(0.5))} · p90 ${dur(q(0.9))}`]),
      ]),
    );
  });
}
