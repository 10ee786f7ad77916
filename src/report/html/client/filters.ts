// The filter bar: search, runner, tag, status and tier; and the <select> the grid's sort uses too.

import { D, TIER_ORDER, TIERS, VARIANTS } from "./data.ts";
import { h } from "./dom.ts";
import { statusLabel } from "./format.ts";
import { firstPages, S, type Refresh, type SelectKey } from "./state.ts";

export function select(id: string, label: string, options: Array<[value: string, label: string]>, key: SelectKey, refresh: Refresh): HTMLElement {
  const el = h(
    "select",
    { id, "aria-label": label },
    options.map(([value, text]) => {
      const o = h("option", { value }, text);
      if (S[key] === value) o.selected = true;
      return o;
    }),
  );
  el.addEventListener("change", () => {
    S[key] = el.value;
    firstPages();
    refresh.update();
  });
  return h("label", null, [label, el]);
}

export function renderFilters(refresh: Refresh): HTMLElement {
  const search = h("input", { type: "search", id: "search", placeholder: "Search cases, prompts, outputs, failures…", "aria-label": "Search" });
  search.value = S.q;
  search.addEventListener("input", () => {
    S.q = search.value.trim().toLowerCase();
    firstPages();
    refresh.update();
  });
  const all: [string, string] = ["", "all"];
  const parts = [search, select("f-runner", "Runner", [all, ...D.runners.map((r, i): [string, string] => [String(i), r.id])], "runner", refresh)];
  if (VARIANTS.length) parts.push(select("f-variant", "Variant", [all, ...VARIANTS.map((v, i): [string, string] => [String(i), v])], "variant", refresh));
  if (D.tags.length) parts.push(select("f-tag", "Tag", [all, ...D.tags.map((t, i): [string, string] => [String(i), t])], "tag", refresh));
  const statuses: Array<[string, string]> = [
    all,
    ["not-passed", "not passed"],
    ["failed", "failed"],
    ["errored", "errored"],
    ["passed", "passed"],
    ["expected-failed", statusLabel("expected-failed")],
    ["unexpected-passed", statusLabel("unexpected-passed")],
    ["skipped", "skipped"],
    ["flaky", "flaky cells"],
  ];
  parts.push(select("f-status", "Status", statuses, "status", refresh));
  if (D.comparison && D.comparison.hasBase)
    parts.push(select("f-tier", "Tier", [all, ...TIER_ORDER.filter((t) => t !== "removed").map((t): [string, string] => [t, TIERS[t]])], "tier", refresh));
  const reset = h("button", { type: "button", id: "f-clear" }, "Clear filters");
  reset.addEventListener("click", () => {
    Object.assign(S, { q: "", runner: "", variant: "", tag: "", status: "", tier: "", cell: null });
    firstPages();
    refresh.rebuild();
  });
  parts.push(reset, h("span", { class: "count", id: "f-count", "aria-live": "polite" }));
  return h("div", { class: "filters", role: "search" }, parts);
}
