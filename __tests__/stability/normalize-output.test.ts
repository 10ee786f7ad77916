import assert from "node:assert/strict";
import { test } from "node:test";
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
