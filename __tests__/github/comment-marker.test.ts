// The sticky comment's hidden marker holds a suite path (from a fork's artifact in report mode): only
// characters nothing can read as HTML or Markdown, else a hash. The marker 0.1 wrote for a path with
// other plain characters is still recognised, so upgrading does not add a second comment.
import assert from "node:assert/strict";
import { test } from "node:test";
import { isOwnComment, legacyMarkerFor, markerFor } from "../../src/github/comment.ts";

test("a path of safe characters is the marker's key as it was; anything else is hashed", () => {
  assert.equal(markerFor("evals/suite.ts"), "<!-- agent-bench:v1:evals/suite.ts -->");
  assert.equal(markerFor("evals/suite.ts@agent-bench-results-claude"), "<!-- agent-bench:v1:evals/suite.ts@agent-bench-results-claude -->");
  for (const key of ["evals/my suite.ts", "x--!><img src=x>", "a\n::warning::x", "evals/<b>.ts", "@evil"]) {
    const marker = markerFor(key);
    if (key === "@evil") assert.equal(marker, "<!-- agent-bench:v1:@evil -->", "no space before @: not a mention");
    else assert.match(marker, /^<!-- agent-bench:v1:sha256:[0-9a-f]{16} -->$/u, key);
  }
  assert.notEqual(markerFor("evals/a b.ts"), markerFor("evals/a c.ts"), "suites stay apart");
});

test("the previous version's marker is found again only where it could not break out of the comment", () => {
  assert.equal(legacyMarkerFor("evals/suite.ts"), undefined, "unchanged: nothing to look for");
  assert.equal(legacyMarkerFor("evals/my suite.ts"), "<!-- agent-bench:v1:evals/my suite.ts -->");
  for (const key of ["x--!><img>", "a\nb", "evals/<b>.ts", "a -- b"]) assert.equal(legacyMarkerFor(key), undefined, key);
  const bot = { type: "Bot", login: "github-actions[bot]" };
  assert.ok(isOwnComment({ body: `${legacyMarkerFor("evals/my suite.ts")}\nold body`, user: bot }, legacyMarkerFor("evals/my suite.ts")!));
});
