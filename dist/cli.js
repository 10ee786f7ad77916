import { i as isAgentBenchError, f as formatError } from './chunks/errors-Cn0EvSBK.js';
import { s as setApiUrl } from './chunks/hooks-B_0jnizO.js';
import { V as VERSION } from './chunks/version-c6KVY9RR.js';
import 'node:module';

// The CLI entry: argv → a command. One catch maps errors to exit codes:
// 2 for configuration or input errors, 3 when agent-bench could not run.
const USAGE = `agent-bench ${VERSION}: benchmark AI coding agents

usage: agent-bench <command> [options]

commands:
  run [SUITE...]          run a suite's cases against runners, N runs each
  compare BASE HEAD       compare two runs' stability (base vs head)
  merge DIR...            combine the runs of a sharded plan into one
  parse TYPE STDOUT       show the normalized session a runner's output gives

agent-bench <command> --help shows a command's options.`;
const COMMANDS = {
    run: async () => (await import('./chunks/run-D4yabfX3.js').then(n => n.r)).runCommand,
    compare: async () => (await import('./chunks/compare-OTw4bG-c.js')).compareCommand,
    merge: async () => (await import('./chunks/merge-BmHt8Vb0.js').then(n => n.a)).mergeCommand,
    parse: async () => (await import('./chunks/parse-C36YE70g.js')).parseCommand,
};
async function main(argv) {
    setApiUrl(new URL(import.meta.url.endsWith(".ts") ? "./api.ts" : "./api.js", import.meta.url).href);
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
        process.stderr.write(`agent-bench: unknown command "${name}"\n\n${USAGE}\n`);
        return 2;
    }
    try {
        return await (await load())(rest);
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
if (import.meta.main) {
    process.exitCode = await main(process.argv.slice(2));
}

export { main };
