// Every Markdown table agent-bench writes goes through markdown-table. Cells
// arrive already escaped (mdText, mdCode: pipes and all); the delimiters are
// not padded, so a long table costs no extra characters of a PR comment's budget.

import { markdownTable } from "markdown-table";

/** A GFM table. `align`: one letter per column, "r" for right-aligned numbers, anything else for left. */
export function mdTable(header: readonly string[], rows: readonly (readonly string[])[], align = ""): string {
  return markdownTable([header, ...rows], { align: [...align].map((a) => (a === "r" ? "r" : "")), alignDelimiters: false });
}
