// The page script, part 1: helpers, filter state and the top of the page
// (header, verdict, notes, cards, runners, comparison). Plain ES2017 in a
// string (the page has no build step). Data reaches the DOM only through
// textContent, createTextNode and setAttribute of fixed attribute names;
// never innerHTML. No template literals here: the string is a template itself.

export const CLIENT_CORE = String.raw`
"use strict";
var D = JSON.parse(document.getElementById("agent-bench-data").textContent);
var app = document.getElementById("app");
var PAGE = 50, GRID_PAGE = 50, CHART_ROWS = 40, EVENTS_PAGE = 150;
var S = { q: "", runner: "", tag: "", status: "", tier: "", cell: null, sort: "suite", gridPage: 0, execPage: 0, chartPage: 0, open: {} };
var R = D.runners.length;
var cellAt = {};
D.cells.forEach(function (c) { c.execs = []; cellAt[c.c * R + c.r] = c; });
D.executions.forEach(function (e, i) { var c = cellAt[e.c * R + e.r]; if (c) c.execs.push(i); });
var hay = [];

function h(tag, attrs, children) {
  var el = document.createElement(tag);
  if (attrs) for (var k in attrs) {
    var v = attrs[k];
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") el.className = v; else el.setAttribute(k, v === true ? "" : String(v));
  }
  add(el, children);
  return el;
}
function add(el, children) {
  if (children === undefined || children === null) return el;
  if (!Array.isArray(children)) children = [children];
  children.forEach(function (c) {
    if (c === undefined || c === null || c === false || c === "") return;
    if (Array.isArray(c)) add(el, c);
    else el.appendChild(typeof c === "object" ? c : document.createTextNode(String(c)));
  });
  return el;
}
// On a phone the tables stack, one block per row (style.ts); each cell then names its column.
function labelCells(table) {
  var head = table.tHead && table.tHead.rows[0] ? Array.prototype.map.call(table.tHead.rows[0].cells, function (th) { return th.textContent; }) : [];
  Array.prototype.forEach.call(table.tBodies, function (tb) {
    Array.prototype.forEach.call(tb.rows, function (tr) {
      Array.prototype.forEach.call(tr.cells, function (td, i) { if (!td.hasAttribute("colspan") && head[i] && !td.hasAttribute("data-label")) td.setAttribute("data-label", head[i]); });
    });
  });
}
new MutationObserver(function () { Array.prototype.forEach.call(app.getElementsByTagName("table"), labelCells); }).observe(app, { childList: true, subtree: true });
function clear(el) { while (el.firstChild) el.removeChild(el.firstChild); return el; }
function link(label, url) { return /^https?:\/\//i.test(url || "") ? h("a", { href: url, rel: "noopener noreferrer" }, label) : null; }

function pct(x) { if (x >= 1) return "100%"; if (x <= 0) return "0%"; var t = (x * 100).toFixed(1).replace(/\.0$/, ""); return (t === "100" ? ">99.9" : t === "0" ? "<0.1" : t) + "%"; }
// Same rules as src/report/format.ts: never 0 or 100 strictly inside (0, 1); one decimal when whole percents would hide the interval.
function bounded(x, digits) { if (x >= 1) return "100"; if (x <= 0) return "0"; var step = Math.pow(10, -digits); return Math.min(100 - step, Math.max(step, Math.round(x * 100 / step) * step)).toFixed(digits); }
function whole(x) { return bounded(x, 0); }
function wilson(p, n) {
  if (n <= 0) return [0, 1];
  var z = 1.959963984540054, r = p / n, z2n = z * z / n, c = (r + z2n / 2) / (1 + z2n);
  var half = z / (1 + z2n) * Math.sqrt(r * (1 - r) / n + z * z / (4 * n * n));
  return [p === 0 ? 0 : Math.max(0, c - half), p === n ? 1 : Math.min(1, c + half)];
}
function rateCI(p, n, lo, hi) {
  if (!n) return "–";
  if (lo === undefined) { var w = wilson(p, n); lo = w[0]; hi = w[1]; }
  var d = bounded(lo, 0) === bounded(hi, 0) ? 1 : 0;
  return bounded(p / n, d) + "% [" + bounded(lo, d) + "–" + bounded(hi, d) + "%]";
}
function dur(ms) {
  if (ms === null || ms === undefined) return "–";
  if (ms < 1000) return Math.round(ms) + "ms";
  if (ms < 60000) return (ms / 1000).toFixed(ms < 10000 ? 1 : 0) + "s";
  var m = Math.floor(ms / 60000), s = Math.round((ms % 60000) / 1000);
  if (m < 60) return m + "m" + (s ? s + "s" : "");
  return Math.floor(m / 60) + "h" + (m % 60) + "m";
}
function num(n) { return n === null || n === undefined ? "–" : Math.round(n).toLocaleString("en-US"); }
function tok(n) { if (n === null || n === undefined) return "–"; var a = Math.abs(n); return a >= 1e6 ? (n / 1e6).toFixed(2) + "M" : a >= 1e5 ? (n / 1e3).toFixed(0) + "k" : a >= 1e4 ? (n / 1e3).toFixed(1) + "k" : num(n); }
function usd(n) { if (n === null || n === undefined) return "–"; if (n === 0) return "$0"; var a = Math.abs(n); return (n < 0 ? "-" : "") + "$" + (a < 0.1 ? a.toFixed(4) : a.toFixed(2)); }
function pts(d) { if (d === null || d === undefined) return "–"; var t = Math.round(d * 1000) / 10; return (t > 0 ? "+" : t < 0 ? "−" : "±") + Math.abs(t).toFixed(1) + " pts"; }
function pval(p) { return p === null || p === undefined ? "–" : p < 0.001 ? "<0.001" : p.toFixed(3); }
function plural(n, w) { return num(n) + " " + (n === 1 ? w : w + "s"); }
var STATUS = { passed: "passed", failed: "failed", "expected-failed": "failed as expected", "unexpected-passed": "passed unexpectedly", errored: "errored", skipped: "skipped" };
var STATUS_ICON = { passed: "✓", failed: "✗", "expected-failed": "✓", "unexpected-passed": "✗", errored: "!", skipped: "–" };
// Tier words and order come from src/report/labels.ts through the payload, so every report says the same.
var TIERS = D.tierLabels;
var TIER_ORDER = D.tierOrder;
function armText(a) { return a ? a[0] + "/" + a[1] + " " + rateCI(a[0], a[1], a[2], a[3]) : "–"; }
function caseOf(x) { return D.cases[x.c]; }
function runnerOf(x) { return D.runners[x.r]; }
function cellLabel(c) { return caseOf(c).id + " × " + runnerOf(c).id; }

function haystack(i) {
  if (hay[i] === undefined) {
    var e = D.executions[i], c = caseOf(e);
    hay[i] = [c.id, c.prompt, c.tags.map(function (t) { return D.tags[t]; }).join(" "), runnerOf(e).id, e.m || "", e.fc || "", e.o || "", e.s].join("\n").toLowerCase();
  }
  return hay[i];
}
function cellPasses(cell) {
  if (S.runner !== "" && String(cell.r) !== S.runner) return false;
  if (S.tag !== "" && caseOf(cell).tags.indexOf(Number(S.tag)) < 0) return false;
  if (S.tier !== "" && cell.tier !== S.tier) return false;
  if (S.status === "flaky" && !(cell.p > 0 && cell.p < cell.n)) return false;
  return true;
}
function statusPasses(e) {
  var s = S.status;
  if (s === "" || s === "flaky") return true;
  if (s === "not-passed") return e.s === "failed" || e.s === "unexpected-passed" || e.s === "errored";
  return e.s === s;
}
function execPasses(i) {
  var e = D.executions[i], cell = cellAt[e.c * R + e.r];
  if (!cell || !cellPasses(cell) || !statusPasses(e)) return false;
  if (S.cell && (S.cell.c !== e.c || S.cell.r !== e.r)) return false;
  return S.q === "" || haystack(i).indexOf(S.q) >= 0;
}
/** A cell shows when it passes the cell filters and has an execution passing the rest (or has none and no execution filter is set). */
function cellShown(cell) {
  if (!cellPasses(cell)) return false;
  if (cell.execs.length === 0) return S.q === "" && (S.status === "" || S.status === "flaky");
  for (var j = 0; j < cell.execs.length; j++) {
    var e = D.executions[cell.execs[j]];
    if (statusPasses(e) && (S.q === "" || haystack(cell.execs[j]).indexOf(S.q) >= 0)) return true;
  }
  return false;
}

function section(id, title, body) { return h("section", { id: id }, [h("h2", null, title), body]); }

function renderHeader() {
  var m = D.meta, bits = [];
  if (m.suite) bits.push(h("code", null, m.suite));
  bits.push(" · " + plural(D.cases.length, "case") + " × " + plural(R, "runner") + " × " + plural(m.runsPerCase, "run"));
  if (m.commit) bits.push(" · commit ", link(m.commit.sha.slice(0, 7), m.links.commitUrl) || h("code", null, m.commit.sha.slice(0, 7)), m.commit.ref ? " (" + m.commit.ref + ")" : "");
  bits.push(" · " + m.startedAt.replace("T", " ").replace(/\.\d+Z$/, " UTC"));
  ["htmlReportUrl", "artifactUrl", "runUrl"].forEach(function (k, i) { var a = link(["report", "artifacts", "workflow run"][i], m.links[k]); if (a) bits.push(" · ", a); });
  return h("header", null, [h("h1", null, D.title), h("p", { class: "sub" }, bits)]);
}
function renderVerdict() {
  var c = D.comparison;
  if (!c) return null;
  return h("div", { class: "verdict " + c.verdict, role: "status", id: "verdict" }, [h("strong", null, c.label + "."), " ", c.reason]);
}
function renderNotes() {
  var notes = D.notes.slice();
  var s = D.summary;
  if (s.cancelled) notes.unshift("The run was cancelled: " + plural(s.notRun, "planned execution") + " did not run, so these numbers are partial.");
  else if (s.notRun) notes.unshift(plural(s.notRun, "planned execution") + " did not run (--fail-fast).");
  if (D.comparison) D.comparison.warnings.forEach(function (w) { notes.push(w); });
  if (!notes.length) return null;
  return h("div", { class: "notes", id: "notes" }, notes.map(function (n) { return h("p", null, n); }));
}
function card(label, value, detail) { return h("div", { class: "card" }, [h("div", { class: "label" }, label), h("div", { class: "value" }, value), detail ? h("div", { class: "detail" }, detail) : null]); }
function renderCards() {
  var s = D.summary, cards = [];
  var ci = s.runs ? rateCI(s.passed, s.runs) : "–", cut = ci.indexOf(" [");
  cards.push(card("Pass rate [95% CI]", cut > 0 ? [ci.slice(0, cut), h("span", { class: "ci" }, ci.slice(cut))] : ci, num(s.passed) + " of " + plural(s.runs, "execution") + " passed"));
  cards.push(card("Executions", num(s.runs + s.skipped), [num(s.failed) + " failed · " + num(s.errored) + " errored · " + num(s.skipped) + " skipped", s.xf ? " · " + num(s.xf) + " failed as expected" : ""].join("")));
  cards.push(card("Cells", num(s.cells), num(s.stable) + " stable · " + num(s.unstable) + " unstable"));
  var c = D.comparison;
  if (c && c.hasBase && c.suite.delta !== null) cards.push(card("Change from base", pts(c.suite.delta), c.suite.ci ? "95% CI " + pts(c.suite.ci[0]) + " to " + pts(c.suite.ci[1]) + " · p " + pval(c.suite.pValue) : ""));
  cards.push(card("Wall time", dur(s.durationMs), s.runs ? "executions: mean " + dur(D.runners.reduce(function (t, r) { return t + r.durationMs; }, 0) / s.runs) : ""));
  // Only executions whose CLI reported a count add to the total: say so when some did not.
  var counted = D.executions.filter(function (e) { return e.s !== "skipped" && e.t !== undefined; }).length;
  cards.push(card("Tokens", tok(s.tokens), s.tokens === null || !counted ? (s.runs ? "not reported by the CLI" : "") : counted < s.runs ? "reported by " + num(counted) + " of " + plural(s.runs, "execution") + "; " + tok(s.tokens / counted) + " per reporting execution" : tok(s.tokens / counted) + " per execution"));
  cards.push(card("Cost", usd(s.cost), s.cost !== null && s.runs ? usd(s.cost / s.runs) + " per execution" : ""));
  return h("div", { class: "cards", id: "cards" }, cards);
}
function renderRunners() {
  if (R < 2) return null;
  var head = h("tr", null, ["Runner", "Type / model", "Pass rate [95% CI]", "Passed", "Failed", "Errored", "Stable cells", "Unstable cells", "Duration (mean)", "Tokens", "Cost"].map(function (t, i) { return h("th", { class: i > 1 ? "num" : null }, t); }));
  var rows = D.runners.map(function (r) {
    return h("tr", null, [h("td", null, h("code", null, r.id)), h("td", null, [r.type, r.model, r.version].filter(function (x, i, all) { return x && all.indexOf(x) === i; }).join(" · ")), h("td", { class: "num" }, rateCI(r.p, r.n)),
      h("td", { class: "num" }, num(r.p) + "/" + num(r.n)), h("td", { class: "num" }, num(r.f)), h("td", { class: "num" }, num(r.e)), h("td", { class: "num" }, num(r.stable)), h("td", { class: "num" }, num(r.unstable)),
      h("td", { class: "num" }, r.n ? dur(r.durationMs / r.n) : "–"), h("td", { class: "num" }, tok(r.tokens)), h("td", { class: "num" }, usd(r.cost))]);
  });
  return section("runners", "Runners", h("div", { class: "scroll" }, h("table", null, [h("thead", null, head), h("tbody", null, rows)])));
}
`;
