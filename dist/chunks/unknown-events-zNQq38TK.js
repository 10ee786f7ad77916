var commonjsGlobal = typeof globalThis !== 'undefined' ? globalThis : typeof window !== 'undefined' ? window : typeof global !== 'undefined' ? global : typeof self !== 'undefined' ? self : {};

function getDefaultExportFromCjs (x) {
	return x && x.__esModule && Object.prototype.hasOwnProperty.call(x, 'default') ? x['default'] : x;
}

function getAugmentedNamespace(n) {
  if (Object.prototype.hasOwnProperty.call(n, '__esModule')) return n;
  var f = n.default;
	if (typeof f == "function") {
		var a = function a () {
			var isInstance = false;
      try {
        isInstance = this instanceof a;
      } catch (e) {}
			if (isInstance) {
        return Reflect.construct(f, arguments, this.constructor);
			}
			return f.apply(this, arguments);
		};
		a.prototype = f.prototype;
  } else a = {};
  Object.defineProperty(a, '__esModule', {value: true});
	Object.keys(n).forEach(function (k) {
		var d = Object.getOwnPropertyDescriptor(n, k);
		Object.defineProperty(a, k, d.get ? d : {
			enumerable: true,
			get: function () {
				return n[k];
			}
		});
	});
	return a;
}

// Did-you-mean for names a user typed: flags, commands, runner types, config
// keys, case fields, rule types, case ids, tags and runner ids.
/** The candidate closest to `word` by edit distance, when it is close enough to be a likely typo. */
function suggest(word, candidates) {
    // Case and the hyphen/underscore spelling do not count: "JSON-path" is a typo of "json_path".
    const norm = (s) => s.toLowerCase().replaceAll("-", "_");
    const typed = norm(word);
    let best;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
        if (candidate === word)
            continue;
        const d = distance(typed, norm(candidate));
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    if (best === undefined)
        return undefined;
    // Short words need a closer match: "promt" → "prompt", but "id" is not a typo of "ok".
    const reach = typed.length <= 3 ? 1 : typed.length <= 6 ? 2 : 3;
    return bestDistance <= reach ? best : undefined;
}
/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
function distance(a, b) {
    const rows = a.length + 1;
    const cols = b.length + 1;
    const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i < rows; i++) {
        for (let j = 1; j < cols; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let v = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                v = Math.min(v, d[i - 2][j - 2] + 1);
            d[i][j] = v;
        }
    }
    return d[rows - 1][cols - 1];
}

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

// Special functions behind the normal and Student t distributions: log-gamma
// (Lanczos, g = 7) and the regularized incomplete gamma and beta functions
// (series and Lentz continued fractions, as in Numerical Recipes §6.2 and §6.4).
// Accurate to about 1e-14, far beyond what a p-value needs.
const LANCZOS = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.6150291621406, 12.507343278686905, -0.13857109526572012,
    9.9843695780195716e-6, 1.5056327351493116e-7,
];
const EPS = 1e-16;
const TINY = 1e-300;
const MAX_ITERATIONS = 1000;
function logGamma(x) {
    if (x < 0.5)
        return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
    const y = x - 1;
    let sum = LANCZOS[0];
    for (let i = 1; i < LANCZOS.length; i++)
        sum += LANCZOS[i] / (y + i);
    const t = y + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}
/** Regularized lower incomplete gamma P(a, x). */
function gammaP(a, x) {
    if (x <= 0)
        return 0;
    return x < a + 1 ? gammaSeries(a, x) : 1 - gammaFraction(a, x);
}
/** Regularized upper incomplete gamma Q(a, x) = 1 - P(a, x), without cancellation in the tail. */
function gammaQ(a, x) {
    if (x <= 0)
        return 1;
    return x < a + 1 ? 1 - gammaSeries(a, x) : gammaFraction(a, x);
}
function gammaSeries(a, x) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_ITERATIONS; n++) {
        term *= x / (a + n);
        sum += term;
        if (Math.abs(term) < Math.abs(sum) * EPS)
            break;
    }
    return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}
function gammaFraction(a, x) {
    let b = x + 1 - a;
    let c = 1 / TINY;
    let d = 1 / b;
    let h = d;
    for (let i = 1; i < MAX_ITERATIONS; i++) {
        const an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = b + an / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const delta = d * c;
        h *= delta;
        if (Math.abs(delta - 1) < EPS)
            break;
    }
    return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}
/** Regularized incomplete beta I_x(a, b). */
function betaI(x, a, b) {
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
    // The continued fraction converges fast only on one side of the mean; use symmetry on the other.
    if (x < (a + 1) / (a + b + 2))
        return (front * betaFraction(x, a, b)) / a;
    return 1 - (front * betaFraction(1 - x, b, a)) / b;
}
function betaFraction(x, a, b) {
    const qab = a + b;
    const qap = a + 1;
    const qam = a - 1;
    let c = 1;
    let d = 1 - (qab * x) / qap;
    if (Math.abs(d) < TINY)
        d = TINY;
    d = 1 / d;
    let h = d;
    for (let m = 1; m < MAX_ITERATIONS; m++) {
        const m2 = 2 * m;
        let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        h *= d * c;
        aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const delta = d * c;
        h *= delta;
        if (Math.abs(delta - 1) < EPS)
            break;
    }
    return h;
}

// The normal and Student t distributions: CDFs and quantiles.
/** Complementary error function, accurate in both tails. */
function erfc(x) {
    return x >= 0 ? gammaQ(0.5, x * x) : 1 + gammaP(0.5, x * x);
}
/** Standard normal CDF Φ(x). */
function normalCdf(x) {
    return 0.5 * erfc(-x / Math.SQRT2);
}
/** Standard normal quantile Φ⁻¹(p): a rational first guess (Abramowitz & Stegun 26.2.23) polished by Halley steps. */
function normalQuantile(p) {
    if (!(p > 0 && p < 1)) {
        if (p === 0)
            return -Infinity;
        if (p === 1)
            return Infinity;
        return Number.NaN;
    }
    if (p === 0.5)
        return 0;
    if (p > 0.5)
        return -normalQuantile(1 - p);
    const t = Math.sqrt(-2 * Math.log(p));
    let x = -(t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t));
    for (let i = 0; i < 4; i++) {
        const e = normalCdf(x) - p;
        const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
        x -= u / (1 + (x * u) / 2);
    }
    return x;
}
/** P(T > t) for Student's t with `df` degrees of freedom. */
function studentTUpper(t, df) {
    const tail = 0.5 * betaI(df / (df + t * t), df / 2, 0.5);
    return t > 0 ? tail : 1 - tail;
}
/** Student t quantile: the t with P(T ≤ t) = p (bisection on the CDF; monotone, so it cannot miss). */
function studentTQuantile(p, df) {
    if (!(p > 0 && p < 1))
        return p === 0 ? -Infinity : p === 1 ? Infinity : Number.NaN;
    if (p < 0.5)
        return -studentTQuantile(1 - p, df);
    let low = 0;
    let high = 1;
    while (1 - studentTUpper(high, df) < p)
        high *= 2;
    for (let i = 0; i < 200 && high - low > 1e-13 * high; i++) {
        const mid = (low + high) / 2;
        if (1 - studentTUpper(mid, df) < p)
            low = mid;
        else
            high = mid;
    }
    return (low + high) / 2;
}

// Wilson score interval for a pass rate: unlike the Wald interval it does not
// collapse to zero width at 0/n or n/n (statistics.md §2).
/** Two-sided (1 - alpha) Wilson interval for `passed` of `runs`; [0, 1] when there are no runs. */
function wilsonInterval(passed, runs, alpha = 0.05) {
    if (runs <= 0)
        return { low: 0, high: 1 };
    const z = normalQuantile(1 - alpha / 2);
    const p = passed / runs;
    const z2n = (z * z) / runs;
    const center = (p + z2n / 2) / (1 + z2n);
    const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / runs + (z * z) / (4 * runs * runs));
    // At 0/n and n/n one bound is exactly 0 or 1; say so instead of returning 1e-17.
    return {
        low: passed === 0 ? 0 : Math.max(0, center - half),
        high: passed === runs ? 1 : Math.min(1, center + half),
    };
}

// Numbers as everything agent-bench prints shows them (the reports, the PR
// comment and check run, `compare`, the terminal): durations, percents with
// their Wilson interval ("80% [44–97%]"), tokens, cost, signed deltas and the
// confidence level of an interval. The one place each of these is defined.
/** The level of the pass-rate intervals (Wilson) every report shows next to a rate. */
const RATE_INTERVAL_ALPHA = 0.05;
/** "950ms", "4.2s", "42s", "3m5s", "1h2m". */
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)}ms`;
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)}s`;
    const minutes = Math.floor(ms / 60_000);
    const seconds = Math.round((ms % 60_000) / 1000);
    if (minutes < 60)
        return seconds ? `${minutes}m${seconds}s` : `${minutes}m`;
    const hours = Math.floor(minutes / 60);
    return `${hours}h${minutes % 60}m`;
}
/** "95%", "90%", "97.5%": the confidence level of an interval computed at `alpha` (two-sided). */
function formatConfidence(alpha = RATE_INTERVAL_ALPHA) {
    return `${formatLevel((1 - alpha) * 100)}%`;
}
/** "0.04", "0.01", "97.5": a level as people write it, three significant digits at most. */
function formatLevel(level) {
    return String(Number(level.toPrecision(3)));
}
/** "2.5", "3", "88.9": at most one decimal, no trailing zero (a mean count, a chart value). */
function formatDecimal(n) {
    return String(Math.round(n * 10) / 10);
}
/** 88.9%, 100%, 0%; never "100%" for a rate below 1 or "0%" above 0. */
function formatPercent(rate, digits = 1) {
    if (!Number.isFinite(rate))
        return "–";
    if (rate >= 1)
        return "100%";
    if (rate <= 0)
        return "0%";
    const text = (rate * 100).toFixed(digits).replace(/\.0+$/u, "");
    if (text === "100")
        return `>${(100 - 10 ** -digits).toFixed(digits)}%`;
    if (Number(text) === 0)
        return `<${(10 ** -digits).toFixed(digits)}%`;
    return `${text}%`;
}
/** A percent with `digits` decimals that never shows 0 or 100 for a value strictly between 0 and 1. */
function boundedPercent(rate, digits) {
    if (rate >= 1)
        return "100";
    if (rate <= 0)
        return "0";
    const step = 10 ** -digits;
    const value = Math.min(100 - step, Math.max(step, Math.round(rate * 100 * 10 ** digits) / 10 ** digits));
    return value.toFixed(digits);
}
/**
 * "80% [44–97%]": the pass rate and its Wilson interval (at RATE_INTERVAL_ALPHA); "–" without runs.
 * Whole percents, or one decimal when whole ones would make the interval look like a point.
 */
function formatRateWithInterval(passed, runs, interval = wilsonInterval(passed, runs, RATE_INTERVAL_ALPHA)) {
    if (runs <= 0)
        return "–";
    const rate = passed / runs;
    const digits = boundedPercent(interval.low, 0) === boundedPercent(interval.high, 0) ? 1 : 0;
    return `${boundedPercent(rate, digits)}% [${boundedPercent(interval.low, digits)}–${boundedPercent(interval.high, digits)}%]`;
}
/** 4,788 · 12.3k · 1.23M */
function formatTokens(n) {
    if (n === null || n === undefined || !Number.isFinite(n))
        return "–";
    const abs = Math.abs(n);
    if (abs >= 1e6)
        return `${(n / 1e6).toFixed(2)}M`;
    if (abs >= 1e5)
        return `${(n / 1e3).toFixed(0)}k`;
    if (abs >= 1e4)
        return `${(n / 1e3).toFixed(1)}k`;
    return formatCount(Math.round(n));
}
/** $0.0021 for small amounts (they matter per run), $1.23 otherwise. */
function formatCost(usd) {
    if (usd === null || usd === undefined || !Number.isFinite(usd))
        return "–";
    const abs = Math.abs(usd);
    const sign = usd < 0 ? "-" : "";
    if (abs === 0)
        return "$0";
    return abs < 0.1 ? `${sign}$${abs.toFixed(4)}` : `${sign}$${abs.toFixed(2)}`;
}
/** 12,345: as toLocaleString("en-US") gives it; whole numbers without it, whose first call loads ICU's number data (tens of ms of start-up). */
function formatCount(n) {
    if (!Number.isSafeInteger(n) || Object.is(n, -0))
        return n.toLocaleString("en-US");
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ",");
    return n < 0 ? `-${digits}` : digits;
}
/** "+5.0 pts", "−3.3 pts", "±0.0 pts" (a rate difference in percentage points). */
function formatSignedPoints(delta) {
    const tenths = Math.round(delta * 1000) / 10;
    const sign = tenths > 0 ? "+" : tenths < 0 ? "−" : "±";
    return `${sign}${Math.abs(tenths).toFixed(1)} pts`;
}
/** "95% CI −12.0 pts to −3.0 pts": an interval of a rate difference at its confidence level. */
function formatPointsInterval(ci, alpha) {
    return `${formatConfidence(alpha)} CI ${formatSignedPoints(ci[0])} to ${formatSignedPoints(ci[1])}`;
}
/** "11.2 pts": the size of a rate difference in percentage points. */
function formatPoints(delta) {
    return `${(Math.round(Math.abs(delta) * 1000) / 10).toFixed(1)} pts`;
}
/** "p = 0.012", "p < 0.001": a p-value in a sentence. */
function formatPInText(p) {
    return p < 0.001 ? "p < 0.001" : `p = ${p.toFixed(3)}`;
}
/** A signed change in the unit `format` gives: "+1.2s", "−$0.0100", "±0". */
function formatSigned(delta, format) {
    if (delta === 0)
        return `±${format(0)}`;
    return `${delta > 0 ? "+" : "−"}${format(Math.abs(delta))}`;
}
/** "+12.5%" relative change, "" when the base is 0 or missing. */
function formatRelative(base, delta) {
    if (base === null || base === undefined || delta === null || delta === undefined || base === 0)
        return "";
    const r = (delta / base) * 100;
    return `${r > 0 ? "+" : r < 0 ? "−" : "±"}${Math.abs(r).toFixed(1)}%`;
}
function plural(n, word, many = `${word}s`) {
    return `${formatCount(n)} ${n === 1 ? word : many}`;
}
function formatP(p) {
    if (p === null || p === undefined)
        return "–";
    return p < 0.001 ? "<0.001" : p.toFixed(3);
}
/** "0.89 [0.67–1.00]": a score from 0 to 1 (F1) with its interval, two decimals; "–" without one. */
function formatScore(value, interval) {
    if (value === null || value === undefined || !Number.isFinite(value))
        return "–";
    return interval ? `${value.toFixed(2)} [${interval.low.toFixed(2)}–${interval.high.toFixed(2)}]` : value.toFixed(2);
}

// The normalized session: what every runner's parser produces and every
// assertion, statistic and report reads. A superset of skillgym's
// SessionReport, so suites written for skillgym see the fields they expect.
const SKILL_CONFIDENCE_ORDER = ["weak", "medium", "strong", "explicit"];

// The one error class. Misconfiguration and infrastructure faults throw it;
// everything an agent does is a result, never an exception.
class AgentBenchError extends Error {
    kind;
    hint;
    where;
    constructor(kind, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = "AgentBenchError";
        this.kind = kind;
        this.hint = options.hint;
        this.where = options.where;
    }
    /** 2 for configuration or input errors, 3 when agent-bench itself could not run. */
    get exitCode() {
        return this.kind === "config" ? 2 : 3;
    }
}
function configError(message, options) {
    return new AgentBenchError("config", message, options);
}
function infraError(message, options) {
    return new AgentBenchError("infrastructure", message, options);
}
function isAgentBenchError(error) {
    return error instanceof AgentBenchError;
}
/** The user-facing text: "<where>: <message>" plus a "hint:" line; `where` once, even when the message starts with it. */
function formatError(error) {
    const named = !error.where || error.message.includes(error.where);
    const head = named ? error.message : `${error.where}: ${error.message}`;
    return error.hint ? `${head}\n  hint: ${error.hint}` : head;
}
function errorMessage(error) {
    if (error instanceof Error)
        return error.message;
    return String(error);
}

var version = "0.1.0";
var engines = {
	node: ">=22.15.0"
};
const pkg = {
	version: version,
	engines: engines};

const VERSION = pkg.version;

// zod compiles a parser for an object schema (new Function) on the schema's
// first parse, unless told not to: 7–10 ms for the config's or a session's
// schema. It pays for itself only after ~1,000 parses of that schema (each is
// then 3–10 µs faster; docs/performance.md), so a value read once per run, a
// config or a handful of sessions, is parsed without it.
const PARSE_ONCE = { jitless: true };

// A cell's identity (case × runner, and the variant a treatment comparison
// adds) and the one key built from it. Every lookup of a cell or of one
// execution slot goes through cellKey/executionKey or a CellMap, so adding an
// axis changes this file, not the fifteen places that pair results with cells.
// No id holds a NUL (a suite's case ids are checked for unprintable
// characters when it loads), so the joined parts never run into each other;
// a key without a variant is the string the code used before variants existed.
const SEP = "\u0000";
function cellKey(cell) {
    const base = cell.caseId + SEP + cell.runnerId;
    return cell.variant === undefined ? base : base + SEP + cell.variant;
}
/** One execution slot: a cell's run k. */
function executionKey(cell, run) {
    return `${cellKey(cell)}${SEP}${run}`;
}
/** The identity alone, without the rest of the object that carries it (a result, a stability cell). */
function cellIdOf(cell) {
    return cell.variant === undefined
        ? { caseId: cell.caseId, runnerId: cell.runnerId }
        : { caseId: cell.caseId, runnerId: cell.runnerId, variant: cell.variant };
}
/** The case as reports name a cell's row: "case" for an ordinary run, "case · variant" for a run with variants (raw text: each renderer escapes it). */
function caseLabel(cell) {
    return cell.variant === undefined ? cell.caseId : `${cell.caseId} · ${cell.variant}`;
}
function sameCell(a, b) {
    return a.caseId === b.caseId && a.runnerId === b.runnerId && a.variant === b.variant;
}
/** A Map keyed by cell identity, in insertion order; it keeps each key's CellId so callers can iterate cells. */
class CellMap {
    #entries = new Map();
    constructor(entries) {
        if (entries)
            for (const [id, value] of entries)
                this.set(id, value);
    }
    /** Items indexed by their own identity (a later item with the same cell replaces an earlier one). */
    static of(items) {
        const map = new CellMap();
        for (const item of items)
            map.set(item, item);
        return map;
    }
    get size() {
        return this.#entries.size;
    }
    get(id) {
        return this.#entries.get(cellKey(id))?.value;
    }
    has(id) {
        return this.#entries.has(cellKey(id));
    }
    set(id, value) {
        const key = cellKey(id);
        const entry = this.#entries.get(key);
        if (entry)
            entry.value = value;
        else
            this.#entries.set(key, { id: cellIdOf(id), value });
        return this;
    }
    /** The cell's value, made by `create` and stored the first time it is asked for. */
    upsert(id, create) {
        const key = cellKey(id);
        let entry = this.#entries.get(key);
        if (!entry) {
            entry = { id: cellIdOf(id), value: create() };
            this.#entries.set(key, entry);
        }
        return entry.value;
    }
    delete(id) {
        return this.#entries.delete(cellKey(id));
    }
    clear() {
        this.#entries.clear();
    }
    *keys() {
        for (const e of this.#entries.values())
            yield e.id;
    }
    *values() {
        for (const e of this.#entries.values())
            yield e.value;
    }
    *entries() {
        for (const e of this.#entries.values())
            yield [e.id, e.value];
    }
    [Symbol.iterator]() {
        return this.entries();
    }
}
/** A set of cells. */
class CellSet {
    #map = new CellMap();
    constructor(cells) {
        if (cells)
            for (const c of cells)
                this.add(c);
    }
    get size() {
        return this.#map.size;
    }
    add(cell) {
        this.#map.set(cell, true);
        return this;
    }
    has(cell) {
        return this.#map.has(cell);
    }
    [Symbol.iterator]() {
        return this.#map.keys();
    }
}

// A variant: a named change to the treatment (skills removed or added, workspace
// files replaced, runner settings overridden), applied on top of the workspace
// and runners. A run with variants has one more axis: case × runner × variant.
/** The unmodified treatment; always a valid variant id. */
const DEFAULT_VARIANT = "default";
/**
 * The identity a cell pairs by across runs: the variant `default` is the unmodified treatment, so a run with
 * --variant default,… pairs it with a run without variants. One run never holds both, so the two cannot collide.
 */
function pairingId(cell) {
    return cell.variant === DEFAULT_VARIANT ? { caseId: cell.caseId, runnerId: cell.runnerId } : cellIdOf(cell);
}
/** The variant a skill's lift runs without it: `agent-bench lift` and the action's `lift` input alike. */
function withoutVariant(skill) {
    return `without:${skill}`;
}
/** It changes the workspace (not only runner settings): it needs a workspace copied per execution. */
function changesFiles(variant) {
    return variant.removeSkills.length > 0 || variant.addSkills.length > 0 || variant.files.length > 0;
}

// A small seeded PRNG (sfc32, seeded through splitmix32) so every Monte Carlo
// p-value and every simulation gives the same answer on every machine.
function splitmix32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x9e3779b9) >>> 0;
        let z = state;
        z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
        z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
        return (z ^ (z >>> 16)) >>> 0;
    };
}
function createRng(seed) {
    const init = splitmix32(Number.isFinite(seed) ? Math.trunc(seed) : 0);
    let a = init();
    let b = init();
    let c = init();
    let d = init();
    const nextUint = () => {
        const t = (((a + b) >>> 0) + d) >>> 0;
        d = (d + 1) >>> 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) >>> 0;
        c = ((c << 21) | (c >>> 11)) >>> 0;
        c = (c + t) >>> 0;
        return t >>> 0;
    };
    // Discard the first outputs: sfc32's state mixes in after a few rounds.
    for (let i = 0; i < 12; i++)
        nextUint();
    const next = () => nextUint() / 4294967296;
    return {
        next,
        int: (n) => Math.floor(next() * n),
        binomial: (n, p) => {
            let k = 0;
            for (let i = 0; i < n; i++)
                if (next() < p)
                    k++;
            return k;
        },
    };
}

// Where a pooled base came from, in words every renderer shares (Markdown,
// text, the HTML page script, the step log): "base: 20 runs over 6 commits
// (a1b2c3d…f4e5d6c)". Pure and free of imports, so the page script can
// bundle it. Shas are shown only when they are full 40-hex ones.
const FULL_SHA = /^[0-9a-f]{40}$/;
const STOPS = {
    "no-history": "the baseline's run carried no history of the base branch",
    "older-history": "the earlier runs were recorded by an older agent-bench",
    test: "the case's test changed",
    treatment: "the treatment changed",
    cli: "the agent CLI version changed",
    age: "the earlier runs are older than the age bound",
    unverified: "an earlier entry is not one of the base branch's push runs",
    "history-start": "the history holds no earlier runs",
};
/** "base: 20 runs over 6 commits (a1b2c3d…f4e5d6c)", "base: 9–20 runs per case over 6 commits (…)", "base: 3 runs from commit f4e5d6c". */
function poolPhrase(pool) {
    const runs = pool.cells.map((c) => c.runs);
    const low = runs.length ? Math.min(...runs) : 0;
    const high = runs.length ? Math.max(...runs) : 0;
    const count = low === high ? `${high} run${high === 1 ? "" : "s"}` : `${low}–${high} runs per case`;
    const shas = pool.commits.filter((c) => FULL_SHA.test(c)).map((c) => c.slice(0, 7));
    if (shas.length <= 1)
        return `base: ${count}${shas.length ? ` from commit ${shas[0]}` : ""}`;
    return `base: ${count} over ${shas.length} commits (${shas.at(-1)}…${shas[0]})`;
}
/** Why some cells hold fewer than `baseline-runs`: "earlier runs not pooled: the treatment changed" (undefined when every cell is full). */
function poolShortfall(pool) {
    const short = pool.cells.filter((c) => c.stop !== undefined);
    if (short.length === 0)
        return undefined;
    const counts = new Map();
    for (const c of short)
        counts.set(c.stop, (counts.get(c.stop) ?? 0) + 1);
    const [stop] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    const which = short.length === pool.cells.length ? "" : ` for ${short.length} of ${pool.cells.length} cells`;
    const reason = stop === "age" ? `the earlier runs are older than ${pool.maxAgeDays} days` : STOPS[stop];
    return `fewer than ${pool.maxRuns} runs${which}: ${reason}${counts.size > 1 ? " (and other reasons, see comparison.json)" : ""}`;
}

// Plain text tables for the terminal: columns padded to their widest cell.
// Cells are shown as they are (no Markdown); make agent text terminal-safe first.
/** Columns two spaces apart, padded to their widest cell (by code points); no trailing spaces. */
function alignTable(rows) {
    const columns = Math.max(0, ...rows.map((r) => r.length));
    const widths = Array.from({ length: columns }, (_, i) => Math.max(...rows.map((r) => [...(r[i] ?? "")].length)));
    return rows
        .map((r) => r
        .map((cell, i) => cell + " ".repeat((widths[i] ?? 0) - [...cell].length))
        .join("  ")
        .trimEnd())
        .join("\n");
}

// Workspace mode "none": the reports' warning that executions changed files in
// the folder they all work in (results' sharedChanges, execute/shared-folder.ts).
// Plain text: each renderer escapes it (file names and ids are untrusted).
const SHOWN = 5;
function sharedChangesNote(results) {
    const changed = results.filter((r) => r.sharedChanges);
    if (changed.length === 0)
        return undefined;
    const listed = changed.slice(0, SHOWN).map((r) => {
        const { files, count } = r.sharedChanges;
        const shown = files.slice(0, 3).join(", ") + (count > 3 ? ` and ${count - 3} more` : "");
        return `run ${r.run} of ${r.caseId} (${r.runnerId}): ${shown}`;
    });
    const more = changed.length > SHOWN ? `; ${plural(changed.length - SHOWN, "more execution")}` : "";
    return (`${plural(changed.length, "execution")} changed files in the folder every execution works in (workspace mode "none"), ` +
        `so the executions after ${changed.length === 1 ? "it" : "them"} saw the changes and the runs are not independent: ${listed.join("; ")}${more}. ` +
        `The default workspace gives each execution its own copy of the repository.`);
}

// Events the runners' parsers did not understand, summed over a run: one note
// per runner. Agent CLIs change their output formats without notice; a run
// that met unknown event types says so, so a format change shows up as this
// note rather than as assertions failing for no visible reason. Pure.
const LISTED = 5;
function unknownEventNotes(results) {
    const byRunner = new Map();
    for (const r of results) {
        if (!r.unknownEvents)
            continue;
        const entry = byRunner.get(r.runnerId) ?? { counts: new Map(), versions: new Set() };
        for (const [type, n] of Object.entries(r.unknownEvents))
            entry.counts.set(type, (entry.counts.get(type) ?? 0) + n);
        if (r.cliVersion)
            entry.versions.add(r.cliVersion);
        byRunner.set(r.runnerId, entry);
    }
    return [...byRunner].map(([runner, { counts, versions }]) => {
        const total = [...counts.values()].reduce((a, b) => a + b, 0);
        const types = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
        const listed = types.slice(0, LISTED).map(([type, n]) => `${type} (${n})`);
        if (types.length > LISTED)
            listed.push(`${types.length - LISTED} more`);
        const cli = versions.size > 0 ? ` (${[...versions].sort().join(", ")})` : "";
        return `${runner}: ${plural(total, "event")} of types this version does not understand: ${listed.join(", ")}; the agent CLI${cli} may have changed its output format`;
    });
}

export { changesFiles as $, formatLevel as A, formatSignedPoints as B, CellSet as C, formatSigned as D, withoutVariant as E, cellKey as F, getDefaultExportFromCjs as G, studentTQuantile as H, normalQuantile as I, parseCommand as J, DEFAULT_VARIANT as K, formatRelative as L, describeParsed as M, pairingId as N, formatPoints as O, PARSE_ONCE as P, formatPointsInterval as Q, formatPInText as R, SKILL_CONFIDENCE_ORDER as S, logGamma as T, normalCdf as U, VERSION as V, studentTUpper as W, formatP as X, sharedChangesNote as Y, unknownEventNotes as Z, infraError as _, CellMap as a, tokenize as a0, getAugmentedNamespace as a1, commonjsGlobal as a2, pkg as b, configError as c, formatError as d, createRng as e, formatDuration as f, sameCell as g, formatScore as h, isAgentBenchError as i, formatRateWithInterval as j, errorMessage as k, poolPhrase as l, poolShortfall as m, formatDecimal as n, caseLabel as o, plural as p, formatCount as q, formatConfidence as r, suggest as s, formatPercent as t, formatTokens as u, formatCost as v, wilsonInterval as w, alignTable as x, executionKey as y, cellIdOf as z };
