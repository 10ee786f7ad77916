import { mkdir, writeFile, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { readlinkSync } from 'node:fs';
import { l as loadStability, d as describeComparison, c as compare } from './describe-comparison-DxKmXBRo.js';
import { l as loadBaselineArg, p as poolFlags, c as checkComparable, i as isGithubBase, r as renderComparisonText } from './comparable-CYiMyyqF.js';
import { r as renderComparisonMarkdown, b as builtinFormatOf, e as extensionOf, a as resolveOptions } from './comparison-BapfbRxQ.js';
import { c as configError, i as isAgentBenchError } from './unknown-events-zNQq38TK.js';
import { V as VERDICT_LABELS } from './table-CFKi2sh-.js';
import { t as terminalSafe, r as readRunFile } from './sanitize-CGuhO3m3.js';
import { p as parseFlags } from './args-DelfG8Fj.js';
import './entry-BqMlPlwk.js';
import 'node:crypto';
import './schemas-CaY1ir08.js';
import 'node:util';

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
                         output format (default: plain text, also when piped; by -o's
                         extension, or a redirect's (> comparison.md): .md, .json, .html);
                         html is HEAD's full report with the comparison and, for each
                         cell that flipped, a base and a head run side by side (BASE
                         and HEAD must then be run folders or their results.json)
  -o, --output FILE      write to FILE instead of stdout (the verdict line still prints)
  --alpha A              one-sided significance level (default: 0.05)
  --margin M             smallest suite-level drop that counts, as a fraction (default: 0.05 = 5 points)
  --baseline-runs N      with a github: BASE: runs per case pooled from the branch's recent push runs
                         while the test, treatment and CLI version stay the same (default: 20; 0: none)
  --baseline-max-age AGE with a github: BASE: push runs older than this are not pooled (default: 14d)
  -h, --help             show this help
`;
const FORMATS = ["text", "md", "json", "html"];
const FLAGS = {
    format: { type: "string" },
    output: { type: "string", short: "o" },
    alpha: { type: "string" },
    margin: { type: "string" },
    "baseline-runs": { type: "string" },
    "baseline-max-age": { type: "string" },
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
    const format = values.format ?? defaultFormat(values.output, stdoutFile());
    const options = { alpha: number(values.alpha, "--alpha"), margin: number(values.margin, "--margin") };
    checkOptions(options);
    const [basePath, headPath] = positionals;
    const base = await loadBaselineArg(basePath, "BASE", poolFlags(values, basePath, "BASE"));
    let comparison;
    let text;
    try {
        const head = await loadStability(headPath);
        checkComparable(base.stability, head, {
            base: "BASE",
            head: "HEAD",
            hint: "compare two runs of the same suite and runners (the baseline from the base branch, the head from your change)",
        });
        comparison = describeComparison(compare(base.stability, head, options), { base: isGithubBase(basePath) ? "branch" : "file", pullRequest: false });
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
/** -o's extension, or the extension of the file stdout is redirected into (report/formats.ts reads it); else plain text (a terminal, a pipe into `tail`, a CI log). */
function defaultFormat(output, redirectedTo) {
    const target = output ?? redirectedTo;
    const format = target === undefined ? undefined : builtinFormatOf(target);
    if (format === "json" || format === "md" || format === "html")
        return format;
    return output === undefined || (target !== undefined && extensionOf(target) === ".txt") ? "text" : "md";
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
    const { buildHtmlReport } = await import('./build-Dg_rQbrD.js');
    return buildHtmlReport({ run, comparison }, { outDir: headDir, baseDir, title: "agent-bench comparison" });
}
async function runFolder(pathOrFile) {
    return (await stat(pathOrFile).then((s) => s.isDirectory(), () => false))
        ? pathOrFile
        : dirname(pathOrFile);
}

export { COMPARE_USAGE, compareCommand, defaultFormat };
