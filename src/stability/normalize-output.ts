// What "the same final output" means for `consistency`: two runs agree when
// their outputs are equal after removing differences that carry no meaning for
// a reader (Unicode compatibility forms, invisible characters, terminal colour
// codes, letter case, the amount and kind of whitespace). Words, punctuation
// and digits are kept: "not", "-" or "4.0" can change an answer.

import { hash } from "node:crypto";

// CSI and OSC escape sequences (colours, hyperlinks) that some CLIs leave in their text.
const TERMINAL_ESCAPES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/gu;
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/gu;
// Every run of whitespace but a lone space, which already reads as one: the
// same text as replacing /\s+/ everywhere, but prose has a lone space every
// few characters, and rewriting each of them made this the slowest step of an
// execution with a long output (11 of 17 ms for 1 MB).
const WHITESPACE_TO_FOLD = /\s{2,}|[^\S ]/gu;

export function normalizeOutput(text: string | undefined): string {
  if (!text) return "";
  return text.normalize("NFKC").replace(TERMINAL_ESCAPES, "").replace(INVISIBLE, "").toLowerCase().replace(WHITESPACE_TO_FOLD, " ").trim();
}

/** A short hash of the normalized output: enough to tell outputs apart, no text kept. */
export function outputHash(text: string | undefined): string {
  return hash("sha256", normalizeOutput(text), "hex").slice(0, 16);
}
