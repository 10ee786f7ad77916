import path from 'node:path';
import { c as configError } from './unknown-events-zNQq38TK.js';
import { p as parseFlags } from './args-DelfG8Fj.js';
import { r as readRunFile } from './sanitize-CGuhO3m3.js';
import { m as mergeRuns, w as writeMergedRun } from './write-CGXU5qUi.js';
import { t as timestampSlug } from './paths-BHCm_52W.js';
import { w as writeReports, s as summaryTable } from './summary-table-C4j7cq8P.js';
import { f as formatOf } from './comparison-BapfbRxQ.js';
import 'node:util';
import 'node:fs';
import 'node:fs/promises';
import './schemas-CaY1ir08.js';
import './render-RyEH65Mz.js';
import './table-CFKi2sh-.js';
import 'node:crypto';
import './words-CAMh3DxE.js';
import './explanations-Dgvy-m-n.js';
import './trend-CnJqKq7K.js';
import './entry-BqMlPlwk.js';
import './triggers-DcZ0G0n6.js';
import './junit-DdtJMIms.js';

// agent-bench merge DIR...: the runs of a sharded plan → one run folder.
const MERGE_USAGE = `Usage: agent-bench merge DIR... [options]

Combines the run folders of a sharded plan (agent-bench run --shard I/N) into one run folder with
results.json, stability.json, reports and every execution's artifacts. Every shard 1..N must be
present exactly once, and all must have run the same suite, runners, variants and number of runs,
with the same agent-bench version.

Options:
      --out-dir DIR       where the merged run goes (default .agent-bench/runs/<timestamp>-merged)
  -o, --output FILE       also write a report (the extension picks the format; repeatable)
  -h, --help              show this help`;
async function mergeCommand(argv) {
    const { values, positionals } = parseFlags(argv, { "out-dir": { type: "string" }, output: { type: "string", short: "o", multiple: true }, help: { type: "boolean", short: "h" } }, "merge");
    if (values.help) {
        process.stdout.write(`${MERGE_USAGE}\n`);
        return 0;
    }
    if (positionals.length === 0)
        throw configError("merge: no run folders given", { hint: "agent-bench merge shard-1-out shard-2-out … (the out-dirs of every --shard I/N run)" });
    const outputs = (values.output ?? []).map((o) => path.resolve(o));
    for (const o of outputs)
        formatOf(o);
    const dirs = positionals.map((d) => path.resolve(d));
    const shards = await Promise.all(dirs.map(async (dir) => ({ source: dir, run: await readRunFile(dir) })));
    const run = mergeRuns(shards);
    const outDir = path.resolve(values["out-dir"] ?? path.join(".agent-bench/runs", `${timestampSlug()}-merged`));
    const stability = await writeMergedRun(outDir, run, dirs);
    await writeReports(outputs, { run, stability }, { outDir, jsonlStreamed: false });
    process.stdout.write(`${summaryTable(run)}\n`);
    process.stderr.write(`merged ${shards.length} shards into ${outDir}\n`);
    return run.results.filter((r) => r.status !== "skipped").every((r) => r.passed) ? 0 : 1;
}

export { MERGE_USAGE, mergeCommand };
