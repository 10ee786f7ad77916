import { mkdir, writeFile, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { readlinkSync } from 'node:fs';
import { c as compare, h as loadStability } from './compare-C6EX8UYv.js';
import { r as renderComparisonMarkdown, b as resolveOptions, l as loadTranscripts, a as loadSideBySide } from './load-transcripts-iJtjmjNO.js';
import { c as configError, i as isAgentBenchError } from './suggest-A8yN1XQm.js';
import { V as VERDICT_LABELS, t as terminalSafe, a as readRunFile, r as renderHtml } from './render-afaqytsm.js';
import { l as loadBaselineArg, r as renderComparisonText } from './comparison-uyx6nYSC.js';
import { p as parseFlags } from './args-DA6UoEEa.js';
import './index-x1IDzvfH.js';
import 'os';
import 'crypto';
import 'fs';
import 'path';
import 'http';
import 'https';
import 'string_decoder';
import 'events';
import 'child_process';
import 'assert';
import 'timers';
import 'net';
import 'tls';
import 'util';
import 'node:assert';
import 'node:net';
import 'node:http';
import 'node:stream';
import 'node:buffer';
import 'node:util';
import 'node:querystring';
import 'node:events';
import 'node:diagnostics_channel';
import 'node:tls';
import 'node:zlib';
import 'node:perf_hooks';
import 'node:util/types';
import 'node:worker_threads';
import 'node:url';
import 'node:async_hooks';
import 'node:console';
import 'node:dns';
import './session-CJniFQm8.js';
import 'node:os';
import './schemas-DdBkgWhy.js';
import 'node:crypto';
import './table-7IWti96C.js';

// `agent-bench compare BASE HEAD [--format text|md|json|html] [-o FILE] [--alpha 0.05] [--margin 0.05]`
const COMPARE_USAGE = `Usage: agent-bench compare BASE HEAD [options]

Compares the head run with the baseline. BASE and HEAD are stability.json or
results.json files, or the out-dirs of runs (agent-bench run prints where its
results went: "results: .agent-bench/runs/<timestamp>"). BASE may also be
github:OWNER/REPO[@BRANCH]: the newest complete baseline that branch's push runs
stored (needs GITHUB_TOKEN or GH_TOKEN).

Exit codes: 1 when the verdict is "regression", 0 for every other verdict
(possible regression, inconclusive, no change, improvement, no baseline),
2 on bad input (a flag, a path, a file that is not a run's).

Options:
  --format text|md|json|html
                         output format (default: text on a terminal, Markdown when
                         piped or redirected, and by -o's extension: .md, .json, .html);
                         html is HEAD's full report with the comparison and, for each
                         cell that flipped, a base and a head run side by side (BASE
                         and HEAD must then be run folders or their results.json)
  -o, --output FILE      write to FILE instead of stdout (the verdict line still prints)
  --alpha A              one-sided significance level (default: 0.05)
  --margin M             smallest suite-level drop that counts, as a fraction (default: 0.05 = 5 points)
  -h, --help             show this help
`;
const FORMATS = ["text", "md", "json", "html"];
const FLAGS = {
    format: { type: "string" },
    output: { type: "string", short: "o" },
    alpha: { type: "string" },
    margin: { type: "string" },
    help: { type: "boolean", short: "h" },
};
async function compareCommand(argv) {
    const { values, positionals } = parseFlags(argv, FLAGS, "compare");
    if (values.help) {
        process.stdout.write(COMPARE_USAGE);
        return 0;
    }
    if (positionals.length !== 2) {
        throw configError(`compare takes two paths, BASE and HEAD (got ${positionals.length})`, {
            where: "agent-bench compare",
            hint: "agent-bench compare base-out/stability.json head-out/stability.json",
        });
    }
    if (values.format !== undefined && !FORMATS.includes(values.format)) {
        throw configError(`--format must be "md", "text", "json" or "html" (got "${values.format}")`, {
            where: "--format",
            hint: "text for a terminal, md for a PR comment or a file, json for scripts, html for the full report",
        });
    }
    const format = values.format ?? defaultFormat(values.output, process.stdout.isTTY === true, stdoutFile());
    const options = { alpha: number(values.alpha, "--alpha"), margin: number(values.margin, "--margin") };
    checkOptions(options);
    const [basePath, headPath] = positionals;
    const base = await loadBaselineArg(basePath, "BASE", loadStability);
    let comparison;
    let text;
    try {
        comparison = compare(base.stability, await loadStability(headPath), options);
        text =
            format === "json"
                ? `${JSON.stringify(comparison, null, 2)}\n`
                : format === "text"
                    ? renderComparisonText(comparison)
                    : format === "html"
                        ? await comparisonHtml(base.dir, headPath, comparison)
                        : renderComparisonMarkdown(comparison);
    }
    finally {
        await base.dispose();
    }
    if (values.output) {
        await write(values.output, text);
        // The log of a CI job should still say what happened.
        process.stdout.write(`${VERDICT_LABELS[comparison.verdict].label}: ${terminalSafe(comparison.reason)}\n(written to ${values.output})\n`);
    }
    else {
        process.stdout.write(text);
    }
    return comparison.verdict === "regression" ? 1 : 0;
}
/** -o's extension; else plain text for a person at a terminal and Markdown for a pipe or a redirect. */
function defaultFormat(output, tty, redirectedTo) {
    const target = output ?? redirectedTo;
    if (target?.endsWith(".json"))
        return "json";
    if (target?.endsWith(".md") || target?.endsWith(".markdown"))
        return "md";
    if (target?.endsWith(".html") || target?.endsWith(".htm"))
        return "html";
    if (output === undefined && tty)
        return "text";
    return "md";
}
/** The file stdout is redirected into (`> out.md`), where the system tells. */
function stdoutFile() {
    try {
        return readlinkSync("/proc/self/fd/1");
    }
    catch {
        return undefined;
    }
}
function number(value, flag) {
    if (value === undefined)
        return undefined;
    const parsed = Number(value);
    if (value.trim() === "" || !Number.isFinite(parsed))
        throw configError(`${flag} needs a number (got "${value}")`, { where: flag });
    return parsed;
}
function checkOptions(options) {
    try {
        resolveOptions(options);
    }
    catch (error) {
        if (isAgentBenchError(error) && error.where)
            throw configError(error.message.replace(error.where, `--${error.where}`), { where: `--${error.where}`, ...(error.hint ? { hint: error.hint } : {}) });
        throw error;
    }
}
async function write(file, text) {
    try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, text);
    }
    catch (error) {
        throw configError(`cannot write ${file}: ${error.message}`, { where: "--output", cause: error });
    }
}
/**
 * HEAD's full HTML report with the comparison; flipped cells side by side when BASE is a run folder
 * too (a local one, or a github: baseline's downloaded artifact, read through the same checks as the action's).
 */
async function comparisonHtml(baseDir, headPath, comparison) {
    const headDir = await runFolder(headPath);
    const run = await readRunFile(headDir);
    const transcripts = await loadTranscripts(headDir, run.results);
    const sideBySide = await loadSideBySide(baseDir, headDir, run.results, comparison);
    return renderHtml({ run, comparison }, { title: "agent-bench comparison", transcripts, sideBySide });
}
async function runFolder(pathOrFile) {
    return (await stat(pathOrFile).then((s) => s.isDirectory(), () => false))
        ? pathOrFile
        : dirname(pathOrFile);
}

export { COMPARE_USAGE, compareCommand, defaultFormat };
