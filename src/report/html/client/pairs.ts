// A passing and a failing run of a flipped cell, aligned step by step; the first row where they part is marked.

import type { PayloadPair } from "../payload-types.ts";
import { cellLabel, D } from "./data.ts";
import { h, section } from "./dom.ts";
import { STEP_KIND_WORDS as KIND } from "../../labels.ts";

type Side = PayloadPair["b"];

function stepCell(side: Side, i: number): HTMLElement {
  const s = side.steps[i];
  if (i < 0 || !s) return h("td", { class: "step none" }, "");
  return h("td", { class: "step" }, [h("span", { class: `kind kind-${s[0]}` }, KIND[s[0]] || s[0]), " ", s[0] === "say" ? s[1] : h("code", null, s[1])]);
}

function runLabel(label: string, side: Side): string {
  return `${label} run ${side.k} (${side.ok ? "passed" : "failed"})`;
}

function renderPair(p: PayloadPair, n: number): HTMLElement {
  const trs = p.rows.map((row, i) => {
    const same = row[0] >= 0 && row[1] >= 0;
    const cls = (same ? "same" : "only") + (i === p.div ? " diverge" : "");
    const mark =
      i === p.div ? h("td", { class: "mark", title: "the first step where the two runs part" }, "◀ first divergence") : h("td", { class: "mark" }, "");
    return h("tr", { class: cls, "data-row": String(i) }, [h("td", { class: "num" }, String(i + 1)), stepCell(p.b, row[0]), stepCell(p.h, row[1]), mark]);
  });
  const more = [];
  if (p.b.more || p.h.more)
    more.push(
      h(
        "p",
        { class: "muted" },
        `Only the first steps are shown (${p.b.more} more on the base, ${p.h.more} on the head); the artifacts hold every session.json.`,
      ),
    );
  const where = p.div < 0 ? "the two runs take the same steps" : `they part at step ${p.div + 1}`;
  const summary = h("summary", null, [h("code", null, cellLabel(p)), `: ${runLabel("base", p.b)} vs ${runLabel("head", p.h)}; ${where}`]);
  const head = h("thead", null, h("tr", null, [h("th", { class: "num" }, "#"), h("th", null, "Base"), h("th", null, "Head"), h("th", null, "")]));
  const table = h("div", { class: "scroll" }, h("table", { class: "side-by-side" }, [head, h("tbody", null, trs)]));
  const d = h("details", { class: "pair" }, [summary, table, more]);
  if (n === 0) d.open = true;
  return d;
}

export function renderSideBySide(): HTMLElement | null {
  if (!D.pairs || !D.pairs.length) return null;
  return section("side-by-side", "Base and head side by side", [
    h(
      "p",
      { class: "muted" },
      "For each cell that flipped, a base run and a head run with opposite outcomes, step by step: what both did shares a row, what only one did stands alone.",
    ),
    h("div", null, D.pairs.map(renderPair)),
  ]);
}
