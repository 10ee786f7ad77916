import { d as didYouMean, c as docUrl } from './schemas-CaY1ir08.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { c as configError, k as errorMessage } from './unknown-events-zNQq38TK.js';
import { p as parseFlags, i as intFlag } from './args-DelfG8Fj.js';
import { g as getAdapter, r as runnerTypes, f as findSkills } from './skills-C4zYLUOw.js';
import { r as runnerPathKey } from './paths-BHCm_52W.js';
import 'node:util';
import 'node:fs';
import 'node:os';
import './path-DuR4wJNM.js';
import 'node:vm';
import 'node:timers/promises';
import 'node:zlib';
import 'node:module';
import './module-hooks-CkSApm3x.js';
import 'node:url';
import 'node:crypto';

// agent-bench parse: a runner's captured output → the normalized session it
// gives, as JSON. Shows what assertions will see (commands, reads, writes,
// skills, final output, usage, errors) for a recorded or hand-made stream.
const PARSE_USAGE = `Usage: agent-bench parse TYPE STDOUT_FILE [options]

Prints, as JSON, the session a runner type makes of an agent's captured output: what assertions see.

  TYPE                 runner type: ${runnerTypes().join(", ")}
  STDOUT_FILE          the agent's captured stdout (e.g. a run's stdout.log); - reads stdin

Options:
      --stderr FILE    its stderr (some CLIs report errors there)
      --prompt TEXT    the prompt it was given (a leading /skill is detected; inputChars)
      --cwd DIR        the folder it ran in: relative paths resolve against it, skills are looked up in it (default: .)
      --exit-code N    its exit status (default 0)
      --model MODEL    the configured model, as the session's runner shows it
      --file NAME=PATH a file the runner collects after the agent exits, e.g. --file usage=copilot-usage.json (repeatable)
      --options JSON   the runner's own options, e.g. '{"format":"json","responsePath":"$.answer"}' for an http runner
  -h, --help           show this help`;
const FLAGS = {
    stderr: { type: "string" },
    prompt: { type: "string" },
    cwd: { type: "string" },
    "exit-code": { type: "string" },
    model: { type: "string" },
    file: { type: "string", multiple: true },
    options: { type: "string" },
    help: { type: "boolean", short: "h" },
};
async function parseCommand(argv) {
    const { values, positionals } = parseFlags(argv, FLAGS, "parse");
    if (values.help) {
        process.stdout.write(`${PARSE_USAGE}\n`);
        return 0;
    }
    const [type, stdoutFile, ...extra] = positionals;
    if (type === undefined || stdoutFile === undefined || extra.length > 0) {
        throw configError(`parse takes a runner type and one stdout file (got ${positionals.length} argument${positionals.length === 1 ? "" : "s"})`, {
            hint: "e.g. agent-bench parse claude-code .agent-bench/runs/latest/executions/<case>/<runner>/run-1/stdout.log",
        });
    }
    const adapter = getAdapter(type);
    if (!adapter)
        throw configError(`unknown runner type "${type}"${didYouMean(type, runnerTypes())}`, { where: "TYPE", hint: `use one of: ${runnerTypes().join(", ")}` });
    const cwd = path.resolve(values.cwd ?? ".");
    const stdout = await read(stdoutFile, "STDOUT_FILE");
    const stderr = values.stderr === undefined ? "" : await read(values.stderr, "--stderr");
    const exitCode = intFlag(values["exit-code"], "--exit-code", 0) ?? 0;
    const files = {};
    for (const entry of values.file ?? []) {
        const at = entry.indexOf("=");
        if (at <= 0)
            throw configError(`--file ${entry}: expected NAME=PATH`, { where: "--file", hint: "e.g. --file usage=copilot-usage.json" });
        files[entry.slice(0, at)] = await read(entry.slice(at + 1), "--file");
    }
    const options = runnerOptions(values.options, adapter.optionsSchema);
    const session = adapter.parse({ stdout, stderr, end: { kind: "exited", code: exitCode }, files }, {
        runner: { id: type, pathKey: runnerPathKey(type), agent: { type, model: values.model ?? "" } },
        prompt: values.prompt ?? "",
        cwd,
        options,
        ...(stdoutFile !== "-" ? { stdoutPath: path.resolve(stdoutFile) } : {}),
        ...(values.stderr !== undefined ? { stderrPath: path.resolve(values.stderr) } : {}),
        knownSkills: findSkills(cwd),
    });
    process.stdout.write(`${JSON.stringify(session, null, 2)}\n`);
    return 0;
}
function runnerOptions(json, schema) {
    let raw = {};
    if (json !== undefined) {
        try {
            raw = JSON.parse(json);
        }
        catch (error) {
            throw configError(`--options is not JSON: ${errorMessage(error)}`, { where: "--options", hint: `e.g. --options '{"format":"json"}'` });
        }
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success)
        throw configError(`${parsed.error.issues[0]?.message ?? "invalid"} at ${parsed.error.issues[0]?.path.join(".") || "the top level"}`, {
            where: "--options",
            hint: `give the runner's own keys, as in the config file (${docUrl("runners.md")})`,
        });
    return parsed.data;
}
async function read(file, where) {
    try {
        if (file === "-") {
            const chunks = [];
            for await (const chunk of process.stdin)
                chunks.push(chunk);
            return Buffer.concat(chunks).toString("utf8");
        }
        return await readFile(file, "utf8");
    }
    catch (error) {
        throw configError(`cannot read ${file}: ${errorMessage(error)}`, {
            where,
            hint: "give the path of a file holding the agent's output (a run's stdout.log works)",
        });
    }
}

export { PARSE_USAGE, parseCommand };
