import { existsSync, lstatSync } from 'node:fs';
import { mkdtemp, rm, readFile, cp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { c as configError, V as VERSION, y as executionKey, s as suggest } from './unknown-events-zNQq38TK.js';
import { c as createHome, S as SESSION_DIR, r as removeHome, e as ensureDir, p as processEnvSnapshot, a as runnerInfo, b as runAgentTurn, w as writeSession, d as createScriptedModels } from './actions-log-D0yoZklu.js';
import { n as amount, q as list, w as longText, l as text, x as assertionResultSchema, y as sourceLocationSchema, z as failureOriginSchema, s as id, A as isoTime, B as executionStatusSchema, k as count, d as readSavedFile } from './sanitize-CGuhO3m3.js';
import { o as object, _ as _enum, l as literal } from './schemas-CaY1ir08.js';
import { e as explanationsMarkdown } from './explanations-Dgvy-m-n.js';
import { g as getAdapter, r as runnerTypes } from './skills-C4zYLUOw.js';
import os from 'node:os';

// The schema explanations.json is read back with (a later `explain` adds to it).
const explanationAnswerSchema = object({
    question: longText,
    check: object({ kind: assertionResultSchema.shape.kind, name: text, location: sourceLocationSchema.optional() }),
    answer: longText.optional(),
    error: longText.optional(),
    sessionId: text.optional(),
    command: list(longText, 10_000).optional(),
    durationMs: amount,
    costUsd: amount.optional(),
    artifactDir: text,
});
const explainedExecutionSchema = object({
    caseId: id,
    runnerId: id,
    run: count,
    status: executionStatusSchema,
    failureOrigin: failureOriginSchema.optional(),
    artifactDir: text,
    mode: _enum(["resume", "rerun"]),
    sessionId: text.optional(),
    askedAt: isoTime,
    answers: list(explanationAnswerSchema, 10_000),
});
const explanationsFileSchema = object({
    schemaVersion: literal(1),
    tool: object({ name: literal("agent-bench"), version: id }),
    updatedAt: isoTime,
    executions: list(explainedExecutionSchema),
});

// Asks one failed execution its questions: its agent CLI resumes the session
// it kept (agent-session/, restored into a fresh home) with the CLI's own
// resume option, one call per question, in a copy of the workspace it left;
// or, with --rerun, a fresh session gets the original prompt and the question.
// Each call's logs and session go to explain-<n>/ in the execution's folder.
async function askExecution(target, setup) {
    const { result } = target;
    const execDir = path.join(setup.runDir, result.artifactDir);
    const home = await createHome();
    const inPlace = typeof setup.workspace === "object" && "inPlace" in setup.workspace ? setup.workspace.inPlace : undefined;
    const workspace = inPlace ?? (await mkdtemp(path.join(os.tmpdir(), "agent-bench-explain-")));
    const askedAt = new Date().toISOString();
    try {
        if (setup.mode === "resume")
            await restore(path.join(execDir, SESSION_DIR), home, false);
        if (typeof setup.workspace === "object" && "copyOf" in setup.workspace)
            await restore(setup.workspace.copyOf, workspace, true);
        const answers = [];
        let sessionId = setup.sessionId;
        for (const [i, { question, check }] of target.questions.entries()) {
            const answer = await askOne({ setup, result, question, n: i + 1, home, workspace, sessionId });
            answers.push({ question, check, ...answer });
            if (setup.mode === "resume")
                sessionId = answer.sessionId ?? sessionId;
        }
        return {
            caseId: result.caseId,
            runnerId: result.runnerId,
            run: result.run,
            status: result.status,
            ...(result.failureOrigin ? { failureOrigin: result.failureOrigin } : {}),
            artifactDir: result.artifactDir,
            mode: setup.mode,
            ...(setup.mode === "resume" && setup.sessionId ? { sessionId: setup.sessionId } : {}),
            askedAt,
            answers,
        };
    }
    finally {
        await removeHome(home);
        if (!inPlace)
            await rm(workspace, { recursive: true, force: true });
    }
}
async function askOne(call) {
    const { setup, result, home, workspace } = call;
    const { runner, adapter } = setup;
    const rel = `${result.artifactDir}/explain-${call.n}`;
    const absDir = path.join(setup.runDir, rel);
    await rm(absDir, { recursive: true, force: true });
    await ensureDir(absDir);
    // Each question is the session's next turn: a script's `turns` gives it its own answer.
    const turn = (result.dialog?.turns.length ?? 1) + call.n;
    const prompt = setup.mode === "rerun" ? rerunPrompt(setup.prompt, call.question) : call.question;
    const testCase = {
        id: result.caseId,
        prompt,
        messages: [{ role: "user", content: prompt }],
        tags: [],
        expectedFail: false,
        hasExpected: false,
        source: { file: "<explain>" },
        definition: "",
    };
    const resumes = setup.mode === "resume";
    const ctx = {
        case: testCase,
        runner,
        runnerInfo: runnerInfo(runner),
        run: result.run,
        workspace,
        home,
        artifactDir: absDir,
        env: {
            ...processEnvSnapshot(),
            AGENT_BENCH_USER: setup.user,
            AGENT_BENCH_TEAM: setup.team,
            AGENT_BENCH_CASE_ID: result.caseId,
            AGENT_BENCH_RUNNER_ID: runner.id,
            AGENT_BENCH_RUN: String(result.run),
            AGENT_BENCH_WORKSPACE: workspace,
            AGENT_BENCH_TURN: String(turn),
            ...runner.env,
        },
        scriptedModelUrl: await setup.modelServerUrl(runner, { case: testCase, run: result.run, turn, workspace }),
        user: setup.user,
        team: setup.team,
        ...(resumes && (call.sessionId || adapter.inProcess) ? { resume: { sessionId: call.sessionId ?? "", turn } } : {}),
    };
    // How the CLI was called, for the record: the adapter's own process spec.
    let command;
    const recording = {
        ...adapter,
        async prepare(c) {
            const spec = await adapter.prepare(c);
            if (spec.kind === "spawn")
                command = shownCommand(spec.executable, spec.args, { prompt, home, workspace });
            return spec;
        },
    };
    const started = Date.now();
    const turnResult = await runAgentTurn(recording, ctx, { absDir, relDir: rel }, { signal: setup.signal, maxStepsFor: () => undefined, rejectedModels: new Map() }, setup.timeoutMs);
    const session = turnResult.session;
    writeSession(absDir, session);
    const answer = session?.finalOutput.trim() ? session.finalOutput : undefined;
    const error = turnResult.failure?.message ?? (answer === undefined ? "the agent gave no answer" : undefined);
    return {
        ...(answer !== undefined ? { answer } : {}),
        ...(error ? { error } : {}),
        ...(session?.sessionId ? { sessionId: session.sessionId } : {}),
        ...(command ? { command } : {}),
        durationMs: session?.durationMs ?? Date.now() - started,
        ...(session?.costUsd !== undefined ? { costUsd: session.costUsd } : {}),
        artifactDir: rel,
    };
}
/** A fresh session cannot remember: it gets the task it was given, then the question. */
function rerunPrompt(prompt, question) {
    return `Earlier you were given this task:\n\n<task>\n${prompt}\n</task>\n\nYour work on it was checked afterwards. ${question}`;
}
function shownCommand(executable, args, places) {
    return [path.basename(executable), ...args].map((a) => a === places.prompt ? "<question>" : a.replaceAll(places.home, "<home>").replaceAll(places.workspace, "<workspace>"));
}
/** Copies a kept folder into place; links are kept as links in a workspace, left out of a session. */
async function restore(from, to, keepLinks) {
    if (!existsSync(from))
        return;
    await cp(from, to, keepLinks ? { recursive: true, verbatimSymlinks: true } : { recursive: true, filter: (source) => !lstatSync(source).isSymbolicLink() });
}
/** The session id an execution's session.json names, when it is one a CLI flag can take. */
async function sessionIdOf(execDir) {
    try {
        const session = JSON.parse(await readFile(path.join(execDir, "session.json"), "utf8"));
        const id = session.sessionId;
        return typeof id === "string" && /^[\w][\w.:-]{0,199}$/u.test(id) ? id : undefined;
    }
    catch {
        return undefined;
    }
}

// `agent-bench explain` and the action's `explain: true`: checks that every
// chosen execution can be asked (its runner is configured and can resume the
// session it kept, or --rerun), asks them one after another, and adds the
// answers to the run folder's explanations.json and explanations.md.
const EXPLANATIONS_FILE = "explanations.json";
const EXPLANATIONS_MARKDOWN = "explanations.md";
const DEFAULT_TIMEOUT_MS = 120_000;
/** Asks every target; returns explanations.json as written (earlier answers for other executions kept). */
async function explainRun(req) {
    const { planned, problems } = await plan(req);
    if (problems.length > 0 && !req.skipUnaskable)
        throw unaskable(problems, req.runDir);
    if (problems.length > 0)
        req.onSkipped?.(problems);
    const models = createScriptedModels({ logFile: path.join(req.runDir, "model-server.log") });
    const explained = [];
    try {
        await models.check([...new Map(planned.map((p) => [p.runner.id, p.runner])).values()]);
        for (const p of planned) {
            if (req.signal.aborted)
                break;
            const setup = {
                runDir: req.runDir,
                runner: p.runner,
                adapter: p.adapter,
                mode: p.mode,
                ...(p.sessionId ? { sessionId: p.sessionId } : {}),
                prompt: req.run.cases.find((c) => c.id === p.target.result.caseId)?.prompt ?? "",
                workspace: workspaceFor(p.target.result, req),
                user: req.run.environment.user,
                team: req.run.environment.team,
                timeoutMs: req.timeoutMs ?? p.runner.timeoutMs ?? req.config.defaults.timeoutMs ?? DEFAULT_TIMEOUT_MS,
                signal: req.signal,
                modelServerUrl: models.urlFor,
            };
            const one = await askExecution(p.target, setup);
            explained.push(one);
            req.onExplained?.(one);
        }
    }
    finally {
        await models.close();
    }
    return saveExplanations(req.runDir, explained);
}
/**
 * Where the agent answers: a copy of the isolated workspace its failed execution kept, or of the
 * suite's shared one; else (mode none) the folder the run worked in, as the run did; else an empty folder.
 */
function workspaceFor(result, req) {
    if (result.workspacePath && existsSync(path.join(req.runDir, result.workspacePath)))
        return { copyOf: path.join(req.runDir, result.workspacePath) };
    const shared = path.join(req.runDir, "workspaces", "shared");
    if (existsSync(shared))
        return { copyOf: shared };
    const configured = req.config.defaults.workspace;
    const folder = !configured || configured.mode === "none" ? (configured?.cwd ?? req.run.invocation?.cwd) : undefined;
    return folder && existsSync(folder) ? { inPlace: folder } : "empty";
}
/** Every target's runner and how it is asked, and why the others cannot be. */
async function plan(req) {
    const planned = [];
    const problems = [];
    for (const target of req.targets) {
        const r = target.result;
        const name = `${r.caseId} × ${r.runnerId} run ${r.run}`;
        const runner = req.config.runners.find((c) => c.id === r.runnerId);
        const adapter = runner && getAdapter(runner.type);
        if (!runner || !adapter) {
            problems.push(`${name}: no runner "${r.runnerId}" in ${req.config.file ?? "the config"}`);
            continue;
        }
        const execDir = path.join(req.runDir, r.artifactDir);
        const sessionId = await sessionIdOf(execDir);
        const inProcess = adapter.resumes === true && adapter.inProcess === true;
        const kept = adapter.resumes === true && Boolean(adapter.sessionFiles?.length) && sessionId !== undefined && existsSync(path.join(execDir, SESSION_DIR));
        if (inProcess || kept)
            planned.push({ target, runner, adapter, mode: "resume", ...(sessionId ? { sessionId } : {}) });
        else if (req.rerun)
            planned.push({ target, runner, adapter, mode: "rerun" });
        else if (!adapter.resumes || !adapter.sessionFiles?.length)
            problems.push(`${name}: runner "${runner.id}" (${runner.type}) cannot resume a session after the run`);
        else if (!sessionId)
            problems.push(`${name}: the agent reported no session id, so there is no session to resume`);
        else
            problems.push(`${name}: its folder keeps no session (${SESSION_DIR}/): the run is from an agent-bench that did not keep sessions, or the folder was copied without it`);
    }
    return { planned, problems };
}
/** One error listing every execution that cannot be asked, before any is. */
function unaskable(problems, runDir) {
    const resumable = runnerTypes().filter((t) => {
        const a = getAdapter(t);
        return a?.resumes && (a.inProcess || a.sessionFiles?.length);
    });
    return configError(`cannot ask ${problems.length} failed execution(s) in their own session:\n  ${problems.slice(0, 10).join("\n  ")}${problems.length > 10 ? `\n  … and ${problems.length - 10} more` : ""}`, {
        where: runDir,
        hint: `agent-bench resumes ${resumable.join(", ")} sessions; --rerun asks the others in a fresh session given the original prompt (the agent does not remember its run), and --case / --runner leave them out`,
    });
}
/** Adds the new answers to explanations.json (an execution asked again replaces its entry) and rewrites explanations.md. */
async function saveExplanations(runDir, explained) {
    const file = path.join(runDir, EXPLANATIONS_FILE);
    const earlier = existsSync(file)
        ? await readSavedFile(file, explanationsFileSchema, { name: EXPLANATIONS_FILE, hint: "delete it: agent-bench explain writes a new one" })
        : undefined;
    const key = (e) => executionKey(e, e.run);
    const fresh = new Set(explained.map(key));
    const merged = {
        schemaVersion: 1,
        tool: { name: "agent-bench", version: VERSION },
        updatedAt: new Date().toISOString(),
        executions: [...(earlier?.executions ?? []).filter((e) => !fresh.has(key(e))), ...explained],
    };
    await writeFile(file, `${JSON.stringify(merged, null, 2)}\n`);
    await writeFile(path.join(runDir, EXPLANATIONS_MARKDOWN), `${explanationsMarkdown(merged)}\n`);
    return merged;
}

// Which executions `agent-bench explain` asks, and what: every failed
// execution (--case, --runner narrow them) with the questions its failed
// checks recorded, each question once. Pure.
/** A failure the agent can answer for: errored executions are infrastructure, skipped ones never ran. */
function isExplainable(result) {
    return result.status === "failed" || result.status === "unexpected-passed";
}
function questionsOf(result) {
    const seen = new Set();
    const questions = [];
    for (const a of result.assertions) {
        if (a.passed || !a.question || seen.has(a.question))
            continue;
        seen.add(a.question);
        questions.push({ question: a.question, check: { kind: a.kind, name: a.name, ...(a.location ? { location: a.location } : {}) } });
    }
    return questions;
}
/** The failed executions to ask, after the filters; `where` names the run folder in errors. */
function selectTargets(results, filters, where) {
    checkIds(results, filters.cases, (r) => r.caseId, "--case", "case", where);
    checkIds(results, filters.runners, (r) => r.runnerId, "--runner", "runner", where);
    const chosen = results.filter((r) => (!filters.cases?.length || filters.cases.includes(r.caseId)) && (!filters.runners?.length || filters.runners.includes(r.runnerId)));
    const failed = chosen.filter(isExplainable);
    if (failed.length === 0) {
        const narrowed = filters.cases?.length || filters.runners?.length ? " of the cases and runners you chose" : "";
        throw configError(`${where}: no execution${narrowed} failed, so there is nothing to explain (${tally(chosen)})`, {
            where,
            hint: "explain asks a failed execution why its checks failed; pass the folder of a run with failures",
        });
    }
    const targets = failed.map((result) => ({ result, questions: questionsOf(result) })).filter((t) => t.questions.length > 0);
    if (targets.length === 0) {
        const origins = [...new Set(failed.map((r) => r.failureOrigin ?? r.status))].join(", ");
        throw configError(`${where}: ${failed.length} execution(s) failed (${origins}) but no failed check recorded a question to ask`, {
            where,
            hint: "explain asks about failed checks (assertions, rules, checkpoints); a run that timed out or crashed has none. A run from an agent-bench before explain existed recorded no questions: run it again",
        });
    }
    return { targets, unasked: failed.filter((r) => questionsOf(r).length === 0) };
}
function checkIds(results, wanted, idOf, flag, what, where) {
    const known = [...new Set(results.map(idOf))];
    for (const id of wanted ?? []) {
        if (known.includes(id))
            continue;
        const near = suggest(id, known);
        throw configError(`${flag} ${id}: no ${what} "${id}" in ${where}`, {
            where: flag,
            hint: near ? `did you mean "${near}"?` : `the run has: ${known.slice(0, 20).join(", ")}${known.length > 20 ? ", …" : ""}`,
        });
    }
}
function tally(results) {
    const counts = new Map();
    for (const r of results)
        counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    return [...counts].map(([status, n]) => `${n} ${status}`).join(", ") || "no executions";
}

export { EXPLANATIONS_FILE as E, EXPLANATIONS_MARKDOWN as a, explainRun as e, isExplainable as i, questionsOf as q, selectTargets as s };
