import { mkdir, writeFile, stat } from 'node:fs/promises';
import { extname, dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { l as loadStability, c as compare, r as renderComparisonMarkdown, a as resolveOptions } from './comparison-markdown-oyw1_Gb7.js';
import { c as configError, i as isAgentBenchError } from './errors-Cn0EvSBK.js';
import { l as loadTranscripts, a as loadSideBySide, b as renderHtml } from './summary-table-q0Jwhq9I.js';
import { r as readRunFile } from './merge-BmHt8Vb0.js';
import './schemas-BEFBGtYL.js';
import './session-B_q7XYQ7.js';
import 'node:os';
import 'node:crypto';
import './paths-FOGoyr3X.js';
import 'node:fs';
import './args-CQGwzPII.js';

// `agent-bench compare BASE HEAD [--format md|json] [-o FILE] [--alpha 0.05] [--margin 0.05]`
const COMPARE_USAGE = `Usage: agent-bench compare BASE HEAD [options]

Compares the head run with the baseline. BASE and HEAD are stability.json or
results.json files, or the out-dirs of runs. Exits 1 when the verdict is
"regression", 0 for every other verdict, 2 on bad input.

Options:
  --format md|json|html
                     output format (default: from -o's extension, else md); html is
                     the full report of HEAD with the comparison, and for each cell
                     that flipped a base and a head run side by side (BASE and HEAD
                     must then be run folders or their results.json)
  -o, --output FILE  write to FILE instead of stdout
  --alpha A          one-sided significance level (default: 0.05)
  --margin M         smallest suite-level drop that counts, as a fraction (default: 0.05 = 5 points)
  -h, --help         show this help
`;
async function compareCommand(argv) {
    const { values, positionals } = parse(argv);
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
    const format = values.format ?? formatOfFile(values.output) ?? "md";
    if (format !== "md" && format !== "json" && format !== "html") {
        throw configError(`--format must be "md", "json" or "html" (got "${format}")`, { where: "--format" });
    }
    const options = { alpha: number(values.alpha, "--alpha"), margin: number(values.margin, "--margin") };
    checkOptions(options);
    const [basePath, headPath] = positionals;
    const [base, head] = await Promise.all([loadStability(basePath), loadStability(headPath)]);
    const comparison = compare(base, head, options);
    const text = format === "json" ? `${JSON.stringify(comparison, null, 2)}\n` : format === "html" ? await comparisonHtml(basePath, headPath, comparison) : renderComparisonMarkdown(comparison);
    if (values.output) {
        await write(values.output, text);
        // The log of a CI job should still say what happened.
        process.stdout.write(`${comparison.verdict}: ${comparison.reason}\n(written to ${values.output})\n`);
    }
    else {
        process.stdout.write(text);
    }
    return comparison.verdict === "regression" ? 1 : 0;
}
function parse(argv) {
    try {
        return parseArgs({
            args: argv,
            allowPositionals: true,
            strict: true,
            options: {
                format: { type: "string" },
                output: { type: "string", short: "o" },
                alpha: { type: "string" },
                margin: { type: "string" },
                help: { type: "boolean", short: "h" },
            },
        });
    }
    catch (error) {
        const message = error.message;
        const flag = /'(-{1,2}[^'\s]+)/u.exec(message)?.[1];
        throw configError(message.split(". ")[0] ?? message, { where: flag ?? "agent-bench compare", hint: "run agent-bench compare --help for the options", cause: error });
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
function formatOfFile(file) {
    const ext = file === undefined ? "" : extname(file).toLowerCase();
    return ext === ".json" ? "json" : ext === ".html" || ext === ".htm" ? "html" : undefined;
}
/** HEAD's full HTML report with the comparison; flipped cells side by side when BASE is a run folder too. */
async function comparisonHtml(basePath, headPath, comparison) {
    const headDir = await runFolder(headPath);
    const run = await readRunFile(headDir);
    const transcripts = await loadTranscripts(headDir, run.results);
    const sideBySide = await loadSideBySide(await runFolder(basePath), headDir, run.results, comparison);
    return renderHtml({ run, comparison }, { title: "agent-bench comparison", transcripts, sideBySide });
}
async function runFolder(pathOrFile) {
    return (await stat(pathOrFile).then((s) => s.isDirectory(), () => false)) ? pathOrFile : dirname(pathOrFile);
}

export { COMPARE_USAGE, compareCommand };
