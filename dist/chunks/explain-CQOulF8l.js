import { c as docUrl } from './schemas-CaY1ir08.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { p as parseDuration, d as durationHint } from './skills-C4zYLUOw.js';
import { l as loadConfig } from './config-DrsXBGAd.js';
import { c as configError, y as executionKey } from './unknown-events-zNQq38TK.js';
import { E as EXPLANATIONS_FILE, a as EXPLANATIONS_MARKDOWN, s as selectTargets, e as explainRun } from './select-RPT4sG4I.js';
import { r as readRunFile, t as terminalSafe } from './sanitize-CGuhO3m3.js';
import { e as explanationsMarkdown } from './explanations-Dgvy-m-n.js';
import { p as parseFlags } from './args-DelfG8Fj.js';
import { s as splitList, u as untrustedBlock } from './actions-log-D0yoZklu.js';
import 'node:os';
import './path-DuR4wJNM.js';
import 'node:vm';
import 'node:timers/promises';
import 'node:zlib';
import 'node:fs/promises';
import 'node:module';
import './module-hooks-CkSApm3x.js';
import 'node:url';
import 'node:crypto';
import 'node:util';
import './paths-BHCm_52W.js';
import 'node:child_process';
import 'node:assert';
import './extract-DraD6Zsi.js';
import 'node:async_hooks';

// `agent-bench explain RUN_DIR [--case ID] [--runner ID] [--rerun]`: each
// failed execution's agent is asked, in its own resumed session, the
// questions its failed checks recorded (skillgym's `explain`).
const EXPLAIN_USAGE = `Usage: agent-bench explain RUN_DIR [options]

Asks the agent of each failed execution in RUN_DIR (an agent-bench run folder)
why its checks failed: its agent CLI resumes the session it kept, with the
CLI's own resume option, and is asked the question each failed check recorded
(a helper's explain option, skillgym's default, or one naming the check).
Each question costs one agent call.

Options:
      --case ID           only these cases (repeatable, comma-separated)
  -r, --runner ID         only these runners (repeatable, comma-separated)
      --rerun             ask executions whose CLI cannot resume in a fresh session,
                          given the original prompt and then the question
  -c, --config FILE       the config with the runners (default: the one the run used)
      --timeout DURATION  per question: 90s, 5m (default: the runner's timeout)
  -h, --help              show this help

Writes:
  RUN_DIR/${EXPLANATIONS_FILE}   every question and answer (${docUrl("cli.md#agent-bench-explain")})
  RUN_DIR/${EXPLANATIONS_MARKDOWN}     the same as a Markdown section, also printed here
  RUN_DIR/executions/<case>/<runner>/run-<k>/explain-<n>/   each call's logs and session

Exit codes:
  0  every question got an answer
  1  some question got none (the files say why)
  2  a mistake in a flag, or nothing to explain (no failure, no session to resume)
  3  agent-bench could not run`;
async function explainCommand(argv) {
    const { values, positionals } = parseFlags(argv, {
        case: { type: "string", multiple: true },
        runner: { type: "string", short: "r", multiple: true },
        rerun: { type: "boolean" },
        config: { type: "string", short: "c" },
        timeout: { type: "string" },
        help: { type: "boolean", short: "h" },
    }, "explain");
    if (values.help) {
        process.stdout.write(`${EXPLAIN_USAGE}\n`);
        return 0;
    }
    if (positionals.length !== 1) {
        throw configError(`explain takes one RUN_DIR (got ${positionals.length})`, {
            where: "agent-bench explain",
            hint: "agent-bench explain .agent-bench/runs/latest",
        });
    }
    let timeoutMs;
    if (values.timeout !== undefined) {
        timeoutMs = parseDuration(values.timeout);
        if (timeoutMs === undefined)
            throw configError(`--timeout: "${values.timeout}" is not a duration`, { where: "--timeout", hint: durationHint(values.timeout) });
    }
    const runDir = path.resolve(positionals[0]);
    if (!existsSync(path.join(runDir, "results.json"))) {
        throw configError(`${runDir} holds no finished run (no results.json)`, {
            where: positionals[0],
            hint: "pass the out-dir of an agent-bench run, e.g. .agent-bench/runs/latest",
        });
    }
    const run = await readRunFile(runDir);
    const { targets, unasked } = selectTargets(run.results, { cases: splitList(values.case), runners: splitList(values.runner) }, positionals[0]);
    const config = await configOf(run, values.config);
    const total = targets.reduce((n, t) => n + t.questions.length, 0);
    process.stderr.write(`agent-bench explain: ${targets.length} failed execution(s), ${total} question(s)\n`);
    for (const r of unasked)
        process.stderr.write(`  ${terminalSafe(`${r.caseId} × ${r.runnerId} run ${r.run}`)}: no failed check recorded a question (${r.failureOrigin ?? r.status}); not asked\n`);
    const controller = new AbortController();
    const stop = () => controller.abort();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    try {
        const file = await explainRun({
            runDir,
            run,
            config,
            targets,
            rerun: values.rerun === true,
            ...(timeoutMs ? { timeoutMs } : {}),
            signal: controller.signal,
            onExplained: (e) => {
                const answered = e.answers.filter((a) => a.answer !== undefined).length;
                process.stderr.write(`  ${terminalSafe(`${e.caseId} × ${e.runnerId} run ${e.run}`)}: ${answered}/${e.answers.length} answered\n`);
            },
        });
        const asked = new Set(targets.map((t) => executionKey(t.result, t.result.run)));
        const mine = file.executions.filter((e) => asked.has(executionKey(e, e.run)));
        process.stdout.write(untrustedBlock(`${explanationsMarkdown({ ...file, executions: mine })}\n`));
        process.stderr.write(`explanations: ${path.join(runDir, EXPLANATIONS_FILE)}\n`);
        if (controller.signal.aborted)
            return 130;
        return mine.every((e) => e.answers.every((a) => a.answer !== undefined)) && mine.length === targets.length ? 0 : 1;
    }
    finally {
        process.off("SIGINT", stop);
        process.off("SIGTERM", stop);
    }
}
/** -c, else the config the run recorded, else the nearest one above its suite (or where it ran). */
async function configOf(run, flag) {
    const recorded = run.invocation?.config;
    const from = run.invocation?.suites[0] ? path.dirname(run.invocation.suites[0]) : (run.invocation?.cwd ?? process.cwd());
    const config = flag
        ? await loadConfig({ configPath: path.resolve(flag), searchFrom: process.cwd() })
        : await loadConfig({ ...(recorded && existsSync(recorded) ? { configPath: recorded } : {}), searchFrom: existsSync(from) ? from : process.cwd() });
    if (config.runners.length === 0) {
        throw configError("no runners configured: explain resumes the run's agents with their runners' settings", {
            where: flag ? "--config" : (config.file ?? "agent-bench.config.*"),
            hint: "pass the config the run used with -c",
        });
    }
    return config;
}

export { EXPLAIN_USAGE, explainCommand };
