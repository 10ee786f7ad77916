// The comparison with the base: the suite table, what changed for the agent, the tier chips
// and the changed cells (with what the agent did differently).

import type { CellTier } from "../../../model/comparison.ts";
import type { PayloadCellComparison, PayloadComparison, PayloadTreatment } from "../payload-types.ts";
import { suiteChange } from "../../comparison-phrases.ts";
import { CHANGED_TIERS } from "../../labels.ts";
import { runnerFileChange } from "../../treatment-text.ts";
import { caseName, cells, D, runnerOf, TIER_ORDER, TIERS } from "./data.ts";
import { clear, h, section, type Child } from "./dom.ts";
import { armText, dur, formatCost, formatP, formatPercent, formatTokens, num, plural, pts } from "./format.ts";
import { selectCell } from "./grid.ts";
import { cellShown, firstPages, S, type Refresh } from "./state.ts";

type CostDelta = PayloadComparison["totals"]["durationMs"];

export function renderComparison(refresh: Refresh): HTMLElement | null {
  const c = D.comparison;
  if (!c || !c.hasBase) return null;
  const body = h("div", { id: "comparison-body" });
  const base = c.suite.base;
  const head = c.suite.head;
  const t = c.totals;
  const row = (label: string, b: Child, hd: Child, ch: Child) =>
    h("tr", null, [h("td", null, label), h("td", { class: "num" }, b), h("td", { class: "num" }, hd), h("td", null, ch)]);
  const costRow = (label: string, d: CostDelta, f: (n: number) => string) =>
    row(
      label,
      d.base === null ? "–" : f(d.base),
      d.head === null ? "–" : f(d.head),
      d.delta === null ? "" : (d.delta > 0 ? "+" : d.delta < 0 ? "−" : "±") + f(Math.abs(d.delta)),
    );
  // The same words as the terminal and the Markdown: the p named as the suite-level test's.
  const change = suiteChange(c) || "–";
  const table = h("table", { class: "suite-table" }, [
    h("thead", null, h("tr", null, [h("th", null, ""), h("th", { class: "num" }, "Base"), h("th", { class: "num" }, "Head"), h("th", null, "Change")])),
    h("tbody", null, [
      row("Pass rate (mean over cells)", base ? formatPercent(base.passRate) : "–", formatPercent(head.passRate), change),
      row("Runs (errored)", base ? `${num(base.runs)} (${num(base.errored)})` : "–", `${num(head.runs)} (${num(head.errored)})`, ""),
      costRow("Duration", t.durationMs, dur),
      costRow("Tokens", t.tokens, formatTokens),
      costRow("Cost", t.costUsd, formatCost),
    ]),
  ]);
  const counts: Partial<Record<CellTier, number>> = {};
  for (const x of D.cells) if (x.tier) counts[x.tier] = (counts[x.tier] || 0) + 1;
  counts.removed = c.removed.length;
  const chips = h(
    "div",
    { id: "tier-chips" },
    TIER_ORDER.filter((tier) => counts[tier]).map((tier) => {
      const b = h(
        "button",
        { type: "button", class: `chip tier-${tier}${S.tier === tier ? " active" : ""}`, "data-tier": tier, disabled: tier === "removed" },
        `${TIERS[tier]} ${counts[tier]}`,
      );
      b.addEventListener("click", () => {
        S.tier = S.tier === tier ? "" : tier;
        firstPages();
        refresh.rebuild();
      });
      return b;
    }),
  );
  const b0 = c.baseline;
  const what = b0
    ? `Baseline ${b0.commit ? `${b0.commit.sha.slice(0, 7)}, ` : ""}${c.pool ? "" : `${plural(b0.runsPerCase, "run")} per case, `}${String(b0.createdAt).slice(0, 10)}.${c.pool ? ` ${c.pool}.` : ""}`
    : "";
  return section("comparison", "Compared with the base", [
    h("p", { class: "muted" }, what),
    table,
    renderTreatment(c.treatment),
    h("h3", null, "Cells by tier"),
    chips,
    body,
  ]);
}

// Behaviour changes: each phrase in segments, the odd ones labels (code).
function behaviourList(list: string[][]): HTMLElement {
  return h(
    "ul",
    { class: "behaviour" },
    list.map((parts) =>
      h(
        "li",
        null,
        parts.map((t, i) => (i % 2 ? h("code", null, t) : t)),
      ),
    ),
  );
}

// "What changed for the agent": files, runner settings and CLI versions, as text nodes only.
function renderTreatment(t: PayloadTreatment | null): HTMLElement | null {
  if (!t) return null;
  const items: HTMLElement[] = [];
  const files = (label: string, list: string[]) => {
    if (list.length)
      items.push(
        h("li", null, [
          `${label}: `,
          list.slice(0, 200).map((f, i) => h("span", null, [i ? ", " : "", h("code", null, f)])),
          list.length > 200 ? ` and ${list.length - 200} more` : null,
        ]),
      );
  };
  files("Modified", t.files.modified);
  files("Added", t.files.added);
  files("Removed", t.files.removed);
  for (const s of t.settings) {
    const file = s.runnerId ? runnerFileChange(s.base, s.head) : undefined;
    items.push(
      h(
        "li",
        null,
        file
          ? ["Runner ", h("code", null, s.runnerId), "'s file ", h("code", null, s.field), ` was ${file}`]
          : [
              s.runnerId ? "Runner " : "",
              s.runnerId ? h("code", null, s.runnerId) : "",
              ` ${s.field}: `,
              h("code", null, s.base),
              " → ",
              h("code", null, s.head),
            ],
      ),
    );
  }
  for (const v of t.versions)
    items.push(
      h("li", { class: "warn" }, ["⚠ Runner ", h("code", null, v.runnerId), " agent CLI version: ", h("code", null, v.base), " → ", h("code", null, v.head)]),
    );
  const body = items.length
    ? h("ul", { id: "treatment-changes" }, items)
    : h(
        "p",
        { id: "treatment-changes", class: "muted" },
        t.known
          ? "Nothing: the same workspace files, skills, instruction files, runner settings and CLI versions as the baseline."
          : "Unknown: the baseline was written by an older agent-bench that did not record what the agent was given.",
      );
  return h("div", null, [h("h3", null, "What changed for the agent"), body]);
}

export function updateComparison(refresh: Refresh): void {
  const body = document.getElementById("comparison-body");
  const c = D.comparison;
  if (!body || !c) return;
  clear(body);
  const rows = cells.filter((x) => x.tier && (S.tier ? x.tier === S.tier : CHANGED_TIERS.has(x.tier)) && cellShown(x));
  const rank = (tier: CellTier | undefined) => (tier ? TIER_ORDER.indexOf(tier) : -1);
  rows.sort((a, b) => rank(a.tier) - rank(b.tier) || (a.delta || 0) - (b.delta || 0));
  const removed = c.removed.filter(() => !S.tier || S.tier === "removed");
  if (!rows.length && !removed.length) {
    body.appendChild(h("p", { class: "empty" }, "No changed cell matches the filters."));
    return;
  }
  const shown = rows.slice(0, 200);
  const tr = (tier: CellTier, caseId: string, runnerId: string, x: PayloadCellComparison, onclick: (() => void) | null) => {
    const notes = x.severe ? "broke outright" : "";
    const p = h(
      "td",
      { class: "num" },
      x.pv === null || x.pv === undefined ? "–" : formatP(x.pv) + (x.padj === null || x.padj === undefined ? "" : ` (${formatP(x.padj)})`),
    );
    const r = h("tr", { class: "cmp-row" }, [
      h("td", { class: `tier tier-${tier}` }, TIERS[tier] + (notes ? ` (${notes})` : "")),
      h("td", null, h("code", null, caseId)),
      h("td", null, h("code", null, runnerId)),
      h("td", { class: "num" }, armText(x.base)),
      h("td", { class: "num" }, armText(x.head)),
      h("td", { class: "num" }, pts(x.delta)),
      p,
    ]);
    if (onclick) {
      const b = h("button", { type: "button", class: "toggle" }, "show runs");
      b.addEventListener("click", onclick);
      p.appendChild(document.createTextNode(" "));
      p.appendChild(b);
    }
    return r;
  };
  const trs: HTMLElement[] = [];
  for (const x of shown) {
    if (!x.tier) continue;
    trs.push(tr(x.tier, caseName(x), runnerOf(x).id, x, () => selectCell(x, refresh)));
    if (x.bh)
      trs.push(
        h("tr", { class: "bh-row" }, h("td", { colspan: "7" }, [h("span", { class: "muted" }, "What the agent did differently:"), behaviourList(x.bh)])),
      );
  }
  for (const x of removed) trs.push(tr("removed", x.caseId, x.runnerId, x, null));
  const columns = ["Tier", "Case", "Runner", "Base", "Head", "Change", "p (adjusted)"];
  body.appendChild(
    h(
      "div",
      { class: "scroll" },
      h("table", null, [
        h(
          "thead",
          null,
          h(
            "tr",
            null,
            columns.map((t, i) => h("th", { class: i > 2 ? "num" : null }, t)),
          ),
        ),
        h("tbody", null, trs),
      ]),
    ),
  );
  if (rows.length > shown.length)
    body.appendChild(h("p", { class: "muted" }, `… and ${plural(rows.length - shown.length, "more cell")}; narrow the filters to see them.`));
}
