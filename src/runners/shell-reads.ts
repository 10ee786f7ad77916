// What a shell command shows about files: which ones it reads with the usual
// viewing commands (cat, head, tail, sed -n, nl, less, …), and the script
// inside a `bash -lc '…'` wrapper. Agents without a read tool (Codex) read
// files this way, and every agent reads SKILL.md files this way at times; a
// heuristic, so it errs towards missing a read rather than inventing one.

import { tokenize } from "../assert/command-parser.ts";

const SHELLS = new Set(["bash", "sh", "zsh", "dash", "ksh"]);
/** The viewing commands, with their options that take a separate value (`head -n 20 file`). */
const VIEWERS: Record<string, string[]> = {
  cat: [],
  tac: ["-s", "--separator"],
  less: [],
  more: [],
  head: ["-n", "-c", "--lines", "--bytes"],
  tail: ["-n", "-c", "--lines", "--bytes"],
  nl: ["-b", "-d", "-i", "-l", "-n", "-s", "-v", "-w"],
  bat: ["-l", "--language", "-r", "--line-range", "-H", "--highlight-line", "--style", "--theme"],
  batcat: ["-l", "--language", "-r", "--line-range", "-H", "--highlight-line", "--style", "--theme"],
  sed: ["-e", "-f", "-l", "--expression", "--file"],
};

/** The script of `bash -lc '<script>'` (and sh, zsh, …), else the command itself. */
export function unwrapShell(command: string): string {
  const tokens = tokenize(command.trim());
  const shell = tokens[0]?.split("/").at(-1);
  if (tokens.length === 3 && shell && SHELLS.has(shell) && /^-[A-Za-z]*c[A-Za-z]*$/.test(tokens[1])) return tokens[2];
  return command;
}

/** Files the command reads, as written (relative paths stay relative). */
export function shellReads(command: string): string[] {
  const reads: string[] = [];
  for (const segment of segments(unwrapShell(command))) {
    const tokens = tokenize(segment);
    const words: string[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.startsWith("<<")) {
        if (/^<<[<-]?$/.test(t)) i++; // a here-document or here-string: its word is not a file
      } else if (t === "<") {
        if (tokens[i + 1] !== undefined) reads.push(tokens[++i]);
      } else if (t.startsWith("<")) {
        reads.push(t.slice(1));
      } else if (/^(\d*|&)>>?$/.test(t)) {
        i++; // the redirection's target
      } else if (!/^(\d*|&)>/.test(t)) {
        words.push(t);
      }
    }
    reads.push(...viewerReads(words));
  }
  return [...new Set(reads)].filter((p) => p !== "" && !/[*?[\]$`]/.test(p));
}

function viewerReads(words: string[]): string[] {
  const exe = words[0]?.split("/").at(-1);
  const valued = exe === undefined ? undefined : VIEWERS[exe];
  if (!valued) return [];
  const files: string[] = [];
  // sed's first operand is its script unless -e/-f gave one.
  let scriptPending = exe === "sed";
  let options = true;
  for (let i = 1; i < words.length; i++) {
    const w = words[i];
    if (options && w === "--") options = false;
    else if (options && w.startsWith("-") && w.length > 1) {
      if (exe === "sed" && /^(-e|-f|--expression|--file)/.test(w)) scriptPending = false;
      if (valued.includes(w)) i++;
    } else if (scriptPending) scriptPending = false;
    else if (w !== "-") files.push(w);
  }
  return files;
}

/** Splits on unquoted ; & | && || and newlines; subshell parentheses are dropped. */
function segments(script: string): string[] {
  const out: string[] = [];
  let current = "";
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < script.length; i++) {
    const ch = script[i];
    if (quote) {
      if (ch === "\\" && quote === '"' && i + 1 < script.length) current += ch + script[++i];
      else {
        if (ch === quote) quote = undefined;
        current += ch;
      }
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      current += ch;
    } else if (ch === "\\" && i + 1 < script.length) {
      current += ch + script[++i];
    } else if (ch === ";" || ch === "&" || ch === "|" || ch === "\n" || ch === "(" || ch === ")") {
      // `2>&1` is a redirection, not a background operator.
      if (ch === "&" && current.endsWith(">")) current += ch;
      else {
        out.push(current);
        current = "";
      }
    } else {
      current += ch;
    }
  }
  out.push(current);
  return out.map((s) => s.trim()).filter((s) => s !== "");
}
