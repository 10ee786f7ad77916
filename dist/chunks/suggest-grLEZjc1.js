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

export { suggest as s };
