// JSON in agent output. Agents wrap JSON in prose and code fences, so: the
// whole text if it is JSON; else the first ```json (or unlabelled) fenced block
// that parses; else the longest balanced {…} or […] in the text that parses.

export type JsonSource = "whole" | "fence" | "embedded";

export type Extracted = { found: true; value: unknown; source: JsonSource } | { found: false };

const FENCE = /```[ \t]*([\w+-]*)[^\n]*\n([\s\S]*?)```/g;
const JSON_LANGS = new Set(["json", "jsonc", "json5", "javascript", "js", ""]);
/** Embedded search stops here: bounded work on megabytes of output. */
const MAX_SCAN = 256 * 1024;
const MAX_ATTEMPTS = 200;
/** Characters examined over all candidates: unbalanced brackets must not make the search quadratic. */
const MAX_WORK = 4_000_000;

export function extractJson(text: string, options: { embedded?: boolean } = {}): Extracted {
  const whole = parse(text.trim());
  if (whole.ok) return { found: true, value: whole.value, source: "whole" };
  for (const match of text.matchAll(FENCE)) {
    const lang = match[1].toLowerCase();
    const body = match[2].trim();
    if (!JSON_LANGS.has(lang) || (lang === "" && !/^[[{]/.test(body))) continue;
    const fenced = parse(body);
    if (fenced.ok) return { found: true, value: fenced.value, source: "fence" };
  }
  if (options.embedded === false) return { found: false };
  const embedded = longestEmbedded(text.length > MAX_SCAN ? text.slice(0, MAX_SCAN) : text);
  return embedded === undefined ? { found: false } : { found: true, value: embedded.value, source: "embedded" };
}

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === "") return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function longestEmbedded(text: string): { value: unknown; length: number } | undefined {
  let best: { value: unknown; length: number } | undefined;
  let attempts = 0;
  const budget = { work: MAX_WORK };
  for (let i = 0; i < text.length && attempts < MAX_ATTEMPTS && budget.work > 0; i++) {
    const ch = text[i];
    if (ch !== "{" && ch !== "[") continue;
    const end = closingIndex(text, i, budget);
    if (end === -1) continue;
    attempts++;
    const candidate = parse(text.slice(i, end + 1));
    if (!candidate.ok) continue;
    if (!best || end + 1 - i > best.length) best = { value: candidate.value, length: end + 1 - i };
    i = end;
  }
  return best;
}

/** Index of the bracket closing the one at `start`, skipping strings; -1 when unbalanced. */
function closingIndex(text: string, start: number, budget: { work: number }): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    if (--budget.work < 0) return -1;
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") stack.push(ch === "{" ? "}" : "]");
    else if (ch === "}" || ch === "]") {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}
