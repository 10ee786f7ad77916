// Secret values never leave the machine: before anything is uploaded or
// posted, the values of secret-looking environment variables, values
// registered with core.setSecret, their encoded forms (secret-forms.ts) and
// common token shapes become "***". Redaction runs on the raw text (and on
// the data reports are rendered from) before any escaping. Pure.

import { NeedleMatcher, type Span } from "./needle-matcher.ts";
import { MIN_SECRET_LENGTH, secretForms } from "./secret-forms.ts";

const SECRET_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|PRIVATE|API_?KEY|ACCESS_?KEY|AUTH|COOKIE|SESSION)/i;

/** Token shapes worth catching even when we were never told the value. */
export const TOKEN_PATTERNS: readonly RegExp[] = [
  /\bgh[pousr]_[A-Za-z0-9]{30,}\b/g, // GitHub tokens
  /\bgithub_pat_[A-Za-z0-9_]{40,}\b/g,
  /\bsk-ant-[A-Za-z0-9_-]{20,}/g, // Anthropic
  /\bsk-(?:proj-|svcacct-)?[A-Za-z0-9_-]{20,}/g, // OpenAI
  /\bAIza[0-9A-Za-z_-]{35}\b/g, // Google API keys
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, // AWS access key ids
  /\bxox[abposr]-[A-Za-z0-9-]{10,}/g, // Slack
  /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g, // JWTs
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g,
  /\b(Bearer|token)\s+[A-Za-z0-9._~+/-]{20,}=*/gi, // Authorization header values
];

export const MASK = "***";

/**
 * What a secret can be interleaved with and still be read as a secret: terminal escape sequences and
 * control characters, raw or escaped once or twice in JSON (`\u001b[31m`, `\\u001b[31m`).
 */
const INVISIBLE =
  /(?:\u001b|\\{1,2}u001[bB]|\\{1,2}x1[bB])(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b\\]*(?:\u0007|\u001b\\|\\{1,2}u0007)?|[@-Z_])|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\\{1,2}u00(?:0[0-8bBcCeEfF]|1[0-9a-fA-F]|7[fF])/gu;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** Secret values from an environment: secret-looking names, long enough to be secrets. */
export function secretsFromEnv(env: Record<string, string | undefined>): string[] {
  const values: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value || value.length < MIN_SECRET_LENGTH) continue;
    // The action's own token input arrives as INPUT_GITHUB-TOKEN.
    if (isSecretName(name) || name === "INPUT_GITHUB-TOKEN") values.push(value);
  }
  return values;
}

export interface Redaction {
  text: string;
  count: number;
}

export class Redactor {
  private readonly matcher: NeedleMatcher;
  private readonly patterns: readonly RegExp[];

  constructor(secrets: readonly string[], patterns: readonly RegExp[] = TOKEN_PATTERNS) {
    const forms = new Set<string>();
    for (const secret of secrets) if (secret.length >= MIN_SECRET_LENGTH) for (const form of secretForms(secret)) forms.add(form);
    this.matcher = new NeedleMatcher([...forms]);
    this.patterns = patterns;
  }

  redact(text: string): Redaction {
    const spans = this.secretSpans(text);
    let count = spans.length;
    let out = spans.length ? mask(text, spans) : text;
    for (const pattern of this.patterns) {
      out = out.replace(pattern, (match, prefix?: string) => {
        count++;
        return typeof prefix === "string" && /^(bearer|token)$/i.test(prefix) ? `${prefix} ${MASK}` : MASK;
      });
    }
    return { text: out, count };
  }

  /** A copy of a JSON-like value with every string (keys too) redacted: the data a report is rendered from. */
  redactValue<T>(value: T): { value: T; count: number } {
    let count = 0;
    const text = (s: string) => {
      const r = this.redact(s);
      count += r.count;
      return r.text;
    };
    const walk = (v: unknown, depth: number): unknown => {
      if (typeof v === "string") return text(v);
      if (typeof v !== "object" || v === null || depth > 200) return v;
      if (Array.isArray(v)) return v.map((item) => walk(item, depth + 1));
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(v)) out[text(key)] = walk(item, depth + 1);
      return out;
    };
    const redacted = walk(value, 0) as T;
    return { value: redacted, count };
  }

  /** Where the text holds a secret form, also when escape sequences or control characters are woven into it. */
  private secretSpans(text: string): Span[] {
    if (this.matcher.empty) return [];
    if (text.search(INVISIBLE) < 0) return this.matcher.spans(text);
    // Match on the text without the invisible parts, then map each match back to the original.
    const kept: Span[] = [];
    let at = 0;
    for (const m of text.matchAll(INVISIBLE)) {
      if (m.index > at) kept.push({ start: at, end: m.index });
      at = m.index + m[0].length;
    }
    if (at < text.length) kept.push({ start: at, end: text.length });
    const skeleton = kept.map((s) => text.slice(s.start, s.end)).join("");
    const offsets: number[] = [];
    let length = 0;
    for (const s of kept) {
      offsets.push(length);
      length += s.end - s.start;
    }
    const original = (i: number) => {
      let lo = 0;
      let hi = kept.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (offsets[mid] <= i) lo = mid;
        else hi = mid - 1;
      }
      return kept[lo].start + (i - offsets[lo]);
    };
    return this.matcher.spans(skeleton).map((s) => ({ start: original(s.start), end: original(s.end - 1) + 1 }));
  }
}

function mask(text: string, spans: readonly Span[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const s of spans) {
    parts.push(text.slice(at, s.start), MASK);
    at = s.end;
  }
  parts.push(text.slice(at));
  return parts.join("");
}
