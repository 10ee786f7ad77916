import { a as CellMap, o as caseLabel } from './unknown-events-zNQq38TK.js';
import { b as buildView, i as isFailure, f as failureMessage } from './words-CAMh3DxE.js';
import { p as plainText, f as truncate, g as cutNote } from './sanitize-CGuhO3m3.js';

// JUnit XML (-o results.xml), so CI tools that read test results (GitLab,
// Jenkins, dorny/test-reporter, EnricoMi's publisher) show agent-bench's:
// one <testsuite> per runner, one <testcase> per case with its runs as
// properties, and one <failure>, <error> or <skipped> element per case.
// A `--runs auto` run says what it spent (and a budget stop) per testsuite, as
// a property and in <system-out> (the one most CI tools show), and per
// testcase why the cell stopped.
// XML 1.0 allows tab, newline, carriage return, and U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF.
const XML_FORBIDDEN = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
function xmlText(text) {
    return text.replace(XML_FORBIDDEN, "").replace(/[<>&]/gu, (ch) => (ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : "&amp;"));
}
/** Attribute values keep their line breaks and tabs as character references (parsers turn raw ones into spaces). */
function xmlAttr(text) {
    return xmlText(text).replace(/["\n\r\t]/gu, (ch) => ({ '"': "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;" })[ch]);
}
function renderJunit(model, options = {}) {
    const view = buildView(model);
    const suites = view.runners.map((r) => testsuite(view, r.runner.id, r.cells, options));
    const totals = suites.reduce((t, s) => ({ tests: t.tests + s.tests, failures: t.failures + s.failures, errors: t.errors + s.errors, skipped: t.skipped + s.skipped }), { tests: 0, failures: 0, errors: 0, skipped: 0 });
    const { run } = model;
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="${xmlAttr(options.name ?? "agent-bench")}" tests="${totals.tests}" failures="${totals.failures}" errors="${totals.errors}" skipped="${totals.skipped}" time="${seconds(run.summary.durationMs)}" timestamp="${xmlAttr(run.startedAt)}">`,
        ...suites.map((s) => s.xml),
        "</testsuites>",
        "",
    ].join("\n");
}
function testsuite(view, runnerId, cells, options) {
    const { run } = view.model;
    const runner = view.runners.find((r) => r.runner.id === runnerId).runner;
    const adaptive = run.adaptive;
    // Looked up only for a --runs auto run (a key per cell, 100,000 at the scale item's size).
    const stops = adaptive ? CellMap.of(adaptive.cells) : undefined;
    const cases = cells.map((c) => testcase(c, options.excerptChars ?? 2000, stops?.get(c)));
    const count = (kind) => cases.filter((c) => c.kind === kind).length;
    const time = cells.reduce((t, c) => t + c.results.reduce((s, r) => s + (r.status === "skipped" ? 0 : r.durationMs), 0), 0);
    const props = [
        property("runner.type", runner.type),
        runner.model ? property("runner.model", runner.model) : "",
        runner.version ? property("runner.version", runner.version) : "",
        property("suite", run.suite.path),
        property("runs_per_case", String(run.plan.runs)),
        run.environment.commit ? property("commit", run.environment.commit.sha) : "",
        adaptive ? property("adaptive_runs", `${adaptive.minRuns}-${adaptive.maxRuns}`) : "",
        adaptive ? property("adaptive", adaptive.message) : "",
        adaptive?.budgetStop ? property("budget_stop", adaptive.budgetStop.kind) : "",
    ].filter(Boolean);
    const out = adaptive
        ? `    <system-out>${xmlText(plainText(`Adaptive runs (${adaptive.minRuns}–${adaptive.maxRuns} per cell): ${adaptive.message}.`))}</system-out>`
        : "";
    const xml = [
        `  <testsuite name="${xmlAttr(runnerId)}" tests="${cases.length}" failures="${count("failure")}" errors="${count("error")}" skipped="${count("skipped")}" time="${seconds(time)}" timestamp="${xmlAttr(run.startedAt)}">`,
        "    <properties>",
        ...props.map((p) => `      ${p}`),
        "    </properties>",
        ...cases.map((c) => c.xml),
        out,
        "  </testsuite>",
    ]
        .filter(Boolean)
        .join("\n");
    return { xml, tests: cases.length, failures: count("failure"), errors: count("error"), skipped: count("skipped") };
}
function property(name, value) {
    return `<property name="${xmlAttr(name)}" value="${xmlAttr(plainText(value))}"/>`;
}
function testcase(cell, excerptChars, adaptive) {
    const c = cell.counts;
    const s = cell.stability;
    const time = cell.results.reduce((t, r) => t + (r.status === "skipped" ? 0 : r.durationMs), 0);
    const source = cell.case?.source;
    const location = source && source.file !== "<inline>" ? ` file="${xmlAttr(source.file)}"${source.line ? ` line="${source.line}"` : ""}` : "";
    const props = [
        property("runs", String(c.runs)),
        property("passed", String(c.passed)),
        property("failed", String(c.failed)),
        property("errored", String(c.errored)),
        c.skipped ? property("skipped", String(c.skipped)) : "",
        s ? property("pass_rate", round(s.passRate)) : "",
        s ? property("pass_rate_low", round(s.wilson.low)) : "",
        s ? property("pass_rate_high", round(s.wilson.high)) : "",
        s ? property("stability", s.classification) : "",
        cell.case?.tags.length ? property("tags", cell.case.tags.join(",")) : "",
        cell.case?.expectedFail ? property("expected_fail", "true") : "",
        adaptive ? property("stopped_because", adaptive.stop) : "",
        adaptive?.undecided ? property("undecided", "true") : "",
        ...cell.results.map((r) => property(`run.${r.run}`, r.status)),
    ].filter(Boolean);
    const failures = cell.results.filter(isFailure);
    const errors = cell.results.filter((r) => r.status === "errored");
    let kind = "pass";
    let outcome = "";
    if (failures.length > 0) {
        kind = "failure";
        const also = errors.length ? ` (${errors.length} more errored)` : "";
        const message = `${failures.length} of ${c.runs} runs failed${also}: ${failureMessage(failures[0])}`;
        outcome = element("failure", message, failures[0].failureClass?.id ?? "failure", [...failures, ...errors], excerptChars);
    }
    else if (errors.length > 0) {
        kind = "error";
        const message = `${errors.length} of ${c.runs} runs errored: ${failureMessage(errors[0])}`;
        outcome = element("error", message, errors[0].failureClass?.id ?? "error", errors, excerptChars);
    }
    else if (c.runs === 0 && c.skipped > 0) {
        kind = "skipped";
        outcome = `      <skipped message="${xmlAttr(plainText(cell.case?.skip ?? "skipped"))}"/>`;
    }
    const xml = [
        `    <testcase name="${xmlAttr(plainText(caseLabel(cell)))}" classname="${xmlAttr(plainText(cell.runnerId))}" time="${seconds(time)}"${location}>`,
        "      <properties>",
        ...props.map((p) => `        ${p}`),
        "      </properties>",
        outcome,
        "    </testcase>",
    ].filter(Boolean);
    return { xml: xml.join("\n"), kind };
}
function element(tag, message, type, results, excerptChars) {
    const body = results
        .slice(0, 10)
        .map((r) => runText(r, excerptChars))
        .join("\n\n");
    const more = results.length > 10 ? `\n\n… and ${results.length - 10} more runs` : "";
    return `      <${tag} message="${xmlAttr(truncate(plainText(message), 500).text)}" type="${xmlAttr(type)}">${xmlText(body + more)}</${tag}>`;
}
function runText(r, excerptChars) {
    const lines = [`run ${r.run}: ${r.status}${r.failureClass?.label ? ` (${r.failureClass.label})` : ""}: ${plainText(failureMessage(r))}`];
    for (const a of r.assertions.filter((x) => !x.passed).slice(0, 10)) {
        const where = a.location ? ` at ${a.location.file}${a.location.line ? `:${a.location.line}` : ""}` : "";
        lines.push(`  ✗ ${a.name}: ${plainText(a.message ?? "failed")}${where}`);
    }
    if (r.finalOutput) {
        const { text, cut } = truncate(plainText(r.finalOutput), excerptChars);
        lines.push("  final output:", ...text.split("\n").map((l) => `    ${l}`));
        if (cut > 0)
            lines.push(`    ${cutNote(cut, `${r.artifactDir}/session.json`)}`);
    }
    lines.push(`  artifacts: ${r.artifactDir}`);
    return lines.join("\n");
}
function seconds(ms) {
    return (Math.max(0, ms) / 1000).toFixed(3);
}
function round(x) {
    return String(Math.round(x * 10_000) / 10_000);
}

export { xmlText as a, renderJunit as r, xmlAttr as x };
