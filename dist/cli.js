import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { b as pkg, V as VERSION, s as suggest, i as isAgentBenchError, d as formatError } from './chunks/unknown-events-zNQq38TK.js';

// The one supported Node range is package.json's `engines.node` (">=X.Y.Z");
// below it agent-bench says so in one line instead of failing somewhere inside.
// bin/agent-bench.js repeats this check in plain JavaScript, before anything else loads.
const MIN_NODE = pkg.engines.node.replace(/^>=\s*/, "");
/** The sentence for an unsupported Node, or undefined when `version` (e.g. "20.20.2") is supported. */
function nodeVersionProblem(version = process.versions.node) {
    const have = version.split(".").map(Number);
    const need = MIN_NODE.split(".").map(Number);
    for (let i = 0; i < 3; i++) {
        if ((have[i] ?? 0) > (need[i] ?? 0))
            return undefined;
        if ((have[i] ?? 0) < (need[i] ?? 0))
            return `agent-bench needs Node ${MIN_NODE} or newer; this is Node ${version}`;
    }
    return undefined;
}

// The CLI entry: argv → a command. One catch maps errors to exit codes:
// 2 for configuration or input errors, 3 when agent-bench could not run.
const USAGE = `agent-bench ${VERSION}: benchmark AI coding agents

Usage: agent-bench <command> [options]

Commands:
  init                    set up a repository: config, starter suite, GitHub workflow
  run [SUITE...]          run a suite's cases against runners, N runs each
  compare BASE HEAD       compare two runs' stability (base vs head)
  lift [SUITE...]         does a skill help? each case with the skill and without it
  explain RUN_DIR         ask each failed execution's agent why, in its own session
  merge DIR...            combine the runs of a sharded plan into one
  history SOURCE          a suite's pass rate, cost and flaky cells over a series of runs
  parse TYPE STDOUT       show the normalized session a runner's output gives

Options:
  -h, --help              show this help
  -V, --version           print the version

agent-bench <command> --help shows a command's options.`;
const COMMANDS = {
    init: async () => (await import('./chunks/init-nIclLV_O.js')).initCommand,
    run: async () => (await import('./chunks/run-BkQzG11J.js').then(n => n.r)).runCommand,
    compare: async () => (await import('./chunks/compare-CZfUOCkJ.js')).compareCommand,
    merge: async () => (await import('./chunks/merge-DZQMnywt.js')).mergeCommand,
    history: async () => (await import('./chunks/history-CKFqG4yz.js')).historyCommand,
    parse: async () => (await import('./chunks/parse-DqVmSUWF.js')).parseCommand,
    explain: async () => (await import('./chunks/explain-CQOulF8l.js')).explainCommand,
    lift: async () => (await import('./chunks/lift-qzIzJARL.js')).liftCommand,
};
async function main(argv) {
    const tooOld = nodeVersionProblem();
    if (tooOld) {
        process.stderr.write(`${tooOld}\n`);
        return 2;
    }
    const [name, ...rest] = argv;
    if (name === undefined || name === "--help" || name === "-h" || name === "help") {
        process.stdout.write(`${USAGE}\n`);
        return name === undefined ? 2 : 0;
    }
    if (name === "--version" || name === "-V") {
        process.stdout.write(`${VERSION}\n`);
        return 0;
    }
    const load = COMMANDS[name];
    if (!load) {
        const near = suggest(name, Object.keys(COMMANDS));
        const hint = /^-{0,2}v(?:ersion)?$/iu.test(name)
            ? `the version is agent-bench --version (or -V); -v is --verbose and goes after a command: agent-bench run SUITE -v`
            : name.startsWith("-")
                ? `flags go after the command, e.g. agent-bench run ${name}`
                : near
                    ? `did you mean agent-bench ${near}?`
                    : `the commands are ${Object.keys(COMMANDS).join(", ")}; agent-bench --help explains them`;
        process.stderr.write(`agent-bench: unknown command "${name}"\n  hint: ${hint}\n`);
        return 2;
    }
    try {
        const command = await load();
        // Before any suite, config, script or reporter loads: what "agent-bench" gives them.
        (await import('./chunks/user-api-BVmcnEwd.js')).provideSuiteApi();
        return await command(rest);
    }
    catch (error) {
        if (isAgentBenchError(error)) {
            process.stderr.write(`agent-bench: ${formatError(error)}\n`);
            return error.exitCode;
        }
        process.stderr.write(`agent-bench: internal error: ${error?.stack ?? String(error)}\nPlease report this at https://github.com/agent-bench/agent-bench/issues\n`);
        return 3;
    }
}
// import.meta.main is Node >= 22.18; `node dist/cli.js` must work on every supported Node.
if (import.meta.main ?? isEntry(process.argv[1])) {
    process.exitCode = await main(process.argv.slice(2));
}
function isEntry(argv1) {
    try {
        return argv1 !== undefined && pathToFileURL(realpathSync(argv1)).href === import.meta.url;
    }
    catch {
        return false;
    }
}

export { main };
