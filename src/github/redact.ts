// Secret values never leave the machine: before anything is uploaded or
// posted, the values of secret-looking environment variables, values
// registered with core.setSecret, and common token shapes become "***". Pure.

const SECRET_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|PRIVATE|API_?KEY|ACCESS_?KEY|AUTH|COOKIE|SESSION)/i;
/** Short values ("true", "1", "main") are not secrets and would redact half the output. */
const MIN_SECRET_LENGTH = 8;

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
  private readonly needles: string[];
  private readonly patterns: readonly RegExp[];

  constructor(secrets: readonly string[], patterns: readonly RegExp[] = TOKEN_PATTERNS) {
    const forms = new Set<string>();
    for (const secret of secrets) {
      if (secret.length < MIN_SECRET_LENGTH) continue;
      forms.add(secret);
      // The same value as it appears inside JSON strings and URLs.
      forms.add(JSON.stringify(secret).slice(1, -1));
      forms.add(encodeURIComponent(secret));
      // A multi-line secret (a key file) is also caught line by line.
      for (const line of secret.split(/\r?\n/)) if (line.trim().length >= MIN_SECRET_LENGTH) forms.add(line.trim());
    }
    // Longest first, so a secret that contains another is replaced whole.
    this.needles = [...forms].sort((a, b) => b.length - a.length);
    this.patterns = patterns;
  }

  redact(text: string): Redaction {
    let count = 0;
    let out = text;
    for (const needle of this.needles) {
      if (!out.includes(needle)) continue;
      const parts = out.split(needle);
      count += parts.length - 1;
      out = parts.join(MASK);
    }
    for (const pattern of this.patterns) {
      out = out.replace(pattern, (match, prefix?: string) => {
        count++;
        return typeof prefix === "string" && /^(bearer|token)$/i.test(prefix) ? `${prefix} ${MASK}` : MASK;
      });
    }
    return { text: out, count };
  }
}
