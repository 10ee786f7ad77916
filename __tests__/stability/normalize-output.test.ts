import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { normalizeOutput, outputHash } from "../../src/stability/normalize-output.ts";

test("formatting noise is removed: case, whitespace, colour codes, invisible characters, compatibility forms", () => {
  assert.equal(normalizeOutput("  Done.\n\n  All   TESTS pass\t"), "done. all tests pass");
  assert.equal(normalizeOutput("\u001b[32mOK\u001b[0m"), "ok");
  assert.equal(normalizeOutput("zero\u200bwidth\ufeff"), "zerowidth");
  assert.equal(normalizeOutput("ﬁle １２"), "file 12");
  assert.equal(normalizeOutput(undefined), "");
});

test("meaning is kept: punctuation, digits and words still tell answers apart", () => {
  assert.notEqual(outputHash("The value is 4.0"), outputHash("The value is 40"));
  assert.notEqual(outputHash("tests pass"), outputHash("tests do not pass"));
  assert.equal(outputHash("Tests  pass"), outputHash("tests pass\n"));
});

test("the hash is short and holds no text", () => {
  const hash = outputHash("secret token abc123");
  assert.match(hash, /^[0-9a-f]{16}$/u);
  assert.ok(!hash.includes("secret"));
});

test("whitespace folds exactly as one space per run, whatever mix of spaces, tabs, breaks and Unicode spaces", () => {
  // The plain definition: every run of \s becomes one space.
  const folded = (text: string) =>
    text
      .normalize("NFKC")
      .replace(/\u001b\[[0-?]*[ -/]*[@-~]/gu, "")
      .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/gu, "")
      .toLowerCase()
      .replace(/\s+/gu, " ")
      .trim();
  const unit = fc.constantFrom(" ", "  ", "\t", "\n", "\r\n", "\u00a0", "\u2003", "\u3000", "\u200b", "\ufeff", "a", "B", ".", "\u001b[1m");
  fc.assert(
    fc.property(fc.string({ unit, maxLength: 40 }), (text) => normalizeOutput(text) === folded(text)),
    { numRuns: 2000 },
  );
});
