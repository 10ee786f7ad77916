import { x as xmlAttr, a as xmlText } from './junit-DdtJMIms.js';
import { e as escapeHtml, h as htmlCode, i as htmlText, m as mdCode, t as terminalSafe, a as mdText } from './sanitize-CGuhO3m3.js';
import { d as behaviourPhrase, m as mdTable, S as STEP_KIND_WORDS } from './table-CFKi2sh-.js';
import { F as cellKey, x as alignTable } from './unknown-events-zNQq38TK.js';
import { createHash } from 'node:crypto';
import { v as verdictLine, V as VERDICT_WORDS, c as cellCounts, m as methodLine, w as whyLine, p as points, a as pointsInterval, s as skillUseLine, d as measureLine } from './words-CAMh3DxE.js';

// The <head> of every page agent-bench writes: a Content-Security-Policy that
// allows only the page's own style and script (by hash), no base, no forms,
// no referrer.
/** The document up to <body>: a Content-Security-Policy that allows exactly this stylesheet (and script) and no request. */
function htmlHead(page) {
    const csp = [
        "default-src 'none'",
        ...(page.script ? [`script-src '${hash(page.script)}'`] : []),
        `style-src '${hash(page.style)}'`,
        "img-src data:",
        "base-uri 'none'",
        "form-action 'none'",
    ].join("; ");
    return [
        "<!doctype html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="referrer" content="no-referrer">',
        ...(page.generator ? [`<meta name="generator" content="agent-bench ${escapeHtml(page.generator)}">`] : []),
        `<title>${escapeHtml(page.title)}</title>`,
        `<style>${page.style}</style>`,
        "</head>",
    ];
}
function hash(text) {
    return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

// Per cell of a lift, what a reader opens to see why it changed: the behaviour
// diff between the arms ("skill `greet` used in 5/5 → 0/5 runs") and one run
// with the skill beside one without, step by step — the side-by-side view
// compare shows between base and head (report/html/side-by-side.ts), as a
// Markdown table and as a static HTML table (the lift page has no script).
/** Rows of a side-by-side shown in Markdown (the HTML page shows them all). */
const MD_ROWS = 40;
/** The cells worth opening: with behaviour changes or a side-by-side. */
function shownCells(lift, pairs) {
    return lift.cells.flatMap((cell) => {
        const pair = pairs?.get(lift.skill)?.get(cellKey(cell));
        return cell.behaviour?.length || pair ? [{ cell, ...(pair ? { pair } : {}) }] : [];
    });
}
function pairSummary(p) {
    const side = (label, s) => `${label} run ${s.run} (${s.passed ? "passed" : "failed"})`;
    const where = p.diverge < 0 ? "the two runs take the same steps" : `they part at step ${p.diverge + 1}`;
    return `${side("with the skill", p.base)} vs ${side("without it", p.head)}; ${where}`;
}
function liftCellsMarkdown(lift, pairs) {
    return shownCells(lift, pairs).flatMap(({ cell, pair }) => {
        const lines = [
            "",
            // An HTML line: GitHub reads no Markdown there, so the names are escaped as HTML (markdown/failures.ts does the same).
            `<details><summary>${htmlCode(cell.caseId, 120)} on ${htmlCode(cell.runnerId)}${pair ? `: ${htmlText(pairSummary(pair))}` : ""}</summary>`,
            "",
        ];
        for (const change of cell.behaviour ?? [])
            lines.push(`- ${behaviourPhrase(change, (l) => mdCode(l, "text"))}`);
        if (pair) {
            const step = (s, i) => (i < 0 ? "" : `${STEP_KIND_WORDS[s.steps[i][0]] ?? s.steps[i][0]} ${mdCode(s.steps[i][1], "table", 120)}`);
            const rows = pair.rows.slice(0, MD_ROWS).map(([b, h], i) => [`${i + 1}${i === pair.diverge ? " ◀" : ""}`, step(pair.base, b), step(pair.head, h)]);
            lines.push("", mdTable(["#", "with the skill", "without it"], rows));
            if (pair.rows.length > MD_ROWS)
                lines.push("", `… and ${pair.rows.length - MD_ROWS} more steps (lift.html shows them all).`);
        }
        lines.push("", "</details>");
        return lines;
    });
}
function liftCellsHtml(lift, pairs) {
    return shownCells(lift, pairs)
        .map(({ cell, pair }) => {
        const changes = (cell.behaviour ?? []).map((c) => `<li>${behaviourPhrase(c, (l) => `<code>${escapeHtml(l)}</code>`)}</li>`).join("");
        const summary = `<code>${escapeHtml(cell.caseId)}</code> on <code>${escapeHtml(cell.runnerId)}</code>${pair ? `: ${escapeHtml(pairSummary(pair))}` : ""}`;
        return `<details class="pair"><summary>${summary}</summary>${changes ? `<ul>${changes}</ul>` : ""}${pair ? pairTable(pair) : ""}</details>`;
    })
        .join("\n");
}
function pairTable(p) {
    const step = (s, i) => {
        const x = s.steps[i];
        if (i < 0 || !x)
            return '<td class="step none"></td>';
        return `<td class="step"><span class="kind">${escapeHtml(STEP_KIND_WORDS[x[0]] ?? x[0])}</span> ${x[0] === "say" ? escapeHtml(x[1]) : `<code>${escapeHtml(x[1])}</code>`}</td>`;
    };
    const rows = p.rows.map(([b, h], i) => {
        const cls = `${b >= 0 && h >= 0 ? "same" : "only"}${i === p.diverge ? " diverge" : ""}`;
        const mark = i === p.diverge ? "◀ first divergence" : "";
        return `<tr class="${cls}"><td class="num">${i + 1}</td>${step(p.base, b)}${step(p.head, h)}<td class="mark">${mark}</td></tr>`;
    });
    return `<table class="side-by-side"><thead><tr><th class="num">#</th><th>With the skill</th><th>Without it</th><th></th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

// A variant's changes as the phrases every report shares: "skill `greet`
// removed", "file `CLAUDE.md` replaced", "runner `claude`: model `opus`".
// Markdown passes its code-span maker, the terminal and HTML their own.
function variantChangePhrase(change, code) {
    switch (change.kind) {
        case "skill-removed":
            return `skill ${code(change.skill)} removed`;
        case "skill-added":
            return `skill ${code(change.skill)} added`;
        case "file-replaced":
            return `file ${code(change.file)} replaced`;
        case "file-added":
            return `file ${code(change.file)} added`;
        case "runner":
            return `runner ${code(change.runnerId)}: ${change.field} ${code(change.value)}`;
    }
}
/** "without:greet: skill `greet` removed; file `CLAUDE.md` replaced", or the variant alone when it changes nothing recorded. */
function variantLine(variant, changes, code) {
    return changes.length === 0 ? `${variant}: the unmodified treatment` : `${variant}: ${changes.map((c) => variantChangePhrase(c, code)).join("; ")}`;
}

// A lift in each format the command prints or writes: a table for the
// terminal, a Markdown section, an HTML page, JUnit XML and lift.json. Pure:
// lifts in, text out; every untrusted name escaped for where it goes.
/** "Without the skill: skill `greet` removed", when the run's manifest recorded the arm. */
function armLine(l, views, code) {
    const changes = views.changes?.get(l.control);
    return changes?.length ? `Without the skill: ${changes.map((c) => variantChangePhrase(c, code)).join("; ")}` : undefined;
}
function liftFile(lifts) {
    return { kind: "agent-bench-lift", version: 1, skills: [...lifts] };
}
function liftJson(lifts) {
    return `${JSON.stringify(liftFile(lifts), null, 2)}\n`;
}
const COLUMNS = ["skill", "with", "without", "lift", "verdict"];
function rateCell(rate) {
    return rate === null ? "–" : `${Math.round(rate * 100)}%`;
}
function liftCell(l) {
    return l.passRate.lift === null ? "–" : `${points(l.passRate.lift)} ${pointsInterval(l.passRate.interval)}`;
}
const CASE_COLUMNS = ["case", "runner", "with → without", "lift", "p (adjusted)"];
/** Every case × runner with runs in both arms: its counts, lift and interval, and adjusted p (plain text, escaped where shown). */
function caseRows(l) {
    return l.cells
        .filter((c) => c.lift !== null)
        .map((c) => [
        c.caseId,
        c.runnerId,
        cellCounts(c),
        `${points(c.lift)} ${pointsInterval(c.interval)}`,
        c.adjustedPValue === null ? "–" : c.adjustedPValue.toPrecision(2),
    ]);
}
/** The lines under a skill's row: why, the skill's use, each measure. */
function details(l) {
    const use = skillUseLine(l.skill, l.skillUse);
    return [whyLine(l), ...(use ? [use] : []), ...l.measures.map(measureLine)];
}
function liftText(lifts) {
    const rows = [
        COLUMNS,
        ...lifts.map((l) => [terminalSafe(l.skill), rateCell(l.passRate.treatment), rateCell(l.passRate.control), liftCell(l), verdictLine(l)]),
    ];
    const lines = ["skill lift (with → without the skill):", alignTable(rows)];
    for (const l of lifts) {
        lines.push("", `${terminalSafe(l.skill)}: ${VERDICT_WORDS[l.verdict]}`, ...details(l).map((d) => `  ${terminalSafe(d)}`));
        const changed = l.cells.filter((c) => c.tier === "helps" || c.tier === "hurts");
        for (const c of changed)
            lines.push(`  ${c.tier} in ${terminalSafe(c.caseId)} on ${terminalSafe(c.runnerId)}: ${cellCounts(c)}`);
    }
    if (lifts.length > 0)
        lines.push("", `(${methodLine(lifts[0])})`);
    return lines.join("\n");
}
function liftMarkdown(lifts, views = {}) {
    const lines = [
        "## Skill lift",
        "",
        mdTable(COLUMNS, lifts.map((l) => [mdCode(l.skill), rateCell(l.passRate.treatment), rateCell(l.passRate.control), mdText(liftCell(l)), mdText(verdictLine(l))])),
    ];
    for (const l of lifts) {
        lines.push("", `**${mdCode(l.skill, "text")}: ${VERDICT_WORDS[l.verdict]}**`, "", ...details(l).map((d) => `- ${mdText(d)}`));
        const arm = armLine(l, views, (s) => mdCode(s, "text"));
        if (arm)
            lines.push(`- ${arm}`);
        const cells = caseRows(l);
        if (cells.length > 0) {
            const rows = cells.map(([caseId, runnerId, ...figures]) => [mdCode(caseId), mdCode(runnerId), ...figures.map((f) => mdText(f))]);
            lines.push("", "<details><summary>Cases</summary>", "", mdTable(CASE_COLUMNS, rows), "", "</details>");
        }
        lines.push(...liftCellsMarkdown(l, views.pairs));
    }
    if (lifts.length > 0)
        lines.push("", `<sub>${mdText(methodLine(lifts[0]))}</sub>`);
    return `${lines.join("\n")}\n`;
}
function liftHtml(lifts, views = {}) {
    const cell = (tag, text) => `<${tag}>${escapeHtml(text)}</${tag}>`;
    const rows = lifts
        .map((l) => `<tr>${[l.skill, rateCell(l.passRate.treatment), rateCell(l.passRate.control), liftCell(l), verdictLine(l)].map((t) => cell("td", t)).join("")}</tr>`)
        .join("\n");
    const sections = lifts
        .map((l) => `<section class="lift-${l.verdict}"><h2>${escapeHtml(`${l.skill}: ${VERDICT_WORDS[l.verdict]}`)}</h2><ul>${details(l)
        .map((d) => cell("li", d))
        .join("")}${armHtml(l, views)}</ul>${casesHtml(l)}${liftCellsHtml(l, views.pairs)}</section>`)
        .join("\n");
    const method = lifts.length > 0 ? `<p><small>${escapeHtml(methodLine(lifts[0]))}</small></p>` : "";
    return [
        ...htmlHead({ title: "agent-bench skill lift", style: LIFT_PAGE_STYLE }),
        "<body><h1>Skill lift</h1>",
        `<table><thead><tr>${COLUMNS.map((c) => cell("th", c)).join("")}</tr></thead><tbody>`,
        rows,
        "</tbody></table>",
        sections,
        method,
        "</body></html>",
        "",
    ].join("\n");
}
function casesHtml(l) {
    const rows = caseRows(l);
    if (rows.length === 0)
        return "";
    const cell = (tag, text, i) => `<${tag}>${i < 2 && tag === "td" ? `<code>${escapeHtml(text)}</code>` : escapeHtml(text)}</${tag}>`;
    const line = (cells, tag) => `<tr>${cells.map((c, i) => cell(tag, c, i)).join("")}</tr>`;
    return `<details><summary>Cases</summary><table><thead>${line(CASE_COLUMNS, "th")}</thead><tbody>${rows.map((r) => line(r, "td")).join("")}</tbody></table></details>`;
}
const PAIR_STYLE = "details.pair{margin:.5em 0}table.side-by-side tr.only td.step:not(.none){background:#fff8c5}table.side-by-side tr.diverge{outline:2px solid #cf222e}.kind{color:#57606a;font-size:12px}";
const LIFT_PAGE_STYLE = `body{font:14px system-ui,sans-serif;margin:2em;max-width:60em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em}.lift-helps h2{color:#1a7f37}.lift-hurts h2{color:#cf222e}${PAIR_STYLE}`;
/** What the arm without the skill changed, as an HTML list item (empty when the run's manifest did not record it). */
function armHtml(l, views) {
    const line = armLine(l, views, (s) => `\u0000${s}\u0000`);
    if (!line)
        return "";
    // Names (skills, files, runners) as code, the rest as text: each part escaped.
    return `<li>${line
        .split("\u0000")
        .map((part, i) => (i % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
        .join("")}</li>`;
}
/** One <testcase> per skill: `hurts` fails, `no detectable difference` is skipped with its reading, `helps` passes. */
function liftJunit(lifts) {
    const failures = lifts.filter((l) => l.verdict === "hurts").length;
    const skipped = lifts.filter((l) => l.verdict === "no-detectable-difference").length;
    const cases = lifts.map((l) => {
        const body = details(l).join("\n");
        const open = `    <testcase classname="skill-lift" name="${xmlAttr(l.skill)}">`;
        if (l.verdict === "hurts")
            return `${open}\n      <failure message="${xmlAttr(whyLine(l))}">${xmlText(body)}</failure>\n    </testcase>`;
        if (l.verdict === "no-detectable-difference")
            return `${open}\n      <skipped message="${xmlAttr(verdictLine(l))}"/>\n    </testcase>`;
        return `${open}\n      <system-out>${xmlText(body)}</system-out>\n    </testcase>`;
    });
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="agent-bench lift" tests="${lifts.length}" failures="${failures}" skipped="${skipped}">`,
        `  <testsuite name="skill lift" tests="${lifts.length}" failures="${failures}" skipped="${skipped}">`,
        ...cases,
        "  </testsuite>",
        "</testsuites>",
        "",
    ].join("\n");
}

export { liftMarkdown as a, liftHtml as b, liftJunit as c, liftJson as d, armHtml as e, liftCellsHtml as f, htmlHead as h, liftText as l, variantLine as v };
