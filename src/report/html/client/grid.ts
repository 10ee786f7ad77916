// The case × runner grid (paged: only the rows of the current page exist in the DOM).

import { cellAt, cellLabel, D, sameCell, TIERS, VARIANTS, type Cell, type CellRef } from "./data.ts";
import { byId, clear, h, pager, section } from "./dom.ts";
import { select } from "./filters.ts";
import { armText, pts, rateCI } from "./format.ts";
import { cellShown, GRID_PAGE, S, type Refresh } from "./state.ts";
import { stabilityLabel } from "../../labels.ts";

function rateClass(cell: Cell): string {
  if (cell.n === 0) return cell.sk ? "rskip" : "rnone";
  if (cell.e === cell.n) return "rerr";
  return `r${Math.round((cell.p / cell.n) * 10)}`;
}

export function cellTitle(cell: Cell): string {
  let t = `${cellLabel(cell)}: `;
  if (!cell.n) return t + (cell.sk ? "skipped" : "not run");
  t += `${cell.p}/${cell.n} passed, ${rateCI(cell.p, cell.n, cell.lo, cell.hi)}`;
  if (cell.e) t += `, ${cell.e} errored`;
  if (cell.cls) t += `, ${stabilityLabel({ passed: cell.p, runs: cell.n, errored: cell.e, classification: cell.cls })}`;
  if (cell.tier) t += `; ${TIERS[cell.tier]} (base ${armText(cell.base)}, head ${armText(cell.head)}, ${pts(cell.delta)})`;
  return t;
}

/** One row per case, or per case × variant in a run with variants. */
interface CaseRow {
  ci: number;
  vi?: number;
  cells: Array<Cell | undefined>;
}

function caseRows(): { cols: number[]; rows: CaseRow[] } {
  const cols = S.runner === "" ? D.runners.map((_, i) => i) : [Number(S.runner)];
  const variants: Array<number | undefined> = VARIANTS.length ? VARIANTS.map((_, i) => i) : [undefined];
  const rows: CaseRow[] = [];
  D.cases.forEach((_, ci) => {
    for (const vi of variants) {
      const cells = cols.map((ri) => cellAt({ c: ci, r: ri, ...(vi === undefined ? {} : { v: vi }) }));
      if (cells.some((x) => x && cellShown(x))) rows.push(vi === undefined ? { ci, cells } : { ci, vi, cells });
    }
  });
  const worst = (row: CaseRow) => Math.min(...row.cells.map((x) => (x && x.n ? x.p / x.n : 2)));
  const drop = (row: CaseRow) => Math.min(...row.cells.map((x) => (x && x.delta !== undefined && x.delta !== null ? x.delta : 2)));
  if (S.sort === "worst") rows.sort((a, b) => worst(a) - worst(b) || a.ci - b.ci);
  if (S.sort === "drop") rows.sort((a, b) => drop(a) - drop(b) || a.ci - b.ci);
  return { cols, rows };
}

export function renderGridSection(refresh: Refresh): HTMLElement {
  const sorts: Array<[string, string]> = [
    ["suite", "suite order"],
    ["worst", "lowest pass rate first"],
  ];
  if (D.comparison && D.comparison.hasBase) sorts.push(["drop", "largest drop first"]);
  return section("grid", "Cases × runners", [h("div", { class: "pager" }, select("g-sort", "Sort", sorts, "sort", refresh)), h("div", { id: "grid-body" })]);
}

export function updateGrid(refresh: Refresh): void {
  const body = clear(byId("grid-body"));
  const g = caseRows();
  if (!g.rows.length) {
    body.appendChild(h("p", { class: "empty" }, "No case matches the filters."));
    return;
  }
  const pages = Math.ceil(g.rows.length / GRID_PAGE);
  if (S.gridPage >= pages) S.gridPage = pages - 1;
  const rows = g.rows.slice(S.gridPage * GRID_PAGE, (S.gridPage + 1) * GRID_PAGE);
  const head = h("tr", null, [
    h("th", null, VARIANTS.length ? "Case · variant" : "Case"),
    D.tags.length ? h("th", null, "Tags") : null,
    g.cols.map((ri) => h("th", null, D.runners[ri].id)),
  ]);
  const trs = rows.map((row) => {
    const c = D.cases[row.ci];
    const tds = [
      h("td", { class: "case" }, [
        h("code", null, c.id),
        row.vi === undefined ? null : h("span", { class: "variant" }, [" · ", h("code", null, VARIANTS[row.vi])]),
        c.xf ? h("span", { class: "muted" }, " (expected to fail)") : null,
        c.nc ? h("span", { class: "muted", title: "nothing checks this case: it passes whenever the agent finishes" }, " (no check)") : null,
      ]),
    ];
    if (D.tags.length)
      tds.push(
        h(
          "td",
          null,
          c.tags.map((t) => h("span", { class: "chip" }, D.tags[t])),
        ),
      );
    for (const cell of row.cells) {
      if (!cell) {
        tds.push(h("td", null, ""));
        continue;
      }
      const label = cell.n ? `${cell.p}/${cell.n}` : cell.sk ? "skipped" : "–";
      const sel = S.cell !== null && sameCell(S.cell, cell);
      const title = cellTitle(cell);
      const cls = `cell ${rateClass(cell)}${cell.tier ? ` t-${cell.tier}` : ""}${sel ? " sel" : ""}`;
      const b = h("button", { type: "button", class: cls, title, "aria-label": title, "aria-pressed": sel ? "true" : "false" }, label);
      b.addEventListener("click", () => selectCell(cell, refresh));
      tds.push(h("td", null, b));
    }
    return h("tr", null, tds);
  });
  body.appendChild(h("div", { class: "scroll" }, h("table", { class: "grid" }, [h("thead", null, head), h("tbody", null, trs)])));
  if (g.rows.length > GRID_PAGE) {
    const onPage = (p: number) => {
      S.gridPage = p;
      updateGrid(refresh);
    };
    body.appendChild(pager(g.rows.length, GRID_PAGE, S.gridPage, onPage, "cases"));
  }
}

/** Show only this cell's executions (or all again, when it was the one selected). */
export function selectCell(cell: CellRef, refresh: Refresh): void {
  S.cell = S.cell && sameCell(S.cell, cell) ? null : { c: cell.c, r: cell.r, ...(cell.v === undefined ? {} : { v: cell.v }) };
  S.execPage = 0;
  refresh.update();
  if (S.cell) document.getElementById("executions")?.scrollIntoView({ block: "start" });
}
