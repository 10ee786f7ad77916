import path from 'node:path';
import { _ as infraError, S as SKILL_CONFIDENCE_ORDER, c as configError, s as suggest } from './unknown-events-zNQq38TK.js';
import { e as loadRegexEngine, h as compileUserRegex, U as USER_REGEX_HINT, j as requireUserModule, k as importUserModule, p as parseDuration, m as handleRequest, s as sendJson, f as findSkills, g as getAdapter, n as loadScript, u as unreachable, A as AGENT_CONTEXT, o as emptySession } from './skills-C4zYLUOw.js';
import { randomBytes } from 'node:crypto';
import { readFileSync, existsSync, constants, statSync, realpathSync, appendFileSync, writeFileSync, rmSync, readdirSync, openSync, writeSync, ftruncateSync, closeSync, lstatSync } from 'node:fs';
import { stat, mkdir, readdir, lstat, copyFile, chmod, readlink, symlink, unlink, readFile, writeFile, realpath, mkdtemp, rmdir, rm, cp } from 'node:fs/promises';
import os from 'node:os';
import { r as runnerPathKey } from './paths-BHCm_52W.js';
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { AssertionError } from 'node:assert';
import { p as extractJson, t as cutText, s as safeJson, q as jsonEqual, y as jsonType, z as jsonContains, f as describeCommandMatcher, g as commandPredicate, h as commandsOf, v as toolCallsOf, A as resultOf, n as fileWritesOf, k as fileReadsOf, b as bound, B as repoRelative$1, D as failureClassOf, E as attachFailureClass, F as newStore, G as withStore, H as userLocation, I as createContext, J as userStack } from './extract-DraD6Zsi.js';
import { j as jsonPathProblem, q as queryJsonPath } from './path-DuR4wJNM.js';
import { D as DEFAULT_FAILURE_CLASSES, K as ERRORED_ORIGINS, U as UNEXPECTED_PASS_CLASS } from './sanitize-CGuhO3m3.js';

// JSON Schema validation through Ajv: draft-07 by default, 2019-09 and 2020-12
// when the schema's $schema says so, formats (email, date-time, …) included.
// Ajv with its formats (a third of a megabyte) loads only for a suite with a json_schema rule: most runs
// have none, and every module loaded before the first agent is start-up (bench/items/startup.mjs).
let engine;
/** Loads Ajv: awaited (rule-engines.ts) before any schema is compiled. */
async function loadSchemaEngine() {
    if (engine)
        return;
    const [draft07, draft2019, draft2020, formats] = await Promise.all([
        import('./ajv-bX_erSiX.js').then(n => n.a),
        import('./2020-BKYo_VYe.js').then(n => n._),
        import('./2020-BKYo_VYe.js').then(n => n.a),
        import('./index-C64LI3b7.js').then(n => n.i),
    ]);
    // ajv-formats is CommonJS: its default export is the plugin itself at run time.
    const plugin = formats.default;
    engine = {
        draft07: draft07.Ajv,
        draft2019: draft2019.Ajv2019,
        draft2020: draft2020.Ajv2020,
        addFormats: (plugin.default ?? plugin),
    };
}
const instances = new Map();
function textOrEmpty(value) {
    return typeof value === "string" ? value : "";
}
function ajvFor(schema) {
    const dialect = typeof schema === "object" && schema !== null ? textOrEmpty(schema.$schema) : "";
    const key = dialect.includes("2020-12") ? "2020" : dialect.includes("2019-09") ? "2019" : "07";
    let ajv = instances.get(key);
    if (!ajv) {
        if (!engine)
            throw infraError("JSON Schema validation was used before Ajv was loaded (a bug in agent-bench)");
        // addUsedSchema: false, so two rules may use the same $id with different schemas.
        const options = { allErrors: true, strict: false, addUsedSchema: false };
        ajv = key === "2020" ? new engine.draft2020(options) : key === "2019" ? new engine.draft2019(options) : new engine.draft07(options);
        engine.addFormats(ajv);
        instances.set(key, ajv);
    }
    return ajv;
}
/** Compiles a schema; throws with Ajv's message when the schema itself is invalid. */
function compileSchema(schema) {
    if (typeof schema !== "boolean" && (typeof schema !== "object" || schema === null || Array.isArray(schema))) {
        throw new TypeError("a JSON Schema is an object (or true/false)");
    }
    return ajvFor(schema).compile(schema);
}
/** "/name must be string; /age must be >= 0" (at most 5 errors). */
function schemaErrors(validate) {
    const errors = validate.errors ?? [];
    const shown = errors
        .slice(0, 5)
        .map((e) => `${e.instancePath || "(root)"} ${e.message ?? "is invalid"}${e.keyword === "additionalProperties" ? ` (${JSON.stringify(e.params.additionalProperty)})` : ""}`);
    if (errors.length > 5)
        shown.push(`… ${errors.length - 5} more`);
    return shown.join("; ");
}

// What a suite's rules may need, loaded before its rules compile (rule
// compilation is synchronous, to report every problem with its line in one
// pass): RE2 for patterns, Ajv for JSON Schemas. Most suites need neither,
// and what loads before the first agent is start-up. Script rules need
// nothing more: their modules load synchronously (module-loader.ts).
/**
 * Loads what the rules written in `text` can use: RE2 when it holds "regex" (the `regex` rule and "regex:"
 * values), Ajv when it holds "json_schema". A JSON escape
 * ("\u0072egex") can spell any of them, so a text with escapes gets all; without a text (rules built in
 * code), all.
 */
async function loadRuleEngines(text) {
    const escaped = text === undefined || text.includes("\\u");
    await Promise.all([
        escaped || text.includes("regex") ? loadRegexEngine() : undefined,
        escaped || text.includes("json_schema") ? loadSchemaEngine() : undefined,
    ]);
}

// What an output rule looks at: the final output text, or, with `path`, the
// value JSONPath selects in the JSON found in it.
function pathOf(rule, ctx, required) {
    if (rule.path === undefined) {
        if (required)
            ctx.fail(`"${rule.type}" needs a "path"`, 'e.g. {"type": "json_path", "path": "$.status", "value": "ok"}');
        return undefined;
    }
    if (typeof rule.path !== "string")
        ctx.fail('"path" must be a JSONPath string', 'e.g. "$.items[0].id" or "$..price"');
    const problem = jsonPathProblem(rule.path);
    if (problem)
        ctx.fail(`invalid JSONPath ${JSON.stringify(rule.path)}: ${problem}`, 'JSONPath syntax: "$.a.b", "$.items[*].id", "$.items[?(@.price < 10)]", "$..name"');
    return rule.path;
}
/** The value a rule looks at: the output text, or what `path` selects in its JSON (several matches: their list). */
function subject(output, jsonPath, expected) {
    if (jsonPath === undefined)
        return { ok: true, value: output, text: true, label: "output", count: 1 };
    const extracted = extractJson(output);
    if (!extracted.found)
        return { ok: false, outcome: { passed: false, message: `output contains no JSON to read ${JSON.stringify(jsonPath)} from`, expected, actual: output } };
    const values = queryJsonPath(extracted.value, jsonPath);
    if (values.length === 0)
        return {
            ok: false,
            outcome: { passed: false, message: `${JSON.stringify(jsonPath)} matched nothing in the output's JSON`, expected, actual: extracted.value },
        };
    return { ok: true, value: values.length === 1 ? values[0] : values, text: false, label: JSON.stringify(jsonPath), count: values.length };
}
/** Structured values compare with the JSON found in the text. */
function structured(output) {
    const extracted = extractJson(output);
    return extracted.found ? { found: true, value: extracted.value } : { found: false };
}

// Small pieces the rule families share: regexes (RE2, as in Go: yao's rules
// were written for Go), "regex:" string patterns, and short value text for messages.
/** Compiles a rule's regex or fails the load naming the pattern (RE2 syntax, linear time: src/assert/user-regex.ts). */
function regexOrFail(pattern, flags, ctx) {
    try {
        return compileUserRegex(pattern, flags);
    }
    catch (error) {
        return ctx.fail(`invalid regex ${JSON.stringify(pattern)}${flags ? ` with flags "${flags}"` : ""}: ${error.message}`, USER_REGEX_HINT);
    }
}
/** A string value: "regex:<pattern>" is a pattern, anything else a substring. */
function textMatcher(value, flags, ctx) {
    return value.startsWith("regex:") ? { kind: "regex", regex: regexOrFail(value.slice(6), flags, ctx) } : { kind: "substring", text: value };
}
function matchText(text, matcher) {
    if (matcher.kind === "substring")
        return text.includes(matcher.text);
    return matcher.regex.test(text);
}
function describeText(matcher) {
    return matcher.kind === "substring" ? JSON.stringify(matcher.text) : String(matcher.regex);
}
/** A value as it appears in a message: JSON, cut to a readable length. */
function show(value, max = 300) {
    return cutText(typeof value === "string" ? JSON.stringify(value) : safeJson(value), max);
}
/** A list of strings, or one string, as a non-empty string list; undefined when it is neither. */
function stringList(value) {
    if (typeof value === "string" && value !== "")
        return [value];
    if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string" && v !== ""))
        return value;
    return undefined;
}

// Rules on the JSON in the final output: json_path (real JSONPath; a missing
// path fails) and json_schema (Ajv).
const jsonRules = {
    json_path: {
        value: "optional",
        fields: ["path"],
        example: '{"type": "json_path", "path": "$.status", "value": "ok"}',
        compile(rule, ctx) {
            const p = pathOf(rule, ctx, true);
            const hasValue = "value" in rule;
            return ({ output }) => {
                const s = subject(output, p, rule.value);
                if (!s.ok)
                    return s.outcome;
                if (!hasValue)
                    return { passed: true, message: `${JSON.stringify(p)} exists (${show(s.value)})`, expected: p, actual: s.value };
                return jsonPathOutcome(p, s.value, rule.value, s.count > 1);
            };
        },
    },
    json_schema: {
        value: "required",
        fields: [],
        example: '{"type": "json_schema", "value": {"type": "object", "required": ["id"]}}',
        compile(rule, ctx) {
            const schema = typeof rule.value === "string" ? readSchema(rule.value, ctx) : rule.value;
            let validate;
            try {
                validate = compileSchema(schema);
            }
            catch (error) {
                return ctx.fail(`invalid JSON Schema: ${error.message}`, "value is a JSON Schema object (draft-07 by default; set $schema for 2019-09 or 2020-12), or the path of a .json file holding one");
            }
            return ({ output }) => {
                const json = structured(output);
                if (!json.found)
                    return { passed: false, message: "output contains no JSON to validate", expected: "JSON matching the schema", actual: output };
                const passed = validate(json.value) === true;
                return {
                    passed,
                    message: passed ? "output JSON matches the schema" : `output JSON does not match the schema: ${schemaErrors(validate)}`,
                    expected: "JSON matching the schema",
                    actual: json.value,
                };
            };
        },
    },
};
/** yao's json_path: one match equals the value (or is one of an array value); several matches equal an array value, or each equals the value. */
function jsonPathOutcome(p, actual, value, several) {
    let passed;
    let how = "equals";
    if (several && !Array.isArray(value)) {
        passed = actual.every((a) => jsonEqual(a, value));
        how = "all equal";
    }
    else if (!several && Array.isArray(value) && !Array.isArray(actual)) {
        passed = value.some((v) => jsonEqual(actual, v));
        how = "is one of";
    }
    else {
        passed = jsonEqual(actual, value);
    }
    const q = JSON.stringify(p);
    const message = passed
        ? `${q} ${how} ${show(value)}`
        : `expected ${q} ${how === "equals" ? "to equal" : how === "all equal" ? "to all equal" : "to be one of"} ${show(value)}, got ${show(actual)}`;
    return { passed, message, expected: value, actual };
}
function readSchema(file, ctx) {
    const abs = path.resolve(ctx.suiteDir, file);
    let text;
    try {
        text = readFileSync(abs, "utf8");
    }
    catch {
        return ctx.fail(`schema file not found: ${abs}`, "value is a JSON Schema object, or a .json file path relative to the suite file");
    }
    try {
        return JSON.parse(text);
    }
    catch (error) {
        return ctx.fail(`${abs} is not valid JSON: ${error.message}`, "the schema file must hold one JSON Schema object");
    }
}

// What a rule family provides: how to validate and compile a rule at load
// time, and the check it compiles to.
/** A failure of the check itself (a script that throws, no judge configured): origin "assert-hook". */
class RuleCrash extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = "RuleCrash";
    }
}

// The `judge` rule (yao's `agent`): an LLM judge runner reads the output, the
// input and the criteria (`value`) and answers {"passed": bool, "reason": string}.
// The engine runs the judge and records its call in the execution's artifacts.
const judgeRule = {
    value: "required",
    fields: ["use", "runner", "options"],
    example: '{"type": "judge", "value": "The answer is polite and names the capital of France", "runner": "judge"}',
    compile(rule, ctx) {
        if (rule.value === null || rule.value === "")
            ctx.fail('"value" must hold the criteria the judge checks', this.example);
        if (rule.runner !== undefined && (typeof rule.runner !== "string" || rule.runner === ""))
            ctx.fail('"runner" must be a runner id', '"runner": "judge"');
        if (rule.use !== undefined && (typeof rule.use !== "string" || !/^agents:.+/.test(rule.use)))
            ctx.fail('"use" must be "agents:<runner id>"', '"use": "agents:judge"');
        if (rule.runner !== undefined && rule.use !== undefined)
            ctx.fail('give "runner" or "use", not both', '"runner": "judge"');
        const metadata = judgeMetadata(rule, ctx);
        // yao uses the judge's own connector when this one is empty.
        if (rule.options?.connector !== undefined && rule.options.connector !== "" && rule.options.connector !== null)
            return ctx.unsupported("options.connector", `names the yao connector ${JSON.stringify(rule.options.connector)}, which only Yao can turn into the judge's model`, "set the model of the judge runner in the config, and drop options.connector");
        const runnerId = rule.runner ?? rule.use?.slice("agents:".length);
        return async ({ output, input, judge }) => {
            if (!judge) {
                throw new RuleCrash(`no judge runner is configured for the judge rule${runnerId ? ` (runner "${runnerId}")` : ""}: add "judge": "<runner id>" to agent-bench.config, or "runner" to the rule`);
            }
            let verdict;
            try {
                verdict = await judge({ output, input, criteria: rule.value, ...(runnerId ? { runnerId } : {}), ...(metadata ? { metadata } : {}) });
            }
            catch (error) {
                throw new RuleCrash(`the judge could not decide: ${error?.message ?? String(error)}`, { cause: error });
            }
            if (typeof verdict?.passed !== "boolean")
                throw new RuleCrash('the judge\'s reply has no boolean "passed"');
            const reason = typeof verdict.reason === "string" && verdict.reason !== "" ? verdict.reason : verdict.passed ? "the judge passed it" : "the judge failed it";
            return { passed: verdict.passed, message: `judge: ${reason}`, expected: rule.value, actual: { passed: verdict.passed, reason } };
        };
    },
};
/** yao's `options`: `metadata` goes to the judge with the criteria; a `connector` (the judge's model) belongs to the judge runner's config. */
function judgeMetadata(rule, ctx) {
    const options = rule.options;
    if (options === undefined)
        return undefined;
    if (typeof options !== "object" || options === null || Array.isArray(options))
        ctx.fail('"options" must be an object', '"options": {"metadata": {"tone": "friendly"}}');
    for (const key of Object.keys(options))
        if (key !== "metadata" && key !== "connector")
            ctx.fail(`unknown key "options.${key}"`, '"options": {"metadata": {...}}');
    const metadata = options.metadata;
    if (metadata === undefined)
        return undefined;
    if (typeof metadata !== "object" || metadata === null || Array.isArray(metadata))
        ctx.fail('"options.metadata" must be an object', '"metadata": {"tone": "friendly"}');
    return metadata;
}

// Rules on the agent's final output: equals, contains, not_contains, regex,
// type. With `path`, a rule checks the value that JSONPath selects in the JSON
// found in the output instead of the whole text.
const TYPES = ["string", "number", "boolean", "object", "array", "null"];
function equalsOutcome(s, value) {
    if (s.text && typeof value === "string") {
        const passed = s.value.trim() === value.trim();
        return { passed, message: passed ? `output equals ${show(value)}` : `expected ${show(value)}, got ${show(s.value)}`, expected: value, actual: s.value };
    }
    let actual = s.value;
    if (s.text) {
        const json = structured(s.value);
        if (!json.found)
            return { passed: false, message: `expected JSON equal to ${show(value)}, but the output contains no JSON`, expected: value, actual: s.value };
        actual = json.value;
    }
    const passed = jsonEqual(actual, value);
    return {
        passed,
        message: passed ? `${s.label} equals ${show(value)}` : `expected ${s.label} to equal ${show(value)}, got ${show(actual)}`,
        expected: value,
        actual,
    };
}
function containsOutcome(s, value) {
    if (typeof s.value === "string" && (typeof value === "string" || typeof value === "number" || typeof value === "boolean")) {
        const passed = s.value.includes(String(value));
        return { passed, message: `${s.label} ${passed ? "contains" : "does not contain"} ${show(String(value))}`, expected: value, actual: s.value };
    }
    let actual = s.value;
    if (s.text) {
        const json = structured(s.value);
        if (!json.found)
            return { passed: false, message: `output does not contain ${show(value)} (it contains no JSON)`, expected: value, actual: s.value };
        actual = json.value;
    }
    const passed = jsonContains(actual, value);
    return {
        passed,
        message: `${s.label} ${passed ? "contains" : "does not contain"} ${show(value)}${passed ? "" : `; found ${show(actual)}`}`,
        expected: value,
        actual,
    };
}
const withPath = (rule, ctx) => pathOf(rule, ctx, false);
const outputRules = {
    equals: {
        value: "required",
        fields: ["path"],
        example: '{"type": "equals", "value": "42"}',
        compile(rule, ctx) {
            const p = withPath(rule, ctx);
            return ({ output }) => {
                const s = subject(output, p, rule.value);
                return s.ok ? equalsOutcome(s, rule.value) : s.outcome;
            };
        },
    },
    contains: {
        value: "required",
        fields: ["path"],
        example: '{"type": "contains", "value": "hello"}',
        compile(rule, ctx) {
            if (rule.value === "")
                ctx.fail('"value" is an empty string, which every output contains', 'give the text to look for, e.g. "value": "hello"');
            const p = withPath(rule, ctx);
            return ({ output }) => {
                const s = subject(output, p, rule.value);
                return s.ok ? containsOutcome(s, rule.value) : s.outcome;
            };
        },
    },
    not_contains: {
        value: "required",
        fields: ["path"],
        example: '{"type": "not_contains", "value": "error"}',
        compile(rule, ctx) {
            const contains = outputRules.contains.compile(rule, ctx);
            return async (input) => {
                const o = await contains(input);
                return { ...o, passed: !o.passed };
            };
        },
    },
    regex: {
        value: "required",
        fields: ["path", "flags"],
        example: '{"type": "regex", "value": "^done", "flags": "im"}',
        compile(rule, ctx) {
            if (typeof rule.value !== "string")
                ctx.fail('"value" must be a regular expression string', 'e.g. "value": "\\\\d+ files"');
            if (rule.flags !== undefined && typeof rule.flags !== "string")
                ctx.fail('"flags" must be a string such as "i" or "ims"', '"flags": "i"');
            const regex = regexOrFail(rule.value, rule.flags, ctx);
            const p = withPath(rule, ctx);
            return ({ output }) => {
                const s = subject(output, p, String(regex));
                if (!s.ok)
                    return s.outcome;
                const text = typeof s.value === "string" ? s.value : JSON.stringify(s.value);
                const passed = regex.test(text);
                return { passed, message: `${s.label} ${passed ? "matches" : "does not match"} ${String(regex)}`, expected: String(regex), actual: s.value };
            };
        },
    },
    type: {
        value: "required",
        fields: ["path"],
        example: '{"type": "type", "value": "object"}',
        compile(rule, ctx) {
            if (typeof rule.value !== "string" || !TYPES.includes(rule.value))
                ctx.fail(`"value" must be one of ${TYPES.join(", ")}`, '"value": "object"');
            const p = withPath(rule, ctx);
            return ({ output }) => {
                const s = subject(output, p, rule.value);
                if (!s.ok)
                    return s.outcome;
                const actual = s.text ? wholeJsonType(output) : jsonType(s.value);
                const passed = actual === rule.value;
                return { passed, message: `${s.label} is ${article(actual)}${passed ? "" : `, not ${article(rule.value)}`}`, expected: rule.value, actual };
            };
        },
    },
};
/** The type of the whole output: JSON when the text (or its only fenced block) is JSON, else "string". */
function wholeJsonType(output) {
    const trimmed = output.trim();
    const fence = /^```[\w+-]*[^\n]*\n([\s\S]*?)```$/.exec(trimmed);
    for (const candidate of [trimmed, fence?.[1]?.trim()]) {
        if (candidate === undefined || candidate === "")
            continue;
        try {
            return jsonType(JSON.parse(candidate));
        }
        catch {
            // not JSON: try the next form
        }
    }
    return "string";
}
function article(type) {
    return type === "null" ? "null" : `${/^[aeiou]/.test(type) ? "an" : "a"} ${type}`;
}

// The `script` rule: a function in a JS/TS module next to the suite,
// `(output, input, value, session) => boolean | {pass, message}` (or a promise
// of one). "checks.ts#isPolite" names an export; "checks.ts" the default.
// The module is loaded at suite load time, so a missing file or export is a
// configuration error before any agent runs.
const MODULE = /\.(?:[cm]?[jt]s)$/;
/** yao's `script` names a Yao process: "scripts.tests.Check", "models.user.Find". */
const YAO_PROCESS = /^[A-Za-z_][\w-]*(?:\.[\w-]+)+$/;
const scriptRule = {
    value: "optional",
    fields: ["script"],
    example: '{"type": "script", "script": "./checks.ts#isPolite", "value": {"min": 2}}',
    compile(rule, ctx) {
        if (typeof rule.script !== "string" || rule.script.trim() === "")
            ctx.fail('"script" must name a module, e.g. "./checks.ts#isPolite"', this.example);
        const [file, exportName = "default"] = rule.script.split("#");
        if (YAO_PROCESS.test(rule.script) && !MODULE.test(file))
            return ctx.unsupported("script", `calls the Yao process ${JSON.stringify(rule.script)}, which agent-bench cannot run`, 'put the check in a module next to the suite: "script": "./checks.ts#fn" ((output, input, value, session) => boolean | {pass, message})');
        if (!MODULE.test(file))
            ctx.fail(`"script" must be the path of a .js/.mjs/.ts/.mts module, optionally followed by #exportName (got ${JSON.stringify(rule.script)})`, "yao process names (scripts.x.Fn) are not supported: put the function in a module next to the suite");
        const abs = path.resolve(ctx.suiteDir, file);
        if (!existsSync(abs))
            ctx.fail(`script module not found: ${abs}`, "the path is relative to the suite file");
        const label = `${file}${exportName === "default" ? "" : `#${exportName}`}`;
        let fn = loadNow(abs, exportName, ctx);
        return async ({ output, input, session }) => {
            fn ??= await loadLater(abs, exportName);
            let returned;
            try {
                returned = await fn(output, input, rule.value, session);
            }
            catch (error) {
                if (error instanceof AssertionError)
                    return { passed: false, message: `${label}: ${error.message}`, expected: rule.value, actual: output };
                throw new RuleCrash(`script ${label} threw: ${error?.message ?? String(error)}`, { cause: error });
            }
            if (typeof returned === "boolean")
                return { passed: returned, message: `script ${label} returned ${returned}`, expected: rule.value, actual: returned };
            if (typeof returned === "object" && returned !== null && typeof returned.pass === "boolean") {
                const r = returned;
                const message = typeof r.message === "string" && r.message !== "" ? r.message : `script ${label} returned pass: ${r.pass}`;
                return { passed: r.pass, message, expected: rule.value, actual: returned };
            }
            throw new RuleCrash(`script ${label} returned ${show(returned)}; it must return true/false or {"pass": boolean, "message"?: string}`);
        };
    },
};
/** Loads the module synchronously (require of ESM); undefined when it uses top-level await and must be imported later. */
function loadNow(abs, exportName, ctx) {
    let mod;
    try {
        mod = requireUserModule(abs);
    }
    catch (error) {
        if (error.code === "ERR_REQUIRE_ASYNC_MODULE")
            return undefined;
        return ctx.fail(`cannot load script ${abs}: ${(error?.message ?? String(error)).split("\n")[0]}`, "fix the module so it loads (agent-bench imports it as a module)");
    }
    return pick(mod, exportName, (problem) => ctx.fail(`${abs}: ${problem}`, 'export the check, e.g. "export default function (output, input, value, session) { return output.includes(value) }"'));
}
async function loadLater(abs, exportName) {
    const mod = await importUserModule(abs);
    return pick(mod, exportName, (problem) => {
        throw new RuleCrash(`${abs}: ${problem}`);
    });
}
function pick(mod, exportName, fail) {
    if (typeof mod === "function" && exportName === "default")
        return mod;
    const value = mod[exportName];
    if (typeof value !== "function") {
        const found = Object.keys(mod).filter((k) => k !== "__esModule" && typeof mod[k] === "function");
        return fail(`${exportName === "default" ? "no default export function" : `no exported function "${exportName}"`}${found.length ? ` (functions: ${found.join(", ")})` : ""}`);
    }
    return value;
}

// The tool_result rule's partial match (yao's semantics, without key-order
// flakiness): objects by a subset of keys, arrays element by element, strings
// equal (trimmed) or, when they start with "regex:", a pattern.
/** Compiles every "regex:" string in an expected value at load time. */
function compilePatterns(expected, flags, ctx, into = new Map()) {
    if (typeof expected === "string" && expected.startsWith("regex:") && !into.has(expected))
        into.set(expected, regexOrFail(expected.slice(6), flags, ctx));
    else if (Array.isArray(expected))
        for (const e of expected)
            compilePatterns(e, flags, ctx, into);
    else if (typeof expected === "object" && expected !== null)
        for (const e of Object.values(expected))
            compilePatterns(e, flags, ctx, into);
    return into;
}
function partialMatch(actual, expected, patterns) {
    if (typeof expected === "string") {
        const pattern = patterns.get(expected);
        const text = typeof actual === "string" ? actual : (JSON.stringify(actual) ?? "");
        if (pattern)
            return pattern.test(text);
        return typeof actual === "string" ? actual.trim() === expected.trim() : String(actual) === expected;
    }
    // Tool output is text: compare structured expectations with the JSON in it.
    if (typeof actual === "string") {
        const extracted = extractJson(actual);
        if (!extracted.found)
            return false;
        actual = extracted.value;
    }
    if (Array.isArray(expected)) {
        return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => partialMatch(actual[i], e, patterns));
    }
    if (typeof expected === "object" && expected !== null) {
        if (typeof actual !== "object" || actual === null || Array.isArray(actual))
            return false;
        return Object.entries(expected).every(([k, v]) => Object.hasOwn(actual, k) && partialMatch(actual[k], v, patterns));
    }
    return jsonEqual(actual, expected);
}

// Rules on what the agent did: tool_called, tool_result, skill_used,
// command_ran, file_read, file_written. Tool names match exactly or as the last
// part of a namespaced name ("mcp__github__create_issue", "fs.read"), never as
// an arbitrary substring.
function toolNameMatches(actual, expected) {
    return actual === expected || actual.endsWith(`__${expected}`) || actual.endsWith(`.${expected}`);
}
function argsOf(call) {
    if (typeof call.args !== "string")
        return call.args;
    try {
        return JSON.parse(call.args);
    }
    catch {
        return call.args;
    }
}
function argsInclude(actual, expected) {
    if (typeof actual !== "object" || actual === null)
        return false;
    return Object.entries(expected).every(([k, v]) => Object.hasOwn(actual, k) && jsonEqual(actual[k], v));
}
/** "Bash ×2, Read" */
function toolSummary(calls) {
    if (calls.length === 0)
        return "no tools were called";
    const counts = new Map();
    for (const c of calls)
        counts.set(c.tool, (counts.get(c.tool) ?? 0) + 1);
    const list = [...counts].slice(0, 20).map(([tool, n]) => (n > 1 ? `${tool} ×${n}` : tool));
    return `tools called: ${list.join(", ")}${counts.size > 20 ? ", …" : ""}`;
}
function listed(values) {
    if (values.length === 0)
        return "(none)";
    const shown = values.slice(0, 10).map((v) => show(v, 120));
    return `${shown.join(", ")}${values.length > 10 ? `, … ${values.length - 10} more` : ""}`;
}
const isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
const sessionRules = {
    tool_called: {
        value: "required",
        example: '{"type": "tool_called", "value": {"name": "search", "arguments": {"query": "weather"}}}',
        compile(rule, ctx) {
            const v = rule.value;
            const names = isRecord(v) ? stringList(v.name) : stringList(v);
            const args = isRecord(v) ? v.arguments : undefined;
            if (!names)
                ctx.fail('"value" must be a tool name, a list of names (any of them), or {"name", "arguments"}', this.example);
            if (args !== undefined && !isRecord(args))
                ctx.fail('"arguments" must be an object (the call must have these keys with these values)', this.example);
            if (isRecord(v))
                for (const key of Object.keys(v))
                    if (key !== "name" && key !== "arguments")
                        ctx.fail(`unknown key "${key}" in value`, this.example);
            const wanted = `${names.length > 1 ? `any of ${names.map((n) => JSON.stringify(n)).join(", ")}` : JSON.stringify(names[0])}${args ? ` with arguments ${show(args)}` : ""}`;
            return ({ session }) => {
                const calls = toolCallsOf(session);
                const named = calls.filter((c) => names.some((n) => toolNameMatches(c.tool, n)));
                const hit = named.find((c) => !args || argsInclude(argsOf(c), args));
                if (hit)
                    return {
                        passed: true,
                        message: `${hit.tool} was called (tool call #${calls.indexOf(hit) + 1})`,
                        expected: v,
                        actual: { tool: hit.tool, args: hit.args },
                    };
                const detail = named.length > 0
                    ? `; its calls had arguments ${named
                        .slice(0, 3)
                        .map((c) => show(c.args, 200))
                        .join(", ")}`
                    : `; ${toolSummary(calls)}`;
                return {
                    passed: false,
                    message: `no call of ${wanted}${detail}`,
                    expected: v,
                    actual: named.length > 0 ? named.map((c) => c.args) : calls.map((c) => c.tool),
                };
            };
        },
    },
    tool_result: {
        value: "required",
        example: '{"type": "tool_result", "value": {"tool": "search", "result": {"status": "ok"}}}',
        compile(rule, ctx) {
            const v = rule.value;
            if (!isRecord(v) || typeof v.tool !== "string" || v.tool === "")
                ctx.fail('"value" must be {"tool": "<name>", "result": <partial result>} ("result" optional)', this.example);
            for (const key of Object.keys(v))
                if (key !== "tool" && key !== "result")
                    ctx.fail(`unknown key "${key}" in value`, this.example);
            const tool = v.tool;
            const hasResult = "result" in v;
            const patterns = compilePatterns(v.result, rule.flags, ctx);
            return ({ session }) => {
                const calls = toolCallsOf(session).filter((c) => toolNameMatches(c.tool, tool));
                if (calls.length === 0)
                    return { passed: false, message: `tool ${JSON.stringify(tool)} was not called; ${toolSummary(toolCallsOf(session))}`, expected: v, actual: null };
                const seen = [];
                for (const call of calls) {
                    const result = resultOf(session, call);
                    if (!result) {
                        seen.push("(no result)");
                        continue;
                    }
                    if (result.isError) {
                        seen.push(`error: ${show(result.output, 200)}`);
                        continue;
                    }
                    if (!hasResult || partialMatch(result.output, v.result, patterns)) {
                        return {
                            passed: true,
                            message: `${call.tool} returned ${hasResult ? `a result matching ${show(v.result)}` : "without an error"}`,
                            expected: v,
                            actual: result.output,
                        };
                    }
                    seen.push(show(result.output, 200));
                }
                const want = hasResult ? `a result matching ${show(v.result)}` : "a result without an error";
                return { passed: false, message: `${JSON.stringify(tool)} returned no ${want.slice(2)}; results: ${seen.join(" | ")}`, expected: v, actual: seen };
            };
        },
    },
    skill_used: {
        value: "required",
        example: '{"type": "skill_used", "value": "pdf"}',
        compile(rule, ctx) {
            const v = rule.value;
            const skills = isRecord(v) ? stringList(v.skill ?? v.name) : stringList(v);
            const min = isRecord(v) ? v.minConfidence : undefined;
            if (!skills)
                ctx.fail('"value" must be a skill name, a list of names (all of them), or {"skill", "minConfidence"}', this.example);
            if (min !== undefined && !SKILL_CONFIDENCE_ORDER.includes(min))
                ctx.fail(`"minConfidence" must be one of ${SKILL_CONFIDENCE_ORDER.join(", ")}`, '{"skill": "pdf", "minConfidence": "strong"}');
            const rank = min === undefined ? 0 : SKILL_CONFIDENCE_ORDER.indexOf(min);
            return ({ session }) => {
                const detected = session.detectedSkills.filter((d) => SKILL_CONFIDENCE_ORDER.indexOf(d.confidence) >= rank);
                const missing = skills.filter((s) => !detected.some((d) => d.skill === s));
                const observed = session.detectedSkills.map((d) => `${d.skill} (${d.confidence})`);
                const at = min ? ` with confidence ${min} or higher` : "";
                if (missing.length === 0)
                    return { passed: true, message: `skill ${skills.map((s) => JSON.stringify(s)).join(", ")} detected${at}`, expected: v, actual: observed };
                return {
                    passed: false,
                    message: `skill ${missing.map((s) => JSON.stringify(s)).join(", ")} not detected${at}; detected: ${observed.join(", ") || "(none)"}`,
                    expected: v,
                    actual: observed,
                };
            };
        },
    },
    command_ran: {
        value: "required",
        fields: ["flags"],
        example: '{"type": "command_ran", "value": {"executable": "pnpm", "positionals": ["test"]}}',
        compile(rule, ctx) {
            const items = Array.isArray(rule.value) ? rule.value : [rule.value];
            if (items.length === 0)
                ctx.fail('"value" is an empty list', this.example);
            const matchers = items.map((item) => commandMatcherOf(item, rule.flags, ctx));
            return ({ session }) => allMatch(commandsOf(session), matchers.map((m) => ({ test: commandPredicate(m), label: describeCommandMatcher(m) })), "command", "commands run");
        },
    },
    file_read: pathRule("file_read", "file read", "files read", fileReadsOf),
    file_written: pathRule("file_written", "file written", "files written", fileWritesOf),
};
function pathRule(type, one, many, values) {
    return {
        value: "required",
        fields: ["flags"],
        example: `{"type": "${type}", "value": "README.md"}`,
        compile(rule, ctx) {
            const list = stringList(rule.value);
            if (!list)
                ctx.fail('"value" must be a path (a substring of the absolute path, or "regex:<pattern>") or a list of them (all of them)', this.example);
            const matchers = list.map((s) => textMatcher(s, rule.flags, ctx));
            return ({ session }) => allMatch(values(session), matchers.map((m) => ({ test: (v) => matchText(v, m), label: describeText(m) })), one, many);
        },
    };
}
function allMatch(values, wanted, one, many) {
    const missing = wanted.filter((w) => !values.some(w.test));
    const labels = wanted.map((w) => w.label);
    if (missing.length === 0)
        return { passed: true, message: `${one} matching ${labels.join(" and ")} found`, expected: labels, actual: values };
    return {
        passed: false,
        message: `no ${one} matched ${missing.map((m) => m.label).join(" or ")}; ${many}: ${listed(values)}`,
        expected: labels,
        actual: values,
    };
}
const MATCHER_KEYS = new Set(["executable", "positionals", "options", "endOfOptions", "exact", "strict"]);
/** A JSON command matcher: a string ("regex:" for a pattern), or a structured matcher whose strings may be "regex:…". */
function commandMatcherOf(item, flags, ctx) {
    const token = (v, where) => {
        if (typeof v !== "string")
            return ctx.fail(`${where} must be a string ("regex:<pattern>" for a pattern)`, '{"executable": "pnpm", "positionals": ["test"], "options": {"--filter": "unit"}}');
        return v.startsWith("regex:") ? regexOrFail(v.slice(6), flags, ctx) : v;
    };
    if (typeof item === "string") {
        if (item === "")
            ctx.fail('"value" is an empty string, which every command contains', '"value": "pnpm test"');
        return item.startsWith("regex:") ? regexOrFail(item.slice(6), flags, ctx) : item;
    }
    if (!isRecord(item))
        return ctx.fail('"value" must be a command (substring or "regex:…"), a structured matcher object, or a list of them', '{"executable": "pnpm", "positionals": ["test"]}');
    for (const key of Object.keys(item))
        if (!MATCHER_KEYS.has(key))
            ctx.fail(`unknown command matcher key "${key}"`, `keys: ${[...MATCHER_KEYS].join(", ")}`);
    const m = {};
    if (item.executable !== undefined)
        m.executable = token(item.executable, '"executable"');
    if (item.positionals !== undefined) {
        if (!Array.isArray(item.positionals))
            ctx.fail('"positionals" must be a list', '"positionals": ["test"]');
        m.positionals = item.positionals.map((p, i) => token(p, `positionals[${i}]`));
    }
    if (item.options !== undefined) {
        if (!isRecord(item.options))
            ctx.fail('"options" must be an object of option name → value (true for a flag)', '"options": {"--filter": "unit", "--watch": true}');
        const value = (v, name) => (v === true ? true : token(v, `options["${name}"]`));
        m.options = Object.fromEntries(Object.entries(item.options).map(([name, v]) => [name, Array.isArray(v) ? v.map((x) => value(x, name)) : value(v, name)]));
    }
    for (const key of ["endOfOptions", "exact", "strict"]) {
        if (item[key] !== undefined && typeof item[key] !== "boolean")
            ctx.fail(`"${key}" must be true or false`, `"${key}": true`);
        if (item[key] !== undefined)
            m[key] = item[key];
    }
    return m;
}

// JSONL `assert` → validated rules, at load time: a bad rule is a
// configuration error naming file:line and how to fix it, never a failure at
// run time. Each rule is compiled once (regexes, JSONPaths, schemas, script
// functions) and its check is kept for evaluation.
const DEFINITIONS = {
    ...outputRules,
    ...jsonRules,
    ...sessionRules,
    script: scriptRule,
    judge: judgeRule,
    // yao's name for the LLM judge.
    agent: judgeRule,
};
const RULE_TYPES = Object.keys(DEFINITIONS);
const COMMON_FIELDS = new Set(["type", "value", "message", "negate"]);
const compiled = new WeakMap();
function compileRules(raw, source) {
    const list = Array.isArray(raw) ? raw : [raw];
    const base = source.label ?? "assert";
    if (list.length === 0)
        throw configError(`"${base}" is an empty list`, { where: source.where, hint: 'add rules, e.g. [{"type": "contains", "value": "hello"}]' });
    return list.map((item, index) => compileRule(item, source, Array.isArray(raw) ? `${base}[${index}]` : base));
}
function compileRule(item, source, label) {
    const ctx = {
        where: source.where,
        suiteDir: source.suiteDir,
        label,
        fail(problem, hint) {
            throw configError(`${label}: ${problem}`, { where: source.where, hint });
        },
        unsupported(field, reason, hint) {
            const feature = { field: `${label}.${field}`, reason, hint };
            if (!source.unsupported)
                throw configError(`${label}: "${field}" is not supported: it ${reason}`, { where: source.where, hint });
            source.unsupported(feature);
            // Never called: a case with an unsupported feature is not run.
            return () => {
                throw new RuleCrash(`${feature.field} is not supported: ${reason}`);
            };
        },
    };
    // yao: a bare string is the rule's type.
    const raw = typeof item === "string" ? { type: item } : item;
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
        ctx.fail('a rule must be an object with a "type"', '{"type": "contains", "value": "hello"}');
    const r = raw;
    if (!("type" in r))
        ctx.fail('the rule has no "type"', `types: ${RULE_TYPES.join(", ")}`);
    if (typeof r.type !== "string")
        ctx.fail('"type" must be a string', `types: ${RULE_TYPES.join(", ")}`);
    const type = r.type === "" ? "equals" : r.type;
    const definition = DEFINITIONS[type];
    if (!definition)
        ctx.fail(`unknown rule type ${JSON.stringify(type)}`, `${UNSUPPORTED_TYPES[type] ?? didYouMean(type, RULE_TYPES)}types: ${RULE_TYPES.join(", ")}`);
    const allowed = new Set([...COMMON_FIELDS, ...(definition.fields ?? [])]);
    for (const key of Object.keys(r)) {
        if (!allowed.has(key))
            ctx.fail(`"${type}" does not take "${key}"`, `${didYouMean(key, [...allowed])}fields for ${type}: ${[...allowed].join(", ")}`);
    }
    if (definition.value === "required" && !("value" in r))
        ctx.fail(`"${type}" needs a "value"`, definition.example);
    if (r.negate !== undefined && typeof r.negate !== "boolean")
        ctx.fail('"negate" must be true or false', '"negate": true');
    if (r.message !== undefined && typeof r.message !== "string")
        ctx.fail('"message" must be a string', '"message": "the reply should greet the user"');
    const rule = { ...r, type };
    compiled.set(rule, definition.compile(rule, ctx));
    return rule;
}
/** The compiled check of a rule; rules built without compileRules are compiled here, once the engines they may use are loaded. */
async function checkOf(rule, source) {
    const known = compiled.get(rule);
    if (known)
        return known;
    await loadRuleEngines();
    const [one] = compileRules(rule, source);
    return compiled.get(one);
}
function didYouMean(word, candidates) {
    const close = suggest(word, candidates);
    return close ? `did you mean "${close}"? ` : "";
}
/** Types other tools document but agent-bench does not evaluate, with what to use instead. */
const UNSUPPORTED_TYPES = {
    schema: 'yao lists "schema" but never implemented it; use "json_schema". ',
};

/** Tags are trimmed, non-empty and unique; order is kept. */
function normalizeTags(tags) {
    return [...new Set(tags.map((t) => t.trim()).filter((t) => t !== ""))];
}
/** "--tag a,b --tag c" → ["a", "b", "c"]. */
function splitList(values) {
    return normalizeTags((values ?? []).flatMap((v) => v.split(/[,\n]/)));
}

// Copies a template folder into a workspace, many entries at a time.
//
// fs.cp works through a tree one entry after another (stat, open, copy, close,
// each waiting for the last), which made a 10,000-file template several times
// slower than `cp -r` (bench/items/workspace.mjs, docs/performance.md). Here the
// folders are read level by level and the files copied with a bounded number
// in flight, so libuv's thread pool stays busy. Each file is cloned where the
// file system can (COPYFILE_FICLONE: btrfs, xfs, APFS; blocks shared until
// written) and copied where it cannot. Never hard links: an agent writing
// through one would change the template.
/** Operations in flight: enough to keep the thread pool fed, few enough to stay far below file-descriptor limits. */
const IN_FLIGHT = 32;
/**
 * Copies `source` into `target` (created if missing; existing files are
 * overwritten): files with their modes, folders, dotfiles, and symlinks as
 * symlinks with their target text unchanged.
 */
async function copyTree(source, target, options = {}) {
    const root = await stat(source);
    if (!root.isDirectory())
        throw new Error(`${source} is not a folder`);
    const copied = [];
    const files = [];
    let level = [{ from: source, to: target }];
    while (level.length > 0) {
        const next = [];
        await eachLimited(level, async (folder) => {
            const [entries, info] = await Promise.all([readdir(folder.from, { withFileTypes: true }), lstat(folder.from)]);
            const seen = { path: folder.from, names: entries.map((e) => e.name), dev: info.dev, ino: info.ino };
            if (folder.from !== source && options.skipFolder?.(seen))
                return;
            await mkdir(folder.to, { recursive: true });
            copied.push([folder.to, info.mode]);
            for (const entry of entries) {
                const from = path.join(folder.from, entry.name);
                const to = path.join(folder.to, entry.name);
                if (entry.isDirectory())
                    next.push({ from, to });
                else if (entry.isSymbolicLink())
                    await copySymlink(from, to);
                else if (entry.isFile())
                    files.push([from, to]);
                else if (!options.skipSpecial) {
                    throw new Error(`${from} is not a file, folder or symlink (a socket, FIFO or device cannot be copied into a workspace)`);
                }
            }
        });
        level = next;
    }
    await eachLimited(files, ([from, to]) => copyFile(from, to, constants.COPYFILE_FICLONE));
    // Folder modes last: a read-only folder could not have been filled.
    await eachLimited(copied, ([to, mode]) => chmod(to, mode & 0o7777));
}
/**
 * Copies the listed entries of `source` (relative paths, "/"-separated) into `target`: regular files
 * with their modes, symlinks as symlinks (their text through `link`); a listed path that is gone or is
 * neither is left out.
 * Folders are created as needed with the default mode.
 */
async function copyListed(source, target, listed, link = (text) => text) {
    const present = [];
    await eachLimited(listed, async (rel) => {
        const info = await lstat(path.join(source, rel)).catch(() => null);
        if (info?.isFile())
            present.push([rel, "file"]);
        else if (info?.isSymbolicLink())
            present.push([rel, "link"]);
    });
    const folders = new Set([""]);
    for (const [rel] of present)
        for (let dir = path.posix.dirname(rel); dir !== "." && !folders.has(dir); dir = path.posix.dirname(dir))
            folders.add(dir);
    // Shallow folders first, so that each mkdir finds its parent.
    const byDepth = [...folders].sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
    await mkdir(target, { recursive: true });
    for (let d = 1, i = 1; i < byDepth.length; d++) {
        const level = [];
        while (i < byDepth.length && depth(byDepth[i]) === d)
            level.push(byDepth[i++]);
        await eachLimited(level, (rel) => mkdir(path.join(target, rel)).catch(ignoreExisting));
    }
    await eachLimited(present, async ([rel, kind]) => {
        const from = path.join(source, rel);
        const to = path.join(target, rel);
        if (kind === "file")
            await copyFile(from, to, constants.COPYFILE_FICLONE);
        else
            await placeSymlink(link(await readlink(from), rel), to);
    });
}
const depth = (rel) => (rel === "" ? 0 : rel.split("/").length);
function ignoreExisting(error) {
    if (error.code !== "EEXIST")
        throw error;
}
async function copySymlink(from, to) {
    await placeSymlink(await readlink(from), to);
}
async function placeSymlink(link, to) {
    try {
        await symlink(link, to);
    }
    catch (error) {
        if (error.code !== "EEXIST")
            throw error;
        await unlink(to);
        await symlink(link, to);
    }
}
/** Runs `fn` over the items with a bounded number in flight; the first error stops the rest and is thrown. */
async function eachLimited(items, fn) {
    let next = 0;
    let failed = false;
    const lane = async () => {
        try {
            while (next < items.length && !failed)
                await fn(items[next++]);
        }
        catch (error) {
            // The other lanes stop taking work; the first error is the one reported.
            failed = true;
            throw error;
        }
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, items.length) }, lane));
}

// The git side of a repository copy. The copy gets a .git of its own: HEAD at
// the same commit (on the same branch), the same index (so staged changes stay
// staged and `git status` in the copy says what it says in your folder), and
// the objects of your repository borrowed read-only through
// objects/info/alternates. Whatever the agent does with git there (add,
// commit, reset, checkout) writes into the copy's .git only; without one, its
// git commands would find your repository in the folders above the workspace.
const run = promisify(execFile);
/** Variables that would point git at another repository than the folder it runs in (set inside git hooks). */
const REDIRECTS = ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_COMMON_DIR", "GIT_NAMESPACE"];
function gitEnv() {
    const env = { ...process.env };
    for (const name of REDIRECTS)
        delete env[name];
    return env;
}
async function git(cwd, args) {
    const { stdout } = await run("git", args, { cwd, env: gitEnv(), maxBuffer: 1024 ** 3, encoding: "utf8" });
    return stdout;
}
// git's words when no repository holds the folder (in English; in another language the question is just asked twice).
const NOT_A_REPOSITORY = /not a git repository/u;
/**
 * The repository that holds `dir`, with its commit and branch, in one git process (each is a fork of
 * agent-bench before the first agent); else git's complaint ("not a git repository", "detected dubious
 * ownership", no git).
 */
async function probeRepository(dir) {
    const ask = ["rev-parse", "--show-toplevel", "--absolute-git-dir", "--git-common-dir", "--show-object-format"];
    let lines;
    let commit;
    let branch;
    try {
        lines = (await git(dir, [...ask, "HEAD", "--abbrev-ref", "HEAD"])).split("\n");
        [commit, branch] = [lines[4], lines[5]];
    }
    catch (error) {
        // Not a repository: asking again without HEAD would fail the same way (one git process less before the first agent).
        if (NOT_A_REPOSITORY.test(stderrOf(error)))
            return { error: complaint(error) };
        // Before the first commit HEAD names nothing yet; anything else means no repository here.
        try {
            lines = (await git(dir, ask)).split("\n");
        }
        catch (again) {
            return { error: complaint(again) };
        }
    }
    if (lines.length < 4 || !lines[0])
        return { error: "no work tree" };
    const gitDir = lines[1];
    const head = (await readFile(path.join(gitDir, "HEAD"), "utf8").catch(() => "")).trim();
    return {
        root: lines[0],
        gitDir,
        commonDir: path.resolve(dir, lines[2]),
        objectFormat: lines[3] || "sha1",
        head,
        ...(commit ? { commit } : {}),
        // Detached, git names the branch "HEAD".
        ...(branch && branch !== "HEAD" ? { branch } : {}),
    };
}
/** The repository whose work tree holds `root`; undefined when git does not know it as one (or git is missing). */
async function gitRepository(root) {
    const found = await probeRepository(root);
    return "error" in found ? undefined : found;
}
function stderrOf(error) {
    const said = error.stderr;
    return typeof said === "string" ? said : "";
}
/** git's first line without "fatal: ", or the error itself (git missing). */
function complaint(error) {
    const said = stderrOf(error).trim().split("\n")[0];
    return said.replace(/^fatal: /u, "") || error.message;
}
/** Writes `<copy>/.git`: HEAD, the branch's ref, a config, the index, the excludes, and the borrowed objects. */
async function writeGitDir(repo, copy) {
    const dir = path.join(copy, ".git");
    await mkdir(path.join(dir, "objects", "info"), { recursive: true });
    await mkdir(path.join(dir, "refs", "heads"), { recursive: true });
    await mkdir(path.join(dir, "refs", "tags"), { recursive: true });
    await mkdir(path.join(dir, "info"), { recursive: true });
    const sha256 = repo.objectFormat !== "sha1";
    await writeFile(path.join(dir, "config"), [
        "[core]",
        `\trepositoryformatversion = ${sha256 ? 1 : 0}`,
        `\tfilemode = ${process.platform === "win32" ? "false" : "true"}`,
        "\tbare = false",
        ...(sha256 ? ["[extensions]", `\tobjectformat = ${repo.objectFormat}`] : []),
        "",
    ].join("\n"));
    await writeFile(path.join(dir, "objects", "info", "alternates"), `${path.join(repo.commonDir, "objects")}\n`);
    const branch = /^ref: (refs\/\S+)$/u.exec(repo.head)?.[1];
    await writeFile(path.join(dir, "HEAD"), `${branch ? `ref: ${branch}` : (repo.commit ?? repo.head)}\n`);
    if (branch && repo.commit) {
        await mkdir(path.dirname(path.join(dir, branch)), { recursive: true });
        await writeFile(path.join(dir, branch), `${repo.commit}\n`);
    }
    // What is staged, what is ignored, the other refs (tags, remote branches) and a shallow clone's boundary.
    await copyIfPresent(path.join(repo.gitDir, "index"), path.join(dir, "index"));
    await copyIfPresent(path.join(repo.commonDir, "info", "exclude"), path.join(dir, "info", "exclude"));
    await copyIfPresent(path.join(repo.commonDir, "packed-refs"), path.join(dir, "packed-refs"));
    await copyIfPresent(path.join(repo.commonDir, "shallow"), path.join(dir, "shallow"));
}
async function copyIfPresent(from, to) {
    await copyFile(from, to, constants.COPYFILE_FICLONE).catch((error) => {
        if (error.code !== "ENOENT")
            throw error;
    });
}

// Folders agent-bench writes are never part of a workspace copy, whatever the
// template or repository holds: the run's out-dir, any `.agent-bench` folder,
// and the folder of any other run (one with a results.jsonl beside its
// executions). A template of "." with the out-dir inside it would otherwise
// copy the workspaces being written into it, without end.
const OWN_FOLDER = ".agent-bench";
const RUN_LOG = "results.jsonl";
/** What a run folder holds beside its log (a user's own results.jsonl alone is not one). */
const RUN_MARKS = ["executions", "workspaces", "results.json", "stability.json"];
/** For copyTree's skipFolder: true for a folder agent-bench wrote. The out-dir is known by its identity on disk, whatever path leads to it. */
function isOwnFolder(outDir) {
    const out = outDir === undefined ? undefined : statSync(outDir, { throwIfNoEntry: false });
    return (folder) => path.basename(folder.path) === OWN_FOLDER || (out !== undefined && folder.dev === out.dev && folder.ino === out.ino) || isRunFolder(folder.names);
}
function isRunFolder(names) {
    return names.includes(RUN_LOG) && RUN_MARKS.some((m) => names.includes(m));
}
/** A list of repository-relative paths ("/"-separated) without those inside folders agent-bench wrote. */
function withoutOwnFolders(listed, root, outDir) {
    const out = path.relative(root, path.resolve(outDir)).split(path.sep).join("/");
    const prefixes = out && !out.startsWith("..") && !path.isAbsolute(out) ? [`${out}/`] : [];
    const names = new Map();
    for (const rel of listed) {
        const folder = rel.slice(0, Math.max(0, rel.lastIndexOf("/")));
        // The root itself is never left out (as copyTree never asks about its source).
        if (rel.endsWith(`/${RUN_LOG}`))
            names.set(folder, new Set());
    }
    if (names.size > 0) {
        for (const rel of listed) {
            // Record each path's first segment under every folder that holds a run log.
            for (const [folder, seen] of names) {
                if (rel.startsWith(`${folder}/`))
                    seen.add(rel.slice(folder.length + 1).split("/")[0]);
            }
        }
        for (const [folder, seen] of names)
            if (isRunFolder([...seen]))
                prefixes.push(`${folder}/`);
    }
    return listed.filter((rel) => !rel.split("/").includes(OWN_FOLDER) && !prefixes.some((p) => rel.startsWith(p)));
}
/**
 * Creates the `.agent-bench` folder an out-dir is in, when it does not exist yet, with a .gitignore
 * that ignores everything in it: `git status` stays clean without touching your own .gitignore.
 */
async function createOwnFolder(outDir) {
    const parts = path.resolve(outDir).split(path.sep);
    const at = parts.lastIndexOf(OWN_FOLDER);
    if (at < 0)
        return;
    const folder = parts.slice(0, at + 1).join(path.sep) || path.sep;
    if (existsSync(folder))
        return;
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, ".gitignore"), "# Written by agent-bench: its runs are not part of the repository.\n*\n");
}

// Where the repository is and which commit is being run: paths in results and
// annotations are repository-relative, never absolute or file:// URLs.
/** The nearest folder at or above `start` with a `.git` (a folder, or a file for a worktree or submodule); else `start`. */
function findRepoRoot(start) {
    return findGitRoot(start) ?? path.resolve(start);
}
/** The nearest folder at or above `start` with a `.git`, or undefined. */
function findGitRoot(start) {
    let dir = path.resolve(start);
    for (;;) {
        if (existsSync(path.join(dir, ".git")))
            return dir;
        const parent = path.dirname(dir);
        if (parent === dir)
            return undefined;
        dir = parent;
    }
}
function repoRelative(file, repoRoot) {
    const rel = path.relative(repoRoot, file);
    return rel.startsWith("..") || path.isAbsolute(rel) ? file : rel.split(path.sep).join("/");
}
const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/iu;
/**
 * The commit under test when the caller did not say: AGENT_BENCH_COMMIT_SHA/_REF (for other CI systems), GITHUB_SHA, or
 * git's answer (probeRepository, which prepareRun asks once for the commit and the workspace alike). The environment is
 * read when called; git's answer is awaited only for what the environment does not say.
 */
async function detectCommit(repository) {
    const ref = process.env.AGENT_BENCH_COMMIT_REF ?? process.env.GITHUB_HEAD_REF ?? process.env.GITHUB_REF_NAME;
    // Only a git object id: results files refuse anything else (a commit id reaches comments and links).
    const givenSha = [process.env.AGENT_BENCH_COMMIT_SHA, process.env.GITHUB_SHA].find((sha) => sha !== undefined && COMMIT_ID.test(sha));
    const found = givenSha && ref ? undefined : await repository;
    const repo = found && !("error" in found) ? found : undefined;
    const sha = givenSha ?? repo?.commit;
    if (!sha)
        return undefined;
    const branch = ref || repo?.branch;
    return { sha, ...(branch ? { ref: branch } : {}) };
}

// The default workspace ("repository"): each execution works in its own copy
// of the repository that holds the suite: the files git tracks and the
// untracked ones it does not ignore (submodules and nested repositories
// included), or, outside git, the suite's folder. The repository is copied
// once when the run starts, into the out-dir, and every execution copies that
// snapshot: all runs get the same tree, even while you keep editing. Copies
// are clones where the file system can (copy-tree.ts). Folders agent-bench
// writes are never copied (own-folders.ts).
/** Where the snapshot goes, under the out-dir's workspaces/ (a case's folder name never starts with a dot). */
const SNAPSHOT_DIR = "workspaces/.repository";
/** Nested repositories and submodules deeper than this are copied as they are listed, not entered. */
const MAX_NESTING = 8;
/**
 * The repository workspace with what it copies (templateDir: the git work tree that holds the suite;
 * else the nearest folder above it with a .git, or the suite's folder) and where the agent works (cwd:
 * the configured folder, else the current folder when it is inside, else the root). A .git that git
 * cannot read (not a repository, "dubious ownership", no git) gets a warning: every file is copied then.
 * `found` is git's answer in the suite's folder (probeRepository).
 */
function resolveRepositoryWorkspace(ws, suiteDir, cwd, found) {
    const dir = path.resolve(suiteDir);
    const top = "error" in found ? undefined : spelledAs(dir, found.root);
    const root = top ?? findRepoRoot(dir);
    if (ws.cwd && !isInside(root, ws.cwd)) {
        throw configError(`workspace: cwd ${ws.cwd} is outside the repository the agent gets a copy of (${root})`, {
            where: "workspace.cwd",
            hint: 'name a folder inside the repository, or use mode: "none" to run the agent in another folder',
        });
    }
    const workspace = { ...ws, templateDir: root, cwd: ws.cwd ?? (isInside(root, cwd) ? path.resolve(cwd) : root) };
    if (top !== undefined || !existsSync(path.join(root, ".git")))
        return { workspace };
    return {
        workspace,
        warning: `git cannot read the repository at ${root} (${"error" in found ? found.error : ""}): each execution gets a copy of every file there but .git, ignored files included`,
    };
}
function isInside(root, dir) {
    const rel = path.relative(root, path.resolve(dir));
    return !rel.startsWith("..") && !path.isAbsolute(rel);
}
/** The work tree's root `top` (git's spelling: symlinks resolved) as `dir`, inside it, spells it (paths in results stay as the user gave them). */
function spelledAs(dir, top) {
    for (let at = dir;; at = path.dirname(at)) {
        if (real(at) === top)
            return at;
        if (path.dirname(at) === at)
            return top;
    }
}
function real(dir) {
    try {
        return realpathSync(dir);
    }
    catch {
        return dir;
    }
}
/**
 * Copies the repository (or folder) `root` into `target`, without agent-bench's folders; a git work tree gets its own .git.
 * `found`: git's answer for `root` when prepareRun already has it (asked again otherwise).
 */
async function snapshotRepository(root, target, outDir, found) {
    const repo = found ? ("error" in found ? undefined : found) : await gitRepository(root);
    if (!repo) {
        const own = isOwnFolder(outDir);
        await copyTree(root, target, { skipFolder: (folder) => own(folder) || path.basename(folder.path) === ".git", skipSpecial: true });
        return;
    }
    const { files, repositories } = await listRepository(repo.root);
    const listed = withoutOwnFolders(files, repo.root, await realpath(outDir).catch(() => outDir));
    await copyListed(repo.root, target, listed, (link, rel) => relativeLink(link, rel, repo.root));
    await writeGitDir(repo, target);
    // Submodules and nested repositories get a .git of their own too (a submodule's .git file points into yours).
    for (const rel of repositories) {
        const inner = await gitRepository(path.join(repo.root, rel));
        if (inner)
            await writeGitDir(inner, path.join(target, rel));
    }
}
/** The agent's folder inside a copy at `copyRoot`. */
async function agentFolder(ws, copyRoot) {
    const rel = path.relative(ws.templateDir, ws.cwd ?? ws.templateDir);
    if (!rel)
        return copyRoot;
    const dir = path.join(copyRoot, rel);
    // An ignored or empty folder is not in the copy: the agent still starts where it would have.
    await mkdir(dir, { recursive: true });
    return dir;
}
/** git ls-files of a work tree: tracked and untracked-not-ignored paths, entering submodules and nested repositories (listed in `repositories`). */
async function listRepository(root, depth = 0) {
    const out = await git(root, ["ls-files", "--cached", "--others", "--exclude-standard", "--stage", "-z"]);
    const files = new Set();
    const repositories = [];
    const nested = [];
    for (const entry of out.split("\0")) {
        if (!entry)
            continue;
        // Tracked entries come as "<mode> <object> <stage>\t<path>", untracked ones as the bare path.
        const staged = /^(\d{6}) [0-9a-f]+ \d\t/u.exec(entry);
        const rel = staged ? entry.slice(staged[0].length) : entry;
        if (staged?.[1] === "160000" || rel.endsWith("/"))
            nested.push(rel.replace(/\/$/u, ""));
        else
            files.add(rel);
    }
    for (const rel of nested) {
        const dir = path.join(root, rel);
        if (depth >= MAX_NESTING || !(await lstat(path.join(dir, ".git")).catch(() => null)))
            continue;
        const inner = await listRepository(dir, depth + 1).catch(() => undefined);
        if (!inner)
            continue;
        repositories.push(rel, ...inner.repositories.map((r) => `${rel}/${r}`));
        for (const file of inner.files)
            files.add(`${rel}/${file}`);
    }
    return { files: [...files], repositories };
}
/**
 * An absolute symlink into the repository becomes a relative one, so that in every copy it points at the
 * copy's own file (an agent writing through it would otherwise change yours); any other link stays as it is.
 */
function relativeLink(link, rel, root) {
    if (!path.isAbsolute(link))
        return link;
    const inRepo = path.relative(root, link);
    if (inRepo.startsWith("..") || path.isAbsolute(inRepo))
        return link;
    return path.relative(path.dirname(path.join(root, rel)), link) || ".";
}

// The program of the process helper (see spawner.ts). It runs as `node -e`
// from this function's own source text, so that it is the same code from src/
// and from the bundle: it must not use anything from outside its body, and it
// loads only node:child_process and node:fs. Messages are documented in spawner.ts.
function spawnerHelperMain() {
    const { spawn, spawnSync } = process.getBuiltinModule("node:child_process");
    const { openSync, readdirSync, readFileSync, readSync, statSync } = process.getBuiltinModule("node:fs");
    const children = new Map();
    const marks = new Map();
    // Stray processes (strays.ts says why): every live process whose environment holds the execution's
    // mark is killed, scanning again until a scan finds none (a fork bomb forks while it is killed).
    // Counted: those that had left the agent's process group (the group kill, sent just before,
    // reaches the others, and counting them would race with their exit). Done here, on the helper's
    // core: reading a process's environ costs ~13 µs. Linux hands out pids in increasing order until
    // it wraps at pid_max (32768 on some machines), so unless pids wrapped while the agent ran, no
    // process it started has a smaller pid than the agent: only those are read. The last pid handed
    // out is sampled every second while agents run: a sample below the one before is a wrap (a whole
    // turn between two samples is 32768 forks in a second), and so is a last pid below the agent's own
    // when it is reaped; then every process is read.
    const wrapped = new Set();
    let sampled = 0;
    const sampleWrap = () => {
        const last = lastPid();
        if (last < sampled) {
            for (const id of children.keys())
                wrapped.add(id);
            carried.clear();
        }
        sampled = last;
        return last;
    };
    // What each process's environment was found to carry, read once per process instead of once per scan
    // (at -p 4 every scan read the other agents' environments again): the marks of this helper's
    // executions it held when read (usually none or one), [] for a pid that was gone. A process cannot
    // carry the mark of an execution that started after it was read: a descendant of that execution's
    // agent gets a larger pid. An environment changes only at exec, and a process that dropped its mark
    // there is still the execution's descendant. Valid until pids wrap (then cleared); pids below every
    // running agent's are dropped, as no later scan reads them.
    const carried = new Map();
    const carriedMarks = (pid) => {
        let found = carried.get(pid);
        if (found === undefined) {
            found = [];
            try {
                const environ = readFileSync(`/proc/${pid}/environ`);
                for (const mark of marks.values())
                    if (environ.includes(mark, 0, "latin1"))
                        found.push(mark);
            }
            catch {
                // Another user's process, or gone.
            }
            remember(pid, found);
        }
        return found;
    };
    const remember = (pid, found) => {
        // Beside one long agent, thousands of short ones: read again rather than grow without end.
        if (carried.size >= 50_000)
            carried.clear();
        carried.set(pid, found);
    };
    const forgetBelowAgents = (reaped) => {
        let lowest = Infinity;
        for (const [id, child] of children)
            if (id !== reaped && child.pid !== undefined && child.pid < lowest)
                lowest = child.pid;
        for (const pid of carried.keys())
            if (pid < lowest)
                carried.delete(pid);
    };
    setInterval(() => children.size > 0 && sampleWrap(), 1000).unref();
    const reap = (id, group) => {
        const mark = marks.get(id);
        if (!mark || group === undefined)
            return 0;
        // A last pid below the agent's own means pids wrapped since it started, whatever the samples saw
        // (another execution's reap or the timer may have sampled after the wrap): read every process.
        const sampledLast = sampleWrap();
        const since = wrapped.has(id) || sampledLast < group ? 0 : group;
        wrapped.delete(id);
        const killed = new Set();
        for (let round = 0; round < 50; round++) {
            let live = 0;
            // The agent itself was killed with its group just before (and its exit may already be reaped).
            for (const pid of marked(mark, since, round === 0 ? sampledLast : lastPid())) {
                if (pid === group)
                    continue;
                const state = running(pid);
                if (!state)
                    continue;
                live++;
                try {
                    process.kill(pid, "SIGKILL");
                    if (state.group !== group)
                        killed.add(pid);
                }
                catch {
                    // Gone between the scan and the kill.
                }
            }
            if (live === 0)
                break;
        }
        // A killed process frees what it holds (a port, files) only once it has exited: wait for that,
        // briefly, so the next execution finds them free.
        const deadline = Date.now() + 1000;
        while ([...killed].some((pid) => !exited(pid)) && Date.now() < deadline)
            Atomics.wait(pause, 0, 0, 5);
        forgetBelowAgents(id);
        return killed.size;
    };
    const pause = new Int32Array(new SharedArrayBuffer(4));
    const exited = (pid) => {
        if (process.platform !== "linux")
            return true;
        try {
            const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
            const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
            return state === "Z" || state === "X";
        }
        catch {
            return true;
        }
    };
    // Read after every agent: kept open and read again from its start, a tenth of the cost of opening it each time.
    let lastPidFile;
    const lastPidBytes = Buffer.alloc(32);
    const lastPid = () => {
        try {
            lastPidFile ??= openSync("/proc/sys/kernel/ns_last_pid", "r");
            return Number(lastPidBytes.toString("latin1", 0, readSync(lastPidFile, lastPidBytes, 0, lastPidBytes.length, 0)));
        }
        catch {
            return 0;
        }
    };
    // Past the agent's pid, the pids handed out since are read one by one when they are few (a quiet machine:
    // the other executions' agents), without listing /proc (a few hundred entries, each a string) or throwing
    // for the pids already gone; on a machine that started more processes meanwhile, /proc is listed.
    const RANGE_READ = 256;
    const marked = (mark, since, last) => {
        const pids = [];
        if (process.platform !== "linux") {
            // macOS and other BSDs: environments of our own processes, best effort.
            const ps = spawnSync("ps", ["-A", "-ww", "-E", "-o", "pid=", "-o", "command="], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
            for (const line of (ps.stdout ?? "").split("\n")) {
                const pid = Number.parseInt(line.trim(), 10);
                if (line.includes(mark) && Number.isInteger(pid) && pid !== process.pid)
                    pids.push(pid);
            }
            return pids;
        }
        const carries = (pid) => carriedMarks(pid).includes(mark) && pids.push(pid);
        if (since > 0 && last >= since && last - since < RANGE_READ) {
            // A thread's id is readable as /proc/<tid> too (not listed): running() leaves those out.
            for (let pid = since; pid <= last; pid++) {
                if (carried.has(pid) || statSync(`/proc/${pid}`, { throwIfNoEntry: false }))
                    carries(pid);
                else
                    remember(pid, []);
            }
            return pids;
        }
        for (const entry of readdirSync("/proc")) {
            const code = entry.charCodeAt(0);
            if (code < 48 || code > 57 || Number(entry) < since)
                continue;
            carries(Number(entry));
        }
        return pids;
    };
    // Not a zombie, not exiting, no SIGKILL pending; with its process group.
    const running = (pid) => {
        if (process.platform !== "linux")
            return { group: undefined };
        try {
            const status = readFileSync(`/proc/${pid}/status`, "latin1");
            const state = /^State:\s+(\S)/m.exec(status)?.[1];
            if (state === "Z" || state === "X")
                return undefined;
            // A thread of a process, not the process: its process is read under its own pid.
            if (Number(/^Tgid:\s+(\d+)/m.exec(status)?.[1] ?? pid) !== pid)
                return undefined;
            const pending = (name) => BigInt(`0x${new RegExp(`^${name}:\\s+([0-9a-f]+)`, "m").exec(status)?.[1] ?? "0"}`);
            if ((pending("ShdPnd") | pending("SigPnd")) & (1n << 8n))
                return undefined;
            const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
            const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
            const PF_EXITING = 0x4;
            if ((Number(fields[6]) & PF_EXITING) !== 0)
                return undefined;
            return { group: Number(fields[2]) };
        }
        catch {
            return undefined;
        }
    };
    // Messages are sent once per turn of the event loop, several in one write when several agents spoke:
    // an agent's pid, output, stream ends and exit often come in the same turn.
    let queue = [];
    // Flow control: an agent prints faster than the orchestrator reads (`yes` writes GB/s). Past HIGH
    // characters sent and not yet written to the channel, every agent's pipes are paused (the agents
    // block on write) until the channel drains below LOW; the helper's memory stays bounded.
    const HIGH = 4 * 1024 * 1024;
    const LOW = 1024 * 1024;
    let queued = 0;
    let buffered = 0;
    let paused = false;
    const muted = new Set();
    const streams = () => [...children.values()].flatMap((c) => [c.stdout, c.stderr]).filter((s) => s !== null);
    const flush = () => {
        const batch = queue;
        const bytes = queued;
        queue = [];
        queued = 0;
        if (!process.connected)
            return;
        process.send(batch.length === 1 ? batch[0] : { t: "batch", m: batch }, undefined, undefined, () => {
            buffered -= bytes;
            if (paused && buffered < LOW) {
                paused = false;
                for (const s of streams())
                    s.resume();
            }
        });
    };
    const send = (message, bytes = 0) => {
        queued += bytes;
        buffered += bytes;
        if (!paused && buffered > HIGH) {
            paused = true;
            for (const s of streams())
                s.pause();
        }
        if (queue.push(message) === 1)
            setImmediate(flush);
    };
    const signalGroup = (child, signal) => {
        if (child?.pid === undefined)
            return;
        // Usually the group is already gone (ESRCH): an error without a stack costs a third as much.
        const limit = Error.stackTraceLimit;
        Error.stackTraceLimit = 0;
        try {
            process.kill(-child.pid, signal);
        }
        catch {
            // The group is already gone.
        }
        finally {
            Error.stackTraceLimit = limit;
        }
    };
    // A spawn names what differs from the last env message (null: a variable the agent does not get).
    let baseEnv = {};
    const envOf = (delta) => {
        const env = { ...baseEnv };
        for (const key in delta) {
            const value = delta[key];
            if (value === null)
                delete env[key];
            else
                env[key] = value;
        }
        return env;
    };
    // Ctrl-C reaches the whole terminal group: the orchestrator decides what to kill, and when.
    process.on("SIGINT", () => { });
    process.on("SIGTERM", () => { });
    // The orchestrator is gone (exited, crashed or killed): nobody will collect these agents.
    process.on("disconnect", () => {
        for (const [id, child] of children) {
            signalGroup(child, "SIGKILL");
            reap(id, child.pid);
        }
        process.exit(0);
    });
    process.on("message", (message) => {
        const { id } = message;
        if (message.t === "env") {
            baseEnv = message.env;
            return;
        }
        if (message.t === "signal") {
            const child = children.get(id);
            if (child && child.exitCode === null && child.signalCode === null)
                signalGroup(child, message.signal);
            return;
        }
        if (message.t === "mute") {
            muted.add(id);
            return;
        }
        if (message.t === "finish") {
            const child = children.get(id);
            // Whatever the agent left running in its group (a dev server, a watcher) ends with it, and so
            // does what left the group. An agent the helper already finished (reaped sent) has no child here.
            let strays = 0;
            if (child) {
                signalGroup(child, "SIGKILL");
                child.stdout?.destroy();
                child.stderr?.destroy();
                strays = reap(id, child.pid);
            }
            children.delete(id);
            marks.delete(id);
            muted.delete(id);
            send({ t: "finished", id, n: strays });
            return;
        }
        let child;
        try {
            child = spawn(message.file, message.args, {
                cwd: message.cwd,
                env: envOf(message.env),
                stdio: [message.stdin === undefined ? "ignore" : "pipe", "pipe", "pipe"],
                // Its own process group, so a timeout or cancel kills the agent's children too.
                detached: true,
            });
        }
        catch (error) {
            const e = error;
            send({ t: "exit", id, code: null, signal: null, error: { code: e.code, message: e.message } });
            send({ t: "end", id, s: "o" });
            send({ t: "end", id, s: "e" });
            send({ t: "reaped", id, n: 0 });
            return;
        }
        children.set(id, child);
        if (message.mark)
            marks.set(id, message.mark);
        if (child.pid !== undefined) {
            // The agent's environment is the one just sent: it carries its own mark and no other execution's,
            // known without a stat and a read of its environ in every later scan that passes its pid.
            remember(child.pid, message.mark ? [message.mark] : []);
            send({ t: "pid", id, pid: child.pid });
        }
        // Exited with both streams ended: what is left in its group goes now, without waiting for a finish message.
        let open = 3;
        const settledOne = () => {
            if (--open > 0 || children.get(id) !== child)
                return;
            signalGroup(child, "SIGKILL");
            send({ t: "reaped", id, n: reap(id, child.pid) });
            children.delete(id);
            marks.delete(id);
            muted.delete(id);
        };
        for (const [s, stream] of [
            ["o", child.stdout],
            ["e", child.stderr],
        ]) {
            let ended = false;
            const end = () => {
                if (ended)
                    return;
                ended = true;
                send({ t: "end", id, s });
                settledOne();
            };
            stream.setEncoding("utf8");
            stream.on("data", (d) => muted.has(id) || send({ t: "out", id, s, d }, d.length));
            if (paused)
                stream.pause();
            stream.once("end", end);
            stream.once("close", end);
        }
        if (message.stdin !== undefined) {
            child.stdin.on("error", () => { });
            child.stdin.end(message.stdin);
        }
        let settled = false;
        child.once("error", (error) => {
            if (settled)
                return;
            settled = true;
            send({ t: "exit", id, code: null, signal: null, error: { code: error.code, message: error.message } });
        });
        child.once("exit", (code, signal) => {
            if (settled)
                return;
            settled = true;
            send({ t: "exit", id, code, signal });
            settledOne();
        });
    });
}

// Agents are started by a small helper process, not by the orchestrator.
// Node forks on Linux (libuv's uv_spawn): fork copies the forking process's
// page tables and write-protects all of its memory, so from an orchestrator
// holding the bundle, the suite and a run's results (~140 MB) every spawn
// blocked the event loop ~5 ms and every page touched after it took a fault;
// that was most of agent-bench's cost per execution (docs/performance.md). The
// helper is a bare Node that only spawns, forwards output and reports exits;
// forking from it costs a fraction, on the other core.
//
// Messages, over the IPC channel (ordered, so an agent's output always arrives
// before its stream's end):
//   to the helper:   env {env}, spawn {id, file, args, cwd, env, stdin?, mark?}, signal {id, signal}, mute {id}, finish {id}
//                    (a spawn's env names only what differs from the last env message: null for a variable
//                    it lacks; most of an agent's environment is the same for every execution of a run)
//   from the helper: pid {id, pid}, out {id, s: "o"|"e", d}, end {id, s}, exit {id, code, signal, error?},
//                    reaped {id, n} (it finished the agent itself), finished {id, n} (the answer to finish),
//                    or batch {m: [those]} when several come in one turn of its event loop
// An agent that exited with both streams ended is finished by the helper itself (its group killed, the
// processes carrying its mark killed: n of them had left the group), so finish is sent only for one
// whose streams a leftover process still holds.
// The helper kills every agent group still running when the orchestrator goes away.
class Spawner {
    helper;
    holders = 0;
    helperStderr = "";
    nextId = 1;
    /** The environment the helper completes spawns' env from (sent once per helper). */
    baseEnv;
    pending = new Map();
    finishing = new Map();
    spawn(request, handlers) {
        const helper = this.start();
        const id = this.nextId++;
        let exit;
        let streamsEnded;
        const exited = new Promise((resolve) => (exit = resolve));
        const ended = new Promise((resolve) => (streamsEnded = resolve));
        this.pending.set(id, { handlers, exit, ended: new Set(), streamsEnded });
        this.ref();
        helper.send({ t: "spawn", id, ...request, env: this.envDelta(helper, request.env) });
        return {
            exited,
            streamsEnded: ended,
            signal: (signal) => this.helper === helper && helper.connected && helper.send({ t: "signal", id, signal }),
            mute: () => this.helper === helper && helper.connected && helper.send({ t: "mute", id }),
            finish: () => {
                const entry = this.pending.get(id);
                if (!entry)
                    return Promise.resolve(0);
                this.pending.delete(id);
                let done = Promise.resolve(entry.reaped ?? 0);
                if (entry.reaped === undefined) {
                    if (this.helper === helper && helper.connected) {
                        done = new Promise((resolve) => this.finishing.set(id, resolve));
                        helper.send({ t: "finish", id });
                    }
                    else if (entry.pid !== undefined)
                        killGroup(entry.pid);
                }
                // Still referenced until the helper answers the finish.
                return done.finally(() => this.unrefWhenIdle());
            },
        };
    }
    /** Keeps the helper for a run; the last holder's release stops it and waits for its exit (its CPU time then counts as the run's). */
    hold() {
        this.holders++;
        let released = false;
        return async () => {
            if (released)
                return;
            released = true;
            this.holders--;
            const helper = this.helper;
            if (this.holders > 0 || this.pending.size > 0 || this.finishing.size > 0 || !helper?.connected)
                return;
            this.helper = undefined;
            const exited = new Promise((resolve) => helper.once("exit", resolve));
            // Idle, it was unref'd: waiting for its exit must keep the orchestrator alive.
            helper.ref();
            helper.disconnect();
            await exited;
        };
    }
    /** What differs from the helper's base environment (the first agent's, sent once). */
    envDelta(helper, env) {
        const base = this.baseEnv;
        if (!base) {
            this.baseEnv = env;
            helper.send({ t: "env", env });
            return {};
        }
        const delta = {};
        for (const key in env)
            if (base[key] !== env[key])
                delta[key] = env[key];
        for (const key in base)
            if (!(key in env))
                delta[key] = null;
        return delta;
    }
    /** Starts the helper ahead of the first agent, so its start-up overlaps the suite's loading. */
    warmUp() {
        this.start();
        if (this.pending.size === 0)
            this.unrefWhenIdle();
    }
    /** Stops a helper no agent needs (nothing holds it or runs in it): a booting Node is killed before it spends more CPU. */
    stopIdle() {
        const helper = this.helper;
        if (!helper || this.holders > 0 || this.pending.size > 0 || this.finishing.size > 0)
            return;
        this.helper = undefined;
        helper.kill("SIGKILL");
    }
    start() {
        if (this.helper?.connected)
            return this.helper;
        this.helperStderr = "";
        this.baseEnv = undefined;
        const helper = spawn(process.execPath, ["-e", `(${spawnerHelperMain.toString()})()`], {
            stdio: ["ignore", "ignore", "pipe", "ipc"],
            // Not the orchestrator's flags or NODE_OPTIONS (--cpu-prof, --inspect, loaders): the helper is plain Node.
            env: withoutNodeOptions(process.env),
        });
        helper.stderr.setEncoding("utf8").on("data", (d) => (this.helperStderr = (this.helperStderr + d).slice(-2e3)));
        helper.stderr.unref();
        helper.on("message", (message) => this.receive(message));
        // A failed send or start: the exit that follows (or none, when it never started) ends its agents.
        helper.on("error", () => helper.connected || this.lost(helper, null, null));
        helper.once("exit", (code, signal) => this.lost(helper, code, signal));
        this.helper = helper;
        return helper;
    }
    receive(message) {
        if (message.t === "batch") {
            for (const one of message.m)
                this.receive(one);
            return;
        }
        if (message.t === "finished" || message.t === "reaped") {
            // A reaped may cross a finish on its way: the first answer counts.
            const finishing = this.finishing.get(message.id);
            if (finishing) {
                this.finishing.delete(message.id);
                finishing(message.n);
            }
            else if (message.t === "reaped") {
                const entry = this.pending.get(message.id);
                if (entry)
                    entry.reaped = message.n;
            }
            return;
        }
        const entry = this.pending.get(message.id);
        if (!entry)
            return;
        switch (message.t) {
            case "pid":
                entry.pid = message.pid;
                break;
            case "out":
                if (message.s === "o")
                    entry.handlers.stdout(message.d);
                else
                    entry.handlers.stderr(message.d);
                break;
            case "end":
                entry.ended.add(message.s);
                if (entry.ended.size === 2)
                    entry.streamsEnded();
                break;
            case "exit":
                entry.exited = true;
                entry.exit(exitFromHelper(message));
                break;
        }
    }
    /** The helper died (killed, out of memory): its agents end as errors, and the next spawn starts a new helper. */
    lost(helper, code, signal) {
        if (this.helper !== helper)
            return;
        this.helper = undefined;
        const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        const detail = this.helperStderr.trim() ? `: ${this.helperStderr.trim().split("\n").slice(-3).join(" ")}` : "";
        for (const [id, entry] of this.pending) {
            if (entry.pid !== undefined)
                killGroup(entry.pid);
            entry.exit({ kind: "spawn-failed", error: { code: "EHELPER", message: `agent-bench's process helper ${how}${detail}` } });
            entry.streamsEnded();
            this.pending.delete(id);
        }
        for (const resolve of this.finishing.values())
            resolve(0);
        this.finishing.clear();
    }
    // The helper keeps the orchestrator alive only while agents run.
    ref() {
        this.helper?.ref();
        this.helper?.channel?.ref?.();
    }
    unrefWhenIdle() {
        if (this.pending.size > 0 || this.finishing.size > 0)
            return;
        this.helper?.unref();
        this.helper?.channel?.unref?.();
    }
}
/** The helper's exit message as one state: an error wins (the process never ran), then a code, then a signal. */
function exitFromHelper(message) {
    if (message.error)
        return { kind: "spawn-failed", error: message.error };
    if (message.code !== null)
        return { kind: "exited", code: message.code };
    if (message.signal !== null)
        return { kind: "signalled", signal: message.signal };
    return { kind: "spawn-failed", error: { message: "the process ended with neither an exit code nor a signal" } };
}
function killGroup(pid) {
    try {
        process.kill(-pid, "SIGKILL");
    }
    catch {
        // Already gone.
    }
}
function withoutNodeOptions(env) {
    const { NODE_OPTIONS: _, ...rest } = env;
    return rest;
}
const shared = new Spawner();
/** Starts an agent through the process helper (started on first use, one per orchestrator). */
function spawnAgent(request, handlers) {
    return shared.spawn(request, handlers);
}
/** Starts the process helper now (a run with agent processes is about to begin). */
function warmUpSpawner() {
    shared.warmUp();
}
/** The run's agents all run in-process: the helper warmed up for it is stopped (a later spawn starts another). */
function stopIdleSpawner() {
    shared.stopIdle();
}
/** For the length of a run: the returned function stops the helper when no other run holds it. */
function holdSpawner() {
    return shared.hold();
}

// Which of a flag, a case, a runner and the config sets an execution's time
// and step limits: decided here, once per run (prepareRun), and nowhere else.
const DEFAULT_TIMEOUT_MS = 120_000;
/** `flags`: --timeout and --max-steps (or the action's inputs); `defaults`: the config's. */
function resolveLimits(flags, defaults) {
    return Object.freeze({
        timeoutFor: (c, r) => c.timeoutMs ?? flags.timeoutMs ?? r.timeoutMs ?? defaults.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxStepsFor: (r) => flags.maxSteps ?? r.maxSteps ?? defaults.maxSteps,
    });
}

// A script's steps → the model replies the scripted model server gives, in
// order. One reply is what one model request gets back: thinking and text
// blocks ending with at most one tool call, or a failure. The script's usage
// totals are spread over the replies so the CLI's own totals equal them.
const ZERO_USAGE = { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0 };
/** Usage of reply i when the script gives none: what the recorded fixtures show (100 + i in, 20 out). */
function defaultUsage(index) {
    return { input: 100 + index, output: 20, reasoning: 0, cacheRead: 0, cacheWrite: 0 };
}
function planReplies(steps) {
    const replies = [];
    let blocks = [];
    let delayMs = 0;
    let total;
    const close = () => {
        if (blocks.length === 0)
            return;
        replies.push({ kind: "message", blocks, usage: ZERO_USAGE, delayMs });
        blocks = [];
        delayMs = 0;
    };
    for (const step of steps) {
        if ("text" in step)
            blocks.push({ type: "text", text: step.text });
        else if ("thinking" in step)
            blocks.push({ type: "thinking", text: step.thinking });
        else if ("tool" in step) {
            blocks.push({ type: "tool", step });
            close();
        }
        else if ("fail" in step) {
            close();
            replies.push({ kind: "fail", status: step.fail, message: step.message, delayMs });
            delayMs = 0;
        }
        else if ("rejectModel" in step) {
            close();
            replies.push({ kind: "reject-model", message: step.message, delayMs });
            delayMs = 0;
        }
        else if ("hang" in step) {
            close();
            replies.push({ kind: "hang" });
        }
        else if ("delay" in step) {
            delayMs += typeof step.delay === "number" ? step.delay : (parseDuration(step.delay) ?? 0);
        }
        else if ("usage" in step) {
            const u = step.usage;
            total ??= { ...ZERO_USAGE };
            total.input += u.input ?? 0;
            total.output += u.output ?? 0;
            total.reasoning += u.reasoning ?? 0;
            total.cacheRead += u.cacheRead ?? 0;
            total.cacheWrite += u.cacheWrite ?? 0;
        }
        // cost, exit, stdout and stderr belong to the agent process: a model cannot produce them.
    }
    close();
    return assignUsage(replies, total);
}
function assignUsage(replies, total) {
    const messages = replies.filter((r) => r.kind === "message");
    if (!total) {
        messages.forEach((r, i) => (r.usage = defaultUsage(i)));
        return replies;
    }
    // Split the parts that must stay non-negative per reply, then add them back up.
    const uncached = split(Math.max(0, total.input - total.cacheRead - total.cacheWrite), messages.length);
    const cacheRead = split(total.cacheRead, messages.length);
    const cacheWrite = split(total.cacheWrite, messages.length);
    const reasoning = split(total.reasoning, messages.length);
    const visible = split(Math.max(0, total.output - total.reasoning), messages.length);
    messages.forEach((r, i) => {
        r.usage = {
            input: uncached[i] + cacheRead[i] + cacheWrite[i],
            output: visible[i] + reasoning[i],
            reasoning: reasoning[i],
            cacheRead: cacheRead[i],
            cacheWrite: cacheWrite[i],
        };
    });
    return replies;
}
/** n parts summing to `value`: equal shares, the remainder on the last. */
function split(value, n) {
    if (n === 0)
        return [];
    const share = Math.floor(value / n);
    return Array.from({ length: n }, (_, i) => (i === n - 1 ? value - share * (n - 1) : share));
}

// Maps a script's generic tool step (shell, read, write, edit, skill) onto a
// call of the tool the agent CLI itself advertises in its request: Claude Code
// `Bash`/`Read`/`Write`/`Edit`/`Skill`, Codex `exec_command`/`apply_patch`,
// Gemini CLI `run_shell_command`/`read_file`/`write_file`/`replace`/`activate_skill`,
// and the OpenCode, Copilot and Qwen Code names. A step naming any other tool
// is passed through as written.
function concreteCall(step, tools, ctx) {
    const s = step;
    switch (step.tool) {
        case "shell":
            return shell(String(s.command), tools, typeof s.description === "string" ? s.description : undefined);
        case "read":
            return read(String(s.path), tools, ctx);
        case "write":
            return write(String(s.path), String(s.content), tools, ctx);
        case "edit":
            return edit(String(s.path), String(s.old), String(s.new), tools, ctx);
        case "skill":
            return skill(String(s.name), tools, ctx);
        default: {
            const args = s.args ?? {};
            const kind = find(tools, step.tool)?.kind ?? "function";
            return kind === "custom"
                ? { name: step.tool, kind, args: {}, input: typeof args.input === "string" ? args.input : JSON.stringify(args) }
                : { name: step.tool, kind, args };
        }
    }
}
function find(tools, name) {
    return tools.find((t) => t.name === name);
}
/** The first of `candidates` the tool declares, else the first candidate. */
function param(tool, candidates) {
    return candidates.find((c) => tool.params.includes(c)) ?? candidates[0];
}
function call(tool, args) {
    return { name: tool.name, kind: tool.kind, args };
}
function unavailable(kind, tools) {
    return { error: `the agent offers no tool for a "${kind}" step (its tools: ${tools.map((t) => t.name).join(", ") || "none"})` };
}
function shell(command, tools, description) {
    const desc = description ?? `Run ${command}`;
    for (const name of ["Bash", "run_shell_command", "bash"]) {
        const tool = find(tools, name);
        if (tool)
            return call(tool, { command, description: desc });
    }
    const exec = find(tools, "exec_command");
    if (exec)
        return call(exec, { cmd: command });
    const codexShell = find(tools, "shell");
    if (codexShell)
        return call(codexShell, { command: ["bash", "-lc", command] });
    const shellCommand = find(tools, "shell_command");
    if (shellCommand)
        return call(shellCommand, { command });
    return unavailable("shell", tools);
}
function read(file, tools, ctx) {
    const abs = path.resolve(ctx.cwd, file);
    for (const name of ["Read", "read_file", "read", "view"]) {
        const tool = find(tools, name);
        if (tool)
            return call(tool, { [param(tool, ["file_path", "filePath", "absolute_path", "path"])]: abs });
    }
    // Codex has no read tool: its models read files with the shell.
    return shell(`cat ${quote(relative(ctx.cwd, abs))}`, tools, `Read ${file}`);
}
function write(file, content, tools, ctx) {
    const abs = path.resolve(ctx.cwd, file);
    for (const name of ["Write", "write_file", "write"]) {
        const tool = find(tools, name);
        if (tool)
            return call(tool, { [param(tool, ["file_path", "filePath", "path"])]: abs, content });
    }
    const create = find(tools, "create");
    if (create)
        return call(create, { path: abs, file_text: content });
    const patch = find(tools, "apply_patch");
    if (patch)
        return applyPatch(patch, writePatch(relative(ctx.cwd, abs), abs, content));
    return shell(`printf '%s' ${quote(content)} > ${quote(relative(ctx.cwd, abs))}`, tools, `Write ${file}`);
}
function edit(file, oldText, newText, tools, ctx) {
    const abs = path.resolve(ctx.cwd, file);
    const claude = find(tools, "Edit");
    if (claude)
        return call(claude, { file_path: abs, old_string: oldText, new_string: newText });
    const replace = find(tools, "replace");
    if (replace)
        return call(replace, {
            file_path: abs,
            instruction: `Replace ${JSON.stringify(oldText)} with ${JSON.stringify(newText)}`,
            old_string: oldText,
            new_string: newText,
        });
    const other = find(tools, "edit");
    if (other) {
        return call(other, {
            [param(other, ["filePath", "file_path", "path"])]: abs,
            [param(other, ["oldString", "old_string", "old_str"])]: oldText,
            [param(other, ["newString", "new_string", "new_str"])]: newText,
        });
    }
    const patch = find(tools, "apply_patch");
    if (patch)
        return applyPatch(patch, editPatch(relative(ctx.cwd, abs), abs, oldText, newText));
    return unavailable("edit", tools);
}
function skill(name, tools, ctx) {
    for (const toolName of ["Skill", "activate_skill", "skill"]) {
        const tool = find(tools, toolName);
        if (tool)
            return call(tool, { [param(tool, toolName === "activate_skill" ? ["name"] : ["skill", "name"])]: name });
    }
    // No skill tool (Codex): the model is told to read the skill's SKILL.md itself.
    const known = ctx.skills.find((s) => s.name === name) ?? ctx.skills.find((s) => path.basename(s.dir) === name);
    const file = known ? path.join(known.dir, "SKILL.md") : path.join(ctx.cwd, ".agents", "skills", name, "SKILL.md");
    return read(file, tools, ctx);
}
function applyPatch(tool, patch) {
    return tool.kind === "custom" ? { name: tool.name, kind: "custom", args: {}, input: patch } : call(tool, { input: patch });
}
/** Codex's patch format. A new file is added; an existing one has every line replaced. */
function writePatch(rel, abs, content) {
    const lines = splitLines(content);
    const current = existsSync(abs) ? readFileSync(abs, "utf8") : undefined;
    if (current === undefined || current === "") {
        return `*** Begin Patch\n*** Add File: ${rel}\n${lines.map((l) => `+${l}`).join("\n")}\n*** End Patch\n`;
    }
    const old = splitLines(current);
    return `*** Begin Patch\n*** Update File: ${rel}\n@@\n${old.map((l) => `-${l}`).join("\n")}\n${lines.map((l) => `+${l}`).join("\n")}\n*** End Patch\n`;
}
/** Replaces the whole lines that hold `oldText`, so the hunk needs no context lines. */
function editPatch(rel, abs, oldText, newText) {
    const current = existsSync(abs) ? readFileSync(abs, "utf8") : "";
    const at = current.indexOf(oldText);
    let before = splitLines(oldText);
    let after = splitLines(newText);
    if (at >= 0) {
        const start = current.lastIndexOf("\n", at - 1) + 1;
        const endNl = current.indexOf("\n", at + oldText.length);
        const end = endNl < 0 ? current.length : endNl;
        const region = current.slice(start, end);
        before = region.split("\n");
        after = (region.slice(0, at - start) + newText + region.slice(at - start + oldText.length)).split("\n");
    }
    return `*** Begin Patch\n*** Update File: ${rel}\n@@\n${before.map((l) => `-${l}`).join("\n")}\n${after.map((l) => `+${l}`).join("\n")}\n*** End Patch\n`;
}
function splitLines(text) {
    const lines = text.split("\n");
    if (lines.length > 1 && lines.at(-1) === "")
        lines.pop();
    return lines;
}
function relative(cwd, abs) {
    const rel = path.relative(cwd, abs);
    return rel.startsWith("..") || path.isAbsolute(rel) ? abs : rel;
}
/** Shell-quotes a word unless it is plainly safe. */
function quote(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

// One execution's side of the scripted model: which reply a request gets.
// The step is picked by conversation, not by request order: the main
// conversation (the first request that offers tools) gets reply k after k tool
// results, so a retried request gets the same reply again. Side requests
// (no tools: titles, and routers that want JSON; another first user message:
// sub-agents) get a short generic answer and never consume a step.
const END_OF_SCRIPT = "(the scripted model has no more steps)";
class ScriptedConversation {
    mainKey;
    baseToolResults;
    calls = 0;
    setup;
    constructor(setup) {
        this.setup = setup;
    }
    decide(request) {
        if (request.tools.length === 0 && !request.main)
            return side(text(request.schema === undefined ? "ok" : JSON.stringify(sampleOf(request.schema))));
        this.mainKey ??= request.conversation;
        if (request.conversation !== this.mainKey)
            return side(text("done"));
        const replies = this.setup.replies;
        if (!replies) {
            return {
                role: "main",
                delayMs: 0,
                answer: { kind: "fail", status: 500, message: `agent-bench scripted model: the script has no steps for ${this.setup.label}` },
            };
        }
        // A resumed session (the next turn of a multi-turn case) sends the earlier turns' tool results too:
        // this conversation's replies count from the first request it saw.
        this.baseToolResults ??= request.toolResults;
        const index = request.toolResults - this.baseToolResults;
        const reply = replies[index];
        if (!reply)
            return { role: "main", reply: index, delayMs: 0, answer: text(END_OF_SCRIPT) };
        if (reply.kind === "hang")
            return { role: "main", reply: index, delayMs: 0, answer: reply };
        if (reply.kind === "fail") {
            return {
                role: "main",
                reply: index,
                delayMs: reply.delayMs,
                answer: { kind: "fail", status: reply.status, message: reply.message ?? `scripted failure ${reply.status}` },
            };
        }
        if (reply.kind === "reject-model")
            return { role: "main", reply: index, delayMs: reply.delayMs, answer: { kind: "reject-model", message: reply.message } };
        const blocks = [];
        for (const block of reply.blocks) {
            if (block.type !== "tool") {
                blocks.push(block);
                continue;
            }
            const mapped = concreteCall(block.step, request.tools, this.setup);
            if ("error" in mapped) {
                return {
                    role: "main",
                    reply: index,
                    delayMs: 0,
                    answer: { kind: "fail", status: 500, message: `agent-bench scripted model: step ${index + 1} of ${this.setup.label}: ${mapped.error}` },
                };
            }
            blocks.push({ type: "call", id: `ab_${++this.calls}`, ...mapped });
        }
        return { role: "main", reply: index, delayMs: reply.delayMs, answer: { kind: "message", blocks, usage: reply.usage } };
    }
}
function text(value) {
    return { kind: "message", blocks: [{ type: "text", text: value }], usage: ZERO_USAGE };
}
function side(answer) {
    return { answer, delayMs: 0, role: "side" };
}
/** A small value that satisfies a JSON schema (OpenAPI-style upper-case types too). */
function sampleOf(schema, depth = 0) {
    if (typeof schema !== "object" || schema === null || depth > 8)
        return null;
    const s = schema;
    if (Array.isArray(s.enum) && s.enum.length > 0)
        return s.enum[0];
    if ("const" in s)
        return s.const;
    const variants = (s.anyOf ?? s.oneOf);
    if (Array.isArray(variants) && variants.length > 0)
        return sampleOf(variants[0], depth + 1);
    const type = String(Array.isArray(s.type) ? s.type[0] : (s.type ?? (s.properties ? "object" : ""))).toLowerCase();
    switch (type) {
        case "object": {
            const props = (s.properties ?? {});
            return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, sampleOf(v, depth + 1)]));
        }
        case "array":
            return [];
        case "string":
            return "ok";
        case "integer":
        case "number":
            return typeof s.minimum === "number" ? s.minimum : 1;
        case "boolean":
            return false;
        default:
            return null;
    }
}

// The scripted model server: one HTTP server on 127.0.0.1 that speaks the
// Anthropic Messages, OpenAI Responses, OpenAI Chat Completions and Gemini
// APIs and answers from scripts. Each execution gets its own path prefix
// (/x/<token>/…), so one server serves every execution of a run, each with
// its own script and state. Every request is logged as one JSON line.
async function startModelServer(options = {}) {
    const executions = new Map();
    const abort = new AbortController();
    // Written as each request comes in, so the log is whole even when the run is killed.
    const log = (line) => {
        if (options.logFile)
            appendFileSync(options.logFile, line);
    };
    let counter = 0;
    // Not a static import: importing node:http from ESM reads all its exports, which loads undici
    // (~35 ms of every run's start-up, with or without a scripted model).
    const { createServer } = process.getBuiltinModule("node:http");
    const server = createServer((req, res) => {
        handleRequest(req, res, { executions, log, abort: abort.signal }).catch((error) => {
            if (!res.headersSent)
                sendJson(res, 500, { error: { message: `agent-bench scripted model: ${error.message}` } });
            else
                res.end();
        });
    });
    await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, "127.0.0.1", () => resolve());
    });
    const origin = `http://127.0.0.1:${server.address().port}`;
    return {
        origin,
        register(setup) {
            const token = `${++counter}-${randomBytes(4).toString("hex")}`;
            executions.set(token, { conversation: new ScriptedConversation(setup), label: setup.label });
            return `${origin}/x/${token}`;
        },
        async close() {
            abort.abort();
            const closed = new Promise((resolve) => server.close(() => resolve()));
            // Hung replies and idle keep-alive sockets would hold close() open.
            server.closeAllConnections();
            await closed;
        },
    };
}

// The scripted model server as one run uses it: runners with `scriptedModel`
// are checked before the run, the server starts at the first execution that
// needs it, each execution registers its own steps, and the server closes when
// the run ends (cancelled runs included).
/** `logFile`: every request the server gets, one JSON line each (model-server.log in the run folder). */
function createScriptedModels(options) {
    const scripts = new Map();
    let server;
    const scriptFor = (file) => {
        let source = scripts.get(file);
        if (!source) {
            source = loadScript(file);
            scripts.set(file, source);
        }
        return source;
    };
    return {
        async check(runners) {
            for (const runner of runners) {
                if (!runner.scriptedModel)
                    continue;
                const adapter = getAdapter(runner.type);
                if (!adapter?.modelProtocol) {
                    throw configError(`runners.${runner.id}.scriptedModel: runner type "${runner.type}" does not call a model API that agent-bench can stand in for`, {
                        hint: 'use scriptedModel with an agent CLI runner (claude-code, codex, gemini, …), or use type "scripted" with a script for a process-free dry run',
                    });
                }
                await scriptFor(runner.scriptedModel);
            }
        },
        async urlFor(runner, execution) {
            if (!runner.scriptedModel)
                return undefined;
            const steps = await (await scriptFor(runner.scriptedModel))({ caseId: execution.case.id, prompt: execution.case.prompt, run: execution.run, runnerId: runner.id, turn: execution.turn ?? 1 });
            server ??= startModelServer({ logFile: options.logFile });
            const label = `case "${execution.case.id}" run ${execution.run}${execution.turn ? ` turn ${execution.turn}` : ""} of runner "${runner.id}" (${path.basename(runner.scriptedModel)})`;
            return (await server).register({
                replies: steps ? planReplies(steps) : undefined,
                cwd: execution.workspace,
                skills: findSkills(execution.workspace),
                label,
            });
        },
        async close() {
            if (server)
                await (await server).close();
        },
    };
}

// What each execution leaves in its folder: session.json next to the raw
// stdout.log (and stderr.log) the process runner wrote. Its result is one line
// of results.jsonl and one entry of results.json: a result.json beside them
// repeated it, one more file per execution to write and to upload.
async function ensureDir(dir) {
    await mkdir(dir, { recursive: true });
}
/**
 * Written in one call on the main thread: a few kilobytes to the page cache cost less than three
 * thread hops. (With 1 MB outputs, the asynchronous write held each 2 MB session and its buffer until
 * written, and the bundled CLI's peak memory at 400 such executions was 1.4 GB instead of 0.85.)
 */
function writeSession(absDir, session) {
    if (!session)
        return;
    const file = path.join(absDir, "session.json");
    try {
        writeFileSync(file, `${JSON.stringify(session, null, 2)}\n`);
    }
    catch (error) {
        // Half a session.json is no use to anyone, and on a full disk it holds the space the run's own files need.
        rmSync(file, { force: true });
        throw error;
    }
}
const MAX_OUTPUT_IN_RESULT = 4000;
/** The final output as kept in results (the whole text stays in session.json). */
function excerpt(text) {
    if (text.length <= MAX_OUTPUT_IN_RESULT)
        return text;
    // Never cut a surrogate pair in half.
    let end = MAX_OUTPUT_IN_RESULT;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end--;
    return `${text.slice(0, end)}…`;
}

// A fresh, empty home for each execution, outside the artifact tree so that
// whatever an agent CLI writes there (settings, credentials it was pointed at,
// caches) never ends up in an uploaded artifact. It has a tmp/ folder, the
// agent's TMPDIR (a missing TMPDIR breaks mktemp and the CLIs' own temp files;
// the XDG folders are created on use).
//
// A home the agent left exactly as it was made (nothing but an empty tmp/) is
// as fresh as a new one, so a run hands it to its next execution instead of
// removing it and making another: creating and deleting two folders per
// execution was a large share of a fast agent's execution on a file system
// that skips recently deleted inodes when allocating (ext4 without a journal;
// docs/performance.md). A home with anything in it is removed and never reused.
async function createHome() {
    const home = await mkdtemp(path.join(os.tmpdir(), "agent-bench-home-"));
    await mkdir(path.join(home, "tmp"), { mode: 0o700 });
    return home;
}
async function removeHome(home) {
    // A home left as it was made goes in two calls instead of fs.rm's walk.
    try {
        await rmdir(path.join(home, "tmp")).catch(ignoreMissing);
        await rmdir(home);
        return;
    }
    catch {
        // The agent left something: remove it all.
    }
    await rm(home, { recursive: true, force: true, maxRetries: 2 }).catch(() => { });
}
/** The homes of one run: taken by an execution, given back after it; closed at the run's end. */
class HomePool {
    idle = [];
    closed = false;
    async take() {
        return this.idle.pop() ?? (await createHome());
    }
    async give(home) {
        if (!this.closed && asMade(home))
            this.idle.push(home);
        else
            await removeHome(home);
    }
    async close() {
        this.closed = true;
        await Promise.all(this.idle.splice(0).map(removeHome));
    }
}
/** Nothing in it but tmp/, a real folder (not a symlink), itself empty. Two small reads, on the main thread. */
function asMade(home) {
    try {
        const entries = readdirSync(home, { withFileTypes: true });
        return entries.length === 1 && entries[0].name === "tmp" && entries[0].isDirectory() && readdirSync(path.join(home, "tmp")).length === 0;
    }
    catch {
        return false;
    }
}
function ignoreMissing(error) {
    if (error.code !== "ENOENT")
        throw error;
}

// Workspaces: "none" runs in a folder as it is; "shared" prepares one copy of
// the template for the whole suite; "isolated" prepares a fresh copy per
// execution, and "repository" (the default) a fresh copy of the repository's
// snapshot (repository.ts), each kept when the execution failed and removed
// when it passed (--keep-workspaces keeps them all). No empty folder is left
// behind.
const DEFAULT_BOOTSTRAP_TIMEOUT_MS = 120_000;
/**
 * Copies the template (dotfiles, .git and symlinks as symlinks included),
 * cloning files where the file system can (see copy-tree.ts). Never hard
 * links: an agent writing through one would change the template. Never the
 * run's out-dir or another folder agent-bench wrote (own-folders.ts), even
 * when the template holds it.
 */
async function copyTemplate(templateDir, target, outDir) {
    await copyTree(templateDir, target, { skipFolder: isOwnFolder(outDir) });
}
/** A fresh workspace at `target`: a copy of `snapshot` (the repository's, for "repository") or of the template, then the bootstrap. */
async function prepareWorkspace(config, target, env, logDir, snapshot) {
    const source = snapshot ?? config.templateDir;
    let at = { path: target };
    try {
        if (source)
            await copyTemplate(source, target, env.outDir);
        else
            await mkdir(target, { recursive: true });
        if (config.mode === "repository")
            at = { path: await agentFolder(config, target), root: target };
    }
    catch (error) {
        const what = config.mode === "repository" ? `the repository ${config.templateDir}` : `template ${config.templateDir}`;
        return { path: target, failure: { origin: "workspace", message: `could not copy ${what}: ${error.message}` } };
    }
    if (!config.bootstrap)
        return at;
    const b = config.bootstrap;
    const started = Date.now();
    // Loaded here, not with the engine: most runs have no bootstrap, and execa with its dependencies is ~340 KB of bundle.
    const { execa } = await import('./execa-DbwsDEbA.js');
    const result = await execa(b.command, b.args ?? [], {
        cwd: at.path,
        env: {
            ...b.env,
            AGENT_BENCH_WORKSPACE: at.path,
            AGENT_BENCH_OUT_DIR: env.outDir,
            AGENT_BENCH_ARTIFACT_DIR: env.artifactDir,
            SKILLGYM_WORKSPACE: at.path,
            SKILLGYM_OUTPUT_DIR: env.outDir,
            SKILLGYM_ARTIFACT_DIR: env.artifactDir,
            ...(env.caseId ? { AGENT_BENCH_CASE_ID: env.caseId, SKILLGYM_CASE_ID: env.caseId } : {}),
            ...(env.runnerId ? { AGENT_BENCH_RUNNER_ID: env.runnerId, SKILLGYM_RUNNER_ID: env.runnerId } : {}),
        },
        stdin: "ignore",
        reject: false,
        all: false,
        timeout: b.timeoutMs ?? DEFAULT_BOOTSTRAP_TIMEOUT_MS,
        forceKillAfterDelay: 2000,
    });
    await mkdir(logDir, { recursive: true });
    await writeFile(path.join(logDir, "bootstrap.stdout.log"), String(result.stdout ?? ""));
    await writeFile(path.join(logDir, "bootstrap.stderr.log"), String(result.stderr ?? ""));
    await writeFile(path.join(logDir, "workspace.json"), JSON.stringify({
        mode: config.mode,
        workspacePath: at.path,
        templateDir: config.templateDir,
        bootstrap: { command: b.command, args: b.args ?? [], durationMs: Date.now() - started, exitCode: result.exitCode ?? null },
    }, null, 2));
    if (result.failed) {
        const why = result.timedOut
            ? `timed out after ${b.timeoutMs ?? DEFAULT_BOOTSTRAP_TIMEOUT_MS}ms`
            : result.exitCode !== undefined
                ? `exit ${result.exitCode}`
                : (result.cause?.message ?? result.shortMessage);
        return {
            ...at,
            failure: { origin: "workspace-bootstrap", message: `bootstrap "${[b.command, ...(b.args ?? [])].join(" ")}" failed: ${why} (see bootstrap.stderr.log)` },
        };
    }
    return at;
}
async function removeWorkspace(target) {
    try {
        await rm(target, { recursive: true, force: true, maxRetries: 2 });
        return undefined;
    }
    catch (error) {
        return error.message;
    }
}
/** Removes the folders under `root` (and root itself) that hold nothing once removed workspaces are gone. */
async function pruneEmptyFolders(root) {
    let entries;
    try {
        entries = await readdir(root, { withFileTypes: true });
    }
    catch {
        return;
    }
    for (const e of entries)
        if (e.isDirectory())
            await pruneEmptyFolders(path.join(root, e.name));
    // rmdir refuses a folder that still holds something: exactly the ones to keep.
    await rmdir(root).catch(() => { });
}

// What every execution of a run shares (out-dir, workspace, limits, homes,
// judge, simulator), built once per run, and the environment each agent gets.
/** The environment of a run's executions; a "shared" workspace or the repository's snapshot is prepared here, before the first one. */
async function executionEnv(req) {
    const limits = req.limits ?? resolveLimits({}, {});
    return {
        outDir: req.outDir,
        repoRoot: req.repoRoot,
        cwd: req.cwd,
        workspace: req.workspace,
        shared: await prepareShared(req),
        repository: await prepareSnapshot(req),
        user: req.user,
        team: req.team,
        signal: req.signal,
        timeoutFor: limits.timeoutFor,
        maxStepsFor: limits.maxStepsFor,
        modelServerUrl: req.modelServerUrl ?? (() => Promise.resolve(undefined)),
        rejectedModels: new Map(),
        ...(req.keepWorkspaces !== undefined ? { keepWorkspaces: req.keepWorkspaces } : {}),
        processEnv: processEnvSnapshot(),
        homes: new HomePool(),
        judge: req.judge,
        simulate: req.simulate,
    };
}
async function prepareShared(req) {
    if (req.workspace?.mode !== "shared")
        return undefined;
    const target = path.join(req.outDir, "workspaces", "shared");
    return prepareWorkspace(req.workspace, target, { outDir: req.outDir, artifactDir: path.join(req.outDir, "workspaces", "shared-setup") }, path.join(req.outDir, "workspaces", "shared-setup"));
}
async function prepareSnapshot(req) {
    if (req.workspace?.mode !== "repository")
        return undefined;
    const target = path.join(req.outDir, SNAPSHOT_DIR);
    try {
        await snapshotRepository(req.workspace.templateDir, target, req.outDir, req.repository);
        return { path: target };
    }
    catch (error) {
        return {
            path: target,
            failure: { origin: "workspace", message: `could not copy the repository ${req.workspace.templateDir}: ${error.message}` },
        };
    }
}
function runnerInfo(runner) {
    return { id: runner.id, pathKey: runnerPathKey(runner.id), agent: { type: runner.type, model: runner.model ?? "" } };
}
/** The agent's environment: agent-bench's own, the AGENT_BENCH_* variables, then the case's and the runner's. */
function agentEnv(testCase, runner, run, workspace, env) {
    return {
        ...env.processEnv,
        AGENT_BENCH_USER: testCase.user ?? env.user,
        AGENT_BENCH_TEAM: testCase.team ?? env.team,
        AGENT_BENCH_CASE_ID: testCase.id,
        AGENT_BENCH_RUNNER_ID: runner.id,
        AGENT_BENCH_RUN: String(run),
        AGENT_BENCH_WORKSPACE: workspace,
        ...testCase.env,
        ...runner.env,
    };
}
function processEnvSnapshot() {
    const env = {};
    for (const [key, value] of Object.entries(process.env))
        if (value !== undefined)
            env[key] = value;
    return env;
}

// Where an agent's output goes while it runs: the log file, up to the
// execution's maxOutputBytes, and a bounded window (its first and last
// PARSE_WINDOW) that parsers read. An agent that prints without end
// (`yes`, a 1 GB line) must not take the run's memory or disk with it: one
// string of every chunk was a RangeError at 512 MB and the end of the run.
// Each chunk is written with a plain write(2) as it arrives: a few small
// writes per execution, to the page cache, cost less than a stream's machinery.
/** Kept from each end of a stream for the parsers (characters at the start, bytes at the end); output up to twice this is seen whole. */
const PARSE_WINDOW = 4 * 1024 * 1024;
/** A line longer than this is not counted as a step (no agent's step event is that long). */
const MAX_STEP_LINE = 1024 * 1024;
/** What is left of a log that filled the disk, so the run's own files find room. */
const KEEP_ON_DISK_FULL = 64 * 1024;
/** Shared by an execution's stdout and stderr: the cap is per execution. */
class OutputBudget {
    /** Bytes the agent printed, counted past the cap too. */
    received = 0;
    written = 0;
    limitHit = false;
    /** The first write error (ENOSPC, EDQUOT, EIO): the execution's artifacts are incomplete. */
    writeError;
    maxBytes;
    stop;
    constructor(maxBytes, stop) {
        this.maxBytes = maxBytes;
        this.stop = stop;
    }
    /** How many of `bytes` more may go to disk; past the cap the agent is stopped once. */
    allow(bytes) {
        this.received += bytes;
        const room = Math.max(0, this.maxBytes - this.written);
        if (bytes > room && !this.limitHit) {
            this.limitHit = true;
            this.stop();
        }
        return Math.min(bytes, room);
    }
    failed(error, path) {
        if (this.writeError)
            return;
        const e = error;
        this.writeError = { ...(e.code ? { code: e.code } : {}), message: e.message ?? String(error), path };
        this.stop();
    }
}
class OutputCapture {
    steps = 0;
    stepLimitHit = false;
    /** Bytes received. */
    bytes = 0;
    head = "";
    // Past the head, the last PARSE_WINDOW bytes in a ring: fixed memory, and the chunks it copies die
    // young (a ring of strings promoted every chunk to the old generation, and the heap grew with the output).
    ring;
    ringPos = 0;
    ringBytes = 0;
    pending = "";
    skippingLine = false;
    // Opened on the first chunk: a stream the agent never wrote to leaves no file unless it must exist.
    fd;
    fileBytes = 0;
    writeFailed = false;
    path;
    options;
    constructor(path, options) {
        this.path = path;
        this.options = options;
    }
    write(chunk) {
        if (!chunk)
            return;
        const bytes = Buffer.byteLength(chunk);
        this.keep(chunk, bytes);
        this.toFile(chunk, bytes);
        if (this.options.stepCounter)
            this.countSteps(chunk);
    }
    /** What parsers see: the whole output, or its two ends around one line saying what was cut. */
    get text() {
        const ring = this.ring;
        if (!ring)
            return this.head;
        if (this.ringBytes <= ring.length)
            return this.head + ring.toString("utf8", 0, this.ringBytes);
        const end = Buffer.concat([ring.subarray(this.ringPos), ring.subarray(0, this.ringPos)]).toString("utf8");
        // Whole lines on both sides of the marker, when the output has lines at all.
        const headEnd = this.head.lastIndexOf("\n");
        const tailStart = end.indexOf("\n");
        const head = headEnd >= 0 ? this.head.slice(0, headEnd + 1) : `${this.head}\n`;
        const rest = tailStart >= 0 ? end.slice(tailStart + 1) : end.replace(/^\ufffd+/, "");
        const cut = this.bytes - Buffer.byteLength(head) - Buffer.byteLength(rest) + (headEnd >= 0 ? 0 : 1);
        return `${head}${cutMarker(Math.max(0, cut))}\n${rest}`;
    }
    keep(chunk, bytes) {
        this.bytes += bytes;
        // Once the ring has begun, the head is closed (even a character short of full).
        if (!this.ring && this.head.length < PARSE_WINDOW) {
            let room = PARSE_WINDOW - this.head.length;
            // Never half a surrogate pair on each side.
            if (room < chunk.length && isHighSurrogate(chunk.charCodeAt(room - 1)))
                room--;
            this.head += chunk.slice(0, room);
            if (chunk.length <= room)
                return;
            chunk = chunk.slice(room);
        }
        const ring = (this.ring ??= Buffer.allocUnsafe(PARSE_WINDOW));
        const whole = Buffer.from(chunk, "utf8");
        const src = whole.length > ring.length ? whole.subarray(whole.length - ring.length) : whole;
        const first = Math.min(src.length, ring.length - this.ringPos);
        src.copy(ring, this.ringPos, 0, first);
        if (first < src.length)
            src.copy(ring, 0, first);
        this.ringPos = (this.ringPos + src.length) % ring.length;
        this.ringBytes += whole.length;
    }
    toFile(chunk, bytes) {
        const { budget } = this.options;
        // The other stream still gets what it can: its log may be the one that says what went wrong.
        if (this.writeFailed)
            return;
        const allowed = budget.allow(bytes);
        if (allowed === 0 && !(this.fd === undefined && this.options.keepEmpty))
            return;
        try {
            this.fd ??= openSync(this.path, "w");
            if (allowed === 0)
                return;
            const n = allowed === bytes ? writeSync(this.fd, chunk) : writeSync(this.fd, Buffer.from(chunk).subarray(0, allowed));
            budget.written += n;
            this.fileBytes += n;
        }
        catch (error) {
            this.writeFailed = true;
            budget.failed(error, this.path);
            if (this.fd !== undefined && isDiskFull(error)) {
                try {
                    ftruncateSync(this.fd, Math.min(KEEP_ON_DISK_FULL, this.fileBytes));
                }
                catch {
                    // Nothing more to free.
                }
            }
        }
    }
    countSteps(chunk) {
        let start = 0;
        for (let nl = chunk.indexOf("\n"); nl >= 0; nl = chunk.indexOf("\n", start)) {
            const piece = chunk.slice(start, nl);
            start = nl + 1;
            if (!this.skippingLine)
                this.countLine(this.pending + piece);
            this.pending = "";
            this.skippingLine = false;
        }
        if (this.skippingLine)
            return;
        this.pending += chunk.slice(start);
        if (this.pending.length > MAX_STEP_LINE) {
            this.pending = "";
            this.skippingLine = true;
        }
    }
    countLine(line) {
        const { stepCounter, maxSteps } = this.options;
        if (!stepCounter || this.stepLimitHit)
            return;
        this.steps = stepCounter(line);
        if (maxSteps !== undefined && this.steps > maxSteps) {
            this.stepLimitHit = true;
            this.options.onStepLimit?.();
        }
    }
    close() {
        if (this.pending && !this.skippingLine)
            this.countLine(this.pending);
        this.pending = "";
        if (this.fd === undefined && this.options.keepEmpty)
            this.toFile("", 0);
        if (this.fd === undefined)
            return;
        try {
            closeSync(this.fd);
        }
        catch (error) {
            this.options.budget.failed(error, this.path);
        }
        this.fd = undefined;
    }
}
function cutMarker(bytes) {
    return `[agent-bench: ${bytes} bytes of output cut here; the log file keeps up to maxOutputBytes]`;
}
function isDiskFull(error) {
    const code = error?.code;
    return code === "ENOSPC" || code === "EDQUOT";
}
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}

// Processes an execution left behind. The agent runs in its own process group,
// and the group is killed when it ends, but a process that calls setsid (nohup,
// a daemonizing dev server) leaves the group and would outlive the execution
// and agent-bench. Every process of an execution inherits one environment
// variable with a value of its own; after the agent ends, the process helper
// (spawner-helper.ts) kills every process that still carries it. Linux reads
// /proc/<pid>/environ (unprivileged: our own processes only); elsewhere
// (macOS) `ps -E` shows environments of our own processes, best effort. A
// process that clears its environment (`env -i`) is not found:
// docs/misbehaving-agents.md.
const MARK_VARIABLE = "AGENT_BENCH_EXECUTION_MARK";
// Random once per process, counted per execution: no call into the random generator for every
// execution. Fixed length, so that no mark is found inside another (the scan looks for it as a substring).
const prefix = randomBytes(12).toString("hex");
let count = 0;
/** A value no other execution (of this run or another agent-bench) carries. */
function newMark() {
    return `${prefix}${(++count).toString(16).padStart(12, "0")}`;
}

// Runs one agent process (or in-process agent) with stdin closed, its output
// streamed to stdout.log (always written) and stderr.log (only when the agent
// wrote to stderr) up to maxOutputBytes and counted in steps, a timeout that
// kills the whole process tree, and cancellation. Whatever happens, what the
// agent printed so far is kept, and no process it started outlives it.
//
// Agents are started through the process helper (spawner.ts), with
// node:child_process rather than execa: execa settles only when every holder
// of the stdout pipe has closed it, so an agent that leaves a daemon behind
// (`npm run dev &`) would hold the run until its timeout. We need the main
// process's exit, then a short grace for the streams, then the group killed.
const DEFAULT_MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
const KILL_GRACE_MS = 2000;
const STREAM_GRACE_MS = 1000;
async function runProcess(spec, limits) {
    return spec.kind === "spawn" ? runSpawned(spec, limits) : runInProcess(spec, limits);
}
async function runSpawned(spec, limits) {
    const startedAt = new Date();
    let timedOut = false;
    let cancelled = false;
    let exited = false;
    let killTimer;
    let agent;
    const killTree = () => {
        if (!agent || exited)
            return;
        agent.signal("SIGTERM");
        killTimer ??= setTimeout(() => agent?.signal("SIGKILL"), KILL_GRACE_MS);
    };
    const budget = new OutputBudget(limits.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES, () => {
        // Nothing more of it is kept: the helper stops forwarding it.
        agent?.mute();
        killTree();
    });
    const { stdout, stderr } = captures(limits, budget, killTree);
    const mark = newMark();
    agent = spawnAgent({
        file: spec.executable,
        args: spec.args,
        cwd: spec.cwd,
        env: { ...spec.env, [MARK_VARIABLE]: mark },
        mark,
        ...(spec.stdin === undefined ? {} : { stdin: spec.stdin }),
    }, { stdout: (d) => stdout.write(d), stderr: (d) => stderr.write(d) });
    const timer = setTimeout(() => {
        timedOut = true;
        killTree();
    }, limits.timeoutMs);
    const onAbort = () => {
        cancelled = true;
        killTree();
    };
    limits.signal.addEventListener("abort", onAbort, { once: true });
    if (limits.signal.aborted)
        onAbort();
    const exit = await agent.exited;
    exited = true;
    clearTimeout(timer);
    limits.signal.removeEventListener("abort", onAbort);
    // A daemon the agent left behind may still hold the pipes: wait briefly, then end it.
    await Promise.race([agent.streamsEnded, delay(STREAM_GRACE_MS)]);
    const strays = await agent.finish();
    if (killTimer)
        clearTimeout(killTimer);
    closeBoth(stdout, stderr);
    const files = await collect(spec.collect);
    return {
        stdout: stdout.text,
        stderr: stderr.text,
        end: endOf(exit, { cancelled, timedOut, budget, stdout }, limits),
        files,
        startedAt,
        durationMs: Date.now() - startedAt.getTime(),
        steps: stdout.steps,
        ...(strays > 0 ? { strayProcesses: strays } : {}),
    };
}
async function runInProcess(spec, limits) {
    const startedAt = new Date();
    const controller = new AbortController();
    let timedOut = false;
    let cancelled = false;
    const stop = () => controller.abort();
    const budget = new OutputBudget(limits.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES, stop);
    const { stdout, stderr } = captures(limits, budget, stop);
    const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
    }, limits.timeoutMs);
    const onAbort = () => {
        cancelled = true;
        controller.abort();
    };
    limits.signal.addEventListener("abort", onAbort, { once: true });
    if (limits.signal.aborted)
        onAbort();
    let exit;
    try {
        const result = await spec.run({
            stdout: (line) => stdout.write(`${line}\n`),
            stderr: (text) => stderr.write(text),
            signal: controller.signal,
            cwd: spec.cwd,
        });
        // Stopped in process is what SIGKILL is to a spawned agent.
        exit = controller.signal.aborted ? { kind: "signalled", signal: "SIGKILL" } : { kind: "exited", code: result.exitCode };
    }
    catch (error) {
        const crash = error instanceof Error ? error.message : String(error);
        stderr.write(`${crash}\n`);
        exit = { kind: "exited", code: 1 };
    }
    clearTimeout(timer);
    limits.signal.removeEventListener("abort", onAbort);
    closeBoth(stdout, stderr);
    return {
        stdout: stdout.text,
        stderr: stderr.text,
        end: endOf(exit, { cancelled, timedOut, budget, stdout }, limits),
        files: {},
        startedAt,
        durationMs: Date.now() - startedAt.getTime(),
        steps: stdout.steps,
    };
}
function captures(limits, budget, onStepLimit) {
    const steps = limits.stepCounter ? { stepCounter: limits.stepCounter, maxSteps: limits.maxSteps, onStepLimit } : {};
    return {
        stdout: new OutputCapture(limits.stdoutPath, { keepEmpty: true, budget, ...steps }),
        stderr: new OutputCapture(limits.stderrPath, { keepEmpty: false, budget }),
    };
}
/**
 * The one state the agent ended in. Several can happen at once (a timeout while the disk fills):
 * a cancel wins unless the timeout came first, then a failed start, a log write, the output cap,
 * the timeout and the step limit; otherwise the process's own exit.
 */
function endOf(exit, seen, limits) {
    const { budget, stdout } = seen;
    if (seen.cancelled && !seen.timedOut)
        return { kind: "cancelled", exit };
    if (exit.kind === "spawn-failed")
        return exit;
    if (budget.writeError)
        return { kind: "write-failed", error: budget.writeError, exit };
    if (budget.limitHit)
        return { kind: "output-limit", maxBytes: budget.maxBytes, receivedBytes: budget.received, exit };
    if (seen.timedOut)
        return { kind: "timed-out", afterMs: limits.timeoutMs, exit };
    if (stdout.stepLimitHit)
        return { kind: "step-limit", steps: stdout.steps, maxSteps: limits.maxSteps ?? stdout.steps, exit };
    return exit;
}
function closeBoth(stdout, stderr) {
    stdout.close();
    stderr.close();
}
function delay(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
async function collect(files) {
    const out = {};
    for (const [name, file] of Object.entries(files ?? {})) {
        try {
            out[name] = await readFile(file, "utf8");
        }
        catch {
            // Not written by the agent: parse() sees it missing.
        }
    }
    return out;
}

// Runs a JSONL case's rules (all of them, so every result is listed) and the
// `expected` check. `negate` flips a rule; `message` replaces its failure text.
async function runRules(rules, input, source, location) {
    const outcome = { results: [], failures: [], crashes: [] };
    for (const [index, rule] of rules.entries()) {
        const label = rules.length > 1 ? `assert[${index}] ${rule.type}` : rule.type;
        let result;
        try {
            result = await (await checkOf(rule, source))(input);
        }
        catch (error) {
            const message = `${label}: ${error instanceof RuleCrash ? error.message : `the check failed to run: ${error?.message ?? String(error)}`}`;
            outcome.crashes.push(message);
            outcome.results.push({ kind: "rule", name: rule.type, passed: false, expected: bound(rule.value), message, ...(location ? { location } : {}) });
            continue;
        }
        const passed = rule.negate ? !result.passed : result.passed;
        // Script and judge messages are user text: keep them short.
        const found = cutText(rule.negate ? `negated rule matched: ${result.message}` : result.message);
        const message = passed ? found : (rule.message ?? found);
        if (!passed)
            outcome.failures.push(`${label}: ${message}`);
        outcome.results.push({
            kind: "rule",
            name: rule.type,
            passed,
            ...(result.expected !== undefined ? { expected: bound(rule.negate ? { not: result.expected } : result.expected) } : {}),
            ...(result.actual !== undefined ? { actual: bound(result.actual) } : {}),
            message,
            ...(location ? { location } : {}),
        });
    }
    return outcome;
}
/**
 * JSONL `expected`: the output equals it. A string compares with the text
 * (surrounding whitespace ignored); anything else with the JSON in the output
 * (whole text, ```json block, or JSON between prose), key order ignored.
 */
async function runExpected(testCase, input, location) {
    const check = outputRules.equals.compile({ type: "equals", value: testCase.expected }, {
        where: "",
        suiteDir: "",
        label: "expected",
        fail: (problem) => {
            throw new RuleCrash(problem);
        },
        unsupported: (field, reason) => {
            throw new RuleCrash(`"${field}" ${reason}`);
        },
    });
    const result = await check(input);
    return {
        kind: "expected",
        name: "equals",
        passed: result.passed,
        expected: bound(testCase.expected),
        actual: bound(result.actual),
        message: result.message,
        ...(location ? { location } : {}),
    };
}

// What the agent did, as short lines for an LLM judge: skill-creator's grader
// reads the transcript, since expectations are often about actions ("The
// skill used script Y"), not only about the final answer. Pure; bounded.
const MAX_STEPS = 80;
const MAX_LINE = 300;
/** One line per step (messages, commands with exit codes, reads, writes, skills, other tool calls, errors), workspace paths relative. */
function agentSteps(session, workspace) {
    const shown = (p) => {
        const rel = path.relative(workspace, p);
        return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : p;
    };
    // Commands, reads and writes name the tool call they came from: that call is not listed twice.
    const covered = new Set(session.events.flatMap((e) => ("toolCallId" in e && e.toolCallId ? [e.toolCallId] : [])));
    const lines = session.events.flatMap((e) => stepOf(e, shown, covered));
    const more = lines.length > MAX_STEPS ? [`… and ${lines.length - MAX_STEPS} more steps`] : [];
    return [...lines.slice(0, MAX_STEPS), ...more].map((l) => cutText(l.replace(/\s+/g, " ").trim(), MAX_LINE)).join("\n");
}
function stepOf(e, shown, covered) {
    switch (e.type) {
        case "message":
            return e.role === "assistant" && e.phase !== "thinking" && e.text.trim() !== "" ? [`said: ${e.text.slice(0, MAX_LINE)}`] : [];
        case "command":
            return [`ran: ${e.command}${e.exitCode !== undefined ? ` (exit ${e.exitCode})` : ""}`];
        case "fileRead":
            return [`read: ${shown(e.path)}`];
        case "fileWrite":
            return [`${e.kind === "delete" ? "deleted" : "wrote"}: ${shown(e.path)}`];
        case "skillSignal":
            return [`used skill: ${e.skill} (${e.confidence}, ${e.signal})`];
        case "toolCall":
            return e.id && covered.has(e.id) ? [] : [`called tool: ${e.tool}${e.args !== undefined ? ` ${(JSON.stringify(e.args) ?? "").slice(0, MAX_LINE)}` : ""}`];
        case "error":
            return [`error: ${e.message}`];
        default:
            return [];
    }
}
/** The files the agent wrote inside the workspace (relative, "/"-separated, each once, deleted ones left out). */
function writtenFiles(session, workspace) {
    const files = new Map();
    for (const e of session.events) {
        if (e.type !== "fileWrite")
            continue;
        const rel = path.relative(workspace, e.path);
        if (rel === "" || rel.startsWith("..") || path.isAbsolute(rel))
            continue;
        files.set(rel.split(path.sep).join("/"), e.kind !== "delete");
    }
    return [...files].filter(([, kept]) => kept).map(([f]) => f);
}

// Grades an Agent Skills eval: each evals.json expectation by the judge (one
// call per expectation, with expected_output, the agent's steps and the files
// it wrote as context), or a trigger eval by the runner's skill detection.
/** Detections that count as using the skill: the skill tool, or a read of its SKILL.md. */
const USED = new Set(["explicit", "strong"]);
async function evaluateSkillEval(testCase, session, options) {
    const spec = testCase.skillEval;
    const file = repoRelative$1(testCase.source.file, options.repoRoot);
    if (spec.kind === "trigger") {
        const result = triggerResult(spec.skill.name, spec.shouldTrigger, session, { file, ...(testCase.source.line ? { line: testCase.source.line } : {}) });
        if (result.passed)
            return { assertions: [result] };
        return { assertions: [result], failure: { origin: "assertion", error: { name: "AssertionError", message: result.message } } };
    }
    const assertions = [];
    const crashes = [];
    const request = {
        output: session.finalOutput,
        input: testCase.prompt,
        ...(spec.expectedOutput !== undefined ? { expectedOutput: spec.expectedOutput } : {}),
        steps: agentSteps(session, options.workspace),
        written: { workspace: options.workspace, files: writtenFiles(session, options.workspace) },
    };
    for (const expectation of spec.expectations) {
        const location = { file, ...(expectation.line ? { line: expectation.line } : {}) };
        try {
            if (!options.judge)
                throw new Error("no judge runner is configured (set judge: in agent-bench.config)");
            const verdict = await options.judge({ ...request, criteria: expectation.text });
            if (typeof verdict?.passed !== "boolean")
                throw new Error('the judge\'s reply has no boolean "passed"');
            const reason = verdict.reason?.trim() || (verdict.passed ? "the judge found it met" : "the judge found it not met");
            assertions.push(expectationResult(expectation, verdict.passed, cutText(reason), location));
        }
        catch (error) {
            const message = `the judge could not decide: ${error?.message ?? String(error)}`;
            crashes.push(`${quoted(expectation)}: ${message}`);
            assertions.push(expectationResult(expectation, false, cutText(message), location));
        }
    }
    // A judge that cannot answer says nothing about the agent: a crash of the check (as a JSONL judge rule's), not an unmet expectation.
    if (crashes.length > 0)
        return { assertions, failure: { origin: "assert-hook", error: { name: "JudgeError", message: crashes.join("\n") } } };
    const failed = assertions.filter((a) => !a.passed);
    if (failed.length === 0)
        return { assertions };
    return { assertions, failure: { origin: "assertion", error: { name: "AssertionError", message: expectationsMessage(failed, assertions.length) } } };
}
function expectationResult(e, passed, reason, location) {
    return { kind: "expectation", name: cutText(e.text, 1000), passed, actual: { passed, reason }, message: reason, location };
}
/** One line naming every unmet expectation by its text (the terminal shows the first line), then the judge's reasons. */
function expectationsMessage(failed, total) {
    const head = failed.length === 1
        ? `expectation not met: ${JSON.stringify(failed[0].name)}`
        : `${failed.length} of ${total} expectations not met: ${failed.map((a) => JSON.stringify(a.name)).join("; ")}`;
    return [head, ...failed.map((a) => `- ${JSON.stringify(a.name)}: ${a.message}`)].join("\n");
}
function quoted(e) {
    return JSON.stringify(e.text);
}
function triggerResult(skill, shouldTrigger, session, location) {
    const detection = session.detectedSkills.find((d) => d.skill === skill && USED.has(d.confidence));
    const used = detection !== undefined;
    const others = session.detectedSkills.filter((d) => d !== detection).map((d) => `${d.skill} (${d.confidence})`);
    const seen = detection ? `was used (${detection.confidence}: ${detection.evidence.slice(0, 2).join("; ") || "detected"})` : "was not used";
    const also = others.length > 0 ? `; other skills detected: ${others.join(", ")}` : "";
    const verdict = used === shouldTrigger ? "" : shouldTrigger ? "missed: " : "false trigger: ";
    return {
        kind: "trigger",
        name: `${skill} ${shouldTrigger ? "should trigger" : "should not trigger"}`,
        passed: used === shouldTrigger,
        expected: { skill, shouldTrigger },
        actual: { used, ...(detection ? { confidence: detection.confidence } : {}) },
        message: cutText(`${verdict}skill ${JSON.stringify(skill)} ${seen}${also}`),
        location,
    };
}

// Soft assertions: failures collected during assert() are thrown once, as one
// AssertionError listing them all, after it returns; a later hard failure joins
// them. The aggregate keeps the failure class of the first classified failure.
const MAX_LISTED = 50;
function softAggregate(failures) {
    const count = failures.length;
    const listed = failures.slice(0, MAX_LISTED).map((f, i) => `${i + 1}. ${f.error.message}`);
    if (count > MAX_LISTED)
        listed.push(`… and ${count - MAX_LISTED} more (every one is in the assertion results)`);
    const message = [`${count} assertion failure${count === 1 ? "" : "s"} collected during case execution:`, ...listed].join("\n");
    const error = new AssertionError({ message, actual: count, expected: 0, operator: "softAssertions" });
    error.stack = [`${error.name}: ${message}`, ...failures.map((f, i) => `Assertion ${i + 1}\n${f.error.stack ?? f.error.message}`)].join("\n\n");
    const classified = failures.map((f) => f.failureClass ?? failureClassOf(f.error)).find((c) => c !== undefined);
    if (classified)
        attachFailureClass(error, classified);
    error.failures = failures.map((f) => f.error);
    return error;
}
/** What assert() ended with, soft failures included: undefined when everything passed. */
function settleSoft(store, thrown) {
    const soft = store.softFailures.splice(0);
    if (thrown === undefined)
        return soft.length > 0 ? softAggregate(soft) : undefined;
    // A crash (not an assertion) is reported as itself; the soft failures stay listed as results.
    if (!(thrown instanceof AssertionError) || soft.length === 0)
        return thrown;
    return softAggregate([...soft, { error: thrown, failureClass: failureClassOf(thrown) }]);
}
/** The individual failures inside an aggregate, or the error itself. */
function partsOf(error) {
    const failures = error.failures;
    return error instanceof AssertionError && error.operator === "softAssertions" && Array.isArray(failures) ? failures : [error];
}

// Runs a case's checks against a session: the suite module's assert(report, ctx)
// or the JSONL case's rules / expected value. Returns every assertion that ran
// and, when the case failed, where the failure came from: an AssertionError
// (from node:assert or the helpers) is "assertion", anything else "assert-hook".
async function evaluateCase(testCase, session, options) {
    if (testCase.skillEval)
        return evaluateSkillEval(testCase, session, options);
    if (testCase.assert)
        return evaluateHook(testCase, session, options);
    return evaluateDeclarative(testCase, session, options);
}
async function evaluateHook(testCase, session, options) {
    const store = newStore(options.repoRoot);
    const assertFn = testCase.assert;
    const thrown = await withStore(store, async () => {
        let caught;
        try {
            await assertFn(session, createContext(session, options));
        }
        catch (error) {
            caught = error ?? new Error(`assert threw ${String(error)}`);
        }
        return settleSoft(store, caught);
    });
    const assertions = store.results;
    if (thrown === undefined) {
        // A case whose assert ran no recorded check still shows that it ran.
        if (assertions.length === 0)
            assertions.push({ kind: "hook", name: "assert", passed: true, ...caseLocation(testCase, options) });
        return { assertions };
    }
    // Failures a helper already recorded are not listed twice; anything else (a plain throw,
    // another copy of node:assert) gets a hook entry at the line that threw.
    for (const part of partsOf(thrown)) {
        if (part instanceof Error && store.recorded.has(part))
            continue;
        const location = userLocation(part instanceof Error ? part.stack : undefined, options.repoRoot);
        assertions.push({
            kind: "hook",
            name: "assert",
            passed: false,
            message: cutText(part instanceof Error ? part.message : String(part)),
            ...(location ? { location } : caseLocation(testCase, options)),
        });
    }
    const error = serialize(thrown, options.repoRoot);
    const failureClass = failureClassOf(thrown);
    return {
        assertions,
        failure: { origin: isAssertionError(thrown) ? "assertion" : "assert-hook", error, ...(failureClass ? { failureClass } : {}) },
    };
}
async function evaluateDeclarative(testCase, session, options) {
    const input = { session, output: session.finalOutput, input: testCase.prompt, testCase, judge: options.judge };
    const { location } = caseLocation(testCase, options);
    const source = { where: `${testCase.source.file}${testCase.source.line ? `:${testCase.source.line}` : ""}`, suiteDir: path.dirname(testCase.source.file) };
    const assertions = [];
    const failures = [];
    const crashes = [];
    if (testCase.rules && testCase.rules.length > 0) {
        const outcome = await runRules(testCase.rules, input, source, location);
        assertions.push(...outcome.results);
        failures.push(...outcome.failures);
        crashes.push(...outcome.crashes);
    }
    else if (testCase.hasExpected) {
        const result = await runExpected(testCase, input, location);
        assertions.push(result);
        if (!result.passed)
            failures.push(`expected: ${result.message}`);
    }
    if (crashes.length > 0) {
        return { assertions, failure: { origin: "assert-hook", error: { name: "RuleCrash", message: [...crashes, ...failures].join("\n") } } };
    }
    if (failures.length > 0) {
        const count = failures.length;
        const head = count === 1 ? failures[0] : `${count} of ${assertions.length} rules failed:\n${failures.map((f, i) => `${i + 1}. ${f}`).join("\n")}`;
        return { assertions, failure: { origin: "assertion", error: { name: "AssertionError", message: head } } };
    }
    return { assertions };
}
function caseLocation(testCase, options) {
    const file = testCase.source.file;
    if (!file || file === "<inline>")
        return {};
    return { location: { file: repoRelative$1(file, options.repoRoot), ...(testCase.source.line ? { line: testCase.source.line } : {}) } };
}
function isAssertionError(error) {
    return (error instanceof AssertionError || (error instanceof Error && (error.name === "AssertionError" || error.code === "ERR_ASSERTION")));
}
const MAX_ERROR_TEXT = 8000;
/** With `repoRoot` (an assertion failure), the stack keeps only the suite's own frames, repository-relative, and long texts are cut. */
function serialize(error, repoRoot) {
    if (error instanceof Error) {
        if (repoRoot === undefined)
            return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
        const stack = error.stack ? cutText(userStack(error.stack, repoRoot), MAX_ERROR_TEXT) : undefined;
        return { name: error.name, message: cutText(error.message, MAX_ERROR_TEXT), ...(stack ? { stack } : {}) };
    }
    return { name: "Error", message: String(error) };
}

// Decides an execution's status, failure origin and class from what the
// process did, what the session says and what the assertions found. Pure.
/** A failure before assertions: the agent could not start, hung, crashed, was cut off or its provider failed. */
function processFailure(p, session, ctx) {
    const { end } = p;
    switch (end.kind) {
        case "cancelled":
            return { origin: "cancelled", message: "cancelled before the agent finished" };
        case "spawn-failed": {
            const { code, message } = end.error;
            if (code === "ENOENT")
                return { origin: "spawn", message: `could not start "${ctx.executable}": not found (is it installed and on PATH?)` };
            if (code === "EHELPER")
                return { origin: "spawn", message: `"${ctx.executable}" was stopped because ${message}; --resume runs it again (output so far is in stdout.log)` };
            return { origin: "spawn", message: `could not start "${ctx.executable}": ${message}` };
        }
        case "write-failed": {
            const { code, message, path } = end.error;
            const file = path.split(/[\\/]/).pop();
            const why = code === "ENOSPC" || code === "EDQUOT" ? `the disk is full (${code})` : message;
            return { origin: "disk", message: `could not write ${file}: ${why}; the agent was stopped (what fit is in ${file})` };
        }
        case "output-limit":
            return {
                origin: "output-limit",
                message: `the agent printed more than maxOutputBytes (${formatBytes(end.maxBytes)}): ${formatBytes(end.receivedBytes)} by the time it was stopped; stdout.log keeps the first ${formatBytes(end.maxBytes)}`,
            };
        case "timed-out":
            return { origin: "timeout", message: `timed out after ${formatMs(end.afterMs)}; the agent's process tree was killed (output so far is in stdout.log)` };
        case "step-limit":
            return {
                origin: "max-steps",
                message: `Exceeded maxSteps: observed ${end.steps} steps with limit ${end.maxSteps} for runner "${ctx.runnerId}" (${ctx.runnerType}). Agent terminated by agent-bench. Raw output preserved.`,
            };
        case "exited":
        case "signalled":
            return sessionFailure(session, ctx) ?? exitFailure(end, p.stderr, session) ?? fatalError(session);
        default:
            return unreachable(end);
    }
}
/** The agent ended by itself, but its output could not be read or shows the provider or model failing. */
function sessionFailure(session, ctx) {
    if (ctx.parseError)
        return { origin: "normalization", message: `could not read the agent's output: ${ctx.parseError}` };
    if (ctx.modelRejection)
        return { origin: "model-rejected", message: ctx.modelRejection };
    const errors = session?.errors ?? [];
    const api = errors.find((e) => e.kind === "api" || e.kind === "authentication" || e.kind === "rate-limit");
    if (api)
        return { origin: "api", message: `provider API error${api.status ? ` ${api.status}` : ""}: ${api.message}` };
    const maxTurns = errors.find((e) => e.kind === "max-turns");
    if (maxTurns)
        return { origin: "max-steps", message: maxTurns.message };
    const output = errors.find((e) => e.kind === "output");
    if (output)
        return { origin: "normalization", message: output.message };
    return undefined;
}
function exitFailure(exit, stderr, session) {
    if (exit.kind === "signalled")
        return { origin: "runner", message: `agent was killed by ${exit.signal}` };
    if (exit.code === 0)
        return undefined;
    const detail = session?.errors[0]?.message ?? lastLine(stderr);
    return { origin: "runner", message: `agent exited with code ${exit.code}${detail ? `: ${detail}` : ""}` };
}
// A permission denial is the agent's behaviour under the tools it was given (maybe on purpose):
// the assertions judge it, not the engine.
function fatalError(session) {
    const fatal = session?.errors.find((e) => e.kind === "crash" || e.kind === "other");
    return fatal ? { origin: "runner", message: fatal.message } : undefined;
}
function decide(input) {
    const { testCase, failure, evaluation } = input;
    if (failure) {
        return {
            status: ERRORED_ORIGINS.has(failure.origin) ? "errored" : "failed",
            passed: false,
            failureOrigin: failure.origin,
            failureClass: DEFAULT_FAILURE_CLASSES[failure.origin],
            error: { name: "ExecutionError", message: failure.message },
        };
    }
    const f = evaluation?.failure;
    if (!f) {
        if (testCase.expectedFail) {
            return {
                status: "unexpected-passed",
                passed: false,
                failureClass: UNEXPECTED_PASS_CLASS,
                error: { name: "UnexpectedPass", message: "the case is marked expectedFail but every assertion passed" },
            };
        }
        return { status: "passed", passed: true };
    }
    // expectedFail excuses assertion failures only; a crash in the assert hook stays a failure.
    if (testCase.expectedFail && f.origin === "assertion") {
        return {
            status: "expected-failed",
            passed: true,
            failureOrigin: f.origin,
            failureClass: f.failureClass ?? DEFAULT_FAILURE_CLASSES.assertion,
            error: f.error,
        };
    }
    return { status: "failed", passed: false, failureOrigin: f.origin, failureClass: f.failureClass ?? DEFAULT_FAILURE_CLASSES[f.origin], error: f.error };
}
/** 64 MB, 1.5 GB, 512 KB, 100 bytes: sizes as people read them (1 MB = 1024 × 1024 bytes). */
function formatBytes(bytes) {
    const units = [
        ["GB", 1024 ** 3],
        ["MB", 1024 ** 2],
        ["KB", 1024],
    ];
    for (const [unit, size] of units) {
        if (bytes >= size) {
            const value = bytes / size;
            return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
        }
    }
    return `${bytes} bytes`;
}
function formatMs(ms) {
    return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}
function lastLine(text) {
    const lines = text
        .trim()
        .split("\n")
        .filter((l) => l.trim() !== "");
    return lines.at(-1)?.slice(0, 300);
}
/** A full disk while writing an execution's files: that execution errors (origin disk), the run goes on. */
function diskFailure(what, error) {
    return { origin: "disk", message: `could not write ${what}: the disk is full (${error.code})` };
}

// One call of the agent under test: prepare its process, run it, read its
// session, and say whether the process itself failed. A single-turn execution
// is one call; a multi-turn case makes one per turn in the same workspace and home.
async function runAgentTurn(adapter, ctx, place, env, timeoutMs) {
    const { runner } = ctx;
    const maxSteps = env.maxStepsFor(runner);
    let outcome;
    let executable;
    try {
        const spec = await adapter.prepare(ctx);
        if (spec.kind === "spawn") {
            executable = spec.executable;
            for (const file of spec.files ?? []) {
                await ensureDir(path.dirname(file.path));
                await writeFile(file.path, file.content);
            }
        }
        outcome = await runProcess(spec, {
            timeoutMs,
            maxSteps,
            stepCounter: maxSteps !== undefined ? adapter.createStepCounter?.() : undefined,
            signal: env.signal,
            stdoutPath: path.join(place.absDir, "stdout.log"),
            stderrPath: path.join(place.absDir, "stderr.log"),
            maxOutputBytes: runner.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES,
        });
    }
    catch (error) {
        return {
            failure: isDiskFull(error)
                ? diskFailure("the agent's files", error)
                : { origin: "spawn", message: `could not run the agent: ${serialize(error).message}` },
        };
    }
    const parseCtx = {
        runner: ctx.runnerInfo,
        prompt: ctx.case.prompt,
        cwd: ctx.workspace,
        stdoutPath: path.join(place.relDir, "stdout.log"),
        // stderr.log exists only when the agent wrote to it.
        ...(outcome.stderr ? { stderrPath: path.join(place.relDir, "stderr.log") } : {}),
        options: runner.options,
        knownSkills: findSkills(ctx.workspace),
        skillRoots: AGENT_CONTEXT.skillFolders.map((root) => path.join(ctx.workspace, root)),
    };
    let session;
    let parseError;
    try {
        session = adapter.parse(outcome, parseCtx);
    }
    catch (error) {
        parseError = serialize(error).message;
        session = emptySession(ctx.runnerInfo, ctx.case.prompt);
    }
    session.startedAt = outcome.startedAt.toISOString();
    session.durationMs = outcome.durationMs;
    session.endedAt = new Date(outcome.startedAt.getTime() + outcome.durationMs).toISOString();
    const modelRejection = adapter.detectModelRejection?.(outcome, session);
    if (modelRejection)
        env.rejectedModels.set(runner.id, modelRejection);
    const failure = processFailure(outcome, session, { executable, runnerId: runner.id, runnerType: runner.type, modelRejection, parseError });
    return { outcome, session, ...(failure ? { failure } : {}) };
}

// A failed execution keeps the agent CLI's session (the transcript files its
// resume option reads, from the execution's home) in its artifacts, so that
// `agent-bench explain` can resume it after the run, when the home is gone.
/** In the execution's folder: the home-relative session folders, as they were. */
const SESSION_DIR = "agent-session";
/** Copies the adapter's session folders; returns a warning when they could not be kept. */
async function keepSession(adapter, home, executionDir) {
    for (const rel of adapter.sessionFiles ?? []) {
        const from = path.join(home, rel);
        if (!existsSync(from))
            continue;
        try {
            // Links are left behind: one could point at a credential file outside the home.
            await cp(from, path.join(executionDir, SESSION_DIR, rel), { recursive: true, filter: (source) => !lstatSync(source).isSymbolicLink() });
        }
        catch (error) {
            return `could not keep the agent's session for agent-bench explain: ${error.message}`;
        }
    }
    return undefined;
}

// Defense in depth for the GitHub Actions log: agent text is escaped wherever
// it is shown (terminalSafe, one line per result), and on top of that, while
// it is printed in Actions, workflow commands are off. The runner reads a line
// starting with "::" as a command (::error::, ::add-mask::, ::set-output::);
// between ::stop-commands::<token> and ::<token>:: it reads none, and the
// token is random, so agent text cannot end the pause by itself.
/** The text as printed: unchanged outside Actions, between a stop and a resume of workflow commands inside. */
function untrustedBlock(text, env = process.env) {
    if (env.GITHUB_ACTIONS !== "true" || text === "")
        return text;
    const token = randomBytes(16).toString("hex");
    return `::stop-commands::${token}\n${text}${text.endsWith("\n") ? "" : "\n"}::${token}::\n`;
}
/** A log line holding text from outside (an artifact, a suite, a branch name): printed inert, on one line. */
function logUntrusted(text, env = process.env) {
    process.stdout.write(untrustedBlock(`${text.replace(/[\r\n]+/gu, " ")}\n`, env));
}

export { isDiskFull as A, decide as B, diskFailure as C, prepareWorkspace as D, agentEnv as E, keepSession as F, removeWorkspace as G, createOwnFolder as H, pruneEmptyFolders as I, findGitRoot as J, git as K, withoutOwnFolders as L, isOwnFolder as M, eachLimited as N, executionEnv as O, holdSpawner as P, SESSION_DIR as S, runnerInfo as a, runAgentTurn as b, createHome as c, createScriptedModels as d, ensureDir as e, findRepoRoot as f, repoRelative as g, compileRules as h, loadRuleEngines as i, warmUpSpawner as j, probeRepository as k, logUntrusted as l, detectCommit as m, normalizeTags as n, stopIdleSpawner as o, processEnvSnapshot as p, resolveLimits as q, removeHome as r, splitList as s, resolveRepositoryWorkspace as t, untrustedBlock as u, runProcess as v, writeSession as w, runRules as x, excerpt as y, evaluateCase as z };
