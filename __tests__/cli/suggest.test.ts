import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { suggest } from "../../src/suggest.ts";

describe("suggest (did-you-mean)", () => {
  it("finds the name a typo meant: a letter missing, extra, wrong or two swapped", () => {
    assert.equal(suggest("promt", ["id", "prompt", "assert"]), "prompt");
    assert.equal(suggest("asserts", ["id", "prompt", "assert"]), "assert");
    assert.equal(suggest("claud-code", ["claude-code", "codex", "cursor"]), "claude-code");
    assert.equal(suggest("modle", ["model", "command", "args"]), "model");
    assert.equal(suggest("--timout", ["--timeout", "--tag"]), "--timeout");
    assert.equal(suggest("Runners", ["runners", "defaults"]), "runners");
  });

  it("stays quiet when nothing is close: no suggestion is better than a wrong one", () => {
    assert.equal(suggest("expect", ["id", "prompt", "assert", "tags"]), undefined);
    assert.equal(suggest("xy", ["id", "ok"]), undefined);
    assert.equal(suggest("anything", []), undefined);
    assert.equal(suggest("prompt", ["prompt"]), undefined, "a name that exists is no typo");
  });
});
