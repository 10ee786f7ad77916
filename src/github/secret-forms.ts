// The forms a secret value takes on its way into a file or a page: escaped
// for JSON (once, and again when that JSON sits in a string), for a <script>
// block or Go/Python JSON (`\u00XX`), for HTML, Markdown and URLs, and
// base64-encoded at each of the three byte alignments it can have inside a
// longer encoded text (standard and URL-safe alphabets). The Actions runner
// masks the base64 forms of registered secrets in its log; the redactor must
// not do less. Split and reversed values are out of reach (docs/action.md).
// Pure.

/** Below this length a value is not a secret ("true", "main") and would redact half the output. */
export const MIN_SECRET_LENGTH = 8;

export function secretForms(secret: string): string[] {
  const forms = new Set<string>();
  const bases = [secret];
  // A multi-line secret (a key file) is also caught line by line.
  for (const line of secret.split(/\r?\n/u)) if (line.trim().length >= MIN_SECRET_LENGTH) bases.push(line.trim());
  for (const base of bases) {
    const json = jsonEscape(base);
    const jsonTwice = jsonEscape(json);
    const textForms = [base, json, jsonTwice, unicodeEscape(json), jsonEscape(unicodeEscape(json)), htmlEscape(base), htmlEscape(base, "&#x27;")];
    textForms.push(markdownEscape(base), encodeURIComponent(base), encodeURIComponent(base).replace(/%20/gu, "+"), safeEncodeUri(base));
    for (const form of textForms) forms.add(form);
    for (const form of base64Forms(base)) forms.add(form);
  }
  return [...forms].filter((form) => form.length >= MIN_SECRET_LENGTH);
}

function jsonEscape(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/** `<`, `>`, `&`, `'` and non-ASCII as `\u00XX`: what a <script> JSON block, Go's encoding/json and Python's json.dumps write. */
function unicodeEscape(text: string): string {
  return text.replace(/[<>&'\u007f-\uffff]/gu, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function htmlEscape(text: string, apostrophe = "&#39;"): string {
  const entity: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": apostrophe };
  return text.replace(/[<>&"']/gu, (ch) => entity[ch]);
}

/** What the Markdown renderers do to inline text (src/report/sanitize.ts mdText). */
function markdownEscape(text: string): string {
  const entity: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;" };
  return text.replace(/[\\`*_[\]|~<>&$]/gu, (ch) => entity[ch] ?? `\\${ch}`);
}

function safeEncodeUri(text: string): string {
  try {
    return encodeURI(text);
  } catch {
    // A lone surrogate cannot be URL-encoded, so it cannot appear URL-encoded either.
    return text;
  }
}

/**
 * The part of the base64 text that the secret's bytes alone decide, when the secret starts at byte
 * offset 0, 1 or 2 of a 3-byte group: characters whose 6 bits all come from the secret.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, "utf8");
  const forms: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes, Buffer.alloc(3)]);
    const encoded = padded.toString("base64");
    const first = Math.ceil((8 * offset) / 6);
    const end = Math.floor((8 * (offset + bytes.length)) / 6);
    const core = encoded.slice(first, end);
    forms.push(core, core.replace(/\+/gu, "-").replace(/\//gu, "_"));
  }
  return forms;
}
