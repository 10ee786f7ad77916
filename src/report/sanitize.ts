// Untrusted text (agent output, case ids, prompts, assertion messages) made
// inert for the places reports put it: Markdown inline text, table cells,
// code spans and blocks, HTML inside Markdown (<summary>), the HTML report and
// the terminal.
// Every function here is total: any string in, safe text out.

import { plural } from "../format.ts";

const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-Z\\-_])/gu;
// C0 and C1 controls except tab and newline; carriage returns are handled first.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu;
// Bidirectional overrides and isolates reorder what a reader sees ("Trojan Source").
const BIDI = /[\u202a-\u202e\u2066-\u2069]/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;
const ZWSP = "\u200b";

/** Plain text: no terminal escapes, no control or bidi characters, no lone surrogates, "\n" line ends. */
export function plainText(text: string): string {
  return text.replace(ANSI, "").replace(/\r\n?/gu, "\n").replace(CONTROL, "").replace(BIDI, "").replace(LONE_SURROGATE, "\ufffd");
}

/**
 * Breaks what GitHub would turn into a notification, a cross-reference or a
 * link: @mentions (users and @org/team), `#123`, `owner/repo#123`, `GH-123`,
 * bare URLs and `www.` links. A zero-width space keeps the text readable.
 */
export function neutralize(text: string): string {
  return text
    .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZWSP}`)
    .replace(/#(?=\p{N})/gu, `#${ZWSP}`)
    .replace(/\b(GH)-(?=\p{N})/giu, `$1-${ZWSP}`)
    .replace(/:\/\//gu, `:${ZWSP}//`)
    .replace(/\bwww\./giu, `www${ZWSP}.`);
}

export interface Cut {
  text: string;
  /** Characters (code points) left out; 0 when the text fitted. */
  cut: number;
}

// Made on first use: creating it loads ICU's break data (tens of ms), which a run whose texts all fit never needs.
let segmenter: Intl.Segmenter | undefined;

/**
 * The text cut to at most `max` UTF-16 units at a safe boundary: never inside a
 * surrogate pair or a grapheme (emoji sequences, combining marks); at a line
 * break or a space when one is close to the limit. Cut raw text, then escape it,
 * so an escape sequence is never split.
 */
export function truncate(text: string, max: number): Cut {
  if (text.length <= max) return { text, cut: 0 };
  let end = graphemeBoundaryAtOrBefore(text, Math.max(0, max));
  const window = text.slice(Math.max(0, end - Math.ceil(max / 5)), end);
  const newline = window.lastIndexOf("\n");
  const space = window.search(/\s\S*$/u);
  const base = end - window.length;
  if (newline > 0) end = base + newline;
  else if (space > 0 && end - (base + space) <= Math.ceil(max / 10)) end = base + space;
  const kept = text.slice(0, end).replace(/\s+$/u, "");
  return { text: kept, cut: codePoints(text) - codePoints(kept) };
}

function graphemeBoundaryAtOrBefore(text: string, index: number): number {
  // Segment only a small window around the cut, so 100 KB of text costs nothing.
  const start = Math.max(0, index - 64);
  let boundary = start;
  for (const { index: i } of (segmenter ??= new Intl.Segmenter("en", { granularity: "grapheme" })).segment(
    text.slice(start, Math.min(text.length, index + 64)),
  )) {
    if (start + i > index) break;
    boundary = start + i;
  }
  // The window's first segment may itself start mid-pair; step back over a low surrogate.
  const code = text.charCodeAt(boundary);
  if (code >= 0xdc00 && code <= 0xdfff && boundary > 0) boundary--;
  return boundary;
}

function codePoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0xd800 || code > 0xdbff) n++;
  }
  return n;
}

/** "… 12,345 more characters" for a cut, "" when nothing was cut. */
export function cutNote(cut: number, where?: string): string {
  if (cut <= 0) return "";
  return `… ${plural(cut, "more character")}${where ? `; the whole text is in ${where}` : ""}`;
}

/** One line of plain text: line breaks and tabs become spaces, no leading or trailing space. */
export function oneLine(text: string): string {
  return plainText(text)
    .replace(/\s*\n\s*|\t/gu, " ")
    .trim();
}

/** Inline Markdown text (also safe in a table cell): one line, punctuation escaped, no HTML, mentions and links broken. */
export function mdText(text: string, max = Infinity): string {
  const { text: kept, cut } = truncate(oneLine(text), max);
  const escaped = neutralize(kept)
    .replace(/[\\`*_[\]|~<>&$]/gu, (ch) => HTML_ENTITY[ch] ?? `\\${ch}`)
    // Block markers (headings, list items, setext underlines) only count at the start of a line, before a space.
    .replace(/^(\d+)([.)])(?=\s|$)/u, "$1\\$2")
    .replace(/^([#+\-=])(?=\s|$|[-=]*\s*$)/u, "\\$1");
  return cut > 0 ? `${escaped} …` : escaped;
}

const HTML_ENTITY: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" };

/**
 * A code span that survives any content: a backtick fence longer than any run
 * inside, one line. In a table (the default) pipes are escaped, which GFM
 * requires even inside code spans; outside tables `\|` would show literally.
 */
export function mdCode(text: string, where: "table" | "text" = "table", max = Infinity): string {
  const { text: kept, cut } = truncate(oneLine(text), max);
  const body = kept + (cut > 0 ? " …" : "");
  const fence = "`".repeat(longestRun(body, "`") + 1);
  const pad = body.startsWith("`") || body.endsWith("`") || body.trim() === "" ? " " : "";
  return `${fence}${pad}${where === "table" ? body.replace(/\|/gu, "\\|") : body}${pad}${fence}`;
}

/**
 * A fenced code block (its own lines; put a blank line before it). The fence is
 * longer than any backtick run inside, so no content can close it; Markdown and
 * HTML inside are shown as text, and mentions in code never notify.
 */
export function mdCodeBlock(text: string, options: { max?: number; lang?: string; cutWhere?: string } = {}): string {
  const { text: kept, cut } = truncate(plainText(text).replace(/\s+$/u, ""), options.max ?? Infinity);
  const body = cut > 0 ? `${kept}\n${cutNote(cut, options.cutWhere)}` : kept;
  const fence = "`".repeat(Math.max(3, longestRun(body, "`") + 1));
  return `${fence}${options.lang ?? "text"}\n${body}\n${fence}`;
}

function longestRun(text: string, ch: string): number {
  let best = 0;
  let run = 0;
  for (const c of text) {
    run = c === ch ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/** A commit id's first 7 characters, or undefined when it is not a git object id (40 or 64 hex digits). */
export function shortSha(sha: string | undefined): string | undefined {
  return sha && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/iu.test(sha) ? sha.slice(0, 7).toLowerCase() : undefined;
}

/** HTML escaping for the HTML report's static parts (attributes and text). */
export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/gu, (ch) => HTML_ENTITY[ch]);
}

/** Text for raw HTML inside Markdown (<summary>, <sub>): escaped, one line, mentions and links broken. */
export function htmlText(text: string, max = Infinity): string {
  const { text: kept, cut } = truncate(oneLine(text), max);
  // Markdown is not parsed inside an HTML block line, but GitHub still links mentions in its text.
  return escapeHtml(neutralize(kept)) + (cut > 0 ? " …" : "");
}

/** An `<code>` element for raw HTML inside Markdown. */
export function htmlCode(text: string, max = Infinity): string {
  const { text: kept, cut } = truncate(oneLine(text), max);
  return `<code>${escapeHtml(kept)}${cut > 0 ? " …" : ""}</code>`;
}

/** A Markdown link to a URL agent-bench was given (never to agent text); undefined unless http(s). */
export function mdLink(label: string, url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//iu.test(url)) return undefined;
  const safe = url.replace(/[\s()<>]/gu, (ch) => encodeURIComponent(ch));
  return `[${mdText(label)}](${safe})`;
}

/** Text for a terminal: control characters (escape sequences, carriage returns) become "?", so agent text cannot rewrite the screen. */
export function terminalSafe(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu, "?");
}

/** The first non-blank line, terminal-safe, cut to `max` characters. */
export function firstLine(text: string | undefined, max = 160): string {
  const line = terminalSafe((text ?? "").split("\n").find((l) => l.trim() !== "") ?? "");
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
