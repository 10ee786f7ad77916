// Reads rendered Markdown the way GitHub does for what matters here: which
// lines are inside fenced code blocks, and whether every fence and <details>
// block that opens also closes.

export interface MarkdownShape {
  /** Lines outside fenced code blocks. */
  prose: string[];
  /** A fence opened and never closed. */
  openFence: boolean;
  /** <details> minus </details> outside fences; 0 when balanced. */
  detailsBalance: number;
  /** A </details> that does not stand on its own line would not close the block. */
  inlineDetailsClose: boolean;
  /** Every table row has the same number of unescaped pipes as its header. */
  tablesAligned: boolean;
}

export function shape(markdown: string): MarkdownShape {
  const prose: string[] = [];
  let fence: string | undefined;
  let balance = 0;
  let inlineClose = false;
  let tablesAligned = true;
  let tableColumns: number | undefined;
  for (const line of markdown.split("\n")) {
    if (fence) {
      if (line.startsWith(fence) && line.slice(fence.length).trim() === "" && !line.slice(fence.length).includes("`")) fence = undefined;
      continue;
    }
    const open = /^(`{3,})[^`]*$/u.exec(line);
    if (open) {
      fence = open[1];
      continue;
    }
    prose.push(line);
    balance += (line.match(/<details>/gu) ?? []).length - (line.match(/<\/details>/gu) ?? []).length;
    if (line.includes("</details>") && line.trim() !== "</details>") inlineClose = true;
    if (line.startsWith("|")) {
      const columns = line.replace(/\\\|/gu, "").split("|").length;
      if (tableColumns === undefined) tableColumns = columns;
      else if (columns !== tableColumns) tablesAligned = false;
    } else tableColumns = undefined;
  }
  return { prose, openFence: fence !== undefined, detailsBalance: balance, inlineDetailsClose: inlineClose, tablesAligned };
}
