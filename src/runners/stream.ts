// Reading agent output streams. One shared copy (skillgym copied these into
// every adapter).

export type JsonLine = { kind: "json"; value: unknown; line: number } | { kind: "text"; text: string; line: number };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Splits output into lines; each is JSON when it parses, else kept as text. Blank lines are dropped. */
export function parseJsonLines(text: string): JsonLine[] {
  const out: JsonLine[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const trimmed = raw.trim();
    if (trimmed === "") continue;
    if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
      try {
        out.push({ kind: "json", value: JSON.parse(trimmed), line: i + 1 });
        continue;
      } catch {
        // not JSON after all: kept as text below
      }
    }
    out.push({ kind: "text", text: raw, line: i + 1 });
  }
  return out;
}

export function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

export function rec(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Tool output as text, whatever shape the CLI used (string, content blocks, objects). */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) {
    return value.map((part) => (isRecord(part) && typeof part.text === "string" ? part.text : textOf(part))).join("");
  }
  if (isRecord(value) && typeof value.text === "string") return value.text;
  try {
    return JSON.stringify(value);
  } catch {
    // A BigInt or a circular object.
    return typeof value === "bigint" ? value.toString() : Object.prototype.toString.call(value);
  }
}
