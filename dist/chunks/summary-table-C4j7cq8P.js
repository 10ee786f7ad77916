import { mkdir, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { k as errorMessage, c as configError, t as formatPercent, f as formatDuration, u as formatTokens, v as formatCost, x as alignTable } from './unknown-events-zNQq38TK.js';
import { b as builtinFormatOf, u as unknownFormat } from './comparison-BapfbRxQ.js';
import { t as triggerReports } from './triggers-DcZ0G0n6.js';
import { w as writeJsonFile, r as renderMarkdown } from './render-RyEH65Mz.js';
import { r as renderJunit } from './junit-DdtJMIms.js';
import { c as countStatuses, r as resultTotals, p as passRateOf } from './table-CFKi2sh-.js';
import { t as terminalSafe } from './sanitize-CGuhO3m3.js';

// The full report as one JSON document (-o report.json): summary,
// environment, plan, cases, results, stability and comparison.
function renderJson(model) {
    return `${JSON.stringify(jsonReport(model), null, 2)}\n`;
}
/** The document renderJson prints; `agent-bench run -o` writes it streaming (src/execute/json-file.ts). */
function jsonReport(model) {
    const { run } = model;
    return {
        schemaVersion: 1,
        tool: run.tool,
        summary: run.summary,
        environment: run.environment,
        suite: run.suite,
        plan: run.plan,
        startedAt: run.startedAt,
        endedAt: run.endedAt,
        cases: run.cases,
        results: run.results,
        stability: model.stability ?? null,
        comparison: model.comparison ?? null,
        ...(run.adaptive ? { adaptive: run.adaptive } : {}),
        ...withTriggers(triggerReports(run)),
        ...(model.links ? { links: model.links } : {}),
    };
}
/** Trigger evals: precision, recall and F1 per skill × runner (report/triggers.ts). */
function withTriggers(reports) {
    return reports.length > 0 ? { triggers: reports } : {};
}

// The event log as JSON Lines: start, one line per execution, one per cell's
// stability, then the summary. The engine streams the same lines into
// results.jsonl and every -o *.jsonl while the run goes (src/execute/sink.ts);
// this renders them after the fact, for a finished run.
function* runEvents(model) {
    const { run } = model;
    yield { type: "start", at: run.startedAt, tool: run.tool, suite: run.suite, plan: run.plan, environment: run.environment, cases: run.cases };
    for (const result of run.results)
        yield { type: "execution", at: result.endedAt, result };
    for (const cell of model.stability?.cells ?? [])
        yield { type: "stability", at: run.endedAt, cell };
    yield { type: "summary", at: run.endedAt, summary: run.summary };
}
function renderJsonl(model) {
    let text = "";
    for (const line of runEvents(model))
        text += `${JSON.stringify(line)}\n`;
    return text;
}

// Writes the -o report files of a finished run (the renderers stay pure; this
// is their I/O): each file's format follows its extension, a custom reporter's
// extensions first. JSON Lines files were streamed by the engine during the
// run. A file that cannot be written does not stop the others.
/** What writes each -o file; throws a clear error for an extension nothing renders (check before the run). */
function outputKind(file, reporters) {
    if (reporters?.rendererFor(file))
        return "reporter";
    const format = builtinFormatOf(file);
    if (!format)
        throw unknownFormat(file, reporters?.extensions ?? []);
    return format;
}
/** Writes every output (except .jsonl ones the engine streamed); returns the files written. */
async function writeReports(files, model, options) {
    const written = [];
    const failures = [];
    for (const file of files) {
        const kind = outputKind(file, options.reporters);
        if (kind === "jsonl" && options.jsonlStreamed !== false)
            continue;
        if (kind === "json") {
            // Written as it is built: for 100,000 executions the document is over 100 MB.
            try {
                await mkdir(path.dirname(file), { recursive: true });
                await writeJsonFile(file, jsonReport(model), { trailingNewline: true });
                written.push(file);
            }
            catch (error) {
                failures.push(`${file}: ${errorMessage(error)}`);
            }
            continue;
        }
        const content = kind === "reporter" ? await options.reporters.render(file, model) : await renderBuiltin(kind, model, options);
        // A failed reporter is recorded by the ReporterSet; the command reports it after everything else is written.
        if (content === undefined)
            continue;
        try {
            await writeAtomic(file, content);
            written.push(file);
        }
        catch (error) {
            failures.push(`${file}: ${errorMessage(error)}`);
        }
    }
    if (failures.length > 0) {
        throw configError(`cannot write ${failures.length === 1 ? "a report" : `${failures.length} reports`}:\n  ${failures.join("\n  ")}`, {
            where: "-o",
            hint: "choose report paths in folders you can write to; the results are in the out-dir",
        });
    }
    return written;
}
async function renderBuiltin(format, model, options) {
    switch (format) {
        case "jsonl":
            return renderJsonl(model);
        case "json":
            return renderJson(model);
        case "md":
            return renderMarkdown(model);
        case "junit":
            return renderJunit(model);
        case "html":
            // The HTML builder and its page script load only for runs that write an .html report.
            return (await import('./build-Dg_rQbrD.js')).buildHtmlReport(model, options);
    }
}
async function writeAtomic(file, content) {
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp-${process.pid}`;
    await writeFile(tmp, content);
    await rename(tmp, file);
}

// The final table per runner printed after a run.
function summaryTable(run) {
    const rows = [["runner", "pass rate", "passed", "failed", "errored", "executions", "avg time", "tokens", "cost"]];
    for (const runner of run.plan.runners) {
        const results = run.results.filter((r) => r.runnerId === runner.id && r.status !== "skipped");
        const counts = countStatuses(results);
        const rate = passRateOf(counts);
        const time = results.length ? results.reduce((s, r) => s + r.durationMs, 0) / results.length : 0;
        const { tokens, costUsd } = resultTotals(results);
        rows.push([
            terminalSafe(runner.id),
            rate === undefined ? "–" : formatPercent(rate),
            String(counts.passed),
            String(counts.failed),
            String(counts.errored),
            String(counts.runs),
            formatDuration(time),
            formatTokens(tokens),
            formatCost(costUsd),
        ]);
    }
    const s = run.summary;
    const lines = [alignTable(rows)];
    const extra = [
        s.skipped ? `${s.skipped} skipped` : "",
        s.expectedFailed ? `${s.expectedFailed} expected failure(s)` : "",
        s.notRun ? `${s.notRun} not run${s.cancelled ? " (cancelled)" : " (--fail-fast)"}` : "",
    ].filter(Boolean);
    lines.push(`\n${s.passed}/${s.executions - s.skipped} passed (${formatPercent(s.passRate)}) in ${formatDuration(s.durationMs)}${extra.length ? `; ${extra.join(", ")}` : ""}`);
    return lines.join("\n");
}

export { jsonReport as j, outputKind as o, renderBuiltin as r, summaryTable as s, writeReports as w };
