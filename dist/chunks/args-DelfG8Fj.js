import { parseArgs } from 'node:util';
import { s as suggest, c as configError } from './unknown-events-zNQq38TK.js';

// node:util parseArgs with errors that name the flag, say what it takes and
// suggest the flag a typo meant; never a usage dump for one bad value.
/** `command` is how the help is reached: "run" → "agent-bench run --help". */
function parseFlags(argv, options, command) {
    const help = `agent-bench ${command} --help lists every flag`;
    try {
        return parseArgs({ args: joinNegativeValues(argv, options), options, allowPositionals: true, strict: true });
    }
    catch (error) {
        const message = error.message;
        const code = error.code;
        const flag = /'(-[^' ]+)/.exec(message)?.[1];
        if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
            const typed = flag ?? message;
            const names = flagNames(options);
            const bare = typed.replace(/=.*$/, "");
            // A flag cut short (--keep for --keep-workspaces) is as likely as a typo.
            const longer = names.filter((n) => n.startsWith(bare) && bare.length >= 4);
            const near = longer.length === 1 ? longer[0] : suggest(bare, names);
            throw configError(`unknown flag ${typed}`, { where: typed, hint: near ? `did you mean ${near}? ${help}` : help });
        }
        if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
            const name = /--([\w-]+)/.exec(message)?.[1];
            const long = name ? `--${name}` : (flag ?? "a flag");
            const boolean = name !== undefined && options[name]?.type === "boolean";
            if (boolean)
                throw configError(`${long} takes no value`, { where: long, hint: `write ${long} alone` });
            throw configError(`${long} needs a value`, { where: long, hint: help });
        }
        throw configError(message.split("\n")[0], { hint: help });
    }
}
function flagNames(options) {
    return Object.entries(options).flatMap(([name, o]) => [`--${name}`, ...(o.short ? [`-${o.short}`] : [])]);
}
/** `-n -1` means "-1 is the value": join it as `-n=-1` so the value's own check reports it. */
function joinNegativeValues(argv, options) {
    const takesValue = new Set(Object.entries(options).flatMap(([name, o]) => (o.type === "string" ? [`--${name}`, ...(o.short ? [`-${o.short}`] : [])] : [])));
    const out = [];
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        const next = argv[i + 1];
        if (takesValue.has(arg) && next !== undefined && /^-\d/.test(next)) {
            out.push(arg.startsWith("--") ? `${arg}=${next}` : `${arg}${next}`);
            i++;
        }
        else
            out.push(arg);
    }
    return out;
}
function intFlag(value, flag, min = 1) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (value.trim() === "" || !Number.isInteger(n) || n < min) {
        throw configError(`${flag}: "${value}" is not a whole number ≥ ${min}`, { where: flag, hint: `e.g. ${flag} ${Math.max(min, 3)}` });
    }
    return n;
}

export { intFlag as i, parseFlags as p };
