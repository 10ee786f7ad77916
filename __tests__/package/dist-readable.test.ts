// No minified code in git: dist/ is committed, so what rollup bundles must stay readable source
// (issue 19: jiti's runtime and its 1.5 MB minified Babel used to be bundled and copied there).
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
// @ts-expect-error a plain .mjs script without declarations
import { codeOf, distProblems, MAX_LINE } from "../../scripts/check-dist.mjs";
import { ROOT } from "../helpers/cli.ts";

const check = distProblems as (dist: string) => string[];
const code = codeOf as (line: string) => string;
const work = mkdtempSync(path.join(os.tmpdir(), "agent-bench-dist-check-"));
after(() => rmSync(work, { recursive: true, force: true }));

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(work, "dist-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe("dist/ holds readable code only", () => {
  it("the build in dist/ has no minified line, no vendor/ folder and no source map (run npm run build first)", () => {
    assert.deepEqual(check(path.join(ROOT, "dist")), []);
  });

  it("finds minified code: a long line of statements, as jiti's runtime and Babel were", () => {
    const minified = Array.from({ length: 200 }, (_, i) => `function f${i}(a){return a.b?a.c:a.d}`).join(";");
    const problems = check(dist({ "chunks/x.js": `const a = 1;\n${minified}\n` }));
    assert.equal(problems.length, 1);
    assert.match(problems[0], new RegExp(`chunks/x\\.js:2: \\d+ characters of code on one line`));
  });

  it("finds a vendored copy and a source map", () => {
    const problems = check(dist({ "vendor/jiti-babel.cjs": "module.exports = 1;\n", "cli.js.map": "{}" }));
    assert.ok(problems.some((p) => /vendored copy/.test(p)));
    assert.ok(problems.some((p) => /source map/.test(p)));
  });

  it("lets data through: a long base64 string, a long regular expression, rollup's export list", () => {
    const base64 = `const wasm = Buffer.from('${"AGFzbQEAAAAB".repeat(200)}', 'base64');`;
    const regex = `const formats = { uri: /^(?:[a-z][a-z0-9+\\-.]*:)${"(?:[a-z0-9]|%[0-9a-f]{2})*".repeat(60)}$/i, ok: true };`;
    const exports = `export { ${Array.from({ length: 200 }, (_, i) => `a${i} as b${i}`).join(", ")} };`;
    for (const line of [base64, regex, exports]) assert.ok(line.length > MAX_LINE && code(line).length < 200, line.slice(0, 80));
    assert.deepEqual(check(dist({ "chunks/data.js": [base64, regex, exports].join("\n") })), []);
  });
});
