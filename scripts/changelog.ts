// CHANGELOG.md (Keep a Changelog): one "## [X.Y.Z] - date" section per release under an
// "## [Unreleased]" section. Read by scripts/release.ts (a release's notes) and
// scripts/check-changelog.ts (is Unreleased touched). Pure: text in, lines out.

export interface Section {
  /** 1-based line numbers of the heading and of the section's last line (its body is start+1..end). */
  start: number;
  end: number;
  /** The lines under the heading, without the heading, trimmed of blank lines at both ends. */
  body: string;
}

const HEADING = /^## \[([^\]]+)\]/;

function sections(text: string): Map<string, Section> {
  const lines = text.split("\n");
  const found = new Map<string, Section>();
  let open: { name: string; start: number } | undefined;
  const close = (end: number): void => {
    if (!open) return;
    const body = lines
      .slice(open.start, end)
      .join("\n")
      // Link reference definitions at the end of the file ("[1.2.0]: https://…") are not notes.
      .replace(/(\n\[[^\]]+\]: \S+)+\s*$/, "")
      .trim();
    found.set(open.name.toLowerCase(), { start: open.start, end, body });
  };
  lines.forEach((line, i) => {
    const heading = HEADING.exec(line);
    if (!heading && !/^## /.test(line)) return;
    close(i);
    open = heading ? { name: heading[1], start: i + 1 } : undefined;
  });
  close(lines.length);
  return found;
}

/** The section of `version` ("1.2.0"), or undefined when CHANGELOG.md has none. */
export function releaseSection(text: string, version: string): Section | undefined {
  return sections(text).get(version.replace(/^v/, "").toLowerCase());
}

/** The "## [Unreleased]" section, or undefined. */
export function unreleasedSection(text: string): Section | undefined {
  return sections(text).get("unreleased");
}

/** The new file's line numbers a `git diff -U0` touches (a deletion touches the lines on both sides of it). */
export function touchedLines(diff: string): number[] {
  const lines: number[] = [];
  for (const [, start, count] of diff.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const first = Number(start);
    const n = count === undefined ? 1 : Number(count);
    if (n === 0) lines.push(first, first + 1);
    for (let k = 0; k < n; k++) lines.push(first + k);
  }
  return lines;
}
