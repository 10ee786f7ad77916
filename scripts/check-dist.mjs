// dist/ is committed, so it must stay readable: no minified code, no vendored copies.
// A line of code longer than MAX_LINE characters is minified; string and regular-expression
// literals (an embedded WebAssembly module in base64, a URI pattern) are data and do not count,
// nor is rollup's one-line `export { … }` list. Run by scripts/build.sh and by a test.
// Usage: node scripts/check-dist.mjs [DIST]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const MAX_LINE = 1000;

/** Problems with the build in `dist`, one sentence each (empty when it is fine). */
export function distProblems(dist) {
  const problems = [];
  if (existsSync(path.join(dist, "vendor")))
    problems.push(`${path.join(dist, "vendor")}: a vendored copy in dist/ (bundle the dependency's readable source instead)`);
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (/\.(map)$/.test(entry.name)) problems.push(`${file}: a source map`);
    if (!/\.(c|m)?js$/.test(entry.name)) continue;
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        const code = codeOf(line);
        if (code.length > MAX_LINE) problems.push(`${file}:${i + 1}: ${code.length} characters of code on one line (minified?)`);
      });
  }
  return problems;
}

/** The line without its literals' contents and without rollup's export list. */
export function codeOf(line) {
  if (/^export \{[\w$, ]*\};?$/.test(line.trim())) return "";
  return line
    .replace(/(["'`])(?:\\.|(?!\1)[^\\])*\1/g, '""')
    .replace(/(^|[=:(,[!&|?{};]\s*)\/(?![/*])(?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\[\n])+\/[dgimsuvy]*/g, "$1/x/");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? "dist";
  const problems = distProblems(dist);
  for (const p of problems) process.stderr.write(`${p}\n`);
  if (problems.length > 0) {
    process.stderr.write(
      `${dist}/ must hold readable code only: no minified bundles (lines over ${MAX_LINE} characters of code), vendored copies or source maps\n`,
    );
    process.exit(1);
  }
}
