import os from 'node:os';
import path from 'node:path';
import { c as configError } from './errors-Cn0EvSBK.js';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { p as parseDuration, D as DURATION_HINT, j as issuesToError, g as getAdapter, h as runnerTypes, k as loadDataFile, a as importModule, b as isModulePath, c as timestampSlug } from './paths-CxX11o6S.js';
import { u as union, N as NEVER, r as record, s as string, d as strictObject, n as number, a as array, _ as _enum, o as object, b as boolean, e as unknown } from './schemas-CEueArjJ.js';
import { readFile } from 'node:fs/promises';
import { a as compileRules, f as findRepoRoot } from './compile-CcsxNwjh.js';
import { r as registerSuiteHooks } from './hooks-B_0jnizO.js';

// Finds the config file: --config, else the nearest agent-bench.config.* or
// skillgym.config.* walking up from the suite's folder.
const CONFIG_NAMES = ["ts", "mts", "js", "mjs", "json", "yaml", "yml"].map((ext) => `agent-bench.config.${ext}`);
const SKILLGYM_CONFIG_NAMES = ["ts", "mts", "cts", "js", "mjs", "cjs"].map((ext) => `skillgym.config.${ext}`);
function findConfig(startDir) {
    let dir = path.resolve(startDir);
    for (;;) {
        const found = [...CONFIG_NAMES, ...SKILLGYM_CONFIG_NAMES].filter((name) => existsSync(path.join(dir, name)));
        const own = found.filter((name) => name.startsWith("agent-bench."));
        if (own.length > 1 || (own.length === 0 && found.length > 1)) {
            throw configError(`${dir}: several config files: ${found.join(", ")}`, {
                hint: "keep one, or choose with --config FILE",
            });
        }
        // An agent-bench config next to a skillgym one wins: it is the one written for us.
        const pick = own[0] ?? found[0];
        if (pick)
            return path.join(dir, pick);
        const parent = path.dirname(dir);
        if (parent === dir)
            return undefined;
        dir = parent;
    }
}
function isSkillgymConfig(file) {
    return path.basename(file).startsWith("skillgym.config.");
}

// The agent-bench config file: runners plus defaults. Validated strictly, so
// a typo is an error that names the key, never a silently ignored setting.
const durationSchema = union([string(), number()]).transform((value, ctx) => {
    const ms = parseDuration(value);
    if (ms === undefined) {
        ctx.addIssue({ code: "custom", message: `invalid duration ${JSON.stringify(value)}: ${DURATION_HINT}` });
        return NEVER;
    }
    return ms;
});
const envSchema = record(string(), union([string(), number(), boolean()]).transform(String));
const bootstrapSchema = strictObject({
    command: string().min(1),
    args: array(string()).optional(),
    env: envSchema.optional(),
    timeout: durationSchema.optional(),
    timeoutMs: number().int().positive().optional(),
});
const workspaceSchema = strictObject({
    mode: _enum(["none", "shared", "isolated"]),
    cwd: string().optional(),
    templateDir: string().optional(),
    bootstrap: bootstrapSchema.optional(),
});
/** Keys every runner accepts; the rest are the runner type's own options. */
const COMMON_RUNNER_KEYS = ["type", "model", "command", "args", "env", "timeout", "maxSteps", "scriptedModel", "description"];
const runnerCommonSchema = object({
    type: string().min(1),
    model: string().min(1).optional(),
    command: union([string().min(1), array(string().min(1)).min(1)]).optional(),
    args: array(string()).optional(),
    env: envSchema.optional(),
    timeout: durationSchema.optional(),
    maxSteps: number().int().positive().optional(),
    scriptedModel: string().min(1).optional(),
    description: string().optional(),
});
const defaultsSchema = strictObject({
    runs: number().int().positive().optional(),
    parallel: number().int().positive().optional(),
    timeout: durationSchema.optional(),
    maxSteps: number().int().positive().optional(),
    workspace: workspaceSchema.optional(),
    outDir: string().optional(),
    tags: array(string()).optional(),
    user: string().optional(),
    team: string().optional(),
    failFast: boolean().optional(),
    retries: number().int().nonnegative().optional(),
});
const configSchema = strictObject({
    $schema: string().optional(),
    runners: record(string().regex(/^[A-Za-z0-9][\w.-]*$/, "runner ids use letters, digits, '.', '_' and '-'"), record(string(), unknown())),
    defaults: defaultsSchema.optional(),
    judge: string().optional(),
    reporters: array(string()).optional(),
    outputs: array(string()).optional(),
});

// Runner entries from a config file → RunnerConfig, validated against the
// common keys and the runner type's own options.
function resolveRunner(id, raw, source) {
    const prefix = [...source.prefix, id];
    const common = runnerCommonSchema.safeParse(raw);
    if (!common.success)
        throw issuesToError(common.error.issues, { file: source.file, lineOf: source.lineOf, prefix });
    const entry = common.data;
    const adapter = getAdapter(entry.type);
    if (!adapter) {
        const line = source.lineOf?.([...prefix, "type"]);
        throw configError(`${source.file}${line ? `:${line}` : ""}: runners.${id}.type: unknown runner type "${entry.type}"`, {
            hint: `use one of: ${runnerTypes().join(", ")}`,
        });
    }
    const optionsRaw = Object.fromEntries(Object.entries(raw).filter(([key]) => !COMMON_RUNNER_KEYS.includes(key)));
    let options = optionsRaw;
    if (adapter.optionsSchema) {
        const parsed = adapter.optionsSchema.safeParse(optionsRaw);
        if (!parsed.success)
            throw issuesToError(parsed.error.issues, { file: source.file, lineOf: source.lineOf, prefix });
        options = parsed.data;
    }
    else if (Object.keys(optionsRaw).length > 0) {
        const key = Object.keys(optionsRaw)[0];
        const line = source.lineOf?.([...prefix, key]);
        throw configError(`${source.file}${line ? `:${line}` : ""}: runners.${id}.${key}: unknown key for runner type "${entry.type}"`, {
            hint: `runner keys are ${COMMON_RUNNER_KEYS.join(", ")}; see docs/runners.md`,
        });
    }
    if (adapter.requiresModel && !entry.model) {
        throw configError(`${source.file}: runners.${id}.model: required for runner type "${entry.type}"`, {
            hint: "set the model the agent should use",
        });
    }
    if (adapter.requiresCommand && !entry.command) {
        throw configError(`${source.file}: runners.${id}.command: required for runner type "${entry.type}"`, {
            hint: 'name the executable, e.g. command: "./bin/my-agent" or command: ["node", "agent.js"]',
        });
    }
    return {
        id,
        type: entry.type,
        model: entry.model,
        command: resolveCommand(entry.command, source.dir),
        args: entry.args ?? [],
        env: entry.env ?? {},
        timeoutMs: entry.timeout,
        maxSteps: entry.maxSteps,
        scriptedModel: entry.scriptedModel ? path.resolve(source.dir, entry.scriptedModel) : undefined,
        options,
        baseDir: source.dir,
    };
}
/** A path-like executable ("./bin/agent", "../x") resolves against the config file's folder. */
function resolveCommand(command, dir) {
    if (command === undefined)
        return undefined;
    const parts = typeof command === "string" ? [command] : [...command];
    const exe = parts[0];
    if (exe.startsWith("./") || exe.startsWith("../"))
        parts[0] = path.resolve(dir, exe);
    return parts;
}

// skillgym.config.* → the same shape as an agent-bench config, so skillgym
// users keep their config file. Keys and meanings: ../shared/docs/compat-skillgym.md §8.
const agentSchema = strictObject({
    type: _enum(["opencode", "codex", "claude-code", "cursor-agent", "copilot"]),
    model: string().min(1),
    command: string().min(1).optional(),
    commandArgs: array(string()).optional(),
    env: record(string(), string()).optional(),
});
const skillgymSchema = strictObject({
    run: strictObject({
        cwd: string().optional(),
        outputDir: string().optional(),
        reporter: string().optional(),
        schedule: _enum(["serial", "parallel", "isolated-by-runner"]).optional(),
        workspace: workspaceSchema.optional(),
        maxSteps: number().int().positive().optional(),
        maxParallel: number().int().positive().optional(),
        repeat: number().int().positive().optional(),
        repeatFailure: number().int().nonnegative().optional(),
        retryFailed: number().int().nonnegative().optional(),
        tags: array(string()).optional(),
    })
        .optional(),
    defaults: strictObject({ timeoutMs: number().int().gt(1).optional() }).optional(),
    runners: record(string(), strictObject({ agent: agentSchema })),
    snapshots: unknown().optional(),
});
/** skillgym's type names → agent-bench runner types. */
const TYPE_MAP = {
    opencode: "opencode",
    codex: "codex",
    "claude-code": "claude-code",
    "cursor-agent": "cursor",
    copilot: "copilot",
};
function translateSkillgymConfig(value, file, lineOf) {
    const parsed = skillgymSchema.safeParse(value);
    if (!parsed.success)
        throw issuesToError(parsed.error.issues, { file, lineOf });
    const sg = parsed.data;
    if (Object.keys(sg.runners).length === 0) {
        throw configError(`${file}: runners: at least one runner is required`, { hint: "add runners: { <id>: { agent: { type, model } } }" });
    }
    const warnings = [];
    const runners = {};
    for (const [id, { agent }] of Object.entries(sg.runners)) {
        const launcher = agent.command ?? (agent.type === "codex" ? "npx" : undefined);
        // skillgym always inserts the token "codex" after the launcher and its arguments.
        const command = launcher
            ? [launcher, ...(agent.commandArgs ?? []), ...(agent.type === "codex" ? ["codex"] : [])]
            : agent.commandArgs?.length
                ? [defaultExecutable(agent.type), ...agent.commandArgs]
                : undefined;
        runners[id] = {
            type: TYPE_MAP[agent.type],
            model: agent.model,
            ...(command ? { command } : {}),
            ...(agent.env ? { env: agent.env } : {}),
            ...(sg.run?.maxSteps ? { maxSteps: sg.run.maxSteps } : {}),
        };
    }
    if (sg.snapshots !== undefined) {
        warnings.push(`${file}: snapshots are not supported; token regressions are reported by the base comparison (docs/comparison.md)`);
    }
    if (sg.run?.reporter)
        warnings.push(`${file}: run.reporter is ignored; use -o FILE or --reporter MODULE`);
    const parallel = sg.run?.schedule === "serial" ? 1 : sg.run?.maxParallel;
    const defaults = {
        ...(sg.run?.repeat ? { runs: sg.run.repeat } : {}),
        ...(parallel ? { parallel } : {}),
        ...(sg.defaults?.timeoutMs ? { timeout: sg.defaults.timeoutMs } : {}),
        ...(sg.run?.workspace ? { workspace: sg.run.workspace } : {}),
        ...(sg.run?.outputDir ? { outDir: sg.run.outputDir } : {}),
        ...(sg.run?.tags ? { tags: sg.run.tags } : {}),
    };
    return {
        config: { runners, defaults },
        warnings,
        retries: sg.run?.repeatFailure ?? sg.run?.retryFailed,
        cwd: sg.run?.cwd,
    };
}
function defaultExecutable(type) {
    return { opencode: "opencode", "claude-code": "claude", "cursor-agent": "agent", copilot: "copilot" }[type] ?? type;
}

// Loads and validates the config file into one ResolvedConfig.
async function loadConfig(options) {
    const file = options.configPath ? path.resolve(options.configPath) : findConfig(options.searchFrom);
    if (!file) {
        return { dir: path.resolve(options.searchFrom), format: "none", runners: [], defaults: {}, reporters: [], outputs: [], warnings: [] };
    }
    if (!existsSync(file)) {
        throw configError(`config file not found: ${file}`, { where: "--config", hint: "pass the path of an agent-bench.config.{ts,js,json,yaml} file" });
    }
    const dir = path.dirname(file);
    const loaded = await loadDataFile(file);
    let value = loaded.value;
    let lineOf = loaded.lineOf;
    const warnings = [];
    let retries;
    let skillgymCwd;
    const skillgym = isSkillgymConfig(file);
    if (value === undefined || value === null || typeof value !== "object") {
        throw configError(`${file}: the config must be an object${skillgym ? "" : " (a module's default export)"}`, {
            hint: 'export default { runners: { <id>: { type: "...", ... } } }',
        });
    }
    if (skillgym) {
        const translated = translateSkillgymConfig(value, file, lineOf);
        value = translated.config;
        lineOf = undefined;
        warnings.push(...translated.warnings);
        retries = translated.retries;
        skillgymCwd = translated.cwd;
    }
    const parsed = configSchema.safeParse(value);
    if (!parsed.success) {
        throw issuesToError(parsed.error.issues, {
            file,
            lineOf,
            allowed: (p) => (p.length === 0 ? "top-level keys: runners, defaults, judge, reporters, outputs" : undefined),
        });
    }
    const raw = parsed.data;
    const runners = Object.entries(raw.runners).map(([id, entry]) => resolveRunner(id, entry, { file, dir, lineOf, prefix: ["runners"] }));
    const d = raw.defaults ?? {};
    const workspace = d.workspace ? resolveWorkspace(d.workspace, dir) : skillgymCwd ? { mode: "none", cwd: path.resolve(dir, skillgymCwd) } : undefined;
    if (raw.judge && !runners.some((r) => r.id === raw.judge)) {
        throw configError(`${file}: judge: no runner with id "${raw.judge}"`, { hint: `use one of: ${runners.map((r) => r.id).join(", ")}` });
    }
    return {
        file,
        dir,
        format: skillgym ? "skillgym" : "agent-bench",
        runners,
        defaults: {
            runs: d.runs,
            parallel: d.parallel,
            timeoutMs: d.timeout,
            maxSteps: d.maxSteps,
            workspace,
            outDir: d.outDir ? path.resolve(dir, d.outDir) : undefined,
            tags: d.tags,
            user: d.user,
            team: d.team,
            failFast: d.failFast,
        },
        judge: raw.judge,
        reporters: (raw.reporters ?? []).map((r) => (r.startsWith(".") ? path.resolve(dir, r) : r)),
        outputs: (raw.outputs ?? []).map((o) => path.resolve(dir, o)),
        retries: retries ?? d.retries,
        warnings,
    };
}
/** Workspace paths resolve against the folder of the file that declared them. */
function resolveWorkspace(raw, dir) {
    const where = "workspace";
    if (raw.mode === "none" && (raw.templateDir || raw.bootstrap)) {
        throw configError(`${where}: templateDir and bootstrap need mode "shared" or "isolated"`, { hint: 'set mode: "isolated" to copy the template for each execution' });
    }
    if (raw.mode !== "none" && raw.cwd) {
        throw configError(`${where}: cwd is only allowed with mode "none"`, { hint: "use templateDir to give shared or isolated workspaces their content" });
    }
    const bootstrap = raw.bootstrap
        ? {
            command: raw.bootstrap.command.startsWith(".") ? path.resolve(dir, raw.bootstrap.command) : raw.bootstrap.command,
            args: raw.bootstrap.args,
            env: raw.bootstrap.env,
            timeoutMs: raw.bootstrap.timeout ?? raw.bootstrap.timeoutMs,
        }
        : undefined;
    return {
        mode: raw.mode,
        cwd: raw.cwd ? path.resolve(dir, raw.cwd) : undefined,
        templateDir: raw.templateDir ? path.resolve(dir, raw.templateDir) : undefined,
        bootstrap,
    };
}

// Sharding splits the plan's cells (never a cell's runs) over N jobs, so that
// N jobs together run every cell exactly once and one slow runner's cells
// spread over every job.
function parseShard(value, where = "--shard") {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
    const index = match ? Number(match[1]) : NaN;
    const total = match ? Number(match[2]) : NaN;
    if (!match || total < 1 || index < 1 || index > total) {
        throw configError(`${where}: invalid shard "${value}"`, { hint: "write I/N with 1 ≤ I ≤ N, e.g. 2/3" });
    }
    return { index, total };
}
/**
 * Cells ordered runner-major are dealt round-robin: each runner's cells land
 * evenly on every shard, and shard sizes differ by at most one.
 */
function shardCells(cells, shard) {
    const runnerOrder = [...new Set(cells.map((c) => c.runner.id))];
    const ordered = [...cells].sort((a, b) => runnerOrder.indexOf(a.runner.id) - runnerOrder.indexOf(b.runner.id));
    return ordered.filter((_, i) => i % shard.total === shard.index - 1);
}

// The plan: cases × runners × runs after filters and sharding. Pure.
function buildPlan(options) {
    const cases = selectCases(options.cases, options.caseIds, options.tags);
    const runners = selectRunners(options.runners, options.runnerIds);
    let cells = cases.flatMap((c) => runners.map((r) => ({ case: c, runner: r })));
    if (options.shard)
        cells = shardCells(cells, options.shard);
    const inShard = new Set(cells.map((c) => cellKey(c.case.id, c.runner.id)));
    const executions = [];
    for (let run = 1; run <= options.runs; run++) {
        for (const c of cases) {
            for (const r of runners) {
                if (inShard.has(cellKey(c.id, r.id)))
                    executions.push({ case: c, runner: r, run });
            }
        }
    }
    return {
        cases,
        runners,
        runs: options.runs,
        cells,
        executions,
        shard: options.shard,
        filters: {
            ...(options.caseIds?.length ? { cases: options.caseIds } : {}),
            ...(options.tags?.length ? { tags: options.tags } : {}),
            ...(options.runnerIds?.length ? { runners: options.runnerIds } : {}),
        },
    };
}
function cellKey(caseId, runnerId) {
    return `${caseId}\u0000${runnerId}`;
}
function selectCases(all, ids, tags) {
    let cases = all;
    if (ids?.length) {
        const known = new Set(all.map((c) => c.id));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length) {
            throw configError(`--case: no case with id ${unknown.map((u) => `"${u}"`).join(", ")}`, {
                hint: `the suite has: ${all.slice(0, 10).map((c) => c.id).join(", ")}${all.length > 10 ? ", …" : ""}`,
            });
        }
        cases = cases.filter((c) => ids.includes(c.id));
    }
    if (tags?.length) {
        cases = cases.filter((c) => c.tags.some((t) => tags.includes(t)));
        if (cases.length === 0) {
            const declared = [...new Set(all.flatMap((c) => c.tags))];
            throw configError(`--tag: no case has tag ${tags.map((t) => `"${t}"`).join(" or ")}`, {
                hint: declared.length ? `tags in the suite: ${declared.join(", ")}` : "no case in the suite has tags",
            });
        }
    }
    return cases;
}
function selectRunners(all, ids) {
    if (!ids?.length)
        return all;
    const unknown = ids.filter((id) => !all.some((r) => r.id === id));
    if (unknown.length) {
        throw configError(`--runner: no runner with id ${unknown.map((u) => `"${u}"`).join(", ")}`, {
            hint: all.length ? `configured runners: ${all.map((r) => r.id).join(", ")}` : "no runners are configured; add them to agent-bench.config.*",
        });
    }
    return all.filter((r) => ids.includes(r.id));
}

// JSONL `input` in every form the yao design allows → messages, plus the
// prompt text CLI agents get. file:// sources are read relative to the suite.
const IMAGE_MIME = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", gif: "image/gif", webp: "image/webp", bmp: "image/bmp" };
const AUDIO_FORMATS = new Set(["wav", "mp3", "flac", "ogg", "m4a"]);
const FILE_MIME = {
    pdf: "application/pdf", txt: "text/plain", md: "text/markdown", csv: "text/csv", json: "application/json", html: "text/html",
    xml: "application/xml", yaml: "application/yaml", yml: "application/yaml", doc: "application/msword",
    docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    js: "text/javascript", ts: "text/plain", py: "text/x-python", go: "text/plain", java: "text/plain", c: "text/plain", cpp: "text/plain", rs: "text/plain",
};
const ROLES = new Set(["system", "user", "assistant", "tool", "developer"]);
function parseInput(input, ctx) {
    if (typeof input === "string")
        return [{ role: "user", content: input }];
    if (Array.isArray(input)) {
        if (input.length === 0)
            throw configError(`${ctx.where}: input is an empty conversation`, { hint: "give at least one message" });
        return input.map((m, i) => parseMessage(m, { ...ctx, where: `${ctx.where}: input[${i}]` }));
    }
    if (typeof input === "object" && input !== null)
        return [parseMessage(input, ctx)];
    throw configError(`${ctx.where}: input must be a string, a message or an array of messages`, { hint: 'e.g. "input": "Summarize README.md"' });
}
function parseMessage(value, ctx) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
        throw configError(`${ctx.where}: a message must be an object`, { hint: '{"role": "user", "content": "..."}' });
    }
    const m = value;
    const role = m.role ?? "user";
    if (typeof role !== "string" || !ROLES.has(role))
        throw configError(`${ctx.where}: unknown role ${JSON.stringify(role)}`, { hint: `use one of ${[...ROLES].join(", ")}` });
    if (!("content" in m))
        throw configError(`${ctx.where}: message missing 'content' field`, { hint: '{"role": "user", "content": "..."}' });
    const message = { role: role, content: parseContent(m.content, ctx) };
    if (typeof m.name === "string")
        message.name = m.name;
    if (typeof m.tool_call_id === "string")
        message.tool_call_id = m.tool_call_id;
    if (typeof m.refusal === "string")
        message.refusal = m.refusal;
    if (Array.isArray(m.tool_calls)) {
        message.tool_calls = m.tool_calls.map((tc, i) => {
            const t = (tc ?? {});
            const fn = (t.function ?? {});
            const args = typeof fn.arguments === "string" ? fn.arguments : JSON.stringify(fn.arguments ?? {});
            return { id: String(t.id ?? `call_${i + 1}`), type: "function", function: { name: String(fn.name ?? ""), arguments: args } };
        });
    }
    return message;
}
function parseContent(content, ctx) {
    if (typeof content === "string")
        return content;
    if (Array.isArray(content))
        return content.map((p, i) => parsePart(p, { ...ctx, where: `${ctx.where}.content[${i}]` }));
    if (typeof content === "object" && content !== null)
        return [parsePart(content, ctx)];
    throw configError(`${ctx.where}: content must be a string, a content part or an array of parts`, { hint: '{"type": "text", "text": "..."}' });
}
function parsePart(value, ctx) {
    const p = (value ?? {});
    const type = typeof p.type === "string" ? p.type : "text";
    const source = typeof p.source === "string" ? p.source : undefined;
    switch (type) {
        case "text":
            return { type: "text", text: String(p.text ?? "") };
        case "image":
            if (source) {
                const { data, ext } = readSource(source, ctx);
                const mime = IMAGE_MIME[ext];
                if (!mime)
                    throw configError(`${ctx.where}: unsupported image type ".${ext}"`, { hint: `use ${Object.keys(IMAGE_MIME).join(", ")}` });
                return { type: "image_url", image_url: { url: `data:${mime};base64,${data.toString("base64")}`, ...(typeof p.detail === "string" ? { detail: p.detail } : {}) } };
            }
            return { type: "image_url", image_url: { url: String(p.url ?? ""), ...(typeof p.detail === "string" ? { detail: p.detail } : {}) } };
        case "audio":
        case "input_audio": {
            if (source) {
                const { data, ext } = readSource(source, ctx);
                if (!AUDIO_FORMATS.has(ext))
                    throw configError(`${ctx.where}: unsupported audio type ".${ext}"`, { hint: `use ${[...AUDIO_FORMATS].join(", ")}` });
                return { type: "input_audio", input_audio: { data: data.toString("base64"), format: ext } };
            }
            const a = (p.input_audio ?? p);
            return { type: "input_audio", input_audio: { data: String(a.data ?? ""), format: String(a.format ?? "") } };
        }
        case "file": {
            const name = typeof p.name === "string" ? p.name : typeof p.filename === "string" ? p.filename : undefined;
            if (source) {
                const { data, ext, file } = readSource(source, ctx);
                const mime = FILE_MIME[ext] ?? "application/octet-stream";
                return { type: "file", file: { file_data: `data:${mime};base64,${data.toString("base64")}`, filename: name ?? path.basename(file) } };
            }
            const f = (p.file ?? p);
            return { type: "file", file: { url: String(f.url ?? ""), filename: name ?? (typeof f.filename === "string" ? f.filename : undefined) } };
        }
        default:
            return { ...p, type };
    }
}
function readSource(source, ctx) {
    if (!source.startsWith("file://"))
        throw configError(`${ctx.where}: source must start with file://`, { hint: "use file://relative/path or a url field" });
    const raw = decodeURIComponent(source.slice("file://".length));
    const file = path.isAbsolute(raw) ? raw : path.resolve(ctx.baseDir, raw);
    if (!existsSync(file))
        throw configError(`${ctx.where}: file not found: ${file}`, { hint: "paths in file:// sources are relative to the suite file" });
    return { data: readFileSync(file), ext: path.extname(file).slice(1).toLowerCase(), file };
}
/** The text a CLI agent gets: the last user message, after the earlier turns when there are any. */
function promptOf(messages) {
    const text = (m) => (typeof m.content === "string" ? m.content : m.content.map(partText).join("\n"));
    const lastUser = messages.findLastIndex((m) => m.role === "user");
    const final = lastUser >= 0 ? text(messages[lastUser]) : text(messages[messages.length - 1]);
    const history = messages.filter((_, i) => i !== lastUser);
    if (history.length === 0)
        return final;
    const transcript = history.map((m) => `[${m.role}]\n${text(m)}`).join("\n\n");
    return `Conversation so far:\n\n${transcript}\n\n[user]\n${final}`;
}
function partText(part) {
    switch (part.type) {
        case "text":
            return part.text;
        case "image_url":
            return "[image]";
        case "input_audio":
            return "[audio]";
        case "file":
            return `[file: ${part.file.filename ?? "attachment"}]`;
        default:
            return typeof part.text === "string" ? part.text : `[${part.type}]`;
    }
}

/** Tags are trimmed, non-empty and unique; order is kept. */
function normalizeTags(tags) {
    return [...new Set(tags.map((t) => t.trim()).filter((t) => t !== ""))];
}
/** "--tag a,b --tag c" → ["a", "b", "c"]. */
function splitList(values) {
    return normalizeTags((values ?? []).flatMap((v) => v.split(/[,\n]/)));
}

// JSONL suites (yao agent test format): one case per line. Every problem is
// an error naming file:line and what to do.
const FIELDS = new Set(["id", "input", "expected", "assert", "user", "team", "metadata", "skip", "timeout", "tags", "env", "expectedFail", "description"]);
/** yao fields agent-bench accepts but does not act on: the suite still runs, with a warning. */
const YAO_ONLY = new Set(["options", "before", "after", "simulator", "checkpoints", "max_turns"]);
async function loadJsonlSuite(file) {
    const text = await readFile(file, "utf8");
    const baseDir = path.dirname(file);
    const cases = [];
    const warnings = [];
    const ids = new Map();
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        const raw = lines[i].trim();
        if (raw === "" || raw.startsWith("//"))
            continue;
        const where = `${file}:${i + 1}`;
        let value;
        try {
            value = JSON.parse(raw);
        }
        catch (error) {
            throw configError(`${where}: not valid JSON: ${error.message}`, {
                hint: "each line must be one complete JSON object (a case cannot span lines)",
            });
        }
        if (typeof value !== "object" || value === null || Array.isArray(value)) {
            throw configError(`${where}: a case must be a JSON object`, { hint: '{"id": "T001", "input": "..."}' });
        }
        const c = value;
        for (const key of Object.keys(c)) {
            if (YAO_ONLY.has(key))
                warnings.push(`${where}: "${key}" is not supported and is ignored`);
            else if (!FIELDS.has(key)) {
                throw configError(`${where}: unknown field "${key}"`, { hint: `case fields are ${[...FIELDS].join(", ")}` });
            }
        }
        if (typeof c.id !== "string" || c.id.trim() === "")
            throw configError(`${where}: missing "id"`, { hint: 'every case needs a string id, e.g. "id": "T001"' });
        if (!("input" in c))
            throw configError(`${where}: case "${c.id}" has no "input"`, { hint: 'add "input": "the prompt"' });
        const first = ids.get(c.id);
        if (first !== undefined)
            throw configError(`${where}: duplicate id "${c.id}" (first on line ${first})`, { hint: "ids must be unique within a suite" });
        ids.set(c.id, i + 1);
        cases.push(toCase(c, where, file, i + 1, baseDir));
    }
    if (cases.length === 0)
        throw configError(`${file}: no cases`, { hint: 'add one JSON object per line: {"id": "T001", "input": "..."}' });
    return { path: file, format: "jsonl", cases, warnings };
}
function toCase(c, where, file, line, baseDir) {
    const id = c.id;
    const messages = parseInput(c.input, { where, baseDir });
    let timeoutMs;
    if (c.timeout !== undefined) {
        timeoutMs = typeof c.timeout === "string" || typeof c.timeout === "number" ? parseDuration(c.timeout) : undefined;
        if (timeoutMs === undefined)
            throw configError(`${where}: invalid timeout ${JSON.stringify(c.timeout)}`, { hint: DURATION_HINT });
    }
    if (c.tags !== undefined && (!Array.isArray(c.tags) || c.tags.some((t) => typeof t !== "string"))) {
        throw configError(`${where}: tags must be an array of strings`, { hint: '"tags": ["smoke"]' });
    }
    for (const key of ["user", "team"]) {
        if (c[key] !== undefined && typeof c[key] !== "string")
            throw configError(`${where}: ${key} must be a string`, { hint: `"${key}": "..."` });
    }
    if (c.metadata !== undefined && (typeof c.metadata !== "object" || c.metadata === null || Array.isArray(c.metadata))) {
        throw configError(`${where}: metadata must be an object`, { hint: '"metadata": {"area": "billing"}' });
    }
    if (c.env !== undefined && (typeof c.env !== "object" || c.env === null || Array.isArray(c.env))) {
        throw configError(`${where}: env must be an object`, { hint: '"env": {"DEBUG": "1"}' });
    }
    if (c.skip !== undefined && typeof c.skip !== "boolean" && typeof c.skip !== "string") {
        throw configError(`${where}: skip must be true, false or a reason`, { hint: '"skip": "flaky upstream"' });
    }
    if (c.expectedFail !== undefined && typeof c.expectedFail !== "boolean")
        throw configError(`${where}: expectedFail must be a boolean`, { hint: '"expectedFail": true' });
    const rules = c.assert !== undefined ? compileRules(c.assert, { where, suiteDir: baseDir }) : undefined;
    const hasExpected = "expected" in c && rules === undefined;
    return {
        id,
        prompt: promptOf(messages),
        messages,
        tags: normalizeTags(c.tags ?? []),
        timeoutMs,
        expectedFail: c.expectedFail ?? false,
        skip: c.skip === true ? "skipped" : typeof c.skip === "string" && c.skip !== "" ? c.skip : undefined,
        user: c.user,
        team: c.team,
        metadata: c.metadata,
        env: c.env ? Object.fromEntries(Object.entries(c.env).map(([k, v]) => [k, String(v)])) : undefined,
        expected: c.expected,
        hasExpected,
        rules,
        source: { file, line },
        definition: JSON.stringify({ assert: c.assert ?? null, expected: c.expected ?? null }),
    };
}

// Suite modules (.ts/.mts/.js/.mjs): default export Case[] or Record<string, Case>,
// optional named export `workspace`. skillgym suites load unchanged.
async function loadModuleSuite(file) {
    registerSuiteHooks();
    const mod = (await importModule(file, "*"));
    const exported = mod.default;
    if (exported === undefined) {
        throw configError(`${file}: the suite has no default export`, { hint: "export default [ { id, prompt, assert } ] (a Case[] or Record<string, Case>)" });
    }
    const entries = Array.isArray(exported)
        ? exported.map((c) => [undefined, c])
        : typeof exported === "object" && exported !== null
            ? Object.entries(exported)
            : [];
    if (!Array.isArray(exported) && entries.length === 0) {
        throw configError(`${file}: the default export must be a Case[] or a Record<string, Case>`, { hint: "export default [ { id, prompt, assert } ]" });
    }
    const text = await readFile(file, "utf8").catch(() => "");
    const seen = new Map();
    const cases = entries.map(([key, value], index) => toSuiteCase(value, key, index, file, text));
    for (const c of cases) {
        if (seen.has(c.id))
            throw configError(`${file}: duplicate case id "${c.id}"`, { hint: "every case needs its own id" });
        seen.set(c.id, 1);
    }
    let workspace;
    if (mod.workspace !== undefined) {
        const parsed = workspaceSchema.safeParse(mod.workspace);
        if (!parsed.success)
            throw issuesToError(parsed.error.issues, { file, prefix: ["workspace"] });
        workspace = resolveWorkspace(parsed.data, path.dirname(file));
    }
    return { path: file, format: "module", cases, workspace };
}
function toSuiteCase(value, key, index, file, text) {
    const label = key !== undefined ? `case "${key}"` : `case ${index + 1}`;
    if (typeof value !== "object" || value === null)
        throw configError(`${file}: ${label} is not an object`, { hint: "a case is { id, prompt, assert? }" });
    const c = value;
    const id = c.id ?? key;
    const fail = (what, hint) => configError(`${file}${lineOf(text, id) ? `:${lineOf(text, id)}` : ""}: ${label}: ${what}`, { hint });
    if (typeof id !== "string" || id.trim() === "")
        throw fail("id must be a non-empty string", 'give the case an id, e.g. id: "lists-files"');
    if (typeof c.prompt !== "string")
        throw fail("prompt must be a string", "the prompt is the text given to the agent");
    if (c.assert !== undefined && typeof c.assert !== "function")
        throw fail("assert must be a function (report, ctx) => void", "assert receives the session and throws to fail");
    if (c.classifyFailure !== undefined && typeof c.classifyFailure !== "function")
        throw fail("classifyFailure must be a function", "classifyFailure(result) returns a failure class id or { id, label }");
    if (c.timeoutMs !== undefined && (typeof c.timeoutMs !== "number" || !(c.timeoutMs > 0)))
        throw fail("timeoutMs must be a positive number", "timeoutMs is in milliseconds");
    if (c.expectedFail !== undefined && typeof c.expectedFail !== "boolean")
        throw fail("expectedFail must be a boolean", "set expectedFail: true for a case that is known to fail");
    if (c.tags !== undefined && (!Array.isArray(c.tags) || c.tags.some((t) => typeof t !== "string")))
        throw fail("tags must be an array of strings", 'e.g. tags: ["smoke"]');
    if (c.env !== undefined && (typeof c.env !== "object" || c.env === null))
        throw fail("env must be an object of strings", 'e.g. env: { "DEBUG": "1" }');
    const line = lineOf(text, id);
    return {
        id,
        prompt: c.prompt,
        messages: [{ role: "user", content: c.prompt }],
        tags: normalizeTags(c.tags ?? []),
        timeoutMs: c.timeoutMs,
        expectedFail: c.expectedFail ?? false,
        skip: c.skip === true ? "skipped" : typeof c.skip === "string" && c.skip !== "" ? c.skip : undefined,
        user: typeof c.user === "string" ? c.user : undefined,
        team: typeof c.team === "string" ? c.team : undefined,
        metadata: c.metadata,
        env: c.env ? Object.fromEntries(Object.entries(c.env).map(([k, v]) => [k, String(v)])) : undefined,
        hasExpected: false,
        assert: c.assert,
        classifyFailure: c.classifyFailure,
        source: { file, ...(line ? { line } : {}) },
        definition: [c.assert?.toString() ?? "", c.classifyFailure?.toString() ?? "", String(c.expectedFail ?? false)].join("\n"),
    };
}
/** The line where the case's id appears as a string literal (for annotations and errors). */
function lineOf(text, id) {
    if (typeof id !== "string" || text === "")
        return undefined;
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const patterns = [
        new RegExp(`\\bid\\s*:\\s*["'\`]${escaped}["'\`]`),
        new RegExp(`["'\`]${escaped}["'\`]\\s*:`),
        new RegExp(`["'\`]${escaped}["'\`]`),
    ];
    for (const pattern of patterns) {
        const match = pattern.exec(text);
        if (match)
            return text.slice(0, match.index).split("\n").length;
    }
    return undefined;
}

// One entry for every suite format, chosen by extension; `-i` gives an inline case.
async function loadSuite(file) {
    const abs = path.resolve(file);
    if (!existsSync(abs))
        throw configError(`suite not found: ${file}`, { hint: "pass the path of a .ts/.js suite module or a .jsonl file" });
    if (statSync(abs).isDirectory())
        throw configError(`${file} is a folder, not a suite file`, { hint: "pass the suite file itself (e.g. suite.ts or cases.jsonl)" });
    if (abs.endsWith(".jsonl")) {
        const suite = await loadJsonlSuite(abs);
        return { suite, warnings: suite.warnings };
    }
    if (isModulePath(abs))
        return { suite: await loadModuleSuite(abs), warnings: [] };
    throw configError(`${file}: unknown suite format`, { hint: "suites are .ts, .mts, .js or .mjs modules, or .jsonl files" });
}
/** Direct message mode (`-i "prompt"`): one ad-hoc case. */
function inlineSuite(message, cwd) {
    let input = message;
    // A JSON message or conversation is accepted as well as plain text.
    if (/^\s*[[{]/.test(message)) {
        try {
            input = JSON.parse(message);
        }
        catch {
            input = message;
        }
    }
    const messages = parseInput(input, { where: "-i", baseDir: cwd });
    return {
        path: "<inline>",
        format: "inline",
        cases: [
            {
                id: "direct",
                prompt: promptOf(messages),
                messages,
                tags: [],
                expectedFail: false,
                hasExpected: false,
                source: { file: "<inline>" },
                definition: "",
            },
        ],
    };
}
/** yao's rule: `-i` names a suite file when it ends in .jsonl/.json, or contains "/" and the file exists. */
function isSuitePath(value, cwd) {
    if (/\.(jsonl|json|ts|mts|js|mjs)$/.test(value) && existsSync(path.resolve(cwd, value)))
        return true;
    return value.includes("/") && !/\s/.test(value) && existsSync(path.resolve(cwd, value));
}

// Settings → config, suite, runners and plan: everything checked before the
// first agent starts, so a mistake costs nothing.
function defaultParallel() {
    return Math.max(1, Math.min(4, os.availableParallelism()));
}
async function prepareRun(settings) {
    const cwd = settings.cwd;
    const warnings = [];
    if (settings.suites.length === 0 && settings.inline === undefined) {
        throw configError("no suite given", { hint: 'agent-bench run SUITE (a .ts/.js module or a .jsonl file), or -i "a prompt" for one ad-hoc case' });
    }
    const suitePaths = settings.suites.map((s) => path.resolve(cwd, s));
    const config = await loadConfig({ configPath: settings.config ? path.resolve(cwd, settings.config) : undefined, searchFrom: suitePaths[0] ? path.dirname(suitePaths[0]) : cwd });
    warnings.push(...config.warnings);
    let suite;
    if (settings.inline !== undefined) {
        suite = inlineSuite(settings.inline, cwd);
    }
    else {
        const loaded = [];
        for (const file of suitePaths) {
            const one = await loadSuite(file);
            warnings.push(...one.warnings);
            loaded.push(one.suite);
        }
        suite = mergeSuites(loaded);
    }
    const runners = selectableRunners(config, settings);
    if (runners.length === 0) {
        throw configError("no runners configured", {
            where: config.file ?? "agent-bench.config.*",
            hint: `add runners to agent-bench.config.{ts,json,yaml} next to the suite, or name a runner type with --runner (${runnerTypes().join(", ")})`,
        });
    }
    checkJudges(suite, config);
    const tags = settings.tags?.length ? splitList(settings.tags) : config.defaults.tags;
    const plan = buildPlan({
        cases: suite.cases,
        runners,
        runs: settings.runs ?? config.defaults.runs ?? 1,
        caseIds: settings.cases?.length ? splitList(settings.cases) : undefined,
        tags,
        runnerIds: settings.runners?.length ? splitList(settings.runners) : undefined,
        shard: settings.shard,
    });
    const repoRoot = findRepoRoot(suitePaths[0] ? path.dirname(suitePaths[0]) : cwd);
    const outDir = settings.outDir ? path.resolve(cwd, settings.outDir) : path.join(config.defaults.outDir ?? path.resolve(cwd, ".agent-bench/runs"), timestampSlug());
    return {
        settings,
        config,
        suite,
        plan,
        outDir,
        repoRoot,
        parallel: settings.parallel ?? config.defaults.parallel ?? defaultParallel(),
        // A suite module's own `workspace` export beats the config's.
        workspace: suite.workspace ?? config.defaults.workspace,
        warnings,
        user: settings.user ?? config.defaults.user ?? "test-user",
        team: settings.team ?? config.defaults.team ?? "test-team",
    };
}
/** Configured runners, plus runner types named with --runner when no runner has that id; --model overrides models. */
function selectableRunners(config, settings) {
    const runners = [...config.runners];
    for (const id of splitList(settings.runners ?? [])) {
        if (runners.some((r) => r.id === id))
            continue;
        const adapter = getAdapter(id);
        if (adapter && !adapter.requiresCommand && !adapter.requiresModel) {
            runners.push({ id, type: id, args: [], env: {}, options: {}, baseDir: config.dir });
        }
        else if (adapter && adapter.requiresModel && settings.model) {
            runners.push({ id, type: id, model: settings.model, args: [], env: {}, options: {}, baseDir: config.dir });
        }
    }
    if (!settings.model)
        return runners;
    return runners.map((r) => ({ ...r, model: settings.model }));
}
function mergeSuites(suites) {
    if (suites.length === 1)
        return suites[0];
    const seen = new Map();
    const cases = [];
    for (const s of suites) {
        for (const c of s.cases) {
            const other = seen.get(c.id);
            if (other)
                throw configError(`case id "${c.id}" is in both ${other} and ${s.path}`, { hint: "case ids must be unique across the suites of one run" });
            seen.set(c.id, s.path);
            cases.push(c);
        }
    }
    const workspaces = suites.map((s) => s.workspace).filter((w) => w !== undefined);
    if (new Set(workspaces.map((w) => JSON.stringify(w))).size > 1) {
        throw configError(`the suites ${suites.map((s) => s.path).join(", ")} declare different workspaces`, { hint: "run them separately" });
    }
    return { path: suites.map((s) => s.path).join(","), format: suites.every((s) => s.format === "jsonl") ? "jsonl" : "module", cases, workspace: workspaces[0] };
}
/** A judge rule must name a runner the config has (or the config must name a default judge). */
function checkJudges(suite, config) {
    for (const c of suite.cases) {
        for (const rule of c.rules ?? []) {
            if (rule.type !== "judge" && rule.type !== "agent")
                continue;
            const id = rule.runner ?? rule.use?.replace(/^agents:/, "") ?? config.judge;
            const where = `${c.source.file}${c.source.line ? `:${c.source.line}` : ""}`;
            if (!id)
                throw configError(`${where}: case "${c.id}" has a judge rule but no judge runner`, { hint: 'add "judge": "<runner id>" to the config, or "runner": "<id>" to the rule' });
            if (!config.runners.some((r) => r.id === id)) {
                throw configError(`${where}: case "${c.id}": the judge runner "${id}" is not configured`, { hint: `configured runners: ${config.runners.map((r) => r.id).join(", ") || "none"}` });
            }
        }
    }
}

const prepare = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
    __proto__: null,
    defaultParallel,
    prepareRun
}, Symbol.toStringTag, { value: 'Module' }));

export { prepareRun as a, prepare as b, isSuitePath as i, parseShard as p };
