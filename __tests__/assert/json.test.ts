// JSON in agent output, JSONPath and JSON comparisons.
import assert from "node:assert/strict";
import { test } from "node:test";
import { jsonContains, jsonEqual } from "../../src/assert/json/compare.ts";
import { extractJson } from "../../src/assert/json/extract.ts";
import { jsonPathProblem, queryJsonPath } from "../../src/assert/json/path.ts";

const value = (text: string) => {
  const e = extractJson(text);
  return e.found ? [e.source, e.value] : "none";
};

test("JSON is found as the whole text, in a fenced block, or between prose", () => {
  assert.deepEqual(value(' {"a": 1} \n'), ["whole", { a: 1 }]);
  assert.deepEqual(value("42"), ["whole", 42]);
  assert.deepEqual(value('Sure:\n```json\n{"a": 1}\n```\nAnything else?'), ["fence", { a: 1 }]);
  assert.deepEqual(value("```\n[1, 2]\n```"), ["fence", [1, 2]]);
  assert.deepEqual(value('```ts\nconst x = {"a": 1}\n```\n```json\n{"b": 2}\n```'), ["fence", { b: 2 }], "a fence in another language is skipped");
  assert.deepEqual(value('```json\n{broken\n```\n```json\n{"ok": true}\n```'), ["fence", { ok: true }], "the first fence that parses");
  assert.deepEqual(value('The result is {"status": "ok", "note": "a } in a string"} as requested.'), ["embedded", { status: "ok", note: "a } in a string" }]);
  assert.deepEqual(value('As shown in [1], the answer is {"items": [1, 2, 3]}.'), ["embedded", { items: [1, 2, 3] }], "the longest JSON wins over a citation");
  assert.equal(value("No JSON here, just {braces} and [brackets]."), "none");
  assert.equal(value(""), "none");
});

test("embedded search is bounded on huge outputs", () => {
  const text = `${"{".repeat(300_000)} {"a": 1}`;
  assert.equal(value(text), "none", "JSON past the scanned prefix is not searched");
});

test("JSONPath: wildcards, filters, recursive descent, $ and yao paths without $", () => {
  const doc = {
    a: { b: [1, 2, { c: 3 }] },
    items: [
      { price: 5, name: "x" },
      { price: 20, name: "y" },
    ],
  };
  assert.deepEqual(queryJsonPath(doc, "$.a.b[2].c"), [3]);
  assert.deepEqual(queryJsonPath(doc, "a.b[0]"), [1]);
  assert.deepEqual(queryJsonPath(doc, "$.items[*].name"), ["x", "y"]);
  assert.deepEqual(queryJsonPath(doc, "$.items[?(@.price < 10)].name"), ["x"]);
  assert.deepEqual(queryJsonPath(doc, "$..price"), [5, 20]);
  assert.deepEqual(queryJsonPath(doc, "$"), [doc]);
  assert.deepEqual(queryJsonPath(doc, "$.missing"), []);
  assert.deepEqual(queryJsonPath({ a: null }, "$.a"), [null], "a null value exists");
  assert.deepEqual(queryJsonPath(null, "$"), [null]);
  assert.deepEqual(queryJsonPath("text", "$.a"), []);
});

test("invalid JSONPaths are reported (jsonpath-plus alone accepts some silently)", () => {
  assert.equal(jsonPathProblem("$.a.b[0]"), undefined);
  assert.equal(jsonPathProblem("$.items[?(@.price < 10)]"), undefined);
  assert.equal(jsonPathProblem("$["), 'missing "]"');
  assert.equal(jsonPathProblem("$.a]"), 'unexpected "]" at character 4');
  assert.equal(jsonPathProblem("$.a."), 'the path ends with "."');
  assert.equal(jsonPathProblem("$.a.."), 'the path ends with ".."');
  assert.equal(jsonPathProblem(""), "the path is empty");
  assert.match(jsonPathProblem("$.items[?(@.price <)]") ?? "", /^invalid expression \?\(@\.price <\): Expected expression after </);
  assert.equal(jsonPathProblem("$['a"), "unclosed quote '");
});

test("equality ignores key order; containment is by subset", () => {
  assert.equal(jsonEqual({ a: 1, b: { c: [1, 2], d: null } }, { b: { d: null, c: [1, 2] }, a: 1 }), true);
  assert.equal(jsonEqual([1, 2], [2, 1]), false, "arrays keep their order");
  assert.equal(jsonEqual(1, "1"), false);
  assert.equal(jsonContains({ a: 1, b: { c: 2, d: 3 } }, { b: { c: 2 } }), true);
  assert.equal(jsonContains({ a: 1 }, { a: 1, b: 2 }), false);
  assert.equal(jsonContains({ tags: ["x", "y", "z"] }, { tags: ["z", "x"] }), true);
  assert.equal(jsonContains([{ id: 1 }, { id: 2, x: 0 }], { id: 2 }), true);
  assert.equal(jsonContains([{ id: 1 }], { id: 2 }), false);
  assert.equal(jsonContains({ a: null }, { a: null }), true);
  assert.equal(jsonContains({}, { a: null }), false, "a missing key is not null");
});
