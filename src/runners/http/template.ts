// The two kinds of substitution an HTTP runner does. `${NAME}` in the URL and
// header values is an environment variable (secrets stay in the environment,
// never in the config or the artifacts). `{{name}}` in the request body is a
// value of the case: a whole-string placeholder becomes the value itself
// (`"{{messages}}"` → the array), one inside a longer string becomes text.

const ENV_REF = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

export const PLACEHOLDERS = ["input", "prompt", "messages", "user", "team", "metadata", "options", "model", "caseId", "run"] as const;
export type PlaceholderName = (typeof PLACEHOLDERS)[number];

/** The environment variables a string names. */
export function envRefs(text: string): string[] {
  return [...text.matchAll(ENV_REF)].map((m) => m[1]);
}

/** Replaces `${NAME}` with the variable's value; records each value substituted (for redaction). */
export function expandEnv(text: string, env: Record<string, string | undefined>, secrets: Set<string>): string {
  return text.replace(ENV_REF, (_, name: string) => {
    const value = env[name] ?? "";
    if (value.length >= 4) secrets.add(value);
    return value;
  });
}

/** Placeholder names a template uses that are not known (each once). */
export function unknownPlaceholders(template: unknown): string[] {
  const found = new Set<string>();
  visitStrings(template, (s) => {
    for (const m of s.matchAll(PLACEHOLDER)) if (!(PLACEHOLDERS as readonly string[]).includes(m[1])) found.add(m[1]);
  });
  return [...found];
}

export function fillTemplate(template: unknown, values: Record<PlaceholderName, unknown>): unknown {
  if (typeof template === "string") {
    const whole = /^\{\{\s*([A-Za-z]+)\s*\}\}$/.exec(template);
    if (whole && whole[1] in values) return values[whole[1] as PlaceholderName];
    return template.replace(PLACEHOLDER, (all, name: string) => {
      if (!(name in values)) return all;
      const value = values[name as PlaceholderName];
      return typeof value === "string" ? value : JSON.stringify(value ?? null);
    });
  }
  if (Array.isArray(template)) return template.map((t) => fillTemplate(t, values));
  if (template !== null && typeof template === "object") {
    return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, fillTemplate(v, values)]));
  }
  return template;
}

/** Replaces every secret value in a text with "***". */
export function redact(text: string, secrets: Set<string>): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join("***");
  return out;
}

function visitStrings(value: unknown, visit: (s: string) => void): void {
  if (typeof value === "string") visit(value);
  else if (Array.isArray(value)) value.forEach((v) => visitStrings(v, visit));
  else if (value !== null && typeof value === "object") Object.values(value).forEach((v) => visitStrings(v, visit));
}
