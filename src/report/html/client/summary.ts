// The top of the page: header, verdict, notes, summary cards and the runners table.

import { suiteP } from "../../comparison-phrases.ts";
import { D, R } from "./data.ts";
import { h, link, section, type Child } from "./dom.ts";
import { dur, formatCost, formatTokens, num, plural, pts, rateCI } from "./format.ts";

export function renderHeader(): HTMLElement {
  const m = D.meta;
  const bits: Child[] = [];
  if (m.suite) bits.push(h("code", null, m.suite));
  bits.push(` · ${plural(D.cases.length, "case")} × ${plural(R, "runner")} × ${plural(m.runsPerCase, "run")}`);
  if (m.commit)
    bits.push(
      " · commit ",
      link(m.commit.sha.slice(0, 7), m.links.commitUrl) || h("code", null, m.commit.sha.slice(0, 7)),
      m.commit.ref ? ` (${m.commit.ref})` : "",
    );
  bits.push(` · ${m.startedAt.replace("T", " ").replace(/\.\d+Z$/, " UTC")}`);
  const links: Array<[string, string]> = [
    ["htmlReportUrl", "report"],
    ["artifactUrl", "artifacts"],
    ["runUrl", "workflow run"],
  ];
  for (const [key, label] of links) {
    const a = link(label, m.links[key]);
    if (a) bits.push(" · ", a);
  }
  return h("header", null, [h("h1", null, D.title), h("p", { class: "sub" }, bits)]);
}

export function renderVerdict(): HTMLElement | null {
  const c = D.comparison;
  if (!c) return null;
  return h("div", { class: `verdict ${c.verdict}`, role: "status", id: "verdict" }, [h("strong", null, `${c.label}.`), " ", c.reason]);
}

export function renderNotes(): HTMLElement | null {
  const notes = D.notes.slice();
  const s = D.summary;
  if (s.cancelled) notes.unshift(`The run was cancelled: ${plural(s.notRun, "planned execution")} did not run, so these numbers are partial.`);
  else if (s.notRun) notes.unshift(`${plural(s.notRun, "planned execution")} did not run (--fail-fast).`);
  if (D.comparison) notes.push(...D.comparison.warnings);
  if (!notes.length) return null;
  return h(
    "div",
    { class: "notes", id: "notes" },
    notes.map((n) => h("p", null, n)),
  );
}

function card(label: string, value: Child, detail: Child): HTMLElement {
  return h("div", { class: "card" }, [
    h("div", { class: "label" }, label),
    h("div", { class: "value" }, value),
    detail ? h("div", { class: "detail" }, detail) : null,
  ]);
}

export function renderCards(): HTMLElement {
  const s = D.summary;
  const cards: HTMLElement[] = [];
  const ci = s.runs ? rateCI(s.passed, s.runs) : "–";
  const cut = ci.indexOf(" [");
  cards.push(
    card(
      "Pass rate [95% CI]",
      cut > 0 ? [ci.slice(0, cut), h("span", { class: "ci" }, ci.slice(cut))] : ci,
      `${num(s.passed)} of ${plural(s.runs, "execution")} passed`,
    ),
  );
  cards.push(
    card(
      "Executions",
      num(s.runs + s.skipped),
      `${num(s.failed)} failed · ${num(s.errored)} errored · ${num(s.skipped)} skipped${s.xf ? ` · ${num(s.xf)} failed as expected` : ""}`,
    ),
  );
  cards.push(card("Cells", num(s.cells), `${num(s.stable)} stable · ${num(s.unstable)} unstable${s.failing ? ` · ${num(s.failing)} failing every run` : ""}`));
  const c = D.comparison;
  if (c && c.hasBase && c.suite.delta !== null)
    cards.push(
      card(
        "Change from base",
        pts(c.suite.delta),
        // The p first, named as the suite-level test's; the interval as the mean over cells', as in the other renderers.
        [suiteP(c), c.suite.ci ? `95% CI of the mean over cells ${pts(c.suite.ci[0])} to ${pts(c.suite.ci[1])}` : ""].filter(Boolean).join(" · "),
      ),
    );
  cards.push(card("Wall time", dur(s.durationMs), s.runs ? `executions: mean ${dur(D.runners.reduce((t, r) => t + r.durationMs, 0) / s.runs)}` : ""));
  // Only executions whose CLI reported a count add to the total: say so when some did not.
  const counted = D.executions.filter((e) => e.s !== "skipped" && e.t !== undefined).length;
  const tokens =
    s.tokens === null || !counted
      ? s.runs
        ? "not reported by the CLI"
        : ""
      : counted < s.runs
        ? `reported by ${num(counted)} of ${plural(s.runs, "execution")}; ${formatTokens(s.tokens / counted)} per reporting execution`
        : `${formatTokens(s.tokens / counted)} per execution`;
  cards.push(card("Tokens", formatTokens(s.tokens), tokens));
  cards.push(card("Cost", formatCost(s.cost), s.cost !== null && s.runs ? `${formatCost(s.cost / s.runs)} per execution` : ""));
  return h("div", { class: "cards", id: "cards" }, cards);
}

export function renderRunners(): HTMLElement | null {
  if (R < 2) return null;
  const columns = [
    "Runner",
    "Type / model",
    "Pass rate [95% CI]",
    "Passed",
    "Failed",
    "Errored",
    "Stable cells",
    "Unstable cells",
    "Cells failing every run",
    "Duration (mean)",
    "Tokens",
    "Cost",
  ];
  const head = h(
    "tr",
    null,
    columns.map((t, i) => h("th", { class: i > 1 ? "num" : null }, t)),
  );
  const rows = D.runners.map((r) => {
    const kind = [r.type, r.model, r.version].filter((x, i, all) => x && all.indexOf(x) === i).join(" · ");
    const n = (v: Child) => h("td", { class: "num" }, v);
    return h("tr", null, [
      h("td", null, h("code", null, r.id)),
      h("td", null, kind),
      n(rateCI(r.p, r.n)),
      n(`${num(r.p)}/${num(r.n)}`),
      n(num(r.f)),
      n(num(r.e)),
      n(num(r.stable)),
      n(num(r.unstable)),
      n(num(r.failing)),
      n(r.n ? dur(r.durationMs / r.n) : "–"),
      n(formatTokens(r.tokens)),
      n(formatCost(r.cost)),
    ]);
  });
  return section("runners", "Runners", h("div", { class: "scroll" }, h("table", null, [h("thead", null, head), h("tbody", null, rows)])));
}
