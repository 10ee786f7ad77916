// The executions list (paged, failures first); each execution's detail is built only when it is expanded.

import { caseName, cellLabel, D, runnerOf } from "./data.ts";
import { renderDetail } from "./detail.ts";
import { byId, clear, h, pager, section } from "./dom.ts";
import { dur, formatCost, formatTokens, num, plural, statusLabel, statusMark } from "./format.ts";
import { execPasses, PAGE, S, type Refresh } from "./state.ts";

export function renderExecutionsSection(): HTMLElement {
  return section("executions", "Executions", [h("div", { id: "cell-filter" }), h("div", { id: "exec-body" })]);
}

// Failures first: what a reader opens the page for.
const RANK: Record<string, number> = { failed: 0, "unexpected-passed": 0, errored: 1, passed: 2, "expected-failed": 2, skipped: 3 };

export function updateExecutions(refresh: Refresh): void {
  const sel = clear(byId("cell-filter"));
  if (S.cell) {
    const b = h("button", { type: "button", id: "cell-clear" }, "Show all cells");
    b.addEventListener("click", () => {
      S.cell = null;
      S.execPage = 0;
      refresh.update();
    });
    sel.appendChild(h("p", null, ["Showing the runs of ", h("code", null, cellLabel(S.cell)), " ", b]));
  }
  const body = clear(byId("exec-body"));
  const matches: number[] = [];
  for (let i = 0; i < D.executions.length; i++) if (execPasses(i)) matches.push(i);
  byId("f-count").textContent = `Showing ${num(matches.length)} of ${plural(D.executions.length, "execution")}`;
  if (!matches.length) {
    body.appendChild(h("p", { class: "empty" }, "No execution matches the filters."));
    return;
  }
  matches.sort((a, b) => RANK[D.executions[a].s] - RANK[D.executions[b].s] || a - b);
  const pages = Math.ceil(matches.length / PAGE);
  if (S.execPage >= pages) S.execPage = pages - 1;
  const page = matches.slice(S.execPage * PAGE, (S.execPage + 1) * PAGE);
  const columns = ["", "Status", "Case", "Runner", "Run", "Duration", "Tokens", "Cost", "Failure / output"];
  const head = h(
    "tr",
    null,
    columns.map((t, i) => h("th", { class: i >= 4 && i <= 7 ? "num" : null }, t)),
  );
  const tbody = h("tbody");
  for (const i of page) appendExecution(tbody, i);
  body.appendChild(h("div", { class: "scroll" }, h("table", { class: "executions" }, [h("thead", null, head), tbody])));
  if (matches.length > PAGE) {
    const onPage = (p: number) => {
      S.execPage = p;
      updateExecutions(refresh);
    };
    body.appendChild(pager(matches.length, PAGE, S.execPage, onPage, "executions"));
  }
}

function appendExecution(tbody: HTMLElement, i: number): void {
  const e = D.executions[i];
  const label = `Show the transcript of ${caseName(e)} × ${runnerOf(e).id} run ${e.k}`;
  const toggle = h(
    "button",
    { type: "button", class: "toggle", "aria-expanded": S.open[i] ? "true" : "false", "aria-label": label, "data-exec": i },
    S.open[i] ? "▾" : "▸",
  );
  const summary = e.m || (e.o ? e.o.split("\n")[0] : "");
  const row = h("tr", { class: "exec", "data-exec": i }, [
    h("td", null, toggle),
    h("td", { class: `st st-${e.s}` }, `${statusMark(e.s)} ${statusLabel(e.s)}`),
    h("td", null, h("code", null, caseName(e))),
    h("td", null, h("code", null, runnerOf(e).id)),
    h("td", { class: "num" }, e.k),
    h("td", { class: "num" }, e.s === "skipped" ? "–" : dur(e.d)),
    h("td", { class: "num" }, formatTokens(e.t)),
    h("td", { class: "num" }, formatCost(e.$)),
    h("td", null, summary.length > 160 ? `${summary.slice(0, 159)}…` : summary),
  ]);
  tbody.appendChild(row);
  let detail: HTMLElement | null = null;
  const open = () => {
    detail = h("tr", { class: "detail" }, h("td", { colspan: 9 }, renderDetail(i)));
    row.after(detail);
  };
  if (S.open[i]) open();
  toggle.addEventListener("click", () => {
    S.open[i] = !S.open[i];
    toggle.setAttribute("aria-expanded", S.open[i] ? "true" : "false");
    toggle.textContent = S.open[i] ? "▾" : "▸";
    if (S.open[i]) open();
    else if (detail) {
      detail.remove();
      detail = null;
    }
  });
}
