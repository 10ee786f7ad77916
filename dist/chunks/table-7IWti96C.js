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

export { alignTable as a };
