// The page script, part 3: the executions list (paged) and each execution's
// transcript, built only when it is expanded; then the page's assembly.

export const CLIENT_EXECUTIONS = String.raw`
function renderExecutionsSection() {
  return section("executions", "Executions", [h("div", { id: "cell-filter" }), h("div", { id: "exec-body" })]);
}
function updateExecutions() {
  var sel = clear(document.getElementById("cell-filter"));
  if (S.cell) {
    var b = h("button", { type: "button", id: "cell-clear" }, "Show all cells");
    b.addEventListener("click", function () { S.cell = null; S.execPage = 0; update(); });
    sel.appendChild(h("p", null, ["Showing the runs of ", h("code", null, cellLabel(S.cell)), " ", b]));
  }
  var body = clear(document.getElementById("exec-body"));
  var matches = [];
  for (var i = 0; i < D.executions.length; i++) if (execPasses(i)) matches.push(i);
  document.getElementById("f-count").textContent = "Showing " + num(matches.length) + " of " + plural(D.executions.length, "execution");
  if (!matches.length) { body.appendChild(h("p", { class: "empty" }, "No execution matches the filters.")); return; }
  // Failures first: what a reader opens the page for.
  var rank = { failed: 0, "unexpected-passed": 0, errored: 1, passed: 2, "expected-failed": 2, skipped: 3 };
  matches.sort(function (a, b) { return rank[D.executions[a].s] - rank[D.executions[b].s] || a - b; });
  var pages = Math.ceil(matches.length / PAGE);
  if (S.execPage >= pages) S.execPage = pages - 1;
  var page = matches.slice(S.execPage * PAGE, (S.execPage + 1) * PAGE);
  var head = h("tr", null, ["", "Status", "Case", "Runner", "Run", "Duration", "Tokens", "Cost", "Failure / output"].map(function (t, i) { return h("th", { class: i >= 4 && i <= 7 ? "num" : null }, t); }));
  var tbody = h("tbody");
  page.forEach(function (i) { appendExecution(tbody, i); });
  body.appendChild(h("div", { class: "scroll" }, h("table", { class: "executions" }, [h("thead", null, head), tbody])));
  if (matches.length > PAGE) body.appendChild(pager(matches.length, PAGE, S.execPage, function (p) { S.execPage = p; updateExecutions(); }, "executions"));
}
function appendExecution(tbody, i) {
  var e = D.executions[i];
  var toggle = h("button", { type: "button", class: "toggle", "aria-expanded": S.open[i] ? "true" : "false", "aria-label": "Show the transcript of " + caseOf(e).id + " × " + runnerOf(e).id + " run " + e.k, "data-exec": i }, S.open[i] ? "▾" : "▸");
  var summary = e.m || (e.o ? e.o.split("\n")[0] : "");
  var row = h("tr", { class: "exec", "data-exec": i }, [h("td", null, toggle), h("td", { class: "st st-" + e.s }, STATUS_ICON[e.s] + " " + STATUS[e.s]), h("td", null, h("code", null, caseOf(e).id)), h("td", null, h("code", null, runnerOf(e).id)),
    h("td", { class: "num" }, e.k), h("td", { class: "num" }, e.s === "skipped" ? "–" : dur(e.d)), h("td", { class: "num" }, tok(e.t)), h("td", { class: "num" }, usd(e.$)), h("td", null, summary.length > 160 ? summary.slice(0, 159) + "…" : summary)]);
  tbody.appendChild(row);
  var detail = null;
  var open = function () { detail = h("tr", { class: "detail" }, h("td", { colspan: 9 }, renderDetail(i))); row.parentNode.insertBefore(detail, row.nextSibling); };
  if (S.open[i]) open();
  toggle.addEventListener("click", function () {
    S.open[i] = !S.open[i];
    toggle.setAttribute("aria-expanded", S.open[i] ? "true" : "false");
    toggle.textContent = S.open[i] ? "▾" : "▸";
    if (S.open[i]) open(); else if (detail) { detail.parentNode.removeChild(detail); detail = null; }
  });
}
function pre(text, cls) { return h("pre", { class: cls || null }, text); }
function renderDetail(i) {
  var e = D.executions[i], t = e.x >= 0 ? D.transcripts[e.x] : null, c = caseOf(e);
  var facts = [STATUS[e.s], e.fc, "run " + e.k + " of " + D.meta.runsPerCase, e.s === "skipped" ? null : dur(e.d), e.t !== undefined ? tok(e.t) + " tokens" : null, e.$ !== undefined ? usd(e.$) : null,
    t && t.model ? "model " + t.model : null, t && t.cliVersion ? "CLI " + t.cliVersion : null, t && t.turns !== undefined ? plural(t.turns, "turn") : null, t && t.exitCode !== undefined && t.exitCode !== null ? "exit code " + t.exitCode : null];
  var out = [h("div", { class: "facts" }, facts.filter(Boolean).map(function (f) { return h("span", null, f); }).concat([h("span", null, ["artifacts ", h("code", null, e.a)])]))];
  if (c.src) out.push(h("div", { class: "facts" }, ["case defined at ", h("code", null, c.src)]));
  if (e.as && e.as.length) {
    out.push(h("h3", null, "Assertions"));
    out.push(h("ul", { class: "asserts" }, e.as.map(function (a) { return h("li", { class: a[0] ? "ok" : "ko" }, [a[0] ? "✓ " : "✗ ", h("code", null, a[1]), a[4] ? " (soft)" : "", a[2] ? ": " + a[2] : "", a[3] ? h("span", { class: "muted" }, " at " + a[3]) : null]); })));
  }
  if (e.e) out.push(h("h3", null, "Error"), pre(e.e));
  if (e.dl) out.push(h("h3", null, "Conversation (" + plural(e.dl.turns.length, "turn") + " of at most " + e.dl.max + ", ended: " + e.dl.end + ")"), renderDialog(e.dl));
  if (!t) {
    out.push(h("h3", null, "Final output"), e.o ? pre(e.o + (e.oc ? "\n… " + num(e.oc) + " more characters in " + e.a + "/session.json" : "")) : h("p", { class: "empty" }, "No output excerpt."));
    out.push(h("p", { class: "muted" }, ["The transcript of this execution is not in this page; the whole session is in ", h("code", null, e.a + "/session.json"), "."]));
    return out;
  }
  out.push(h("h3", null, "Prompt"), pre(t.prompt));
  out.push(h("h3", null, "Transcript"), renderEvents(t, e));
  out.push(h("h3", null, "Final output"), t.finalOutput ? pre(t.finalOutput) : h("p", { class: "empty" }, "The agent gave no final output."));
  var side = [];
  if (t.skills.length) side.push(h("div", null, ["Skills: ", t.skills.map(function (s) { return s.skill + " (" + s.confidence + ")"; }).join(", ")]));
  if (t.reads.length) side.push(h("div", null, ["Read: ", t.reads.join(", ")]));
  if (t.writes.length) side.push(h("div", null, ["Wrote: ", t.writes.join(", ")]));
  if (t.errors.length) side.push(h("div", null, ["Errors: ", t.errors.map(function (x) { return x.kind + ": " + x.message; }).join("; ")]));
  var u = t.usage;
  side.push(h("div", null, "Usage: " + [["input", u.input], ["output", u.output], ["reasoning", u.reasoning], ["cache read", u.cacheRead], ["cache write", u.cacheWrite], ["total", u.total]].filter(function (p) { return p[1] !== undefined && p[1] !== null; }).map(function (p) { return p[0] + " " + num(p[1]); }).join(" · ") + " tokens (" + u.source + ")" + (t.costUsd !== undefined ? " · " + usd(t.costUsd) : "")));
  out.push(h("h3", null, "Session"), h("div", { class: "facts" }, side));
  if (t.omittedEvents || t.cutChars) out.push(h("p", { class: "muted" }, "This transcript was shortened (" + (t.omittedEvents ? plural(t.omittedEvents, "event") + " from the middle left out" : "") + (t.omittedEvents && t.cutChars ? ", " : "") + (t.cutChars ? num(t.cutChars) + " characters cut" : "") + "); the whole session is in " + e.a + "/session.json."));
  return out;
}
function renderDialog(d) {
  var cps = h("ul", { class: "asserts" }, d.cps.map(function (c) { return h("li", { class: c[2] || !c[1] ? "ok" : "ko" }, [c[2] ? "✓ " : c[1] ? "✗ " : "○ ", h("code", null, c[0]), c[2] ? " reached at turn " + c[3] : c[1] ? " not reached" : " optional, not reached"]); }));
  var turns = h("ol", { class: "dialog" }, d.turns.map(function (t) {
    return h("li", null, [h("div", null, ["user: ", pre(t[1])]), t[2] !== null ? h("div", null, ["agent: ", pre(t[2])]) : null,
      t[3].length ? h("div", { class: "muted" }, "reached " + t[3].join(", ")) : null, t[4] ? h("div", { class: "st st-failed" }, t[4]) : null]);
  }));
  return h("div", null, [cps, turns]);
}
function renderEvents(t, e) {
  var box = h("div", { class: "events" });
  var shown = 0;
  var more = h("button", { type: "button", class: "more-events" });
  var half = Math.ceil(t.events.length / 2);
  function showMore() {
    var end = Math.min(t.events.length, shown + EVENTS_PAGE);
    for (; shown < end; shown++) {
      if (t.omittedEvents && shown === half) box.insertBefore(h("p", { class: "muted" }, "… " + plural(t.omittedEvents, "event") + " left out here; see " + e.a + "/session.json"), more);
      box.insertBefore(renderEvent(t.events[shown]), more);
    }
    if (shown >= t.events.length) more.remove(); else more.textContent = "Show " + num(Math.min(EVENTS_PAGE, t.events.length - shown)) + " more events (" + num(t.events.length - shown) + " left)";
  }
  more.addEventListener("click", showMore);
  box.appendChild(more);
  if (!t.events.length) box.insertBefore(h("p", { class: "empty" }, "No events."), more);
  showMore();
  return box;
}
function renderEvent(ev) {
  var k = ev.k, kind, body;
  if (k === "msg") { kind = ev.phase === "thinking" ? "thinking" : ev.role; body = pre(ev.text); }
  else if (k === "call") { kind = "tool call"; body = [h("code", null, ev.tool), ev.id ? h("span", { class: "muted" }, " " + ev.id) : null, ev.args !== undefined ? pre(ev.args) : null]; }
  else if (k === "result") { kind = "result"; body = [ev.tool ? h("code", null, ev.tool) : null, ev.exit !== undefined ? h("span", { class: "muted" }, " exit " + ev.exit) : null, ev.err ? h("span", { class: "st st-failed" }, " error") : null, pre(ev.out)]; }
  else if (k === "cmd") { kind = "command"; body = [h("code", null, "$ " + ev.cmd), ev.exit !== undefined ? h("span", { class: "muted" }, " exit " + ev.exit) : null]; }
  else if (k === "read") { kind = "read"; body = h("code", null, ev.path); }
  else if (k === "write") { kind = "write"; body = [h("code", null, ev.path), ev.kind ? h("span", { class: "muted" }, " " + ev.kind) : null]; }
  else if (k === "skill") { kind = "skill"; body = [h("code", null, ev.skill), h("span", { class: "muted" }, " " + ev.signal + ", " + ev.conf)]; }
  else if (k === "sub") { kind = "sub-agent"; body = ev.status + (ev.desc ? ": " + ev.desc : ""); }
  else if (k === "err") { kind = "error"; body = [h("code", null, ev.kind), ev.fatal ? " (fatal)" : "", pre(ev.msg)]; }
  else { kind = "raw"; body = pre(ev.text); }
  return h("div", { class: "ev k-" + k + (ev.role ? " role-" + ev.role : "") + (ev.err ? " is-err" : "") }, [h("span", { class: "kind" }, kind), " "].concat(body));
}

function update() {
  updateComparison();
  updateGrid();
  updateCharts();
  updateExecutions();
}
function rebuild() {
  clear(app);
  add(app, [renderHeader(), renderVerdict(), renderNotes(), renderCards(), renderRunners(), renderFilters(), renderComparison(), renderSideBySide(), renderGridSection(), renderChartsSection(), renderExecutionsSection(),
    h("footer", null, "agent-bench " + D.meta.version + " · Node " + D.meta.node + " · " + D.meta.platform + " · this page is self-contained and makes no network requests")]);
  update();
}
rebuild();
document.documentElement.setAttribute("data-ready", "true");
`;
