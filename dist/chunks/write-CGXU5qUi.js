import path from 'node:path';
import { c as configError } from './unknown-events-zNQq38TK.js';
import { a as adaptiveMessage, s as summarize, w as writeJsonFile } from './render-RyEH65Mz.js';
import { mkdir, cp, writeFile } from 'node:fs/promises';
import { existsSync, constants } from 'node:fs';
import { a as computeStability } from './table-CFKi2sh-.js';

// The shards of an adaptive run, merged: each shard adapted its own cells, so
// the merged record lists every shard's cells and adds up their runs. Pure.
function mergeAdaptive(records) {
    const present = records.filter((r) => r !== undefined);
    if (present.length === 0)
        return undefined;
    const first = present[0];
    const cells = present.flatMap((r) => r.cells);
    const executions = present.reduce((s, r) => s + r.executions, 0);
    const maxExecutions = present.reduce((s, r) => s + r.maxExecutions, 0);
    const undecided = present.reduce((s, r) => s + r.undecided, 0);
    const budgetStop = present.find((r) => r.budgetStop)?.budgetStop;
    const cancelled = cells.some((c) => c.stop === "cancelled");
    const { budgetStop: _, ...rest } = first;
    return {
        ...rest,
        withBaseline: present.every((r) => r.withBaseline),
        rounds: Math.max(...present.map((r) => r.rounds)),
        executions,
        maxExecutions,
        ...(budgetStop ? { budgetStop } : {}),
        undecided,
        message: adaptiveMessage(budgetStop, cancelled, executions, maxExecutions, undecided, present.every((r) => r.withBaseline)),
        cells,
    };
}

// Shard runs → one run, as if the plan had run in one job. Refuses anything
// that would make a silently smaller or mixed result: a missing or duplicated
// shard, a different suite, runner set, variant set or number of runs, or a
// results.json of another schema version (an older or newer agent-bench). Pure.
function mergeRuns(shards) {
    if (shards.length === 0)
        throw configError("nothing to merge", { hint: "pass the out-dirs of the shard runs" });
    const first = shards[0];
    const total = first.run.plan.shard?.total;
    if (total === undefined) {
        throw configError(`${first.source} is not a shard run (it was not run with --shard I/N)`, { hint: "merge combines the runs of one sharded plan" });
    }
    const seen = new Map();
    for (const s of shards) {
        const shard = s.run.plan.shard;
        if (!shard)
            throw configError(`${s.source} is not a shard run`, { hint: "every run to merge needs --shard I/N" });
        if (shard.total !== total)
            throw configError(`${s.source} is shard ${shard.index}/${shard.total}, but ${first.source} is one of ${total}`, { hint: "merge the shards of one plan" });
        const other = seen.get(shard.index);
        if (other)
            throw configError(`shard ${shard.index}/${total} appears twice: ${other} and ${s.source}`, { hint: "each shard must be merged exactly once" });
        seen.set(shard.index, s.source);
        assertSamePlan(first, s);
    }
    const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !seen.has(i));
    if (missing.length > 0) {
        throw configError(`missing shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${total}`).join(", ")} (have ${[...seen.keys()].sort((a, b) => a - b).join(", ")})`, {
            hint: "a shard job failed or its artifact is missing; re-run it (agent-bench run --resume) before merging",
        });
    }
    const ordered = [...shards].sort((a, b) => a.run.plan.shard.index - b.run.plan.shard.index);
    const results = sortResults(ordered.flatMap((s) => s.run.results), first.run);
    const startedAt = ordered.map((s) => s.run.startedAt).sort()[0];
    const endedAt = ordered
        .map((s) => s.run.endedAt)
        .sort()
        .at(-1);
    const executions = ordered.reduce((n, s) => n + s.run.plan.executions, 0);
    const { shard: _shard, ...plan } = first.run.plan;
    const { adaptive: _adaptive, ...firstRun } = first.run;
    // --runs auto: each shard adapted its own cells.
    const adaptive = mergeAdaptive(ordered.map((s) => s.run.adaptive));
    return {
        ...firstRun,
        ...(adaptive ? { adaptive } : {}),
        startedAt,
        endedAt,
        plan: { ...plan, executions, runners: mergeRunnerVersions(ordered) },
        results,
        summary: summarize(results, executions, Math.max(...ordered.map((s) => s.run.summary.durationMs)), ordered.some((s) => s.run.summary.cancelled)),
    };
}
function assertSamePlan(a, b) {
    const mismatch = (what, x, y) => configError(`${b.source} ran a different ${what} than ${a.source}: ${JSON.stringify(y)} vs ${JSON.stringify(x)}`, {
        hint: "merge only the shards of one plan (same suite, runners, variants and runs)",
    });
    // The most specific difference first: the suite's fingerprint also covers the variants and what the
    // treatment held, so it is checked last, when nothing it covers explains the mismatch better.
    if (a.run.schemaVersion !== b.run.schemaVersion) {
        throw configError(`${path.join(b.source, "results.json")} is schema version ${b.run.schemaVersion}, but ${path.join(a.source, "results.json")} is version ${a.run.schemaVersion}`, { hint: "the shards were run by different agent-bench versions: run every shard with the same one (pin it in the workflow) and merge again" });
    }
    // --variant: every shard ran each of its cells under the same variants, in the same order (the plan's).
    const variants = (r) => r.plan.variants ?? [];
    if (variants(a.run).join("\n") !== variants(b.run).join("\n"))
        throw mismatch("variant set (--variant)", variants(a.run), variants(b.run));
    const runners = (r) => r.plan.runners.map((x) => `${x.id}:${x.type}:${x.model ?? ""}`).join(",");
    if (runners(a.run) !== runners(b.run))
        throw mismatch("runner set", runners(a.run), runners(b.run));
    if (a.run.plan.runs !== b.run.plan.runs)
        throw mismatch("number of runs", a.run.plan.runs, b.run.plan.runs);
    if (a.run.plan.cases.join("\n") !== b.run.plan.cases.join("\n"))
        throw mismatch("case list", a.run.plan.cases.length, b.run.plan.cases.length);
    if (a.run.suite.fingerprint !== b.run.suite.fingerprint)
        throw mismatch("suite", a.run.suite.fingerprint, b.run.suite.fingerprint);
}
function mergeRunnerVersions(shards) {
    return shards[0].run.plan.runners.map((r) => {
        const version = shards.map((s) => s.run.plan.runners.find((x) => x.id === r.id)?.version).find(Boolean);
        return version ? { ...r, version } : r;
    });
}
/** Plan order, as one job writes it (execute/run-file.ts): case, runner, variant, run. */
function sortResults(results, run) {
    const caseIndex = new Map(run.plan.cases.map((c, i) => [c, i]));
    const runnerIndex = new Map(run.plan.runners.map((r, i) => [r.id, i]));
    const variantIndex = new Map((run.plan.variants ?? []).map((v, i) => [v, i]));
    const variantOf = (r) => (r.variant === undefined ? -1 : (variantIndex.get(r.variant) ?? Number.MAX_SAFE_INTEGER));
    return [...results].sort((a, b) => (caseIndex.get(a.caseId) ?? 0) - (caseIndex.get(b.caseId) ?? 0) ||
        (runnerIndex.get(a.runnerId) ?? 0) - (runnerIndex.get(b.runnerId) ?? 0) ||
        variantOf(a) - variantOf(b) ||
        a.run - b.run);
}

// Writes a merged run as a run folder: results.json, results.jsonl,
// stability.json, and every shard's execution artifacts.
async function writeMergedRun(outDir, run, shardDirs) {
    if (existsSync(path.join(outDir, "results.jsonl"))) {
        throw configError(`${outDir} already holds a run`, { where: "--out-dir", hint: "merge into a new folder" });
    }
    await mkdir(outDir, { recursive: true });
    for (const dir of shardDirs) {
        for (const sub of ["executions", "workspaces"]) {
            if (existsSync(path.join(dir, sub))) {
                await cp(path.join(dir, sub), path.join(outDir, sub), {
                    recursive: true,
                    force: false,
                    errorOnExist: false,
                    verbatimSymlinks: true,
                    mode: constants.COPYFILE_FICLONE,
                });
            }
        }
    }
    const stability = computeStability(run);
    const lines = [
        {
            type: "start",
            at: run.startedAt,
            tool: run.tool,
            suite: run.suite,
            plan: run.plan,
            environment: run.environment,
            cases: run.cases,
            ...(run.invocation ? { invocation: run.invocation } : {}),
        },
        ...run.results.map((result) => ({ type: "execution", at: result.endedAt, result })),
        ...stability.cells.map((cell) => ({ type: "stability", at: run.endedAt, cell })),
        { type: "summary", at: run.endedAt, summary: run.summary },
    ];
    await writeFile(path.join(outDir, "results.jsonl"), lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
    await writeJsonFile(path.join(outDir, "results.json"), run);
    await writeJsonFile(path.join(outDir, "stability.json"), stability);
    return stability;
}

export { mergeRuns as m, writeMergedRun as w };
