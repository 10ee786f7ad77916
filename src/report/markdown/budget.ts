// Fits Markdown sections into a size budget (a PR comment holds 65,536
// characters, a check-run summary 65,535): leaner variants of detail sections
// first, then whole detail sections dropped, then a cut at a section boundary
// with a note. A section is never cut inside, so no <details>, table or code
// fence is left open.

import { truncate } from "../sanitize.ts";

export interface MarkdownSection {
  id: string;
  /** Richest first; later variants are shorter renderings of the same section. */
  variants: string[];
  /**
   * Order in which the budget shrinks or drops the section (lower goes first);
   * undefined: kept whole and never dropped (it may still fall past the cut).
   */
  dropOrder?: number;
  /** Named in the note that lists what was left out ("the full grid"). */
  title: string;
}

export interface FitResult {
  text: string;
  /** Titles of sections shortened or left out. */
  shortened: string[];
  omitted: string[];
}

const SEPARATOR = "\n\n";

export function joinSections(parts: readonly string[]): string {
  return `${parts.filter((p) => p !== "").join(SEPARATOR)}\n`;
}

export function fitSections(sections: readonly MarkdownSection[], maxChars: number, note: (omitted: string[]) => string): FitResult {
  const chosen = sections.map(() => 0);
  const dropped = sections.map(() => false);
  const render = (): string[] => sections.map((s, i) => (dropped[i] ? "" : (s.variants[chosen[i]] ?? "")));
  const size = (parts: string[]) => joinSections(parts).length;
  const order = sections
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.dropOrder !== undefined)
    .sort((a, b) => a.s.dropOrder! - b.s.dropOrder! || b.i - a.i);

  const shortened = new Set<string>();
  const omitted: string[] = [];
  const withNote = () => (omitted.length + shortened.size > 0 ? note([...omitted, ...[...shortened].filter((t) => !omitted.includes(t))]) : "");
  const fits = () => size([...render(), withNote()]) <= maxChars;

  for (const { s, i } of order) {
    if (fits()) break;
    while (chosen[i] < s.variants.length - 1 && !fits()) {
      chosen[i]++;
      shortened.add(s.title);
    }
    if (!fits()) {
      dropped[i] = true;
      shortened.delete(s.title);
      omitted.push(s.title);
    }
  }
  if (fits()) {
    // Shrinking went in a fixed order; give room left over back to what was shrunk first.
    for (const { s, i } of [...order].reverse()) {
      if (dropped[i]) {
        dropped[i] = false;
        chosen[i] = s.variants.length - 1;
        if (!fits()) {
          dropped[i] = true;
          continue;
        }
        omitted.splice(omitted.indexOf(s.title), 1);
        shortened.add(s.title);
      }
      while (chosen[i] > 0) {
        chosen[i]--;
        if (!fits()) {
          chosen[i]++;
          break;
        }
      }
      if (chosen[i] === 0) shortened.delete(s.title);
    }
    return { text: joinSections([...render(), withNote()]), shortened: [...shortened], omitted };
  }

  // Still too long: keep whole sections from the top while they fit.
  const parts = render();
  const kept: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const rest = sections
      .slice(i)
      .filter((_, j) => parts[i + j] !== "")
      .map((s) => s.title);
    const noteText = note([...omitted, ...rest]);
    if (size([...kept, parts[i], noteText]) > maxChars) {
      omitted.push(...rest);
      // A budget smaller than the note itself: the note, cut safely.
      return { text: truncate(joinSections([...kept, noteText]), maxChars).text, shortened: [...shortened], omitted };
    }
    kept.push(parts[i]);
  }
  return { text: joinSections([...kept, withNote()]), shortened: [...shortened], omitted };
}
