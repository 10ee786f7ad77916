// Durations as users write them: "30s", "5m", "1h30m", "250ms", or a number of milliseconds.
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/** Milliseconds, or undefined when the text is not a duration. */
function parseDuration(value) {
    if (typeof value === "number")
        return Number.isFinite(value) && value > 0 ? value : undefined;
    const text = value.trim();
    if (/^\d+(\.\d+)?$/.test(text)) {
        const ms = Number(text);
        return ms > 0 ? ms : undefined;
    }
    const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
    if (parts.length === 0 || parts.map((p) => p[0]).join("") !== text)
        return undefined;
    const ms = parts.reduce((sum, p) => sum + Number(p[1]) * UNIT_MS[p[2]], 0);
    return ms > 0 ? Math.round(ms) : undefined;
}
const DURATION_HINT = 'write a duration such as "30s", "5m", "1h30m", "250ms", or a number of milliseconds';
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

export { DURATION_HINT as D, formatDuration as f, parseDuration as p };
