import { c as currentStore, a as callerFrame, l as locationIn, r as recordResult, b as classStorage, d as classify } from './chunks/location-D_6DLXkz.js';
import { d as describeParsed, p as parseCommand, S as SKILL_CONFIDENCE_ORDER } from './chunks/session-B_q7XYQ7.js';
import { b as bound, p as plural, c as compose, o as observedList, d as describeCommandMatcher, a as commandPredicate, e as commandsOf, i as isStructured, f as describeMatcher, m as matchesText, g as fileReadsOf, h as fileWritesOf, s as safeJson, j as extractJson, k as jsonEqual, l as cutText, q as quoteList, t as toolCallsOf } from './chunks/extract-B6E_oPUN.js';
export { C as CommandMatcherBuilder, n as commandMatcher } from './chunks/extract-B6E_oPUN.js';
import { AssertionError } from 'node:assert';
import nodeAssert from 'node:assert/strict';
import { j as jsonPathProblem, q as queryJsonPath } from './chunks/path-Dyxoge-5.js';
import 'node:async_hooks';
import 'node:fs';
import 'node:path';
import 'node:url';
import 'node:util';
import 'node:vm';

// Turns a check into a public assertion: it records one result (passed or not,
// with the suite file and line of the call) and throws an AssertionError on
// failure, or, in soft mode, collects it to be thrown after assert() returns.
// Helpers call helpers (assert.throws(fn) runs fn; soft wraps hard): only the
// outermost call is the user's assertion and gets recorded.
let depth = 0;
function helper(name, check, soft) {
    return (...args) => {
        const top = depth === 0;
        const caller = top && currentStore() ? callerFrame() : undefined;
        depth++;
        let verdict;
        try {
            verdict = check(...args);
        }
        finally {
            depth--;
        }
        settle(name, verdict, soft, top, caller);
    };
}
/** For node:assert's rejects / doesNotReject, which settle later. They are never soft (as in skillgym). */
function asyncHelper(name, check) {
    return async (...args) => {
        const top = depth === 0;
        const caller = top && currentStore() ? callerFrame() : undefined;
        const verdict = await check(...args);
        settle(name, verdict, false, top, caller);
    };
}
function settle(name, verdict, soft, top, caller) {
    const error = verdict.passed
        ? undefined
        : (verdict.error ?? new AssertionError({ message: verdict.message ?? `${name} failed`, actual: verdict.actual, expected: verdict.expected, operator: name }));
    const store = currentStore();
    if (top && store) {
        const location = caller && locationIn(caller, store.repoRoot);
        recordResult({
            kind: "helper",
            name,
            passed: verdict.passed,
            ...(verdict.expected !== undefined ? { expected: bound(verdict.expected) } : {}),
            ...(verdict.actual !== undefined ? { actual: bound(verdict.actual) } : {}),
            ...(error ? { message: error.message } : {}),
            ...(soft ? { soft: true } : {}),
            ...(location ? { location } : {}),
        }, error);
    }
    if (!error)
        return;
    if (soft && store) {
        store.softFailures.push({ error, failureClass: classStorage.getStore() });
        return;
    }
    throw error;
}

// The eleven ordered-list assertions shared by commands, file reads and file
// writes: includes, notIncludes, count, atLeast, atMost, before, only, size,
// exactlyOne, first, last. Each failure names what was expected and lists what
// was observed, numbered, so "#3" in a message points into the list.
function listChecks(spec) {
    const { one, many } = spec;
    const observed = (values, matchers) => observedList(many, values, spec.show?.(matchers));
    const indexes = (values, test) => values.flatMap((v, i) => (test(v) ? [i] : []));
    const refs = (list) => list.map((i) => `#${i + 1}`).join(", ");
    const counted = (report, matcher) => {
        const values = spec.values(report);
        return { values, count: indexes(values, spec.predicate(matcher)).length };
    };
    const verdict = (passed, detail, values, matchers, options, extra) => ({
        passed,
        ...(passed ? {} : { message: compose(detail, observed(values, matchers), options?.message) }),
        ...extra,
    });
    const countCheck = (label, ok) => (report, matcher, n, options) => {
        const { values, count } = counted(report, matcher);
        return verdict(ok(count, n), `Expected ${label(n)} matching ${spec.describe(matcher)}, but found ${count}.`, values, [matcher], options, { expected: n, actual: count });
    };
    return {
        includes(report, matcher, options) {
            const values = spec.values(report);
            const passed = values.some(spec.predicate(matcher));
            return verdict(passed, `Expected a ${one} matching ${spec.describe(matcher)}, but none did.`, values, [matcher], options, { expected: spec.describe(matcher), actual: values });
        },
        notIncludes(report, matcher, options) {
            const values = spec.values(report);
            const hits = indexes(values, spec.predicate(matcher));
            const detail = `Expected no ${one} matching ${spec.describe(matcher)}, but ${plural(hits.length, one, many)} did (${refs(hits)}).`;
            return verdict(hits.length === 0, detail, values, [matcher], options, { expected: spec.describe(matcher), actual: hits.map((i) => values[i]) });
        },
        count: countCheck((n) => plural(n, one, many), (c, n) => c === n),
        atLeast: countCheck((n) => `at least ${plural(n, one, many)}`, (c, n) => c >= n),
        atMost: countCheck((n) => `at most ${plural(n, one, many)}`, (c, n) => c <= n),
        before(report, first, second, options) {
            const values = spec.values(report);
            const a = values.findIndex(spec.predicate(first));
            const b = values.findIndex(spec.predicate(second));
            const da = spec.describe(first);
            const db = spec.describe(second);
            const reason = a === -1 ? `no ${one} matched ${da}` : b === -1 ? `no ${one} matched ${db}` : `the first match of ${da} is #${a + 1} and the first match of ${db} is #${b + 1}`;
            return verdict(a !== -1 && b !== -1 && a < b, `Expected a ${one} matching ${da} before a ${one} matching ${db}, but ${reason}.`, values, [first, second], options, {
                expected: [da, db],
                actual: { first: a === -1 ? null : a + 1, second: b === -1 ? null : b + 1 },
            });
        },
        only(report, matchers, options) {
            const values = spec.values(report);
            const tests = matchers.map((m) => spec.predicate(m));
            const bad = indexes(values, (v) => !tests.some((t) => t(v)));
            const list = matchers.map((m) => spec.describe(m)).join(", ") || "(none)";
            const detail = `Expected every ${one} to match one of: ${list}, but ${plural(bad.length, one, many)} did not (${refs(bad)}).`;
            return verdict(bad.length === 0, detail, values, matchers, options, { expected: matchers.map((m) => spec.describe(m)), actual: bad.map((i) => values[i]) });
        },
        size(report, n, options) {
            const values = spec.values(report);
            return verdict(values.length === n, `Expected ${plural(n, one, many)} in total, but found ${values.length}.`, values, [], options, { expected: n, actual: values.length });
        },
        exactlyOne(report, matcher, options) {
            const { values, count } = counted(report, matcher);
            return verdict(count === 1, `Expected exactly one ${one} matching ${spec.describe(matcher)}, but found ${count}.`, values, [matcher], options, { expected: 1, actual: count });
        },
        first: endCheck(spec, "first", (values) => values[0], observed),
        last: endCheck(spec, "last", (values) => values.at(-1), observed),
    };
}
function endCheck(spec, which, pick, observed) {
    return (report, matcher, options) => {
        const values = spec.values(report);
        const value = pick(values);
        const passed = value !== undefined && spec.predicate(matcher)(value);
        const reason = value === undefined ? `there were no ${spec.many}` : "it did not";
        return {
            passed,
            ...(passed ? {} : { message: compose(`Expected the ${which} ${spec.one} to match ${spec.describe(matcher)}, but ${reason}.`, observed(values, [matcher]), options?.message) }),
            expected: spec.describe(matcher),
            actual: value ?? null,
        };
    };
}
/** The public group (assert.commands, …) built from the checks, hard or soft. */
function listGroup(spec, soft) {
    const checks = listChecks(spec);
    const group = {};
    for (const [method, check] of Object.entries(checks))
        group[method] = helper(`${spec.group}.${method}`, check, soft);
    return group;
}

// assert.commands.*: the commands the agent ran, in order. Matchers are a
// substring or RegExp of the raw command, or a structured matcher on the
// parsed command (shell wrappers removed).
const commandSpec = {
    group: "commands",
    one: "command",
    many: "commands",
    values: commandsOf,
    predicate: commandPredicate,
    describe: describeCommandMatcher,
    // Structured matchers compare the parsed command, so show what it parsed to.
    show: (matchers) => (matchers.some(isStructured) ? (command) => `${command}  (parsed: ${describeParsed(parseCommand(command))})` : undefined),
};
function commandAssertions(soft) {
    return listGroup(commandSpec, soft);
}

// assert.fileReads.* and assert.fileWrites.*: absolute paths the agent read or
// wrote, in order. Matchers are a substring or a RegExp of the path.
function pathSpec(group, one, many, values) {
    return {
        group,
        one,
        many,
        values,
        predicate: (matcher) => {
            if (typeof matcher !== "string" && !(matcher instanceof RegExp))
                throw new TypeError(`assert.${group}: a path matcher must be a string or a RegExp, got ${typeof matcher}`);
            return (value) => matchesText(value, matcher);
        },
        describe: describeMatcher,
    };
}
const fileReadSpec = pathSpec("fileReads", "file read", "file reads", fileReadsOf);
const fileWriteSpec = pathSpec("fileWrites", "file write", "file writes", fileWritesOf);
function fileReadAssertions(soft) {
    return listGroup(fileReadSpec, soft);
}
function fileWriteAssertions(soft) {
    return listGroup(fileWriteSpec, soft);
}

// node:assert/strict, recorded: every call of assert(), assert.equal,
// assert.match, … becomes one assertion result with its suite line. Node does
// the checking and writes the message; nothing here changes an outcome.
/** (actual, expected, message) methods. */
const PAIRED = new Set([
    "equal",
    "notEqual",
    "strictEqual",
    "notStrictEqual",
    "deepEqual",
    "notDeepEqual",
    "deepStrictEqual",
    "notDeepStrictEqual",
    "partialDeepStrictEqual",
    "match",
    "doesNotMatch",
]);
const SYNC = new Set([...PAIRED, "ok", "throws", "doesNotThrow", "ifError", "fail"]);
const ASYNC = new Set(["rejects", "doesNotReject"]);
function syncCheck(method, name) {
    return (...args) => {
        try {
            method.apply(nodeAssert, args);
        }
        catch (error) {
            if (error instanceof AssertionError)
                return { passed: false, error, ...describeArgs(name, args) };
            throw error;
        }
        return { passed: true, ...describeArgs(name, args) };
    };
}
function asyncCheck(method) {
    return async (...args) => {
        try {
            await method.apply(nodeAssert, args);
        }
        catch (error) {
            if (error instanceof AssertionError)
                return { passed: false, error };
            throw error;
        }
        return { passed: true };
    };
}
function describeArgs(name, args) {
    if (PAIRED.has(name))
        return { actual: args[0], expected: args[1] };
    if (name === "ok")
        return { actual: args[0] };
    return {};
}
/**
 * A callable assert (assert(value, message) is assert.ok) whose methods record.
 * Non-function members (AssertionError, CallTracker, …) are node's own.
 */
function recordedNodeAssert(soft) {
    const ok = helper("ok", syncCheck(nodeAssert.ok, "ok"), soft);
    const wrapped = ((...args) => ok(...args));
    for (const key of Object.getOwnPropertyNames(nodeAssert)) {
        if (key === "length" || key === "name" || key === "prototype")
            continue;
        const descriptor = Object.getOwnPropertyDescriptor(nodeAssert, key);
        if ("value" in descriptor) {
            if (key === "strict")
                descriptor.value = wrapped;
            else if (SYNC.has(key))
                descriptor.value = helper(key, syncCheck(descriptor.value, key), soft);
            else if (ASYNC.has(key))
                descriptor.value = asyncHelper(key, asyncCheck(descriptor.value));
        }
        Object.defineProperty(wrapped, key, descriptor);
    }
    return wrapped;
}

// assert.output.*: the agent's final output text.
const SHOWN = 500;
function observedOutput(text) {
    if (text === "")
        return "Observed final output: (empty)";
    return `Observed final output (${text.length} characters): ${JSON.stringify(cutText(text, SHOWN))}`;
}
function verdict$2(report, passed, detail, options, expected, actual = report.finalOutput) {
    return { passed, ...(passed ? {} : { message: compose(detail, observedOutput(report.finalOutput), options?.message) }), expected, actual };
}
const checks$2 = {
    includes(report, matcher, options) {
        if (typeof matcher !== "string" && !(matcher instanceof RegExp))
            throw new TypeError(`assert.output.includes: the matcher must be a string or a RegExp, got ${typeof matcher}`);
        const what = typeof matcher === "string" ? `to include ${describeMatcher(matcher)}` : `to match ${describeMatcher(matcher)}`;
        return verdict$2(report, matchesText(report.finalOutput, matcher), `Expected the final output ${what}.`, options, describeMatcher(matcher));
    },
    matches(report, pattern, options) {
        if (!(pattern instanceof RegExp))
            throw new TypeError(`assert.output.matches: the pattern must be a RegExp, got ${typeof pattern}`);
        return verdict$2(report, matchesText(report.finalOutput, pattern), `Expected the final output to match ${pattern}.`, options, String(pattern));
    },
    notEmpty(report, options) {
        return verdict$2(report, report.finalOutput.length > 0, "Expected a non-empty final output.", options, "non-empty");
    },
    json(report, path, ...rest) {
        const problem = typeof path === "string" ? jsonPathProblem(path) : "the path must be a string";
        if (problem)
            throw new TypeError(`assert.output.json: invalid JSONPath ${JSON.stringify(path)}: ${problem}`);
        const hasExpected = rest.length > 0 && rest[0] !== undefined;
        const [expected, options] = rest;
        const want = hasExpected ? `to equal ${safeJson(expected)}` : "to exist";
        const detail = (reason) => `Expected JSON at ${path} in the final output ${want}, but ${reason}.`;
        const extracted = extractJson(report.finalOutput);
        if (!extracted.found)
            return verdict$2(report, false, detail("the output contains no JSON"), options, expected ?? path, null);
        const values = queryJsonPath(extracted.value, path);
        if (values.length === 0)
            return verdict$2(report, false, detail("the path matched nothing"), options, expected ?? path, extracted.value);
        const actual = values.length === 1 ? values[0] : values;
        if (!hasExpected)
            return verdict$2(report, true, "", options, path, actual);
        return verdict$2(report, jsonEqual(actual, expected), detail(`found ${safeJson(actual)}`), options, expected, actual);
    },
};
function outputAssertions(soft) {
    return {
        includes: helper("output.includes", checks$2.includes, soft),
        matches: helper("output.matches", checks$2.matches, soft),
        notEmpty: helper("output.notEmpty", checks$2.notEmpty, soft),
        json: helper("output.json", checks$2.json, soft),
    };
}

// assert.skills.*: the skills the runner detected (one detection per skill,
// with its strongest confidence). `minConfidence` counts only detections at or
// above it: weak < medium < strong < explicit.
function meets(detection, min) {
    if (min === undefined)
        return true;
    if (!SKILL_CONFIDENCE_ORDER.includes(min))
        throw new TypeError(`minConfidence must be one of ${SKILL_CONFIDENCE_ORDER.join(", ")}, got ${JSON.stringify(min)}`);
    return SKILL_CONFIDENCE_ORDER.indexOf(detection.confidence) >= SKILL_CONFIDENCE_ORDER.indexOf(min);
}
function matching(report, skill, options) {
    return report.detectedSkills.filter((d) => d.skill === skill && meets(d, options?.minConfidence));
}
function atConfidence(options) {
    return options?.minConfidence === undefined ? "" : ` with confidence ${options.minConfidence} or higher`;
}
function observed$1(report) {
    const skills = report.detectedSkills;
    if (skills.length === 0)
        return "Observed skills: (none)";
    return `Observed skills: ${skills.map((d) => `${d.skill} (${d.confidence}${d.evidence.length ? `: ${d.evidence.slice(0, 3).join("; ")}` : ""})`).join(", ")}`;
}
function verdict$1(report, passed, detail, options, expected, actual) {
    return { passed, ...(passed ? {} : { message: compose(detail, observed$1(report), options?.message) }), expected, actual };
}
const summary = (report) => report.detectedSkills.map((d) => `${d.skill} (${d.confidence})`);
const checks$1 = {
    has(report, skill, options) {
        const found = matching(report, skill, options);
        return verdict$1(report, found.length > 0, `Expected skill ${JSON.stringify(skill)} to be detected${atConfidence(options)}, but it was not.`, options, skill, summary(report));
    },
    notHas(report, skill, options) {
        const found = matching(report, skill, options);
        const how = found.map((d) => d.confidence).join(", ");
        return verdict$1(report, found.length === 0, `Expected skill ${JSON.stringify(skill)} not to be detected${atConfidence(options)}, but it was (${how}).`, options, `not ${skill}`, summary(report));
    },
    includes(report, skills, options) {
        const missing = skills.filter((s) => matching(report, s, options).length === 0);
        const detail = `Expected skills ${quoteList(skills)} to be detected${atConfidence(options)}, but ${quoteList(missing)} ${missing.length === 1 ? "was" : "were"} not.`;
        return verdict$1(report, missing.length === 0, detail, options, [...skills], summary(report));
    },
    count(report, skill, expected, options) {
        const actual = matching(report, skill, options).length;
        return verdict$1(report, actual === expected, `Expected skill ${JSON.stringify(skill)} to be detected ${expected} time(s)${atConfidence(options)}, but found ${actual}.`, options, expected, actual);
    },
    exactlyOne(report, skill, options) {
        const actual = matching(report, skill, options).length;
        return verdict$1(report, actual === 1, `Expected skill ${JSON.stringify(skill)} to be detected exactly once${atConfidence(options)}, but found ${actual}.`, options, 1, actual);
    },
    only(report, skills, options) {
        const extra = report.detectedSkills.filter((d) => meets(d, options?.minConfidence) && !skills.includes(d.skill));
        const detail = `Expected only skills ${quoteList(skills) || "(none)"} to be detected${atConfidence(options)}, but also found ${extra.map((d) => `${JSON.stringify(d.skill)} (${d.confidence})`).join(", ")}.`;
        return verdict$1(report, extra.length === 0, detail, options, [...skills], extra.map((d) => d.skill));
    },
};
function skillAssertions(soft) {
    return {
        has: helper("skills.has", checks$1.has, soft),
        notHas: helper("skills.notHas", checks$1.notHas, soft),
        includes: helper("skills.includes", checks$1.includes, soft),
        count: helper("skills.count", checks$1.count, soft),
        exactlyOne: helper("skills.exactlyOne", checks$1.exactlyOne, soft),
        only: helper("skills.only", checks$1.only, soft),
    };
}

// assert.toolCalls.*: the agent's tool calls in order. A matcher is
// { tool?, where? }: `tool` is a substring of the tool name (skillgym's rule)
// or a RegExp; `where(args, event)` is a predicate on the call's arguments.
function describeToolCallMatcher(matcher) {
    const parts = [];
    if (matcher.tool !== undefined)
        parts.push(`tool ${describeMatcher(matcher.tool)}`);
    if (matcher.where !== undefined)
        parts.push(`where ${matcher.where.name ? `${matcher.where.name}()` : "(custom predicate)"}`);
    return parts.length ? parts.join(" ") : "any tool call";
}
function matchesToolCall(event, matcher) {
    if (typeof matcher !== "object" || matcher === null)
        throw new TypeError(`a tool call matcher is an object { tool?, where? }, got ${matcher === null ? "null" : typeof matcher}`);
    if (matcher.tool !== undefined && !matchesText(event.tool, matcher.tool))
        return false;
    // Truthy, as in skillgym (JavaScript suites may return a match object).
    return matcher.where === undefined || Boolean(matcher.where(event.args, event));
}
const showCall = (e) => (e.args === undefined ? e.tool : `${e.tool} ${safeJson(e.args)}`);
function observed(calls) {
    return observedList("tool calls", calls.map(showCall));
}
function verdict(passed, detail, calls, options, expected, actual) {
    return { passed, ...(passed ? {} : { message: compose(detail, observed(calls), options?.message) }), expected, actual };
}
const countOf = (calls, m) => calls.filter((c) => matchesToolCall(c, m)).length;
function countCheck(label, ok) {
    return (report, matcher, n, options) => {
        const calls = toolCallsOf(report);
        const count = countOf(calls, matcher);
        return verdict(ok(count, n), `Expected ${label(n)} matching ${describeToolCallMatcher(matcher)}, but found ${count}.`, calls, options, n, count);
    };
}
const checks = {
    has(report, matcher, options) {
        const calls = toolCallsOf(report);
        const d = describeToolCallMatcher(matcher);
        return verdict(calls.some((c) => matchesToolCall(c, matcher)), `Expected a tool call matching ${d}, but none did.`, calls, options, d, calls.map(showCall));
    },
    count: countCheck((n) => plural(n, "tool call", "tool calls"), (c, n) => c === n),
    atLeast: countCheck((n) => `at least ${plural(n, "tool call", "tool calls")}`, (c, n) => c >= n),
    atMost: countCheck((n) => `at most ${plural(n, "tool call", "tool calls")}`, (c, n) => c <= n),
    before(report, first, second, options) {
        const calls = toolCallsOf(report);
        const a = calls.findIndex((c) => matchesToolCall(c, first));
        const b = calls.findIndex((c) => matchesToolCall(c, second));
        const da = describeToolCallMatcher(first);
        const db = describeToolCallMatcher(second);
        const reason = a === -1 ? `no tool call matched ${da}` : b === -1 ? `no tool call matched ${db}` : `the first match of ${da} is #${a + 1} and the first match of ${db} is #${b + 1}`;
        return verdict(a !== -1 && b !== -1 && a < b, `Expected a tool call matching ${da} before one matching ${db}, but ${reason}.`, calls, options, [da, db], { first: a === -1 ? null : a + 1, second: b === -1 ? null : b + 1 });
    },
    sequence(report, matchers, options) {
        const calls = toolCallsOf(report);
        const chain = matchers.map(describeToolCallMatcher);
        let at = -1;
        for (const [i, m] of matchers.entries()) {
            const next = calls.findIndex((c, j) => j > at && matchesToolCall(c, m));
            if (next === -1) {
                const where = at === -1 ? "" : ` after #${at + 1}`;
                return verdict(false, `Expected tool calls in the order ${chain.join(" -> ")}, but no call matching ${chain[i]} came${where}.`, calls, options, chain, calls.map(showCall));
            }
            at = next;
        }
        return verdict(true, "", calls, options, chain, calls.map(showCall));
    },
    only(report, matchers, options) {
        const calls = toolCallsOf(report);
        const bad = calls.flatMap((c, i) => (matchers.some((m) => matchesToolCall(c, m)) ? [] : [i]));
        const list = matchers.map(describeToolCallMatcher).join(", ") || "(none)";
        const detail = `Expected every tool call to match one of: ${list}, but ${plural(bad.length, "tool call", "tool calls")} did not (${bad.map((i) => `#${i + 1}`).join(", ")}).`;
        return verdict(bad.length === 0, detail, calls, options, matchers.map(describeToolCallMatcher), bad.map((i) => showCall(calls[i])));
    },
};
function toolCallAssertions(soft) {
    return {
        has: helper("toolCalls.has", checks.has, soft),
        count: helper("toolCalls.count", checks.count, soft),
        atLeast: helper("toolCalls.atLeast", checks.atLeast, soft),
        atMost: helper("toolCalls.atMost", checks.atMost, soft),
        before: helper("toolCalls.before", checks.before, soft),
        sequence: helper("toolCalls.sequence", checks.sequence, soft),
        only: helper("toolCalls.only", checks.only, soft),
    };
}

// The `assert` suites import: node:assert/strict (callable, every method
// recorded) plus the grouped helpers, `soft` mirroring all of it, and
// `classify`. Node's own assert object is left untouched.
function groups(soft) {
    return {
        skills: skillAssertions(soft),
        commands: commandAssertions(soft),
        fileReads: fileReadAssertions(soft),
        fileWrites: fileWriteAssertions(soft),
        toolCalls: toolCallAssertions(soft),
        output: outputAssertions(soft),
    };
}
const softAssert = Object.assign(recordedNodeAssert(true), groups(true));
const assert = Object.assign(recordedNodeAssert(false), groups(false), { soft: softAssert, classify });

export { assert };
