import { existsSync, readFileSync, appendFileSync } from 'node:fs';
import { mkdtemp, writeFile, rm, readFile, mkdir, unlink, symlink } from 'node:fs/promises';
import path from 'node:path';
import { g as getAdapter, p as parseDuration, i as isRecord, t as textOf, l as loadScript, a as importModule, b as isModulePath, f as formatDuration, D as DURATION_HINT } from './paths-CxX11o6S.js';
import { c as configError, e as errorMessage } from './errors-Cn0EvSBK.js';
import { d as detectCommit } from './compile-CcsxNwjh.js';
import { a as prepareRun, i as isSuitePath, p as parseShard } from './prepare-D1kPMQPh.js';
import { e as ensureDir, c as createHome, b as runnerInfo, d as runProcess, f as removeHome, B as BUILTIN_EXTENSIONS, g as extensionOf, o as outputKind, w as writeReports, t as terminalSafe, h as firstLine, i as readRunLog, s as summaryTable, j as runSuite, k as builtinFormatOf } from './summary-table-C5qcAD5A.js';
import os from 'node:os';
import { k as extractJson } from './path-Djpp-hMj.js';
import { l as loadStability, c as compare, r as renderComparisonMarkdown } from './comparison-markdown-BEvawrIb.js';
import { f as findSkills, p as parseFlags, i as intFlag } from './args-BH4KWBgq.js';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { setTimeout } from 'node:timers/promises';
import { gunzipSync, inflateSync, brotliDecompressSync, zstdDecompressSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { r as registerSuiteHooks } from './hooks-B_0jnizO.js';
import { pathToFileURL } from 'node:url';
import { V as VERSION } from './version-c6KVY9RR.js';

// The judge for JSONL `judge` rules: a configured runner reads the agent's
// output, the input and the criteria, and answers {"passed": bool, "reason": string}.
// The judge's own call is recorded in the judged execution's folder (judge-<n>/).
const JUDGE_TIMEOUT_MS = 120_000;
function judgePrompt(request) {
    const criteria = typeof request.criteria === "string" ? request.criteria : JSON.stringify(request.criteria, null, 2);
    return [
        "You are grading the answer an AI agent gave to a task. Judge only against the criteria.",
        "",
        "<criteria>",
        criteria,
        "</criteria>",
        "",
        "<task>",
        request.input,
        "</task>",
        "",
        "<answer>",
        request.output,
        "</answer>",
        "",
        'Reply with one JSON object and nothing else: {"passed": true or false, "reason": "one sentence"}',
    ].join("\n");
}
function createJudge(options) {
    // judge-1, judge-2, … per judged execution (several judge rules in one case).
    const calls = new Map();
    return async (request, artifactDir) => {
        const id = request.runnerId ?? options.defaultRunner;
        const runner = options.runners.find((r) => r.id === id);
        if (!runner)
            throw new Error(id ? `no runner "${id}" to judge with` : 'no judge runner: set "judge" in the config or "runner" on the rule');
        const n = (calls.get(artifactDir) ?? 0) + 1;
        calls.set(artifactDir, n);
        const dir = path.join(artifactDir, `judge-${n}`);
        await ensureDir(dir);
        const prompt = judgePrompt(request);
        const testCase = { id: "judge", prompt, messages: [{ role: "user", content: prompt }], tags: [], expectedFail: false, hasExpected: false, source: { file: "<judge>" }, definition: "" };
        const adapter = getAdapter(runner.type);
        const home = await createHome();
        const workspace = await mkdtemp(path.join(os.tmpdir(), "agent-bench-judge-"));
        try {
            const info = runnerInfo(runner);
            const env = {};
            for (const [k, v] of Object.entries(process.env))
                if (v !== undefined)
                    env[k] = v;
            const spec = await adapter.prepare({ case: testCase, runner, runnerInfo: info, run: n, workspace, home, artifactDir: dir, env: { ...env, ...runner.env }, scriptedModelUrl: await options.modelServerUrl?.(runner, { case: testCase, run: n, workspace }), user: "judge", team: "judge" });
            if (spec.kind === "spawn")
                for (const f of spec.files ?? []) {
                    await ensureDir(path.dirname(f.path));
                    await writeFile(f.path, f.content);
                }
            const out = await runProcess(spec, { timeoutMs: runner.timeoutMs ?? options.timeoutMs ?? JUDGE_TIMEOUT_MS, signal: options.signal, stdoutPath: path.join(dir, "stdout.log"), stderrPath: path.join(dir, "stderr.log") });
            const session = adapter.parse(out, { runner: info, prompt, cwd: workspace, options: runner.options });
            await writeFile(path.join(dir, "session.json"), JSON.stringify(session, null, 2));
            if (out.timedOut)
                throw new Error(`the judge "${runner.id}" timed out`);
            if (out.spawnError)
                throw new Error(`the judge "${runner.id}" could not start: ${out.spawnError.message}`);
            const reply = extractJson(session.finalOutput, { embedded: true });
            const value = reply.found ? reply.value : undefined;
            if (!value || typeof value.passed !== "boolean") {
                throw new Error(`the judge "${runner.id}" did not answer with {"passed": bool, "reason": string} (see ${path.basename(dir)}/session.json)`);
            }
            const verdict = { passed: value.passed, reason: typeof value.reason === "string" ? value.reason : "", raw: value };
            await writeFile(path.join(dir, "verdict.json"), JSON.stringify({ runner: runner.id, ...verdict }, null, 2));
            return verdict;
        }
        finally {
            await removeHome(home);
            await rm(workspace, { recursive: true, force: true });
        }
    };
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

// HTTP plumbing shared by the protocol modules: request bodies (compressed or
// not), JSON replies and server-sent events.
async function readBody(req) {
    const chunks = [];
    for await (const chunk of req)
        chunks.push(chunk);
    let raw = Buffer.concat(chunks);
    const encoding = String(req.headers["content-encoding"] ?? "").toLowerCase();
    if (encoding === "gzip")
        raw = gunzipSync(raw);
    else if (encoding === "deflate")
        raw = inflateSync(raw);
    else if (encoding === "br")
        raw = brotliDecompressSync(raw);
    else if (encoding === "zstd")
        raw = zstdDecompressSync(raw);
    if (raw.length === 0)
        return {};
    return JSON.parse(raw.toString("utf8"));
}
function sendJson(res, status, body) {
    const text = JSON.stringify(body);
    res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
    res.end(text);
}
/** Starts an event stream; `send(data, event?)` writes one event. */
function eventStream(res, separator = "\n\n") {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    return {
        send(data, event) {
            const payload = typeof data === "string" ? data : JSON.stringify(data);
            res.write(`${event ? `event: ${event}\n` : ""}data: ${payload}${separator}`);
        },
        end() {
            res.end();
        },
    };
}

// The Anthropic Messages API (Claude Code): POST /v1/messages, streamed as
// message_start, content blocks (thinking, text, tool_use) and message_delta.
const ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    529: "overloaded_error",
};
let messages = 0;
const anthropic = {
    read(body) {
        const b = isRecord(body) ? body : {};
        const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).map((t) => ({
            name: String(t.name ?? t.type ?? ""),
            kind: "function",
            params: Object.keys(isRecord(t.input_schema) && isRecord(t.input_schema.properties) ? t.input_schema.properties : {}),
        }));
        const msgs = (Array.isArray(b.messages) ? b.messages : []).filter(isRecord);
        const opening = [];
        for (const m of msgs) {
            if (m.role === "assistant")
                break;
            if (m.role === "user")
                opening.push(textBlocks(m.content));
        }
        let toolResults = 0;
        for (const m of msgs) {
            if (m.role === "user" && Array.isArray(m.content))
                toolResults += m.content.filter((c) => isRecord(c) && c.type === "tool_result").length;
        }
        const format = isRecord(b.output_format) ? b.output_format : undefined;
        const request = { model: String(b.model ?? ""), tools, conversation: opening.join("\n"), toolResults };
        if (format?.type === "json_schema")
            request.schema = format.schema ?? {};
        return request;
    },
    write(res, answer, ctx) {
        if (answer.kind === "hang")
            return;
        if (answer.kind === "fail")
            return sendError$1(res, answer.status, answer.message);
        if (answer.kind === "reject-model")
            return sendError$1(res, 404, answer.message ?? `model: ${ctx.model}`);
        const id = `msg_ab_${++messages}`;
        const stop = answer.blocks.some((b) => b.type === "call") ? "tool_use" : "end_turn";
        if (!ctx.stream) {
            return sendJson(res, 200, { id, type: "message", role: "assistant", model: ctx.model, content: answer.blocks.map(block), stop_reason: stop, stop_sequence: null, usage: usage$3(answer.usage, answer.usage.output) });
        }
        const events = eventStream(res);
        const send = (data) => events.send(data, String(data.type));
        send({ type: "message_start", message: { id, type: "message", role: "assistant", model: ctx.model, content: [], stop_reason: null, stop_sequence: null, usage: usage$3(answer.usage, 1) } });
        answer.blocks.forEach((b, index) => {
            if (b.type === "thinking") {
                send({ type: "content_block_start", index, content_block: { type: "thinking", thinking: "", signature: "" } });
                send({ type: "content_block_delta", index, delta: { type: "thinking_delta", thinking: b.text } });
                send({ type: "content_block_delta", index, delta: { type: "signature_delta", signature: "agent-bench-scripted" } });
            }
            else if (b.type === "text") {
                send({ type: "content_block_start", index, content_block: { type: "text", text: "" } });
                send({ type: "content_block_delta", index, delta: { type: "text_delta", text: b.text } });
            }
            else {
                send({ type: "content_block_start", index, content_block: { type: "tool_use", id: `toolu_${b.id}`, name: b.name, input: {} } });
                send({ type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: JSON.stringify(b.args) } });
            }
            send({ type: "content_block_stop", index });
        });
        send({ type: "message_delta", delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: answer.usage.output } });
        send({ type: "message_stop" });
        events.end();
    },
};
function block(b) {
    if (b.type === "thinking")
        return { type: "thinking", thinking: b.text, signature: "agent-bench-scripted" };
    if (b.type === "text")
        return { type: "text", text: b.text };
    return { type: "tool_use", id: `toolu_${b.id}`, name: b.name, input: b.args };
}
/** Anthropic's input_tokens leaves out cached input; the script's input is gross. */
function usage$3(u, output) {
    return {
        input_tokens: u.input - u.cacheRead - u.cacheWrite,
        output_tokens: output,
        cache_creation_input_tokens: u.cacheWrite,
        cache_read_input_tokens: u.cacheRead,
    };
}
function sendError$1(res, status, message) {
    sendJson(res, status, { type: "error", error: { type: ERROR_TYPES[status] ?? "api_error", message } });
}
function textBlocks(content) {
    if (!Array.isArray(content))
        return textOf(content);
    return content.filter((c) => isRecord(c) && c.type === "text").map(textOf).join("\n");
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
        return call(replace, { file_path: abs, instruction: `Replace ${JSON.stringify(oldText)} with ${JSON.stringify(newText)}`, old_string: oldText, new_string: newText });
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
    calls = 0;
    setup;
    constructor(setup) {
        this.setup = setup;
    }
    decide(request) {
        if (request.tools.length === 0)
            return side(text(request.schema === undefined ? "ok" : JSON.stringify(sampleOf(request.schema))));
        this.mainKey ??= request.conversation;
        if (request.conversation !== this.mainKey)
            return side(text("done"));
        const replies = this.setup.replies;
        if (!replies) {
            return { role: "main", delayMs: 0, answer: { kind: "fail", status: 500, message: `agent-bench scripted model: the script has no steps for ${this.setup.label}` } };
        }
        const index = request.toolResults;
        const reply = replies[index];
        if (!reply)
            return { role: "main", reply: index, delayMs: 0, answer: text(END_OF_SCRIPT) };
        if (reply.kind === "hang")
            return { role: "main", reply: index, delayMs: 0, answer: reply };
        if (reply.kind === "fail") {
            return { role: "main", reply: index, delayMs: reply.delayMs, answer: { kind: "fail", status: reply.status, message: reply.message ?? `scripted failure ${reply.status}` } };
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
                return { role: "main", reply: index, delayMs: 0, answer: { kind: "fail", status: 500, message: `agent-bench scripted model: step ${index + 1} of ${this.setup.label}: ${mapped.error}` } };
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

// The Gemini API (Gemini CLI): POST /v1beta/models/<model>:streamGenerateContent?alt=sse
// (and :generateContent for the router and JSON side calls). One SSE chunk per
// reply; it carries finishReason and usageMetadata.
const STATUS_NAMES = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
    503: "UNAVAILABLE",
};
let responses$1 = 0;
const gemini = {
    read(body, params) {
        const b = isRecord(body) ? body : {};
        const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).flatMap((t) => (Array.isArray(t.functionDeclarations) ? t.functionDeclarations : []).filter(isRecord).map((f) => {
            const schema = isRecord(f.parametersJsonSchema) ? f.parametersJsonSchema : isRecord(f.parameters) ? f.parameters : {};
            return { name: String(f.name ?? ""), kind: "function", params: Object.keys(isRecord(schema.properties) ? schema.properties : {}) };
        }));
        const contents = (Array.isArray(b.contents) ? b.contents : []).filter(isRecord);
        const opening = [];
        let toolResults = 0;
        let answered = false;
        for (const c of contents) {
            const parts = (Array.isArray(c.parts) ? c.parts : []).filter(isRecord);
            toolResults += parts.filter((p) => isRecord(p.functionResponse)).length;
            if (c.role === "model")
                answered = true;
            if (!answered && c.role !== "model")
                opening.push(parts.filter((p) => typeof p.text === "string").map(textOf).join("\n"));
        }
        const request = { model: params.model ?? "", tools, conversation: opening.join("\n"), toolResults };
        const config = isRecord(b.generationConfig) ? b.generationConfig : {};
        if (config.responseMimeType === "application/json")
            request.schema = config.responseJsonSchema ?? config.responseSchema ?? {};
        return request;
    },
    write(res, answer, ctx) {
        if (answer.kind === "hang")
            return;
        if (answer.kind === "fail")
            return sendError(res, answer.status, answer.message);
        if (answer.kind === "reject-model") {
            return sendError(res, 404, answer.message ?? `models/${ctx.model} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`);
        }
        const response = {
            candidates: [{ content: { role: "model", parts: answer.blocks.map(part) }, finishReason: "STOP", index: 0 }],
            usageMetadata: usage$2(answer.usage),
            modelVersion: ctx.model,
            responseId: `gem_ab_${++responses$1}`,
        };
        if (!ctx.stream)
            return sendJson(res, 200, response);
        const events = eventStream(res, "\r\n\r\n");
        events.send(response);
        events.end();
    },
};
function part(b) {
    if (b.type === "thinking")
        return { text: b.text, thought: true };
    if (b.type === "text")
        return { text: b.text };
    return { functionCall: { name: b.name, args: b.args } };
}
/** Gemini counts thoughts apart from candidates; promptTokenCount includes cached input. */
function usage$2(u) {
    return {
        promptTokenCount: u.input,
        candidatesTokenCount: u.output - u.reasoning,
        thoughtsTokenCount: u.reasoning,
        cachedContentTokenCount: u.cacheRead,
        totalTokenCount: u.input + u.output,
    };
}
function sendError(res, status, message) {
    sendJson(res, status, { error: { code: status, message, status: STATUS_NAMES[status] ?? (status >= 500 ? "INTERNAL" : "FAILED_PRECONDITION") } });
}

// Error bodies in OpenAI's format, shared by the Responses and Chat Completions protocols.
const TYPES = {
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    429: "rate_limit_error",
};
function openAiError(status, message) {
    const type = TYPES[status] ?? (status >= 500 ? "server_error" : "invalid_request_error");
    return { error: { message, type, param: null, code: null } };
}
function modelNotFound(model, message) {
    return { error: { message: message ?? `The model \`${model}\` does not exist or you do not have access to it.`, type: "invalid_request_error", param: null, code: "model_not_found" } };
}

// The OpenAI Chat Completions API (OpenCode, Copilot, Qwen Code):
// POST /v1/chat/completions, streamed as chat.completion.chunk lines, a usage
// chunk (clients ask for it with stream_options.include_usage) and [DONE].
let completions = 0;
const openaiChat = {
    read(body) {
        const b = isRecord(body) ? body : {};
        const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).map((t) => {
            const fn = isRecord(t.function) ? t.function : isRecord(t.custom) ? t.custom : t;
            return {
                name: String(fn.name ?? ""),
                kind: t.type === "custom" ? "custom" : "function",
                params: Object.keys(isRecord(fn.parameters) && isRecord(fn.parameters.properties) ? fn.parameters.properties : {}),
            };
        });
        const msgs = (Array.isArray(b.messages) ? b.messages : []).filter(isRecord);
        const opening = [];
        for (const m of msgs) {
            if (m.role === "assistant" || m.role === "tool")
                break;
            if (m.role === "user")
                opening.push(textOf(m.content));
        }
        const request = { model: String(b.model ?? ""), tools, conversation: opening.join("\n"), toolResults: msgs.filter((m) => m.role === "tool").length };
        const format = isRecord(b.response_format) ? b.response_format : undefined;
        if (format?.type === "json_schema")
            request.schema = isRecord(format.json_schema) ? (format.json_schema.schema ?? {}) : {};
        else if (format?.type === "json_object")
            request.schema = {};
        return request;
    },
    write(res, answer, ctx) {
        if (answer.kind === "hang")
            return;
        if (answer.kind === "fail")
            return sendJson(res, answer.status, openAiError(answer.status, answer.message));
        if (answer.kind === "reject-model")
            return sendJson(res, 404, modelNotFound(ctx.model, answer.message));
        const id = `chatcmpl-ab-${++completions}`;
        const created = Math.floor(Date.now() / 1000);
        const calls = answer.blocks.filter((b) => b.type === "call");
        const text = answer.blocks.filter((b) => b.type === "text").map((b) => b.text).join("\n\n");
        const reasoning = answer.blocks.filter((b) => b.type === "thinking").map((b) => b.text).join("\n\n");
        const finish = calls.length > 0 ? "tool_calls" : "stop";
        const toolCalls = calls.map((c, index) => ({ index, id: `call_${c.id}`, type: "function", function: { name: c.name, arguments: c.kind === "custom" ? (c.input ?? "") : JSON.stringify(c.args) } }));
        if (!ctx.stream) {
            const message = { role: "assistant", content: text || null };
            if (reasoning)
                message.reasoning_content = reasoning;
            if (toolCalls.length > 0)
                message.tool_calls = toolCalls.map(({ index: _index, ...call }) => call);
            return sendJson(res, 200, { id, object: "chat.completion", created, model: ctx.model, choices: [{ index: 0, message, finish_reason: finish }], usage: usage$1(answer.usage) });
        }
        const events = eventStream(res);
        const chunk = (choices, extra = {}) => events.send({ id, object: "chat.completion.chunk", created, model: ctx.model, choices, ...extra });
        chunk([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]);
        if (reasoning)
            chunk([{ index: 0, delta: { reasoning_content: reasoning }, finish_reason: null }]);
        if (text)
            chunk([{ index: 0, delta: { content: text }, finish_reason: null }]);
        if (toolCalls.length > 0)
            chunk([{ index: 0, delta: { tool_calls: toolCalls }, finish_reason: null }]);
        chunk([{ index: 0, delta: {}, finish_reason: finish }]);
        chunk([], { usage: usage$1(answer.usage) });
        events.send("[DONE]");
        events.end();
    },
};
function usage$1(u) {
    return {
        prompt_tokens: u.input,
        completion_tokens: u.output,
        total_tokens: u.input + u.output,
        prompt_tokens_details: { cached_tokens: u.cacheRead },
        completion_tokens_details: { reasoning_tokens: u.reasoning },
    };
}

// The OpenAI Responses API (Codex): POST /v1/responses, streamed as
// response.created, output items (reasoning, message, function_call,
// custom_tool_call) and response.completed with the usage.
const TOOL_OUTPUTS = new Set(["function_call_output", "custom_tool_call_output", "local_shell_call_output", "mcp_tool_call_output", "tool_search_output"]);
let responses = 0;
const openaiResponses = {
    read(body) {
        const b = isRecord(body) ? body : {};
        const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).map((t) => ({
            name: String(t.name ?? t.type ?? ""),
            kind: t.type === "custom" ? "custom" : "function",
            params: Object.keys(isRecord(t.parameters) && isRecord(t.parameters.properties) ? t.parameters.properties : {}),
        }));
        const input = typeof b.input === "string" ? [{ type: "message", role: "user", content: b.input }] : (Array.isArray(b.input) ? b.input : []).filter(isRecord);
        const opening = [];
        for (const item of input) {
            const isMessage = item.type === "message" || (item.type === undefined && typeof item.role === "string");
            if (!isMessage || item.role === "assistant")
                break;
            if (item.role === "user")
                opening.push(textOf(item.content));
        }
        const request = {
            model: String(b.model ?? ""),
            tools,
            conversation: opening.join("\n"),
            toolResults: input.filter((item) => TOOL_OUTPUTS.has(String(item.type))).length,
        };
        const format = isRecord(b.text) && isRecord(b.text.format) ? b.text.format : undefined;
        if (format?.type === "json_schema")
            request.schema = format.schema ?? {};
        return request;
    },
    write(res, answer, ctx) {
        if (answer.kind === "hang")
            return;
        if (answer.kind === "fail")
            return sendJson(res, answer.status, openAiError(answer.status, answer.message));
        if (answer.kind === "reject-model")
            return sendJson(res, 404, modelNotFound(ctx.model, answer.message));
        const n = ++responses;
        const id = `resp_ab_${n}`;
        const items = answer.blocks.map((b, i) => item(b, `${n}_${i}`));
        const base = { id, object: "response", created_at: Math.floor(Date.now() / 1000), model: ctx.model };
        const completed = { ...base, status: "completed", output: items, usage: usage(answer.usage) };
        if (!ctx.stream)
            return sendJson(res, 200, completed);
        const events = eventStream(res);
        let seq = 0;
        const send = (type, data) => events.send({ type, sequence_number: seq++, ...data }, type);
        send("response.created", { response: { ...base, status: "in_progress", output: [] } });
        send("response.in_progress", { response: { ...base, status: "in_progress", output: [] } });
        items.forEach((it, output_index) => {
            const item_id = String(it.id);
            if (it.type === "reasoning") {
                const text = it.summary[0].text;
                send("response.output_item.added", { output_index, item: { ...it, summary: [] } });
                send("response.reasoning_summary_part.added", { item_id, output_index, summary_index: 0, part: { type: "summary_text", text: "" } });
                send("response.reasoning_summary_text.delta", { item_id, output_index, summary_index: 0, delta: text });
                send("response.reasoning_summary_text.done", { item_id, output_index, summary_index: 0, text });
                send("response.reasoning_summary_part.done", { item_id, output_index, summary_index: 0, part: { type: "summary_text", text } });
            }
            else if (it.type === "message") {
                const text = it.content[0].text;
                send("response.output_item.added", { output_index, item: { ...it, status: "in_progress", content: [] } });
                send("response.content_part.added", { item_id, output_index, content_index: 0, part: { type: "output_text", text: "", annotations: [] } });
                send("response.output_text.delta", { item_id, output_index, content_index: 0, delta: text });
                send("response.output_text.done", { item_id, output_index, content_index: 0, text });
                send("response.content_part.done", { item_id, output_index, content_index: 0, part: { type: "output_text", text, annotations: [] } });
            }
            else if (it.type === "function_call") {
                send("response.output_item.added", { output_index, item: { ...it, arguments: "", status: "in_progress" } });
                send("response.function_call_arguments.delta", { item_id, output_index, delta: it.arguments });
                send("response.function_call_arguments.done", { item_id, output_index, arguments: it.arguments });
            }
            else {
                send("response.output_item.added", { output_index, item: { ...it, input: "", status: "in_progress" } });
                send("response.custom_tool_call_input.delta", { item_id, output_index, delta: it.input });
                send("response.custom_tool_call_input.done", { item_id, output_index, input: it.input });
            }
            send("response.output_item.done", { output_index, item: it });
        });
        send("response.completed", { response: completed });
        events.end();
    },
};
function item(b, key) {
    if (b.type === "thinking")
        return { type: "reasoning", id: `rs_ab_${key}`, summary: [{ type: "summary_text", text: b.text }] };
    if (b.type === "text") {
        return { type: "message", id: `msg_ab_${key}`, role: "assistant", status: "completed", content: [{ type: "output_text", text: b.text, annotations: [] }] };
    }
    if (b.kind === "custom")
        return { type: "custom_tool_call", id: `ctc_${b.id}`, call_id: `call_${b.id}`, name: b.name, input: b.input ?? "", status: "completed" };
    return { type: "function_call", id: `fc_${b.id}`, call_id: `call_${b.id}`, name: b.name, arguments: JSON.stringify(b.args), status: "completed" };
}
/** OpenAI counts cached input inside input_tokens and reasoning inside output_tokens. */
function usage(u) {
    return {
        input_tokens: u.input,
        input_tokens_details: { cached_tokens: u.cacheRead },
        output_tokens: u.output,
        output_tokens_details: { reasoning_tokens: u.reasoning },
        total_tokens: u.input + u.output,
    };
}

// The scripted model server: one HTTP server on 127.0.0.1 that speaks the
// Anthropic Messages, OpenAI Responses, OpenAI Chat Completions and Gemini
// APIs and answers from scripts. Each execution gets its own path prefix
// (/x/<token>/…), so one server serves every execution of a run, each with
// its own script and state. Every request is logged as one JSON line.
const GEMINI_PATH = /^\/v1(?:beta|alpha)?\/models\/([^/:]+):(streamGenerateContent|generateContent|countTokens)$/;
function route(method, pathname) {
    if ((method === "HEAD" || method === "GET") && (pathname === "/" || pathname === ""))
        return "root";
    if (method === "GET" && /^\/v1(beta)?\/models$/.test(pathname))
        return "models";
    if (method !== "POST")
        return undefined;
    const p = pathname.replace(/^\/v1(?=\/)/, "");
    if (p === "/messages")
        return { protocol: anthropic, name: "anthropic", stream: (b) => b.stream === true };
    if (p === "/messages/count_tokens")
        return "count-tokens";
    if (p === "/responses")
        return { protocol: openaiResponses, name: "openai-responses", stream: (b) => b.stream === true };
    if (p === "/chat/completions")
        return { protocol: openaiChat, name: "openai-chat", stream: (b) => b.stream === true };
    const g = GEMINI_PATH.exec(pathname);
    if (g) {
        if (g[2] === "countTokens")
            return "count-tokens";
        return { protocol: gemini, name: "gemini", model: decodeURIComponent(g[1]), stream: () => g[2] === "streamGenerateContent" };
    }
    return undefined;
}
async function startModelServer(options = {}) {
    const executions = new Map();
    const abort = new AbortController();
    // Written as each request comes in, so the log is whole even when the run is killed.
    const log = (line) => {
        if (options.logFile)
            appendFileSync(options.logFile, line);
    };
    let counter = 0;
    const server = createServer((req, res) => {
        handle(req, res).catch((error) => {
            if (!res.headersSent)
                sendJson(res, 500, { error: { message: `agent-bench scripted model: ${error.message}` } });
            else
                res.end();
        });
    });
    async function handle(req, res) {
        const url = new URL(req.url ?? "/", "http://127.0.0.1");
        const method = req.method ?? "GET";
        const match = /^\/x\/([^/]+)(\/.*)?$/.exec(url.pathname);
        const execution = match ? executions.get(match[1]) : undefined;
        const pathname = match?.[2] ?? "/";
        const entry = { at: new Date().toISOString(), execution: execution?.label, method, path: `${pathname}${url.search}`, userAgent: req.headers["user-agent"] };
        const finish = (status, extra = {}) => log(`${JSON.stringify({ ...entry, status, ...extra })}\n`);
        if (!execution) {
            finish(404);
            return sendJson(res, 404, { error: { message: `agent-bench scripted model: no execution is registered at ${url.pathname}` } });
        }
        const target = route(method, pathname);
        if (target === "root") {
            finish(200);
            res.writeHead(200).end();
            return;
        }
        if (target === "models") {
            finish(200);
            return sendJson(res, 200, { object: "list", data: [], models: [] });
        }
        if (!target) {
            finish(404);
            return sendJson(res, 404, { error: { message: `agent-bench scripted model: no route for ${method} ${pathname}` } });
        }
        let body;
        try {
            body = await readBody(req);
        }
        catch (error) {
            finish(400, { error: error.message });
            return sendJson(res, 400, { error: { message: `agent-bench scripted model: the request body is not JSON: ${error.message}` } });
        }
        if (target === "count-tokens") {
            finish(200);
            const tokens = Math.ceil(JSON.stringify(body).length / 4);
            return sendJson(res, 200, { input_tokens: tokens, totalTokens: tokens });
        }
        const b = isRecord(body) ? body : {};
        const request = target.protocol.read(b, { model: target.model });
        const decision = execution.conversation.decide(request);
        const model = request.model || "scripted";
        finish(decision.answer.kind === "fail" ? decision.answer.status : decision.answer.kind === "reject-model" ? 404 : 200, {
            protocol: target.name,
            model,
            tools: request.tools.map((t) => t.name),
            toolResults: request.toolResults,
            role: decision.role,
            ...(decision.reply !== undefined ? { reply: decision.reply + 1 } : {}),
            answer: summarize(decision),
        });
        if (decision.delayMs > 0) {
            try {
                await setTimeout(decision.delayMs, undefined, { signal: abort.signal });
            }
            catch {
                return void res.destroy();
            }
        }
        target.protocol.write(res, decision.answer, { model, stream: target.stream(b) });
    }
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
function summarize(decision) {
    const a = decision.answer;
    if (a.kind === "fail")
        return `fail ${a.status}: ${a.message}`;
    if (a.kind === "reject-model")
        return "reject model";
    if (a.kind === "hang")
        return "hang";
    return a.blocks.map((b) => (b.type === "call" ? `call ${b.name}` : b.type)).join(", ");
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
            const steps = await (await scriptFor(runner.scriptedModel))({ caseId: execution.case.id, prompt: execution.case.prompt, run: execution.run, runnerId: runner.id });
            server ??= startModelServer({ logFile: options.logFile });
            const label = `case "${execution.case.id}" run ${execution.run} of runner "${runner.id}" (${path.basename(runner.scriptedModel)})`;
            return (await server).register({ replies: steps ? planReplies(steps) : undefined, cwd: execution.workspace, skills: findSkills(execution.workspace), label });
        },
        async close() {
            if (server)
                await (await server).close();
        },
    };
}

// The custom reporter contract (--reporter MODULE, or `reporters` in the
// config). A module exports any of the lifecycle hooks and/or a `render`
// function for `-o` files with the extensions it declares, as named exports
// or as a default-exported object (or a function returning one).
const HOOKS = ["onSuiteStart", "onExecutionFinish", "onSuiteFinish", "render"];

// Loads custom reporter modules before the run starts, so a wrong path, a
// syntax error or a module that exports nothing usable costs nothing. Paths
// resolve against the working directory (config entries were resolved
// against the config file already); bare names resolve as packages.
const HINT = "a reporter exports onSuiteStart, onExecutionFinish, onSuiteFinish and/or render with `export const extensions = [\".txt\"]`; see docs/reports.md#custom-reporters";
async function loadReporters(specs, cwd) {
    const loaded = [];
    for (const spec of specs)
        loaded.push(await loadReporter(spec, cwd));
    const owner = new Map();
    for (const r of loaded) {
        for (const ext of r.extensions) {
            const other = owner.get(ext);
            if (other)
                throw configError(`reporters ${other} and ${r.name} both render "${ext}"`, { where: "--reporter", hint: "keep one reporter per extension" });
            owner.set(ext, r.name);
        }
    }
    return loaded;
}
async function loadReporter(spec, cwd) {
    const file = resolveSpec(spec, cwd);
    // Reporters may `import type { Reporter } from "agent-bench"`, like suites.
    registerSuiteHooks();
    const mod = (await importModule(file, "*"));
    let candidate = isReporterLike(mod.default) || typeof mod.default === "function" ? mod.default : mod;
    if (typeof candidate === "function") {
        try {
            candidate = await candidate();
        }
        catch (error) {
            throw configError(`reporter ${spec}: its default export (a factory) threw: ${errorMessage(error)}`, { where: file, hint: HINT, cause: error });
        }
    }
    if (!isReporterLike(candidate))
        throw configError(`reporter ${spec} exports none of ${HOOKS.join(", ")}`, { where: file, hint: HINT });
    const reporter = candidate;
    for (const hook of HOOKS) {
        const value = reporter[hook];
        if (value !== undefined && typeof value !== "function")
            throw configError(`reporter ${spec}: ${hook} must be a function (got ${typeof value})`, { where: file, hint: HINT });
    }
    const extensions = normalizeExtensions(reporter.extensions, spec, file);
    if (reporter.render && extensions.length === 0) {
        throw configError(`reporter ${spec} has render() but declares no extensions, so no -o file would use it`, { where: file, hint: 'add `export const extensions = [".txt"]` (the -o file extensions it renders)' });
    }
    if (!reporter.render && extensions.length > 0) {
        throw configError(`reporter ${spec} declares extensions ${extensions.join(", ")} but has no render()`, { where: file, hint: "export render(report, options) returning the file's content" });
    }
    return { name: spec, file, reporter, extensions };
}
function isReporterLike(value) {
    if (typeof value !== "object" || value === null)
        return false;
    return HOOKS.some((hook) => typeof value[hook] === "function");
}
function normalizeExtensions(value, spec, file) {
    if (value === undefined)
        return [];
    if (!Array.isArray(value) || value.some((e) => typeof e !== "string" || !/^\.?[\w.-]+$/u.test(e))) {
        throw configError(`reporter ${spec}: extensions must be an array of file extensions such as [".txt"]`, { where: file, hint: HINT });
    }
    const extensions = [...new Set(value.map((e) => (e.startsWith(".") ? e : `.${e}`).toLowerCase()))];
    const streamed = extensions.filter((e) => BUILTIN_EXTENSIONS[e] === "jsonl");
    if (streamed.length > 0) {
        throw configError(`reporter ${spec}: ${streamed.join(", ")} is the event log the engine streams during the run; a reporter cannot render it`, { where: file, hint: "pick another extension, or use onExecutionFinish to stream your own file" });
    }
    return extensions;
}
function resolveSpec(spec, cwd) {
    const looksLikePath = spec.startsWith(".") || path.isAbsolute(spec) || isModulePath(spec);
    if (looksLikePath) {
        const file = path.resolve(cwd, spec);
        if (!existsSync(file))
            throw configError(`reporter ${spec}: ${file} does not exist`, { where: "--reporter", hint: "pass the path of a .js/.mjs/.ts reporter module, relative to the current folder" });
        return file;
    }
    try {
        return createRequire(path.join(cwd, "package.json")).resolve(spec);
    }
    catch (error) {
        throw configError(`reporter ${spec}: no such file, and no installed package of that name`, { where: "--reporter", hint: "start a path with ./ or install the reporter package", cause: error });
    }
}
/** Extensions the built-in formats cover that a reporter takes over, for a warning. */
function overriddenBuiltins(reporters) {
    return reporters.flatMap((r) => r.extensions.filter((e) => e in BUILTIN_EXTENSIONS).map((e) => `${e} (by ${r.name})`));
}

// Calls custom reporters during and after a run. A reporter's error is
// recorded with the reporter and the hook that threw, and never stops the run
// or the other reports: results, built-in reports and the other reporters'
// files are all written before the command reports the failures.
class ReporterSet {
    failures = [];
    #reporters;
    #context;
    #onFailure;
    // Hooks of one reporter run one after another, in event order, even when they are async.
    #queues = new Map();
    constructor(reporters, context, onFailure = () => { }) {
        this.#reporters = reporters;
        this.#context = context;
        this.#onFailure = onFailure;
    }
    get extensions() {
        return this.#reporters.flatMap((r) => r.extensions);
    }
    rendererFor(file) {
        const ext = extensionOf(file);
        return this.#reporters.find((r) => r.extensions.includes(ext));
    }
    /** The engine's listener: plan → onSuiteStart, each result → onExecutionFinish. */
    listener(suitePath) {
        return {
            onStart: ({ plan, outDir }) => {
                const info = deepFreeze({
                    suite: suitePath,
                    cases: plan.cases.map((c) => ({ id: c.id, tags: [...c.tags], prompt: c.prompt })),
                    runners: plan.runners.map((r) => ({ id: r.id, type: r.type, ...(r.model ? { model: r.model } : {}) })),
                    runs: plan.runs,
                    executions: plan.executions.length,
                    outDir,
                });
                this.#each("onSuiteStart", (r) => r.reporter.onSuiteStart?.(info));
            },
            onExecutionEnd: (result) => {
                if (!this.#reporters.some((r) => r.reporter.onExecutionFinish))
                    return;
                const copy = deepFreeze(structuredClone(result));
                this.#each("onExecutionFinish", (r) => r.reporter.onExecutionFinish?.(copy));
            },
        };
    }
    /** Content for an -o file this set renders; undefined when the reporter failed (recorded). */
    async render(file, model) {
        const loaded = this.rendererFor(file);
        if (!loaded?.reporter.render)
            return undefined;
        await this.#settled();
        try {
            const content = await loaded.reporter.render(deepFreeze(model), { ...this.#context, file, extension: extensionOf(file) });
            if (typeof content !== "string")
                throw new TypeError(`render() returned ${content === null ? "null" : typeof content}, not a string`);
            return content;
        }
        catch (error) {
            this.#fail(loaded, "render", error);
            return undefined;
        }
    }
    /** onSuiteFinish for every reporter, after their pending hooks. */
    async finish(model) {
        const frozen = deepFreeze(model);
        this.#each("onSuiteFinish", (r) => r.reporter.onSuiteFinish?.(frozen, this.#context));
        await this.#settled();
    }
    #each(hook, call) {
        for (const r of this.#reporters) {
            if (typeof r.reporter[hook] !== "function")
                continue;
            const previous = this.#queues.get(r) ?? Promise.resolve();
            this.#queues.set(r, previous.then(async () => {
                try {
                    await call(r);
                }
                catch (error) {
                    this.#fail(r, hook, error);
                }
            }));
        }
    }
    async #settled() {
        await Promise.all(this.#queues.values());
    }
    #fail(r, hook, error) {
        const name = error instanceof Error ? `${error.name}: ` : "";
        const failure = { reporter: r.name, file: r.file, hook, message: `${name}${errorMessage(error)}${location(error, r.file)}` };
        this.failures.push(failure);
        this.#onFailure(failure);
    }
}
/** " (reporter.mjs:12)" from the first stack frame in the reporter's file, when there is one. */
function location(error, file) {
    const url = pathToFileURL(file).href;
    const frame = (error?.stack ?? "").split("\n").find((l) => l.includes(url) || l.includes(file));
    const match = frame ? /:(\d+):\d+\)?$/u.exec(frame) : null;
    return match ? ` (${file}:${match[1]})` : "";
}
function formatFailure(f) {
    return `reporter ${f.reporter}: ${f.hook} failed: ${f.message}`;
}
/** Reporters get read-only data: one that mutates what it is given cannot change other reports. */
function deepFreeze(value) {
    if (typeof value !== "object" || value === null || Object.isFrozen(value))
        return value;
    Object.freeze(value);
    for (const v of Object.values(value))
        deepFreeze(v);
    return value;
}

// The reports of `agent-bench run`: custom reporters loaded and every -o
// extension checked before the first execution; after the run, the -o files
// written and the reporters' onSuiteFinish called. A reporter's failure is
// kept for the end, so it never costs the run's results or other reports.
async function prepareReports(prepared, signal, warn) {
    const { settings, config } = prepared;
    const loaded = await loadReporters([...(settings.reporters ?? []), ...config.reporters], settings.cwd);
    for (const o of overriddenBuiltins(loaded))
        warn(`custom reporter renders ${o} instead of the built-in format`);
    let asked = 0;
    const context = {
        outDir: prepared.outDir,
        runners: config.runners.map((r) => ({ id: r.id, type: r.type, ...(r.model ? { model: r.model } : {}) })),
        ask: (prompt, options) => askRunner(prepared, prompt, options ?? {}, ++asked, signal),
    };
    const reporters = new ReporterSet(loaded, context, (f) => warn(formatFailure(f)));
    const outputs = [...new Set([...settings.outputs, ...config.outputs])];
    for (const file of outputs)
        outputKind(file, reporters);
    return {
        outputs,
        listeners: [reporters.listener(prepared.suite.path)],
        reporters,
        async finish(model) {
            const written = await writeReports(outputs, model, { outDir: prepared.outDir, reporters });
            await reporters.finish(model);
            return written;
        },
        assertNoFailures() {
            const failures = reporters.failures;
            if (failures.length === 0)
                return;
            throw configError(`${failures.length === 1 ? "a custom reporter" : `${failures.length} custom reporter hooks`} failed (the results and the other reports are written):\n  ${failures.map(formatFailure).join("\n  ")}`, {
                where: failures[0].file,
                hint: `fix the reporter module; this run's results are in ${prepared.outDir}`,
            });
        },
    };
}
/**
 * One ad-hoc prompt against a configured runner (what `agent-bench run -i`
 * does), with its artifacts under <out-dir>/reporters/ask-<n>; resolves with
 * the agent's whole final output.
 */
async function askRunner(prepared, prompt, options, n, signal) {
    const runner = options.runner ?? prepared.config.runners[0]?.id;
    if (!runner)
        throw new Error("ask(): no runner is configured; add one to the config");
    if (!prepared.config.runners.some((r) => r.id === runner)) {
        throw new Error(`ask(): no runner "${runner}" in the config (configured: ${prepared.config.runners.map((r) => r.id).join(", ")})`);
    }
    // Imported here: run.ts imports this module, and ask() is only called after the run.
    const [{ prepareRun }, { execute }] = await Promise.all([import('./prepare-D1kPMQPh.js').then(n => n.b), Promise.resolve().then(() => run)]);
    const outDir = path.join(prepared.outDir, "reporters", `ask-${n}`);
    const ask = await prepareRun({
        suites: [],
        inline: prompt,
        ...(prepared.config.file ? { config: prepared.config.file } : {}),
        runners: [runner],
        runs: 1,
        parallel: 1,
        outputs: [],
        outDir,
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        user: prepared.user,
        team: prepared.team,
        cwd: prepared.settings.cwd,
    });
    const { run: run$1 } = await execute(ask, [], signal);
    const result = run$1.results[0];
    if (!result || !result.passed) {
        throw new Error(`ask(): runner "${runner}" did not answer (${result ? `${result.status}: ${result.error?.message ?? result.failureClass?.label ?? "no output"}` : "no execution"}); see ${outDir}`);
    }
    const session = await readFile(path.join(outDir, result.artifactDir, "session.json"), "utf8").then((t) => JSON.parse(t), () => undefined);
    return session?.finalOutput ?? result.finalOutput ?? "";
}

// What the terminal shows while a run goes: on a TTY a live view of
// executions in flight and done; in CI (no TTY) one line per finished execution.
const ICONS = {
    passed: "✓",
    "expected-failed": "✓",
    failed: "✗",
    "unexpected-passed": "✗",
    errored: "!",
    skipped: "-",
};
function describeResult(r, runs) {
    const what = `${terminalSafe(r.caseId)} · ${terminalSafe(r.runnerId)}${runs > 1 ? ` · run ${r.run}/${runs}` : ""}`;
    const time = r.status === "skipped" ? "" : ` · ${formatDuration(r.durationMs)}`;
    const label = r.status === "passed" ? "" : ` ${r.status}${r.failureClass ? ` (${r.failureClass.id})` : ""}`;
    const why = !r.passed || r.status === "expected-failed" ? (r.error ? `: ${firstLine(r.error.message)}` : "") : "";
    return `${ICONS[r.status]} ${what}${time}${label}${why}`;
}
function createProgress(options) {
    const out = options.stream;
    let total = 0;
    let runs = 1;
    let done = 0;
    let failed = 0;
    const inFlight = new Map();
    let drawn = 0;
    let timer;
    const clear = () => {
        if (drawn > 0)
            out.write(`\x1b[${drawn}A\x1b[J`);
        drawn = 0;
    };
    const draw = () => {
        if (!options.interactive)
            return;
        clear();
        const width = Math.max(40, (out.columns || 100) - 1);
        const lines = [...inFlight.entries()].slice(0, 8).map(([p, start]) => `  … ${terminalSafe(p.case.id)} · ${terminalSafe(p.runner.id)}${runs > 1 ? ` · run ${p.run}` : ""} · ${formatDuration(Date.now() - start)}`);
        if (inFlight.size > 8)
            lines.push(`  … and ${inFlight.size - 8} more`);
        lines.push(`  ${done}/${total} done${failed ? `, ${failed} not passed` : ""}`);
        out.write(lines.map((l) => l.slice(0, width)).join("\n") + "\n");
        drawn = lines.length;
    };
    return {
        onStart({ plan, outDir, parallel }) {
            total = plan.executions.length;
            runs = plan.runs;
            out.write(`agent-bench: ${plan.cases.length} case(s) × ${plan.runners.length} runner(s) × ${plan.runs} run(s) = ${total} execution(s), parallel ${parallel}\n`);
            out.write(`results: ${outDir}\n`);
            if (options.interactive)
                timer = setInterval(draw, 250).unref();
        },
        onExecutionStart(p) {
            inFlight.set(p, Date.now());
        },
        onExecutionEnd(r) {
            for (const p of inFlight.keys()) {
                if (p.case.id === r.caseId && p.runner.id === r.runnerId && p.run === r.run)
                    inFlight.delete(p);
            }
            done++;
            if (!r.passed)
                failed++;
            if (options.interactive)
                clear();
            out.write(`${describeResult(r, runs)}\n`);
            if (options.verbose) {
                for (const a of r.assertions.filter((x) => !x.passed))
                    out.write(`    ${a.name}: ${firstLine(a.message, 300)}\n`);
                out.write(`    artifacts: ${r.artifactDir}\n`);
            }
            draw();
        },
        onWarning(message) {
            if (options.interactive)
                clear();
            out.write(`warning: ${terminalSafe(message)}\n`);
            draw();
        },
        onFinish() {
            if (timer)
                clearInterval(timer);
            if (options.interactive)
                clear();
        },
    };
}

// agent-bench run: flags → settings → prepared run → executions → reports.
const RUN_USAGE = `usage: agent-bench run [SUITE...] [options]

  -c, --config FILE       config file (default: nearest agent-bench.config.* above the suite)
  -r, --runner ID         runner id(s) to use (repeatable, comma-separated; default all)
  -n, --runs N            runs per case × runner (default 1)
  -p, --parallel N        executions in flight (default: CPUs, at most 4)
  -t, --tag TAG           only cases with one of these tags (repeatable, comma-separated)
      --case ID           only these cases (repeatable, comma-separated)
      --timeout DURATION  per-execution timeout for cases without their own (e.g. 90s, 5m)
      --max-steps N       stop an agent after N steps
      --out-dir DIR       where results go (default .agent-bench/runs/<timestamp>)
  -o, --output FILE       also write a report; the extension picks the format: .md, .html,
                          .xml (JUnit), .json, .jsonl, or a --reporter's own (repeatable)
      --reporter MODULE   a custom reporter: lifecycle hooks and/or render() for -o files
                          with the extensions it declares (repeatable)
      --shard I/N         run slice I of N of the plan's cells
      --fail-fast         stop scheduling after the first failure
  -i, --input TEXT|FILE   run one ad-hoc case with this prompt (or a suite file)
  -u, --user USER         AGENT_BENCH_USER for the agent (default test-user)
      --team TEAM         AGENT_BENCH_TEAM for the agent (default test-team)
      --model MODEL       override the model of the selected runners
  -v, --verbose           print failed assertions and artifact paths
      --base FILE|DIR     compare with a baseline stability.json (or run folder) after the run
      --resume DIR        complete an interrupted or partly errored run in DIR: run only the
                          missing executions and those that errored (same suite, runners, runs)`;
const FLAGS = {
    config: { type: "string", short: "c" },
    runner: { type: "string", short: "r", multiple: true },
    runs: { type: "string", short: "n" },
    parallel: { type: "string", short: "p" },
    tag: { type: "string", short: "t", multiple: true },
    case: { type: "string", multiple: true },
    timeout: { type: "string" },
    "max-steps": { type: "string" },
    "out-dir": { type: "string" },
    output: { type: "string", short: "o", multiple: true },
    shard: { type: "string" },
    "fail-fast": { type: "boolean" },
    input: { type: "string", short: "i" },
    user: { type: "string", short: "u" },
    team: { type: "string" },
    model: { type: "string" },
    verbose: { type: "boolean", short: "v" },
    resume: { type: "string" },
    base: { type: "string" },
    reporter: { type: "string", multiple: true },
    help: { type: "boolean", short: "h" },
};
/** Flags that define the plan: with --resume the plan comes from the run being resumed. */
const PLAN_FLAGS = ["config", "runner", "runs", "tag", "case", "shard", "input", "user", "team", "model", "out-dir"];
function settingsFromArgv(argv, cwd) {
    const { values, positionals } = parseFlags(argv, FLAGS, RUN_USAGE);
    if (values.help)
        return "help";
    if (values.resume !== undefined) {
        const clash = PLAN_FLAGS.find((f) => values[f] !== undefined) ?? (positionals.length ? "SUITE" : undefined);
        if (clash)
            throw configError(`--resume takes the plan from the run it resumes; drop ${clash === "SUITE" ? "the suite paths" : `--${clash}`}`, { where: "--resume" });
    }
    let timeoutMs;
    if (values.timeout !== undefined) {
        timeoutMs = parseDuration(values.timeout);
        if (timeoutMs === undefined)
            throw configError(`--timeout: "${values.timeout}" is not a duration`, { where: "--timeout", hint: DURATION_HINT });
    }
    const suites = [...positionals];
    let inline = values.input;
    // yao: -i names a suite file when it looks like one.
    if (inline !== undefined && isSuitePath(inline, cwd)) {
        suites.push(inline);
        inline = undefined;
    }
    if (inline !== undefined && positionals.length > 0) {
        throw configError("-i runs one ad-hoc case; do not also pass suite files", { where: "-i", hint: "drop the suite paths, or drop -i" });
    }
    // -o extensions are checked once the reporters (flags and config) are loaded, still before the run.
    return {
        suites,
        inline,
        config: values.config,
        runners: values.runner,
        runs: intFlag(values.runs, "--runs"),
        parallel: intFlag(values.parallel, "--parallel"),
        tags: values.tag,
        cases: values.case,
        timeoutMs,
        maxSteps: intFlag(values["max-steps"], "--max-steps"),
        outDir: values["out-dir"],
        outputs: (values.output ?? []).map((o) => path.resolve(cwd, o)),
        shard: values.shard !== undefined ? parseShard(values.shard) : undefined,
        failFast: values["fail-fast"],
        user: values.user,
        team: values.team,
        model: values.model,
        verbose: values.verbose,
        resume: values.resume !== undefined ? path.resolve(cwd, values.resume) : undefined,
        base: values.base !== undefined ? path.resolve(cwd, values.base) : undefined,
        ...(values.reporter ? { reporters: values.reporter } : {}),
        cwd,
    };
}
async function runCommand(argv) {
    const settings = settingsFromArgv(argv, process.cwd());
    if (settings === "help") {
        process.stdout.write(`${RUN_USAGE}\n`);
        return 0;
    }
    const resume = settings.resume ? await readRunLog(settings.resume) : undefined;
    // A missing or unreadable baseline is a mistake to report before spending anything on agents.
    const baseline = settings.base ? await loadStability(settings.base) : undefined;
    const prepared = await prepareRun(resume ? resumedSettings(settings, resume.invocation, settings.resume) : settings);
    if (!resume)
        await checkOutDir(prepared.outDir);
    const controller = new AbortController();
    const signals = handleSignals(controller);
    const progress = createProgress({ stream: process.stderr, interactive: process.stderr.isTTY === true && !process.env.CI, verbose: settings.verbose === true });
    for (const w of prepared.warnings)
        progress.onWarning?.(w);
    try {
        const reports = await prepareReports(prepared, controller.signal, (w) => progress.onWarning?.(w));
        prepared.settings.outputs = reports.outputs;
        const { run, stability } = await execute(prepared, [progress, ...reports.listeners], controller.signal, resume);
        await linkLatest(prepared);
        if (settings.inline !== undefined)
            printDirect(run);
        else
            process.stdout.write(`\n${summaryTable(run)}\n`);
        let regression = false;
        let comparison;
        if (baseline) {
            comparison = compare(baseline, stability);
            await writeFile(path.join(prepared.outDir, "comparison.json"), `${JSON.stringify(comparison, null, 2)}\n`);
            process.stdout.write(`\n${renderComparisonMarkdown(comparison)}\n`);
            regression = comparison.verdict === "regression";
        }
        await reports.finish({ run, stability, ...(comparison ? { comparison } : {}) });
        process.stderr.write(`results: ${prepared.outDir}\n`);
        reports.assertNoFailures();
        if (signals.received)
            return signals.received === "SIGTERM" ? 143 : 130;
        return Math.max(exitCode(run), regression ? 1 : 0);
    }
    finally {
        signals.dispose();
    }
}
async function execute(prepared, listeners, signal, resume) {
    const outputs = prepared.settings.outputs;
    for (const file of outputs)
        await mkdir(path.dirname(file), { recursive: true });
    const models = createScriptedModels({ logFile: path.join(prepared.outDir, "model-server.log") });
    await models.check(prepared.plan.runners);
    const outcome = await runSuite({
        suite: prepared.suite,
        plan: prepared.plan,
        outDir: prepared.outDir,
        repoRoot: prepared.repoRoot,
        cwd: prepared.settings.cwd,
        parallel: prepared.parallel,
        failFast: prepared.settings.failFast ?? prepared.config.defaults.failFast ?? false,
        timeoutMs: prepared.settings.timeoutMs,
        defaultTimeoutMs: prepared.config.defaults.timeoutMs,
        maxSteps: prepared.settings.maxSteps,
        defaultMaxSteps: prepared.config.defaults.maxSteps,
        user: prepared.user,
        team: prepared.team,
        workspace: prepared.workspace,
        signal,
        listeners,
        environment: {
            user: prepared.user,
            team: prepared.team,
            node: process.version,
            platform: `${process.platform}-${process.arch}`,
            agentBench: VERSION,
            ci: Boolean(process.env.CI),
            ...withCommit(detectCommit(prepared.repoRoot)),
        },
        version: VERSION,
        // Streamed by the engine; every other -o file is written after the run (run-reports.ts).
        jsonlOutputs: outputs.filter((o) => builtinFormatOf(o) === "jsonl"),
        retries: prepared.config.retries,
        invocation: invocationOf(prepared.settings),
        ...(resume ? { resume: { startedAt: resume.startedAt, cases: resume.cases, results: resume.results } } : {}),
        modelServerUrl: models.urlFor,
        judge: createJudge({ runners: prepared.config.runners, defaultRunner: prepared.config.judge, signal, modelServerUrl: models.urlFor }),
    }).finally(() => models.close());
    return outcome;
}
function invocationOf(s) {
    return {
        suites: s.suites.map((f) => path.resolve(s.cwd, f)),
        ...(s.inline !== undefined ? { inline: s.inline } : {}),
        ...(s.config ? { config: path.resolve(s.cwd, s.config) } : {}),
        ...(s.runners ? { runners: s.runners } : {}),
        ...(s.runs ? { runs: s.runs } : {}),
        ...(s.tags ? { tags: s.tags } : {}),
        ...(s.cases ? { cases: s.cases } : {}),
        ...(s.shard ? { shard: s.shard } : {}),
        ...(s.model ? { model: s.model } : {}),
        ...(s.user ? { user: s.user } : {}),
        ...(s.team ? { team: s.team } : {}),
        cwd: s.cwd,
    };
}
function resumedSettings(flags, invocation, dir) {
    if (!invocation)
        throw configError(`${dir} was written by an agent-bench that did not record how it was run`, { where: "--resume", hint: "start a new run" });
    return { ...flags, ...invocation, outputs: flags.outputs, outDir: dir };
}
function withCommit(commit) {
    return commit ? { commit } : {};
}
/** 0 all passed (expected failures count), 1 something did not pass, 3 agent-bench could not run any agent. */
function exitCode(run) {
    const counted = run.results.filter((r) => r.status !== "skipped");
    const infra = new Set(["spawn", "workspace", "workspace-bootstrap"]);
    if (counted.length > 0 && counted.every((r) => r.status === "errored" && r.failureOrigin && infra.has(r.failureOrigin)))
        return 3;
    return counted.every((r) => r.passed) ? 0 : 1;
}
async function checkOutDir(outDir) {
    if (existsSync(path.join(outDir, "results.jsonl"))) {
        throw configError(`${outDir} already holds a run`, { where: "--out-dir", hint: "choose another folder, or delete it (agent-bench never overwrites results)" });
    }
}
/** .agent-bench/runs/latest → the newest run, for people looking by hand. */
async function linkLatest(prepared) {
    if (prepared.settings.outDir)
        return;
    const latest = path.join(path.dirname(prepared.outDir), "latest");
    await unlink(latest).catch(() => { });
    await symlink(path.basename(prepared.outDir), latest).catch(() => { });
}
function printDirect(run) {
    for (const r of run.results) {
        if (run.results.length > 1)
            process.stdout.write(`--- ${r.runnerId} run ${r.run}: ${r.status}\n`);
        process.stdout.write(`${r.finalOutput ?? ""}\n`);
        if (!r.passed && r.error)
            process.stderr.write(`${r.status}: ${r.error.message}\n`);
    }
}
/** First SIGINT/SIGTERM: stop scheduling, kill the agents, write what finished. Second: exit now. */
function handleSignals(controller) {
    const state = { dispose: () => { } };
    const onSignal = (signal) => {
        if (state.received)
            process.exit(signal === "SIGTERM" ? 143 : 130);
        state.received = signal;
        process.stderr.write(`\n${signal}: stopping; finished results are kept (send again to exit now)\n`);
        controller.abort();
    };
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    state.dispose = () => {
        process.off("SIGINT", onSignal);
        process.off("SIGTERM", onSignal);
    };
    return state;
}

const run = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
    __proto__: null,
    RUN_USAGE,
    execute,
    exitCode,
    runCommand,
    settingsFromArgv
}, Symbol.toStringTag, { value: 'Module' }));

export { createProgress as c, execute as e, run as r };
