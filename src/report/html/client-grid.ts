// The page script, part 2: the filter bar, the base comparison, the case ×
// runner grid (paged) and the stability charts (inline SVG, paged). Only the
// rows of the current page exist in the DOM.

export const CLIENT_GRID = String.raw`
function option(value, label, selected) { var o = h("option", { value: value }, label); if (selected) o.selected = true; return o; }
function select(id, label, options, key) {
  var el = h("select", { id: id, "aria-label": label }, options.map(function (o) { return option(o[0], o[1], S[key] === o[0]); }));
  el.addEventListener("change", function () { S[key] = el.value; S.gridPage = 0; S.execPage = 0; S.chartPage = 0; update(); });
  return h("label", null, [label, el]);
}
function renderFilters() {
  var search = h("input", { type: "search", id: "search", placeholder: "Search cases, prompts, outputs, failures…", "aria-label": "Search" });
  search.value = S.q;
  search.addEventListener("input", function () { S.q = search.value.trim().toLowerCase(); S.gridPage = 0; S.execPage = 0; S.chartPage = 0; update(); });
  var parts = [search,
    select("f-runner", "Runner", [["", "all"]].concat(D.runners.map(function (r, i) { return [String(i), r.id]; })), "runner")];
  if (D.tags.length) parts.push(select("f-tag", "Tag", [["", "all"]].concat(D.tags.map(function (t, i) { return [String(i), t]; })), "tag"));
  parts.push(select("f-status", "Status", [["", "all"], ["not-passed", "not passed"], ["failed", "failed"], ["errored", "errored"], ["passed", "passed"], ["expected-failed", "failed as expected"], ["unexpected-passed", "passed unexpectedly"], ["skipped", "skipped"], ["flaky", "flaky cells"]], "status"));
  if (D.comparison && D.comparison.hasBase) parts.push(select("f-tier", "Tier", [["", "all"]].concat(TIER_ORDER.filter(function (t) { return t !== "removed"; }).map(function (t) { return [t, TIERS[t]]; })), "tier"));
  var reset = h("button", { type: "button", id: "f-clear" }, "Clear filters");
  reset.addEventListener("click", function () { S.q = ""; S.runner = ""; S.tag = ""; S.status = ""; S.tier = ""; S.cell = null; S.gridPage = S.execPage = S.chartPage = 0; rebuild(); });
  parts.push(reset, h("span", { class: "count", id: "f-count", "aria-live": "polite" }));
  return h("div", { class: "filters", role: "search" }, parts);
}

function renderComparison() {
  var c = D.comparison;
  if (!c || !c.hasBase) return null;
  var body = h("div", { id: "comparison-body" });
  var base = c.suite.base, head = c.suite.head, t = c.totals;
  var row = function (label, b, hd, ch) { return h("tr", null, [h("td", null, label), h("td", { class: "num" }, b), h("td", { class: "num" }, hd), h("td", null, ch)]); };
  var costRow = function (label, d, f) { return row(label, d.base === null ? "–" : f(d.base), d.head === null ? "–" : f(d.head), d.delta === null ? "" : (d.delta > 0 ? "+" : d.delta < 0 ? "−" : "±") + f(Math.abs(d.delta))); };
  var change = c.suite.delta === null ? "–" : pts(c.suite.delta) + " over " + plural(c.suite.pairedCases, "cell") + (c.suite.ci ? " (" + Math.round((1 - c.alpha) * 100) + "% CI " + pts(c.suite.ci[0]) + " to " + pts(c.suite.ci[1]) + ")" : "") + (c.suite.pValue === null ? "" : ", p " + pval(c.suite.pValue));
  var table = h("table", { class: "suite-table" }, [h("thead", null, h("tr", null, [h("th", null, ""), h("th", { class: "num" }, "Base"), h("th", { class: "num" }, "Head"), h("th", null, "Change")])),
    h("tbody", null, [row("Pass rate (mean over cells)", base ? pct(base.passRate) : "–", pct(head.passRate), change),
      row("Runs (errored)", base ? num(base.runs) + " (" + num(base.errored) + ")" : "–", num(head.runs) + " (" + num(head.errored) + ")", ""),
      costRow("Duration", t.durationMs, dur), costRow("Tokens", t.tokens, tok), costRow("Cost", t.costUsd, usd)])]);
  var counts = {};
  D.cells.forEach(function (x) { if (x.tier) counts[x.tier] = (counts[x.tier] || 0) + 1; });
  counts.removed = c.removed.length;
  var chips = h("div", { id: "tier-chips" }, TIER_ORDER.filter(function (t) { return counts[t]; }).map(function (tier) {
    var b = h("button", { type: "button", class: "chip tier-" + tier + (S.tier === tier ? " active" : ""), "data-tier": tier, disabled: tier === "removed" }, TIERS[tier] + " " + counts[tier]);
    b.addEventListener("click", function () { S.tier = S.tier === tier ? "" : tier; S.gridPage = S.execPage = S.chartPage = 0; rebuild(); });
    return b;
  }));
  var base0 = c.baseline;
  var what = base0 ? "Baseline " + (base0.commit ? base0.commit.sha.slice(0, 7) + ", " : "") + plural(base0.runsPerCase, "run") + " per case, " + String(base0.createdAt).slice(0, 10) + "." : "";
  return section("comparison", "Compared with the base", [h("p", { class: "muted" }, what), table, renderTreatment(c.treatment), h("h3", null, "Cells by tier"), chips, body]);
}
// Behaviour changes: each phrase in segments, the odd ones labels (code).
function behaviourList(list) {
  return h("ul", { class: "behaviour" }, list.map(function (parts) { return h("li", null, parts.map(function (t, i) { return i % 2 ? h("code", null, t) : t; })); }));
}
// A passing and a failing run of a flipped cell, aligned step by step; the first row where they part is marked.
function renderSideBySide() {
  if (!D.pairs || !D.pairs.length) return null;
  var KIND = { say: "says", call: "tool", cmd: "runs", read: "reads", write: "writes", skill: "skill", error: "error" };
  var stepCell = function (side, i) {
    if (i < 0) return h("td", { class: "step none" }, "");
    var s = side.steps[i];
    return h("td", { class: "step" }, [h("span", { class: "kind kind-" + s[0] }, KIND[s[0]] || s[0]), " ", s[0] === "say" ? s[1] : h("code", null, s[1])]);
  };
  var runLabel = function (label, side) { return label + " run " + side.k + " (" + (side.ok ? "passed" : "failed") + ")"; };
  var views = D.pairs.map(function (p, n) {
    var cell = { c: p.c, r: p.r };
    var trs = p.rows.map(function (row, i) {
      var same = row[0] >= 0 && row[1] >= 0;
      var cls = (same ? "same" : "only") + (i === p.div ? " diverge" : "");
      var mark = i === p.div ? h("td", { class: "mark", title: "the first step where the two runs part" }, "◀ first divergence") : h("td", { class: "mark" }, "");
      return h("tr", { class: cls, "data-row": String(i) }, [h("td", { class: "num" }, String(i + 1)), stepCell(p.b, row[0]), stepCell(p.h, row[1]), mark]);
    });
    var more = [];
    if (p.b.more || p.h.more) more.push(h("p", { class: "muted" }, "Only the first steps are shown (" + p.b.more + " more on the base, " + p.h.more + " on the head); the artifacts hold every session.json."));
    var where = p.div < 0 ? "the two runs take the same steps" : "they part at step " + (p.div + 1);
    var summary = h("summary", null, [h("code", null, cellLabel(cell)), ": " + runLabel("base", p.b) + " vs " + runLabel("head", p.h) + "; " + where]);
    var table = h("div", { class: "scroll" }, h("table", { class: "side-by-side" }, [h("thead", null, h("tr", null, [h("th", { class: "num" }, "#"), h("th", null, "Base"), h("th", null, "Head"), h("th", null, "")])), h("tbody", null, trs)]));
    var d = h("details", { class: "pair" }, [summary, table].concat(more));
    if (n === 0) d.open = true;
    return d;
  });
  return section("side-by-side", "Base and head side by side", [h("p", { class: "muted" }, "For each cell that flipped, a base run and a head run with opposite outcomes, step by step: what both did shares a row, what only one did stands alone."), h("div", null, views)]);
}
// "What changed for the agent": files, runner settings and CLI versions, as text nodes only.
function renderTreatment(t) {
  if (!t) return null;
  var items = [];
  var files = function (label, list) { if (list.length) items.push(h("li", null, [label + ": "].concat(list.slice(0, 200).map(function (f, i) { return h("span", null, [i ? ", " : "", h("code", null, f)]); })).concat(list.length > 200 ? [" and " + (list.length - 200) + " more"] : []))); };
  files("Modified", t.files.modified);
  files("Added", t.files.added);
  files("Removed", t.files.removed);
  t.settings.forEach(function (s) { items.push(h("li", null, [s.runnerId ? "Runner " : "", s.runnerId ? h("code", null, s.runnerId) : "", " " + s.field + ": ", h("code", null, s.base), " → ", h("code", null, s.head)])); });
  t.versions.forEach(function (v) { items.push(h("li", { class: "warn" }, ["⚠ Runner ", h("code", null, v.runnerId), " agent CLI version: ", h("code", null, v.base), " → ", h("code", null, v.head)])); });
  var body = items.length ? h("ul", { id: "treatment-changes" }, items) : h("p", { id: "treatment-changes", class: "muted" }, t.known ? "Nothing: the same workspace files, skills, instruction files, runner settings and CLI versions as the baseline." : "Unknown: the baseline was written by an older agent-bench that did not record what the agent was given.");
  return h("div", null, [h("h3", null, "What changed for the agent"), body]);
}
function updateComparison() {
  var body = document.getElementById("comparison-body");
  if (!body) return;
  clear(body);
  var changed = { regressed: 1, "possible-regression": 1, improved: 1, "possible-improvement": 1, "case-changed": 1, "new": 1 };
  var rows = D.cells.filter(function (x) { return x.tier && (S.tier ? x.tier === S.tier : changed[x.tier]) && cellShown(x); });
  rows.sort(function (a, b) { return TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier) || (a.delta || 0) - (b.delta || 0); });
  var removed = D.comparison.removed.filter(function () { return !S.tier || S.tier === "removed"; });
  if (!rows.length && !removed.length) { body.appendChild(h("p", { class: "empty" }, "No changed cell matches the filters.")); return; }
  var shown = rows.slice(0, 200);
  var tr = function (tier, caseId, runnerId, x, onclick) {
    var notes = x.severe ? "broke outright" : "";
    var r = h("tr", { class: "cmp-row" }, [h("td", { class: "tier tier-" + tier }, TIERS[tier] + (notes ? " (" + notes + ")" : "")), h("td", null, h("code", null, caseId)), h("td", null, h("code", null, runnerId)),
      h("td", { class: "num" }, armText(x.base)), h("td", { class: "num" }, armText(x.head)), h("td", { class: "num" }, pts(x.delta)), h("td", { class: "num" }, x.pv === null || x.pv === undefined ? "–" : pval(x.pv) + (x.padj === null || x.padj === undefined ? "" : " (" + pval(x.padj) + ")"))]);
    if (onclick) { var b = h("button", { type: "button", class: "toggle" }, "show runs"); b.addEventListener("click", onclick); r.lastChild.appendChild(document.createTextNode(" ")); r.lastChild.appendChild(b); }
    return r;
  };
  var trs = [];
  shown.forEach(function (x) {
    trs.push(tr(x.tier, caseOf(x).id, runnerOf(x).id, x, function () { selectCell(x); }));
    if (x.bh) trs.push(h("tr", { class: "bh-row" }, h("td", { colspan: "7" }, [h("span", { class: "muted" }, "What the agent did differently:"), behaviourList(x.bh)])));
  });
  removed.forEach(function (x) { trs.push(tr("removed", x.caseId, x.runnerId, x, null)); });
  body.appendChild(h("div", { class: "scroll" }, h("table", null, [h("thead", null, h("tr", null, ["Tier", "Case", "Runner", "Base", "Head", "Change", "p (adjusted)"].map(function (t, i) { return h("th", { class: i > 2 ? "num" : null }, t); }))), h("tbody", null, trs)])));
  if (rows.length > shown.length) body.appendChild(h("p", { class: "muted" }, "… and " + plural(rows.length - shown.length, "more cell") + "; narrow the filters to see them."));
}

function pager(total, size, page, onPage, label) {
  var pages = Math.max(1, Math.ceil(total / size));
  var prev = h("button", { type: "button", class: "prev", disabled: page <= 0 }, "‹ Previous");
  var next = h("button", { type: "button", class: "next", disabled: page >= pages - 1 }, "Next ›");
  prev.addEventListener("click", function () { onPage(page - 1); });
  next.addEventListener("click", function () { onPage(page + 1); });
  var from = total ? page * size + 1 : 0, to = Math.min(total, (page + 1) * size);
  return h("div", { class: "pager" }, [prev, next, label + " " + num(from) + "–" + num(to) + " of " + num(total)]);
}
function rateClass(cell) {
  if (!cell || cell.n === 0) return cell && cell.sk ? "rskip" : "rnone";
  if (cell.e === cell.n) return "rerr";
  return "r" + Math.round(cell.p / cell.n * 10);
}
function cellTitle(cell) {
  var t = cellLabel(cell) + ": ";
  if (!cell.n) return t + (cell.sk ? "skipped" : "not run");
  t += cell.p + "/" + cell.n + " passed, " + rateCI(cell.p, cell.n, cell.lo, cell.hi);
  if (cell.e) t += ", " + cell.e + " errored";
  if (cell.cls) t += ", " + cell.cls;
  if (cell.tier) t += "; " + TIERS[cell.tier] + " (base " + armText(cell.base) + ", head " + armText(cell.head) + ", " + pts(cell.delta) + ")";
  return t;
}
function caseRows() {
  var cols = S.runner === "" ? D.runners.map(function (_, i) { return i; }) : [Number(S.runner)];
  var rows = [];
  D.cases.forEach(function (c, ci) {
    var cells = cols.map(function (ri) { return cellAt[ci * R + ri]; });
    if (cells.some(function (x) { return x && cellShown(x); })) rows.push({ ci: ci, cells: cells });
  });
  var worst = function (row) { return Math.min.apply(null, row.cells.map(function (x) { return x && x.n ? x.p / x.n : 2; })); };
  var drop = function (row) { return Math.min.apply(null, row.cells.map(function (x) { return x && x.delta !== undefined && x.delta !== null ? x.delta : 2; })); };
  if (S.sort === "worst") rows.sort(function (a, b) { return worst(a) - worst(b) || a.ci - b.ci; });
  if (S.sort === "drop") rows.sort(function (a, b) { return drop(a) - drop(b) || a.ci - b.ci; });
  return { cols: cols, rows: rows };
}
function renderGridSection() {
  var sort = select("g-sort", "Sort", [["suite", "suite order"], ["worst", "lowest pass rate first"]].concat(D.comparison && D.comparison.hasBase ? [["drop", "largest drop first"]] : []), "sort");
  return section("grid", "Cases × runners", [h("div", { class: "pager" }, sort), h("div", { id: "grid-body" })]);
}
function updateGrid() {
  var body = clear(document.getElementById("grid-body"));
  var g = caseRows();
  if (!g.rows.length) { body.appendChild(h("p", { class: "empty" }, "No case matches the filters.")); return; }
  var pages = Math.ceil(g.rows.length / GRID_PAGE);
  if (S.gridPage >= pages) S.gridPage = pages - 1;
  var rows = g.rows.slice(S.gridPage * GRID_PAGE, (S.gridPage + 1) * GRID_PAGE);
  var head = h("tr", null, [h("th", null, "Case"), D.tags.length ? h("th", null, "Tags") : null].concat(g.cols.map(function (ri) { return h("th", null, D.runners[ri].id); })));
  var trs = rows.map(function (row) {
    var c = D.cases[row.ci];
    var tds = [h("td", { class: "case" }, [h("code", null, c.id), c.xf ? h("span", { class: "muted" }, " (expected to fail)") : null])];
    if (D.tags.length) tds.push(h("td", null, c.tags.map(function (t) { return h("span", { class: "chip" }, D.tags[t]); })));
    row.cells.forEach(function (cell) {
      if (!cell) { tds.push(h("td", null, "")); return; }
      var label = cell.n ? cell.p + "/" + cell.n : cell.sk ? "skipped" : "–";
      var sel = S.cell && S.cell.c === cell.c && S.cell.r === cell.r;
      var b = h("button", { type: "button", class: "cell " + rateClass(cell) + (cell.tier ? " t-" + cell.tier : "") + (sel ? " sel" : ""), title: cellTitle(cell), "aria-label": cellTitle(cell), "aria-pressed": sel ? "true" : "false" }, label);
      b.addEventListener("click", function () { selectCell(cell); });
      tds.push(h("td", null, b));
    });
    return h("tr", null, tds);
  });
  body.appendChild(h("div", { class: "scroll" }, h("table", { class: "grid" }, [h("thead", null, head), h("tbody", null, trs)])));
  if (g.rows.length > GRID_PAGE) body.appendChild(pager(g.rows.length, GRID_PAGE, S.gridPage, function (p) { S.gridPage = p; updateGrid(); }, "cases"));
}
function selectCell(cell) {
  S.cell = S.cell && S.cell.c === cell.c && S.cell.r === cell.r ? null : { c: cell.c, r: cell.r };
  S.execPage = 0;
  update();
  if (S.cell) document.getElementById("executions").scrollIntoView({ block: "start" });
}

var SVG = "http://www.w3.org/2000/svg";
function svg(tag, attrs, children) {
  var el = document.createElementNS(SVG, tag);
  for (var k in attrs) if (attrs[k] !== undefined && attrs[k] !== null) el.setAttribute(k, String(attrs[k]));
  add(el, children);
  return el;
}
function renderChartsSection() {
  if (D.meta.runsPerCase < 2) return null;
  return section("charts", "Stability", [h("h3", null, "Pass rate per cell, with its 95% Wilson interval (lowest first)"), h("div", { id: "chart-rates" }), h("h3", null, "Duration of executions, per runner"), h("div", { id: "chart-durations", class: "charts" })]);
}
function updateCharts() {
  var box = document.getElementById("chart-rates");
  if (!box) return;
  clear(box);
  var cells = D.cells.filter(function (c) { return c.n > 0 && cellShown(c); });
  cells.sort(function (a, b) { return a.p / a.n - b.p / b.n || (b.hi - b.lo) - (a.hi - a.lo) || a.c - b.c || a.r - b.r; });
  if (!cells.length) box.appendChild(h("p", { class: "empty" }, "No cell matches the filters."));
  else {
    var pages = Math.ceil(cells.length / CHART_ROWS);
    if (S.chartPage >= pages) S.chartPage = pages - 1;
    var rows = cells.slice(S.chartPage * CHART_ROWS, (S.chartPage + 1) * CHART_ROWS);
    var W = 900, L = 300, RW = W - L - 20, RH = 18, H = rows.length * RH + 24;
    var x = function (v) { return L + v * RW; };
    var kids = [0, 0.25, 0.5, 0.75, 1].map(function (v) { return svg("g", {}, [svg("line", { class: "axis", x1: x(v), x2: x(v), y1: 0, y2: H - 18 }), svg("text", { x: x(v), y: H - 4, "text-anchor": "middle" }, whole(v) + "%")]); });
    rows.forEach(function (c, i) {
      var y = i * RH + 10, label = cellLabel(c), rate = c.p / c.n;
      var lo = c.lo === undefined ? wilson(c.p, c.n)[0] : c.lo, hi = c.hi === undefined ? wilson(c.p, c.n)[1] : c.hi;
      var g = svg("g", { class: "rate-row" }, [svg("title", {}, cellTitle(c)), svg("text", { x: L - 8, y: y + 4, "text-anchor": "end" }, label.length > 48 ? label.slice(0, 47) + "…" : label)]);
      if (c.base) g.appendChild(svg("line", { class: "ci-base", x1: x(c.base[2]), x2: x(c.base[3]), y1: y - 5, y2: y - 5 }));
      g.appendChild(svg("line", { class: "ci", x1: x(lo), x2: x(hi), y1: y, y2: y }));
      g.appendChild(svg("circle", { class: "dot c-" + (c.cls || "none"), cx: x(rate), cy: y, r: 5 }));
      kids.push(g);
    });
    box.appendChild(svg("svg", { viewBox: "0 0 " + W + " " + H, width: W, height: H, role: "img", "aria-label": "Pass rate per cell with 95% interval" }, kids));
    if (cells.length > CHART_ROWS) box.appendChild(pager(cells.length, CHART_ROWS, S.chartPage, function (p) { S.chartPage = p; updateCharts(); }, "cells"));
    if (D.comparison && D.comparison.hasBase) box.appendChild(h("p", { class: "muted" }, "Dashed grey: the base's interval."));
  }
  updateDurations();
}
function updateDurations() {
  var box = clear(document.getElementById("chart-durations"));
  var byRunner = D.runners.map(function () { return []; });
  D.executions.forEach(function (e, i) { if (e.s !== "skipped" && execPasses(i)) byRunner[e.r].push(e.d); });
  var all = [].concat.apply([], byRunner).sort(function (a, b) { return a - b; });
  if (!all.length) { box.appendChild(h("p", { class: "empty" }, "No execution matches the filters.")); return; }
  var top = all[Math.min(all.length - 1, Math.floor(all.length * 0.99))] || 1, BINS = 24;
  byRunner.forEach(function (ds, ri) {
    if (!ds.length || ri >= 24) return;
    var bins = []; for (var b = 0; b < BINS; b++) bins.push(0);
    ds.forEach(function (d) { bins[Math.min(BINS - 1, Math.floor(d / top * BINS))]++; });
    var max = Math.max.apply(null, bins), W = 300, H = 110, BW = (W - 20) / BINS;
    var sorted = ds.slice().sort(function (a, b) { return a - b; });
    var q = function (p) { return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]; };
    var kids = [svg("line", { class: "axis", x1: 10, x2: W - 10, y1: H - 20, y2: H - 20 })];
    bins.forEach(function (n, b) { if (n) kids.push(svg("rect", { class: "bar", x: 10 + b * BW, y: H - 20 - n / max * (H - 30), width: Math.max(1, BW - 1), height: n / max * (H - 30) }, svg("title", {}, num(n) + " executions, " + dur(b * top / BINS) + "–" + dur((b + 1) * top / BINS)))); });
    kids.push(svg("text", { x: 10, y: H - 6 }, "0"), svg("text", { x: W - 10, y: H - 6, "text-anchor": "end" }, "≥" + dur(top)));
    box.appendChild(h("figure", { class: "card" }, [svg("svg", { viewBox: "0 0 " + W + " " + H, width: W, height: H, role: "img", "aria-label": "Durations of " + D.runners[ri].id }, kids),
      h("figcaption", null, [h("code", null, D.runners[ri].id), " · " + plural(ds.length, "execution") + " · median " + dur(q(0.5)) + " · p90 " + dur(q(0.9))])]));
  });
}
`;
