// Declarative rules on the final output (equals, contains, not_contains,
// regex, type, json_path, json_schema), negate and message, and the JSONL
// `expected` check, evaluated on scripted sessions.
import assert from "node:assert/strict";
import { test } from "node:test";
import { evaluateCase } from "../../src/assert/evaluate.ts";
import type { Session } from "../../src/model/session.ts";
import { EVAL_OPTIONS, rulesCase, scriptedSession } from "./_sessions.ts";

const said = (text: string) => scriptedSession([{ text }]);

/** [passed, message] of each rule. */
async function check(rules: unknown, session: Session | Promise<Session>) {
  const outcome = await evaluateCase(rulesCase(rules), await session, EVAL_OPTIONS);
  return outcome.assertions.map((a) => [a.passed, a.message]);
}
const passes = async (rules: unknown, session: Session | Promise<Session>) => (await check(rules, session)).every(([p]) => p === true);

const JSON_REPLY =
  'Here you go:\n```json\n{"city": "Paris", "country": {"code": "FR", "eu": true}, "sights": [{"name": "Louvre", "paid": true}, {"name": "Seine", "paid": false}]}\n```';

test("equals: text compares whole (surrounding whitespace aside); structured values compare with the JSON, key order ignored", async () => {
  assert.deepEqual(await check({ type: "equals", value: "Paris" }, said("  Paris\n")), [[true, 'output equals "Paris"']]);
  assert.deepEqual(await check({ type: "equals", value: "Paris" }, said("Paris, France")), [[false, 'expected "Paris", got "Paris, France"']]);
  assert.equal(await passes({ type: "", value: "Paris" }, said("Paris")), true, 'an empty type is "equals"');
  assert.equal(
    await passes(
      {
        type: "equals",
        value: {
          country: { eu: true, code: "FR" },
          city: "Paris",
          sights: [
            { paid: true, name: "Louvre" },
            { name: "Seine", paid: false },
          ],
        },
      },
      said(JSON_REPLY),
    ),
    true,
  );
  assert.deepEqual(await check({ type: "equals", value: { city: "Paris" } }, said(JSON_REPLY)), [
    [
      false,
      'expected output to equal {"city":"Paris"}, got {"city":"Paris","country":{"code":"FR","eu":true},"sights":[{"name":"Louvre","paid":true},{"name":"Seine","paid":false}]}',
    ],
  ]);
  assert.deepEqual(await check({ type: "equals", value: { city: "Paris" } }, said("Paris")), [
    [false, 'expected JSON equal to {"city":"Paris"}, but the output contains no JSON'],
  ]);
  assert.equal(await passes({ type: "equals", value: 42 }, said("42")), true);
  assert.equal(await passes({ type: "equals", path: "$.country.code", value: "FR" }, said(JSON_REPLY)), true);
});

test("contains / not_contains: substrings of the text, or structured containment in its JSON", async () => {
  assert.deepEqual(await check({ type: "contains", value: "Paris" }, said("The capital is Paris.")), [[true, 'output contains "Paris"']]);
  assert.deepEqual(
    await check({ type: "contains", value: "paris" }, said("The capital is Paris.")),
    [[false, 'output does not contain "paris"']],
    "case-sensitive",
  );
  assert.deepEqual(await check({ type: "not_contains", value: "London" }, said("The capital is Paris.")), [[true, 'output does not contain "London"']]);
  assert.deepEqual(await check({ type: "not_contains", value: "Paris" }, said("The capital is Paris.")), [[false, 'output contains "Paris"']]);
  assert.equal(await passes({ type: "contains", value: 2024 }, said("In 2024.")), true);
  assert.equal(await passes({ type: "contains", value: { country: { code: "FR" } } }, said(JSON_REPLY)), true);
  assert.equal(await passes({ type: "contains", value: { sights: [{ name: "Seine" }] } }, said(JSON_REPLY)), true);
  assert.equal(await passes({ type: "contains", value: { sights: [{ name: "Eiffel" }] } }, said(JSON_REPLY)), false);
  assert.equal(await passes({ type: "not_contains", value: { sights: [{ name: "Eiffel" }] } }, said(JSON_REPLY)), true);
  assert.equal(await passes({ type: "contains", path: "$.sights[*].name", value: "Louvre" }, said(JSON_REPLY)), true);
  assert.equal(await passes({ type: "contains", path: "$.city", value: "Par" }, said(JSON_REPLY)), true);
});

test("regex: flags field and Go-style inline flags; a non-matching text fails", async () => {
  assert.deepEqual(await check({ type: "regex", value: "^the capital is \\w+\\.$", flags: "i" }, said("The capital is Paris.")), [
    [true, "output matches /^the capital is \\w+\\.$/i"],
  ]);
  assert.equal(await passes({ type: "regex", value: "(?i)CAPITAL" }, said("The capital is Paris.")), true);
  assert.equal(await passes({ type: "regex", value: "(?s)capital.+Paris" }, said("capital\nis Paris")), true);
  assert.equal(await passes({ type: "regex", value: "(?P<city>Paris)" }, said("Paris")), true);
  assert.deepEqual(await check({ type: "regex", value: "London" }, said("Paris")), [[false, "output does not match /London/"]]);
});

test("type: the whole output (or its only fenced block) as JSON, else a string", async () => {
  assert.deepEqual(await check({ type: "type", value: "string" }, said("Paris")), [[true, "output is a string"]]);
  assert.equal(await passes({ type: "type", value: "object" }, said('{"a": 1}')), true);
  assert.equal(await passes({ type: "type", value: "array" }, said("```json\n[1]\n```")), true);
  assert.equal(await passes({ type: "type", value: "number" }, said("42")), true);
  assert.equal(await passes({ type: "type", value: "boolean" }, said("true")), true);
  assert.equal(await passes({ type: "type", value: "null" }, said("null")), true);
  assert.deepEqual(
    await check({ type: "type", value: "object" }, said(JSON_REPLY)),
    [[false, "output is a string, not an object"]],
    "prose around JSON is text",
  );
  assert.deepEqual(await check({ type: "type", path: "$.sights", value: "object" }, said(JSON_REPLY)), [[false, '"$.sights" is an array, not an object']]);
});

test("json_path: real JSONPath; a missing path fails even against null; several matches", async () => {
  const reply = said(JSON_REPLY);
  assert.deepEqual(await check({ type: "json_path", path: "$.country.code", value: "FR" }, reply), [[true, '"$.country.code" equals "FR"']]);
  assert.deepEqual(await check({ type: "json_path", path: "$.missing", value: null }, reply), [[false, '"$.missing" matched nothing in the output\'s JSON']]);
  assert.deepEqual(await check({ type: "json_path", path: "$.sights[?(@.paid == false)].name", value: "Seine" }, reply), [
    [true, '"$.sights[?(@.paid == false)].name" equals "Seine"'],
  ]);
  assert.deepEqual(await check({ type: "json_path", path: "$.sights[*].name", value: ["Louvre", "Seine"] }, reply), [
    [true, '"$.sights[*].name" equals ["Louvre","Seine"]'],
  ]);
  assert.deepEqual(await check({ type: "json_path", path: "$.sights[*].paid", value: true }, reply), [
    [false, 'expected "$.sights[*].paid" to all equal true, got [true,false]'],
  ]);
  assert.deepEqual(await check({ type: "json_path", path: "country.code", value: ["DE", "FR"] }, reply), [[true, '"country.code" is one of ["DE","FR"]']]);
  assert.deepEqual(await check({ type: "json_path", path: "$.city" }, reply), [[true, '"$.city" exists ("Paris")']]);
  assert.deepEqual(await check({ type: "json_path", path: "$.country", value: { eu: true, code: "FR" } }, reply), [
    [true, '"$.country" equals {"eu":true,"code":"FR"}'],
  ]);
  assert.deepEqual(await check({ type: "json_path", path: "$.city", value: "Lyon" }, said("no json")), [
    [false, 'output contains no JSON to read "$.city" from'],
  ]);
});

test("json_schema: validates the JSON in the output, inline or from a file; formats work", async () => {
  const schema = { type: "object", required: ["city", "country"], properties: { city: { type: "string" }, country: { type: "object", required: ["code"] } } };
  assert.deepEqual(await check({ type: "json_schema", value: schema }, said(JSON_REPLY)), [[true, "output JSON matches the schema"]]);
  assert.deepEqual(await check({ type: "json_schema", value: schema }, said('{"city": 7}')), [
    [false, "output JSON does not match the schema: (root) must have required property 'country'; /city must be string"],
  ]);
  assert.deepEqual(await check({ type: "json_schema", value: "./city.schema.json" }, said('{"city": "Paris", "email": "not-an-email"}')), [
    [false, 'output JSON does not match the schema: /email must match format "email"'],
  ]);
  assert.equal(await passes({ type: "json_schema", value: "./city.schema.json" }, said('{"city": "Paris", "email": "a@b.fr"}')), true);
  assert.equal(
    await passes(
      { type: "json_schema", value: { $schema: "https://json-schema.org/draft/2020-12/schema", type: "array", prefixItems: [{ type: "number" }] } },
      said("[1]"),
    ),
    true,
  );
  assert.deepEqual(await check({ type: "json_schema", value: schema }, said("Paris")), [[false, "output contains no JSON to validate"]]);
});

test("negate flips a rule; message replaces the failure text; all rules run and are all listed", async () => {
  assert.deepEqual(await check({ type: "contains", value: "Paris", negate: true }, said("Paris")), [[false, 'negated rule matched: output contains "Paris"']]);
  assert.deepEqual(await check({ type: "contains", value: "London", negate: true }, said("Paris")), [
    [true, 'negated rule matched: output does not contain "London"'],
  ]);
  assert.deepEqual(await check({ type: "contains", value: "London", message: "should name London" }, said("Paris")), [[false, "should name London"]]);
  const outcome = await evaluateCase(
    rulesCase([
      { type: "contains", value: "Paris" },
      { type: "regex", value: "^London" },
      { type: "not_contains", value: "Berlin" },
      { type: "equals", value: "x" },
    ]),
    await said("Paris"),
    EVAL_OPTIONS,
  );
  assert.deepEqual(
    outcome.assertions.map((a) => [a.kind, a.name, a.passed, a.location?.file, a.location?.line]),
    [
      ["rule", "contains", true, "__tests__/fixtures/suites/rules.jsonl", 3],
      ["rule", "regex", false, "__tests__/fixtures/suites/rules.jsonl", 3],
      ["rule", "not_contains", true, "__tests__/fixtures/suites/rules.jsonl", 3],
      ["rule", "equals", false, "__tests__/fixtures/suites/rules.jsonl", 3],
    ],
  );
  assert.equal(outcome.failure?.origin, "assertion");
  assert.equal(
    outcome.failure?.error.message,
    '2 of 4 rules failed:\n1. assert[1] regex: output does not match /^London/\n2. assert[3] equals: expected "x", got "Paris"',
  );
  assert.deepEqual(outcome.assertions[1].expected, "/^London/");
  assert.deepEqual(outcome.assertions[1].actual, "Paris");
});

test("expected (no rules): deep equality with the output, key order never matters", async () => {
  const run = async (expected: unknown, text: string) => evaluateCase(rulesCase(undefined, { expected }), await said(text), EVAL_OPTIONS);
  const text = await run("Paris", "Paris\n");
  assert.deepEqual(text.assertions, [
    {
      kind: "expected",
      name: "equals",
      passed: true,
      expected: "Paris",
      actual: "Paris\n",
      message: 'output equals "Paris"',
      location: { file: "__tests__/fixtures/suites/rules.jsonl", line: 3 },
    },
  ]);
  const obj = await run({ keywords: ["a", "b"], n: 1 }, 'Result: {"n": 1, "keywords": ["a", "b"]}');
  assert.equal(obj.failure, undefined);
  const wrong = await run({ keywords: ["b", "a"] }, '{"keywords": ["a", "b"]}');
  assert.equal(wrong.failure?.error.message, 'expected: expected output to equal {"keywords":["b","a"]}, got {"keywords":["a","b"]}');
});
