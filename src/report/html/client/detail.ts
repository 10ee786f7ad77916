// One execution, expanded: its facts, assertions, error, conversation and transcript
// (events shown a page at a time), final output and session.

import type { PayloadDialog, PayloadExecution } from "../payload-types.ts";
import type { Transcript, TranscriptEvent } from "../transcript.ts";
import { caseOf, D } from "./data.ts";
import { h, pre, type Child } from "./dom.ts";
import { dur, formatCost, formatTokens, num, plural, statusLabel } from "./format.ts";
import { EVENTS_PAGE } from "./state.ts";

export function renderDetail(i: number): HTMLElement[] {
  const e = D.executions[i];
  const t = e.x >= 0 ? D.transcripts[e.x] : null;
  const c = caseOf(e);
  const facts = [
    statusLabel(e.s),
    e.fc,
    `run ${e.k} of ${D.meta.runsPerCase}`,
    e.s === "skipped" ? null : dur(e.d),
    e.t !== undefined ? `${formatTokens(e.t)} tokens` : null,
    e.$ !== undefined ? formatCost(e.$) : null,
    t && t.model ? `model ${t.model}` : null,
    t && t.cliVersion ? `CLI ${t.cliVersion}` : null,
    t && t.turns !== undefined ? plural(t.turns, "turn") : null,
    t && t.exitCode !== undefined && t.exitCode !== null ? `exit code ${t.exitCode}` : null,
  ];
  const out: HTMLElement[] = [
    h("div", { class: "facts" }, [facts.filter(Boolean).map((f) => h("span", null, f)), h("span", null, ["artifacts ", h("code", null, e.a)])]),
  ];
  if (c.src) out.push(h("div", { class: "facts" }, ["case defined at ", h("code", null, c.src)]));
  if (e.as && e.as.length) {
    out.push(h("h3", null, "Assertions"));
    const items = e.as.map((a) =>
      h("li", { class: a[0] ? "ok" : "ko" }, [
        a[0] ? "✓ " : "✗ ",
        h("code", null, a[1]),
        a[4] ? " (soft)" : "",
        a[2] ? `: ${a[2]}` : "",
        a[3] ? h("span", { class: "muted" }, ` at ${a[3]}`) : null,
      ]),
    );
    out.push(h("ul", { class: "asserts" }, items));
  }
  if (e.e) out.push(h("h3", null, "Error"), pre(e.e));
  if (e.dl) out.push(h("h3", null, `Conversation (${plural(e.dl.turns.length, "turn")} of at most ${e.dl.max}, ended: ${e.dl.end})`), renderDialog(e.dl));
  if (!t) {
    out.push(
      h("h3", null, "Final output"),
      e.o ? pre(e.o + (e.oc ? `\n… ${num(e.oc)} more characters in ${e.a}/session.json` : "")) : h("p", { class: "empty" }, "No output excerpt."),
    );
    out.push(
      h("p", { class: "muted" }, [
        "The transcript of this execution is not in this page; the whole session is in ",
        h("code", null, `${e.a}/session.json`),
        ".",
      ]),
    );
    return out;
  }
  out.push(h("h3", null, "Prompt"), pre(t.prompt));
  out.push(h("h3", null, "Transcript"), renderEvents(t, e));
  out.push(h("h3", null, "Final output"), t.finalOutput ? pre(t.finalOutput) : h("p", { class: "empty" }, "The agent gave no final output."));
  out.push(h("h3", null, "Session"), h("div", { class: "facts" }, session(t)));
  if (t.omittedEvents || t.cutChars) {
    const what =
      (t.omittedEvents ? `${plural(t.omittedEvents, "event")} from the middle left out` : "") +
      (t.omittedEvents && t.cutChars ? ", " : "") +
      (t.cutChars ? `${num(t.cutChars)} characters cut` : "");
    out.push(h("p", { class: "muted" }, `This transcript was shortened (${what}); the whole session is in ${e.a}/session.json.`));
  }
  return out;
}

function session(t: Transcript): HTMLElement[] {
  const side: HTMLElement[] = [];
  if (t.skills.length) side.push(h("div", null, ["Skills: ", t.skills.map((s) => `${s.skill} (${s.confidence})`).join(", ")]));
  if (t.reads.length) side.push(h("div", null, ["Read: ", t.reads.join(", ")]));
  if (t.writes.length) side.push(h("div", null, ["Wrote: ", t.writes.join(", ")]));
  if (t.errors.length) side.push(h("div", null, ["Errors: ", t.errors.map((x) => `${x.kind}: ${x.message}`).join("; ")]));
  const u = t.usage;
  const all: Array<[string, number | undefined]> = [
    ["input", u.input],
    ["output", u.output],
    ["reasoning", u.reasoning],
    ["cache read", u.cacheRead],
    ["cache write", u.cacheWrite],
    ["total", u.total],
  ];
  const counts = all.filter((p) => p[1] !== undefined && p[1] !== null);
  const tokens = counts.length ? `${counts.map((p) => `${p[0]} ${num(p[1])}`).join(" · ")} tokens` : "no token counts";
  side.push(h("div", null, `Usage: ${tokens} (${u.note})${t.costUsd !== undefined ? ` · ${formatCost(t.costUsd)}` : ""}`));
  return side;
}

function renderDialog(d: PayloadDialog): HTMLElement {
  const cps = h(
    "ul",
    { class: "asserts" },
    d.cps.map((c) =>
      h("li", { class: c[2] || !c[1] ? "ok" : "ko" }, [
        c[2] ? "✓ " : c[1] ? "✗ " : "○ ",
        h("code", null, c[0]),
        c[2] ? ` reached at turn ${c[3]}` : c[1] ? " not reached" : " optional, not reached",
      ]),
    ),
  );
  const turns = h(
    "ol",
    { class: "dialog" },
    d.turns.map((t) =>
      h("li", null, [
        h("div", null, ["user: ", pre(t[1])]),
        t[2] !== null ? h("div", null, ["agent: ", pre(t[2])]) : null,
        t[3].length ? h("div", { class: "muted" }, `reached ${t[3].join(", ")}`) : null,
        t[4] ? h("div", { class: "st st-failed" }, t[4]) : null,
      ]),
    ),
  );
  return h("div", null, [cps, turns]);
}

function renderEvents(t: Transcript, e: PayloadExecution): HTMLElement {
  const box = h("div", { class: "events" });
  let shown = 0;
  const more = h("button", { type: "button", class: "more-events" });
  const half = Math.ceil(t.events.length / 2);
  const showMore = () => {
    const end = Math.min(t.events.length, shown + EVENTS_PAGE);
    for (; shown < end; shown++) {
      if (t.omittedEvents && shown === half)
        box.insertBefore(h("p", { class: "muted" }, `… ${plural(t.omittedEvents, "event")} left out here; see ${e.a}/session.json`), more);
      box.insertBefore(renderEvent(t.events[shown]), more);
    }
    if (shown >= t.events.length) more.remove();
    else more.textContent = `Show ${num(Math.min(EVENTS_PAGE, t.events.length - shown))} more events (${num(t.events.length - shown)} left)`;
  };
  more.addEventListener("click", showMore);
  box.appendChild(more);
  if (!t.events.length) box.insertBefore(h("p", { class: "empty" }, "No events."), more);
  showMore();
  return box;
}

function eventBody(ev: TranscriptEvent): [kind: string, body: Child] {
  switch (ev.k) {
    case "msg":
      return [ev.phase === "thinking" ? "thinking" : ev.role, pre(ev.text)];
    case "call":
      return ["tool call", [h("code", null, ev.tool), ev.id ? h("span", { class: "muted" }, ` ${ev.id}`) : null, ev.args !== undefined ? pre(ev.args) : null]];
    case "result":
      return [
        "result",
        [
          ev.tool ? h("code", null, ev.tool) : null,
          ev.exit !== undefined ? h("span", { class: "muted" }, ` exit ${ev.exit}`) : null,
          ev.err ? h("span", { class: "st st-failed" }, " error") : null,
          pre(ev.out),
        ],
      ];
    case "cmd":
      return ["command", [h("code", null, `$ ${ev.cmd}`), ev.exit !== undefined ? h("span", { class: "muted" }, ` exit ${ev.exit}`) : null]];
    case "read":
      return ["read", h("code", null, ev.path)];
    case "write":
      return ["write", [h("code", null, ev.path), ev.kind ? h("span", { class: "muted" }, ` ${ev.kind}`) : null]];
    case "skill":
      return ["skill", [h("code", null, ev.skill), h("span", { class: "muted" }, ` ${ev.signal}, ${ev.conf}`)]];
    case "sub":
      return ["sub-agent", ev.status + (ev.desc ? `: ${ev.desc}` : "")];
    case "err":
      return ["error", [h("code", null, ev.kind), ev.fatal ? " (fatal)" : "", pre(ev.msg)]];
    default:
      return ["raw", pre(ev.text)];
  }
}

function renderEvent(ev: TranscriptEvent): HTMLElement {
  const [kind, body] = eventBody(ev);
  const role = ev.k === "msg" && ev.role ? ` role-${ev.role}` : "";
  const err = ev.k === "result" && ev.err ? " is-err" : "";
  return h("div", { class: `ev k-${ev.k}${role}${err}` }, [h("span", { class: "kind" }, kind), " ", body]);
}
