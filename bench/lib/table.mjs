// Rows of the bench table: a measured value, its target when it has one, and
// PASS / MISS. Rows without a target are context (what the fake agent costs, sizes).

/**
 * @param {string} item  e.g. "1 overhead"
 * @param {string} metric
 * @param {number | string} value  a string for yes/no rows
 * @param {string} unit  "ms", "MB", "×", "%" …
 * @param {{ text: string, pass: boolean } | undefined} target
 */
export function row(item, metric, value, unit, target) {
  return { item, metric, value: round(value), unit, ...(target ? { target: target.text, pass: target.pass } : {}) };
}

export function below(limit, unit, value) {
  return { text: `< ${withUnit(limit, unit)}`, pass: value < limit };
}

export function atMost(limit, unit, value) {
  return { text: `≤ ${withUnit(limit, unit)}`, pass: value <= limit };
}

/** "5 ms", "0.33×", "105%". */
export function withUnit(value, unit) {
  return unit === "×" || unit === "%" || unit === "" ? `${value}${unit}` : `${value} ${unit}`;
}

export function round(value) {
  if (!Number.isFinite(value)) return value;
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return Number(value.toFixed(digits));
}

export function renderTable(rows) {
  const header = ["item", "metric", "measured", "target", ""];
  const lines = rows.map((r) => [r.item, r.metric, withUnit(r.value, r.unit), r.target ?? "", r.target ? (r.pass ? "PASS" : "MISS") : ""]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [fmt(header), fmt(widths.map((w) => "-".repeat(w))), ...lines.map(fmt)].join("\n");
}

/** The same table as Markdown, for docs/performance.md. */
export function renderMarkdownTable(rows) {
  const lines = ["| item | metric | measured | target | |", "|---|---|---:|---|---|"];
  for (const r of rows) {
    lines.push(`| ${r.item} | ${r.metric} | ${withUnit(r.value, r.unit)} | ${r.target ?? ""} | ${r.target ? (r.pass ? "PASS" : "**MISS**") : ""} |`);
  }
  return lines.join("\n");
}
