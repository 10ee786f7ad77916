// Shell command text → executable, positionals and options, for structured
// command matchers. Parsing follows skillgym's rules so matchers pass and fail
// alike: `--k=v`, `--k v`, `-abc` (= -a -b -c), `-p80` (= -p 80), `--` ends
// options. Wrappers are unwrapped first: `bash -lc '…'`, `sh -c "…"`,
// `env X=1 …`, `X=1 …`.
const SHELLS = new Set(["bash", "sh", "zsh", "fish", "dash", "ksh"]);
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const MAX_UNWRAP = 4;
// An execution's commands are parsed by every command matcher of its case and again for its behaviour
// profile, and the runs of a case repeat them: each text is parsed once.
// (Long texts, a heredoc's, are not kept: at most ~8 MB is held.)
const parsed = new Map();
const PARSED_KEPT = 2000;
const KEPT_LENGTH = 500;
function parseCommand(command) {
    let result = parsed.get(command);
    if (!result) {
        result = parseOnce(command);
        if (command.length <= KEPT_LENGTH) {
            if (parsed.size >= PARSED_KEPT)
                parsed.clear();
            parsed.set(command, result);
        }
    }
    return result;
}
function parseOnce(command) {
    let tokens = tokenize(command);
    let unwrapped;
    for (let i = 0; i < MAX_UNWRAP; i++) {
        const next = unwrap(tokens);
        if (next === undefined)
            break;
        if (next.inner !== undefined) {
            unwrapped = next.inner;
            tokens = tokenize(next.inner);
        }
        else {
            unwrapped = next.tokens.join(" ");
            tokens = next.tokens;
        }
    }
    return { raw: command, ...parseTokens(tokens), ...(unwrapped !== undefined ? { unwrapped } : {}) };
}
/** One layer of wrapping: leading env/assignments, or a shell's -c script. */
function unwrap(tokens) {
    let i = 0;
    if (tokens[0] !== undefined && basename(tokens[0]) === "env") {
        i = 1;
        while (i < tokens.length) {
            const t = tokens[i];
            if (t === "-i" || t === "-" || t === "--ignore-environment" || t.startsWith("--unset=") || (t.startsWith("-u") && t.length > 2))
                i++;
            else if (t === "-u" || t === "--unset")
                i += 2;
            else
                break;
        }
    }
    while (i < tokens.length && ASSIGNMENT.test(tokens[i]))
        i++;
    if (i > 0 && i < tokens.length)
        return { tokens: tokens.slice(i) };
    const shell = tokens[0];
    if (shell === undefined || !SHELLS.has(basename(shell)))
        return undefined;
    for (let j = 1; j < tokens.length - 1; j++) {
        const t = tokens[j];
        // -c, -lc, -ic, -xc…: the next token is the script. Long options (--norc) are not it.
        if (/^-[A-Za-z]*c[A-Za-z]*$/.test(t))
            return { inner: tokens[j + 1], tokens: [] };
        if (!t.startsWith("-"))
            return undefined;
    }
    return undefined;
}
function parseTokens(tokens) {
    const options = new Map();
    const positionals = [];
    const push = (name, value) => options.set(name, [...(options.get(name) ?? []), value]);
    const isValue = (t) => t !== undefined && t !== "--" && !t.startsWith("-");
    let endOfOptions = false;
    for (let i = 1; i < tokens.length; i++) {
        const token = tokens[i];
        if (endOfOptions) {
            positionals.push(token);
        }
        else if (token === "--") {
            endOfOptions = true;
        }
        else if (token.startsWith("--") && token.length > 2) {
            const eq = token.indexOf("=");
            if (eq !== -1)
                push(token.slice(0, eq), token.slice(eq + 1));
            else if (isValue(tokens[i + 1]))
                push(token, tokens[++i]);
            else
                push(token, true);
        }
        else if (token.startsWith("-") && token.length > 1) {
            if (token.length > 2 && /^-[A-Za-z]+$/.test(token))
                for (const flag of token.slice(1))
                    push(`-${flag}`, true);
            else if (token.length > 2)
                push(token.slice(0, 2), token.slice(2));
            else if (isValue(tokens[i + 1]))
                push(token, tokens[++i]);
            else
                push(token, true);
        }
        else {
            positionals.push(token);
        }
    }
    return { executable: tokens[0], positionals, options, endOfOptions };
}
/** Splits on unquoted whitespace; quotes group, backslash escapes (not inside single quotes). */
function tokenize(command) {
    const tokens = [];
    let current = "";
    let started = false;
    let quote;
    for (let i = 0; i < command.length; i++) {
        const ch = command[i];
        if (quote === undefined && /\s/.test(ch)) {
            if (started)
                tokens.push(current);
            current = "";
            started = false;
            continue;
        }
        started = true;
        if (ch === "\\" && quote !== "'" && i + 1 < command.length) {
            current += command[++i];
        }
        else if ((ch === "'" || ch === '"') && (quote === undefined || quote === ch)) {
            quote = quote === undefined ? ch : undefined;
        }
        else {
            current += ch;
        }
    }
    if (started)
        tokens.push(current);
    return tokens;
}
function basename(token) {
    return token.split(/[\\/]/).at(-1) ?? token;
}
/** `executable "pnpm", positionals ["test"], options {"--filter":["unit"]}`: for failure messages. */
function describeParsed(parsed) {
    const parts = [];
    if (parsed.executable !== undefined)
        parts.push(`executable ${JSON.stringify(parsed.executable)}`);
    if (parsed.positionals.length > 0)
        parts.push(`positionals ${JSON.stringify(parsed.positionals)}`);
    if (parsed.options.size > 0)
        parts.push(`options ${JSON.stringify(Object.fromEntries(parsed.options))}`);
    if (parsed.endOfOptions)
        parts.push("endOfOptions");
    return parts.join(", ") || "empty";
}

// The normalized session: what every runner's parser produces and every
// assertion, statistic and report reads. A superset of skillgym's
// SessionReport, so suites written for skillgym see the fields they expect.
const SKILL_CONFIDENCE_ORDER = ["weak", "medium", "strong", "explicit"];

export { SKILL_CONFIDENCE_ORDER as S, describeParsed as d, parseCommand as p, tokenize as t };
