import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { c as configError, e as errorMessage } from './errors-Cn0EvSBK.js';
import { p as parseFlags, i as intFlag, f as findSkills } from './args-BH4KWBgq.js';
import { g as getAdapter, h as runnerTypes, r as runnerPathKey } from './paths-CxX11o6S.js';
import 'node:fs';
import 'node:util';
import 'node:os';
import './session-B_q7XYQ7.js';
import './schemas-CEueArjJ.js';
import 'node:timers/promises';
import 'node:url';
import 'process';
import 'buffer';
import 'node:crypto';

// agent-bench parse: a runner's captured output → the normalized session it
// gives, as JSON. Shows what assertions will see (commands, reads, writes,
// skills, final output, usage, errors) for a recorded or hand-made stream.
const PARSE_USAGE = `usage: agent-bench parse TYPE STDOUT_FILE [options]

  TYPE                 runner type: ${runnerTypes().join(", ")}
  STDOUT_FILE          the agent's captured stdout (e.g. a run's stdout.log); - reads stdin
      --stderr FILE    its stderr (some CLIs report errors there)
      --prompt TEXT    the prompt it was given (a leading /skill is detected; inputChars)
      --cwd DIR        the folder it ran in: relative paths resolve against it, skills are looked up in it (default: .)
      --exit-code N    its exit status (default 0)
      --model MODEL    the configured model, as the session's runner shows it`;
const FLAGS = {
    stderr: { type: "string" },
    prompt: { type: "string" },
    cwd: { type: "string" },
    "exit-code": { type: "string" },
    model: { type: "string" },
    help: { type: "boolean", short: "h" },
};
async function parseCommand(argv) {
    const { values, positionals } = parseFlags(argv, FLAGS, PARSE_USAGE);
    if (values.help) {
        process.stdout.write(`${PARSE_USAGE}\n`);
        return 0;
    }
    const [type, stdoutFile, ...extra] = positionals;
    if (type === undefined || stdoutFile === undefined || extra.length > 0) {
        throw configError("parse takes a runner type and one stdout file", { hint: PARSE_USAGE });
    }
    const adapter = getAdapter(type);
    if (!adapter)
        throw configError(`unknown runner type "${type}"`, { where: "TYPE", hint: `use one of: ${runnerTypes().join(", ")}` });
    const cwd = path.resolve(values.cwd ?? ".");
    const stdout = await read(stdoutFile, "STDOUT_FILE");
    const stderr = values.stderr === undefined ? "" : await read(values.stderr, "--stderr");
    const exitCode = intFlag(values["exit-code"], "--exit-code", 0) ?? 0;
    const session = adapter.parse({ stdout, stderr, exitCode, timedOut: false, stepLimitHit: false, files: {} }, {
        runner: { id: type, pathKey: runnerPathKey(type), agent: { type, model: values.model ?? "" } },
        prompt: values.prompt ?? "",
        cwd,
        ...(stdoutFile !== "-" ? { stdoutPath: path.resolve(stdoutFile) } : {}),
        ...(values.stderr !== undefined ? { stderrPath: path.resolve(values.stderr) } : {}),
        knownSkills: findSkills(cwd),
    });
    process.stdout.write(`${JSON.stringify(session, null, 2)}\n`);
    return 0;
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
        throw configError(`cannot read ${file}: ${errorMessage(error)}`, { where, hint: "give the path of a file holding the agent's output (a run's stdout.log works)" });
    }
}

export { PARSE_USAGE, parseCommand };
