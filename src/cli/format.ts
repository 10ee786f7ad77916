// Small text helpers for terminal output.

import { formatDuration } from "../config/duration.ts";

export { formatDuration };

export function percent(rate: number): string {
  return `${(rate * 100).toFixed(rate === 1 || rate === 0 ? 0 : 1)}%`;
}

export function usd(value: number | undefined): string {
  if (value === undefined) return "–";
  return value < 0.01 && value > 0 ? `$${value.toFixed(4)}` : `$${value.toFixed(2)}`;
}

export function count(value: number | undefined): string {
  if (value === undefined) return "–";
  return value >= 10_000 ? `${(value / 1000).toFixed(1)}k` : String(value);
}

/** Columns padded to their widest cell (by code points). */
export function alignTable(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? "")].length)));
  return rows.map((r) => r.map((cell, i) => cell + " ".repeat(widths[i] - [...cell].length)).join("  ").trimEnd()).join("\n");
}

/** Control characters from agent output must not reach the terminal (they could rewrite it). */
export function terminalSafe(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "?");
}

export function firstLine(text: string | undefined, max = 160): string {
  const line = terminalSafe((text ?? "").split("\n").find((l) => l.trim() !== "") ?? "");
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
