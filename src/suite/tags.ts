/** Tags are trimmed, non-empty and unique; order is kept. */
export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim()).filter((t) => t !== ""))];
}

/** "--tag a,b --tag c" → ["a", "b", "c"]. */
export function splitList(values: readonly string[] | undefined): string[] {
  return normalizeTags((values ?? []).flatMap((v) => v.split(/[,\n]/)));
}
