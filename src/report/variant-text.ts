// A variant's changes as the phrases every report shares: "skill `greet`
// removed", "file `CLAUDE.md` replaced", "runner `claude`: model `opus`".
// Markdown passes its code-span maker, the terminal and HTML their own.

import type { VariantChange } from "../compare/variant-changes.ts";

export function variantChangePhrase(change: VariantChange, code: (value: string) => string): string {
  switch (change.kind) {
    case "skill-removed":
      return `skill ${code(change.skill)} removed`;
    case "skill-added":
      return `skill ${code(change.skill)} added`;
    case "file-replaced":
      return `file ${code(change.file)} replaced`;
    case "file-added":
      return `file ${code(change.file)} added`;
    case "runner":
      return `runner ${code(change.runnerId)}: ${change.field} ${code(change.value)}`;
  }
}

/** "without:greet: skill `greet` removed; file `CLAUDE.md` replaced", or the variant alone when it changes nothing recorded. */
export function variantLine(variant: string, changes: readonly VariantChange[], code: (value: string) => string): string {
  return changes.length === 0 ? `${variant}: the unmodified treatment` : `${variant}: ${changes.map((c) => variantChangePhrase(c, code)).join("; ")}`;
}
