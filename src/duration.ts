// Durations as users write them: "30s", "5m", "1h30m", "250ms". A unit is
// required: a bare 600 reads as seconds to some and milliseconds to others,
// and a timeout 1000 times too short or too long is a costly surprise.

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Milliseconds, or undefined when the text is not a duration with a unit. */
export function parseDuration(value: string | number): number | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join("") !== text) return undefined;
  const ms = parts.reduce((sum, p) => sum + Number(p[1]) * UNIT_MS[p[2]], 0);
  return ms > 0 ? Math.round(ms) : undefined;
}

export const DURATION_HINT = 'write a duration with a unit, such as "30s", "5m", "1h30m" or "250ms"';

/** The hint for a value parseDuration refused: a bare number gets the two readings spelled out. */
export function durationHint(value: unknown): string {
  const bare = typeof value === "number" || (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value));
  return bare ? `a duration needs a unit: write "${String(value).trim()}s" for seconds (or "${String(value).trim()}ms" for milliseconds)` : DURATION_HINT;
}
