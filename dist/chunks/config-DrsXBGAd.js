import { existsSync, statSync, readFileSync, realpathSync, lstatSync } from 'node:fs';
import path from 'node:path';
import { c as configError, P as PARSE_ONCE, K as DEFAULT_VARIANT } from './unknown-events-zNQq38TK.js';
import { u as union, N as NEVER, r as record, s as string, a as strictObject, n as number, b as array, _ as _enum, o as object, g as boolean, f as unknown, i as issueLines, d as didYouMean, k as keyPath, h as issuesToError, p as problemsError } from './schemas-CaY1ir08.js';
import { p as parseDuration, d as durationHint, r as runnerTypes, g as getAdapter, a as frontMatterName, l as loadDataFile } from './skills-C4zYLUOw.js';

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
/** A skillgym config under another name: runners are `{ agent: { type, model } }`, or skillgym's own top-level `run`. */
function looksLikeSkillgym(value) {
    if (typeof value !== "object" || value === null)
        return false;
    const v = value;
    if ("run" in v)
        return true;
    const runners = v.runners;
    if (typeof runners !== "object" || runners === null)
        return false;
    const entries = Object.values(runners);
    return entries.length > 0 && entries.every((r) => typeof r === "object" && r !== null && "agent" in r && !("type" in r));
}

// The token counts skillgym's snapshot check can hold a case to: the config's snapshots.metric and
// each entry of the snapshot file (snapshots/file.ts) name one.
const SNAPSHOT_METRICS = ["totalTokens", "inputTokens", "outputTokens", "reasoningTokens", "cacheTokens"];

// The agent-bench config file: runners plus defaults. Validated strictly, so
// a typo is an error that names the key, never a silently ignored setting.
const durationSchema = union([string(), number()]).transform((value, ctx) => {
    const ms = parseDuration(value);
    if (ms === undefined) {
        ctx.addIssue({ code: "custom", message: `invalid duration ${JSON.stringify(value)}: ${durationHint(value)}` });
        return NEVER;
    }
    return ms;
});
const SIZE_UNITS = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };
/** A size in bytes: a whole number, or text such as "64MB", "512KB", "1GB" (units of 1024). */
const sizeSchema = union([string(), number()]).transform((value, ctx) => {
    const match = typeof value === "string" ? /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value) : undefined;
    const bytes = typeof value === "number" ? value : match ? Number(match[1]) * SIZE_UNITS[(match[2] ?? "b").toLowerCase()] : NaN;
    if (!Number.isFinite(bytes) || bytes < 1024 || (typeof value === "number" && !Number.isInteger(value))) {
        ctx.addIssue({
            code: "custom",
            message: `invalid size ${JSON.stringify(value)}: write a number of bytes (at least 1024) or a size such as "64MB", "512KB", "1GB"`,
        });
        return NEVER;
    }
    return Math.floor(bytes);
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
    mode: _enum(["none", "shared", "isolated", "repository"]),
    cwd: string().optional(),
    templateDir: string().optional(),
    bootstrap: bootstrapSchema.optional(),
});
/** Keys every runner accepts; the rest are the runner type's own options. */
const COMMON_RUNNER_KEYS = ["type", "model", "command", "args", "env", "timeout", "maxSteps", "maxOutputBytes", "scriptedModel", "description"];
const runnerCommonSchema = object({
    type: string().min(1),
    model: string().min(1).optional(),
    command: union([string().min(1), array(string().min(1)).min(1)]).optional(),
    args: array(string()).optional(),
    env: envSchema.optional(),
    timeout: durationSchema.optional(),
    maxSteps: number().int().positive().optional(),
    /** Cap on what one execution of the runner may print (stdout and stderr); past it the agent is stopped. */
    maxOutputBytes: sizeSchema.optional(),
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
/** skillgym's token-regression check (docs/configuration.md#snapshots). */
const snapshotsSchema = strictObject({
    path: string().min(1).optional(),
    metric: _enum(SNAPSHOT_METRICS).optional(),
    tolerance: strictObject({ absolute: number().nonnegative().optional(), percent: number().nonnegative().optional() })
        .refine((t) => t.absolute !== undefined || t.percent !== undefined, "expected at least one of absolute or percent"),
});
/** Variant ids: like runner ids, plus ":" so a program can say `without:greet`. */
const VARIANT_ID = /^[A-Za-z0-9][\w.:-]*$/;
const variantSchema = strictObject({
    skills: strictObject({
        remove: array(string().min(1)).optional(),
        add: array(string().min(1)).optional(),
    })
        .optional(),
    files: record(string().min(1), string().min(1)).optional(),
    runners: record(string(), record(string(), unknown())).optional(),
    description: string().optional(),
});
const variantsSchema = record(string().regex(VARIANT_ID, "variant ids use letters, digits, '.', '_', ':' and '-'"), variantSchema);
const configSchema = strictObject({
    $schema: string().optional(),
    runners: record(string().regex(/^[A-Za-z0-9][\w.-]*$/, "runner ids use letters, digits, '.', '_' and '-'"), record(string(), unknown())),
    defaults: defaultsSchema.optional(),
    judge: string().optional(),
    reporters: array(union([
        string(),
        // A reporter agent (docs/reports.md#reporter-agents).
        strictObject({
            agent: string().min(1),
            extensions: array(string().regex(/^\.?[\w.-]+$/u, 'an extension such as ".md"'))
                .min(1)
                .optional(),
            options: record(string(), unknown()).optional(),
            timeout: durationSchema.optional(),
        }),
    ]))
        .optional(),
    outputs: array(string()).optional(),
    snapshots: snapshotsSchema.optional(),
    variants: variantsSchema.optional(),
});

// Runner entries from a config file → RunnerConfig, validated against the
// common keys and the runner type's own options.
/** The runner, or every problem with its entry (one line each). */
function checkRunner(id, raw, source) {
    const prefix = [...source.prefix, id];
    const at = (key) => {
        const line = source.lineOf?.([...prefix, key]);
        return `${source.file}${line ? `:${line}` : ""}: ${keyPath([...prefix, key])}`;
    };
    const problems = [];
    const common = runnerCommonSchema.safeParse(raw, PARSE_ONCE);
    // Keys the common schema does not know are the type's own options, checked below.
    if (raw.type === undefined)
        problems.push(`${at("type")}: required: the agent CLI this runner drives (runner types: ${runnerTypes().join(", ")})`);
    const issues = common.success ? [] : common.error.issues.filter((i) => raw.type !== undefined || i.path[0] !== "type");
    problems.push(...issueLines(issues, { file: source.file, lineOf: source.lineOf, prefix, schema: runnerCommonSchema }));
    const type = typeof raw.type === "string" ? raw.type : undefined;
    const adapter = type ? getAdapter(type) : undefined;
    if (type && !adapter)
        problems.push(`${at("type")}: unknown runner type "${type}"${didYouMean(type, runnerTypes())} (runner types: ${runnerTypes().join(", ")})`);
    const optionsRaw = Object.fromEntries(Object.entries(raw).filter(([key]) => !COMMON_RUNNER_KEYS.includes(key)));
    // Parsed here, once: the runner carries its type's typed options from now on. Every schema is strict, so an unknown key is a problem.
    const parsed = adapter?.optionsSchema.safeParse(optionsRaw, PARSE_ONCE);
    if (adapter && parsed && !parsed.success)
        problems.push(...issueLines(parsed.error.issues, { file: source.file, lineOf: source.lineOf, prefix, schema: adapter.optionsSchema, extraKeys: COMMON_RUNNER_KEYS }));
    if (!common.success || !adapter || !parsed?.success)
        return { problems };
    const entry = common.data;
    if (adapter.requiresModel && !entry.model)
        problems.push(`${at("model")}: required for runner type "${entry.type}" (set the model the agent should use)`);
    if (adapter.requiresCommand && !entry.command)
        problems.push(`${at("command")}: required for runner type "${entry.type}" (name the executable, e.g. command: "./bin/my-agent")`);
    if (problems.length > 0)
        return { problems };
    return {
        problems,
        runner: {
            id,
            type: entry.type,
            model: entry.model,
            command: resolveCommand(entry.command, source.dir),
            args: entry.args ?? [],
            env: entry.env ?? {},
            timeoutMs: entry.timeout,
            maxSteps: entry.maxSteps,
            scriptedModel: entry.scriptedModel ? path.resolve(source.dir, entry.scriptedModel) : undefined,
            ...(entry.maxOutputBytes !== undefined ? { maxOutputBytes: entry.maxOutputBytes } : {}),
            options: parsed.data,
            baseDir: source.dir,
        },
    };
}
/** A runner of a type named on the command line (--runner claude-code), with the type's default options. */
function defaultRunner(adapter, dir, model) {
    return {
        id: adapter.type,
        type: adapter.type,
        ...(model !== undefined ? { model } : {}),
        args: [],
        env: {},
        options: adapter.optionsSchema.parse({}),
        baseDir: dir,
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
    snapshots: snapshotsSchema.optional(),
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
    const parsed = skillgymSchema.safeParse(value, PARSE_ONCE);
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
    if (sg.run?.reporter)
        warnings.push(`${file}: run.reporter is ignored; use -o FILE or --reporter MODULE`);
    const parallel = sg.run?.schedule === "serial" ? 1 : sg.run?.maxParallel;
    const defaults = {
        ...(sg.run?.repeat ? { runs: sg.run.repeat } : {}),
        ...(parallel ? { parallel } : {}),
        ...(sg.defaults?.timeoutMs ? { timeout: `${sg.defaults.timeoutMs}ms` } : {}),
        ...(sg.run?.workspace ? { workspace: sg.run.workspace } : {}),
        ...(sg.run?.outputDir ? { outDir: sg.run.outputDir } : {}),
        ...(sg.run?.tags ? { tags: sg.run.tags } : {}),
    };
    return {
        config: { runners, defaults, ...(sg.snapshots ? { snapshots: sg.snapshots } : {}) },
        warnings,
        retries: sg.run?.repeatFailure ?? sg.run?.retryFailed,
        cwd: sg.run?.cwd,
    };
}
function defaultExecutable(type) {
    return { opencode: "opencode", "claude-code": "claude", "cursor-agent": "agent", copilot: "copilot" }[type] ?? type;
}

// The config's `variants` and a program's variant definitions: their shape,
// their paths (resolved against the file that declared them and checked to
// exist) and their runner overrides (validated like the runner's own keys).
/**
 * A definition checked as far as it can be without a workspace: its id, its added skill folders and files exist, its
 * runner overrides name configured runners and are valid for them. Returns every problem (one line each).
 */
function checkVariant(def, runners, source) {
    const at = (...keys) => {
        const line = source.lineOf?.([...source.prefix, ...keys]);
        return `${source.file}${line ? `:${line}` : ""}: ${keyPath([...source.prefix, ...keys])}`;
    };
    const problems = [];
    if (!VARIANT_ID.test(def.id))
        problems.push(`${at()}: invalid variant id ${JSON.stringify(def.id)}: variant ids use letters, digits, '.', '_', ':' and '-'`);
    const changes = (def.skills?.remove?.length ?? 0) + (def.skills?.add?.length ?? 0) + Object.keys(def.files ?? {}).length + Object.keys(def.runners ?? {}).length;
    if (def.id === DEFAULT_VARIANT && changes > 0)
        problems.push(`${at()}: "${DEFAULT_VARIANT}" is the unmodified treatment and cannot change anything (give this variant another id)`);
    const addSkills = [];
    for (const [i, given] of (def.skills?.add ?? []).entries()) {
        const dir = path.resolve(source.dir, given);
        const skillFile = path.join(dir, "SKILL.md");
        const outside = outsideRoot(given, dir, source.root);
        if (outside)
            problems.push(`${at("skills", "add", i)}: ${outside}`);
        else if (!existsSync(dir) || !statSync(dir).isDirectory())
            problems.push(`${at("skills", "add", i)}: no folder ${given} (looked in ${dir})`);
        else if (!existsSync(skillFile))
            problems.push(`${at("skills", "add", i)}: ${given} holds no SKILL.md (a skill is a folder with a SKILL.md)`);
        else
            addSkills.push({ name: frontMatterName(readFileSync(skillFile, "utf8")) ?? path.basename(dir), dir });
    }
    const files = [];
    for (const [target, given] of Object.entries(def.files ?? {})) {
        const normal = path.posix.normalize(target.replaceAll("\\", "/"));
        const sourceFile = path.resolve(source.dir, given);
        const outside = outsideRoot(given, sourceFile, source.root);
        if (path.isAbsolute(target) || path.win32.isAbsolute(target) || normal === "." || normal.startsWith("../") || normal === "..")
            problems.push(`${at("files", target)}: the workspace file must be a relative path inside the workspace (e.g. "CLAUDE.md")`);
        else if (!existsSync(sourceFile) || !statSync(sourceFile).isFile())
            problems.push(`${at("files", target)}: no file ${given} (looked in ${sourceFile})`);
        else if (outside)
            problems.push(`${at("files", target)}: ${outside}`);
        else
            files.push({ target: normal, source: sourceFile });
    }
    const overridden = new Map();
    for (const [id, override] of Object.entries(def.runners ?? {})) {
        const runner = runners.find((r) => r.id === id);
        if (!runner) {
            const ids = runners.map((r) => r.id);
            problems.push(`${at("runners", id)}: no runner with id "${id}"${didYouMean(id, ids)} (configured runners: ${ids.join(", ") || "none"})`);
            continue;
        }
        const checked = overrideRunner(runner, override, { ...source, prefix: [...source.prefix, "runners", id] });
        problems.push(...checked.problems);
        if (checked.runner)
            overridden.set(id, checked.runner);
    }
    if (problems.length > 0)
        return { runners: overridden, problems };
    const variant = {
        id: def.id,
        removeSkills: [...new Set(def.skills?.remove ?? [])],
        addSkills,
        files,
        runners: def.runners ?? {},
    };
    return { variant, runners: overridden, problems };
}
/** Why `resolved` (as `given`) is not inside the repository `root`, following symlinks; undefined when it is, or is missing. */
function outsideRoot(given, resolved, root) {
    if (root === undefined || !existsSync(resolved))
        return undefined;
    const real = realpathSync(resolved);
    const top = realpathSync(root);
    const rel = path.relative(top, real);
    if (rel !== ".." && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel))
        return undefined;
    const via = lstatSync(resolved).isSymbolicLink() ? ` (a symlink to ${real})` : "";
    return `${given}${via} is outside the repository ${top}: a variant gives the agent files from the repository only (copy it in, or give a path inside it)`;
}
/** The runner with a variant's keys on top: common keys replace (env merges), the rest are its type's options, checked again whole. */
function overrideRunner(runner, override, source) {
    const where = (key) => {
        const line = source.lineOf?.([...source.prefix, key]);
        return `${source.file}${line ? `:${line}` : ""}: ${keyPath([...source.prefix, key])}`;
    };
    if ("type" in override)
        return { problems: [`${where("type")}: a variant cannot change a runner's type (configure a second runner of type ${JSON.stringify(override.type)})`] };
    const common = runnerCommonSchema.partial().safeParse(Object.fromEntries(Object.entries(override).filter(([k]) => isCommonKey(k))));
    const adapter = getAdapter(runner.type);
    const options = adapter.optionsSchema.safeParse({ ...runner.options, ...Object.fromEntries(Object.entries(override).filter(([k]) => !isCommonKey(k))) });
    const problems = [
        ...(common.success ? [] : issueLines(common.error.issues, { file: source.file, lineOf: source.lineOf, prefix: source.prefix, schema: runnerCommonSchema })),
        ...(options.success
            ? []
            : issueLines(options.error.issues, {
                file: source.file,
                lineOf: source.lineOf,
                prefix: source.prefix,
                schema: adapter.optionsSchema,
                extraKeys: COMMON_RUNNER_KEYS,
            })),
    ];
    if (!common.success || !options.success)
        return { problems };
    const c = common.data;
    return {
        problems,
        runner: {
            ...runner,
            ...(c.model !== undefined ? { model: c.model } : {}),
            ...(c.command !== undefined ? { command: resolveCommand(c.command, source.dir) } : {}),
            ...(c.args !== undefined ? { args: c.args } : {}),
            ...(c.env !== undefined ? { env: { ...runner.env, ...c.env } } : {}),
            ...(c.timeout !== undefined ? { timeoutMs: c.timeout } : {}),
            ...(c.maxSteps !== undefined ? { maxSteps: c.maxSteps } : {}),
            ...(c.maxOutputBytes !== undefined ? { maxOutputBytes: c.maxOutputBytes } : {}),
            ...(c.scriptedModel !== undefined ? { scriptedModel: path.resolve(source.dir, c.scriptedModel) } : {}),
            options: options.data,
        },
    };
}
const isCommonKey = (key) => COMMON_RUNNER_KEYS.includes(key);

// Loads and validates the config file into one ResolvedConfig.
async function loadConfig(options) {
    const file = configFile(options);
    if (!file) {
        return { dir: path.resolve(options.searchFrom), format: "none", runners: [], defaults: {}, reporters: [], outputs: [], variants: [], warnings: [] };
    }
    const dir = path.dirname(file);
    const read = await readConfig(file);
    const { raw, runners, variants } = checkConfig(read.value, file, dir, read.lineOf);
    const d = raw.defaults ?? {};
    const workspace = d.workspace
        ? resolveWorkspace(d.workspace, dir, `${file}: defaults.workspace`)
        : read.skillgymCwd
            ? { mode: "none", cwd: path.resolve(dir, read.skillgymCwd) }
            : undefined;
    return {
        file,
        dir,
        format: read.skillgym ? "skillgym" : "agent-bench",
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
        reporters: (raw.reporters ?? []).map((r) => typeof r !== "string"
            ? {
                agent: r.agent,
                ...(r.extensions ? { extensions: r.extensions } : {}),
                ...(r.options ? { options: r.options } : {}),
                ...(r.timeout ? { timeoutMs: r.timeout } : {}),
            }
            : r.startsWith(".")
                ? path.resolve(dir, r)
                : r),
        outputs: (raw.outputs ?? []).map((o) => path.resolve(dir, o)),
        retries: read.retries ?? d.retries,
        ...(raw.snapshots
            ? {
                snapshots: {
                    // skillgym's default: next to the config file.
                    file: path.resolve(dir, raw.snapshots.path ?? "skillgym.snapshots.json"),
                    metric: raw.snapshots.metric ?? "totalTokens",
                    tolerance: raw.snapshots.tolerance,
                },
            }
            : {}),
        variants,
        warnings: read.warnings,
    };
}
/** --config's file, or the nearest config walking up (undefined: none, which is fine). */
function configFile(options) {
    const file = options.configPath ? path.resolve(options.configPath) : findConfig(options.searchFrom);
    if (!file)
        return undefined;
    if (!existsSync(file)) {
        throw configError(`config file not found: ${file}`, { where: "--config", hint: "pass the path of an agent-bench.config.{ts,js,json,yaml} file" });
    }
    if (statSync(file).isDirectory()) {
        const inside = findConfig(file);
        throw configError(`${file} is a folder, not a config file`, {
            where: "--config",
            hint: inside && path.dirname(inside) === file
                ? `pass the file itself: --config ${path.relative(process.cwd(), inside) || inside}`
                : "pass an agent-bench.config.{ts,js,json,yaml} file",
        });
    }
    return file;
}
/** The file's value; a skillgym config is translated into agent-bench's shape. */
async function readConfig(file) {
    const { value, lineOf } = await loadDataFile(file);
    // -c may name a skillgym config under any file name: its shape tells.
    const skillgym = isSkillgymConfig(file) || looksLikeSkillgym(value);
    if (value === undefined || value === null || typeof value !== "object") {
        throw configError(`${file}: the config must be an object${skillgym ? "" : " (a module's default export)"}`, {
            hint: 'export default { runners: { <id>: { type: "...", ... } } }',
        });
    }
    if (!skillgym)
        return { value, lineOf, skillgym, warnings: [] };
    const translated = translateSkillgymConfig(value, file, lineOf);
    return { value: translated.config, skillgym, warnings: translated.warnings, retries: translated.retries, skillgymCwd: translated.cwd };
}
/** Every problem in one go: the top-level keys, each runner, the judge and each variant. */
function checkConfig(value, file, dir, lineOf) {
    const problems = [];
    const parsed = configSchema.safeParse(value, PARSE_ONCE);
    if (!parsed.success) {
        problems.push(...issueLines(parsed.error.issues, {
            file,
            lineOf,
            schema: configSchema,
            allowed: (p) => (p.length === 0 ? "top-level keys: runners, defaults, judge, reporters, outputs, snapshots, variants" : undefined),
        }));
    }
    const rawRunners = value.runners;
    const runners = [];
    if (rawRunners && typeof rawRunners === "object" && !Array.isArray(rawRunners)) {
        for (const [id, entry] of Object.entries(rawRunners)) {
            if (!entry || typeof entry !== "object" || Array.isArray(entry))
                continue; // reported by the schema
            const checked = checkRunner(id, entry, { file, dir, lineOf, prefix: ["runners"] });
            problems.push(...checked.problems);
            if (checked.runner)
                runners.push(checked.runner);
        }
    }
    const judge = value.judge;
    if (typeof judge === "string" && rawRunners && typeof rawRunners === "object" && !Object.hasOwn(rawRunners, judge)) {
        const ids = Object.keys(rawRunners);
        problems.push(`${file}${lineAt(lineOf, ["judge"])}: judge: no runner with id "${judge}"${didYouMean(judge, ids)} (runner ids: ${ids.join(", ")})`);
    }
    const variants = parsed.success ? configVariants(parsed.data, runners, { file, dir, lineOf }, problems) : [];
    if (problems.length > 0 || !parsed.success)
        throw problemsError(problems);
    return { raw: parsed.data, runners, variants };
}
function configVariants(raw, runners, at, problems) {
    const variants = [];
    for (const [id, entry] of Object.entries(raw.variants ?? {})) {
        const definition = {
            id,
            ...(entry.skills ? { skills: entry.skills } : {}),
            ...(entry.files ? { files: entry.files } : {}),
            ...(entry.runners ? { runners: entry.runners } : {}),
        };
        const source = { ...at, prefix: ["variants", id] };
        problems.push(...checkVariant(definition, runners, source).problems);
        variants.push({ definition, source });
    }
    return variants;
}
const pathLike = (value) => /^\.\.?(\/|\\|$)/.test(value);
/** Workspace paths resolve against the folder of the file that declared them; `where` names that file and key in errors. */
function resolveWorkspace(raw, dir, where = "workspace") {
    if (raw.mode === "none" && (raw.templateDir || raw.bootstrap)) {
        throw configError(`${where}: mode "none" runs the agent in your folder; templateDir and bootstrap need a workspace that is copied`, {
            hint: 'drop mode: "none" for the default (a copy of the repository per execution, where bootstrap runs), or set mode: "isolated" to copy templateDir',
        });
    }
    if ((raw.mode === "shared" || raw.mode === "isolated") && raw.cwd) {
        throw configError(`${where}: cwd is only allowed with mode "none" or "repository"`, {
            hint: "use templateDir to give shared or isolated workspaces their content",
        });
    }
    if (raw.mode === "repository" && raw.templateDir) {
        throw configError(`${where}: mode "repository" copies the repository that holds the suite; it takes no templateDir`, {
            hint: 'use mode: "isolated" with templateDir to copy another folder, or cwd to choose where the agent works in the copy',
        });
    }
    const bootstrap = raw.bootstrap
        ? {
            command: pathLike(raw.bootstrap.command) ? path.resolve(dir, raw.bootstrap.command) : raw.bootstrap.command,
            // As in skillgym: "sh ./setup.sh" finds setup.sh next to the file, though it runs in the workspace.
            args: raw.bootstrap.args?.map((a) => (pathLike(a) ? path.resolve(dir, a) : a)),
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
function lineAt(lineOf, keys) {
    const line = lineOf?.(keys);
    return line ? `:${line}` : "";
}

export { CONFIG_NAMES as C, SKILLGYM_CONFIG_NAMES as S, SNAPSHOT_METRICS as a, checkVariant as c, defaultRunner as d, findConfig as f, loadConfig as l, resolveWorkspace as r, workspaceSchema as w };
