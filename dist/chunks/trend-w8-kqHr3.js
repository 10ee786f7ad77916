import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { s as sha256, S as SKILL_ROOTS } from './skills-Cp4vhsUG.js';
import os from 'node:os';
import { w as wilsonInterval, v as formatDecimal, p as plural, k as formatRateWithInterval, j as formatCount, l as formatConfidence } from './session-CJniFQm8.js';
import { m as mdText, B as mdCode, F as mdTable } from './render-afaqytsm.js';

// The treatment: everything the agent is given to work with (workspace files,
// skills, instruction files, runner settings, CLI version). A pull request
// changes the treatment on purpose, so a changed treatment is compared and
// listed ("What changed for the agent"); only a changed test is left out.
// Documented in docs/stability-json.md and docs/comparison.md.
const MAX_TREATMENT_FILES = 2000;

// Makes a configured value the same on every machine that runs the same
// commit, so saved data compares across checkouts, homes, temp folders and
// tool caches: paths inside the repository become repo-relative, paths under
// HOME or the temp folder get a placeholder, and any other absolute path is
// reduced to its last component (a resolved executable such as
// /opt/hostedtoolcache/node/24.1.0/x64/bin/claude is just "claude").
function defaultRoots(repoRoot) {
    return { repoRoot, home: os.homedir(), tmp: os.tmpdir() };
}
/** A path or a string holding absolute paths, with every machine-specific prefix removed. */
function portableText(text, roots) {
    if (!text.includes("/") && !text.includes("\\"))
        return text;
    if (path.isAbsolute(text))
        return portablePath(text, roots);
    // An option such as --config=/home/me/x: rewrite each absolute path inside it.
    return text.replace(/(^|[=:,\s])(\/[^\s=:,]+)/gu, (_, lead, p) => `${lead}${portablePath(p, roots)}`);
}
function portablePath(file, roots) {
    const inside = (root) => {
        if (!root)
            return undefined;
        const rel = path.relative(root, file);
        return rel === "" ? "." : rel.startsWith("..") || path.isAbsolute(rel) ? undefined : rel.split(path.sep).join("/");
    };
    const inRepo = inside(roots.repoRoot);
    if (inRepo !== undefined)
        return inRepo;
    const inTmp = inside(roots.tmp);
    if (inTmp !== undefined)
        return `<tmp>/${inTmp}`;
    const inHome = inside(roots.home);
    if (inHome !== undefined)
        return `~/${inHome}`;
    return path.basename(file);
}
/** Every string in a JSON value made portable (keys kept). */
function portableValue(value, roots) {
    if (typeof value === "string")
        return portableText(value, roots);
    if (Array.isArray(value))
        return value.map((v) => portableValue(v, roots));
    if (value !== null && typeof value === "object") {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, portableValue(v, roots)]));
    }
    return value;
}

// Builds the treatment manifest of a run: what the agent can see in its
// workspace (every template file, or, when it works in a folder of the
// repository, the skills, instruction and settings files the agent CLIs read),
// and each runner's settings. Everything is repo-relative or hashed, so the
// same commit gives the same manifest in any folder, home or machine.
/** Folders whose whole content the agent CLIs read as configuration, skills, rules or commands. */
const CONTEXT_FOLDERS = [
    ".claude",
    ".codex",
    ".gemini",
    ".qwen",
    ".opencode",
    ".cursor",
    ".agents",
    ".github/skills",
    ".github/instructions",
    ".github/prompts",
    ".vscode/mcp.json",
    ...SKILL_ROOTS,
];
/** Files the agent CLIs read from the working folder and, for instruction files, from its parents up to the repository root. */
const INSTRUCTION_FILES = [
    "CLAUDE.md",
    "CLAUDE.local.md",
    "AGENTS.md",
    "AGENTS.override.md",
    "GEMINI.md",
    "QWEN.md",
    ".cursorrules",
    ".github/copilot-instructions.md",
];
const SETTINGS_FILES = [".mcp.json", "opencode.json", "opencode.jsonc"];
/** Folders never listed: dependencies and version control, not what the agent is given to read. */
const SKIPPED_FOLDERS = new Set([".git", "node_modules"]);
async function buildTreatment(workspace, cwd, runners, roots) {
    return {
        workspace: await workspaceTreatment(workspace, cwd, roots),
        runners: Object.fromEntries(await Promise.all(runners.map(async (r) => [r.id, await runnerTreatment(r, roots)]))),
    };
}
/** One hash over the whole manifest, for fingerprints (merge, --resume). */
function treatmentHash(manifest) {
    return sha256(stableJson(manifest)).slice(0, 16);
}
async function workspaceTreatment(workspace, cwd, roots) {
    const mode = workspace?.mode ?? "none";
    const bootstrap = workspace?.bootstrap
        ? {
            bootstrap: {
                command: portableText(workspace.bootstrap.command, roots),
                args: (workspace.bootstrap.args ?? []).map((a) => portableText(a, roots)),
                env: Object.keys(workspace.bootstrap.env ?? {}).sort(),
            },
        }
        : {};
    if (workspace?.templateDir) {
        const files = await listTree(workspace.templateDir, workspace.templateDir);
        return { mode, root: portablePath(workspace.templateDir, roots), scope: "template", ...(await hashed(workspace.templateDir, files)), ...bootstrap };
    }
    if (mode !== "none")
        return { mode, root: "", scope: "template", files: {}, ...bootstrap };
    const dir = workspace?.cwd ?? cwd;
    return { mode, root: portablePath(dir, roots), scope: "context", ...(await hashed(dir, await contextFiles(dir, roots.repoRoot))), ...bootstrap };
}
/** The context files an agent working in `dir` reads, relative to `dir` (parents' instruction files as ../X). */
async function contextFiles(dir, repoRoot) {
    const found = new Set();
    for (const name of [...CONTEXT_FOLDERS, ...SETTINGS_FILES, ...INSTRUCTION_FILES]) {
        const full = path.join(dir, name);
        const info = statOrNull(full);
        if (info?.isFile())
            found.add(name);
        else if (info?.isDirectory())
            for (const f of await listTree(full, dir))
                found.add(f);
    }
    // Claude Code, Codex and Gemini CLI also read instruction files of the folders above, up to the repository.
    const rel = path.relative(repoRoot, dir);
    if (rel && !rel.startsWith("..") && !path.isAbsolute(rel)) {
        let parent = path.dirname(dir);
        for (;;) {
            for (const name of INSTRUCTION_FILES.filter((n) => !n.includes("/"))) {
                if (statOrNull(path.join(parent, name))?.isFile())
                    found.add(path.relative(dir, path.join(parent, name)).split(path.sep).join("/"));
            }
            if (parent === repoRoot || path.dirname(parent) === parent)
                break;
            parent = path.dirname(parent);
        }
    }
    return [...found].sort();
}
/** Files under `dir`, relative to `base`, sorted; dependency and VCS folders left out. */
async function listTree(dir, base) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(base, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
        .filter((rel) => !rel.split("/").some((part) => SKIPPED_FOLDERS.has(part)))
        .sort();
}
async function hashed(base, files) {
    const listed = files.slice(0, MAX_TREATMENT_FILES);
    const entries = [];
    for (const rel of listed)
        entries.push([rel, await fileHash(path.join(base, rel))]);
    const rest = files.slice(MAX_TREATMENT_FILES);
    if (rest.length === 0)
        return { files: Object.fromEntries(entries) };
    const parts = [];
    for (const rel of rest)
        parts.push(`${rel}\0${await fileHash(path.join(base, rel))}`);
    return { files: Object.fromEntries(entries), omitted: { files: rest.length, hash: sha256(parts.join("\n")).slice(0, 12) } };
}
async function fileHash(file) {
    return sha256(await readFile(file).catch(() => Buffer.from("<unreadable>"))).slice(0, 12);
}
async function runnerTreatment(runner, roots) {
    const treatment = {
        type: runner.type,
        ...(runner.model ? { model: runner.model } : {}),
        ...(runner.command ? { command: runner.command.map((c) => portableText(c, roots)) } : {}),
        args: runner.args.map((a) => portableText(a, roots)),
        env: Object.keys(runner.env).sort(),
        ...(runner.maxSteps !== undefined ? { maxSteps: runner.maxSteps } : {}),
        ...(runner.timeoutMs !== undefined ? { timeoutMs: runner.timeoutMs } : {}),
        options: boundedOptions(portableValue(runner.options, roots)),
    };
    const files = await namedFiles(runner, roots);
    if (Object.keys(files).length > 0)
        treatment.files = files;
    return treatment;
}
/**
 * A long option value (a scripted runner's steps, a request template) as a digest of its content: a change
 * still shows, and stability.json does not carry a copy of every script.
 */
function boundedOptions(options) {
    return Object.fromEntries(Object.entries(options).map(([key, value]) => {
        const json = stableJson(value);
        return [key, json.length > MAX_OPTION_CHARS ? `sha256:${sha256(json).slice(0, 12)} (${json.length.toLocaleString("en-US")} characters)` : value];
    }));
}
const MAX_OPTION_CHARS = 500;
/** Repository files that the runner's command, args, options or scripted model name: their content is part of the agent. */
async function namedFiles(runner, roots) {
    const candidates = [...(runner.command ?? []), ...runner.args, ...strings(runner.options), ...(runner.scriptedModel ? [runner.scriptedModel] : [])];
    const files = {};
    for (const value of candidates.slice(0, 50)) {
        if (!/[/\\.]/u.test(value) || value.length > 500)
            continue;
        const full = path.resolve(runner.baseDir, value);
        const rel = path.relative(roots.repoRoot, full);
        if (rel.startsWith("..") || path.isAbsolute(rel) || !statOrNull(full)?.isFile())
            continue;
        files[rel.split(path.sep).join("/")] = await fileHash(full);
    }
    return files;
}
function strings(value) {
    if (typeof value === "string")
        return [value];
    if (Array.isArray(value))
        return value.flatMap(strings);
    if (value !== null && typeof value === "object")
        return Object.values(value).flatMap(strings);
    return [];
}
function statOrNull(file) {
    return existsSync(file) ? statSync(file) : null;
}
/** JSON with sorted keys, so equal manifests hash equally. */
function stableJson(value) {
    if (Array.isArray(value))
        return `[${value.map(stableJson).join(",")}]`;
    if (value !== null && typeof value === "object") {
        return `{${Object.keys(value)
            .sort()
            .map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`)
            .join(",")}}`;
    }
    return JSON.stringify(value);
}

// "Flaky on main": a cell whose pass rate over the default branch's recent
// history is, with 95% confidence, neither close to always passing nor close
// to always failing (docs/history.md explains the choice). A failure of such a
// cell in a pull request is weak evidence against the PR.
/** The last entries of main that are judged. */
const FLAKY_WINDOW = 20;
/** Fewer runs than this over the window: not enough to call anything flaky. */
const FLAKY_MIN_RUNS = 8;
/** The 95% interval must lie inside [LOW, HIGH]: a pass rate confidently between 5% and 95%. */
const FLAKY_LOW = 0.05;
const FLAKY_HIGH = 0.95;
function flakyOnMain(entries) {
    const window = entries.slice(-FLAKY_WINDOW);
    const pooled = new Map();
    for (const entry of window) {
        for (const [caseId, runnerId, passed, runs] of entry.cells) {
            if (runs === 0)
                continue;
            const key = `${caseId}\u0000${runnerId}`;
            const cell = pooled.get(key) ?? { caseId, runnerId, passed: 0, runs: 0, entries: 0, low: 0, high: 1 };
            cell.passed += passed;
            cell.runs += runs;
            cell.entries++;
            pooled.set(key, cell);
        }
    }
    const flaky = [];
    for (const cell of pooled.values()) {
        if (cell.entries < 2 || cell.runs < FLAKY_MIN_RUNS)
            continue;
        const { low, high } = wilsonInterval(cell.passed, cell.runs);
        if (low >= FLAKY_LOW && high <= FLAKY_HIGH)
            flaky.push({ ...cell, low, high });
    }
    return flaky.sort((a, b) => a.passed / a.runs - b.passed / b.runs || a.caseId.localeCompare(b.caseId) || a.runnerId.localeCompare(b.runnerId));
}

// The history in Markdown: the cells that are flaky on main (so a reviewer
// does not blame the PR for them), and a Mermaid chart of the suite's pass
// rate on main with this PR's point, in a collapsed section.
const FLAKY_HEADING = "⚠️ Flaky on main";
/** Cells flaky on main; with `head`, what they did in this run. */
function flakySection(trend, level, headCells, maxRows = 20) {
    if (!trend || trend.flaky.length === 0)
        return "";
    const window = Math.min(trend.main.length, FLAKY_WINDOW);
    const rows = trend.flaky.slice(0, maxRows).map((f) => {
        const here = headCells?.get(`${f.caseId}\u0000${f.runnerId}`);
        return [
            mdCode(f.caseId),
            mdCode(f.runnerId),
            `${f.passed}/${f.runs} runs passed, ${formatRateWithInterval(f.passed, f.runs)}`,
            here ? `${here.passed}/${here.runs}` : "–",
        ];
    });
    const more = trend.flaky.length > maxRows ? `\n\n… and ${formatCount(trend.flaky.length - maxRows)} more.` : "";
    return ([
        `${"#".repeat(level)} ${FLAKY_HEADING}`,
        "",
        `${plural(trend.flaky.length, "cell")} passed and failed on main${trend.head ? " too" : ""}, over its last ${plural(window, "run")}${trend.head ? ": a failure here is weak evidence against this change" : ""}. (Flaky: the ${formatConfidence()} interval of the pass rate on main lies within 5–95%.)`,
        "",
        mdTable(["Case", "Runner", "On main", "This run"], rows),
    ].join("\n") + more);
}
function label(p, i) {
    return p.commit ? p.commit.slice(0, 7) : `run ${i + 1}`;
}
/** The Mermaid xychart (GitHub renders it), collapsed; the last `maxPoints` of main. */
function trendChartSection(trend, maxPoints) {
    if (!trend || trend.main.length === 0)
        return "";
    const main = trend.main.slice(-maxPoints);
    const offset = trend.main.length - main.length;
    const labels = main.map((p, i) => label(p, offset + i));
    const rates = main.map((p) => formatDecimal(p.rate * 100));
    const head = trend.head;
    if (head) {
        labels.push(head.label);
        rates.push(formatDecimal(head.rate * 100));
    }
    const quoted = labels.map((l) => `"${chartLabel(l)}"`);
    const chart = [
        "```mermaid",
        "xychart-beta",
        `  title "Pass rate on main (%)${head ? `, then ${chartLabel(head.label)}` : ""}"`,
        `  x-axis [${quoted.join(", ")}]`,
        '  y-axis "pass rate (%)" 0 --> 100',
        ...(head ? [`  bar [${rates.map((r, i) => (i === rates.length - 1 ? r : "0")).join(", ")}]`] : []),
        `  line [${rates.join(", ")}]`,
        "```",
    ];
    const last = main.at(-1);
    const changes = main.flatMap((p, i) => p.changes.map((c) => `${label(p, offset + i)}: ${c}`));
    const lines = [
        `Main's last ${plural(main.length, "run")}: the newest passed ${formatRateWithInterval(last.passed, last.runs)}${head ? `; ${mdText(head.label)} (the bar) passed ${formatRateWithInterval(head.passed, head.runs)}` : ""}.`,
        ...(changes.length ? [`Changes along the way: ${changes.map((c) => mdText(c)).join("; ")}.`] : []),
    ];
    return ["<details>", `<summary>Pass rate on main over the last ${plural(main.length, "run")}</summary>`, "", ...chart, "", ...lines, "", "</details>"].join("\n");
}
/** A label inside the Mermaid block: letters, digits and a few marks only, so nothing can end the string or the fence. */
function chartLabel(text) {
    return text.replace(/[^\w #.-]/gu, "").slice(0, 40);
}

export { trendChartSection as a, buildTreatment as b, flakyOnMain as c, defaultRoots as d, flakySection as f, treatmentHash as t };
