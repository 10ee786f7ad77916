import { c as currentStore, a as callerFrame, l as locationIn, r as recordResult, b as bound, d as classStorage, e as compose, o as observedList, f as describeCommandMatcher, g as commandPredicate, h as commandsOf, i as isStructured, j as describeMatcher, m as matchesText, k as fileReadsOf, n as fileWritesOf, s as safeJson, p as extractJson, q as jsonEqual, t as cutText, u as quoteList, v as toolCallsOf, w as classify, C as CommandMatcherBuilder, x as commandMatcher } from './extract-DraD6Zsi.js';
import { s as suggest, p as plural, M as describeParsed, J as parseCommand, S as SKILL_CONFIDENCE_ORDER } from './unknown-events-zNQq38TK.js';
import { AssertionError } from 'node:assert';
import nodeAssert from 'node:assert/strict';
import { j as jsonPathProblem, q as queryJsonPath } from './path-DuR4wJNM.js';

// A typo in a suite's assert (`assert.skill.has`, `assert.skills.hass`) would
// read undefined and fail with "Cannot read properties of undefined (reading
// 'has')". The assert object and its groups name the one it looks like
// instead. Only a name close to a real one throws: any other lookup (a
// `then`, an inspector's probe) reads as it always did.
function withDidYouMean(target, name) {
    return new Proxy(target, {
        get(t, key, receiver) {
            if (typeof key === "string" && !(key in t)) {
                const near = suggest(key, Object.keys(t));
                if (near !== undefined)
                    throw new TypeError(`${name}.${key} is not part of the agent-bench API (did you mean ${name}.${near}?)`);
            }
            return Reflect.get(t, key, receiver);
        },
    });
}

// The follow-up question a failed assertion records for `agent-bench explain`
// (skillgym's `explain`): a helper's own `explain.question`, else skillgym's
// default for the helper group (its wording, word for word), else a generic
// question naming the failed check. Pure.
const confidence = (min) => (min === undefined ? "" : ` with minimum confidence ${min}`);
const q = JSON.stringify;
/** assert.skills.* (skillgym src/assertions/skills.ts). */
const skillQuestions = {
    has: (skill, min) => `You were expected to load the skill ${q(skill)}${confidence(min)}. Why did you not load it?`,
    notHas: (skill, min) => `You were expected not to load the skill ${q(skill)}${confidence(min)}. Why did you load it anyway?`,
    includes: (missing, min) => `You were expected to load all required skills${confidence(min)}. Why were these skills missing: ${missing.map((s) => q(s)).join(", ") || "(none)"}?`,
    count: (skill, expected, actual, min) => `You were expected to load the skill ${q(skill)} exactly ${expected} time(s)${confidence(min)}, but loaded it ${actual} time(s). Why?`,
    exactlyOne: (skill, actual, min) => `You were expected to load the skill ${q(skill)} exactly once${confidence(min)}, but loaded it ${actual} time(s). Why?`,
    only: (skills, unexpected, min) => `You were expected to load only these skills${confidence(min)}: ${skills.map((s) => q(s)).join(", ") || "(none)"}. Why did you also load: ${unexpected.join(" | ") || "(none)"}?`,
};
/** assert.commands.* (skillgym src/assertions/commands.ts). */
const commandQuestions = {
    includes: (d) => `You were expected to run a command matching ${d}. Why did you not do that?`,
    notIncludes: (d) => `You were expected not to run a command matching ${d}. Why did you run it anyway?`,
    count: (d, n) => `You were expected to run ${n} command(s) matching ${d}. Why did your command choices differ?`,
    atLeast: (d, n) => `You were expected to run at least ${n} command(s) matching ${d}. Why did you run fewer?`,
    atMost: (d, n) => `You were expected to run at most ${n} command(s) matching ${d}. Why did you run more?`,
    before: (a, b) => `You were expected to run a command matching ${a} before ${b}. Why did you choose a different order?`,
    only: (list) => `You were expected to run only commands matching one of: ${list}. Why did you choose a different command set?`,
    size: (n, actual) => `You were expected to run exactly ${n} command(s), but ran ${actual}. Why?`,
    exactlyOne: (d) => `You were expected to run exactly one command matching ${d}. Why did you not do that?`,
    first: (d) => `You were expected to make your first command match ${d}. Why did you choose a different first step?`,
    last: (d) => `You were expected to make your last command match ${d}. Why did you choose a different final command?`,
};
/** File questions: skillgym's for reads (src/assertions/file-reads.ts); agent-bench's writes say the same of writing. */
function fileQuestions(verb, past, noun) {
    return {
        includes: (d) => `You were expected to ${verb} a file matching ${d}. Why did you not ${verb} it?`,
        notIncludes: (d) => `You were expected not to ${verb} a file matching ${d}. Why did you ${verb} it anyway?`,
        count: (d, n) => `You were expected to ${verb} ${n} file(s) matching ${d}. Why did your ${noun} differ?`,
        atLeast: (d, n) => `You were expected to ${verb} at least ${n} file(s) matching ${d}. Why did you ${verb} fewer?`,
        atMost: (d, n) => `You were expected to ${verb} at most ${n} file(s) matching ${d}. Why did you ${verb} more?`,
        before: (a, b) => `You were expected to ${verb} a file matching ${a} before ${b}. Why did you choose a different order?`,
        only: (list) => `You were expected to ${verb} only files matching one of: ${list}. Why did you ${verb} different files?`,
        size: (n, actual) => `You were expected to ${verb} exactly ${n} file(s), but ${past} ${actual}. Why?`,
        exactlyOne: (d) => `You were expected to ${verb} exactly one file matching ${d}. Why did you not do that?`,
        first: (d) => `You were expected to make your first file ${verb} match ${d}. Why did you choose a different first ${verb}?`,
        last: (d) => `You were expected to make your last file ${verb} match ${d}. Why did you choose a different final ${verb}?`,
    };
}
const fileReadQuestions = fileQuestions("read", "read", "reads");
const fileWriteQuestions = fileQuestions("write", "wrote", "writes");
/** assert.toolCalls.* (skillgym src/assertions/tool-calls.ts). */
const toolCallQuestions = {
    has: (d) => `You were expected to make a tool call matching ${d}. Why did you not do that?`,
    count: (d, n) => `You were expected to make ${n} tool call(s) matching ${d}. Why did your tool choices differ?`,
    atLeast: (d, n) => `You were expected to make at least ${n} tool call(s) matching ${d}. Why did you make fewer?`,
    atMost: (d, n) => `You were expected to make at most ${n} tool call(s) matching ${d}. Why did you make more?`,
    before: (a, b) => `You were expected to make a tool call matching ${a} before ${b}. Why did you choose a different order?`,
    sequence: (chain) => `You were expected to follow this tool call sequence: ${chain.join(" -> ")}. Why did you choose a different sequence?`,
    only: (list) => `You were expected to make only tool calls matching one of: ${list}. Why did you choose different tools?`,
};
/** For a failed check with no question of its own (output, node:assert, JSONL rules, checkpoints). */
function genericQuestion(name, message) {
    const first = (message ?? "").split("\n")[0].trim();
    return `The check ${q(name)} failed${first ? `: ${first.replace(/[.:]$/u, "")}` : ""}. Why did your run not meet it?`;
}
/** What the helper's options ask (`explain.question`, a string or a function of the failure), else `fallback`; a blank question is none. */
function helperQuestion(args, failure, fallback) {
    const explain = explainOption(args.at(-1));
    let question;
    if (typeof explain?.question === "string")
        question = explain.question;
    else if (typeof explain?.question === "function") {
        try {
            question = explain.question({ report: args[0], ...failure });
        }
        catch {
            // A question that cannot be built falls back to the default; the assertion's own outcome stands.
        }
    }
    const chosen = question ?? fallback;
    return chosen !== undefined && chosen.trim() !== "" ? chosen : undefined;
}
function explainOption(value) {
    if (typeof value !== "object" || value === null || !("explain" in value))
        return undefined;
    const explain = value.explain;
    return typeof explain === "object" && explain !== null ? explain : undefined;
}
/** Failed checks of a failed execution that recorded no question get the generic one (a crashed assert hook gets none: it is the suite's fault). */
function withQuestions(assertions, hookCrashed) {
    return assertions.map((a) => a.passed || a.question !== undefined || (a.kind === "hook" && hookCrashed) ? a : { ...a, question: genericQuestion(a.name, a.message) });
}

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
        settle(name, verdict, soft, top, caller, args);
    };
}
/** For node:assert's rejects / doesNotReject, which settle later. They are never soft (as in skillgym). */
function asyncHelper(name, check) {
    return async (...args) => {
        const top = depth === 0;
        const caller = top && currentStore() ? callerFrame() : undefined;
        const verdict = await check(...args);
        settle(name, verdict, false, top, caller, args);
    };
}
function settle(name, verdict, soft, top, caller, args) {
    const error = verdict.passed
        ? undefined
        : (verdict.error ??
            new AssertionError({ message: verdict.message ?? `${name} failed`, actual: verdict.actual, expected: verdict.expected, operator: name }));
    const store = currentStore();
    if (top && store) {
        const location = caller && locationIn(caller, store.repoRoot);
        const question = error ? helperQuestion(args, verdict, verdict.question) : undefined;
        recordResult({
            kind: "helper",
            name,
            passed: verdict.passed,
            ...(verdict.expected !== undefined ? { expected: bound(verdict.expected) } : {}),
            ...(verdict.actual !== undefined ? { actual: bound(verdict.actual) } : {}),
            ...(error ? { message: error.message } : {}),
            ...(soft ? { soft: true } : {}),
            ...(location ? { location } : {}),
            ...(question ? { question } : {}),
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
    const kit = listKit(spec);
    const has = membershipChecks(kit);
    const counts = countChecks(kit);
    const order = orderChecks(kit);
    return {
        includes: has.includes,
        notIncludes: has.notIncludes,
        count: counts.count,
        atLeast: counts.atLeast,
        atMost: counts.atMost,
        before: order.before,
        only: has.only,
        size: counts.size,
        exactlyOne: counts.exactlyOne,
        first: order.first,
        last: order.last,
    };
}
function listKit(spec) {
    const observed = (values, matchers) => observedList(spec.many, values, spec.show?.(matchers));
    return {
        spec,
        observed,
        counted: (report, matcher) => {
            const values = spec.values(report);
            return { values, count: indexes(values, spec.predicate(matcher)).length };
        },
        verdict: (passed, detail, values, matchers, options, extra) => ({
            passed,
            ...(passed ? {} : { message: compose(detail, observed(values, matchers), options?.message) }),
            observed: values,
            ...extra,
        }),
    };
}
/** Where in the list the values passing the test are. */
function indexes(values, test) {
    return values.flatMap((v, i) => (test(v) ? [i] : []));
}
/** "#2, #5": positions as the observed list numbers them. */
function refs(list) {
    return list.map((i) => `#${i + 1}`).join(", ");
}
/** includes, notIncludes, only: whether values matching (or not matching) are in the list. */
function membershipChecks({ spec, verdict }) {
    const { one, many, questions: ask } = spec;
    return {
        includes: (report, matcher, options) => {
            const values = spec.values(report);
            const passed = values.some(spec.predicate(matcher));
            return verdict(passed, `Expected a ${one} matching ${spec.describe(matcher)}, but none did.`, values, [matcher], options, {
                expected: spec.describe(matcher),
                actual: values,
                question: ask.includes(spec.describe(matcher)),
            });
        },
        notIncludes: (report, matcher, options) => {
            const values = spec.values(report);
            const hits = indexes(values, spec.predicate(matcher));
            const detail = `Expected no ${one} matching ${spec.describe(matcher)}, but ${plural(hits.length, one, many)} did (${refs(hits)}).`;
            return verdict(hits.length === 0, detail, values, [matcher], options, {
                expected: spec.describe(matcher),
                actual: hits.map((i) => values[i]),
                question: ask.notIncludes(spec.describe(matcher)),
            });
        },
        only: (report, matchers, options) => {
            const values = spec.values(report);
            const tests = matchers.map((m) => spec.predicate(m));
            const bad = indexes(values, (v) => !tests.some((t) => t(v)));
            const list = matchers.map((m) => spec.describe(m)).join(", ") || "(none)";
            const detail = `Expected every ${one} to match one of: ${list}, but ${plural(bad.length, one, many)} did not (${refs(bad)}).`;
            return verdict(bad.length === 0, detail, values, matchers, options, {
                expected: matchers.map((m) => spec.describe(m)),
                actual: bad.map((i) => values[i]),
                question: ask.only(list),
            });
        },
    };
}
/** count, atLeast, atMost, exactlyOne, size: how many values match, or how many there are. */
function countChecks({ spec, verdict, counted }) {
    const { one, many, questions: ask } = spec;
    const countCheck = (label, ok, question) => (report, matcher, n, options) => {
        const { values, count } = counted(report, matcher);
        return verdict(ok(count, n), `Expected ${label(n)} matching ${spec.describe(matcher)}, but found ${count}.`, values, [matcher], options, {
            expected: n,
            actual: count,
            question: question(spec.describe(matcher), n),
        });
    };
    return {
        count: countCheck((n) => plural(n, one, many), (c, n) => c === n, ask.count),
        atLeast: countCheck((n) => `at least ${plural(n, one, many)}`, (c, n) => c >= n, ask.atLeast),
        atMost: countCheck((n) => `at most ${plural(n, one, many)}`, (c, n) => c <= n, ask.atMost),
        exactlyOne: (report, matcher, options) => {
            const { values, count } = counted(report, matcher);
            return verdict(count === 1, `Expected exactly one ${one} matching ${spec.describe(matcher)}, but found ${count}.`, values, [matcher], options, {
                expected: 1,
                actual: count,
                question: ask.exactlyOne(spec.describe(matcher)),
            });
        },
        size: (report, n, options) => {
            const values = spec.values(report);
            return verdict(values.length === n, `Expected ${plural(n, one, many)} in total, but found ${values.length}.`, values, [], options, {
                expected: n,
                actual: values.length,
                question: ask.size(n, values.length),
            });
        },
    };
}
/** before, first, last: where in the list the matching values are. */
function orderChecks(kit) {
    const { spec, verdict } = kit;
    const { one } = spec;
    return {
        before: (report, first, second, options) => {
            const values = spec.values(report);
            const a = values.findIndex(spec.predicate(first));
            const b = values.findIndex(spec.predicate(second));
            const da = spec.describe(first);
            const db = spec.describe(second);
            const reason = a === -1
                ? `no ${one} matched ${da}`
                : b === -1
                    ? `no ${one} matched ${db}`
                    : `the first match of ${da} is #${a + 1} and the first match of ${db} is #${b + 1}`;
            return verdict(a !== -1 && b !== -1 && a < b, `Expected a ${one} matching ${da} before a ${one} matching ${db}, but ${reason}.`, values, [first, second], options, {
                expected: [da, db],
                actual: { first: a === -1 ? null : a + 1, second: b === -1 ? null : b + 1 },
                question: spec.questions.before(da, db),
            });
        },
        first: endCheck(kit, "first", (values) => values[0]),
        last: endCheck(kit, "last", (values) => values.at(-1)),
    };
}
function endCheck({ spec, observed }, which, pick) {
    return (report, matcher, options) => {
        const values = spec.values(report);
        const value = pick(values);
        const passed = value !== undefined && spec.predicate(matcher)(value);
        const reason = value === undefined ? `there were no ${spec.many}` : "it did not";
        return {
            passed,
            ...(passed
                ? {}
                : {
                    message: compose(`Expected the ${which} ${spec.one} to match ${spec.describe(matcher)}, but ${reason}.`, observed(values, [matcher]), options?.message),
                    question: spec.questions[which](spec.describe(matcher)),
                }),
            expected: spec.describe(matcher),
            actual: value ?? null,
            observed: values,
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
    questions: commandQuestions,
    // Structured matchers compare the parsed command, so show what it parsed to.
    show: (matchers) => (matchers.some(isStructured) ? (command) => `${command}  (parsed: ${describeParsed(parseCommand(command))})` : undefined),
};
function commandAssertions(soft) {
    return listGroup(commandSpec, soft);
}

// assert.fileReads.* and assert.fileWrites.*: absolute paths the agent read or
// wrote, in order. Matchers are a substring or a RegExp of the path.
function pathSpec(group, one, many, values, questions) {
    return {
        group,
        questions,
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
const fileReadSpec = pathSpec("fileReads", "file read", "file reads", fileReadsOf, fileReadQuestions);
const fileWriteSpec = pathSpec("fileWrites", "file write", "file writes", fileWritesOf, fileWriteQuestions);
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
    includes: (report, matcher, options) => {
        if (typeof matcher !== "string" && !(matcher instanceof RegExp))
            throw new TypeError(`assert.output.includes: the matcher must be a string or a RegExp, got ${typeof matcher}`);
        const what = typeof matcher === "string" ? `to include ${describeMatcher(matcher)}` : `to match ${describeMatcher(matcher)}`;
        return verdict$2(report, matchesText(report.finalOutput, matcher), `Expected the final output ${what}.`, options, describeMatcher(matcher));
    },
    matches: (report, pattern, options) => {
        if (!(pattern instanceof RegExp))
            throw new TypeError(`assert.output.matches: the pattern must be a RegExp, got ${typeof pattern}`);
        return verdict$2(report, matchesText(report.finalOutput, pattern), `Expected the final output to match ${pattern}.`, options, String(pattern));
    },
    notEmpty: (report, options) => {
        return verdict$2(report, report.finalOutput.length > 0, "Expected a non-empty final output.", options, "non-empty");
    },
    json: (report, path, ...rest) => {
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
function verdict$1(report, passed, detail, options, expected, actual, question) {
    return {
        passed,
        ...(passed ? {} : { message: compose(detail, observed$1(report), options?.message), question }),
        expected,
        actual,
        observed: report.detectedSkills,
    };
}
const summary = (report) => report.detectedSkills.map((d) => `${d.skill} (${d.confidence})`);
const checks$1 = {
    has: (report, skill, options) => {
        const found = matching(report, skill, options);
        return verdict$1(report, found.length > 0, `Expected skill ${JSON.stringify(skill)} to be detected${atConfidence(options)}, but it was not.`, options, skill, summary(report), skillQuestions.has(skill, options?.minConfidence));
    },
    notHas: (report, skill, options) => {
        const found = matching(report, skill, options);
        const how = found.map((d) => d.confidence).join(", ");
        return verdict$1(report, found.length === 0, `Expected skill ${JSON.stringify(skill)} not to be detected${atConfidence(options)}, but it was (${how}).`, options, `not ${skill}`, summary(report), skillQuestions.notHas(skill, options?.minConfidence));
    },
    includes: (report, skills, options) => {
        const missing = skills.filter((s) => matching(report, s, options).length === 0);
        const detail = `Expected skills ${quoteList(skills)} to be detected${atConfidence(options)}, but ${quoteList(missing)} ${missing.length === 1 ? "was" : "were"} not.`;
        return verdict$1(report, missing.length === 0, detail, options, [...skills], summary(report), skillQuestions.includes(missing, options?.minConfidence));
    },
    count: (report, skill, expected, options) => {
        const actual = matching(report, skill, options).length;
        return verdict$1(report, actual === expected, `Expected skill ${JSON.stringify(skill)} to be detected ${expected} time(s)${atConfidence(options)}, but found ${actual}.`, options, expected, actual, skillQuestions.count(skill, expected, actual, options?.minConfidence));
    },
    exactlyOne: (report, skill, options) => {
        const actual = matching(report, skill, options).length;
        return verdict$1(report, actual === 1, `Expected skill ${JSON.stringify(skill)} to be detected exactly once${atConfidence(options)}, but found ${actual}.`, options, 1, actual, skillQuestions.exactlyOne(skill, actual, options?.minConfidence));
    },
    only: (report, skills, options) => {
        const extra = report.detectedSkills.filter((d) => meets(d, options?.minConfidence) && !skills.includes(d.skill));
        const detail = `Expected only skills ${quoteList(skills) || "(none)"} to be detected${atConfidence(options)}, but also found ${extra.map((d) => `${JSON.stringify(d.skill)} (${d.confidence})`).join(", ")}.`;
        return verdict$1(report, extra.length === 0, detail, options, [...skills], extra.map((d) => d.skill), skillQuestions.only(skills, extra.map((d) => `${d.skill} (${d.confidence})`), options?.minConfidence));
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
function verdict(passed, detail, calls, options, expected, actual, question) {
    return { passed, ...(passed ? {} : { message: compose(detail, observed(calls), options?.message), question }), expected, actual, observed: calls };
}
const countOf = (calls, m) => calls.filter((c) => matchesToolCall(c, m)).length;
function countCheck(label, ok, question) {
    return (report, matcher, n, options) => {
        const calls = toolCallsOf(report);
        const count = countOf(calls, matcher);
        const d = describeToolCallMatcher(matcher);
        return verdict(ok(count, n), `Expected ${label(n)} matching ${d}, but found ${count}.`, calls, options, n, count, question(d, n));
    };
}
const checks = {
    has: (report, matcher, options) => {
        const calls = toolCallsOf(report);
        const d = describeToolCallMatcher(matcher);
        return verdict(calls.some((c) => matchesToolCall(c, matcher)), `Expected a tool call matching ${d}, but none did.`, calls, options, d, calls.map(showCall), toolCallQuestions.has(d));
    },
    count: countCheck((n) => plural(n, "tool call", "tool calls"), (c, n) => c === n, toolCallQuestions.count),
    atLeast: countCheck((n) => `at least ${plural(n, "tool call", "tool calls")}`, (c, n) => c >= n, toolCallQuestions.atLeast),
    atMost: countCheck((n) => `at most ${plural(n, "tool call", "tool calls")}`, (c, n) => c <= n, toolCallQuestions.atMost),
    before: (report, first, second, options) => {
        const calls = toolCallsOf(report);
        const a = calls.findIndex((c) => matchesToolCall(c, first));
        const b = calls.findIndex((c) => matchesToolCall(c, second));
        const da = describeToolCallMatcher(first);
        const db = describeToolCallMatcher(second);
        const reason = a === -1
            ? `no tool call matched ${da}`
            : b === -1
                ? `no tool call matched ${db}`
                : `the first match of ${da} is #${a + 1} and the first match of ${db} is #${b + 1}`;
        return verdict(a !== -1 && b !== -1 && a < b, `Expected a tool call matching ${da} before one matching ${db}, but ${reason}.`, calls, options, [da, db], {
            first: a === -1 ? null : a + 1,
            second: b === -1 ? null : b + 1,
        }, toolCallQuestions.before(da, db));
    },
    sequence: (report, matchers, options) => {
        const calls = toolCallsOf(report);
        const chain = matchers.map(describeToolCallMatcher);
        let at = -1;
        for (const [i, m] of matchers.entries()) {
            const next = calls.findIndex((c, j) => j > at && matchesToolCall(c, m));
            if (next === -1) {
                const where = at === -1 ? "" : ` after #${at + 1}`;
                return verdict(false, `Expected tool calls in the order ${chain.join(" -> ")}, but no call matching ${chain[i]} came${where}.`, calls, options, chain, calls.map(showCall), toolCallQuestions.sequence(chain));
            }
            at = next;
        }
        return verdict(true, "", calls, options, chain, calls.map(showCall), toolCallQuestions.sequence(chain));
    },
    only: (report, matchers, options) => {
        const calls = toolCallsOf(report);
        const bad = calls.flatMap((c, i) => (matchers.some((m) => matchesToolCall(c, m)) ? [] : [i]));
        const list = matchers.map(describeToolCallMatcher).join(", ") || "(none)";
        const detail = `Expected every tool call to match one of: ${list}, but ${plural(bad.length, "tool call", "tool calls")} did not (${bad.map((i) => `#${i + 1}`).join(", ")}).`;
        return verdict(bad.length === 0, detail, calls, options, matchers.map(describeToolCallMatcher), bad.map((i) => showCall(calls[i])), toolCallQuestions.only(list));
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
// `classify`. Node's own assert object is left untouched. A name that looks
// like a real one (assert.skill) says which it meant.
function groups(soft) {
    const at = soft ? "assert.soft" : "assert";
    return {
        skills: withDidYouMean(skillAssertions(soft), `${at}.skills`),
        commands: withDidYouMean(commandAssertions(soft), `${at}.commands`),
        fileReads: withDidYouMean(fileReadAssertions(soft), `${at}.fileReads`),
        fileWrites: withDidYouMean(fileWriteAssertions(soft), `${at}.fileWrites`),
        toolCalls: withDidYouMean(toolCallAssertions(soft), `${at}.toolCalls`),
        output: withDidYouMean(outputAssertions(soft), `${at}.output`),
    };
}
const softAssert = withDidYouMean(Object.assign(recordedNodeAssert(true), groups(true)), "assert.soft");
const assert = withDidYouMean(Object.assign(recordedNodeAssert(false), groups(false), { soft: softAssert, classify }), "assert");

// The config file's shape for suite authors (`defineConfig` in agent-bench.config.ts).
// Written out rather than inferred from the zod schema so the published
// declarations need no zod; __tests__/config/types.test.ts keeps the two equal.
/** Identity, for types and editor completion in agent-bench.config.ts. */
function defineConfig(config) {
    return config;
}

// The suite-author API: what `import { assert, commandMatcher, type Case } from
// "agent-bench"` (and from "skillgym") gives a suite module. The names are
// skillgym's, so its suites run unchanged.

const api = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
    __proto__: null,
    CommandMatcherBuilder,
    assert,
    commandMatcher,
    defineConfig
}, Symbol.toStringTag, { value: 'Module' }));

export { api as a, assert as b, defineConfig as d, withQuestions as w };
