import { p as plural, t as formatPercent, o as caseLabel, r as formatConfidence, v as formatCost, f as formatDuration, j as formatRateWithInterval } from './unknown-events-zNQq38TK.js';
import { e as escapeHtml } from './sanitize-CGuhO3m3.js';
import { L as LIFT_ICONS } from './table-CFKi2sh-.js';
import { e as armHtml, f as liftCellsHtml } from './render-CxcMZmOj.js';
import { p as points, a as pointsInterval, V as VERDICT_WORDS, v as verdictLine, m as methodLine, s as skillUseLine, w as whyLine, d as measureLine, c as cellCounts } from './words-CAMh3DxE.js';

// The HTML report's stylesheet: inline (the page makes no requests), light and
// dark, pass rates as an 11-step red → green scale (r0 … r10) that never
// carries meaning alone (every cell also shows its counts). Below 640 px wide
// tables stack into one block per row, each cell labelled with its column.
const STYLE = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --panel: #f6f8fa; --accent: #0969da;
  --pass: #1a7f37; --fail: #cf222e; --err: #8250df; --warn: #9a6700; --skip: #818b98; --code: #eff2f5; }
@media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23; --accent: #4493f8;
  --pass: #3fb950; --fail: #f85149; --err: #ab7df8; --warn: #d29922; --skip: #9198a1; --code: #1f2630; } }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--fg); }
main { max-width: 1400px; margin: 0 auto; padding: 16px 24px 64px; }
h1 { font-size: 22px; margin: 8px 0 4px; } h2 { font-size: 17px; margin: 28px 0 10px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 14px; margin: 16px 0 6px; }
.sub, .muted { color: var(--muted); } .sub { margin: 0 0 12px; }
a { color: var(--accent); }
code, pre, .mono { font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
code { background: var(--code); padding: 1px 4px; border-radius: 4px; }
pre { background: var(--code); padding: 8px 10px; border-radius: 6px; white-space: pre-wrap; word-break: break-word; margin: 4px 0 8px; max-height: 480px; overflow: auto; }
.verdict { border-left: 4px solid var(--muted); background: var(--panel); padding: 10px 14px; border-radius: 6px; margin: 12px 0; }
.verdict strong { font-size: 15px; }
.verdict.regression { border-color: var(--fail); } .verdict.possible-regression { border-color: var(--warn); }
.verdict.improvement, .verdict.no-change { border-color: var(--pass); }
.notes { border-left: 4px solid var(--warn); background: var(--panel); padding: 6px 14px; border-radius: 6px; margin: 12px 0; }
.notes p { margin: 4px 0; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 10px; margin: 12px 0; }
.card { border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; background: var(--panel); }
.card .label { color: var(--muted); font-size: 12px; } .card .value { font-size: 22px; font-weight: 600; } .card .detail { font-size: 12px; color: var(--muted); }
.card .value .ci { font-size: 14px; font-weight: 400; color: var(--muted); }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; font-size: 12px; color: var(--muted); position: sticky; top: 0; background: var(--bg); }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.scroll { overflow-x: auto; }
.filters { position: sticky; top: 0; z-index: 5; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; background: var(--bg); padding: 10px 0; border-bottom: 1px solid var(--line); }
.filters label { display: flex; gap: 4px; align-items: center; font-size: 12px; color: var(--muted); }
input, select, button { font: inherit; color: inherit; background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 4px 8px; }
input[type=search] { min-width: 260px; width: 26em; max-width: 100%; }
button { cursor: pointer; } button:hover { border-color: var(--accent); } button:disabled { opacity: .5; cursor: default; }
.chip { display: inline-flex; gap: 4px; align-items: center; border: 1px solid var(--line); border-radius: 12px; padding: 1px 8px; font-size: 12px; margin: 0 4px 4px 0; }
.chip.active { border-color: var(--accent); color: var(--accent); }
.count { font-size: 12px; color: var(--muted); margin-left: auto; }
.pager { display: flex; gap: 8px; align-items: center; margin: 8px 0; font-size: 12px; color: var(--muted); }
.grid td.case { max-width: 360px; word-break: break-word; }
.grid button.cell { min-width: 64px; border: 2px solid transparent; font-variant-numeric: tabular-nums; color: #111; }
.grid button.cell.sel { outline: 2px solid var(--accent); outline-offset: 1px; }
.grid button.cell.t-regressed { border-color: var(--fail); border-style: solid; } .grid button.cell.t-possible-regression { border-color: var(--warn); border-style: dashed; }
.grid button.cell.t-improved, .grid button.cell.t-possible-improvement { border-color: var(--pass); border-style: dashed; }
.r0 { background: #f4a3a3; } .r1 { background: #f5b09b; } .r2 { background: #f6bd93; } .r3 { background: #f7ca8b; } .r4 { background: #f5d685; }
.r5 { background: #ecdd84; } .r6 { background: #dce187; } .r7 { background: #c8e28d; } .r8 { background: #b3df95; } .r9 { background: #9fdb9d; } .r10 { background: #8fd6a3; }
.rerr { background: #d8c8f5; } .rskip, .rnone { background: var(--panel); color: var(--muted) !important; }
.st { font-weight: 600; white-space: nowrap; }
.st-passed, .st-expected-failed { color: var(--pass); } .st-failed, .st-unexpected-passed { color: var(--fail); } .st-errored { color: var(--err); } .st-skipped { color: var(--skip); }
.tier { white-space: nowrap; } .tier-regressed { color: var(--fail); font-weight: 600; } .tier-possible-regression { color: var(--warn); }
.tier-improved, .tier-possible-improvement { color: var(--pass); }
tr.exec td { cursor: default; } tr.exec button.toggle { padding: 0 6px; }
tr.detail > td { background: var(--panel); padding: 10px 14px 14px; }
.facts { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 12px; color: var(--muted); margin-bottom: 6px; }
.events { border-left: 2px solid var(--line); padding-left: 10px; }
.ev { margin: 6px 0; } .ev .kind { display: inline-block; min-width: 64px; font-size: 11px; font-weight: 600; text-transform: uppercase; color: var(--muted); }
.ev.k-err .kind, .ev.is-err .kind { color: var(--fail); } .ev.k-msg.role-assistant .kind { color: var(--accent); }
.ev pre { margin: 2px 0 0; max-height: 320px; }
ul.asserts { margin: 4px 0 8px; padding-left: 18px; } ul.asserts li.ok::marker { color: var(--pass); } ul.asserts li.ko::marker { color: var(--fail); }
svg { display: block; max-width: 100%; height: auto; } svg text { fill: var(--fg); font: 11px system-ui, sans-serif; }
svg .axis { stroke: var(--line); } svg .ci { stroke: var(--muted); stroke-width: 2; } svg .ci-base { stroke: var(--skip); stroke-width: 2; stroke-dasharray: 3 2; }
svg .dot { stroke: var(--bg); stroke-width: 1; } svg .bar { fill: var(--accent); opacity: .8; }
svg .c-stable { fill: var(--pass); } svg .c-mostly-stable { fill: #6cab3c; } svg .c-unstable { fill: var(--warn); } svg .c-highly-unstable { fill: var(--fail); } svg .c-none { fill: var(--skip); }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 12px; }
.empty { color: var(--muted); font-style: italic; padding: 8px 0; }
tr.bh-row > td { background: var(--panel); border-bottom: 1px solid var(--line); } ul.behaviour { margin: 2px 0 2px; padding-left: 18px; }
details.pair { margin: 8px 0; } details.pair > summary { cursor: pointer; padding: 4px 0; }
table.side-by-side td.step { width: 46%; word-break: break-word; } table.side-by-side td.step.none { background: var(--panel); }
table.side-by-side tr.only td.step:not(.none) { background: color-mix(in srgb, var(--warn) 12%, transparent); }
table.side-by-side tr.diverge td { border-top: 2px solid var(--fail); } table.side-by-side td.mark { color: var(--fail); font-weight: 600; white-space: nowrap; }
table.side-by-side .kind { display: inline-block; min-width: 48px; font-size: 11px; font-weight: 600; text-transform: uppercase; color: var(--muted); }
footer { margin-top: 40px; font-size: 12px; color: var(--muted); }
code { overflow-wrap: anywhere; }
@media (max-width: 640px) {
  main { padding: 8px 12px 48px; }
  .cards { grid-template-columns: 1fr 1fr; } .card .value { font-size: 18px; }
  table, thead, tbody, tr, th, td { display: block; width: auto; }
  thead { display: none; }
  tr { border-bottom: 1px solid var(--line); padding: 6px 0; }
  td, td.num { border: 0; padding: 2px 0; text-align: left; max-width: none; }
  td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); font-size: 12px; }
  .grid td.case { max-width: none; }
  tr.detail > td { padding: 8px; }
  input[type=search] { min-width: 0; width: 100%; }
  .filters { position: static; }
  .filters label { flex: 1 1 40%; } .filters select { flex: 1; min-width: 0; }
  .charts { grid-template-columns: 1fr; }
  pre { max-width: 100%; }
}
`;

// The trend section's skill lifts: per skill measured on main, its lift in
// pass rate (points, with the interval as a whisker) per run, the verdict as
// the dot's colour, and this PR's lift after them. Static inline SVG.
const LIFT_TREND_STYLE = `
#trends .lift-zero { stroke: var(--muted); stroke-width: 1; }
#trends .lift-ci { stroke: var(--accent); stroke-width: 1.5; }
#trends .lift-pt { fill: var(--muted); } #trends .lift-pt.helps { fill: var(--pass); } #trends .lift-pt.hurts { fill: var(--fail); }
#trends .lift-pt.head { stroke: var(--fg); stroke-width: 1; }
`;
const W$1 = 720;
const H = 150;
const PAD$1 = { left: 44, right: 12, top: 10, bottom: 10 };
const fixed$1 = (n) => n.toFixed(1);
function tip$1(l, who) {
    const rate = (r) => (r === null ? "–" : formatPercent(r, 0));
    const lift = l.lift === null ? "–" : points(l.lift);
    const ci = l.low !== null && l.high !== null ? ` ${pointsInterval({ low: l.low, high: l.high })}` : "";
    return `${who}: ${VERDICT_WORDS[l.verdict]}, ${rate(l.with)} with → ${rate(l.without)} without, ${lift}${ci}`;
}
function chart(skill, labels, headLabel) {
    const points = skill.points.map((l, i) => ({ l, who: labels[i], head: false }));
    if (skill.head && headLabel)
        points.push({ l: skill.head, who: headLabel, head: true });
    const n = points.length;
    const inner = W$1 - PAD$1.left - PAD$1.right;
    const x = (i) => (n <= 1 ? PAD$1.left + inner / 2 : PAD$1.left + (inner * i) / (n - 1));
    const y = (lift) => PAD$1.top + ((1 - lift) / 2) * (H - PAD$1.top - PAD$1.bottom);
    const grid = [1, 0, -1]
        .map((v) => `<text x="${PAD$1.left - 6}" y="${fixed$1(y(v) + 4)}" text-anchor="end">${v > 0 ? "+100" : v < 0 ? "−100" : "0"}</text>`)
        .join("");
    const marks = points
        .map(({ l, who, head }, i) => {
        if (!l || l.lift === null)
            return "";
        const whisker = l.low !== null && l.high !== null
            ? `<line class="lift-ci" x1="${fixed$1(x(i))}" x2="${fixed$1(x(i))}" y1="${fixed$1(y(l.high))}" y2="${fixed$1(y(l.low))}"/>`
            : "";
        const cls = `lift-pt${l.verdict === "no-detectable-difference" ? "" : ` ${l.verdict}`}${head ? " head" : ""}`;
        return `${whisker}<circle class="${cls}" cx="${fixed$1(x(i))}" cy="${fixed$1(y(l.lift))}" r="${head ? 5 : 3.5}"><title>${escapeHtml(tip$1(l, who))}</title></circle>`;
    })
        .join("");
    const measured = skill.points.filter(Boolean).length;
    const name = `Lift of skill ${skill.skill} in pass rate (points) over ${plural(measured, "measured run")} on main`;
    return `<figure><figcaption class="muted">${escapeHtml(name)}</figcaption><svg class="trend-lift" viewBox="0 0 ${W$1} ${H}" width="${W$1}" height="${H}" role="img" aria-label="${escapeHtml(name)}">${grid}<line class="lift-zero" x1="${PAD$1.left}" x2="${W$1 - PAD$1.right}" y1="${fixed$1(y(0))}" y2="${fixed$1(y(0))}"/>${marks}</svg></figure>`;
}
/** One chart per skill; "" when main measured none. */
function liftTrendsHtml(skills, main, headLabel) {
    if (!skills || skills.length === 0)
        return "";
    const labels = main.map((p) => (p.commit ? p.commit.slice(0, 7) : p.time.slice(0, 10)));
    return [
        `<h3>Skill lift <span class="muted">(with the skill against without it, per run)</span></h3>`,
        ...skills.map((s) => chart(s, labels, headLabel)),
    ].join("\n");
}

// The HTML report's trend section: main's pass rate over its last runs with
// its Wilson interval as a band (and this PR's point), markers where the agent
// CLI or the treatment changed, cost and duration per run, and one small chart
// per cell. Static inline SVG: drawn without script, with no request at all.
const TREND_STYLE = `
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
function label(p) {
    return p.commit ? p.commit.slice(0, 7) : p.time.slice(0, 10);
}
function tip(p, name) {
    const extra = [p.costUsd !== undefined ? formatCost(p.costUsd) : "", formatDuration(p.durationMs), ...p.changes].filter(Boolean).join(" · ");
    return `${name} ${p.time.replace("T", " ").replace(/\.\d+Z$/u, " UTC")}: ${p.passed}/${p.runs} passed, ${formatRateWithInterval(p.passed, p.runs)}${extra ? ` · ${extra}` : ""}`;
}
function xOf(i, n) {
    const inner = W - PAD.left - PAD.right;
    return n <= 1 ? PAD.left + inner / 2 : PAD.left + (inner * i) / (n - 1);
}
const fixed = (n) => n.toFixed(1);
function rateChart(trend) {
    const H = 240;
    const points = [...trend.main, ...(trend.head ? [trend.head] : [])];
    const n = points.length;
    const y = (rate) => PAD.top + (1 - rate) * (H - PAD.top - PAD.bottom);
    const m = trend.main.length;
    const band = [
        ...trend.main.map((p, i) => `${fixed(xOf(i, n))},${fixed(y(p.high))}`),
        ...trend.main.map((p, i) => `${fixed(xOf(i, n))},${fixed(y(p.low))}`).reverse(),
    ].join(" ");
    const line = trend.main.map((p, i) => `${fixed(xOf(i, n))},${fixed(y(p.rate))}`).join(" ");
    const grid = [0, 0.25, 0.5, 0.75, 1]
        .map((r) => `<line class="grid" x1="${PAD.left}" x2="${W - PAD.right}" y1="${fixed(y(r))}" y2="${fixed(y(r))}"/><text x="${PAD.left - 6}" y="${fixed(y(r) + 4)}" text-anchor="end">${r * 100}%</text>`)
        .join("");
    const every = Math.max(1, Math.ceil(n / 12));
    const ticks = points
        .map((p, i) => i % every === 0 || i === n - 1
        ? `<text x="${fixed(xOf(i, n))}" y="${H - PAD.bottom + 16}" text-anchor="middle">${escapeHtml(i >= m && trend.head ? trend.head.label : label(p))}</text>`
        : "")
        .join("");
    // Labels beside the markers only while they cannot run into each other; the list below has them all.
    const roomy = n <= 1 || xOf(1, n) - xOf(0, n) >= 120;
    const changes = trend.main
        .map((p, i) => p.changes.length
        ? `<g class="marker"><line class="change" x1="${fixed(xOf(i, n))}" x2="${fixed(xOf(i, n))}" y1="${PAD.top}" y2="${H - PAD.bottom}"/>${roomy ? `<text class="change-label" x="${fixed(xOf(i, n) + 3)}" y="${PAD.top + 10}">${escapeHtml(p.changes.join("; "))}</text>` : ""}<title>${escapeHtml(`${label(p)}: ${p.changes.join("; ")}`)}</title></g>`
        : "")
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
function barChart(trend, cls, name, value, format) {
    const H = 120;
    const points = [...trend.main, ...(trend.head ? [trend.head] : [])];
    const values = points.map(value);
    const known = values.filter((v) => v !== undefined);
    if (known.length === 0)
        return "";
    const max = Math.max(...known) || 1;
    const n = points.length;
    const inner = W - PAD.left - PAD.right;
    const width = Math.max(2, Math.min(28, (inner / n) * 0.7));
    const bars = values
        .map((v, i) => {
        if (v === undefined)
            return "";
        const h = (v / max) * (H - PAD.top - 20);
        const head = trend.head && i === n - 1 ? " head" : "";
        const who = head ? trend.head.label : label(points[i]);
        return `<rect class="bar${head}" x="${fixed(xOf(i, n) - width / 2)}" y="${fixed(H - 20 - h)}" width="${fixed(width)}" height="${fixed(Math.max(h, 0.5))}"><title>${escapeHtml(`${who}: ${format(v)}`)}</title></rect>`;
    })
        .join("");
    return `<figure><figcaption class="muted">${escapeHtml(name)} per run (max ${escapeHtml(format(max))})</figcaption><svg class="${cls}" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeHtml(name)} per run"><line class="axis" x1="${PAD.left}" x2="${W - PAD.right}" y1="${H - 20}" y2="${H - 20}"/>${bars}</svg></figure>`;
}
function spark(cell) {
    const n = cell.points.length;
    const w = Math.max(60, Math.min(200, n * 8));
    const h = 24;
    const step = w / Math.max(n, 1);
    const bars = cell.points
        .map((p, i) => {
        const x = fixed(i * step + 0.5);
        const bw = fixed(Math.max(1, step - 1));
        if (!p || p.runs === 0)
            return `<rect class="spark-none" x="${x}" y="${h - 1}" width="${bw}" height="1"/>`;
        const bh = Math.max(1, (p.passed / p.runs) * h);
        return `<rect class="spark-pass" x="${x}" y="${fixed(h - bh)}" width="${bw}" height="${fixed(bh)}"><title>${p.passed}/${p.runs} passed</title></rect>`;
    })
        .join("");
    return `<svg class="spark" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="pass rate per run">${bars}</svg>`;
}
const MAX_CELL_CHARTS = 300;
/** The section, or "" without history. */
function trendsHtml(trend) {
    if (!trend || trend.main.length === 0)
        return "";
    const m = trend.main.length;
    const cells = trend.cells.slice(0, MAX_CELL_CHARTS);
    const small = cells
        .map((c) => `<div>${spark(c)}<code title="${escapeHtml(`${caseLabel(c)} × ${c.runnerId}`)}">${escapeHtml(caseLabel(c))}</code><span class="muted">${escapeHtml(c.runnerId)}</span>${c.flaky ? '<span class="flaky">flaky on main</span>' : ""}</div>`)
        .join("");
    const changes = trend.main.flatMap((p) => p.changes.map((c) => `<li><code>${escapeHtml(label(p))}</code> ${escapeHtml(c)}</li>`));
    return [
        '<section id="trends">',
        `<h2>Trend on main <span class="muted">(last ${plural(m, "run")})</span></h2>`,
        rateChart(trend),
        changes.length ? `<h3>Changes</h3><ul class="changes">${changes.join("")}</ul>` : "",
        `<div class="pair">${barChart(trend, "trend-cost", "Cost", (p) => p.costUsd, (v) => formatCost(v))}${barChart(trend, "trend-duration", "Duration", (p) => p.durationMs, (v) => formatDuration(v))}</div>`,
        liftTrendsHtml(trend.skills, trend.main, trend.head?.label),
        `<h3>Per cell <span class="muted">(${plural(trend.cells.length, "cell")}${trend.flaky.length ? `, ${trend.flaky.length} flaky on main` : ""})</span></h3>`,
        `<div class="small">${small}</div>`,
        trend.cells.length > cells.length ? `<p class="muted">… and ${trend.cells.length - cells.length} more cells.</p>` : "",
        "</section>",
    ].join("\n");
}

// The HTML report's "Skill lift" section (the action's `lift` input), in
// report/lift/words.ts's words: per skill the pass rate with and without it,
// the lift with its interval and the verdict; why, the skill's use, each
// measure and what the arm without the skill changed; then every cell with
// both arms, and the cells worth opening: the behaviour diff between the arms
// and one run with the skill beside one without (what `agent-bench lift -o
// lift.html` shows, from report/lift/). Static HTML beside the client's page
// (like the triggers), every text escaped.
/** The lift section's and the lift trend's style: on a page only when it has either (every other page stays as it was). */
const LIFT_STYLE = `
#lift { max-width: 1400px; margin: 0 auto; padding: 0 24px 24px; }
#lift table { border-collapse: collapse; font-size: 13px; margin: 8px 0; } #lift th, #lift td { text-align: left; padding: 2px 12px 2px 0; border-bottom: 1px solid var(--line); }
#lift .method { color: var(--muted); font-size: 12px; }
${LIFT_TREND_STYLE}`;
/** Cells listed per skill; the without arm's folder in the artifact has every result. */
const MAX_CELLS = 300;
const rate = (r) => (r === null ? "–" : `${Math.round(r * 100)}%`);
const liftText = (lift, interval) => (lift === null ? "–" : `${points(lift)} ${pointsInterval(interval)}`);
function liftSectionHtml(lifts, views = {}) {
    const rows = lifts.map((l) => row([
        `<code>${escapeHtml(l.skill)}</code>`,
        rate(l.passRate.treatment),
        rate(l.passRate.control),
        escapeHtml(liftText(l.passRate.lift, l.passRate.interval)),
        `${LIFT_ICONS[l.verdict]} ${escapeHtml(verdictLine(l))}`,
    ]));
    return [
        '<section id="lift">',
        "<h2>Skill lift</h2>",
        "<p>This run (with the skill) against one more run of the same cases without it. The lift informs; it fails the check only with fail-if-not-helping.</p>",
        `<table><thead>${row(["Skill", "With", "Without", "Lift", "Verdict"], "th")}</thead><tbody>`,
        ...rows,
        "</tbody></table>",
        ...lifts.flatMap((l) => skillDetail(l, views)),
        `<p class="method">${escapeHtml(methodLine(lifts[0]))}</p>`,
        "</section>",
    ].join("\n");
}
function skillDetail(l, views) {
    const use = skillUseLine(l.skill, l.skillUse);
    const details = [whyLine(l), ...(use ? [use] : []), ...l.measures.map(measureLine)];
    const cells = l.cells
        .slice(0, MAX_CELLS)
        .map((c) => row([
        `<code>${escapeHtml(c.caseId)}</code>`,
        `<code>${escapeHtml(c.runnerId)}</code>`,
        escapeHtml(cellCounts(c)),
        escapeHtml(liftText(c.lift, c.interval)),
        escapeHtml(c.tier.replaceAll("-", " ")),
    ]));
    return [
        `<h3><code>${escapeHtml(l.skill)}</code>: ${escapeHtml(VERDICT_WORDS[l.verdict])}</h3>`,
        `<ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join("")}${armHtml(l, views)}</ul>`,
        `<table><thead>${row(["Case", "Runner", "With → without", "Lift", "Cell"], "th")}</thead><tbody>`,
        ...cells,
        "</tbody></table>",
        l.cells.length > MAX_CELLS ? `<p class="method">… and ${l.cells.length - MAX_CELLS} more cells.</p>` : "",
        liftCellsHtml(l, views.pairs),
    ];
}
function row(cells, tag = "td") {
    return `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join("")}</tr>`;
}

export { LIFT_STYLE as L, STYLE as S, TREND_STYLE as T, liftSectionHtml as l, trendsHtml as t };
