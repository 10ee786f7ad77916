import { parseArgs } from 'node:util';
import { c as configError } from './errors-Cn0EvSBK.js';

// node:util parseArgs with errors that name the flag and say what it takes.
function parseFlags(argv, options, usage) {
    try {
        return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (error) {
        const message = error.message;
        const code = error.code;
        const flag = /'(-[^' ]+)/.exec(message)?.[1];
        if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
            throw configError(`unknown flag ${flag ?? message}`, { where: flag, hint: usage });
        }
        if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
            throw configError(`${flag ?? "a flag"} needs a value`, { where: flag, hint: usage });
        }
        throw configError(message.split("\n")[0], { hint: usage });
    }
}
function intFlag(value, flag, min = 1) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) {
        throw configError(`${flag}: "${value}" is not a whole number ≥ ${min}`, { where: flag, hint: `e.g. ${flag} ${Math.max(min, 3)}` });
    }
    return n;
}

export { intFlag as i, parseFlags as p };
